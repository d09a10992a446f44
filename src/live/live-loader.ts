/**
 * Loads the live session on first use: the socket machines, the protocol codec and the journal are
 * a chunk of their own, fetched when the shell knows the user and the first screen has painted.
 */
import type { ApiClient } from '../api/client';
import { afterPaint, yieldToMain } from '../app/after-paint';
import type { Backend } from '../boot/types';
import type { LiveSession } from './live-session';

export interface LiveLoader {
  /** False when the backend has no socket URL (then the app runs on HTTP alone). */
  readonly enabled: boolean;
  load(): Promise<LiveSession>;
}

export function createLiveLoader(backend: Backend, api: ApiClient): LiveLoader {
  let loading: Promise<LiveSession> | undefined;
  return {
    enabled: backend.lobbySocketUrl !== '',
    load() {
      loading ??= afterPaint()
        .then(() => import('./live-session'))
        // Evaluating the chunk and starting the session are two tasks, not one long one.
        .then(async ({ createLiveSession }) => {
          await yieldToMain();
          return createLiveSession({ backend, api });
        });
      return loading;
    },
  };
}
