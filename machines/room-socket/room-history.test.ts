import { describe, expect, it } from 'vitest';
import { backfillOf, roomEventOf } from './room-history';

describe('room history frame', () => {
  it('turns a history event into the room event it stands for, checked like a frame', () => {
    const tip = { tokens: 25, receiver_name: 'anna', sender_name: 'bob', type: 'tip' };
    expect(roomEventOf({ seq: 4, name: 'v3.tip.received', payload: tip })).toEqual({
      type: 'v3.tip.received',
      payload: tip,
      seq: 4,
    });
  });

  it('refuses what it cannot trust: a bad payload, an unknown name, a lobby or client event', () => {
    expect(roomEventOf({ seq: 4, name: 'v3.tip.received', payload: { tokens: 'many' } })).toBeNull();
    expect(roomEventOf({ seq: 4, name: 'v3.future.event', payload: {} })).toBeNull();
    expect(roomEventOf({ seq: 4, name: 'v3.lobby.restarting', payload: {} })).toBeNull();
    expect(roomEventOf({ seq: 4, name: 'v3.chat.send', payload: { message: 'x' } })).toBeNull();
  });

  it('carries the epoch and the trusted events into the backfill', () => {
    const backfill = backfillOf({
      type: 'v3.chat.history',
      payload: {
        entries: [],
        last_seq: 9,
        truncated: false,
        epoch: 'life-2',
        events: [
          { seq: 8, name: 'v3.chat.user_count', payload: { count: 3 } },
          { seq: 9, name: 'v3.nonsense', payload: {} },
        ],
      },
    });
    expect(backfill).toEqual({
      entries: [],
      lastSeq: 9,
      truncated: false,
      epoch: 'life-2',
      events: [{ type: 'v3.chat.user_count', payload: { count: 3 }, seq: 8 }],
    });
  });
});
