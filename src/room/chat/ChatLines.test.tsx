import { describe, expect, it } from 'vitest';
import { defaultChatStyle } from '../../../machines/chat';
import { render } from '../../test/render';
import { ChatLines } from './ChatLines';

describe('chat lines', () => {
  it('renders names, messages and tip comments as text, never as markup', () => {
    const hostile = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    const view = render(
      <ChatLines
        style={defaultChatStyle}
        lines={[
          {
            kind: 'message',
            id: 1,
            username: hostile,
            parts: [{ kind: 'text', text: hostile }],
            isModel: false,
          },
          { kind: 'tip', id: 2, sender: hostile, tokens: 25, comment: hostile },
        ]}
      />,
    );
    const log = view.container.querySelector('[role="log"]');
    expect(log?.querySelectorAll('img, b')).toHaveLength(0);
    expect(log?.querySelector('.chat-username')?.textContent).toBe(hostile);
    expect(log?.querySelector('.chat-tip-comment')?.textContent).toBe(hostile);
    view.unmount();
  });

  it('shows a hidden tipper as Someone', () => {
    const view = render(
      <ChatLines
        style={defaultChatStyle}
        lines={[{ kind: 'tip', id: 1, sender: null, tokens: 9, comment: '' }]}
      />,
    );
    expect(view.container.textContent).toBe('Someonetipped 9 tokens');
    view.unmount();
  });
});
