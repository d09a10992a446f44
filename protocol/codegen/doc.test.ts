import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCodec } from '../codec';
import { docPath, exampleTemplates, withGeneratedSections } from './doc';

const document = readFileSync(docPath, 'utf8');

describe('docs/protocol.md', () => {
  it('has current catalogue and example sections (regenerate: npx tsx protocol/codegen/write.ts)', () => {
    expect(document).toBe(withGeneratedSections(document));
  });

  it('shows each failure example with the result the decoder gives', () => {
    const codec = createCodec(exampleTemplates);
    const rows = [...document.matchAll(/^\| `(\[.*\]|\{.*\})` \| `(protocol\.\w+)`/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [, frame, type] of rows) expect(codec.decodeServerFrame(frame), frame).toMatchObject({ type });
  });
});
