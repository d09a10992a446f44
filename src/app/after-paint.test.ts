// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paints when the test says the browser painted. */
function installPaintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const callback of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    observing: () => observers.length,
  };
}

async function settles(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(50);
  return settled;
}

describe('afterPaint', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'requestIdleCallback'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, then a frame, then resolves', async () => {
    const paints = installPaintObserver();
    const { afterPaint } = await import('./after-paint');
    const waiting = afterPaint();
    expect(await settles(waiting)).toBe(false);
    paints.paint('first-paint');
    expect(await settles(waiting)).toBe(false);
    paints.paint('first-contentful-paint');
    expect(await settles(waiting)).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('does not wait for the first paint again once it was seen', async () => {
    const paints = installPaintObserver();
    const { afterPaint } = await import('./after-paint');
    const first = afterPaint();
    paints.paint('first-contentful-paint');
    expect(await settles(first)).toBe(true);
    expect(await settles(afterPaint())).toBe(true);
    expect(paints.observing()).toBe(0);
  });

  it('gives up on the paint after its timeout, as in a hidden tab', async () => {
    installPaintObserver();
    const { afterPaint } = await import('./after-paint');
    const waiting = afterPaint(400);
    expect(await settles(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(await settles(waiting)).toBe(true);
  });
});
