/**
 * Starts the lobby socket once GET /user/current has answered, tells it when the session changes,
 * and routes what it emits: balance updates into the current-user cache, notices to toasts and
 * modals, refresh and logout to the page (spec 1 sections 4 and 8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useModals, useToasts } from '../app/shell-actors';
import { type CurrentUser, currentUserKeys, currentUserQuery } from '../queries/current-user';
import type { LobbyActor } from '../transport';
import { liveRandomSeed } from './live-session';

/** A guest_ session is not logged in (spec 1 section 4). */
const sessionOf = (current: CurrentUser | undefined) => {
  const user = current?.user;
  const loggedIn = Boolean(user && !user.username.startsWith('guest_'));
  return { loggedIn, token: user?.node_token ?? '' };
};

export function useLobbyConnection(): LobbyActor | null {
  const { api, backend, live } = useRouter().options.context;
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const modals = useModals();
  const current = useQuery(currentUserQuery(api));
  const known = current.isSuccess || current.isError;
  const { loggedIn, token } = sessionOf(current.data);
  const connections = live.recording.connections;
  const [lobby, setLobby] = useState<LobbyActor | null>(connections.lobby ?? null);

  useEffect(() => {
    if (!live.enabled || !known) return;
    if (!connections.lobby) {
      const started = connections.startLobby({
        url: backend.lobbySocketUrl,
        token,
        loggedIn,
        version: live.clientVersion,
        randomSeed: liveRandomSeed(),
      });
      setLobby(started);
      return;
    }
    const context = connections.lobby.getSnapshot().context;
    if (context.token === token && context.loggedIn === loggedIn) return;
    // Every socket re-authorizes as the new session: the lobby and each room.
    for (const id of connections.actors().keys())
      connections.send(id, { type: 'session.changed', loggedIn, token });
  }, [live, known, connections, backend.lobbySocketUrl, token, loggedIn]);

  useEffect(() => {
    if (!lobby) return;
    const subscriptions = [
      lobby.on('v3.token.update', ({ payload }) => {
        queryClient.setQueryData<CurrentUser>(currentUserKeys.all, (user) =>
          user && user.user?.username === payload.username ? { ...user, tokens: payload.tokens } : user,
        );
      }),
      lobby.on('toast.show', ({ toast }) => toasts.show(toast)),
      lobby.on('modal.open', ({ modal }) => modals.open(modal)),
      lobby.on('page.reload', () => window.location.reload()),
      lobby.on('session.logout', () => void queryClient.invalidateQueries({ queryKey: currentUserKeys.all })),
      lobby.on('socket.log', ({ level, message }) => {
        if (level !== 'info') console[level](`[lobby] ${message}`);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [lobby, queryClient, toasts, modals]);

  return lobby;
}
