import type { CSSProperties } from 'react';
import type { ChatLine, ChatStyle } from '../../../machines/chat';

/** Emoticon codes drawn as pictures made of text: never markup from the server. */
const emoticonGlyphs: Record<string, string> = { ':)': '🙂', ':D': '😄', '<3': '❤️', ';)': '😉' };

function styleOf(style: ChatStyle): CSSProperties {
  return {
    fontFamily: style.font === 'Default' ? undefined : style.font,
    fontSize: `${style.size}px`,
    color: style.color,
  };
}

/** The chat list. Every user-controlled string goes in as a text node. */
export function ChatLines({ lines, style }: { lines: readonly ChatLine[]; style: ChatStyle }) {
  return (
    <ol
      className="chat-lines"
      role="log"
      aria-label="Chat messages"
      aria-live="polite"
      style={styleOf(style)}
    >
      {lines.map((line) => (
        <li key={line.id} className={`chat-line chat-line-${line.kind}`} data-kind={line.kind}>
          <LineBody line={line} />
        </li>
      ))}
    </ol>
  );
}

function LineBody({ line }: { line: ChatLine }) {
  switch (line.kind) {
    case 'message':
      return (
        <>
          <span className="chat-username" data-model={line.isModel || undefined}>
            {line.username}
          </span>
          <span className="chat-text">
            {line.parts.map((part, index) =>
              part.kind === 'text' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of one message never reorder.
                <span key={index}>{part.text}</span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of one message never reorder.
                <span key={index} className="chat-emoticon" role="img" aria-label={part.code}>
                  {emoticonGlyphs[part.code] ?? part.code}
                </span>
              ),
            )}
          </span>
        </>
      );
    case 'tip':
      return (
        <>
          <span className="chat-username">{line.sender ?? 'Someone'}</span>
          <span className="chat-text">
            tipped {line.tokens} tokens{line.comment ? ': ' : ''}
            {line.comment ? <span className="chat-tip-comment">{line.comment}</span> : null}
          </span>
        </>
      );
    case 'error':
      return (
        <span className="chat-text" role="alert">
          {line.text}
        </span>
      );
    default:
      return <span className="chat-text">{line.text}</span>;
  }
}
