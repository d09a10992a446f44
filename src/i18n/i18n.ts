import type { i18n as I18n } from 'i18next';
import { defaultLanguage, detectLanguage, type Language, languageCookieValue } from './language-choice';
import { languages } from './languages';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

let loading: Promise<I18n> | undefined;
let loaded: I18n | null = null;
const listeners = new Set<() => void>();

/** The translator once loaded (null before): read by useTranslation. */
export const currentTranslator = () => loaded;

export function onTranslatorLoaded(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function pageLanguage(): Language {
  if (typeof document === 'undefined') return defaultLanguage;
  return detectLanguage(document.cookie, typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * Loads the translator (i18next, a chunk of its own) and the page language's strings, once. The root
 * route awaits it alongside the site configuration, so the first render has its words while the
 * entry scripts carry neither i18next nor the languages the page does not show.
 */
export function loadTranslations(language: Language = pageLanguage()): Promise<I18n> {
  if (!loading) {
    loading = Promise.all([import('./translator'), languages[language].load()]).then(
      ([{ createTranslator }, strings]) => {
        if (typeof document !== 'undefined') document.documentElement.lang = language;
        loaded = createTranslator(language, strings);
        for (const listener of listeners) listener();
        return loaded;
      },
    );
    // A chunk that failed to load (offline) is tried again by the next caller.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Switches the language (loading its strings first) and remembers it in the long-lived cookie. */
export async function changeLanguage(language: Language) {
  const [i18n, strings] = await Promise.all([loadTranslations(), languages[language].load()]);
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', strings);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser.
  document.cookie = languageCookieValue(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
