import { describe, expect, it } from 'vitest';
import { reUpNotice, tokenUpdateNotices } from './lobby-socket.notices';

const reUp = (payload: { success: boolean; tokens?: number; error?: string }) =>
  reUpNotice({ type: 'v3.reUp.update', payload });

describe('lobby notices (spec 1 section 8)', () => {
  it('an auto re-up success toasts the tokens added', () => {
    expect(reUp({ success: true, tokens: 200 })).toEqual({
      type: 'toast.show',
      toast: { appearance: 'success', content: 'Auto re-up successful! 200 tokens added to your balance' },
    });
  });

  it('verification_required and contact_support open their modals, any other error toasts', () => {
    expect(reUp({ success: false, error: 'verification_required' })).toEqual({
      type: 'modal.open',
      modal: 'purchase-declined',
    });
    expect(reUp({ success: false, error: 'contact_support' })).toEqual({
      type: 'modal.open',
      modal: 'contact-support',
    });
    expect(reUp({ success: false, error: 'card_expired' })).toEqual({
      type: 'toast.show',
      toast: { appearance: 'error', content: 'Auto re-up failed' },
    });
    expect(reUp({ success: false })).toMatchObject({ toast: { content: 'Auto re-up failed' } });
  });

  it('a payout toasts the tokens removed; other token updates say nothing', () => {
    const update = (type: string, token_change: number) =>
      tokenUpdateNotices({
        type: 'v3.token.update',
        payload: { username: 'ann', tokens: 100, token_change, type },
      });
    expect(update('payout', -350)).toEqual([
      { type: 'toast.show', toast: { appearance: 'info', content: '350 tokens removed for payout' } },
    ]);
    expect(update('tip', -25)).toEqual([]);
  });
});
