/**
 * The v3 codec of one connection. Built from the templates the server sent first, so every id is a
 * position in that list; the same logical event decodes the same under any order of events and
 * fields. Decoding is total: every input becomes a known event or one of the three failures.
 * Frame grammar and examples: docs/protocol.md.
 */
import { catalogue } from './catalogue';
import { bitCount, isPlainObject } from './check';
import {
  type ClientEvent,
  type DecodedClientEvent,
  type EventName,
  type EventOf,
  isEventName,
  type ProtocolFailure,
  type ServerEvent,
  type ServerEventName,
} from './events';
import { decoders, type EventDecoder } from './generated/decoders';
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

interface CompiledEvent {
  readonly id: number;
  readonly name: EventName;
  readonly decoder: EventDecoder;
  readonly fromServer: boolean;
  readonly fromClient: boolean;
  readonly lobbyOnly: boolean;
  /** This connection's field order for the event, and each field's position in it. */
  readonly fields: readonly string[];
  readonly positionOf: ReadonlyMap<string, number>;
  /** For each payload field in schema order, its template position, or -1 when the template lacks it. */
  readonly positions: Int8Array;
  /** Masks must stay below this: no bit beyond the template. */
  readonly maskBound: number;
}

function compileEvent(name: EventName, id: number, templateFields: readonly string[]): CompiledEvent {
  const { direction, scope, payload } = catalogue[name];
  const positionOf = new Map(templateFields.map((field, position) => [field, position]));
  return {
    id,
    name,
    decoder: decoders[name],
    fromServer: direction !== 'client-to-server',
    fromClient: direction !== 'server-to-client',
    lobbyOnly: scope === 'lobby',
    fields: templateFields,
    positionOf,
    positions: Int8Array.from(Object.keys(payload.fields), (field) => positionOf.get(field) ?? -1),
    maskBound: 2 ** templateFields.length,
  };
}

const templatesEvent = compileEvent('v3.templates', -1, []);

/** A frame that passed the grammar, before the templates and the catalogue are consulted. */
interface Frame {
  /** Marks a frame (failures carry a type instead). */
  readonly type?: undefined;
  /** The event id; -1 for the bootstrap templates frame. */
  readonly id: number;
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
    return { id: -1, body, mask: -1, seq: undefined };
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
  return { id: head, body, mask, seq };
}

/**
 * The checked payload of a frame, or why it does not fit. A plain body is checked whole; a packed
 * one is built from its values by template position and checked as it is built.
 */
function checkedPayload(event: CompiledEvent, frame: Frame): object | string {
  const { body, mask } = frame;
  if (!Array.isArray(body)) {
    const reason = event.decoder.check(body);
    if (reason !== null || !isPlainObject(body)) return reason ?? 'expected an object';
    return event === templatesEvent ? (templatesProblemOf(body) ?? body) : body;
  }
  if (mask >= event.maskBound) return 'the bitmask names fields beyond the template';
  return event.decoder.pack(body, mask, event.positions);
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

  function decodeServerFrame(data: unknown): ServerEvent {
    const frame = readFrame(data);
    if (frame.type !== undefined) return frame;
    const event = frame.id < 0 ? templatesEvent : byId[frame.id];
    if (event === undefined) return { type: 'protocol.unknown', id: frame.id, raw: data };
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
    if (frame.type !== undefined) return frame;
    const event = frame.id < 0 ? templatesEvent : byId[frame.id];
    if (event === undefined) return { type: 'protocol.unknown', id: frame.id, raw: data };
    if (!event.fromClient) return invalid(event.name, `${event.name} is not sent by the client`, data);
    if (frame.seq !== undefined) return invalid(event.name, 'a client event carries no seq', data);
    const payload = checkedPayload(event, frame);
    if (typeof payload === 'string') return invalid(event.name, payload, data);
    const candidate = candidateOf(event, payload, undefined);
    return isClientEvent(event, candidate) ? candidate : invalid(event.name, 'not a client event', data);
  }

  function encode(name: EventName, payload: unknown, seq: number | undefined, options: EncodeOptions) {
    const framing = options.framing ?? 'json';
    const reason = decoders[name].check(payload);
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
    const packable = present.every((field) => event.positionOf.has(field));
    const packing = options.packing ?? (present.length > 0 && packable ? 'packed' : 'plain');
    if (packing === 'plain')
      return serialise(seq === undefined ? [event.id, body] : [event.id, body, null, seq], framing);
    if (!packable) throw new TypeError(`cannot pack ${name}: the template lacks a present field`);
    let mask = 0;
    const values: unknown[] = [];
    event.fields.forEach((field, position) => {
      const value: unknown = Reflect.get(body, field);
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
    encodeClientEvent: (event, options = {}) => {
      if (event.seq !== undefined)
        throw new TypeError(`cannot encode ${event.type}: client frames carry no seq`);
      return encode(event.type, event.payload, undefined, options);
    },
    encodeServerEvent: (event, options = {}) => encode(event.type, event.payload, event.seq, options),
  };
}

/**
 * Why a payload does not fit an event's schema, or null when it does: for payloads that arrive
 * inside another event (the history's events) and so were not checked as frames.
 */
export function payloadProblem(name: EventName, payload: unknown): string | null {
  return decoders[name].check(payload);
}
