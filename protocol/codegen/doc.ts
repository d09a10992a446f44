/**
 * The generated parts of docs/protocol.md: the catalogue table and the frame examples, produced by
 * the real encoder so the document cannot drift from the code. write.ts rewrites them between their
 * markers; doc.test.ts fails when they are stale.
 */
import { catalogue } from '../catalogue';
import { createCodec } from '../codec';
import { eventNames } from '../events';
import type { Field, Schema } from '../schema';
import type { Templates } from '../templates';
import type { WireData } from '../wire';

export const docPath = new URL('../../docs/protocol.md', import.meta.url);

function typeOf(schema: Schema): string {
  switch (schema.kind) {
    case 'enum':
      return schema.values.map((value) => `'${value}'`).join(' \\| ');
    case 'array':
      return `${typeOf(schema.item)}[]`;
    case 'record':
      return `map of ${typeOf(schema.value)}`;
    case 'nullable':
      return `${typeOf(schema.inner)} or null`;
    case 'scalar':
      return 'string \\| number \\| boolean \\| null';
    case 'object':
      return `{ ${Object.entries(schema.fields)
        .map(([key, field]) => fieldText(key, field))
        .join(', ')} }`;
    default:
      return schema.kind;
  }
}

function fieldText(key: string, field: Field): string {
  return field.kind === 'optional' ? `${key}?: ${typeOf(field.inner)}` : `${key}: ${typeOf(field)}`;
}

const directionText = { 'server-to-client': 'S→C', 'client-to-server': 'C→S', both: 'both' } as const;

export function catalogueTable(): string {
  const rows = eventNames.map((name) => {
    const { direction, scope, payload, summary } = catalogue[name];
    const designed = 'designed' in catalogue[name] ? catalogue[name].designed : undefined;
    const fields = Object.entries(payload.fields).map(([key, field]) => fieldText(key, field));
    return `| \`${name}\` | ${directionText[direction]} | ${scope} | ${fields.length ? `\`${fields.join('`, `')}\`` : '(empty)'} | ${summary}${designed ? ` **Designed:** ${designed}` : ''} |`;
  });
  return [
    '| event | direction | scope | payload fields (in default template order) | notes |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** A small connection for the examples: a real server lists every catalogue event. */
export const exampleTemplates: Templates = [
  { name: 'v3.authorize', fields: ['token', 'version', 'room', 'last_seq'] },
  { name: 'v3.ping', fields: [] },
  { name: 'v3.chat.user_count', fields: ['count'] },
  { name: 'v3.tip.received', fields: ['tokens', 'receiver_name', 'sender_name', 'type', 'comment'] },
  {
    name: 'v3.token.update',
    fields: ['username', 'tokens', 'token_change', 'type', 'membership', 'pmIsEnabled'],
  },
  { name: 'v3.future.event', fields: ['a', 'b'] },
];

function hex(wire: WireData): string {
  return typeof wire === 'string'
    ? wire
    : [...wire].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

export function frameExamples(): string {
  const codec = createCodec(exampleTemplates);
  const tip = {
    type: 'v3.tip.received',
    payload: { tokens: 25, receiver_name: 'anna', sender_name: 'bob', type: 'tip' },
    seq: 42,
  } as const;
  const tokenUpdate = {
    type: 'v3.token.update',
    payload: { username: 'bob', tokens: 975, token_change: -25, type: 'tip' },
  } as const;
  const examples: Array<[string, WireData]> = [
    [
      'Templates (bootstrap, always plain, JSON)',
      codec.encodeServerEvent({ type: 'v3.templates', payload: { events: exampleTemplates } }),
    ],
    [
      'Plain client frame: v3.authorize',
      codec.encodeClientEvent(
        { type: 'v3.authorize', payload: { token: 'abc', version: '3.1' } },
        { packing: 'plain' },
      ),
    ],
    [
      'Packed client frame: the same v3.authorize',
      codec.encodeClientEvent({ type: 'v3.authorize', payload: { token: 'abc', version: '3.1' } }),
    ],
    ['Empty payload: v3.ping (always plain)', codec.encodeClientEvent({ type: 'v3.ping', payload: {} })],
    ['Plain lobby event: v3.token.update', codec.encodeServerEvent(tokenUpdate, { packing: 'plain' })],
    ['Packed lobby event: the same v3.token.update', codec.encodeServerEvent(tokenUpdate)],
    [
      'Packed with a gap: v3.token.update without membership (bit 4 clear), with pmIsEnabled (bit 5)',
      codec.encodeServerEvent({ ...tokenUpdate, payload: { ...tokenUpdate.payload, pmIsEnabled: true } }),
    ],
    ['Plain room event with seq: v3.tip.received', codec.encodeServerEvent(tip, { packing: 'plain' })],
    ['Packed room event with seq: the same v3.tip.received', codec.encodeServerEvent(tip)],
    [
      'Packed room event with seq, MessagePack: the same v3.tip.received',
      codec.encodeServerEvent(tip, { framing: 'msgpack' }),
    ],
    [
      'Packed room event, MessagePack: v3.chat.user_count {count: 3}, seq 7',
      codec.encodeServerEvent(
        { type: 'v3.chat.user_count', payload: { count: 3 }, seq: 7 },
        { framing: 'msgpack' },
      ),
    ],
    [
      'Plain room event, MessagePack: the same v3.chat.user_count',
      codec.encodeServerEvent(
        { type: 'v3.chat.user_count', payload: { count: 3 }, seq: 7 },
        { framing: 'msgpack', packing: 'plain' },
      ),
    ],
  ];
  return examples
    .map(
      ([title, wire]) =>
        `${title} (${typeof wire === 'string' ? `JSON text, ${wire.length} characters` : `MessagePack, ${wire.length} bytes, hex`}):\n\n\`\`\`\n${hex(wire)}\n\`\`\``,
    )
    .join('\n\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/protocol.md lacks the ${name} markers`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

export function withGeneratedSections(document: string): string {
  return replaceSection(replaceSection(document, 'catalogue', catalogueTable()), 'examples', frameExamples());
}
