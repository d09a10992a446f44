import { assign, fromCallback, sendTo, setup } from 'xstate';
import { lazyMachine } from '../lazy-machine';
import { type MultitrackFilter, type StreamAddress, streamUrl } from './stream-url';
import {
  endpointFor,
  type PlaybackCapabilities,
  resolvePlayback,
  type Tech,
  type TechFlags,
  type Transport,
} from './tech';

/** Spec 2 section 9: four quality renditions by default (the edge's ladder, highest first). */
export const defaultRenditions = ['540p', '360p', '240p', '160p'] as const;

/** `auto` lets the player adapt; a rendition name pins it. */
export type RenditionChoice = 'auto' | (string & {});

export const retryPolicy = { firstDelayMs: 1000, maxDelayMs: 16_000, maxAttempts: 5, webrtcAttempts: 2 };

/** What the player actor is started with. A token rotation or rendition switch is a command, not new input. */
export interface PlayerInput {
  transport: Transport;
  tech: Tech;
  url: string;
  token: string;
  renditions: readonly string[];
  rendition: RenditionChoice;
  muted: boolean;
}

/** Commands the panel sends to its player. */
export type PlayerCommand =
  | { type: 'player.play' }
  | { type: 'player.mute.set'; muted: boolean }
  | { type: 'player.rendition.set'; rendition: RenditionChoice; url: string }
  | { type: 'player.token.set'; token: string; url: string };

/** Facts the player reports about the media element and the stream. */
export type PlayerReport =
  | { type: 'player.attached' }
  | { type: 'player.playing' }
  | { type: 'player.paused' }
  | { type: 'player.autoplay.refused' }
  | { type: 'player.waiting' }
  | { type: 'player.progressed'; position: number }
  | { type: 'player.failed'; reason: string }
  | { type: 'player.rendition.changed'; rendition: string };

export type VideoPanelEvent =
  | PlayerReport
  | { type: 'stream.updated'; stream: StreamAddress | null }
  | { type: 'video.play' }
  | { type: 'video.mute' }
  | { type: 'video.unmute' }
  | { type: 'video.quality.select'; rendition: RenditionChoice }
  | { type: 'video.retry' }
  | { type: 'video.suspend' }
  | { type: 'video.resume' }
  | { type: 'video.viewport.left' }
  | { type: 'video.viewport.entered' }
  | { type: 'video.floating.close' }
  | { type: 'settings.floating.changed'; enabled: boolean }
  | { type: 'ageVerification.changed'; required: boolean };

export interface VideoPanelInput {
  stream: StreamAddress | null;
  capabilities: PlaybackCapabilities;
  requestedTech?: 'webrtc' | 'hls';
  flags?: Partial<TechFlags>;
  /** The room's quality_renditions: how many renditions the edge makes (four by default). */
  renditionCount?: number;
  /** The rendition names, highest first, when an edge names its own. */
  renditions?: readonly string[];
  filter?: MultitrackFilter;
  ageVerificationRequired?: boolean;
  /** The user setting video_player_floating_enabled. */
  floatingEnabled?: boolean;
}

export interface VideoPanelContext {
  stream: StreamAddress | null;
  capabilities: PlaybackCapabilities;
  requestedTech: 'webrtc' | 'hls';
  flags: TechFlags;
  renditions: readonly string[];
  filter: MultitrackFilter | undefined;
  tech: Tech | null;
  transport: Transport | null;
  url: string | null;
  selectedRendition: RenditionChoice;
  activeRendition: string | null;
  muted: boolean;
  /** Failed attempts in a row; reset once playback advances. */
  attempt: number;
  lastFailure: string | null;
  ageVerificationRequired: boolean;
  floatingEnabled: boolean;
  /** How many times a player was attached: a token rotation must not add one. */
  attachments: number;
}

/** The renditions offered: the room's list, narrowed by a multitrack filter's video tracks. */
function offeredRenditions(input: VideoPanelInput): string[] {
  const named = input.renditions?.length ? [...input.renditions] : [...defaultRenditions];
  const count = input.renditionCount && input.renditionCount > 0 ? input.renditionCount : named.length;
  const all = named.slice(0, count);
  const keep = input.filter?.video;
  return keep?.length ? all.filter((_, index) => keep.includes(index + 1)) : all;
}

function urlFor(
  context: VideoPanelContext,
  tech: Tech,
  rendition = context.selectedRendition,
): string | null {
  if (!context.stream) return null;
  return streamUrl(context.stream, endpointFor(tech), {
    ...(context.filter ? { filter: context.filter } : {}),
    ...(rendition !== 'auto' ? { rendition } : {}),
  });
}

const sameStream = (a: StreamAddress | null, b: StreamAddress | null) =>
  a !== null && b !== null && a.edgeServers[0] === b.edgeServers[0] && a.streamName === b.streamName;

/** A placeholder the app replaces with `.provide({ actors: { player } })`; it never reports. */
const unprovidedPlayer = fromCallback<PlayerCommand, PlayerInput>(() => undefined);

export const videoPanelMachine = lazyMachine(() =>
  setup({
    types: {
      context: {} as VideoPanelContext,
      events: {} as VideoPanelEvent,
      input: {} as VideoPanelInput,
    },
    actors: { player: unprovidedPlayer },
    delays: {
      attachTimeout: 15_000,
      stallTimeout: 10_000,
      retryBackoff: ({ context }) =>
        Math.min(retryPolicy.firstDelayMs * 2 ** Math.max(0, context.attempt - 1), retryPolicy.maxDelayMs),
    },
    guards: {
      hasNoStream: ({ context }) => context.stream === null,
      cannotPlay: ({ context }) =>
        resolvePlayback(context.requestedTech, context.flags, context.capabilities) === null ||
        urlFor(context, 'hls') === null,
      isTokenRotation: ({ context, event }) =>
        event.type === 'stream.updated' &&
        sameStream(context.stream, event.stream) &&
        context.stream?.token !== event.stream?.token,
      isSameStream: ({ context, event }) =>
        event.type === 'stream.updated' &&
        sameStream(context.stream, event.stream) &&
        context.stream?.token === event.stream?.token,
      retriesExhausted: ({ context }) => context.attempt > retryPolicy.maxAttempts,
      canSwitchQuality: ({ context, event }) =>
        event.type === 'video.quality.select' &&
        context.transport !== 'native-hls' &&
        (event.rendition === 'auto' || context.renditions.includes(event.rendition)),
      floatingEnabled: ({ context }) => context.floatingEnabled,
      floatingDisabled: ({ context }) => !context.floatingEnabled,
    },
    actions: {
      resolvePlayback: assign(({ context }) => {
        const choice = resolvePlayback(context.requestedTech, context.flags, context.capabilities);
        if (!choice) return {};
        return { ...choice, url: urlFor(context, choice.tech), attachments: context.attachments + 1 };
      }),
      replaceStream: assign(({ event }) =>
        event.type === 'stream.updated' ? { stream: event.stream, attempt: 0, lastFailure: null } : {},
      ),
      rotateToken: assign(({ context, event }) => {
        if (event.type !== 'stream.updated' || !event.stream || !context.stream) return {};
        const stream = { ...context.stream, token: event.stream.token };
        return { stream, url: context.tech ? urlFor({ ...context, stream }, context.tech) : null };
      }),
      forwardTokenToPlayer: sendTo(
        'player',
        ({ context }): PlayerCommand => ({
          type: 'player.token.set',
          token: context.stream?.token ?? '',
          url: context.url ?? '',
        }),
      ),
      recordFailure: assign({
        lastFailure: ({ event }) => (event.type === 'player.failed' ? event.reason : 'failed'),
      }),
      recordAttachTimeout: assign({ lastFailure: 'the player did not start in time' }),
      recordStall: assign({ lastFailure: 'playback stalled' }),
      countAttempt: assign(({ context }) => {
        const attempt = context.attempt + 1;
        // WebRTC that keeps failing gives way to HLS, which every edge serves.
        const fallBack = context.tech === 'webrtc' && attempt >= retryPolicy.webrtcAttempts;
        return fallBack ? { attempt, requestedTech: 'hls' as const } : { attempt };
      }),
      resetAttempts: assign({ attempt: 0, lastFailure: null }),
      selectRendition: assign(({ context, event }) => {
        if (event.type !== 'video.quality.select') return {};
        return {
          selectedRendition: event.rendition,
          url: context.tech ? urlFor(context, context.tech, event.rendition) : context.url,
        };
      }),
      forwardRenditionToPlayer: sendTo(
        'player',
        ({ context }): PlayerCommand => ({
          type: 'player.rendition.set',
          rendition: context.selectedRendition,
          url: context.url ?? '',
        }),
      ),
      recordActiveRendition: assign({
        activeRendition: ({ event, context }) =>
          event.type === 'player.rendition.changed' ? event.rendition : context.activeRendition,
      }),
      mute: assign({ muted: true }),
      unmute: assign({ muted: false }),
      forwardMuteToPlayer: sendTo(
        'player',
        ({ context }): PlayerCommand => ({
          type: 'player.mute.set',
          muted: context.muted,
        }),
      ),
      askPlayerToPlay: sendTo('player', { type: 'player.play' } satisfies PlayerCommand),
    },
  }).createMachine({
    id: 'videoPanel',
    description:
      'The room video panel (spec 2 section 4.12): picks WebRTC or HLS (dvr and vr flags override), muted autoplay with a play button when refused, quality switch, token rotation without reattaching, retries with back-off, stall detection, floating player.',
    context: ({ input }) => ({
      stream: input.stream,
      capabilities: input.capabilities,
      requestedTech: input.requestedTech ?? 'hls',
      flags: { dvr: input.flags?.dvr ?? false, vr: input.flags?.vr ?? false },
      renditions: offeredRenditions(input),
      filter: input.filter,
      tech: null,
      transport: null,
      url: null,
      selectedRendition: 'auto',
      activeRendition: null,
      muted: true,
      attempt: 0,
      lastFailure: null,
      ageVerificationRequired: input.ageVerificationRequired ?? false,
      floatingEnabled: input.floatingEnabled ?? false,
      attachments: 0,
    }),
    type: 'parallel',
    on: {
      'stream.updated': [
        { guard: 'isSameStream' },
        { guard: 'isTokenRotation', actions: 'rotateToken' },
        { target: '.playback.choosing', reenter: true, actions: 'replaceStream' },
      ],
      'video.suspend': { target: '.playback.suspended' },
      'settings.floating.changed': { actions: assign({ floatingEnabled: ({ event }) => event.enabled }) },
      'ageVerification.changed': {
        actions: assign({ ageVerificationRequired: ({ event }) => event.required }),
      },
      'video.mute': { actions: 'mute' },
      'video.unmute': { actions: 'unmute' },
      'video.quality.select': { guard: 'canSwitchQuality', actions: 'selectRendition' },
    },
    states: {
      playback: {
        initial: 'choosing',
        states: {
          choosing: {
            always: [
              { guard: 'hasNoStream', target: 'offline' },
              { guard: 'cannotPlay', target: 'unsupported' },
              { target: 'attached', actions: 'resolvePlayback' },
            ],
          },
          offline: { description: 'No stream to play: the room data names no edge or stream.' },
          unsupported: { description: 'This browser can play neither WebRTC nor HLS.' },
          suspended: {
            description: 'Told to stop (the room hides the video); the player is detached.',
            on: { 'video.resume': 'choosing' },
          },
          attached: {
            invoke: {
              id: 'player',
              src: 'player',
              input: ({ context }): PlayerInput => ({
                transport: context.transport ?? 'hls.js',
                tech: context.tech ?? 'hls',
                url: context.url ?? '',
                token: context.stream?.token ?? '',
                renditions: context.renditions,
                rendition: context.selectedRendition,
                muted: context.muted,
              }),
            },
            initial: 'attaching',
            on: {
              'stream.updated': {
                guard: 'isTokenRotation',
                actions: ['rotateToken', 'forwardTokenToPlayer'],
              },
              'player.failed': { target: 'retrying', actions: 'recordFailure' },
              'player.rendition.changed': { actions: 'recordActiveRendition' },
              'video.mute': { actions: ['mute', 'forwardMuteToPlayer'] },
              'video.unmute': { actions: ['unmute', 'forwardMuteToPlayer'] },
              'video.quality.select': {
                guard: 'canSwitchQuality',
                actions: ['selectRendition', 'forwardRenditionToPlayer'],
              },
            },
            states: {
              attaching: {
                on: { 'player.attached': 'starting' },
                after: {
                  attachTimeout: { target: '#videoPanel.playback.retrying', actions: 'recordAttachTimeout' },
                },
              },
              starting: {
                description:
                  'Muted autoplay: the player is asked to play and says whether the browser let it.',
                entry: 'askPlayerToPlay',
                on: { 'player.playing': 'playing', 'player.autoplay.refused': 'awaitingPlay' },
                after: {
                  attachTimeout: { target: '#videoPanel.playback.retrying', actions: 'recordAttachTimeout' },
                },
              },
              awaitingPlay: {
                description: 'Autoplay was refused or playback paused: a play button asks the viewer.',
                on: { 'video.play': 'starting', 'player.playing': 'playing' },
              },
              playing: {
                description: 'A watchdog: no progress within stallTimeout means playback stalled.',
                initial: 'advancing',
                on: {
                  'player.progressed': { target: 'playing', reenter: true, actions: 'resetAttempts' },
                  'player.paused': 'awaitingPlay',
                },
                after: { stallTimeout: { target: '#videoPanel.playback.retrying', actions: 'recordStall' } },
                states: {
                  advancing: { on: { 'player.waiting': 'buffering' } },
                  buffering: { on: { 'player.playing': 'advancing' } },
                },
              },
            },
          },
          retrying: {
            description: 'The player is detached; a new one is attached after a back-off that doubles.',
            entry: 'countAttempt',
            always: { guard: 'retriesExhausted', target: 'failed' },
            after: { retryBackoff: 'choosing' },
          },
          failed: {
            description: 'Gave up after the retries; the viewer may try again.',
            on: { 'video.retry': { target: 'choosing', actions: 'resetAttempts' } },
          },
        },
      },
      floating: {
        description: 'video_player_floating_enabled: the player floats while the panel is scrolled away.',
        initial: 'docked',
        states: {
          docked: { on: { 'video.viewport.left': { guard: 'floatingEnabled', target: 'floating' } } },
          floating: {
            always: { guard: 'floatingDisabled', target: 'docked' },
            on: { 'video.viewport.entered': 'docked', 'video.floating.close': 'dismissed' },
          },
          dismissed: {
            description: 'Closed by the viewer; docks again when the panel comes back into view.',
            on: { 'video.viewport.entered': 'docked' },
          },
        },
      },
    },
  }),
);

export type { StreamAddress } from './stream-url';
export type { PlaybackCapabilities, Tech, Transport } from './tech';
