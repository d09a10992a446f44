/**
 * A v3 client for the socket server's tests: it talks to the server as the app does, through the
 * protocol codecs only (templates first, ids from them), over an in-memory link.
 */
import {
  type ClientEvent,
  type Codec,
  createCodec,
  type EventOf,
  type Framing,
  type ServerEvent,
  type ServerEventName,
  type WireData,
} from '../../protocol';
import type { Endpoint, V3SocketServer } from './v3-server';

export class TestSocket {
  readonly raw: WireData[] = [];
  readonly received: ServerEvent[] = [];
  closed: { code: number; reason: string } | null = null;
  codec: Codec = createCodec([]);
  readonly #handle;

  constructor(
    server: V3SocketServer,
    endpoint: Endpoint,
    readonly framing: Framing = 'json',
  ) {
    this.#handle = server.connect(endpoint, {
      send: (data) => {
        this.raw.push(data);
        const event = this.codec.decodeServerFrame(data);
        if (event.type === 'v3.templates') this.codec = createCodec(event.payload.events);
        this.received.push(event);
      },
      close: (code, reason) => {
        this.closed = { code, reason };
      },
    });
  }

  send(event: ClientEvent) {
    this.#handle.receive(this.codec.encodeClientEvent(event, { framing: this.framing }));
  }

  /** Sends bytes that are no v3 frame. */
  sendRaw(data: unknown) {
    this.#handle.receive(data);
  }

  close() {
    this.#handle.closed();
  }

  types(): string[] {
    return this.received.map((event) => event.type);
  }

  of<N extends ServerEventName>(type: N): EventOf<N>[] {
    return this.received.filter((event): event is EventOf<N> => event.type === type);
  }

  last<N extends ServerEventName>(type: N): EventOf<N> | undefined {
    return this.of(type).at(-1);
  }

  /** Room events in arrival order, by seq. */
  seqs(): number[] {
    return this.received.flatMap((event) => ('seq' in event && event.seq !== undefined ? [event.seq] : []));
  }
}
