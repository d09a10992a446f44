import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { limitedShowMachine } from '../../../machines/limited-show';
import { type PrivateViewer, privateShowMachine } from '../../../machines/private-show';
import { spyMachine } from '../../../machines/spy';
import type { ServerEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { useLatest } from '../../app/use-latest';
import { sendIfHandled } from '../chat/feed';
import { limitedFacts, privateFacts, type ShowsRoom, spyFacts } from './room-facts';
import { startupTipStore } from './startup-tip-store';

const anyAnswer = z.looseObject({});
const spyAnswer = z.looseObject({ cost_per_minute: z.number(), startup_tip: z.number() });
const previewAnswer = z.looseObject({ seconds: z.number() });

export interface PaidShowsViewer extends PrivateViewer {
  tokens: number;
}

/**
 * The three billed flows of one room, bound to the API once. `dispatch` forwards a decoded v3
 * server event (and the room's refreshed answer through `refresh`) to every flow: the room's live
 * wiring calls both, so the machines stay the only place the shows are decided.
 */
export function usePaidShows(
  api: ApiClient,
  room: ShowsRoom,
  viewer: PaidShowsViewer,
  onRating: () => void,
  /** After a show call went through: the room answer (the viewer's mode, tickets) is read again. */
  onRoomChanged: () => void = () => {},
) {
  // provide() builds the machine again: once a mount, not each render; the implementations read the
  // props they call through `latest`, so they never call the first render's.
  const latest = useLatest({ api, onRating, onRoomChanged });
  const [privateShowLogic] = useState(() =>
    privateShowMachine().provide({
      actors: {
        requestPrivate: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/private/${input.model}/request`, anyAnswer, {
            exclusive: input.exclusive,
          });
        }),
        endPrivate: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/private/${input.model}/end`, anyAnswer);
        }),
      },
      actions: { offerRating: () => latest.current.onRating() },
    }),
  );
  const privateShow = useActorRef(privateShowLogic, {
    input: { room: privateFacts(room), viewer, balance: viewer.tokens },
  });
  const [spyLogic] = useState(() =>
    spyMachine().provide({
      actors: {
        fetchPreviewSeconds: fromPromise(
          async ({ input }) =>
            (await latest.current.api.get(`/video/spy/${input.model}/preview-duration`, previewAnswer))
              .seconds,
        ),
        readStartupTipAge: fromPromise(async ({ input }) => startupTipStore.ageMs(input.model)),
        startSpy: fromPromise(async ({ input }) => {
          const answer = await latest.current.api.post(`/video/spy/${input.model}`, spyAnswer);
          latest.current.onRoomChanged();
          return { pricePerMinute: answer.cost_per_minute, startupTip: answer.startup_tip };
        }),
        endSpy: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/video/spyend/${input.model}`, anyAnswer);
          latest.current.onRoomChanged();
        }),
      },
      actions: { rememberStartupTip: ({ context }) => startupTipStore.remember(context.room.model) },
    }),
  );
  const spy = useActorRef(spyLogic, {
    input: { room: spyFacts(room), loggedIn: viewer.loggedIn, balance: viewer.tokens },
  });
  const [limitedShowLogic] = useState(() =>
    limitedShowMachine().provide({
      actors: {
        buyTicket: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/limited/${input.model}/ticket`, anyAnswer);
          latest.current.onRoomChanged();
        }),
        buyRecording: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/limited/${input.model}/recording`, anyAnswer);
          latest.current.onRoomChanged();
        }),
      },
      actions: { offerRating: () => latest.current.onRating() },
    }),
  );
  const limited = useActorRef(limitedShowLogic, {
    input: { room: limitedFacts(room), loggedIn: viewer.loggedIn, balance: viewer.tokens },
  });
  return useMemo(
    () => ({
      privateShow,
      spy,
      limited,
      dispatch(event: ServerEvent) {
        for (const actor of [privateShow, spy, limited]) sendIfHandled(actor, event);
      },
      refresh(next: ShowsRoom) {
        privateShow.send({ type: 'room.updated', room: privateFacts(next) });
        spy.send({ type: 'room.updated', room: spyFacts(next) });
        limited.send({ type: 'room.updated', room: limitedFacts(next) });
      },
    }),
    [privateShow, spy, limited],
  );
}
