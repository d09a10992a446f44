import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientEvent, eventOf, seededRandom, serverEvent, shuffledTemplates } from './arbitraries';
import {
  type Codec,
  catalogueTemplates,
  createCodec,
  type EventName,
  eventNames,
  type Framing,
  type Packing,
  sentByClient,
  sentByServer,
  shuffleTemplates,
  type Templates,
} from './index';

const framings: Framing[] = ['json', 'msgpack'];
const packings: Packing[] = ['packed', 'plain'];

/** A connection as the client sees it: a server codec, and a client codec built from the bootstrap frame. */
function connect(templates: Templates, framing: Framing = 'json'): { server: Codec; client: Codec } {
  const server = createCodec(templates);
  const bootstrap = server.encodeServerEvent(
    { type: 'v3.templates', payload: { events: templates } },
    { framing },
  );
  const received = createCodec([]).decodeServerFrame(bootstrap);
  if (received.type !== 'v3.templates') throw new Error(`bootstrap failed: ${JSON.stringify(received)}`);
  return { server, client: createCodec(received.payload.events) };
}

/** The id a JSON frame carries. */
function idOf(wire: string | Uint8Array): unknown {
  return typeof wire === 'string' ? JSON.parse(wire)[0] : undefined;
}

describe('round trip', () => {
  it.each(framings.flatMap((framing) => packings.map((packing) => [framing, packing] as const)))(
    'every server event, %s framing, %s, under shuffled templates',
    (framing, packing) => {
      fc.assert(
        fc.property(shuffledTemplates, serverEvent, (templates, event) => {
          const { server, client } = connect(templates, framing);
          const wire = server.encodeServerEvent(event, { framing, packing });
          expect(typeof wire).toBe(framing === 'json' ? 'string' : 'object');
          expect(client.decodeServerFrame(wire)).toEqual(event);
        }),
        { numRuns: 100 },
      );
    },
  );

  it.each(framings.flatMap((framing) => packings.map((packing) => [framing, packing] as const)))(
    'every client event, %s framing, %s, under shuffled templates',
    (framing, packing) => {
      fc.assert(
        fc.property(shuffledTemplates, clientEvent, (templates, event) => {
          const { server, client } = connect(templates, framing);
          expect(server.decodeClientFrame(client.encodeClientEvent(event, { framing, packing }))).toEqual(
            event,
          );
        }),
        { numRuns: 60 },
      );
    },
  );

  it('covers each event name in every framing and packing', () => {
    for (const name of eventNames.filter((name) => name !== 'v3.templates')) {
      fc.assert(
        fc.property(fc.integer(), eventOf(name, true), (seed, event) => {
          const { server, client } = connect(shuffleTemplates(catalogueTemplates(), seededRandom(seed)));
          for (const framing of framings)
            for (const packing of packings) {
              if (sentByServer(name)) {
                const wire = server.encodeServerEvent(event as never, { framing, packing });
                expect(client.decodeServerFrame(wire)).toEqual(event);
              }
              if (sentByClient(name)) {
                const { seq: _seq, ...unsequenced } = event;
                const wire = client.encodeClientEvent(unsequenced as never, { framing, packing });
                expect(server.decodeClientFrame(wire)).toEqual(unsequenced);
              }
            }
        }),
        { numRuns: 8 },
      );
    }
  });

  it('carries the same logical content in both framings', () => {
    fc.assert(
      fc.property(shuffledTemplates, serverEvent, (templates, event) => {
        const server = createCodec(templates);
        const json = server.encodeServerEvent(event, { framing: 'json' });
        const msgpack = server.encodeServerEvent(event, { framing: 'msgpack' });
        expect(server.decodeServerFrame(msgpack)).toEqual(server.decodeServerFrame(json));
      }),
      { numRuns: 100 },
    );
  });

  it('round-trips the templates frame itself in both framings', () => {
    fc.assert(
      fc.property(shuffledTemplates, fc.constantFrom(...framings), (templates, framing) => {
        expect(connect(templates, framing).client.templates).toEqual(templates);
      }),
      { numRuns: 50 },
    );
  });
});

describe('ids are positions in the templates of the connection', () => {
  it('decodes the same event whatever ids and field orders the server picked', () => {
    fc.assert(
      fc.property(shuffledTemplates, shuffledTemplates, serverEvent, (first, second, event) => {
        const one = connect(first);
        const two = connect(second);
        const viaFirst = one.client.decodeServerFrame(one.server.encodeServerEvent(event));
        const viaSecond = two.client.decodeServerFrame(two.server.encodeServerEvent(event));
        expect(viaFirst).toEqual(viaSecond);
        expect(viaFirst).toEqual(event);
      }),
      { numRuns: 100 },
    );
  });

  it('puts a different id on the wire when the order differs', () => {
    const event = { type: 'v3.chat.user_count', payload: { count: 3 } } as const;
    const ids = [1, 2, 3].map((seed) => {
      const { server, client } = connect(shuffleTemplates(catalogueTemplates(), seededRandom(seed)));
      const wire = server.encodeServerEvent(event);
      expect(client.decodeServerFrame(wire)).toEqual(event);
      return idOf(wire);
    });
    expect(new Set(ids).size).toBe(3);
  });

  it('reads a frame by the id in its own templates, not the catalogue order', () => {
    const templates = shuffleTemplates(catalogueTemplates(), seededRandom(7));
    const id = templates.findIndex((template) => template.name === 'v3.chat.user_count');
    expect(id).not.toBe(catalogueTemplates().findIndex((template) => template.name === 'v3.chat.user_count'));
    expect(createCodec(templates).decodeServerFrame(`[${id},{"count":4}]`)).toEqual({
      type: 'v3.chat.user_count',
      payload: { count: 4 },
    });
  });
});

describe('packing', () => {
  const canonical = createCodec(catalogueTemplates());
  const idOfName = (name: EventName) => catalogueTemplates().findIndex((template) => template.name === name);

  it('packs present fields in template order with their bitmask', () => {
    const tip = {
      type: 'v3.tip.received',
      payload: { tokens: 25, receiver_name: 'anna', sender_name: 'bob', type: 'tip' },
      seq: 12,
    } as const;
    const id = idOfName('v3.tip.received');
    expect(canonical.encodeServerEvent(tip)).toBe(`[${id},[25,"anna","bob","tip"],15,12]`);
    expect(canonical.encodeServerEvent(tip, { packing: 'plain' })).toBe(
      `[${id},{"tokens":25,"receiver_name":"anna","sender_name":"bob","type":"tip"},null,12]`,
    );
    const panels = {
      type: 'v3.chat.app_panels',
      payload: { row2_label: 'Goal', row3_value: '80%' },
    } as const;
    expect(canonical.encodeServerEvent(panels)).toBe(`[${idOfName('v3.chat.app_panels')},["Goal","80%"],36]`);
  });

  it('sends an empty payload plain', () => {
    expect(canonical.encodeClientEvent({ type: 'v3.ping', payload: {} })).toBe(`[${idOfName('v3.ping')},{}]`);
  });

  it('skips packed values of fields this client does not know, and keeps the rest', () => {
    const templates = catalogueTemplates().map((template) =>
      template.name === 'v3.chat.subject' ? { ...template, fields: ['font', ...template.fields] } : template,
    );
    const id = idOfName('v3.chat.subject');
    expect(createCodec(templates).decodeServerFrame(`[${id},["Comic Sans","hello"],3]`)).toEqual({
      type: 'v3.chat.subject',
      payload: { subject: 'hello' },
    });
  });

  it('falls back to plain when the template lacks a present field, and refuses to force packing', () => {
    const templates = catalogueTemplates().map((template) =>
      template.name === 'v3.chat.subject' ? { ...template, fields: ['subject'] } : template,
    );
    const codec = createCodec(templates);
    const event = { type: 'v3.chat.subject', payload: { subject: 'hi', subject_color: '#f00' } } as const;
    expect(codec.encodeServerEvent(event)).toBe(
      `[${idOfName('v3.chat.subject')},{"subject":"hi","subject_color":"#f00"}]`,
    );
    expect(() => codec.encodeServerEvent(event, { packing: 'packed' })).toThrow(/template lacks/);
  });

  it('drops keys the schema does not know and undefined values before encoding', () => {
    const payload = { count: 2, stray: true, extra: undefined };
    const wire = canonical.encodeServerEvent({ type: 'v3.chat.user_count', payload } as never, {
      packing: 'plain',
      framing: 'msgpack',
    });
    expect(canonical.decodeServerFrame(wire)).toEqual({ type: 'v3.chat.user_count', payload: { count: 2 } });
  });

  it('keeps a settings key named __proto__ a plain key (msgpackr renames it on read)', () => {
    const settings = JSON.parse('{"__proto__":"x","volume_tip":70}');
    const event = { type: 'v3.user.settings', payload: { settings } } as const;
    const expectedKeys = { json: ['__proto__', 'volume_tip'], msgpack: ['__proto_', 'volume_tip'] };
    for (const framing of framings) {
      const decoded = canonical.decodeServerFrame(canonical.encodeServerEvent(event, { framing }));
      if (decoded.type !== 'v3.user.settings') throw new Error(decoded.type);
      expect(Object.keys(decoded.payload.settings)).toEqual(expectedKeys[framing]);
      expect(Object.getPrototypeOf(decoded.payload.settings)).toBe(Object.prototype);
    }
  });
});

describe('encoding is strict', () => {
  const codec = createCodec(catalogueTemplates());

  it('refuses a payload that does not fit its schema', () => {
    expect(() => codec.encodeServerEvent({ type: 'v3.chat.user_count', payload: { count: 1.5 } })).toThrow(
      'cannot encode v3.chat.user_count: count: expected an integer',
    );
  });

  it('refuses a seq on a lobby event and a non-positive seq', () => {
    expect(() =>
      codec.encodeServerEvent({ type: 'v3.client.version', payload: { version: '2' }, seq: 3 }),
    ).toThrow(/seq/);
    expect(() =>
      codec.encodeServerEvent({ type: 'v3.chat.user_count', payload: { count: 1 }, seq: 0 }),
    ).toThrow(/seq/);
  });

  it('refuses a seq on a client event', () => {
    expect(() =>
      codec.encodeClientEvent({ type: 'v3.chat.send', payload: { message: 'hi' }, seq: 2 }),
    ).toThrow(/client frames carry no seq/);
  });

  it('refuses templates that name an event twice', () => {
    expect(() => createCodec([...catalogueTemplates(), { name: 'v3.ping', fields: [] }])).toThrow(/twice/);
  });
});
