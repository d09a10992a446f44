import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventOf, valueFitting } from './arbitraries';
import { catalogue } from './catalogue';
import { formatGenerated, generatedPath } from './codegen/format';
import { generateDecoders } from './codegen/generate';
import { decoders } from './generated/decoders';
import { catalogueTemplates, createCodec, eventNames, sentByServer } from './index';
import { compile } from './reference-check';

/** A payload-like value: a valid one with one field replaced, dropped or added, or anything at all. */
function nearPayload(name: (typeof eventNames)[number]): fc.Arbitrary<unknown> {
  const fields = Object.keys(catalogue[name].payload.fields);
  return fc.oneof(
    valueFitting(catalogue[name].payload),
    fc
      .tuple(valueFitting(catalogue[name].payload), fc.constantFrom(...fields, 'extra'), fc.anything())
      .map(([payload, key, value]) => ({ ...(payload as object), [key]: value })),
    fc
      .tuple(valueFitting(catalogue[name].payload), fc.constantFrom(...fields, 'extra'))
      .map(([payload, key]) =>
        Object.fromEntries(Object.entries(payload as object).filter(([k]) => k !== key)),
      ),
    fc.anything(),
  );
}

describe('generated decoders', () => {
  it('are current with the catalogue (regenerate: npx tsx protocol/codegen/write.ts)', () => {
    expect(readFileSync(generatedPath, 'utf8')).toBe(formatGenerated(generateDecoders()));
  });

  it('give the reference checker verdict and reason for every event', () => {
    for (const name of eventNames) {
      const reference = compile(catalogue[name].payload);
      fc.assert(
        fc.property(nearPayload(name), (value) => {
          expect(decoders[name].check(value)).toBe(reference(value));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('decode a packed frame exactly as the plain frame of the same fields', () => {
    const templates = catalogueTemplates();
    const codec = createCodec(templates);
    for (const [id, { name, fields }] of templates.entries()) {
      if (!eventNames.includes(name as never) || !sentByServer(name as never)) continue;
      fc.assert(
        fc.property(nearPayload(name as (typeof eventNames)[number]), (value) => {
          if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
          const present = fields.filter((field) => Reflect.get(value, field) !== undefined);
          const mask = present.reduce((bits, field) => bits | (1 << fields.indexOf(field)), 0);
          const known = Object.fromEntries(present.map((field) => [field, Reflect.get(value, field)]));
          const plain = codec.decodeServerFrame(JSON.stringify([id, known]));
          const packed = codec.decodeServerFrame(
            JSON.stringify([id, present.map((field) => Reflect.get(value, field)), mask]),
          );
          expect({ ...packed, raw: null }).toEqual({ ...plain, raw: null });
        }),
        { numRuns: 30 },
      );
    }
  });

  it('accept what the arbitraries generate (the oracle is not vacuous)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...eventNames).chain((name) => eventOf(name, false)),
        (event) => {
          expect(decoders[event.type].check(event.payload)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
