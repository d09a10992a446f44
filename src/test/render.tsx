import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders into a fresh container; returns it and an unmount function. */
export function render(element: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
