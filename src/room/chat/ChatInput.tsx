import { type FormEvent, useState } from 'react';

/** The message box. Sending is the machine's business; this only hands it the text. */
export function ChatInput({ onSend, disabled }: { onSend: (text: string) => void; disabled: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  return (
    <form className="chat-input" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-message">
        Message
      </label>
      <input
        id="chat-message"
        value={text}
        maxLength={500}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        placeholder="Say something"
        autoComplete="off"
      />
      <button type="submit" disabled={disabled}>
        Send
      </button>
    </form>
  );
}
