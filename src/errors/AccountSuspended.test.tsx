import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { AccountSuspended, isSuspended } from './AccountSuspended';

describe('account suspended', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('holds only while the end date is ahead', () => {
    expect(isSuspended('2026-04-01T12:00:00Z', now)).toBe(true);
    expect(isSuspended('2026-02-01T00:00:00Z', now)).toBe(false);
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended('not a date', now)).toBe(false);
  });

  it('shows the end date and a support contact', () => {
    const { container, unmount } = render(
      <AccountSuspended until="2026-04-01T12:00:00Z" supportEmail="support@livecams.example" />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Account suspended');
    expect(container.textContent).toContain('Your account is suspended until April 1, 2026.');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:support@livecams.example');
    unmount();
  });
});
