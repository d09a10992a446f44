import { assign, fromPromise, setup } from 'xstate';
import type { EventOf } from '../../protocol';
import { lazyMachine } from '../lazy-machine';
import type { ChatStatus } from '../private-show/private-show.rules';
import { allHold, firstFailure, type Rule } from '../private-show/rules';

export interface SharecamFacts {
  model: string;
  loggedIn: boolean;
  /** The viewer is this room's model. */
  isStreamer: boolean;
  status: ChatStatus;
  /** The viewer is in a private with this model. */
  inPrivate: boolean;
  privateRunning: boolean;
  limitedRunning: boolean;
  isAllowedInPublic: boolean;
  isAllowedInPrivate: boolean;
  isMobile: boolean;
}

export type Facing = 'user' | 'environment';

/** Spec 2 section 4.6: 320x240 up to 640x480 at 10 to 30 frames per second. */
export const sharecamConstraints = (facing: Facing) => ({
  audio: false,
  video: {
    width: { min: 320, ideal: 640, max: 640 },
    height: { min: 240, ideal: 480, max: 480 },
    frameRate: { min: 10, ideal: 30, max: 30 },
    facingMode: facing,
  },
});
export type SharecamConstraints = ReturnType<typeof sharecamConstraints>;

const onlineOrStandby = (facts: SharecamFacts) => facts.status === 'online' || facts.status === 'standby';

const viewerRules: readonly Rule<SharecamFacts>[] = [
  { name: 'loggedIn', holds: (facts) => facts.loggedIn, why: 'Log in to use ShareCam.' },
  { name: 'notStreamer', holds: (facts) => !facts.isStreamer, why: 'This is your own room.' },
];

export const publicSharecamRules: readonly Rule<SharecamFacts>[] = [
  ...viewerRules,
  { name: 'allowedInPublic', holds: (facts) => facts.isAllowedInPublic, why: 'ShareCam is off in public.' },
  {
    name: 'publicShowRunning',
    holds: (facts) => facts.limitedRunning || onlineOrStandby(facts),
    why: 'The model is not live.',
  },
];
export const privateSharecamRules: readonly Rule<SharecamFacts>[] = [
  ...viewerRules,
  {
    name: 'allowedInPrivate',
    holds: (facts) => facts.isAllowedInPrivate,
    why: 'ShareCam is off in privates.',
  },
  {
    name: 'privateShowRunning',
    holds: (facts) => facts.privateRunning || onlineOrStandby(facts),
    why: 'The model is not live.',
  },
];

const rulesFor = (facts: SharecamFacts) => (facts.inPrivate ? privateSharecamRules : publicSharecamRules);
export const sharecamAvailable = (facts: SharecamFacts) => allHold(rulesFor(facts), facts);
export const whyNoSharecam = (facts: SharecamFacts) => firstFailure(rulesFor(facts), facts);
export const sharecamDeclinedNotice = (name: string) => `${name} declined your ShareCam request.`;

export type SharecamEvent =
  | EventOf<'v3.sharecam.started'>
  | EventOf<'v3.sharecam.declined'>
  | EventOf<'v3.sharecam.end'>
  | { type: 'room.updated'; facts: SharecamFacts }
  | { type: 'sharecam.request' }
  | { type: 'sharecam.flip' }
  | { type: 'sharecam.stop' };

/** getUserMedia and the request call belong to the app; releasing the camera is its action. */
export const sharecamActors = {
  openCamera: fromPromise<void, SharecamConstraints>(async () => {
    throw new Error('openCamera is provided by the app');
  }),
  requestSharecam: fromPromise<void, { model: string }>(async () => {
    throw new Error('requestSharecam is provided by the app');
  }),
};

export const sharecamMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as { facts: SharecamFacts; facing: Facing; notice: string | null },
      events: {} as SharecamEvent,
      input: {} as SharecamFacts,
    },
    actors: sharecamActors,
    guards: {
      available: ({ context }) => sharecamAvailable(context.facts),
      /** The room changed under a request or a share so that ShareCam is no longer possible. */
      noLongerAvailable: ({ event }) => event.type === 'room.updated' && !sharecamAvailable(event.facts),
      isMobile: ({ context }) => context.facts.isMobile,
      aboutThisRoom: ({ context, event }) =>
        'payload' in event && event.payload.broadcaster === context.facts.model,
    },
    /**
     * Provided by the app: releaseCamera stops the camera's tracks, endSharecam tells the server the
     * viewer stopped (v3.sharecam.end), announce shows the notice (a toast).
     */
    actions: {
      releaseCamera: () => {},
      endSharecam: () => {},
      announce: () => {},
      takeFacts: assign(({ event }) => (event.type === 'room.updated' ? { facts: event.facts } : {})),
    },
  }).createMachine({
    id: 'sharecam',
    description: "Share the viewer's camera with the model: camera, request, the model's answer, flip, stop.",
    context: ({ input }) => ({ facts: input, facing: 'user', notice: null }),
    on: { 'room.updated': { actions: 'takeFacts' } },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'sharecam.request': { guard: 'available', target: 'opening', actions: assign({ notice: null }) },
        },
      },
      opening: {
        invoke: {
          src: 'openCamera',
          input: ({ context }) => sharecamConstraints(context.facing),
          onDone: 'requesting',
          onError: {
            target: 'idle',
            actions: [assign({ notice: 'The camera could not be opened.' }), 'announce'],
          },
        },
      },
      requesting: {
        invoke: {
          src: 'requestSharecam',
          input: ({ context }) => ({ model: context.facts.model }),
          onDone: 'waiting',
          onError: {
            target: 'idle',
            actions: [
              'releaseCamera',
              assign({ notice: 'Could not send the ShareCam request.' }),
              'announce',
            ],
          },
        },
      },
      waiting: {
        on: {
          'v3.sharecam.started': { guard: 'aboutThisRoom', target: 'sharing' },
          'v3.sharecam.declined': {
            guard: 'aboutThisRoom',
            target: 'idle',
            actions: [
              'releaseCamera',
              assign({ notice: ({ context }) => sharecamDeclinedNotice(context.facts.model) }),
              'announce',
            ],
          },
          'sharecam.stop': { target: 'idle', actions: ['releaseCamera', 'endSharecam'] },
          'room.updated': [
            {
              guard: 'noLongerAvailable',
              target: 'idle',
              actions: ['takeFacts', 'releaseCamera', 'endSharecam'],
            },
            { actions: 'takeFacts' },
          ],
        },
      },
      sharing: {
        initial: 'live',
        exit: 'releaseCamera',
        on: {
          'sharecam.stop': { target: 'idle', actions: 'endSharecam' },
          'v3.sharecam.end': { guard: 'aboutThisRoom', target: 'idle' },
          'room.updated': [
            { guard: 'noLongerAvailable', target: 'idle', actions: ['takeFacts', 'endSharecam'] },
            { actions: 'takeFacts' },
          ],
        },
        states: {
          live: {
            on: {
              'sharecam.flip': {
                guard: 'isMobile',
                target: 'flipping',
                actions: assign({
                  facing: ({ context }) => (context.facing === 'user' ? 'environment' : 'user'),
                }),
              },
            },
          },
          flipping: {
            invoke: {
              src: 'openCamera',
              input: ({ context }) => sharecamConstraints(context.facing),
              onDone: 'live',
              onError: {
                target: 'live',
                actions: assign({ notice: 'The other camera could not be opened.' }),
              },
            },
          },
        },
      },
    },
  }),
);
