/** English: the reference language. Every other language must have exactly these keys. */
export const en = {
  shell: {
    metaDescription: 'Watch live cam models on {{site}}, chat for free and tip with tokens.',
    skipToContent: 'Skip to content',
    homeLink: '{{site}} home',
    mainNavigation: 'Main navigation',
    footer: 'Site information',
    language: 'Language',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    support: 'Support',
    promoBanner: 'Sign up free and get 200 free tokens.',
    promoAction: 'Claim your tokens',
    discreetBilling: 'Discreet billing: purchases appear on your statement under a neutral company name.',
  },
  home: {
    heading: 'Live cams on {{site}}',
  },
  errors: {
    homeLink: 'Go to the homepage',
    notFoundTitle: 'Error 404',
    notFoundMessage: 'Page not found',
    genericTitle: 'Something went wrong',
    genericMessage: 'The page could not be shown.',
    siteUnavailableTitle: 'This site could not be loaded',
    siteUnavailableMessage: 'The site configuration is missing or invalid. Please try again later.',
    details: 'Details: {{details}}',
    retry: 'Try again',
    crashMessage: 'The page stopped working. The error has been reported.',
    crashReporting: 'Reporting the error…',
    crashCode: 'Error code: {{code}}',
    crashCodeUnavailable: 'Error code not available.',
    chunkTitle: 'This page could not be loaded',
    chunkMessage: 'Part of the page failed to download. Check your connection and retry.',
    chunkRetry: 'Retry',
    suspendedTitle: 'Account suspended',
    suspendedUntil: 'Your account is suspended until {{date}}.',
    suspendedContact: 'Questions? Contact support:',
  },
  modal: {
    close: 'Close',
    loading: 'Loading…',
    unavailableTitle: 'Not available',
    unavailableMessage: 'This is not available yet.',
  },
  terms: {
    title: 'Terms and conditions',
    body: 'You must be 18 or older to use this site. Tokens are a virtual currency without cash value; they are spent on tips, shows and media and are not refunded.',
    privacyLink: 'Read the privacy policy',
  },
  rating: {
    title: 'Rate the show',
    body: 'How was the show?',
    submit: 'Send rating',
  },
  privacy: {
    title: 'Privacy policy',
    body: 'We keep the data needed to run your account and payments, and a language cookie to remember your choice. We never sell personal data.',
  },
  toasts: {
    region: 'Notifications',
    dismiss: 'Dismiss',
  },
  loading: 'Loading…',
  tipModals: {
    purchaseTitle: 'Not enough tokens',
    purchaseBody: 'You need more tokens to send this tip.',
    postPayTitle: 'Post-pay',
    postPayBody: 'Your card could not be charged for this tip. Update your payment details to continue.',
    dailyLimitTitle: 'Daily limit',
    dailyLimitVerifyBody: 'You reached your daily spending limit. Verify your account to raise it.',
    dailyLimitLowBody: 'This tip is over the daily limit you set for yourself.',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every language must fill: the English keys, each with a string. */
export type Translation = Strings<typeof en>;
