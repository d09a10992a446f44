/**
 * Loads the live session and starts the lobby socket once GET /user/current has answered, tells it
 * when the session changes, and routes what it emits: balance updates into the current-user cache,
 * notices to toasts and modals, refresh and logout to the page (spec 1 sections 4 and 8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '../app/after-paint';
import { useModals, useToasts } from '../app/shell-actors';
import { type CurrentUser, currentUserKeys, currentUserQuery } from '../queries/current-user';
import type { LiveValue } from './live-context';

/** A guest_ session is not logged in (spec 1 section 4). */
const sessionOf = (current: CurrentUser | undefined) => {
  const user = current?.user;
  const loggedIn = Boolean(user && !user.username.startsWith('guest_'));
  return { loggedIn, token: user?.node_token ?? '' };
};

export function useLobbyConnection(): LiveValue | null {
  const { api, live } = useRouter().options.context;
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const modals = useModals();
  const current = useQuery(currentUserQuery(api));
  const known = current.isSuccess || current.isError;
  const { loggedIn, token } = sessionOf(current.data);
  const [value, setValue] = useState<LiveValue | null>(null);

  useEffect(() => {
    if (!live.enabled || !known) return;
    let current = true;
    live
      .load()
      .then(async (session) => {
        // Loading the session and starting the lobby are two tasks; the pages that use the session
        // re-render as a transition, in short slices, not in one blocking render.
        await yieldToMain();
        if (!current) return;
        const lobby = session.startLobby({ token, loggedIn });
        startTransition(() => setValue((value) => (value?.lobby === lobby ? value : { session, lobby })));
      })
      .catch((error: unknown) => console.error('Could not start the live connections', error));
    return () => {
      current = false;
    };
  }, [live, known, token, loggedIn]);

  const lobby = value?.lobby;
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

  return value;
}
