import type { Translation } from './locales/en';

/**
 * Spec 1 section 9: German, English, Spanish, French, Italian, Dutch. Names are endonyms. Each
 * language's strings are a chunk of their own, loaded when the language is used.
 */
export const languages = {
  de: { name: 'Deutsch', load: () => import('./locales/de').then((module) => module.de) },
  en: { name: 'English', load: () => import('./locales/en').then((module) => module.en) },
  es: { name: 'Español', load: () => import('./locales/es').then((module) => module.es) },
  fr: { name: 'Français', load: () => import('./locales/fr').then((module) => module.fr) },
  it: { name: 'Italiano', load: () => import('./locales/it').then((module) => module.it) },
  nl: { name: 'Nederlands', load: () => import('./locales/nl').then((module) => module.nl) },
} satisfies Record<string, { name: string; load: () => Promise<Translation> }>;

export type Language = keyof typeof languages;
export const defaultLanguage: Language = 'en';
export const languageCodes = Object.keys(languages) as Language[];

export const isLanguage = (code: string): code is Language => code in languages;

/** The language cookie is long-lived: 400 days, the longest lifetime browsers keep. */
export const languageCookie = { name: 'lang', maxAgeSeconds: 400 * 24 * 60 * 60 };

export function languageCookieValue(language: Language): string {
  return `${languageCookie.name}=${language}; Max-Age=${languageCookie.maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The saved cookie first, then the browser's preferred languages, then English. */
export function detectLanguage(cookie: string, preferred: readonly string[]): Language {
  const saved = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === languageCookie.name)?.[1];
  if (saved && isLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
