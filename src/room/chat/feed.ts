/**
 * Where the room's decoded events come from: the room socket's emitted events (and the lobby's
 * token and settings updates). A subscription; the panels forward each event to their machines,
 * which ignore what they do not handle.
 */
export type RoomFeed = (listener: (event: { type: string }) => void) => () => void;

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
