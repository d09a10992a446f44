import { type FormEvent, useEffect, useState } from 'react';
import type { RoomFeed } from '../../../src/room/chat/feed';

interface NaiveLine {
  id: number;
  username: string;
  text: string;
}

/**
 * The naive baseline of the busy-room bench: one state update per message, every message kept and
 * rendered (no cap, no virtualization, no batching). Not app code: the figure to compare against.
 */
export function NaiveChat({ feed }: { feed: RoomFeed }) {
  const [lines, setLines] = useState<NaiveLine[]>([]);
  const [text, setText] = useState('');
  useEffect(
    () =>
      feed((event) => {
        const { type, payload, seq } = event as {
          type: string;
          seq: number;
          payload: { message?: string; user?: { username: string }; sender_name?: string; tokens?: number };
        };
        const line =
          type === 'v3.tip.received'
            ? { id: seq, username: payload.sender_name ?? '', text: `tipped ${payload.tokens} tokens` }
            : { id: seq, username: payload.user?.username ?? '', text: payload.message ?? '' };
        setLines((previous) => [...previous, line]);
      }),
    [feed],
  );
  const send = (event: FormEvent) => {
    event.preventDefault();
    setLines((previous) => [...previous, { id: -previous.length - 1, username: 'bench_viewer', text }]);
    setText('');
  };
  return (
    <aside className="chat-panel">
      <ol className="chat-lines" role="log">
        {lines.map((line) => (
          <li key={line.id} className="chat-line">
            <span className="chat-username">{line.username}</span>
            <span className="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      <form className="chat-input" onSubmit={send}>
        <input id="chat-message" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Send</button>
      </form>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit">Tip</button>
      </form>
    </aside>
  );
}
