import type { Translation } from './en';

export const it: Translation = {
  shell: {
    metaDescription:
      'Guarda le modelle in cam dal vivo su {{site}}, chatta gratis e lascia mance con i token.',
    skipToContent: 'Vai al contenuto',
    homeLink: 'Home di {{site}}',
    mainNavigation: 'Navigazione principale',
    footer: 'Informazioni sul sito',
    language: 'Lingua',
    terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy',
    support: 'Assistenza',
    promoBanner: 'Iscriviti gratis e ricevi 200 token gratuiti.',
    promoAction: 'Ottieni i tuoi token',
    discreetBilling:
      "Fatturazione discreta: gli acquisti compaiono nell'estratto conto con un nome aziendale neutro.",
  },
  home: {
    heading: 'Cam dal vivo su {{site}}',
  },
  errors: {
    homeLink: 'Vai alla home page',
    notFoundTitle: 'Errore 404',
    notFoundMessage: 'Pagina non trovata',
    genericTitle: 'Qualcosa è andato storto',
    genericMessage: 'Non è stato possibile mostrare la pagina.',
    siteUnavailableTitle: 'Impossibile caricare questo sito',
    siteUnavailableMessage: 'La configurazione del sito manca o non è valida. Riprova più tardi.',
    details: 'Dettagli: {{details}}',
    retry: 'Riprova',
    crashMessage: "La pagina ha smesso di funzionare. L'errore è stato segnalato.",
    crashReporting: "Segnalazione dell'errore…",
    crashCode: 'Codice errore: {{code}}',
    crashCodeUnavailable: 'Codice errore non disponibile.',
    chunkTitle: 'Impossibile caricare questa pagina',
    chunkMessage:
      'Non è stato possibile scaricare una parte della pagina. Controlla la connessione e riprova.',
    chunkRetry: 'Riprova',
    suspendedTitle: 'Account sospeso',
    suspendedUntil: 'Il tuo account è sospeso fino al {{date}}.',
    suspendedContact: "Domande? Contatta l'assistenza:",
  },
  modal: {
    close: 'Chiudi',
    loading: 'Caricamento…',
    unavailableTitle: 'Non disponibile',
    unavailableMessage: 'Questa funzione non è ancora disponibile.',
  },
  terms: {
    title: 'Termini e condizioni',
    body: 'Devi avere almeno 18 anni per usare questo sito. I token sono una valuta virtuale senza valore monetario; si spendono in mance, show e contenuti e non sono rimborsabili.',
    privacyLink: "Leggi l'informativa sulla privacy",
  },
  rating: {
    title: 'Valuta lo show',
    body: 'Com’era lo show?',
    submit: 'Invia valutazione',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    body: 'Conserviamo i dati necessari per il tuo account e i pagamenti, e un cookie della lingua per ricordare la tua scelta. Non vendiamo mai dati personali.',
  },
  toasts: {
    region: 'Notifiche',
    dismiss: 'Chiudi',
  },
  loading: 'Caricamento…',
  tipModals: {
    purchaseTitle: 'Token insufficienti',
    purchaseBody: 'Ti servono più token per inviare questa mancia.',
    postPayTitle: 'Pagamento posticipato',
    postPayBody:
      'Non è stato possibile addebitare questa mancia sulla tua carta. Aggiorna i dati di pagamento.',
    dailyLimitTitle: 'Limite giornaliero',
    dailyLimitVerifyBody:
      'Hai raggiunto il limite di spesa giornaliero. Verifica il tuo account per aumentarlo.',
    dailyLimitLowBody: 'Questa mancia supera il limite giornaliero che hai impostato.',
  },
};
