import { type ReactNode, useDeferredValue } from 'react';

/**
 * False in a component's first render, true in a deferred render React schedules right after it.
 * React splits a deferred render into short tasks, so what waits for it (tiles below the first
 * screen, a room's side panels) mounts without one long task blocking input on a slow phone.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}

/** `children` from the deferred render on; `fallback` (nothing by default) in the first. */
export function AfterFirstRender({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterFirstRender() ? children : fallback;
}
