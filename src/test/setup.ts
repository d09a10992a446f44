// Shared setup for DOM unit tests (happy-dom): React's act() environment and the app's i18n.
import { loadTranslations } from '../i18n/i18n';

await loadTranslations('en');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
