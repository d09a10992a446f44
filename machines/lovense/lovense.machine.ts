import { assign, fromCallback, setup } from 'xstate';
import type { EventOf } from '../../protocol';

export interface ToyControl {
  username: string;
  controlType: string;
  durationSeconds: number;
  tokenPrice: number;
  cruisePattern: string | null;
}

export interface LovenseContext {
  username: string;
  isStreamer: boolean;
  /** The room offers toy control (control-her). */
  available: boolean;
  control: ToyControl | null;
  queue: string[];
  queueSize: number;
}

export type LovenseEvent =
  | EventOf<'v3.lovense.control.start'>
  | EventOf<'v3.lovense.control.stop'>
  | EventOf<'v3.lovense.queue'>
  | { type: 'room.mode.changed' };

export type LovenseInput = Pick<LovenseContext, 'username' | 'isStreamer' | 'available'>;

/** Drives the toy through the local toy-control API while this viewer holds control (app-provided). */
export const lovenseActors = {
  driveToy: fromCallback<{ type: string }, ToyControl>(() => () => {}),
};

/** Spec 2 section 4.8 and 6: viewers, never the streamer, see the Lovense-available notice. */
export const showsLovenseNotice = (context: LovenseContext) => context.available && !context.isStreamer;

export const lovenseMachine = setup({
  types: { context: {} as LovenseContext, events: {} as LovenseEvent, input: {} as LovenseInput },
  actors: lovenseActors,
  guards: {
    mine: ({ context }) => context.control?.username === context.username,
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
    }),
    reset: assign({ control: null, queue: [], queueSize: 0 }),
  },
}).createMachine({
  id: 'lovense',
  description: 'Toy control in a room: who controls, the queue; a mode change resets control.',
  context: ({ input }) => ({ ...input, control: null, queue: [], queueSize: 0 }),
  on: {
    'v3.lovense.queue': {
      actions: assign({
        queue: ({ event }) => [...event.payload.usernames],
        queueSize: ({ event }) => event.payload.queue_size,
      }),
    },
    'v3.lovense.control.start': { target: '.controlled', reenter: true, actions: 'takeControl' },
    'room.mode.changed': { target: '.idle', actions: 'reset' },
  },
  initial: 'idle',
  states: {
    idle: {},
    controlled: {
      on: { 'v3.lovense.control.stop': { target: 'idle', actions: assign({ control: null }) } },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'mine', target: 'mine' }, { target: 'others' }] },
        others: {},
        mine: { invoke: { src: 'driveToy', input: ({ context }) => context.control as ToyControl } },
      },
    },
  },
});
