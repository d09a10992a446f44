/**
 * The app's live connections, made once at boot: the journaled lobby and room socket machines on a
 * virtual clock driven by real time (src/journal), over the backend's WebSocket (mock-socket in the
 * page, the browser's otherwise). Views reach it through the router context.
 */
import { version as clientVersion } from '../../package.json';
import type { ApiClient } from '../api/client';
import type { Backend } from '../boot/types';
import { type Recording, startRecording } from '../journal';
import { createSocketFailureReporter, createWebSocketTransport } from '../transport';

export interface LiveSession {
  /** False when the backend has no socket URL (then the app runs on HTTP alone). */
  readonly enabled: boolean;
  readonly recording: Recording;
  readonly clientVersion: string;
}

export interface LiveSessionOptions {
  backend: Backend;
  api: ApiClient;
}

export function createLiveSession({ backend, api }: LiveSessionOptions): LiveSession {
  const recording = startRecording({
    header: {
      simulatorSeed: backend.seed !== undefined && /^\d+$/.test(backend.seed) ? Number(backend.seed) : null,
      note: `backend=${backend.kind}${backend.seed ? ` seed=${backend.seed}` : ''} client=${clientVersion}`,
    },
    transport: (sync) =>
      createWebSocketTransport({
        ...(backend.WebSocket ? { WebSocket: backend.WebSocket } : {}),
        beforeInbound: sync,
      }),
    reportSocketFailure: createSocketFailureReporter(api),
  });
  return {
    enabled: backend.lobbySocketUrl !== '',
    recording,
    clientVersion,
  };
}

/** Seeds a session's jitter from the wall clock; the journal records it (machines stay pure). */
export const liveRandomSeed = () => Math.floor(Math.random() * 2 ** 31);
