import { useActorRef, useSelector } from '@xstate/react';
import { memo, useEffect, useMemo } from 'react';
import { type ChatInput as ChatMachineInput, chatMachine, connectChat } from '../../../machines/chat';
import type { ClientEvent } from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { inspect } from '../../app/inspect';
import { TipControls } from '../tip/TipControls';
import { ChatInput } from './ChatInput';
import { ChatLines } from './ChatLines';
import { roomChatData } from './chat-seed';
import { feedInto, type RoomFeed } from './feed';
import { UserList } from './UserList';
import './chat.css';

export interface ChatPanelProps {
  api: ApiClient;
  /** The model's username. */
  room: string;
  /** The room answer (GET chat/react/{username}), validated here for what the chat reads. */
  roomData: unknown;
  viewer: { username: string | null; isAdmin: boolean; tokens: number | null };
  whiteLabel: boolean;
  feed?: RoomFeed;
  /** Hands a frame to the room socket; false when it cannot go out (then 'Error sending message'). */
  sendToRoom?: (event: ClientEvent) => boolean;
}

/** The room's chat column: subject, king of the hill, app panel, messages, users, input and tipping. */
export const ChatPanel = memo(function ChatPanel({
  api,
  room,
  roomData,
  viewer,
  whiteLabel,
  feed,
  sendToRoom,
}: ChatPanelProps) {
  const { seed, modelId } = roomChatData(roomData);
  const input: ChatMachineInput = {
    room,
    viewer: { username: viewer.username, isAdmin: viewer.isAdmin },
    seed,
  };
  const chat = useActorRef(chatMachine(), { input, inspect });
  // The view is derived once per render, not once per event: a selector runs on every event the
  // actor takes, and connectChat maps all 200 lines (docs/performance.md, busy room).
  const snapshot = useSelector(chat, (current) => current);
  const view = useMemo(() => connectChat(snapshot, chat.send), [snapshot, chat]);

  useEffect(() => {
    const outbound = chat.on('room.send', (event) => {
      if (!sendToRoom?.(event.event) && event.event.type === 'v3.chat.send')
        chat.send({ type: 'chat.send.failed' });
    });
    const unfeed = feed && feedInto(feed, chat);
    return () => {
      outbound.unsubscribe();
      unfeed?.();
    };
  }, [chat, feed, sendToRoom]);

  return (
    <aside className="chat-panel" aria-label="Chat" data-testid="chat-panel" data-state={view.state}>
      {view.subject.text && (
        <p
          className="chat-subject"
          data-testid="chat-subject"
          style={view.subject.color ? { color: view.subject.color } : undefined}
        >
          {view.subject.text}
        </p>
      )}
      {view.koth && (
        <p className="chat-koth" data-testid="chat-koth">
          King of the hill: <span>{view.koth.username}</span> ({view.koth.tip} tokens)
        </p>
      )}
      {view.appPanel.length > 0 && (
        <dl className="chat-app-panel">
          {view.appPanel.map((row) => (
            <div key={`${row.label}:${row.value}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ChatLines lines={view.lines} style={view.style} />
      <UserList view={view} />
      <ChatInput onSend={view.sendMessage} disabled={view.state === 'removed' || viewer.username === null} />
      <TipControls
        api={api}
        feed={feed}
        input={{
          target: { id: modelId, username: room },
          viewer: { username: viewer.username },
          balance: viewer.tokens,
          whiteLabel,
        }}
      />
    </aside>
  );
});
