import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { ActionButton } from './ActionButton';
import { BillingPanel } from './BillingPanel';

describe('billing panel', () => {
  it('shows state, price, prepaid time, charged tokens and the predicted end', () => {
    const { container, unmount } = render(
      <BillingPanel
        view={{
          flow: 'private',
          dataState: 'active',
          pricePerMinute: 30,
          prepaidSecondsLeft: 45,
          tokensCharged: 90,
          predictedSecondsLeft: 765,
          warning: true,
        }}
      />,
    );
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(container.querySelector('[data-testid="billing-private"]')?.getAttribute('data-state')).toBe(
      'active',
    );
    expect(text('billing-price')).toBe('30 tokens/min');
    expect(text('billing-prepaid')).toBe('0:45');
    expect(text('billing-charged')).toBe('90 tokens');
    expect(text('billing-predicted')).toBe('in 12:45');
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Less than a minute/);
    unmount();
  });

  it('disables an action and says why in words', () => {
    const { container, unmount } = render(
      <ActionButton label="Spy" whyNot="This private is exclusive." onClick={() => {}} />,
    );
    const button = container.querySelector('button');
    expect(button?.disabled).toBe(true);
    const reason = container.querySelector(`#${CSS.escape(button?.getAttribute('aria-describedby') ?? '')}`);
    expect(reason?.textContent).toBe('This private is exclusive.');
    unmount();
  });
});
