/**
 * Test support (not exported from index.ts): fast-check arbitraries derived from the catalogue, for
 * the round-trip properties, the fuzz tests and `npm run fuzz:protocol`.
 */
import fc from 'fast-check';
import { catalogue } from './catalogue';
import { isPlainObject } from './check';
import type { Codec } from './codec';
import {
  type ClientEvent,
  type ClientEventName,
  carriesSeq,
  type EventName,
  type EventOf,
  eventNames,
  isEventName,
  type ServerEventName,
  sentByClient,
  sentByServer,
} from './events';
import { compile } from './reference-check';
import type { Schema } from './schema';
import { catalogueTemplates, shuffleTemplates, type Templates } from './templates';

/** A small seeded PRNG (mulberry32), so a shuffled template order is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Templates in a random order of events and fields, as a server may send them. */
export const shuffledTemplates: fc.Arbitrary<Templates> = fc
  .integer()
  .map((seed) => shuffleTemplates(catalogueTemplates(), seededRandom(seed)));

// Valid Unicode only: MessagePack carries UTF-8, which has no lone surrogates.
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const integer = fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: 0, max: 1000 }));
// -0 reads back as 0 from JSON, so it is not a distinct wire value.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value));

export function valueFitting(schema: Schema): fc.Arbitrary<unknown> {
  switch (schema.kind) {
    case 'string':
      return text;
    case 'int':
      return integer;
    case 'number':
      return finite;
    case 'boolean':
      return fc.boolean();
    case 'scalar':
      return fc.oneof(text, finite, fc.boolean(), fc.constant(null));
    case 'enum':
      return fc.constantFrom(...schema.values);
    case 'nullable':
      return fc.option(valueFitting(schema.inner), { nil: null });
    case 'array':
      return fc.array(valueFitting(schema.item), { maxLength: 4 });
    case 'record':
      // msgpackr renames a key named __proto__ on read (a guard against prototype pollution); that
      // is pinned by its own codec test, so round trips draw other keys.
      return fc.dictionary(
        text.filter((key) => key !== '__proto__'),
        valueFitting(schema.value),
        { maxKeys: 4, noNullPrototype: true },
      );
    case 'object': {
      const entries = Object.entries(schema.fields);
      return fc.record(
        Object.fromEntries(
          entries.map(([key, field]) => [key, valueFitting(field.kind === 'optional' ? field.inner : field)]),
        ),
        { requiredKeys: entries.filter(([, field]) => field.kind !== 'optional').map(([key]) => key) },
      );
    }
  }
}

const seq = fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined });

/** An event of one name with a generated payload, and a seq when it may carry one. */
export function eventOf(name: EventName, withSeq: boolean): fc.Arbitrary<EventOf<EventName>> {
  return fc
    .tuple(valueFitting(catalogue[name].payload), withSeq && carriesSeq(name) ? seq : fc.constant(undefined))
    .map(
      ([payload, seqValue]) =>
        // The generator follows the same schema the type is inferred from; the encoder re-checks it.
        (seqValue === undefined
          ? { type: name, payload }
          : { type: name, payload, seq: seqValue }) as EventOf<EventName>,
    );
}

const serverNames = eventNames.filter(
  (name): name is ServerEventName => sentByServer(name) && name !== 'v3.templates',
);
const clientNames = eventNames.filter((name): name is ClientEventName => sentByClient(name));

export const serverEvent: fc.Arbitrary<EventOf<ServerEventName>> = fc
  .constantFrom(...serverNames)
  .chain((name) => eventOf(name, true) as fc.Arbitrary<EventOf<ServerEventName>>);

export const clientEvent: fc.Arbitrary<ClientEvent> = fc
  .constantFrom(...clientNames)
  .chain((name) => eventOf(name, false) as fc.Arbitrary<ClientEvent>);

export { clientNames, serverNames };

/** Damages a frame's JSON structure: replaces, drops or adds one element, in the frame or its payload. */
const mutatedStructure = (frame: unknown): fc.Arbitrary<unknown> =>
  fc
    .tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('replace', 'drop', 'add'))
    .map(([index, replacement, how]) => {
      if (!Array.isArray(frame)) return replacement;
      const copy: unknown[] = [...frame];
      const body: unknown = copy[1];
      // Half of the time mutate inside a plain payload, where the schema checks live.
      if (index % 2 === 0 && isPlainObject(body)) {
        const payload: Record<string, unknown> = { ...body };
        const keys = Object.keys(payload);
        const key = keys[index % Math.max(keys.length, 1)] ?? 'extra';
        if (how === 'drop') delete payload[key];
        else payload[key] = replacement;
        copy[1] = payload;
        return copy;
      }
      const target = index % 2 === 0 && Array.isArray(body) ? [...body] : copy;
      const at = index % (target.length + 1);
      if (how === 'drop') target.splice(at, 1);
      else if (how === 'add') target.splice(at, 0, replacement);
      else target[at] = replacement;
      if (target !== copy) copy[1] = target;
      return copy;
    });

/** Flips, drops or inserts a few bytes. */
const mutatedBytes = (bytes: Uint8Array): fc.Arbitrary<Uint8Array> =>
  fc
    .array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('set', 'drop', 'insert')), {
      minLength: 1,
      maxLength: 3,
    })
    .map((edits) => {
      const result = [...bytes];
      for (const [index, byte, how] of edits) {
        const at = index % (result.length + 1);
        if (how === 'drop') result.splice(at, 1);
        else if (how === 'insert') result.splice(at, 0, byte);
        else result[at] = byte;
      }
      return new Uint8Array(result);
    });

/**
 * Hostile input for a decoder: random text and bytes, random JSON, and valid frames of these
 * templates damaged in their structure, their text or their bytes.
 */
export function hostileFrame(
  encode: (event: EventOf<ServerEventName>) => {
    json: string;
    msgpack: Uint8Array;
  },
): fc.Arbitrary<unknown> {
  const valid = serverEvent.map(encode);
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.uint8Array({ maxLength: 64 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .tuple(
        fc.nat({ max: 200 }),
        fc.jsonValue({ maxDepth: 2 }),
        fc.jsonValue({ maxDepth: 1 }),
        fc.jsonValue(),
      )
      .map((frame) => JSON.stringify(frame)),
    valid.chain(({ json }) => mutatedStructure(JSON.parse(json)).map((frame) => JSON.stringify(frame))),
    valid.chain(({ json }) =>
      fc.tuple(fc.nat(), fc.string({ maxLength: 3 })).map(([at, insert]) => {
        const cut = at % (json.length + 1);
        return json.slice(0, cut) + insert + json.slice(cut + (at % 3));
      }),
    ),
    valid.chain(({ msgpack }) => mutatedBytes(msgpack)),
    fc.constantFrom(null, undefined, 42, {}, [], new ArrayBuffer(3), new Uint16Array(2)),
  );
}

const payloadChecks = new Map(eventNames.map((name) => [name, compile(catalogue[name].payload)]));

/**
 * Why a decoder's answer is not one the contract allows, or null: a known event whose payload fits
 * its schema (with an optional positive seq), or exactly one of the three failure shapes.
 */
export function decodeResultProblem(result: unknown): string | null {
  if (!isPlainObject(result)) return 'not an object';
  const type: unknown = Reflect.get(result, 'type');
  const keys = Object.keys(result).sort().join(',');
  switch (type) {
    case 'protocol.unknown':
      return keys === 'id,raw,type' && Number.isSafeInteger(Reflect.get(result, 'id')) ? null : `bad ${type}`;
    case 'protocol.malformed':
      return keys === 'raw,reason,type' && typeof Reflect.get(result, 'reason') === 'string'
        ? null
        : `bad ${type}`;
    case 'protocol.invalid':
      return keys === 'name,raw,reason,type' &&
        typeof Reflect.get(result, 'name') === 'string' &&
        typeof Reflect.get(result, 'reason') === 'string'
        ? null
        : `bad ${type}`;
  }
  const check = typeof type === 'string' && isEventName(type) ? payloadChecks.get(type) : undefined;
  if (!check) return `unexpected type ${String(type)}`;
  const seqValue: unknown = Reflect.get(result, 'seq');
  if (keys !== 'payload,type' && !(keys === 'payload,seq,type' && Number.isSafeInteger(seqValue)))
    return `unexpected keys ${keys}`;
  return check(Reflect.get(result, 'payload'));
}

/** An event in both framings, for hostileFrame. */
export function inBothFramings(codec: Codec) {
  return (event: EventOf<ServerEventName>): { json: string; msgpack: Uint8Array } => {
    const json = codec.encodeServerEvent(event, { framing: 'json' });
    const msgpack = codec.encodeServerEvent(event, { framing: 'msgpack' });
    if (typeof json !== 'string' || typeof msgpack === 'string') throw new Error('framing mix-up');
    return { json, msgpack };
  };
}
