import type { Translation } from './en';

export const es: Translation = {
  shell: {
    metaDescription: 'Mira modelos de cams en vivo en {{site}}, chatea gratis y da propinas con tokens.',
    skipToContent: 'Saltar al contenido',
    homeLink: 'Inicio de {{site}}',
    mainNavigation: 'Navegación principal',
    footer: 'Información del sitio',
    language: 'Idioma',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    support: 'Soporte',
    promoBanner: 'Regístrate gratis y recibe 200 tokens gratis.',
    promoAction: 'Consigue tus tokens',
    discreetBilling:
      'Facturación discreta: las compras aparecen en tu extracto con un nombre de empresa neutral.',
  },
  home: {
    heading: 'Cams en vivo en {{site}}',
  },
  errors: {
    homeLink: 'Ir a la página de inicio',
    notFoundTitle: 'Error 404',
    notFoundMessage: 'Página no encontrada',
    genericTitle: 'Algo salió mal',
    genericMessage: 'No se pudo mostrar la página.',
    siteUnavailableTitle: 'No se pudo cargar este sitio',
    siteUnavailableMessage: 'La configuración del sitio falta o no es válida. Inténtalo de nuevo más tarde.',
    details: 'Detalles: {{details}}',
    retry: 'Intentar de nuevo',
    crashMessage: 'La página dejó de funcionar. El error ha sido notificado.',
    crashReporting: 'Notificando el error…',
    crashCode: 'Código de error: {{code}}',
    crashCodeUnavailable: 'Código de error no disponible.',
    chunkTitle: 'No se pudo cargar esta página',
    chunkMessage: 'Parte de la página no se pudo descargar. Revisa tu conexión y vuelve a intentarlo.',
    chunkRetry: 'Reintentar',
    suspendedTitle: 'Cuenta suspendida',
    suspendedUntil: 'Tu cuenta está suspendida hasta el {{date}}.',
    suspendedContact: '¿Preguntas? Contacta con soporte:',
  },
  modal: {
    close: 'Cerrar',
    loading: 'Cargando…',
    unavailableTitle: 'No disponible',
    unavailableMessage: 'Esto aún no está disponible.',
  },
  terms: {
    title: 'Términos y condiciones',
    body: 'Debes tener 18 años o más para usar este sitio. Los tokens son una moneda virtual sin valor monetario; se gastan en propinas, shows y contenido y no se reembolsan.',
    privacyLink: 'Leer la política de privacidad',
  },
  rating: {
    title: 'Valora el show',
    body: '¿Qué tal el show?',
    submit: 'Enviar valoración',
  },
  privacy: {
    title: 'Política de privacidad',
    body: 'Guardamos los datos necesarios para tu cuenta y tus pagos, y una cookie de idioma para recordar tu elección. Nunca vendemos datos personales.',
  },
  toasts: {
    region: 'Notificaciones',
    dismiss: 'Descartar',
  },
  loading: 'Cargando…',
};
