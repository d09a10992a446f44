/**
 * The socket machines' transport over the browser WebSocket API, so the same code runs against
 * mock-socket in the page, the simulator's `ws` server and a real backend. The first frame carries
 * the templates; from then on frames decode and encode with the codec built from them (protocol/).
 * Decoding never throws: a bad frame reaches the machine as a protocol.* failure event.
 */
import { fromCallback } from 'xstate';
import type {
  SocketCommand,
  SocketTransportInput,
  SocketTransportLogic,
  TransportEvent,
} from '../../machines/socket-transport';
import { type Codec, createCodec, type Framing } from '../../protocol';

export interface WebSocketTransportOptions {
  /** The WebSocket constructor (default: the global one). */
  WebSocket?: typeof WebSocket;
  /** How this client frames what it sends (default json). */
  framing?: Framing;
  /** Called before a frame is handed on: the journal's clock catches up with real time. */
  beforeInbound?: () => void;
}

/** A codec for the first frame: only the templates frame is readable before the templates. */
const bootstrapCodec = createCodec([]);

export function createWebSocketTransport(options: WebSocketTransportOptions = {}): SocketTransportLogic {
  return fromCallback<SocketCommand, SocketTransportInput, TransportEvent>(({ input, sendBack, receive }) => {
    const Socket = options.WebSocket ?? globalThis.WebSocket;
    const socket = new Socket(input.url);
    socket.binaryType = 'arraybuffer';
    let codec: Codec = bootstrapCodec;
    let closed = false;

    const handOn = (event: TransportEvent) => {
      options.beforeInbound?.();
      // Catching up with the clock may have moved the machine on and closed this socket.
      if (!closed) sendBack(event);
    };

    socket.onopen = () => handOn({ type: 'socket.opened' });
    socket.onmessage = (message: MessageEvent) => {
      const event = codec.decodeServerFrame(message.data);
      if (event.type === 'v3.templates') codec = createCodec(event.payload.events);
      handOn(event);
    };
    socket.onclose = (close: CloseEvent) =>
      handOn({ type: 'socket.closed', code: close.code, reason: close.reason });

    receive(({ event }) => {
      if (socket.readyState !== Socket.OPEN) {
        sendBack({ type: 'socket.sendFailed', name: event.type, reason: 'the socket is not open' });
        return;
      }
      try {
        const frame = codec.encodeClientEvent(event, { framing: options.framing ?? 'json' });
        // Bytes go as an ArrayBuffer of their own: mock-socket turns any other view into a string.
        socket.send(typeof frame === 'string' ? frame : frame.slice().buffer);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        sendBack({ type: 'socket.sendFailed', name: event.type, reason });
      }
    });

    return () => {
      closed = true;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      if (socket.readyState === Socket.CONNECTING || socket.readyState === Socket.OPEN) socket.close(1000);
    };
  });
}
