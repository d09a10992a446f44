import { assign, fromPromise, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import { allHold, firstFailure, type Rule } from '../private-show/rules';
import { type SharecamConstraints, sharecamConstraints } from '../sharecam/sharecam.machine';

/** What the cam2cam flow needs to know about the room; the app refreshes it with `room.updated`. */
export interface Cam2camFacts {
  model: string;
  loggedIn: boolean;
  /** The viewer is the one in this room's running private. */
  inOwnPrivate: boolean;
}

export const cam2camRules: readonly Rule<Cam2camFacts>[] = [
  { name: 'loggedIn', holds: (facts) => facts.loggedIn, why: 'Log in to use cam2cam.' },
  { name: 'inOwnPrivate', holds: (facts) => facts.inOwnPrivate, why: 'Cam2cam is for your own private.' },
];
export const cam2camAvailable = (facts: Cam2camFacts) => allHold(cam2camRules, facts);
export const whyNoCam2cam = (facts: Cam2camFacts) => firstFailure(cam2camRules, facts);

/** How long the server may take to answer a start with its ingest before the flow gives up. */
export const cam2camReadyTimeoutMs = 10_000;

/** Where the viewer's camera goes: the cam2cam server and its token (v3.cam2cam.ready). */
export interface Cam2camIngest {
  server: string;
  token: string;
}

export type Cam2camEvent =
  | EventOf<'v3.cam2cam.ready'>
  | EventOf<'v3.cam2cam.end'>
  | EventOf<'v3.private.end'>
  | { type: 'room.updated'; facts: Cam2camFacts }
  | { type: 'cam2cam.start' }
  | { type: 'cam2cam.stop' };

/** getUserMedia and the start frame belong to the app. */
export const cam2camActors = {
  openCamera: fromPromise<void, SharecamConstraints>(async () => {
    throw new Error('openCamera is provided by the app');
  }),
  startCam2cam: fromPromise<void, { model: string }>(async () => {
    throw new Error('startCam2cam is provided by the app');
  }),
};

export const cam2camMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as { facts: Cam2camFacts; ingest: Cam2camIngest | null; notice: string | null },
      events: {} as Cam2camEvent,
      input: {} as Cam2camFacts,
    },
    actors: cam2camActors,
    guards: {
      available: ({ context }) => cam2camAvailable(context.facts),
      noLongerAvailable: ({ event }) => event.type === 'room.updated' && !cam2camAvailable(event.facts),
      aboutThisRoom: ({ context, event }) =>
        'payload' in event && event.payload.broadcaster === context.facts.model,
    },
    delays: { readyTimeout: cam2camReadyTimeoutMs },
    /**
     * Provided by the app: releaseCamera stops the camera's tracks, endCam2cam tells the server
     * (v3.cam2cam.end), announce shows the notice.
     */
    actions: {
      releaseCamera: () => {},
      endCam2cam: () => {},
      announce: () => {},
      takeFacts: assign(({ event }) => (event.type === 'room.updated' ? { facts: event.facts } : {})),
    },
  }).createMachine({
    id: 'cam2cam',
    description:
      "The viewer's camera in their own private: open the camera, send v3.cam2cam.start, keep the ingest the server answers with, end.",
    context: ({ input }) => ({ facts: input, ingest: null, notice: null }),
    on: { 'room.updated': { actions: 'takeFacts' } },
    initial: 'idle',
    states: {
      idle: {
        on: { 'cam2cam.start': { guard: 'available', target: 'sending' } },
      },
      sending: {
        entry: assign({ ingest: null, notice: null }),
        // Whatever ends the flow, the camera's tracks stop here.
        exit: 'releaseCamera',
        on: {
          'cam2cam.stop': { target: 'ended', actions: 'endCam2cam' },
          'v3.cam2cam.end': { guard: 'aboutThisRoom', target: 'ended' },
          'v3.private.end': { guard: 'aboutThisRoom', target: 'ended' },
          'room.updated': [
            { guard: 'noLongerAvailable', target: 'ended', actions: ['takeFacts', 'endCam2cam'] },
            { actions: 'takeFacts' },
          ],
        },
        initial: 'opening',
        states: {
          opening: {
            // The server has not been told yet: stopping here needs no end frame.
            on: { 'cam2cam.stop': '#cam2cam.ended' },
            invoke: {
              src: 'openCamera',
              input: () => sharecamConstraints('user'),
              onDone: 'starting',
              onError: {
                target: '#cam2cam.ended',
                actions: [assign({ notice: 'The camera could not be opened.' }), 'announce'],
              },
            },
          },
          starting: {
            invoke: {
              src: 'startCam2cam',
              input: ({ context }) => ({ model: context.facts.model }),
              onError: {
                target: '#cam2cam.ended',
                actions: [assign({ notice: 'Could not start cam2cam.' }), 'announce'],
              },
            },
            on: {
              'v3.cam2cam.ready': {
                guard: 'aboutThisRoom',
                target: 'ready',
                actions: assign({
                  ingest: ({ event }) => ({
                    server: event.payload.c2c_server,
                    token: event.payload.video_play_token,
                  }),
                }),
              },
            },
            after: {
              readyTimeout: {
                target: '#cam2cam.ended',
                actions: ['endCam2cam', assign({ notice: 'The cam2cam server did not answer.' }), 'announce'],
              },
            },
          },
          ready: {},
        },
      },
      ended: {
        on: { 'cam2cam.start': { guard: 'available', target: 'sending' } },
      },
    },
  }),
);
