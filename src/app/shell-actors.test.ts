import { describe, expect, it, vi } from 'vitest';
import { createShellActorsHandle } from './shell-actors';
import { startShellActors } from './shell-actors.start';

describe('shell actors handle', () => {
  it('starts nothing until the first intent, then starts once and delivers queued intents in order', async () => {
    const start = vi.fn(async () => startShellActors());
    const handle = createShellActorsHandle(start);
    const started = vi.fn();
    handle.subscribe(started);
    expect(start).not.toHaveBeenCalled();

    handle.sendModal({ type: 'modal.open', kind: 'terms' });
    handle.sendModal({ type: 'modal.open', kind: 'privacy-policy' });
    handle.sendToast({ type: 'toast.show', toast: { appearance: 'info', content: 'Hello' } });
    expect(handle.current()).toBeNull();
    await vi.waitFor(() => expect(handle.current()).not.toBeNull());

    expect(start).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledTimes(1);
    const actors = handle.current();
    expect(actors?.modalStack.getSnapshot().context.stack.map((entry) => entry.kind)).toEqual([
      'terms',
      'privacy-policy',
    ]);
    expect(actors?.toasts.getSnapshot().context.toasts.map((toast) => toast.content)).toEqual(['Hello']);

    // Once running, an intent reaches the actor at once.
    handle.sendModal({ type: 'modal.closeTop' });
    expect(actors?.modalStack.getSnapshot().context.stack.map((entry) => entry.kind)).toEqual(['terms']);
    handle.stop();
  });

  it('drops the intents of a failed start and tries again on the next one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const start = vi
      .fn<() => Promise<ReturnType<typeof startShellActors>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async () => startShellActors());
    const handle = createShellActorsHandle(start);
    handle.sendModal({ type: 'modal.open', kind: 'terms' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    handle.sendModal({ type: 'modal.open', kind: 'rating' });
    await vi.waitFor(() => expect(handle.current()).not.toBeNull());
    expect(start).toHaveBeenCalledTimes(2);
    expect(
      handle
        .current()
        ?.modalStack.getSnapshot()
        .context.stack.map((entry) => entry.kind),
    ).toEqual(['rating']);
    handle.stop();
    error.mockRestore();
  });
});
