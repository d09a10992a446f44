import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCodes, languageCookieValue } from './language-choice';
import { languages } from './languages';
import { en } from './locales/en';

/** Every key path of a nested string table, e.g. `errors.notFoundMessage`. */
function keyPaths(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function valueAt(table: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], table);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const reference = keyPaths(en);

  it('covers the six languages of the spec', () => {
    expect(Object.keys(languages).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
  });

  it.each(languageCodes)('%s has every key, no extra key, and no empty string', async (code) => {
    const strings = await languages[code].load();
    expect(keyPaths(strings).sort()).toEqual([...reference].sort());
    for (const path of reference) expect(String(valueAt(strings, path)).trim()).not.toBe('');
  });

  it.each(languageCodes)('%s keeps the same {{placeholders}} as English', async (code) => {
    const strings = await languages[code].load();
    for (const path of reference) {
      const text = valueAt(strings, path) as string;
      expect([path, placeholders(text)]).toEqual([path, placeholders(valueAt(en, path) as string)]);
    }
  });
});

describe('language choice', () => {
  it('prefers the cookie, then the browser languages, then English', () => {
    expect(detectLanguage('a=1; lang=nl', ['de-DE'])).toBe('nl');
    expect(detectLanguage('lang=xx', ['pt-BR', 'fr-CA'])).toBe('fr');
    expect(detectLanguage('', ['pt-BR'])).toBe('en');
  });

  it('keeps the language cookie for a long time', () => {
    const cookie = languageCookieValue('it');
    expect(cookie).toMatch(/^lang=it;/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });
});
