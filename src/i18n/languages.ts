import { de } from './locales/de';
import { en, type Translation } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { nl } from './locales/nl';

/** Spec 1 section 9: German, English, Spanish, French, Italian, Dutch. Names are endonyms. */
export const languages = {
  de: { name: 'Deutsch', strings: de },
  en: { name: 'English', strings: en },
  es: { name: 'Español', strings: es },
  fr: { name: 'Français', strings: fr },
  it: { name: 'Italiano', strings: it },
  nl: { name: 'Nederlands', strings: nl },
} satisfies Record<string, { name: string; strings: Translation }>;

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
