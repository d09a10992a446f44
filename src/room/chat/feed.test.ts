import { describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { feedInto, frameBatched, type RoomFeed } from './feed';

function socket() {
  const listeners = new Set<(event: { type: string }) => void>();
  const feed: RoomFeed = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    feed,
    emit: (type: string) => {
      for (const listener of listeners) listener({ type });
    },
  };
}

function manualFrames() {
  const pending: Array<() => void> = [];
  return {
    schedule: (flush: () => void) => {
      pending.push(flush);
      return () => pending.splice(pending.indexOf(flush), 1);
    },
    frame: () => {
      for (const flush of pending.splice(0)) flush();
    },
    scheduled: () => pending.length,
  };
}

describe('frameBatched', () => {
  it('hands the events of one frame over together, in order, with one schedule per frame', () => {
    const { feed, emit } = socket();
    const frames = manualFrames();
    const seen: string[] = [];
    frameBatched(feed, frames.schedule)((event) => seen.push(event.type));
    emit('a');
    emit('b');
    emit('c');
    expect(seen).toEqual([]);
    expect(frames.scheduled()).toBe(1);
    frames.frame();
    expect(seen).toEqual(['a', 'b', 'c']);
    emit('d');
    frames.frame();
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('serves every listener from one queue and one schedule, each event to each listener in order', () => {
    const { feed, emit } = socket();
    const frames = manualFrames();
    const batched = frameBatched(feed, frames.schedule);
    const seen: string[] = [];
    batched((event) => seen.push(`chat:${event.type}`));
    batched((event) => seen.push(`tip:${event.type}`));
    emit('a');
    emit('b');
    expect(frames.scheduled()).toBe(1);
    frames.frame();
    expect(seen).toEqual(['chat:a', 'tip:a', 'chat:b', 'tip:b']);
  });

  it('hands a leaving listener what was queued, then stops listening when the last one leaves', () => {
    const { feed, emit } = socket();
    const frames = manualFrames();
    const seen: string[] = [];
    const stop = frameBatched(feed, frames.schedule)((event) => seen.push(event.type));
    emit('a');
    stop();
    expect(seen).toEqual(['a']);
    expect(frames.scheduled()).toBe(0);
    emit('b');
    frames.frame();
    expect(seen).toEqual(['a']);
  });

  it('loses nothing when a view resubscribes to a new batched feed mid-frame', () => {
    const { feed, emit } = socket();
    const frames = manualFrames();
    const seen: string[] = [];
    const stopOld = frameBatched(feed, frames.schedule)((event) => seen.push(event.type));
    emit('gap');
    stopOld();
    frameBatched(feed, frames.schedule)((event) => seen.push(event.type));
    emit('message');
    frames.frame();
    expect(seen).toEqual(['gap', 'message']);
  });

  it('flushes by the default schedule within 100 ms (next frame, or the fallback in a hidden tab)', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { feed, emit } = socket();
    const seen: string[] = [];
    frameBatched(feed)((event) => seen.push(event.type));
    emit('a');
    emit('b');
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['a', 'b']);
    vi.useRealTimers();
  });
});

describe('feedInto', () => {
  // Counts what reaches the machine: a nested state's event, a wildcard, and a root event.
  const machine = setup({ types: { events: {} as { type: string } } }).createMachine({
    context: { seen: [] as string[] },
    initial: 'live',
    on: { 'v3.tip.received': { actions: ({ context, event }) => context.seen.push(event.type) } },
    states: {
      live: {
        on: {
          'v3.chat.message': { actions: ({ context, event }) => context.seen.push(event.type) },
          'v3.app.*': { actions: ({ context, event }) => context.seen.push(event.type) },
        },
      },
    },
  });

  it('hands the actor only the events its machine has transitions for', () => {
    const source = socket();
    const actor = createActor(machine).start();
    const send = vi.spyOn(actor, 'send');
    const stop = feedInto(source.feed, actor);
    for (const type of [
      'v3.chat.message',
      'v3.token.update',
      'v3.tip.received',
      'v3.app.koth',
      'room.rejoined',
    ])
      source.emit(type);
    expect(actor.getSnapshot().context.seen).toEqual(['v3.chat.message', 'v3.tip.received', 'v3.app.koth']);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
    source.emit('v3.chat.message');
    expect(send).toHaveBeenCalledTimes(3);
  });
});
