import { createContext, useContext } from 'react';
import type { LobbyActor } from '../transport';
import type { LiveSession } from './live-session';

export interface LiveValue {
  session: LiveSession;
  lobby: LobbyActor;
}

/** The live session and its lobby socket, once loaded and started (null before, and without sockets). */
export const LiveContext = createContext<LiveValue | null>(null);

export function useLive(): LiveValue | null {
  return useContext(LiveContext);
}
