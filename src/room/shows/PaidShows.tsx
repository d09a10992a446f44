import { useSelector } from '@xstate/react';
import { memo, useMemo } from 'react';
import { connectLimitedShow } from '../../../machines/limited-show';
import { connectPrivateShow } from '../../../machines/private-show';
import { connectSpy } from '../../../machines/spy';
import type { ServerEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { useModals } from '../../app/shell-actors';
import type { RoomFeed } from '../chat/feed';
import { ActionButton } from './ActionButton';
import { BillingPanel } from './BillingPanel';
import { type ShowsRoom, showsRoomSchema } from './room-facts';
import { type PaidShowsViewer, usePaidShows } from './use-paid-shows';
import './shows.css';
import { useLiveFlow } from '../use-live-flow';

interface PaidShowsProps {
  api: ApiClient;
  room: ShowsRoom;
  viewer: PaidShowsViewer;
  /** The room's live events (src/live): show starts, ends and balance updates. */
  feed?: RoomFeed;
  onRoomChanged?: () => void;
}

/**
 * The room's paid shows: request and end a private, spy, buy a ticket or the recording, and the
 * live billing panel of whichever show runs. Every disabled control says why. `room` is the whole
 * room answer; the panel validates its part (in its own render, not the room page's) and renders
 * nothing when that fails.
 */
export const PaidShows = memo(function PaidShows({
  room,
  ...props
}: Omit<PaidShowsProps, 'room'> & { room: unknown }) {
  const parsed = useMemo(() => showsRoomSchema.safeParse(room), [room]);
  return parsed.success ? <ShowControls room={parsed.data} {...props} /> : null;
});

function ShowControls({ api, room, viewer, feed, onRoomChanged }: PaidShowsProps) {
  const modals = useModals();
  const shows = usePaidShows(
    api,
    room,
    viewer,
    () => modals.open('rating', { model: room.user.username }),
    onRoomChanged,
  );
  useLiveFlow(feed, room, (event) => shows.dispatch(event as ServerEvent), shows.refresh);
  const privateView = useSelector(shows.privateShow, connectPrivateShow);
  const spyView = useSelector(shows.spy, connectSpy);
  const limitedView = useSelector(shows.limited, connectLimitedShow);
  const sendPrivate = shows.privateShow.send;
  return (
    <div className="paid-shows" data-testid="paid-shows">
      <div className="paid-shows-controls">
        {privateView.dataState === 'confirming' ? (
          <fieldset aria-label="Private request" data-testid="private-confirm">
            <p>
              {privateView.pricePerMinute} tokens/min (exclusive {privateView.exclusivePricePerMinute}), at
              least {privateView.minimumMinutes} min
              {privateView.preTip > 0 && `, pre-tip ${privateView.preTip} tokens`}
              {privateView.recordingOffered && ', recording available'}
            </p>
            <button type="button" onClick={() => sendPrivate({ type: 'private.confirm' })}>
              Request private
            </button>
            <button type="button" onClick={() => sendPrivate({ type: 'private.cancel' })}>
              Cancel
            </button>
          </fieldset>
        ) : privateView.dataState === 'confirming-end' ? (
          <fieldset aria-label="End private" data-testid="private-end-confirm">
            <button type="button" onClick={() => sendPrivate({ type: 'private.end.confirm' })}>
              End the private
            </button>
            <button type="button" onClick={() => sendPrivate({ type: 'private.cancel' })}>
              Keep watching
            </button>
          </fieldset>
        ) : privateView.active ? (
          <ActionButton
            label="End private"
            whyNot={privateView.whyNotEnd}
            onClick={() => sendPrivate({ type: 'private.end' })}
          />
        ) : (
          <ActionButton
            label="Private show"
            whyNot={privateView.whyNotRequest}
            onClick={() => sendPrivate({ type: 'private.request' })}
          />
        )}
        {privateView.dataState === 'rating' && (
          <button type="button" onClick={() => sendPrivate({ type: 'rating.close' })}>
            Done
          </button>
        )}
        {spyView.dataState === 'confirming' ? (
          <fieldset aria-label="Spy request" data-testid="spy-confirm">
            <p>
              {spyView.pricePerMinute} tokens/min
              {spyView.freePreviewSeconds > 0 && `, ${spyView.freePreviewSeconds} s free preview`}
              {spyView.startupTip > 0 && `, startup tip ${spyView.startupTip} tokens`}
              {spyView.startupTipWaived && ', startup tip waived'}
            </p>
            <button type="button" onClick={() => shows.spy.send({ type: 'spy.confirm' })}>
              Start spying
            </button>
            <button type="button" onClick={() => shows.spy.send({ type: 'spy.cancel' })}>
              Cancel
            </button>
          </fieldset>
        ) : spyView.active ? (
          <ActionButton
            label="Stop spying"
            whyNot={spyView.whyNotEnd}
            onClick={() => shows.spy.send({ type: 'spy.end' })}
          />
        ) : (
          <ActionButton
            label="Spy"
            whyNot={spyView.whyNotRequest}
            onClick={() => shows.spy.send({ type: 'spy.request' })}
          />
        )}
        <ActionButton
          label={`Buy ticket (${limitedView.ticketPrice})`}
          whyNot={limitedView.whyNotTicket}
          onClick={() => shows.limited.send({ type: 'ticket.buy' })}
        />
        {limitedView.active && (
          <ActionButton
            label={`Buy recording (${limitedView.recordingPrice})`}
            whyNot={limitedView.whyNotRecording}
            onClick={() => shows.limited.send({ type: 'recording.buy' })}
          />
        )}
      </div>
      {[privateView.notice, spyView.notice, limitedView.notice]
        .filter((notice): notice is string => notice !== null)
        .map((notice) => (
          <p key={notice} role="status" data-testid="show-notice">
            {notice}
          </p>
        ))}
      {(privateView.active || privateView.dataState === 'rating') && (
        <BillingPanel
          view={{
            flow: 'private',
            dataState: privateView.dataState,
            pricePerMinute: privateView.pricePerMinute,
            prepaidSecondsLeft: privateView.prepaidSecondsLeft,
            tokensCharged: privateView.tokensCharged,
            predictedSecondsLeft: privateView.predictedSecondsLeft,
            warning: privateView.warning,
          }}
        />
      )}
      {spyView.active && (
        <BillingPanel
          view={{
            flow: 'spy',
            dataState: spyView.dataState,
            pricePerMinute: spyView.pricePerMinute,
            prepaidSecondsLeft: null,
            tokensCharged: spyView.tokensChargedAtStart,
            predictedSecondsLeft: spyView.predictedSecondsLeft,
          }}
        />
      )}
      {limitedView.active && (
        <BillingPanel
          view={{
            flow: 'limited',
            dataState: limitedView.dataState,
            pricePerMinute: null,
            prepaidSecondsLeft: null,
            tokensCharged: limitedView.tokensCharged,
            predictedSecondsLeft: null,
          }}
        />
      )}
    </div>
  );
}
