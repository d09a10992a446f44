import type { Translation } from './en';

export const de: Translation = {
  shell: {
    metaDescription: 'Live-Cam-Models auf {{site}} ansehen, kostenlos chatten und mit Token Trinkgeld geben.',
    skipToContent: 'Zum Inhalt springen',
    homeLink: '{{site}} Startseite',
    mainNavigation: 'Hauptnavigation',
    footer: 'Informationen zur Website',
    language: 'Sprache',
    terms: 'Allgemeine Geschäftsbedingungen',
    privacy: 'Datenschutzerklärung',
    support: 'Support',
    promoBanner: 'Kostenlos registrieren und 200 Gratis-Token erhalten.',
    promoAction: 'Token sichern',
    discreetBilling:
      'Diskrete Abrechnung: Käufe erscheinen auf Ihrer Abrechnung unter einem neutralen Firmennamen.',
  },
  home: {
    heading: 'Live-Cams auf {{site}}',
  },
  errors: {
    homeLink: 'Zur Startseite',
    notFoundTitle: 'Fehler 404',
    notFoundMessage: 'Seite nicht gefunden',
    genericTitle: 'Etwas ist schiefgelaufen',
    genericMessage: 'Die Seite konnte nicht angezeigt werden.',
    siteUnavailableTitle: 'Diese Website konnte nicht geladen werden',
    siteUnavailableMessage:
      'Die Website-Konfiguration fehlt oder ist ungültig. Bitte versuchen Sie es später erneut.',
    details: 'Details: {{details}}',
    retry: 'Erneut versuchen',
    crashMessage: 'Die Seite funktioniert nicht mehr. Der Fehler wurde gemeldet.',
    crashReporting: 'Fehler wird gemeldet…',
    crashCode: 'Fehlercode: {{code}}',
    crashCodeUnavailable: 'Fehlercode nicht verfügbar.',
    chunkTitle: 'Diese Seite konnte nicht geladen werden',
    chunkMessage:
      'Ein Teil der Seite konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    chunkRetry: 'Erneut laden',
    suspendedTitle: 'Konto gesperrt',
    suspendedUntil: 'Ihr Konto ist bis {{date}} gesperrt.',
    suspendedContact: 'Fragen? Kontaktieren Sie den Support:',
  },
  modal: {
    close: 'Schließen',
    loading: 'Wird geladen…',
    unavailableTitle: 'Nicht verfügbar',
    unavailableMessage: 'Dies ist noch nicht verfügbar.',
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: 'Sie müssen mindestens 18 Jahre alt sein, um diese Website zu nutzen. Token sind eine virtuelle Währung ohne Geldwert; sie werden für Trinkgelder, Shows und Medien ausgegeben und nicht erstattet.',
    privacyLink: 'Datenschutzerklärung lesen',
  },
  rating: {
    title: 'Show bewerten',
    body: 'Wie war die Show?',
    submit: 'Bewertung senden',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    body: 'Wir speichern die Daten, die für Ihr Konto und Ihre Zahlungen nötig sind, sowie ein Sprach-Cookie für Ihre Auswahl. Wir verkaufen niemals personenbezogene Daten.',
  },
  toasts: {
    region: 'Benachrichtigungen',
    dismiss: 'Schließen',
  },
  loading: 'Wird geladen…',
  tipModals: {
    purchaseTitle: 'Nicht genug Token',
    purchaseBody: 'Du brauchst mehr Token für dieses Trinkgeld.',
    postPayTitle: 'Nachträgliche Zahlung',
    postPayBody:
      'Deine Karte konnte für dieses Trinkgeld nicht belastet werden. Aktualisiere deine Zahlungsdaten.',
    dailyLimitTitle: 'Tageslimit',
    dailyLimitVerifyBody:
      'Du hast dein tägliches Ausgabenlimit erreicht. Verifiziere dein Konto, um es zu erhöhen.',
    dailyLimitLowBody: 'Dieses Trinkgeld liegt über deinem selbst gesetzten Tageslimit.',
  },
};
