import { assign, fromPromise, setup } from 'xstate';
import { allHold, firstFailure, type Rule } from '../private-show/rules';

export type TipSplitMode = 'available' | 'proposed' | 'canceled' | 'success';

/** The tip split as the /tip_split chat command carries it (spec 2 section 3.3). */
export interface TipSplit {
  mode: TipSplitMode;
  splitters: string[];
  target_splitters: number;
  split_amount: number;
  remaining: number;
}

export interface TipSplitFacts {
  split: TipSplit | null;
  privateRunning: boolean;
  username: string;
}

const modes: readonly string[] = ['available', 'proposed', 'canceled', 'success'];
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads `/tip_split {json}`; anything that is not a well-formed split is null. */
export function parseTipSplitCommand(text: string): TipSplit | null {
  const match = /^\/tip_split\s+(.+)$/s.exec(text.trim());
  if (!match?.[1]) return null;
  let value: unknown;
  try {
    value = JSON.parse(match[1]);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const split = value as Record<string, unknown>;
  if (typeof split.mode !== 'string' || !modes.includes(split.mode)) return null;
  if (!isStringArray(split.splitters)) return null;
  if (!isCount(split.target_splitters) || !isCount(split.split_amount) || !isCount(split.remaining))
    return null;
  return {
    mode: split.mode as TipSplitMode,
    splitters: split.splitters,
    target_splitters: split.target_splitters,
    split_amount: split.split_amount,
    remaining: split.remaining,
  };
}

export const startSplitRules: readonly Rule<TipSplitFacts>[] = [
  {
    name: 'splitAvailable',
    holds: (facts) => facts.split?.mode === 'available',
    why: 'No tip split is on offer.',
  },
  { name: 'noPrivate', holds: (facts) => !facts.privateRunning, why: 'A private is running.' },
];

export const joinSplitRules: readonly Rule<TipSplitFacts>[] = [
  { name: 'splitProposed', holds: (facts) => facts.split?.mode === 'proposed', why: 'No tip split to join.' },
  { name: 'noPrivate', holds: (facts) => !facts.privateRunning, why: 'A private is running.' },
  {
    name: 'notASplitter',
    holds: (facts) => !facts.split?.splitters.includes(facts.username),
    why: 'You are already in this split.',
  },
];

export const whyNotTipSplit = (facts: TipSplitFacts, action: 'start' | 'join') =>
  firstFailure(action === 'start' ? startSplitRules : joinSplitRules, facts);

export type TipSplitEvent =
  | { type: 'tipSplit.updated'; split: TipSplit | null }
  | { type: 'privateRunning.changed'; running: boolean }
  | { type: 'tipSplit.start' }
  | { type: 'tipSplit.join' };

export const tipSplitActors = {
  startSplit: fromPromise<void, { amount: number }>(async () => {
    throw new Error('startSplit is provided by the app');
  }),
  joinSplit: fromPromise<void, { amount: number }>(async () => {
    throw new Error('joinSplit is provided by the app');
  }),
};

export const tipSplitMachine = setup({
  types: {
    context: {} as TipSplitFacts & { notice: string | null },
    events: {} as TipSplitEvent,
    input: {} as TipSplitFacts,
  },
  actors: tipSplitActors,
  guards: {
    canStart: ({ context }) => allHold(startSplitRules, context),
    canJoin: ({ context }) => allHold(joinSplitRules, context),
  },
}).createMachine({
  id: 'tipSplit',
  description: 'Tip split: start one when available, join a proposed one (never during a private).',
  context: ({ input }) => ({ ...input, notice: null }),
  on: {
    'tipSplit.updated': { actions: assign({ split: ({ event }) => event.split }) },
    'privateRunning.changed': { actions: assign({ privateRunning: ({ event }) => event.running }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tipSplit.start': { guard: 'canStart', target: 'starting' },
        'tipSplit.join': { guard: 'canJoin', target: 'joining' },
      },
    },
    starting: {
      invoke: {
        src: 'startSplit',
        input: ({ context }) => ({ amount: context.split?.split_amount ?? 0 }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ notice: 'Could not start the tip split.' }) },
      },
    },
    joining: {
      invoke: {
        src: 'joinSplit',
        input: ({ context }) => ({ amount: context.split?.split_amount ?? 0 }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ notice: 'Could not join the tip split.' }) },
      },
    },
  },
});
