import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, SimulatedClock } from 'xstate';
import type { toastsMachine } from '../../machines/toasts';
import { Toasts } from '../app/shell-actors';
import { render } from '../test/render';
import { Toaster } from './Toaster';

type Handle = { actor?: ActorRefFrom<typeof toastsMachine> };

/** Hands the provided toasts actor to the test. */
function Capture({ handle }: { handle: Handle }) {
  handle.actor = Toasts.useActorRef();
  return null;
}

function renderToaster() {
  const clock = new SimulatedClock();
  const handle: Handle = {};
  const view = render(
    <Toasts.Provider options={{ clock }}>
      <Toaster />
      <Capture handle={handle} />
    </Toasts.Provider>,
  );
  const shown = () => [...view.container.querySelectorAll('.toast p')].map((node) => node.textContent);
  const show = (content: string, autoDismiss?: boolean) =>
    act(() =>
      handle.actor?.send({ type: 'toast.show', toast: { appearance: 'success', content, autoDismiss } }),
    );
  return { ...view, clock, shown, show };
}

describe('toast view', () => {
  it('shows a toast and removes it after 2.5 s of injected time', () => {
    const { clock, shown, show, unmount } = renderToaster();
    show('Media Purchased');
    expect(shown()).toEqual(['Media Purchased']);
    act(() => clock.increment(2499));
    expect(shown()).toEqual(['Media Purchased']);
    act(() => clock.increment(1));
    expect(shown()).toEqual([]);
    unmount();
  });

  it('keeps a toast with auto-dismiss off until Dismiss is pressed', () => {
    const { container, clock, shown, show, unmount } = renderToaster();
    show('Auto re-up failed', false);
    act(() => clock.increment(60_000));
    expect(shown()).toEqual(['Auto re-up failed']);
    const dismiss = container.querySelector<HTMLButtonElement>('.toast-dismiss');
    expect(dismiss?.textContent).toBe('Dismiss');
    act(() => dismiss?.click());
    expect(shown()).toEqual([]);
    unmount();
  });
});
