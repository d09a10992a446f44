import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withAdultNotice } from './adult-notice';

describe('the teen rule', () => {
  it.each([
    ['Teen cams', 'Teen cams (18+)'],
    ['hot teens', 'hot teens (18+)'],
    ['#teen', '#teen (18+)'],
    ['TEENAGER live', 'TEENAGER live (18+)'],
  ])('appends (18+) to %j', (text, shown) => {
    expect(withAdultNotice(text)).toBe(shown);
  });

  it.each(['Mature cams', 'canteen', 'eighteen', ''])('leaves %j alone', (text) => {
    expect(withAdultNotice(text)).toBe(text);
  });

  it('appends once, keeps the text and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string().filter((rest) => !rest.endsWith(' (18+)')),
        (before, after) => {
          const text = `${before} teen${after}`;
          const shown = withAdultNotice(text);
          expect(shown).toBe(`${text} (18+)`);
          expect(withAdultNotice(shown)).toBe(shown);
        },
      ),
    );
  });
});
