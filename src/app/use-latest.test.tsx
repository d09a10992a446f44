import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { useLatest } from './use-latest';

type Handle = { call?: () => string; rerender?: (label: string) => void };

/** Builds its callback once, like a machine's implementations made with provide() once a mount. */
function BuiltOnce({ label, handle }: { label: string; handle: Handle }) {
  const latest = useLatest({ label });
  const [call] = useState(() => () => latest.current.label);
  handle.call = call;
  return null;
}

function Parent({ handle }: { handle: Handle }) {
  const [label, setLabel] = useState('first');
  handle.rerender = setLabel;
  return <BuiltOnce label={label} handle={handle} />;
}

describe('useLatest', () => {
  it('lets a function built in the first render read the latest props', () => {
    const handle: Handle = {};
    const view = render(<Parent handle={handle} />);
    const builtOnce = handle.call;
    expect(builtOnce?.()).toBe('first');
    act(() => handle.rerender?.('second'));
    expect(handle.call).toBe(builtOnce);
    expect(builtOnce?.()).toBe('second');
    view.unmount();
  });
});
