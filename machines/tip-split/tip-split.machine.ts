import { assign, fromPromise, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
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
  /** The room's model: only her /tip_split commands are the split's state. */
  model: string;
  split: TipSplit | null;
  privateRunning: boolean;
  /** The viewer ('' for a guest). */
  username: string;
}

/** A split's size and share (spec 2 section 4.7; the simulator's designed route checks the same). */
export const splitLimits = { minSplitters: 2, maxSplitters: 20, minAmount: 1, maxAmount: 10_000 };

const modes: readonly string[] = ['available', 'proposed', 'canceled', 'success'];
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Validates the JSON a /tip_split command carries; anything that is not a well-formed split is null. */
export function parseTipSplit(json: string): TipSplit | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
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

/** Reads `/tip_split {json}`; anything else is null. */
export function parseTipSplitCommand(text: string): TipSplit | null {
  const match = /^\/tip_split\s+(.+)$/s.exec(text.trim());
  return match?.[1] ? parseTipSplit(match[1]) : null;
}

const loggedIn: Rule<TipSplitFacts> = {
  name: 'loggedIn',
  holds: (facts) => facts.username !== '',
  why: 'Log in to split a tip.',
};

export const startSplitRules: readonly Rule<TipSplitFacts>[] = [
  loggedIn,
  {
    name: 'splitAvailable',
    holds: (facts) => facts.split?.mode === 'available',
    why: 'No tip split is on offer.',
  },
  { name: 'noPrivate', holds: (facts) => !facts.privateRunning, why: 'A private is running.' },
];

export const joinSplitRules: readonly Rule<TipSplitFacts>[] = [
  loggedIn,
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

export interface SplitProposal {
  splitters: number;
  amount: number;
}

export const validProposal = ({ splitters, amount }: SplitProposal) =>
  Number.isInteger(splitters) &&
  splitters >= splitLimits.minSplitters &&
  splitters <= splitLimits.maxSplitters &&
  Number.isInteger(amount) &&
  amount >= splitLimits.minAmount &&
  amount <= splitLimits.maxAmount;

export type TipSplitEvent =
  | EventOf<'v3.chat.message'>
  | { type: 'tipSplit.updated'; split: TipSplit | null }
  | { type: 'privateRunning.changed'; running: boolean }
  | ({ type: 'tipSplit.start' } & SplitProposal)
  | { type: 'tipSplit.join' };

const failureNotice =
  (fallback: string) =>
  ({ event }: { event: { error: unknown } }) =>
    event.error instanceof Error && event.error.message ? event.error.message : fallback;

export const tipSplitActors = {
  startSplit: fromPromise<void, SplitProposal & { model: string }>(async () => {
    throw new Error('startSplit is provided by the app');
  }),
  joinSplit: fromPromise<void, { model: string; amount: number }>(async () => {
    throw new Error('joinSplit is provided by the app');
  }),
};

export const tipSplitMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as TipSplitFacts & { notice: string | null; proposal: SplitProposal },
      events: {} as TipSplitEvent,
      input: {} as TipSplitFacts,
    },
    actors: tipSplitActors,
    guards: {
      fromTheModel: ({ context, event }) =>
        event.type === 'v3.chat.message' && event.payload.user.username === context.model,
      canStart: ({ context, event }) =>
        event.type === 'tipSplit.start' && validProposal(event) && allHold(startSplitRules, context),
      canJoin: ({ context }) => allHold(joinSplitRules, context),
    },
  }).createMachine({
    id: 'tipSplit',
    description:
      "Tip split: start one when available, join a proposed one (never during a private); the model's /tip_split commands carry its state.",
    context: ({ input }) => ({ ...input, notice: null, proposal: { splitters: 0, amount: 0 } }),
    on: {
      'tipSplit.updated': { actions: assign({ split: ({ event }) => event.split }) },
      // Anyone can type '/tip_split {...}' in chat; only the model's is the room's split.
      'v3.chat.message': {
        guard: 'fromTheModel',
        actions: assign({
          split: ({ context, event }) => parseTipSplitCommand(event.payload.message) ?? context.split,
        }),
      },
      'privateRunning.changed': { actions: assign({ privateRunning: ({ event }) => event.running }) },
    },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'tipSplit.start': {
            guard: 'canStart',
            target: 'starting',
            actions: assign({
              notice: null,
              proposal: ({ event }) => ({ splitters: event.splitters, amount: event.amount }),
            }),
          },
          'tipSplit.join': { guard: 'canJoin', target: 'joining', actions: assign({ notice: null }) },
        },
      },
      starting: {
        invoke: {
          src: 'startSplit',
          input: ({ context }) => ({ model: context.model, ...context.proposal }),
          onDone: 'idle',
          onError: {
            target: 'idle',
            actions: assign({ notice: failureNotice('Could not start the tip split.') }),
          },
        },
      },
      joining: {
        invoke: {
          src: 'joinSplit',
          input: ({ context }) => ({ model: context.model, amount: context.split?.split_amount ?? 0 }),
          onDone: 'idle',
          onError: {
            target: 'idle',
            actions: assign({ notice: failureNotice('Could not join the tip split.') }),
          },
        },
      },
    },
  }),
);
