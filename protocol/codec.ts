/**
 * The v3 codec of one connection. Built from the templates the server sent first, so every id is a
 * position in that list; the same logical event decodes the same under any order of events and
 * fields. Decoding is total: every input becomes a known event or one of the three failures.
 * Frame grammar and examples: docs/protocol.md.
 */
import { catalogue } from './catalogue';
import { type Check, compile, isPlainObject, within } from './check';
import {
  type ClientEvent,
  type DecodedClientEvent,
  type EventName,
  type EventOf,
  eventNames,
  isEventName,
  type ProtocolFailure,
  type ServerEvent,
  type ServerEventName,
} from './events';
import type { Field } from './schema';
import { maxTemplateFields, type Templates, templatesProblem } from './templates';
import { type Framing, parse, parseProblem, serialise, toWire, unparsable, type WireData } from './wire';

export type Packing = 'packed' | 'plain';

export interface EncodeOptions {
  /** Default json. */
  framing?: Framing;
  /** Default: packed when the payload has a field and the template lists every present field. */
  packing?: Packing;
}

export interface Codec {
  readonly templates: Templates;
  /** Client side: a frame from the server. */
  decodeServerFrame(data: unknown): ServerEvent;
  /** Server side (the simulator): a frame from the client. */
  decodeClientFrame(data: unknown): DecodedClientEvent;
  encodeClientEvent(event: ClientEvent, options?: EncodeOptions): WireData;
  /** Encodes v3.templates as the bootstrap frame, any other event by its id in these templates. */
  encodeServerEvent(event: EventOf<ServerEventName>, options?: EncodeOptions): WireData;
}

/** The name that opens the bootstrap frame in place of an id: ids do not exist before it. */
export const templatesFrameHead = 'v3.templates';

/** Payload checks, compiled once per event for every connection. */
const checks = new Map<EventName, Check>(eventNames.map((name) => [name, compile(catalogue[name].payload)]));

function checkOf(name: EventName): Check {
  const check = checks.get(name);
  if (!check) throw new Error(`no check compiled for ${name}`);
  return check;
}

interface CompiledEvent {
  readonly id: number;
  readonly name: EventName;
  /** The whole-payload check (plain frames). */
  readonly check: Check;
  readonly fromServer: boolean;
  readonly fromClient: boolean;
  readonly lobbyOnly: boolean;
  /** Per template position: the payload key a packed value fills (null: a field this client does not know) and its check. */
  readonly slots: readonly (string | null)[];
  readonly slotChecks: readonly (Check | null)[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** Template positions of required fields, as a bitmask; a packed frame must set all of them. */
  readonly requiredMask: number;
  /** Required fields the template lacks (a packed frame of this event can never be valid). */
  readonly requiredOutsideTemplate: readonly string[];
}

function compileEvent(name: EventName, id: number, templateFields: readonly string[]): CompiledEvent {
  const { direction, scope, payload } = catalogue[name];
  const fields: { readonly [key: string]: Field } = payload.fields;
  const known = (field: string) => Object.hasOwn(fields, field);
  const required = Object.keys(fields).filter((field) => fields[field]?.kind !== 'optional');
  return {
    id,
    name,
    check: checkOf(name),
    fromServer: direction !== 'client-to-server',
    fromClient: direction !== 'server-to-client',
    lobbyOnly: scope === 'lobby',
    slots: templateFields.map((field) => (known(field) ? field : null)),
    slotChecks: templateFields.map((field) => {
      const schema = fields[field];
      return schema === undefined ? null : compile(schema.kind === 'optional' ? schema.inner : schema);
    }),
    slotOf: new Map(templateFields.map((field, position) => [field, position])),
    requiredMask: templateFields.reduce(
      (mask, field, position) => (required.includes(field) ? mask | (1 << position) : mask),
      0,
    ),
    requiredOutsideTemplate: required.filter((field) => !templateFields.includes(field)),
  };
}

const templatesEvent = compileEvent('v3.templates', -1, []);

/** A frame that passed the grammar, before the templates and the catalogue are consulted. */
interface Frame {
  readonly head: number | typeof templatesFrameHead;
  readonly body: unknown;
  /** The bitmask of a packed frame; -1 for a plain one. */
  readonly mask: number;
  readonly seq: number | undefined;
}

function malformed(reason: string, raw: unknown): ProtocolFailure {
  return { type: 'protocol.malformed', reason, raw };
}

function invalid(name: string, reason: string, raw: unknown): ProtocolFailure {
  return { type: 'protocol.invalid', name, reason, raw };
}

function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const maskLimit = 2 ** maxTemplateFields;

/** The frame grammar of docs/protocol.md, independent of templates and catalogue. */
function readFrame(data: unknown): Frame | ProtocolFailure {
  const frame = parse(data);
  if (frame === unparsable) return malformed(parseProblem(data), data);
  if (!Array.isArray(frame)) return malformed('a frame is an array', data);
  const length = frame.length;
  if (length < 2 || length > 4) return malformed('a frame has 2 to 4 elements', data);
  const head: unknown = frame[0];
  const body: unknown = frame[1];
  if (head === templatesFrameHead) {
    if (length !== 2 || !isPlainObject(body))
      return malformed('the templates frame is ["v3.templates", {…}]', data);
    return { head, body, mask: -1, seq: undefined };
  }
  if (typeof head !== 'number' || !Number.isSafeInteger(head) || head < 0)
    return malformed('the event id is a non-negative integer', data);
  let mask = -1;
  if (Array.isArray(body)) {
    if (length < 3) return malformed('a packed frame has a bitmask', data);
    const candidate: unknown = frame[2];
    if (
      typeof candidate !== 'number' ||
      !Number.isInteger(candidate) ||
      candidate < 0 ||
      candidate >= maskLimit
    )
      return malformed(`the bitmask is an integer from 0 to 2^${maxTemplateFields} - 1`, data);
    if (bitCount(candidate) !== body.length)
      return malformed('a packed frame has one value per bit set in its bitmask', data);
    mask = candidate;
  } else if (isPlainObject(body)) {
    if (length === 3) return malformed('a plain frame is [id, {…}] or [id, {…}, null, seq]', data);
    if (length === 4 && frame[2] !== null)
      return malformed('a plain frame has null in place of a bitmask', data);
  } else return malformed('the payload is an object (plain) or an array (packed)', data);
  let seq: number | undefined;
  if (length === 4) {
    const candidate: unknown = frame[3];
    if (typeof candidate !== 'number' || !Number.isSafeInteger(candidate) || candidate < 1)
      return malformed('the seq is a positive integer', data);
    seq = candidate;
  }
  return { head, body, mask, seq };
}

/**
 * The checked payload of a frame, or why it does not fit. A plain body is checked whole; packed
 * values are checked one by one as they are placed under their template keys.
 */
function checkedPayload(event: CompiledEvent, frame: Frame): object | string {
  const { body, mask } = frame;
  if (!Array.isArray(body)) {
    const reason = event.check(body);
    if (reason !== null || !isPlainObject(body)) return reason ?? 'expected an object';
    return event === templatesEvent ? (templatesProblemOf(body) ?? body) : body;
  }
  const { slots, slotChecks, requiredMask } = event;
  if (mask >= 2 ** slots.length) return 'the bitmask names fields beyond the template';
  if ((mask & requiredMask) !== requiredMask || event.requiredOutsideTemplate.length > 0)
    return within(missingRequired(event, mask), 'missing');
  const payload: Record<string, unknown> = {};
  let next = 0;
  for (let position = 0, rest = mask; rest !== 0; position++, rest >>>= 1) {
    if ((rest & 1) === 0) continue;
    const value: unknown = body[next++];
    const key = slots[position];
    const check = slotChecks[position];
    if (key === null || key === undefined || check === null || check === undefined) continue;
    if (value === undefined) {
      // Only MessagePack can carry undefined; it means absent, which a required field may not be.
      if ((requiredMask >>> position) & 1) return within(key, 'missing');
      continue;
    }
    const reason = check(value);
    if (reason !== null) return within(key, reason);
    payload[key] = value;
  }
  return payload;
}

function missingRequired(event: CompiledEvent, mask: number): string {
  const absent = event.slots.find(
    (key, position) => key !== null && ((event.requiredMask & ~mask) >>> position) & 1,
  );
  return absent ?? event.requiredOutsideTemplate[0] ?? '';
}

function templatesProblemOf(payload: unknown): string | null {
  const events: unknown = isPlainObject(payload) ? Reflect.get(payload, 'events') : undefined;
  return Array.isArray(events) ? templatesProblem(events) : null;
}

interface Candidate {
  type: string;
  payload: object;
  seq?: number;
}

function candidateOf(event: CompiledEvent, payload: object, seq: number | undefined): Candidate {
  return seq === undefined ? { type: event.name, payload } : { type: event.name, payload, seq };
}

/**
 * The one place where a decoded event gets its static type. Its payload came out of checkedPayload
 * for this very event, so it fits the schema the type is inferred from.
 */
function isServerEvent(event: CompiledEvent, candidate: Candidate): candidate is EventOf<ServerEventName> {
  return event.fromServer && candidate.type === event.name;
}

function isClientEvent(event: CompiledEvent, candidate: Candidate): candidate is ClientEvent {
  return event.fromClient && candidate.type === event.name;
}

export function createCodec(templates: Templates): Codec {
  const problem = templatesProblem(templates);
  if (problem !== null) throw new Error(`unusable templates: ${problem}`);
  const byId: (CompiledEvent | undefined)[] = templates.map(({ name, fields }, id) =>
    isEventName(name) && name !== 'v3.templates' ? compileEvent(name, id, fields) : undefined,
  );
  const byName = new Map(byId.flatMap((event) => (event ? [[event.name, event] as const] : [])));

  function eventFor(frame: Frame, data: unknown): CompiledEvent | ProtocolFailure {
    if (frame.head === templatesFrameHead) return templatesEvent;
    return byId[frame.head] ?? { type: 'protocol.unknown', id: frame.head, raw: data };
  }

  function decodeServerFrame(data: unknown): ServerEvent {
    const frame = readFrame(data);
    if ('type' in frame) return frame;
    const event = eventFor(frame, data);
    if ('type' in event) return event;
    if (!event.fromServer) return invalid(event.name, `${event.name} is not sent by the server`, data);
    if (frame.seq !== undefined && event.lobbyOnly)
      return invalid(event.name, 'a lobby event carries no seq', data);
    const payload = checkedPayload(event, frame);
    if (typeof payload === 'string') return invalid(event.name, payload, data);
    const candidate = candidateOf(event, payload, frame.seq);
    return isServerEvent(event, candidate) ? candidate : invalid(event.name, 'not a server event', data);
  }

  function decodeClientFrame(data: unknown): DecodedClientEvent {
    const frame = readFrame(data);
    if ('type' in frame) return frame;
    const event = eventFor(frame, data);
    if ('type' in event) return event;
    if (!event.fromClient) return invalid(event.name, `${event.name} is not sent by the client`, data);
    if (frame.seq !== undefined) return invalid(event.name, 'a client event carries no seq', data);
    const payload = checkedPayload(event, frame);
    if (typeof payload === 'string') return invalid(event.name, payload, data);
    const candidate = candidateOf(event, payload, undefined);
    return isClientEvent(event, candidate) ? candidate : invalid(event.name, 'not a client event', data);
  }

  function encode(name: EventName, payload: unknown, seq: number | undefined, options: EncodeOptions) {
    const framing = options.framing ?? 'json';
    const reason = checkOf(name)(payload);
    if (reason !== null) throw new TypeError(`cannot encode ${name}: ${reason}`);
    const schema = catalogue[name].payload;
    if (name === 'v3.templates') {
      if (options.packing === 'packed' || seq !== undefined)
        throw new TypeError('the templates frame is always plain and carries no seq');
      return serialise([templatesFrameHead, toWire(schema, payload)], framing);
    }
    if (seq !== undefined && (catalogue[name].scope === 'lobby' || !Number.isSafeInteger(seq) || seq < 1))
      throw new TypeError(`cannot encode ${name}: seq ${seq} on a ${catalogue[name].scope} event`);
    const event = byName.get(name);
    if (!event) throw new Error(`the templates of this connection have no ${name}`);
    const body = toWire(schema, payload);
    if (!isPlainObject(body)) throw new TypeError(`cannot encode ${name}: payload is not an object`);
    const present = Object.keys(body);
    const packable = present.every((field) => event.slotOf.has(field));
    const packing = options.packing ?? (present.length > 0 && packable ? 'packed' : 'plain');
    if (packing === 'plain')
      return serialise(seq === undefined ? [event.id, body] : [event.id, body, null, seq], framing);
    if (!packable) throw new TypeError(`cannot pack ${name}: the template lacks a present field`);
    let mask = 0;
    const values: unknown[] = [];
    event.slots.forEach((field, position) => {
      const value: unknown = field === null ? undefined : Reflect.get(body, field);
      if (value === undefined) return;
      mask |= 1 << position;
      values.push(value);
    });
    return serialise(seq === undefined ? [event.id, values, mask] : [event.id, values, mask, seq], framing);
  }

  return {
    templates,
    decodeServerFrame,
    decodeClientFrame,
    encodeClientEvent: (event, options = {}) => encode(event.type, event.payload, event.seq, options),
    encodeServerEvent: (event, options = {}) => encode(event.type, event.payload, event.seq, options),
  };
}
