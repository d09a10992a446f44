import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, detectLanguage, type Language, languageCookieValue, languages } from './languages';
import type { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const resources = Object.fromEntries(
  Object.entries(languages).map(([code, { strings }]) => [code, { translation: strings }]),
);

/** The app's i18next instance. All six languages are bundled: the shell's strings are a few KB. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng:
    typeof document === 'undefined'
      ? defaultLanguage
      : detectLanguage(document.cookie, typeof navigator === 'undefined' ? [] : navigator.languages),
  fallbackLng: defaultLanguage,
  // React escapes interpolated values itself.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches the language and remembers it in the long-lived language cookie. */
export function changeLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser.
  document.cookie = languageCookieValue(language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}
