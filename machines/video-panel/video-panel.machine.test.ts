import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, SimulatedClock } from 'xstate';
import { connectVideoPanel } from './video-panel.connect';
import {
  type PlayerCommand,
  type PlayerInput,
  type PlayerReport,
  retryPolicy,
  type VideoPanelInput,
  videoPanelMachine,
} from './video-panel.machine';

interface FakePlayer {
  input: PlayerInput;
  commands: PlayerCommand[];
  report: (event: PlayerReport) => void;
  stopped: boolean;
}

const stream = { edgeServers: ['edge-a.test', 'edge-b.test'], streamName: 'anna', token: 'tok-1' };
const browser = { webrtc: true, mse: true, nativeHls: false };

/** The panel with a fake player that records what it was started with and told, and reports on demand. */
function start(input: Partial<VideoPanelInput> = {}) {
  const clock = new SimulatedClock();
  const players: FakePlayer[] = [];
  const player = fromCallback<PlayerCommand, PlayerInput>(({ input: playerInput, sendBack, receive }) => {
    const fake: FakePlayer = { input: playerInput, commands: [], report: sendBack, stopped: false };
    players.push(fake);
    receive((command) => fake.commands.push(command));
    return () => {
      fake.stopped = true;
    };
  });
  const actor = createActor(videoPanelMachine().provide({ actors: { player } }), {
    clock,
    input: { stream, capabilities: browser, ...input },
  }).start();
  const api = () => connectVideoPanel(actor.getSnapshot(), actor.send);
  const current = () => {
    const last = players.at(-1);
    if (!last) throw new Error('no player was attached');
    return last;
  };
  /** Attaches and starts playing (muted autoplay allowed). */
  const play = () => {
    current().report({ type: 'player.attached' });
    current().report({ type: 'player.playing' });
  };
  return { clock, actor, players, current, api, play };
}

const playerChild = (actor: { getSnapshot(): { children: Record<string, AnyActorRef | undefined> } }) =>
  actor.getSnapshot().children.player;

describe('video panel: attaching and muted autoplay', () => {
  it('attaches an HLS player to the first edge server’s playlist, muted, four renditions offered', () => {
    const { api, current } = start();
    expect(api().state).toBe('attaching');
    expect(api().flags.loading).toBe(true);
    expect(current().input).toMatchObject({
      transport: 'hls.js',
      tech: 'hls',
      url: '//edge-a.test/live/anna/index.m3u8?token=tok-1',
      muted: true,
      rendition: 'auto',
    });
    expect(current().input.renditions).toEqual(['540p', '360p', '240p', '160p']);
    expect(api().qualityOptions.map((option) => option.value)).toEqual([
      'auto',
      '540p',
      '360p',
      '240p',
      '160p',
    ]);
  });

  it('asks the player to play once attached, and is ready when it plays', () => {
    const { api, current } = start();
    current().report({ type: 'player.attached' });
    expect(current().commands).toEqual([{ type: 'player.play' }]);
    expect(api().state).toBe('starting');
    current().report({ type: 'player.playing' });
    expect(api().state).toBe('playing');
    expect(api().flags).toMatchObject({ ready: true, loading: false, muted: true, playButton: false });
  });

  it('shows a play button when autoplay is refused, and plays when the viewer presses it', () => {
    const { api, current } = start();
    current().report({ type: 'player.attached' });
    current().report({ type: 'player.autoplay.refused' });
    expect(api().state).toBe('awaiting-play');
    expect(api().flags.playButton).toBe(true);
    api().play();
    expect(current().commands).toEqual([{ type: 'player.play' }, { type: 'player.play' }]);
    current().report({ type: 'player.playing' });
    expect(api().state).toBe('playing');
  });

  it('shows the play button again when playback pauses by itself', () => {
    const { api, current, play } = start();
    play();
    current().report({ type: 'player.paused' });
    expect(api().flags.playButton).toBe(true);
  });

  it('unmutes and mutes through the player', () => {
    const { api, current, play } = start();
    play();
    api().toggleMute();
    expect(api().flags.muted).toBe(false);
    api().toggleMute();
    expect(current().commands.slice(1)).toEqual([
      { type: 'player.mute.set', muted: false },
      { type: 'player.mute.set', muted: true },
    ]);
  });
});

describe('video panel: token rotation and stream changes', () => {
  it('updates the token in the player without reattaching it or re-entering a state', () => {
    const { actor, api, players, current, play } = start();
    play();
    const attachedPlayer = playerChild(actor);
    const before = { value: actor.getSnapshot().value, attachments: actor.getSnapshot().context.attachments };

    actor.send({ type: 'stream.updated', stream: { ...stream, token: 'tok-2' } });

    expect(players).toHaveLength(1);
    expect(current().stopped).toBe(false);
    expect(playerChild(actor)).toBe(attachedPlayer);
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context.attachments).toBe(before.attachments);
    // starting's entry asks to play: re-entering it would have sent a second player.play.
    expect(current().commands).toEqual([
      { type: 'player.play' },
      { type: 'player.token.set', token: 'tok-2', url: '//edge-a.test/live/anna/index.m3u8?token=tok-2' },
    ]);
    expect(api().state).toBe('playing');
  });

  it('keeps a rotated token for the next attachment when no player is attached', () => {
    const { actor, clock, current } = start();
    current().report({ type: 'player.failed', reason: 'network' });
    actor.send({ type: 'stream.updated', stream: { ...stream, token: 'tok-3' } });
    clock.increment(retryPolicy.firstDelayMs);
    expect(current().input.url).toBe('//edge-a.test/live/anna/index.m3u8?token=tok-3');
  });

  it('ignores an update that changes nothing', () => {
    const { actor, players, current, play } = start();
    play();
    actor.send({ type: 'stream.updated', stream: { ...stream } });
    expect(players).toHaveLength(1);
    expect(current().commands).toEqual([{ type: 'player.play' }]);
  });

  it('reattaches when the stream name or the edge changes', () => {
    const { actor, players, play } = start();
    play();
    actor.send({ type: 'stream.updated', stream: { ...stream, streamName: 'anna_2' } });
    expect(players).toHaveLength(2);
    expect(players[0]?.stopped).toBe(true);
    expect(players[1]?.input.url).toBe('//edge-a.test/live/anna_2/index.m3u8?token=tok-1');
    actor.send({
      type: 'stream.updated',
      stream: { ...stream, streamName: 'anna_2', edgeServers: ['edge-c'] },
    });
    expect(players).toHaveLength(3);
  });

  it('goes offline when the stream goes away, and attaches when one comes', () => {
    const { actor, api, players } = start({ stream: null });
    expect(api().state).toBe('offline');
    expect(players).toHaveLength(0);
    actor.send({ type: 'stream.updated', stream });
    expect(api().state).toBe('attaching');
    actor.send({ type: 'stream.updated', stream: null });
    expect(api().state).toBe('offline');
    expect(players[0]?.stopped).toBe(true);
  });
});

describe('video panel: retries and stalls', () => {
  it('retries a failed player after back-off delays that double, then gives up', () => {
    const { clock, api, players, current } = start();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= retryPolicy.maxAttempts; attempt += 1) {
      current().report({ type: 'player.failed', reason: 'media error' });
      expect(api().state).toBe('retrying');
      const attachedBefore = players.length;
      let waited = 0;
      while (players.length === attachedBefore) {
        clock.increment(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000]);
    current().report({ type: 'player.failed', reason: 'media error' });
    expect(api().state).toBe('failed');
    expect(api().failure).toBe('media error');
    clock.increment(120_000);
    expect(players).toHaveLength(retryPolicy.maxAttempts + 1);
    api().retry();
    expect(api().state).toBe('attaching');
    expect(players).toHaveLength(retryPolicy.maxAttempts + 2);
  });

  it('starts counting again once playback advances', () => {
    const { clock, actor, current, play } = start();
    current().report({ type: 'player.failed', reason: 'x' });
    clock.increment(1000);
    current().report({ type: 'player.failed', reason: 'x' });
    expect(actor.getSnapshot().context.attempt).toBe(2);
    clock.increment(2000);
    play();
    current().report({ type: 'player.progressed', position: 1 });
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('detects stalled playback: no progress for 10 s detaches and retries', () => {
    const { clock, api, players, current, play } = start();
    play();
    for (let second = 1; second <= 30; second += 1) {
      clock.increment(1000);
      current().report({ type: 'player.progressed', position: second });
    }
    expect(api().state).toBe('playing');
    clock.increment(9_999);
    expect(api().state).toBe('playing');
    clock.increment(1);
    expect(api().state).toBe('retrying');
    expect(api().failure).toBe('playback stalled');
    expect(players[0]?.stopped).toBe(true);
  });

  it('shows buffering while the player waits, and the stall watchdog still runs', () => {
    const { clock, api, current, play } = start();
    play();
    current().report({ type: 'player.waiting' });
    expect(api().state).toBe('buffering');
    expect(api().flags.loading).toBe(true);
    clock.increment(10_000);
    expect(api().state).toBe('retrying');
  });

  it('retries a player that never attaches', () => {
    const { clock, api } = start();
    clock.increment(15_000);
    expect(api().state).toBe('retrying');
  });

  it('gives up on WebRTC after two failures and plays HLS instead', () => {
    const { clock, current } = start({ requestedTech: 'webrtc' });
    expect(current().input).toMatchObject({
      transport: 'webrtc',
      url: '//edge-a.test/live/anna/whep?token=tok-1',
    });
    current().report({ type: 'player.failed', reason: 'ice failed' });
    clock.increment(1000);
    expect(current().input.transport).toBe('webrtc');
    current().report({ type: 'player.failed', reason: 'ice failed' });
    clock.increment(2000);
    expect(current().input).toMatchObject({ transport: 'hls.js', tech: 'hls' });
  });
});

describe('video panel: techs and flags', () => {
  it('plays the dvr flag through the time-shift playlist and the vr flag through live HLS', () => {
    const dvr = start({ requestedTech: 'webrtc', flags: { dvr: true } });
    expect(dvr.current().input).toMatchObject({
      tech: 'dvr',
      url: '//edge-a.test/live/anna/dvr.m3u8?token=tok-1',
    });
    expect(dvr.api().flags.dvr).toBe(true);
    const vr = start({ flags: { dvr: true, vr: true } });
    expect(vr.current().input).toMatchObject({
      tech: 'vr',
      url: '//edge-a.test/live/anna/index.m3u8?token=tok-1',
    });
  });

  it('uses the browser’s own HLS without MSE (legacy HLS), where the quality is not switchable', () => {
    const { api, current, play } = start({ capabilities: { webrtc: false, mse: false, nativeHls: true } });
    play();
    expect(current().input.transport).toBe('native-hls');
    expect(api().flags.legacyHls).toBe(true);
    expect(api().qualitySwitchEnabled).toBe(false);
    api().selectQuality('360p');
    expect(current().commands).toEqual([{ type: 'player.play' }]);
  });

  it('is unsupported on a browser that plays neither', () => {
    const { api, players } = start({ capabilities: { webrtc: false, mse: false, nativeHls: false } });
    expect(api().state).toBe('unsupported');
    expect(players).toHaveLength(0);
  });

  it('detaches when suspended and attaches again on resume', () => {
    const { actor, api, players, play } = start();
    play();
    actor.send({ type: 'video.suspend' });
    expect(api().flags.suspended).toBe(true);
    expect(players[0]?.stopped).toBe(true);
    actor.send({ type: 'video.resume' });
    expect(api().state).toBe('attaching');
    expect(players).toHaveLength(2);
  });
});

describe('video panel: quality', () => {
  it('switches the rendition in the same player and records what it reports', () => {
    const { api, players, current, play } = start();
    play();
    api().selectQuality('360p');
    expect(current().commands.at(-1)).toEqual({
      type: 'player.rendition.set',
      rendition: '360p',
      url: '//edge-a.test/live/anna/index.m3u8?token=tok-1',
    });
    current().report({ type: 'player.rendition.changed', rendition: '360p' });
    expect(api().activeRendition).toBe('360p');
    expect(api().rootAttributes['data-rendition']).toBe('360p');
    expect(api().qualityOptions.find((option) => option.selected)?.value).toBe('360p');
    expect(players).toHaveLength(1);
  });

  it('asks WHEP for the pinned rendition', () => {
    const { api, current, play } = start({ requestedTech: 'webrtc' });
    play();
    api().selectQuality('240p');
    expect(current().commands.at(-1)).toEqual({
      type: 'player.rendition.set',
      rendition: '240p',
      url: '//edge-a.test/live/anna/whep?token=tok-1&rendition=240p',
    });
  });

  it('ignores a rendition the room does not offer', () => {
    const { api, current, play } = start();
    play();
    api().selectQuality('4k');
    expect(current().commands).toEqual([{ type: 'player.play' }]);
  });

  it('offers as many renditions as the room’s quality_renditions says, highest first', () => {
    expect(start({ renditionCount: 2 }).current().input.renditions).toEqual(['540p', '360p']);
    expect(start({ renditionCount: 0 }).current().input.renditions).toHaveLength(4);
  });

  it('offers the room’s renditions, narrowed by a multitrack filter', () => {
    const { api, current } = start({ renditions: ['1080p', '720p', '480p'], filter: { video: [2, 3] } });
    expect(current().input.renditions).toEqual(['720p', '480p']);
    expect(current().input.url).toBe('//edge-a.test/live/anna/index.m3u8?token=tok-1&filter=tracks%3Av2v3a1');
    expect(api().qualityOptions).toHaveLength(3);
  });
});

describe('video panel: ratio and floating player', () => {
  it('is 16:9, or 4:3 while age verification is required', () => {
    const { actor, api } = start();
    expect(api().aspectRatio).toBe('16:9');
    actor.send({ type: 'ageVerification.changed', required: true });
    expect(api().aspectRatio).toBe('4:3');
    expect(start({ ageVerificationRequired: true }).api().rootAttributes['data-ratio']).toBe('4:3');
  });

  it('stays docked when the floating setting is off', () => {
    const { api, play } = start();
    play();
    api().viewportChanged(false);
    expect(api().floating).toBe(false);
  });

  it('floats while scrolled away when the setting is on; a closed float waits for the panel to return', () => {
    const { actor, api, play } = start({ floatingEnabled: true });
    play();
    api().viewportChanged(false);
    expect(api().floating).toBe(true);
    api().closeFloating();
    expect(api().floating).toBe(false);
    api().viewportChanged(false);
    expect(api().floating).toBe(false);
    api().viewportChanged(true);
    api().viewportChanged(false);
    expect(api().floating).toBe(true);
    actor.send({ type: 'settings.floating.changed', enabled: false });
    expect(api().floating).toBe(false);
    expect(actor.getSnapshot().context.floatingEnabled).toBe(false);
  });
});
