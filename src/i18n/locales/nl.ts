import type { Translation } from './en';

export const nl: Translation = {
  shell: {
    metaDescription: 'Bekijk livecammodellen op {{site}}, chat gratis en geef fooien met tokens.',
    skipToContent: 'Naar de inhoud',
    homeLink: '{{site}} startpagina',
    mainNavigation: 'Hoofdnavigatie',
    footer: 'Informatie over de site',
    language: 'Taal',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    support: 'Support',
    promoBanner: 'Meld je gratis aan en krijg 200 gratis tokens.',
    promoAction: 'Claim je tokens',
    discreetBilling: 'Discrete facturering: aankopen staan op je afschrift onder een neutrale bedrijfsnaam.',
  },
  home: {
    heading: 'Livecams op {{site}}',
  },
  errors: {
    homeLink: 'Naar de startpagina',
    notFoundTitle: 'Fout 404',
    notFoundMessage: 'Pagina niet gevonden',
    genericTitle: 'Er is iets misgegaan',
    genericMessage: 'De pagina kon niet worden getoond.',
    siteUnavailableTitle: 'Deze site kon niet worden geladen',
    siteUnavailableMessage: 'De siteconfiguratie ontbreekt of is ongeldig. Probeer het later opnieuw.',
    details: 'Details: {{details}}',
    retry: 'Opnieuw proberen',
    crashMessage: 'De pagina werkt niet meer. De fout is gemeld.',
    crashReporting: 'Fout wordt gemeld…',
    crashCode: 'Foutcode: {{code}}',
    crashCodeUnavailable: 'Foutcode niet beschikbaar.',
    chunkTitle: 'Deze pagina kon niet worden geladen',
    chunkMessage:
      'Een deel van de pagina kon niet worden gedownload. Controleer je verbinding en probeer het opnieuw.',
    chunkRetry: 'Opnieuw laden',
    suspendedTitle: 'Account geschorst',
    suspendedUntil: 'Je account is geschorst tot {{date}}.',
    suspendedContact: 'Vragen? Neem contact op met support:',
  },
  modal: {
    close: 'Sluiten',
    loading: 'Laden…',
    unavailableTitle: 'Niet beschikbaar',
    unavailableMessage: 'Dit is nog niet beschikbaar.',
  },
  terms: {
    title: 'Algemene voorwaarden',
    body: 'Je moet 18 jaar of ouder zijn om deze site te gebruiken. Tokens zijn een virtuele munt zonder geldwaarde; ze worden besteed aan fooien, shows en media en worden niet terugbetaald.',
    privacyLink: 'Lees het privacybeleid',
  },
  rating: {
    title: 'Beoordeel de show',
    body: 'Hoe was de show?',
    submit: 'Beoordeling versturen',
  },
  privacy: {
    title: 'Privacybeleid',
    body: 'We bewaren de gegevens die nodig zijn voor je account en betalingen, en een taalcookie om je keuze te onthouden. We verkopen nooit persoonsgegevens.',
  },
  toasts: {
    region: 'Meldingen',
    dismiss: 'Sluiten',
  },
  loading: 'Laden…',
  tipModals: {
    purchaseTitle: 'Niet genoeg tokens',
    purchaseBody: 'Je hebt meer tokens nodig voor deze fooi.',
    postPayTitle: 'Achteraf betalen',
    postPayBody: 'Je kaart kon niet worden belast voor deze fooi. Werk je betaalgegevens bij.',
    dailyLimitTitle: 'Daglimiet',
    dailyLimitVerifyBody:
      'Je hebt je dagelijkse bestedingslimiet bereikt. Verifieer je account om die te verhogen.',
    dailyLimitLowBody: 'Deze fooi gaat boven de daglimiet die je zelf hebt ingesteld.',
  },
};
