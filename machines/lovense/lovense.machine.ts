import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import type { ChatStatus } from '../private-show/private-show.rules';
import { allHold, firstFailure, type Rule } from '../private-show/rules';

export interface ToyControl {
  username: string;
  controlType: string;
  durationSeconds: number;
  tokenPrice: number;
  cruisePattern: string | null;
}

/** What the room answer says of its toy (spec 2 section 3.6). */
export interface LovenseRoomFacts {
  model: string;
  status: ChatStatus;
  /** The room offers toy control (control-her). */
  available: boolean;
  tokenPrice: number;
  durationSeconds: number;
  controlType: string;
  /** Who controls when the room answer was read. */
  controller: string | null;
}

export interface LovenseContext {
  room: LovenseRoomFacts;
  /** The viewer ('' for a guest). */
  username: string;
  isStreamer: boolean;
  control: ToyControl | null;
  queue: string[];
  queueSize: number;
  /** The level this viewer last set while controlling (0 to toyLevelMax). */
  level: number;
  notice: string | null;
}

/** The toy-control API's range (Lovense's Vibrate:0-20). */
export const toyLevelMax = 20;

export type LovenseEvent =
  | EventOf<'v3.lovense.control.start'>
  | EventOf<'v3.lovense.control.stop'>
  | EventOf<'v3.lovense.queue'>
  | { type: 'room.mode.changed' }
  | { type: 'room.updated'; room: LovenseRoomFacts }
  | { type: 'lovense.request' }
  | { type: 'toy.level'; level: number };

export type LovenseInput = Pick<LovenseContext, 'room' | 'username' | 'isStreamer'>;

export const lovenseActors = {
  /** Buys a turn (the server answers whether it is now or queued). */
  buyTurn: fromPromise<{ queued: boolean }, { model: string }>(async () => {
    throw new Error('buyTurn is provided by the app');
  }),
  /** Drives the toy through the toy-control API while this viewer holds control; takes toy.level. */
  driveToy: fromCallback<{ type: 'toy.level'; level: number }, { model: string; control: ToyControl }>(
    () => () => {},
  ),
};

/** Spec 2 sections 4.8 and 6: viewers, never the streamer, see the Lovense-available notice. */
export const showsLovenseNotice = (context: Pick<LovenseContext, 'room' | 'isStreamer'>) =>
  context.room.available && !context.isStreamer;

const holdsOrWaits = (context: LovenseContext) =>
  context.control?.username === context.username || context.queue.includes(context.username);

export const buyTurnRules: readonly Rule<LovenseContext>[] = [
  { name: 'available', holds: (c) => c.room.available, why: 'Toy control is off in this room.' },
  {
    name: 'publicShow',
    holds: (c) => c.room.status === 'online' || c.room.status === 'standby',
    why: 'Toy control is for the public show.',
  },
  { name: 'loggedIn', holds: (c) => c.username !== '', why: 'Log in to control the toy.' },
  { name: 'notStreamer', holds: (c) => !c.isStreamer, why: 'This is your own toy.' },
  { name: 'noTurnYet', holds: (c) => !holdsOrWaits(c), why: 'You already have a turn.' },
];
export const whyNoTurn = (context: LovenseContext) => firstFailure(buyTurnRules, context);

const controlOf = (room: LovenseRoomFacts): ToyControl | null =>
  room.controller
    ? {
        username: room.controller,
        controlType: room.controlType,
        durationSeconds: room.durationSeconds,
        tokenPrice: room.tokenPrice,
        cruisePattern: null,
      }
    : null;

export const lovenseMachine = lazyMachine(() =>
  setup({
    types: { context: {} as LovenseContext, events: {} as LovenseEvent, input: {} as LovenseInput },
    actors: lovenseActors,
    guards: {
      mine: ({ context }) => context.control?.username === context.username,
      someoneControls: ({ context }) => context.control !== null,
      controllerChanged: ({ context, event }) =>
        event.type === 'room.updated' && event.room.controller !== (context.control?.username ?? null),
      canBuy: ({ context }) => allHold(buyTurnRules, context),
      validLevel: ({ event }) =>
        event.type === 'toy.level' &&
        Number.isInteger(event.level) &&
        event.level >= 0 &&
        event.level <= toyLevelMax,
    },
    actions: {
      takeControl: assign({
        control: ({ event }) =>
          event.type === 'v3.lovense.control.start'
            ? {
                username: event.payload.username,
                controlType: event.payload.control_type,
                durationSeconds: event.payload.duration_seconds,
                tokenPrice: event.payload.token_price,
                cruisePattern: event.payload.cruise_pattern ?? null,
              }
            : null,
        level: 0,
      }),
      reset: assign({ control: null, queue: [], queueSize: 0, level: 0 }),
    },
  }).createMachine({
    id: 'lovense',
    description:
      'Toy control in a room: buy a turn, who controls, the queue, the control pad while it is mine; a mode change resets control.',
    context: ({ input }) => ({
      ...input,
      control: controlOf(input.room),
      queue: [],
      queueSize: 0,
      level: 0,
      notice: null,
    }),
    type: 'parallel',
    on: {
      'v3.lovense.queue': {
        actions: assign({
          queue: ({ event }) => [...event.payload.usernames],
          queueSize: ({ event }) => event.payload.queue_size,
        }),
      },
    },
    states: {
      control: {
        on: {
          'v3.lovense.control.start': { target: '.controlled', reenter: true, actions: 'takeControl' },
          'room.mode.changed': { target: '.idle', actions: 'reset' },
          // A re-read room answer (after a reconnect) is the truth about who controls now.
          'room.updated': [
            {
              guard: 'controllerChanged',
              target: '.idle',
              reenter: true,
              actions: assign({
                room: ({ event }) => event.room,
                control: ({ event }) => controlOf(event.room),
                level: 0,
              }),
            },
            { actions: assign({ room: ({ event }) => event.room }) },
          ],
        },
        initial: 'idle',
        states: {
          // A turn already running when the room was read starts the chart in `controlled`.
          idle: { always: { guard: 'someoneControls', target: 'controlled' } },
          controlled: {
            on: {
              'v3.lovense.control.stop': { target: 'idle', actions: assign({ control: null, level: 0 }) },
            },
            initial: 'checking',
            states: {
              checking: { always: [{ guard: 'mine', target: 'mine' }, { target: 'others' }] },
              others: {},
              mine: {
                invoke: {
                  id: 'toy',
                  src: 'driveToy',
                  input: ({ context }) => ({
                    model: context.room.model,
                    control: context.control as ToyControl,
                  }),
                },
                on: {
                  'toy.level': {
                    guard: 'validLevel',
                    actions: [
                      assign({ level: ({ event }) => event.level }),
                      sendTo('toy', ({ event }) => event),
                    ],
                  },
                },
              },
            },
          },
        },
      },
      purchase: {
        initial: 'ready',
        states: {
          ready: {
            on: {
              'lovense.request': { guard: 'canBuy', target: 'buying', actions: assign({ notice: null }) },
            },
          },
          buying: {
            invoke: {
              src: 'buyTurn',
              input: ({ context }) => ({ model: context.room.model }),
              onDone: {
                target: 'ready',
                actions: assign({
                  notice: ({ event }) => (event.output.queued ? 'You are in the queue for the toy.' : null),
                }),
              },
              onError: {
                target: 'ready',
                actions: assign({
                  notice: ({ event }) =>
                    event.error instanceof Error && event.error.message
                      ? event.error.message
                      : 'Could not buy a turn of toy control.',
                }),
              },
            },
          },
        },
      },
    },
  }),
);
