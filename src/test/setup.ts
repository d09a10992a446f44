// Shared setup for DOM unit tests (happy-dom): React's act() environment and the app's i18n.
import '../i18n/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
