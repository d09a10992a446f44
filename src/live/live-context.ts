import { createContext, useContext } from 'react';
import type { LobbyActor } from '../transport';
import type { LiveSession } from './live-session';

export interface LiveValue {
  session: LiveSession;
  /** The lobby socket machine once the current user is known (null before, and without sockets). */
  lobby: LobbyActor | null;
}

export const LiveContext = createContext<LiveValue | null>(null);

export function useLive(): LiveValue | null {
  return useContext(LiveContext);
}
