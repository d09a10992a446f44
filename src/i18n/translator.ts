/** The i18next instance for one page: loaded as its own chunk by loadTranslations (i18n.ts). */
import i18next, { type i18n as I18n } from 'i18next';
import { defaultLanguage, type Language } from './language-choice';
import type { Translation } from './locales/en';

export function createTranslator(language: Language, strings: Translation): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { [language]: { translation: strings } },
    lng: language,
    fallbackLng: defaultLanguage,
    // React escapes interpolated values itself.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18n;
}
