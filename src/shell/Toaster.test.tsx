import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ShellActorsProvider, useToasts } from '../app/shell-actors';
import { startShellActors } from '../app/shell-actors.start';
import { render } from '../test/render';
import { Toaster } from './Toaster';

type Handle = { show?: ReturnType<typeof useToasts>['show'] };

/** Hands the app's toast API to the test. */
function Capture({ handle }: { handle: Handle }) {
  handle.show = useToasts().show;
  return null;
}

function renderToaster() {
  const clock = new SimulatedClock();
  const handle: Handle = {};
  const view = render(
    <ShellActorsProvider start={async () => startShellActors({ clock })}>
      <Toaster />
      <Capture handle={handle} />
    </ShellActorsProvider>,
  );
  const shown = () => [...view.container.querySelectorAll('.toast p')].map((node) => node.textContent);
  // The actors start on the first toast (a resolved promise away), so let it settle inside act().
  const show = (content: string, autoDismiss?: boolean) =>
    act(async () => handle.show?.({ appearance: 'success', content, autoDismiss }));
  return { ...view, clock, shown, show };
}

describe('toast view', () => {
  it('draws an empty live region before the first toast', () => {
    const { container, unmount } = renderToaster();
    expect(container.querySelector('.toaster [aria-live="polite"]')?.getAttribute('data-count')).toBe('0');
    unmount();
  });

  it('shows a toast and removes it after 2.5 s of injected time', async () => {
    const { clock, shown, show, unmount } = renderToaster();
    await show('Media Purchased');
    expect(shown()).toEqual(['Media Purchased']);
    act(() => clock.increment(2499));
    expect(shown()).toEqual(['Media Purchased']);
    act(() => clock.increment(1));
    expect(shown()).toEqual([]);
    unmount();
  });

  it('keeps a toast with auto-dismiss off until Dismiss is pressed', async () => {
    const { container, clock, shown, show, unmount } = renderToaster();
    await show('Auto re-up failed', false);
    act(() => clock.increment(60_000));
    expect(shown()).toEqual(['Auto re-up failed']);
    const dismiss = container.querySelector<HTMLButtonElement>('.toast-dismiss');
    expect(dismiss?.textContent).toBe('Dismiss');
    act(() => dismiss?.click());
    expect(shown()).toEqual([]);
    unmount();
  });
});
