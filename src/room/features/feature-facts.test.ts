import { describe, expect, it } from 'vitest';
import { featuresRoomSchema, lovenseFacts, tipSplitFacts } from './feature-facts';

const answer = {
  chat: { status: 'private' },
  user: { username: 'rosa' },
  tipSplit: { mode: 'proposed', splitters: ['a'], target_splitters: 3, split_amount: 20, remaining: 2 },
  lovense: { isEnabled: true, controlType: 'vibrate', tokenPrice: 50, durationSeconds: 60, controller: 'a' },
};

describe('room features at the boundary', () => {
  it('turns the room answer into the facts of the tip split and toy control', () => {
    const room = featuresRoomSchema.parse(answer);
    expect(tipSplitFacts(room, { username: 'bob', isStreamer: false })).toEqual({
      model: 'rosa',
      split: answer.tipSplit,
      privateRunning: true,
      username: 'bob',
    });
    expect(lovenseFacts(room)).toMatchObject({ status: 'private', available: true, controller: 'a' });
  });

  it('reads a backend without the features as "not on offer"', () => {
    const room = featuresRoomSchema.parse({ chat: { status: 'online' }, user: { username: 'rosa' } });
    expect(tipSplitFacts(room, { username: '', isStreamer: false }).split).toBeNull();
    expect(lovenseFacts(room).available).toBe(false);
  });

  it('refuses a malformed split or toy state instead of rendering it', () => {
    const badSplit = { ...answer, tipSplit: { ...answer.tipSplit, mode: 'maybe' } };
    const badToy = { ...answer, lovense: { ...answer.lovense, tokenPrice: -5 } };
    expect(featuresRoomSchema.safeParse(badSplit).success).toBe(false);
    expect(featuresRoomSchema.safeParse(badToy).success).toBe(false);
  });
});
