import { type CSSProperties, memo } from 'react';
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
    <div
      className="chat-lines"
      role="log"
      aria-label="Chat messages"
      aria-live="polite"
      style={styleOf(style)}
    >
      {lines.map((line) => (
        <Line key={line.id} line={line} />
      ))}
    </div>
  );
}

/**
 * One line, rendered again only when what it shows changed: the view maps every entry to a new line
 * object on each snapshot, so a busy room would otherwise redraw all 200 lines for every batch.
 */
const Line = memo(
  function Line({ line }: { line: ChatLine }) {
    return (
      <div className={`chat-line chat-line-${line.kind}`} data-kind={line.kind}>
        <LineBody line={line} />
      </div>
    );
  },
  (previous, next) => sameLine(previous.line, next.line),
);

function sameLine(a: ChatLine, b: ChatLine): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'message':
      return (
        b.kind === 'message' &&
        a.username === b.username &&
        a.isModel === b.isModel &&
        a.parts.length === b.parts.length &&
        a.parts.every((part, index) => {
          const other = b.parts[index];
          return part.kind === 'text'
            ? other?.kind === 'text' && other.text === part.text
            : other?.kind === 'emoticon' && other.code === part.code;
        })
      );
    case 'tip':
      return b.kind === 'tip' && a.sender === b.sender && a.tokens === b.tokens && a.comment === b.comment;
    default:
      return b.kind === a.kind && 'text' in b && a.text === b.text;
  }
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
