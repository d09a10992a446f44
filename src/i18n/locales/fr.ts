import type { Translation } from './en';

export const fr: Translation = {
  shell: {
    metaDescription:
      'Regardez des modèles en direct sur {{site}}, discutez gratuitement et offrez des pourboires en jetons.',
    skipToContent: 'Aller au contenu',
    homeLink: 'Accueil {{site}}',
    mainNavigation: 'Navigation principale',
    footer: 'Informations sur le site',
    language: 'Langue',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    support: 'Assistance',
    promoBanner: 'Inscrivez-vous gratuitement et recevez 200 jetons offerts.',
    promoAction: 'Obtenir mes jetons',
    discreetBilling:
      'Facturation discrète : les achats apparaissent sur votre relevé sous un nom de société neutre.',
  },
  home: {
    heading: 'Cams en direct sur {{site}}',
  },
  errors: {
    homeLink: "Aller à la page d'accueil",
    notFoundTitle: 'Erreur 404',
    notFoundMessage: 'Page introuvable',
    genericTitle: "Une erreur s'est produite",
    genericMessage: "La page n'a pas pu être affichée.",
    siteUnavailableTitle: "Ce site n'a pas pu être chargé",
    siteUnavailableMessage: 'La configuration du site est absente ou invalide. Veuillez réessayer plus tard.',
    details: 'Détails : {{details}}',
    retry: 'Réessayer',
    crashMessage: "La page a cessé de fonctionner. L'erreur a été signalée.",
    crashReporting: "Signalement de l'erreur…",
    crashCode: "Code d'erreur : {{code}}",
    crashCodeUnavailable: "Code d'erreur non disponible.",
    chunkTitle: "Cette page n'a pas pu être chargée",
    chunkMessage: "Une partie de la page n'a pas pu être téléchargée. Vérifiez votre connexion et réessayez.",
    chunkRetry: 'Réessayer',
    suspendedTitle: 'Compte suspendu',
    suspendedUntil: "Votre compte est suspendu jusqu'au {{date}}.",
    suspendedContact: "Des questions ? Contactez l'assistance :",
  },
  modal: {
    close: 'Fermer',
    loading: 'Chargement…',
    unavailableTitle: 'Indisponible',
    unavailableMessage: "Ceci n'est pas encore disponible.",
  },
  terms: {
    title: 'Conditions générales',
    body: 'Vous devez avoir 18 ans ou plus pour utiliser ce site. Les jetons sont une monnaie virtuelle sans valeur monétaire ; ils servent aux pourboires, shows et médias et ne sont pas remboursés.',
    privacyLink: 'Lire la politique de confidentialité',
  },
  rating: {
    title: 'Notez le show',
    body: 'Comment était le show ?',
    submit: 'Envoyer la note',
  },
  privacy: {
    title: 'Politique de confidentialité',
    body: 'Nous conservons les données nécessaires à votre compte et à vos paiements, ainsi qu’un cookie de langue pour mémoriser votre choix. Nous ne vendons jamais de données personnelles.',
  },
  toasts: {
    region: 'Notifications',
    dismiss: 'Fermer',
  },
  loading: 'Chargement…',
  tipModals: {
    purchaseTitle: 'Pas assez de jetons',
    purchaseBody: 'Il vous faut plus de jetons pour envoyer ce pourboire.',
    postPayTitle: 'Paiement différé',
    postPayBody:
      "Votre carte n'a pas pu être débitée pour ce pourboire. Mettez à jour vos informations de paiement.",
    dailyLimitTitle: 'Limite quotidienne',
    dailyLimitVerifyBody:
      'Vous avez atteint votre limite de dépenses quotidienne. Vérifiez votre compte pour la relever.',
    dailyLimitLowBody: 'Ce pourboire dépasse la limite quotidienne que vous avez fixée.',
  },
};
