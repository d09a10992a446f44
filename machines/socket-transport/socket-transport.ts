/**
 * The contract between the socket machines and the WebSocket they use. A machine invokes the
 * `transport` actor (id `transport`) in the one state that owns its connection, so leaving that state
 * closes the socket and a machine never holds two. The app provides the real actor (src/transport),
 * replay a silent one, tests a fake: `machine.provide({ actors: { transport } })`.
 */
import { type CallbackActorLogic, fromCallback } from 'xstate';
import type { ClientEvent, ServerEvent } from '../../protocol';

export interface SocketTransportInput {
  url: string;
  /** Which socket this is: the lobby, or the room socket of `room`. */
  scope: 'lobby' | 'room';
  room?: string;
}

/** What a machine asks of its transport. */
export type SocketCommand = { type: 'socket.send'; event: ClientEvent };

/** Facts about the socket itself, next to the decoded frames. A close always follows an error. */
export type SocketFact =
  | { type: 'socket.opened' }
  | { type: 'socket.closed'; code: number; reason: string }
  /** A frame could not be encoded with this connection's templates; nothing was sent. */
  | { type: 'socket.sendFailed'; name: string; reason: string };

/** Everything a transport reports to its machine: socket facts and decoded server frames. */
export type TransportEvent = SocketFact | ServerEvent;

export type SocketTransportLogic = CallbackActorLogic<SocketCommand, SocketTransportInput, TransportEvent>;

/** The default: fails loudly, so a machine started without a provided transport shows why. */
export const unprovidedTransport: SocketTransportLogic = fromCallback(() => {
  throw new Error('No socket transport provided: use machine.provide({ actors: { transport } })');
});
