import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a render, for functions built once that run later: a machine's
 * implementations, made with `provide()` once a mount (it builds the whole machine again), read the
 * props they call through this, never the first render's.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
