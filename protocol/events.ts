/** The decoded-event types, all derived from the catalogue data. */
import { type Catalogue, catalogue, type Direction, type Scope } from './catalogue';
import type { Infer } from './schema';

export type EventName = keyof Catalogue;

type NamesWhere<Key extends 'direction' | 'scope', Values> = {
  [N in EventName]: Catalogue[N][Key] extends Values ? N : never;
}[EventName];

/** Events the server sends (direction server-to-client or both). */
export type ServerEventName = NamesWhere<'direction', 'server-to-client' | 'both'>;
/** Events the client sends (direction client-to-server or both). */
export type ClientEventName = NamesWhere<'direction', 'client-to-server' | 'both'>;
/** Events that may travel on a room socket, and so carry a per-room seq. */
export type RoomEventName = NamesWhere<'scope', 'room' | 'both'>;

export type PayloadOf<N extends EventName> = Infer<Catalogue[N]['payload']>;

/** A known event, usable directly as an XState event. `seq` is set on room events that carry it. */
export type EventOf<N extends EventName> = N extends EventName
  ? { type: N; payload: PayloadOf<N>; seq?: number }
  : never;

/** The frame's id is not in this connection's templates, or names an event this client does not know. */
export interface ProtocolUnknown {
  type: 'protocol.unknown';
  id: number;
  raw: unknown;
}
/** The bytes are not a v3 frame (docs/protocol.md, "Frame grammar"). */
export interface ProtocolMalformed {
  type: 'protocol.malformed';
  reason: string;
  raw: unknown;
}
/** A well-formed frame of a known event whose payload (or direction, or seq) does not fit the catalogue. */
export interface ProtocolInvalid {
  type: 'protocol.invalid';
  name: string;
  reason: string;
  raw: unknown;
}
export type ProtocolFailure = ProtocolUnknown | ProtocolMalformed | ProtocolInvalid;

/** What the client's decoder yields: a server event or one of the three failures. */
export type ServerEvent = EventOf<ServerEventName> | ProtocolFailure;
/** What the client sends. */
export type ClientEvent = EventOf<ClientEventName>;
/** What the server's decoder (the simulator) yields. */
export type DecodedClientEvent = ClientEvent | ProtocolFailure;

export const eventNames = Object.keys(catalogue) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(catalogue, name);
}

export function directionOf(name: EventName): Direction {
  return catalogue[name].direction;
}

export function scopeOf(name: EventName): Scope {
  return catalogue[name].scope;
}

export function sentByServer(name: EventName): boolean {
  return catalogue[name].direction !== 'client-to-server';
}

export function sentByClient(name: EventName): boolean {
  return catalogue[name].direction !== 'server-to-client';
}

/** Room events (and events of both scopes, when they travel on a room socket) may carry a seq. */
export function carriesSeq(name: EventName): boolean {
  return catalogue[name].scope !== 'lobby';
}
