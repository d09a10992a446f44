import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ChunkLoadError, chunkLoadTimeoutMs } from './chunk-load';

/**
 * Shown while a route's files and data load. A route still loading after 120 s is a chunk-load
 * error: throwing hands it to the route's error boundary, which offers a retry.
 */
export function RoutePending() {
  // Before the translations have loaded (a slow first page) it shows no words rather than a key.
  const { t, ready } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), chunkLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, []);
  if (timedOut) throw new ChunkLoadError(`The page did not load within ${chunkLoadTimeoutMs / 1000} s`);
  return (
    <p className="route-pending" role="status" data-state="loading">
      {ready && t('loading')}
    </p>
  );
}
