import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatMessage } from '../../protocol/fixtures';
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
const facts = { model: 'rosa', split: split(), privateRunning: false, username: 'bob' };

const chatLine = (username: string, message: string) =>
  chatMessage(username, message, { is_model: username === 'rosa' });

function start(initial: TipSplit | null, options: { privateRunning?: boolean; fail?: Error } = {}) {
  const calls: string[] = [];
  const machine = tipSplitMachine().provide({
    actors: {
      startSplit: fromPromise(async ({ input }) => {
        calls.push(`start ${input.model} ${input.splitters}x${input.amount}`);
        if (options.fail) throw options.fail;
      }),
      joinSplit: fromPromise(async ({ input }) => {
        calls.push(`join ${input.model} ${input.amount}`);
        if (options.fail) throw options.fail;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ...facts, split: initial, privateRunning: options.privateRunning ?? false },
  }).start();
  return { actor, calls };
}

describe('tip split', () => {
  it('parses /tip_split JSON and rejects anything malformed', () => {
    expect(parseTipSplitCommand(`/tip_split ${JSON.stringify(split())}`)).toEqual(split());
    expect(parseTipSplitCommand('/tip_split {"mode":"weird"}')).toBeNull();
    expect(parseTipSplitCommand('/tip_split not json')).toBeNull();
    expect(parseTipSplitCommand('hello')).toBeNull();
  });

  it("takes the split's state from the model's /tip_split command only", () => {
    const { actor } = start(split({ mode: 'available' }));
    actor.send(chatLine('mallory', `/tip_split ${JSON.stringify(split({ split_amount: 1 }))}`));
    expect(actor.getSnapshot().context.split?.mode).toBe('available');
    actor.send(chatLine('rosa', `/tip_split ${JSON.stringify(split({ split_amount: 40 }))}`));
    expect(actor.getSnapshot().context.split).toMatchObject({ mode: 'proposed', split_amount: 40 });
    actor.send(chatLine('rosa', '/tip_split {broken'));
    expect(actor.getSnapshot().context.split?.split_amount).toBe(40);
  });

  it('joins a proposed split when not a splitter and no private runs', async () => {
    const { actor, calls } = start(split());
    actor.send({ type: 'tipSplit.join' });
    await flush();
    expect(calls).toEqual(['join rosa 50']);
  });

  it('says why a join or start is refused', () => {
    const mine = { ...facts, split: split({ splitters: ['bob'] }) };
    expect(whyNotTipSplit(mine, 'join')).toBe('You are already in this split.');
    expect(whyNotTipSplit({ ...mine, privateRunning: true }, 'join')).toBe('A private is running.');
    expect(whyNotTipSplit(mine, 'start')).toBe('No tip split is on offer.');
    expect(whyNotTipSplit({ ...mine, split: split({ mode: 'available' }) }, 'start')).toBeNull();
    expect(whyNotTipSplit({ ...mine, username: '' }, 'join')).toBe('Log in to split a tip.');
  });

  it('starts only a well-formed proposal, never during a private', async () => {
    const { actor, calls } = start(split({ mode: 'available' }), { privateRunning: true });
    actor.send({ type: 'tipSplit.start', splitters: 3, amount: 20 });
    await flush();
    expect(calls).toEqual([]);
    actor.send({ type: 'privateRunning.changed', running: false });
    actor.send({ type: 'tipSplit.start', splitters: 1, amount: 20 });
    actor.send({ type: 'tipSplit.start', splitters: 3, amount: 0.5 });
    await flush();
    expect(calls).toEqual([]);
    actor.send({ type: 'tipSplit.start', splitters: 3, amount: 20 });
    await flush();
    expect(calls).toEqual(['start rosa 3x20']);
  });

  it("shows the server's reason when a call fails", async () => {
    const { actor } = start(split(), { fail: new Error('Not enough tokens.') });
    actor.send({ type: 'tipSplit.join' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBe('Not enough tokens.');
  });
});
