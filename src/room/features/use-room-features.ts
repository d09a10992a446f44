import { useActorRef } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { lovenseMachine } from '../../../machines/lovense';
import { tipSplitMachine } from '../../../machines/tip-split';
import type { ServerEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { useLatest } from '../../app/use-latest';
import { sendIfHandled } from '../chat/feed';
import {
  type FeaturesRoom,
  type FeaturesViewer,
  inPublicShow,
  lovenseFacts,
  splitOf,
  tipSplitFacts,
} from './feature-facts';

const anyAnswer = z.looseObject({});
const turnAnswer = z.looseObject({ queued: z.boolean() });

/**
 * The room's tip split and toy control, bound to the API once. `dispatch` forwards decoded v3
 * events (the model's /tip_split chat commands, v3.lovense.*); `refresh` a re-read room answer.
 */
export function useRoomFeatures(api: ApiClient, room: FeaturesRoom, viewer: FeaturesViewer) {
  // provide() builds the machine again: once a mount, not each render; the implementations read the
  // props they call through `latest`, so they never call the first render's.
  const latest = useLatest({ api });
  const [tipSplitLogic] = useState(() =>
    tipSplitMachine().provide({
      actors: {
        startSplit: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/tip-split/${input.model}`, anyAnswer, {
            splitters: input.splitters,
            amount: input.amount,
          });
        }),
        joinSplit: fromPromise(async ({ input }) => {
          await latest.current.api.post(`/tip-split/${input.model}/join`, anyAnswer);
        }),
      },
    }),
  );
  const tipSplit = useActorRef(tipSplitLogic, { input: tipSplitFacts(room, viewer) });
  const [lovenseLogic] = useState(() =>
    lovenseMachine().provide({
      actors: {
        buyTurn: fromPromise(async ({ input }) =>
          latest.current.api.post(`/lovense/${input.model}/control`, turnAnswer),
        ),
        // The toy-control API: each level the pad sets; a failed command is dropped, the next one wins.
        driveToy: fromCallback(({ input, receive }) => {
          receive((event) => {
            latest.current.api
              .post(`/lovense/${input.model}/command`, anyAnswer, { level: event.level })
              .catch(() => {});
          });
        }),
      },
    }),
  );
  const lovense = useActorRef(lovenseLogic, {
    input: { room: lovenseFacts(room), username: viewer.username, isStreamer: viewer.isStreamer },
  });
  const wasPublic = useRef(inPublicShow(room));
  return useMemo(
    () => ({
      tipSplit,
      lovense,
      dispatch(event: ServerEvent) {
        sendIfHandled(tipSplit, event);
        sendIfHandled(lovense, event);
      },
      refresh(next: FeaturesRoom) {
        tipSplit.send({ type: 'tipSplit.updated', split: splitOf(next) });
        tipSplit.send({ type: 'privateRunning.changed', running: next.chat.status === 'private' });
        if (wasPublic.current && !inPublicShow(next)) lovense.send({ type: 'room.mode.changed' });
        wasPublic.current = inPublicShow(next);
        lovense.send({ type: 'room.updated', room: lovenseFacts(next) });
      },
    }),
    [tipSplit, lovense],
  );
}
