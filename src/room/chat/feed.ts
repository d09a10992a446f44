/**
 * Where the room's decoded events come from: the room socket's emitted events (and the lobby's
 * token and settings updates). A subscription; the panels forward to their machines the events
 * each machine has transitions for (`feedInto`).
 */
import type { Actor, AnyStateMachine, AnyStateNode } from 'xstate';

export type RoomFeed = (listener: (event: { type: string }) => void) => () => void;

const acceptedTypes = new WeakMap<AnyStateMachine, (type: string) => boolean>();

/** Whether any state of `machine` has a transition for an event type (`*` wildcards included). */
function acceptsOf(machine: AnyStateMachine): (type: string) => boolean {
  const known = acceptedTypes.get(machine);
  if (known) return known;
  const types = new Set<string>();
  const prefixes: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const type of Object.keys(node.on)) {
      if (type.endsWith('*')) prefixes.push(type.slice(0, -1));
      else types.add(type);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  const accepts = (type: string) => types.has(type) || prefixes.some((prefix) => type.startsWith(prefix));
  acceptedTypes.set(machine, accepts);
  return accepts;
}

/**
 * Hands `actor` the feed's events that its machine has transitions for. An event a machine ignores
 * still costs it a macrostep and its allocations: at 1,000 chat messages a second the tip machine
 * took every one of them. Returns the unsubscribe function.
 */
export function feedInto(feed: RoomFeed, actor: Actor<AnyStateMachine>): () => void {
  return feed((event) => sendIfHandled(actor, event));
}

/** Sends `event` to `actor` when its machine has a transition for it (see `feedInto`). */
export function sendIfHandled(actor: Actor<AnyStateMachine>, event: { type: string }): void {
  if (acceptsOf(actor.logic)(event.type)) actor.send(event);
}

type Schedule = (flush: () => void) => () => void;

/**
 * The next animation frame, or 100 ms when frames stop (a hidden tab), so the queue stays short.
 * Returns a cancel function.
 */
const nextFrame: Schedule = (flush) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    flush();
  };
  const frame = requestAnimationFrame(once);
  const fallback = setTimeout(once, 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
};

/**
 * The same feed, handed over once per frame: events that arrive between two frames reach every
 * listener together in one task, so the machines fold them all and React renders once for the lot,
 * not once per socket message (ADR 0018; figures in docs/performance.md).
 * One queue serves all listeners, each event going to each listener in arrival order; the source
 * is subscribed while anyone listens, and a listener that leaves gets what was queued first.
 */
export function frameBatched(feed: RoomFeed, schedule: Schedule = nextFrame): RoomFeed {
  const listeners = new Set<(event: { type: string }) => void>();
  let queue: Array<{ type: string }> = [];
  let cancel: (() => void) | null = null;
  let stopSource: (() => void) | null = null;
  const flush = () => {
    cancel = null;
    const batch = queue;
    queue = [];
    for (const event of batch) for (const listener of listeners) listener(event);
  };
  return (listener) => {
    listeners.add(listener);
    stopSource ??= feed((event) => {
      queue.push(event);
      cancel ??= schedule(flush);
    });
    return () => {
      // What already arrived is this listener's: hand it over now rather than drop it (a view that
      // resubscribes, e.g. when the socket status changes, must not lose a gap marker or a message).
      for (const event of queue) listener(event);
      listeners.delete(listener);
      if (listeners.size > 0) return;
      stopSource?.();
      stopSource = null;
      cancel?.();
      cancel = null;
      queue = [];
    };
  };
}
