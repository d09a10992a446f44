/**
 * The v3 codec of one connection. Built from the templates the server sent first, so every id is a
 * position in that list; the same logical event decodes the same under any order of events and
 * fields. Decoding is total: every input becomes a known event or one of the three failures.
 * Frame grammar and examples: docs/protocol.md.
 */
import { catalogue } from './catalogue';
import { type Check, compile, isPlainObject } from './check';
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
import { maxTemplateFields, type Templates, templatesProblem } from './templates';
import { type Framing, parse, serialise, toWire, type WireData } from './wire';

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
  readonly check: Check;
  /** Template positions: the payload key each packed value fills, or null for a field this client does not know. */
  readonly slots: readonly (string | null)[];
  readonly slotOf: ReadonlyMap<string, number>;
}

function compileEvent(name: EventName, id: number, fields: readonly string[]): CompiledEvent {
  const known = catalogue[name].payload.fields;
  return {
    id,
    name,
    check: checkOf(name),
    slots: fields.map((field) => (Object.hasOwn(known, field) ? field : null)),
    slotOf: new Map(fields.map((field, position) => [field, position])),
  };
}

const templatesEvent = compileEvent('v3.templates', -1, []);

/** A decoded frame before the catalogue is consulted. */
interface Frame {
  readonly head: number | typeof templatesFrameHead;
  readonly body: unknown;
  /** The bitmask of a packed frame; null for a plain one. */
  readonly mask: number | null;
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
  const parsed = parse(data);
  if ('problem' in parsed) return malformed(parsed.problem, data);
  const frame = parsed.value;
  if (!Array.isArray(frame)) return malformed('a frame is an array', data);
  const length = frame.length;
  if (length < 2 || length > 4) return malformed('a frame has 2 to 4 elements', data);
  const head: unknown = frame[0];
  const body: unknown = frame[1];
  if (head === templatesFrameHead) {
    if (length !== 2 || !isPlainObject(body))
      return malformed('the templates frame is ["v3.templates", {…}]', data);
    return { head, body, mask: null, seq: undefined };
  }
  if (typeof head !== 'number' || !Number.isSafeInteger(head) || head < 0)
    return malformed('the event id is a non-negative integer', data);
  let mask: number | null = null;
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

/** The payload object of a frame: the plain body, or packed values expanded by the template. */
function payloadOf(event: CompiledEvent, frame: Frame): unknown {
  const { body, mask } = frame;
  if (mask === null || !Array.isArray(body)) return body;
  const slots = event.slots;
  if (mask >= 2 ** slots.length) return undefined;
  const payload: Record<string, unknown> = {};
  let next = 0;
  for (let position = 0, rest = mask; rest !== 0; position++, rest >>>= 1) {
    if ((rest & 1) === 0) continue;
    const value: unknown = body[next++];
    const key = slots[position];
    if (key !== null && key !== undefined && value !== undefined) payload[key] = value;
  }
  return payload;
}

interface Located {
  readonly event: CompiledEvent;
  readonly candidate: Candidate;
}

interface Candidate {
  type: string;
  payload: unknown;
  seq?: number;
}

/** The guards that type a decoded event: its payload passed the compiled check of its own event. */
function isServerEvent(event: CompiledEvent, candidate: Candidate): candidate is EventOf<ServerEventName> {
  return (
    candidate.type === event.name &&
    catalogue[event.name].direction !== 'client-to-server' &&
    event.check(candidate.payload) === null
  );
}

function isClientEvent(event: CompiledEvent, candidate: Candidate): candidate is ClientEvent {
  return (
    candidate.type === event.name &&
    catalogue[event.name].direction !== 'server-to-client' &&
    event.check(candidate.payload) === null
  );
}

function templatesProblemOf(payload: unknown): string | null {
  if (!isPlainObject(payload)) return null;
  const events: unknown = Reflect.get(payload, 'events');
  return templatesEvent.check(payload) === null && Array.isArray(events) ? templatesProblem(events) : null;
}

export function createCodec(templates: Templates): Codec {
  const problem = templatesProblem(templates);
  if (problem !== null) throw new Error(`unusable templates: ${problem}`);
  const byId: (CompiledEvent | undefined)[] = templates.map(({ name, fields }, id) =>
    isEventName(name) && name !== 'v3.templates' ? compileEvent(name, id, fields) : undefined,
  );
  const byName = new Map(byId.flatMap((event) => (event ? [[event.name, event] as const] : [])));

  /**
   * Everything but the payload check: the frame, the event it names, the direction and seq rules.
   * The guards then check the payload once on the success path.
   */
  function locate(data: unknown, sender: 'server' | 'client'): Located | ProtocolFailure {
    const frame = readFrame(data);
    if ('type' in frame) return frame;
    let event = templatesEvent;
    if (frame.head !== templatesFrameHead) {
      const found = byId[frame.head];
      if (found === undefined) return { type: 'protocol.unknown', id: frame.head, raw: data };
      event = found;
    }
    const { direction, scope } = catalogue[event.name];
    if (direction === (sender === 'server' ? 'client-to-server' : 'server-to-client'))
      return invalid(event.name, `${event.name} is not sent by the ${sender}`, data);
    if (frame.seq !== undefined && (sender === 'client' || scope === 'lobby'))
      return invalid(
        event.name,
        `${sender === 'client' ? 'a client' : 'a lobby'} event carries no seq`,
        data,
      );
    const payload = payloadOf(event, frame);
    if (payload === undefined)
      return invalid(event.name, 'the bitmask names fields beyond the template', data);
    if (event === templatesEvent) {
      const problem = templatesProblemOf(payload);
      if (problem !== null) return invalid(event.name, problem, data);
    }
    const candidate: Candidate =
      frame.seq === undefined ? { type: event.name, payload } : { type: event.name, payload, seq: frame.seq };
    return { event, candidate };
  }

  function decodeServerFrame(data: unknown): ServerEvent {
    const located = locate(data, 'server');
    if ('type' in located) return located;
    const { event, candidate } = located;
    if (isServerEvent(event, candidate)) return candidate;
    return invalid(event.name, event.check(candidate.payload) ?? 'does not fit', data);
  }

  function decodeClientFrame(data: unknown): DecodedClientEvent {
    const located = locate(data, 'client');
    if ('type' in located) return located;
    const { event, candidate } = located;
    if (isClientEvent(event, candidate)) return candidate;
    return invalid(event.name, event.check(candidate.payload) ?? 'does not fit', data);
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
