import type { Language } from './language-choice';
import type { Translation } from './locales/en';

/**
 * Spec 1 section 9: German, English, Spanish, French, Italian, Dutch. Names are endonyms. Each
 * language's strings are a chunk of their own, loaded when the language is used.
 */
export const languages: Record<Language, { name: string; load: () => Promise<Translation> }> = {
  de: { name: 'Deutsch', load: () => import('./locales/de').then((module) => module.de) },
  en: { name: 'English', load: () => import('./locales/en').then((module) => module.en) },
  es: { name: 'Español', load: () => import('./locales/es').then((module) => module.es) },
  fr: { name: 'Français', load: () => import('./locales/fr').then((module) => module.fr) },
  it: { name: 'Italiano', load: () => import('./locales/it').then((module) => module.it) },
  nl: { name: 'Nederlands', load: () => import('./locales/nl').then((module) => module.nl) },
};
