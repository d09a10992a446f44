import { type ReactNode, useState } from 'react';

const tabs = [
  { id: 'video', label: 'Video' },
  { id: 'chat', label: 'Chat' },
  { id: 'messages', label: 'Private messages' },
] as const;
type RoomTab = (typeof tabs)[number]['id'];

export interface RoomSlots {
  stage: ReactNode;
  /** Under the video: tip controls and room actions. */
  actions?: ReactNode;
  chat?: ReactNode;
  privateMessages?: ReactNode;
}

/**
 * Desktop: the video (with its actions) beside the chat, private messages below. Mobile: one of the
 * three at a time, picked with the tab buttons (CSS decides which layout applies).
 */
export function RoomLayout({ stage, actions, chat, privateMessages }: RoomSlots) {
  const [tab, setTab] = useState<RoomTab>('video');
  return (
    <div className="room-layout" data-tab={tab}>
      <nav className="room-tabs" aria-label="Room sections">
        {tabs.map(({ id, label }) => (
          <button key={id} type="button" aria-pressed={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </nav>
      <section className="room-pane room-pane-video" data-pane="video" aria-label="Video">
        <div className="room-stage">{stage}</div>
        {actions}
      </section>
      <section className="room-pane room-pane-chat" data-pane="chat" aria-label="Chat">
        {chat ?? <p className="room-slot-empty">Chat is connecting…</p>}
      </section>
      <section className="room-pane room-pane-messages" data-pane="messages" aria-label="Private messages">
        {privateMessages ?? <p className="room-slot-empty">No private messages yet.</p>}
      </section>
    </div>
  );
}
