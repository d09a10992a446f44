/** Spec 1 section 2: text containing the word 'teen' gets ' (18+)' appended. */
export const adultNotice = ' (18+)';

// A word starting with "teen" (teen, teens, teenager), in any case; not "canteen" or "eighteen".
const teenWord = /(^|[^\p{L}\p{N}])teen/iu;

export function withAdultNotice(text: string): string {
  if (!teenWord.test(text) || text.endsWith(adultNotice)) return text;
  return `${text}${adultNotice}`;
}
