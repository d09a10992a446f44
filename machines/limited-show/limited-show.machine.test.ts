import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectLimitedShow } from './limited-show.connect';
import { limitedShowMachine } from './limited-show.machine';
import { type LimitedRoomFacts, type LimitedShowFacts, parseSetMode } from './limited-show.rules';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const aShowRoom = (refundMinutes = 5, overrides: Partial<LimitedRoomFacts> = {}): LimitedRoomFacts => ({
  model: 'demo_model',
  status: 'limited',
  mode: 'public',
  installedAppId: 14,
  show: {
    purchased_ticket: false,
    purchased_recording: false,
    ticket_price: 100,
    recording_price: 50,
    refund_joined_minute_before_end: refundMinutes,
  },
  ...overrides,
});

function start(room: LimitedRoomFacts = aShowRoom()) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = limitedShowMachine().provide({
    actors: {
      buyTicket: fromPromise(async () => {
        calls.push('ticket');
      }),
      buyRecording: fromPromise(async () => {
        calls.push('recording');
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { room, loggedIn: true, balance: 500 } }).start();
  return { actor, clock, calls, view: () => connectLimitedShow(actor.getSnapshot()) };
}

async function watching(refundMinutes = 5) {
  const harness = start(aShowRoom(refundMinutes));
  harness.actor.send({ type: 'ticket.buy' });
  await flush();
  return harness;
}

const showEnds = (room = aShowRoom()) =>
  ({ type: 'room.updated', room: { ...room, status: 'online', installedAppId: null, show: null } }) as const;

describe('limited show', () => {
  it('sells a ticket only while the app is installed and no ticket was bought', () => {
    expect(start(aShowRoom(5, { installedAppId: null })).view().whyNotTicket).toBe(
      'No ticket show is running.',
    );
    const room = aShowRoom();
    room.show = room.show && { ...room.show, purchased_ticket: true };
    expect(start(room).view().dataState).toBe('watching');
  });

  it('converts the refund window from minutes to seconds', () => {
    expect(start(aShowRoom(5)).view().refundWindowSeconds).toBe(300);
  });

  it('buys a ticket, then the recording, and counts what was charged', async () => {
    const { actor, view, calls } = await watching();
    expect(view().dataState).toBe('watching');
    expect(view().whyNotRecording).toBeNull();
    actor.send({ type: 'recording.buy' });
    await flush();
    expect(calls).toEqual(['ticket', 'recording']);
    expect(view()).toMatchObject({ recordingBought: true, tokensCharged: 150 });
    expect(view().whyNotRecording).toBe('You already bought the recording.');
  });

  it('offers no recording when its price is 0', async () => {
    const harness = start(
      aShowRoom(5, { show: { ...(aShowRoom().show as LimitedShowFacts), recording_price: 0 } }),
    );
    harness.actor.send({ type: 'ticket.buy' });
    await flush();
    expect(harness.view().whyNotRecording).toBe('This show is not recorded.');
  });

  it('asks for a rating after 120 s when the refund window is shorter', async () => {
    const { actor, view, clock } = await watching(1);
    clock.increment(119_999);
    actor.send(showEnds());
    expect(view().dataState).toBe('idle');
    const again = await watching(1);
    again.clock.increment(120_000);
    again.actor.send(showEnds());
    expect(again.view().dataState).toBe('rating');
  });

  it('asks for a rating only after the refund window when it is longer than 120 s', async () => {
    const short = await watching(5);
    short.clock.increment(299_999);
    short.actor.send(showEnds());
    expect(short.view().dataState).toBe('idle');
    const long = await watching(5);
    long.clock.increment(300_000);
    long.actor.send(showEnds());
    expect(long.view().dataState).toBe('rating');
  });

  it('reads /setmode commands', () => {
    expect(parseSetMode('/setmode limited')).toBe('limited');
    expect(parseSetMode('/setmode public ')).toBe('public');
    expect(parseSetMode('/setmode private')).toBeNull();
    expect(parseSetMode('setmode limited')).toBeNull();
  });
});
