import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parseTipSplitCommand, type TipSplit, tipSplitMachine, whyNotTipSplit } from './tip-split.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const split = (overrides: Partial<TipSplit> = {}): TipSplit => ({
  mode: 'proposed',
  splitters: ['alice'],
  target_splitters: 3,
  split_amount: 50,
  remaining: 2,
  ...overrides,
});

function start(initial: TipSplit | null, privateRunning = false) {
  const calls: string[] = [];
  const machine = tipSplitMachine.provide({
    actors: {
      startSplit: fromPromise(async ({ input }) => {
        calls.push(`start ${input.amount}`);
      }),
      joinSplit: fromPromise(async ({ input }) => {
        calls.push(`join ${input.amount}`);
      }),
    },
  });
  const actor = createActor(machine, { input: { split: initial, privateRunning, username: 'bob' } }).start();
  return { actor, calls };
}

describe('tip split', () => {
  it('parses /tip_split JSON and rejects anything malformed', () => {
    expect(parseTipSplitCommand(`/tip_split ${JSON.stringify(split())}`)).toEqual(split());
    expect(parseTipSplitCommand('/tip_split {"mode":"weird"}')).toBeNull();
    expect(parseTipSplitCommand('/tip_split not json')).toBeNull();
    expect(parseTipSplitCommand('hello')).toBeNull();
  });

  it('joins a proposed split when not a splitter and no private runs', async () => {
    const { actor, calls } = start(split());
    actor.send({ type: 'tipSplit.join' });
    await flush();
    expect(calls).toEqual(['join 50']);
  });

  it('says why a join or start is refused', () => {
    const facts = { split: split({ splitters: ['bob'] }), privateRunning: false, username: 'bob' };
    expect(whyNotTipSplit(facts, 'join')).toBe('You are already in this split.');
    expect(whyNotTipSplit({ ...facts, privateRunning: true }, 'join')).toBe('A private is running.');
    expect(whyNotTipSplit(facts, 'start')).toBe('No tip split is on offer.');
    expect(whyNotTipSplit({ ...facts, split: split({ mode: 'available' }) }, 'start')).toBeNull();
  });

  it('ignores a start during a private', async () => {
    const { actor, calls } = start(split({ mode: 'available' }), true);
    actor.send({ type: 'tipSplit.start' });
    await flush();
    expect(calls).toEqual([]);
    actor.send({ type: 'privateRunning.changed', running: false });
    actor.send({ type: 'tipSplit.start' });
    await flush();
    expect(calls).toEqual(['start 50']);
  });
});
