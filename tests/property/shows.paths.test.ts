import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { cam2camMachine } from '../../machines/cam2cam';
import type { LimitedRoomFacts } from '../../machines/limited-show';
import { limitedShowMachine } from '../../machines/limited-show';
import { lovenseMachine } from '../../machines/lovense';
import { privateShowMachine } from '../../machines/private-show';
import { aPrivateRoom, aViewer } from '../../machines/private-show/private-show.fixtures';
import { sharecamMachine } from '../../machines/sharecam';
import { type SpyRoomFacts, spyMachine } from '../../machines/spy';
import { tipSplitMachine } from '../../machines/tip-split';
import { coverage } from './shows.graph';

const aSpyRoom = (overrides: Partial<SpyRoomFacts> = {}): SpyRoomFacts => ({
  model: 'demo_model',
  status: 'private',
  mode: 'public',
  hasLimitedApp: false,
  privateExclusive: false,
  spy: { isEnabled: true, pricePerMinuteInToken: 60, startupTipInToken: 25 },
  canChargeSpyStartupTip: true,
  ...overrides,
});

const aLimitedRoom = (): LimitedRoomFacts => ({
  model: 'demo_model',
  status: 'limited',
  mode: 'public',
  installedAppId: 14,
  show: {
    purchased_ticket: false,
    purchased_recording: false,
    ticket_price: 100,
    recording_price: 50,
    refund_joined_minute_before_end: 5,
  },
});

const stateValue = (snapshot: SnapshotFrom<AnyStateMachine>) => JSON.stringify(snapshot.value);

describe('@xstate/graph paths reach every state and transition', () => {
  it('private show', () => {
    const tick = (remaining: number) => ({
      type: 'v3.private.tick',
      payload: {
        price_per_minute: 30,
        prepaid_time_left_seconds: 60,
        duration_seconds: 60,
        tokens_charged: 60,
        remaining_seconds: remaining,
      },
    });
    const parties = { broadcaster: 'demo_model', username: 'demo_member' };
    const result = coverage(privateShowMachine(), {
      input: {
        room: aPrivateRoom({ discount: { discountRate: 10, timeLeftInSecond: 30 } }),
        viewer: aViewer(),
        balance: 600,
      },
      events: [
        { type: 'private.request' },
        { type: 'private.confirm' },
        { type: 'private.cancel' },
        { type: 'private.end' },
        { type: 'private.end.confirm' },
        { type: 'rating.close' },
        { type: 'room.updated', room: aPrivateRoom({ status: 'private' }) },
        { type: 'room.updated', room: aPrivateRoom({ status: 'offline' }) },
        { type: 'viewer.updated', viewer: aViewer({ loggedIn: false }), balance: 600 },
        { type: 'viewer.updated', viewer: aViewer({ postpay: true, postpayCredit: 10 }), balance: 0 },
        {
          type: 'v3.token.update',
          payload: { username: 'demo_member', tokens: 500, token_change: -30, type: 'private' },
        },
        {
          type: 'v3.private.started',
          payload: { ...parties, stream: {}, price_per_minute: 30, prepaid_seconds: 60, exclusive: false },
        },
        tick(600),
        tick(30),
        { type: 'v3.private.end', payload: { ...parties, reason: 'user_ended' } },
        { type: 'v3.private.declined', payload: parties },
        { type: 'v3.private.expired', payload: parties },
        { type: 'v3.private.request_failed', payload: { broadcaster: 'demo_model', message: 'x' } },
      ],
      serialize: (snapshot) => {
        const { context } = snapshot;
        return [
          stateValue(snapshot),
          context.room.status,
          context.room.discount ? 'discount' : '',
          context.viewer.loggedIn,
          context.viewer.postpay,
          (context.session?.remainingSeconds ?? 999) <= 60,
        ].join('|');
      },
    });
    expect(result).toMatchObject({ missingStates: [], missingTransitions: [], states: 15, transitions: 26 });
  });

  it('spy', () => {
    const room = aSpyRoom();
    const result = coverage(spyMachine(), {
      input: { room, loggedIn: true, balance: 500 },
      outputs: {
        readStartupTipAge: [null, 60_000],
        fetchPreviewSeconds: [0, 20],
        startSpy: [
          { pricePerMinute: 60, startupTip: 25 },
          { pricePerMinute: 60, startupTip: 0 },
        ],
      },
      events: [
        { type: 'spy.request' },
        { type: 'spy.confirm' },
        { type: 'spy.cancel' },
        { type: 'spy.end' },
        { type: 'room.updated', room: aSpyRoom({ status: 'online' }) },
        { type: 'room.updated', room },
        {
          type: 'v3.token.update',
          payload: { username: 'demo_member', tokens: 5, token_change: 0, type: 'spy' },
        },
        { type: 'v3.spy.end', payload: { broadcaster: 'demo_model' } },
        { type: 'v3.private.end', payload: { broadcaster: 'demo_model', username: 'x' } },
      ],
      serialize: (snapshot) =>
        [
          stateValue(snapshot),
          snapshot.context.room.status,
          snapshot.context.balance,
          snapshot.context.freePreviewSeconds,
          snapshot.context.waiverMsLeft > 0,
        ].join('|'),
    });
    expect(result.missingStates).toEqual(['spy.session.loginRequired']);
    expect(result.missingTransitions).toEqual(['spy.session.loginRequired -> spy.cancel']);
  });

  it('spy: a logged-out viewer is asked to log in', () => {
    const result = coverage(spyMachine(), {
      input: { room: aSpyRoom(), loggedIn: false, balance: 0 },
      events: [{ type: 'spy.request' }, { type: 'spy.cancel' }],
      serialize: stateValue,
    });
    expect(result.missingStates).toContain('spy.session.spying.paid');
    expect(result.missingStates).not.toContain('spy.session.loginRequired');
    expect(result.missingTransitions).not.toContain('spy.session.loginRequired -> spy.cancel');
  });

  it('limited show', () => {
    const show = aLimitedRoom();
    const result = coverage(limitedShowMachine(), {
      input: { room: show, loggedIn: true, balance: 500 },
      events: [
        { type: 'ticket.buy' },
        { type: 'recording.buy' },
        { type: 'limited.cancel' },
        { type: 'rating.close' },
        {
          type: 'v3.token.update',
          payload: { username: 'demo_member', tokens: 400, token_change: -100, type: 'ticket' },
        },
        { type: 'room.updated', room: { ...show, status: 'online', installedAppId: null, show: null } },
        { type: 'room.updated', room: show },
        {
          type: 'room.updated',
          room: { ...show, show: show.show && { ...show.show, purchased_recording: true } },
        },
      ],
      serialize: (snapshot) =>
        [stateValue(snapshot), JSON.stringify(snapshot.context.room), snapshot.context.loggedIn].join('|'),
    });
    expect(result.missingStates).toEqual(['limitedShow.loginRequired']);
    expect(result.missingTransitions).toEqual(['limitedShow.loginRequired -> limited.cancel']);
    const guest = coverage(limitedShowMachine(), {
      input: { room: show, loggedIn: false, balance: 0 },
      events: [{ type: 'ticket.buy' }, { type: 'limited.cancel' }],
      serialize: stateValue,
    });
    expect(guest.missingStates).not.toContain('limitedShow.loginRequired');
    expect(guest.missingTransitions).not.toContain('limitedShow.loginRequired -> limited.cancel');
  });

  it('tip split', () => {
    const split = {
      mode: 'proposed' as const,
      splitters: [],
      target_splitters: 2,
      split_amount: 10,
      remaining: 2,
    };
    const result = coverage(tipSplitMachine(), {
      input: {
        model: 'demo_model',
        split: { ...split, mode: 'available' },
        privateRunning: false,
        username: 'bob',
      },
      events: [
        { type: 'tipSplit.start', splitters: 3, amount: 10 },
        { type: 'tipSplit.join' },
        { type: 'tipSplit.updated', split },
        {
          type: 'v3.chat.message',
          payload: { message: `/tip_split ${JSON.stringify(split)}`, user: { username: 'demo_model' } },
        },
        { type: 'privateRunning.changed', running: true },
      ],
      serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    expect(result).toMatchObject({ missingStates: [], missingTransitions: [] });
  });

  it('sharecam', () => {
    const sharecamFacts = {
      model: 'demo_model',
      loggedIn: true,
      isStreamer: false,
      status: 'online' as const,
      inPrivate: false,
      privateRunning: false,
      limitedRunning: false,
      isAllowedInPublic: true,
      isAllowedInPrivate: true,
      isMobile: true,
    };
    const parties = { broadcaster: 'demo_model', username: 'demo_member' };
    const result = coverage(sharecamMachine(), {
      input: sharecamFacts,
      events: [
        { type: 'sharecam.request' },
        { type: 'sharecam.flip' },
        { type: 'sharecam.stop' },
        { type: 'room.updated', facts: { ...sharecamFacts, isMobile: false } },
        { type: 'room.updated', facts: { ...sharecamFacts, status: 'offline' as const } },
        { type: 'v3.sharecam.started', payload: parties },
        { type: 'v3.sharecam.declined', payload: parties },
        { type: 'v3.sharecam.end', payload: parties },
      ],
      serialize: (snapshot) =>
        `${stateValue(snapshot)}|${snapshot.context.facing}|${JSON.stringify(snapshot.context.facts)}`,
    });
    expect(result).toMatchObject({ missingStates: [], missingTransitions: [] });
  });

  it('cam2cam', () => {
    const inPrivate = { model: 'demo_model', loggedIn: true, inOwnPrivate: true };
    const result = coverage(cam2camMachine(), {
      input: inPrivate,
      events: [
        { type: 'cam2cam.start' },
        { type: 'cam2cam.stop' },
        { type: 'room.updated', facts: { ...inPrivate, inOwnPrivate: false } },
        { type: 'room.updated', facts: inPrivate },
        {
          type: 'v3.cam2cam.ready',
          payload: { broadcaster: 'demo_model', c2c_server: 'c2c.sim.localhost', video_play_token: 't' },
        },
        { type: 'v3.cam2cam.end', payload: { broadcaster: 'demo_model' } },
        { type: 'v3.private.end', payload: { broadcaster: 'demo_model', username: 'demo_member' } },
      ],
      serialize: (snapshot) =>
        [stateValue(snapshot), snapshot.context.facts.inOwnPrivate, snapshot.context.ingest !== null].join(
          '|',
        ),
    });
    expect(result).toMatchObject({ missingStates: [], missingTransitions: [] });
    expect(result.states).toBeGreaterThanOrEqual(6);
  });

  it('lovense', () => {
    const toyRoom = {
      model: 'demo_model',
      status: 'online' as const,
      available: true,
      tokenPrice: 20,
      durationSeconds: 30,
      controlType: 'vibrate',
      controller: null,
    };
    const start = (username: string) => ({
      type: 'v3.lovense.control.start',
      payload: { username, control_type: 'vibrate', duration_seconds: 30, token_price: 20 },
    });
    const result = coverage(lovenseMachine(), {
      input: {
        username: 'me',
        isStreamer: false,
        room: toyRoom,
      },
      outputs: { buyTurn: [{ queued: false }, { queued: true }] },
      events: [
        start('me'),
        { type: 'lovense.request' },
        { type: 'toy.level', level: 7 },
        { type: 'room.updated', room: { ...toyRoom, available: false } },
        { type: 'room.updated', room: { ...toyRoom, controller: 'me' } },
        start('other'),
        { type: 'v3.lovense.control.stop', payload: { username: 'me' } },
        { type: 'v3.lovense.queue', payload: { queue_size: 1, usernames: ['a'] } },
        { type: 'room.mode.changed' },
      ],
      serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    expect(result).toMatchObject({ missingStates: [], missingTransitions: [] });
  });
});
