/**
 * Busy-room traffic for the benchmarks: a deterministic stream of v3 chat messages with a tip every
 * tenth event, as the server would send them (the room seq rises by one per event).
 */
import { catalogueTemplates, createCodec, type EventOf } from '../../protocol';

export type TrafficEvent = EventOf<'v3.chat.message'> | EventOf<'v3.tip.received'>;

const phrases = [
  'hey there, loving the show tonight :)',
  'hi from Lisbon',
  'that outfit <3',
  'how was your day?',
  'can you play some music ;)',
  'first time here, this is great :D',
  'what is the goal for tonight?',
];

/** The index-th event of the stream (index from 0). */
export function trafficEvent(index: number, room = 'demo_model'): TrafficEvent {
  const viewer = index % 97;
  const seq = index + 1;
  if (index % 10 === 9)
    return {
      type: 'v3.tip.received',
      payload: {
        tokens: [1, 5, 10, 25, 50, 100][index % 6] ?? 5,
        receiver_name: room,
        sender_name: `viewer_${viewer}`,
        type: 'tip',
        comment: index % 20 === 19 ? 'for the goal!' : undefined,
      },
      seq,
    } as TrafficEvent;
  return {
    type: 'v3.chat.message',
    payload: {
      message: `${phrases[index % phrases.length]} #${index}`,
      user: {
        username: `viewer_${viewer}`,
        gender: 'm',
        is_model: false,
        is_vip: viewer % 5 === 0,
        is_super_vip: false,
        is_guest: false,
        has_tokens: true,
        has_cc: viewer % 2 === 0,
        has_purchase: true,
        email_confirmed: true,
        recentTips: (viewer * 37) % 500,
        recent_purchases: viewer % 7,
        tokens: 1000 + viewer,
        socket_id: `s${viewer}x9f2`,
      },
      user_language: 'en',
    },
    seq,
  } as TrafficEvent;
}

/** The codec both ends share once the templates message has arrived. */
export function trafficCodec() {
  return createCodec(catalogueTemplates());
}

/** The wire frame (JSON framing, packed) of the index-th event. */
export function trafficFrame(codec: ReturnType<typeof trafficCodec>, index: number, room?: string): string {
  const wire = codec.encodeServerEvent(trafficEvent(index, room), { framing: 'json', packing: 'packed' });
  if (typeof wire !== 'string') throw new Error('json framing gave bytes');
  return wire;
}
