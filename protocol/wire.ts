/**
 * Frame serialisation: JSON text frames and MessagePack binary frames carry the same arrays.
 * MessagePack is plain (maps as maps, no msgpackr records), so any MessagePack library can read it.
 */
import { Packr, Unpackr } from 'msgpackr';
import { isPlainObject } from './check';
import type { Schema } from './schema';

export type Framing = 'json' | 'msgpack';
/** A frame as a socket carries it: text for JSON, bytes for MessagePack. */
export type WireData = string | Uint8Array;

const packr = new Packr({ useRecords: false, variableMapSize: true });
const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true });

export function serialise(frame: readonly unknown[], framing: Framing): WireData {
  // pack() returns a Node-style Buffer; a plain Uint8Array is what a BufferSource is typed as.
  return framing === 'json' ? JSON.stringify(frame) : new Uint8Array(packr.pack(frame));
}

/** What parse answers for input that is not JSON text or MessagePack bytes. */
export const unparsable: unique symbol = Symbol('unparsable');

/** The parsed frame, or `unparsable`. Never throws; returns no wrapper, as it runs for every frame. */
export function parse(data: unknown): unknown {
  try {
    if (typeof data === 'string') return JSON.parse(data);
    if (data instanceof Uint8Array) return unpackr.unpack(data);
    if (data instanceof ArrayBuffer) return unpackr.unpack(new Uint8Array(data));
  } catch {
    return unparsable;
  }
  return unparsable;
}

export function parseProblem(data: unknown): string {
  if (typeof data === 'string') return 'text frame is not valid JSON';
  if (data instanceof Uint8Array || data instanceof ArrayBuffer)
    return 'binary frame is not valid MessagePack';
  return 'a frame is a string (JSON) or bytes (MessagePack)';
}

/**
 * The value as it goes on the wire: the schema's keys only, and no undefined (MessagePack would carry
 * it as an extension type that other libraries do not read). The value has already been checked.
 */
export function toWire(schema: Schema, value: unknown): unknown {
  switch (schema.kind) {
    case 'nullable':
      return value === null ? null : toWire(schema.inner, value);
    case 'array':
      return Array.isArray(value) ? value.map((item) => toWire(schema.item, item)) : value;
    case 'record':
      if (!isPlainObject(value)) return value;
      // fromEntries defines own properties, so a settings key named __proto__ stays a key.
      return Object.fromEntries(
        Object.keys(value)
          .map((key): [string, unknown] => [key, Reflect.get(value, key)])
          .filter(([, item]) => item !== undefined)
          .map(([key, item]) => [key, toWire(schema.value, item)]),
      );
    case 'object': {
      if (!isPlainObject(value)) return value;
      const wire: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(schema.fields)) {
        const item: unknown = Reflect.get(value, key);
        if (item !== undefined) wire[key] = toWire(field.kind === 'optional' ? field.inner : field, item);
      }
      return wire;
    }
    default:
      return value;
  }
}
