/**
 * Which of the six languages (spec 1 section 9) a page shows. Imports no code: index.html's
 * first-requests script uses it to preload the page language's strings (src/boot/first-requests.ts).
 */
export const languageCodes = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (code: string): code is Language =>
  (languageCodes as readonly string[]).includes(code);

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
