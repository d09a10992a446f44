import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in a deferred render React schedules right after it.
 * React splits a deferred render into short tasks, so what waits for it (the tiles below the first
 * screen) mounts without one long task blocking input on a slow phone.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
