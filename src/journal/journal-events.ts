/**
 * Checks the events of a journal file read from outside before a replay hands them to the machines.
 * Protocol events go through a round trip of the protocol codec (encode checks the payload against
 * the catalogue, decode gives the typed event back); the app's own events have small schemas here.
 */
import { z } from 'zod/mini';
import {
  type Codec,
  catalogueTemplates,
  createCodec,
  isEventName,
  sentByClient,
  sentByServer,
} from '../../protocol';
import type { JournalEntry } from './journal';

// Compiled on first use: only a replayed journal needs it, and compiling the whole catalogue was a
// third of the live-session chunk's evaluation on every page.
let compiled: Codec | undefined;
const catalogueCodec = () => (compiled ??= createCodec(catalogueTemplates()));

function serverEventProblem(event: unknown): string | null {
  const type = Reflect.get(Object(event), 'type');
  if (typeof type !== 'string' || !isEventName(type) || !sentByServer(type))
    return `unknown server event ${type}`;
  try {
    // The encoder checks the payload against the catalogue and throws when it does not fit.
    const codec = catalogueCodec();
    const decoded = codec.decodeServerFrame(codec.encodeServerEvent(event as never));
    return decoded.type === type ? null : `${type} does not decode`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function clientEventProblem(event: unknown): string | null {
  const type = Reflect.get(Object(event), 'type');
  if (typeof type !== 'string' || !isEventName(type) || !sentByClient(type))
    return `unknown client event ${type}`;
  try {
    const codec = catalogueCodec();
    const decoded = codec.decodeClientFrame(codec.encodeClientEvent(event as never));
    return decoded.type === type ? null : `${type} does not decode`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const lobbyInput = z.object({
  url: z.string(),
  token: z.string(),
  loggedIn: z.boolean(),
  version: z.string(),
  isStreamer: z.optional(z.boolean()),
  randomSeed: z.number(),
});
const roomInput = z.object({ room: z.string(), token: z.string(), version: z.string() });

const appEvents = {
  'socket.opened': z.object({ type: z.literal('socket.opened') }),
  'socket.closed': z.object({ type: z.literal('socket.closed'), code: z.number(), reason: z.string() }),
  'socket.sendFailed': z.object({
    type: z.literal('socket.sendFailed'),
    name: z.string(),
    reason: z.string(),
  }),
  'protocol.unknown': z.object({ type: z.literal('protocol.unknown'), id: z.number(), raw: z.unknown() }),
  'protocol.malformed': z.object({
    type: z.literal('protocol.malformed'),
    reason: z.string(),
    raw: z.unknown(),
  }),
  'protocol.invalid': z.object({
    type: z.literal('protocol.invalid'),
    name: z.string(),
    reason: z.string(),
    raw: z.unknown(),
  }),
  'room.join': z.object({ type: z.literal('room.join') }),
  'room.leave': z.object({ type: z.literal('room.leave') }),
  'lobby.ready': z.object({ type: z.literal('lobby.ready') }),
  'lobby.lost': z.object({ type: z.literal('lobby.lost') }),
  'session.changed': z.object({
    type: z.literal('session.changed'),
    loggedIn: z.boolean(),
    token: z.string(),
  }),
  'streamer.changed': z.object({ type: z.literal('streamer.changed'), isStreamer: z.boolean() }),
} as const;

/** Why an entry cannot be replayed, or null. */
export function journalEntryProblem(entry: JournalEntry): string | null {
  const { event } = entry;
  if (entry.kind === 'spawn') {
    const input = entry.actor === 'lobby' ? lobbyInput : roomInput;
    return input.safeParse(event.input).success ? null : `spawn of ${entry.actor} has an unusable input`;
  }
  if (entry.kind === 'outbound') return clientEventProblem(event);
  if (event.type === 'lobby.send' || event.type === 'room.send') return clientEventProblem(event.event);
  if (event.type.startsWith('v3.') || event.type === 'fans.error') return serverEventProblem(event);
  if (!Object.hasOwn(appEvents, event.type)) return `unknown event ${event.type}`;
  return appEvents[event.type as keyof typeof appEvents].safeParse(event).success
    ? null
    : `${event.type} has an unexpected shape`;
}
