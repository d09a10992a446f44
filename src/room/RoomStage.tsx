import { memo } from 'react';
import type { DisplayStatus } from '../../machines/room';
import { useModals } from '../app/shell-actors';
import type { Room } from '../queries/room';
import { VideoPanel } from './video/VideoPanel';

/** What the stage says instead of the video, per display status (spec 2 section 4.2). */
const notices: Partial<Record<DisplayStatus, (name: string) => string>> = {
  'password-required': () => 'This room is protected by a password.',
  offline: (name) => `${name} is offline right now.`,
  'card-required': () => 'Age verification needs a card on file to watch this room.',
  connected: (name) => `${name} is in a cam2cam show.`,
  limited: (name) => `${name} is running a ticket show.`,
  private: (name) => `${name} is in a private show.`,
  standby: (name) => `${name} will be right back.`,
};

interface RoomStageProps {
  username: string;
  name: string;
  room: Room;
  displayStatus: DisplayStatus;
  requestedTech?: 'webrtc' | 'hls';
}

/** The video area: the player while the stream is watchable, otherwise the reason it is not. */
export const RoomStage = memo(function RoomStage({
  username,
  name,
  room,
  displayStatus,
  requestedTech,
}: RoomStageProps) {
  const modals = useModals();
  if (displayStatus === 'online')
    return (
      <VideoPanel
        key={username}
        stream={room.stream ?? null}
        label={name}
        {...(requestedTech ? { requestedTech } : {})}
      />
    );
  if (displayStatus === 'guest-overlay')
    return (
      <section className="room-notice room-guest-overlay" aria-labelledby="guest-overlay-title">
        <h2 id="guest-overlay-title">Keep watching {name} for free</h2>
        <p>Sign up in seconds to keep watching, chat and tip.</p>
        <button type="button" className="room-action" onClick={() => modals.open('sign-up')}>
          Sign up free
        </button>
      </section>
    );
  const notice = notices[displayStatus];
  return (
    <section className="room-notice" aria-live="polite">
      <p>{notice ? notice(name) : 'Loading…'}</p>
    </section>
  );
});
