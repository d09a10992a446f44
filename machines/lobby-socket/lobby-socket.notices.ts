/**
 * What the lobby socket tells the rest of the app besides passing server updates on: the commands
 * and messages that spec 1 sections 7 and 8 attach to some lobby events.
 */
import type { EventOf } from '../../protocol';
import type { ToastInput } from '../toasts';

export type LobbyNotice =
  | { type: 'page.reload' }
  | { type: 'session.logout' }
  | { type: 'toast.show'; toast: ToastInput }
  | { type: 'modal.open'; modal: 'purchase-declined' | 'contact-support' }
  | { type: 'socket.log'; level: 'info' | 'warn' | 'error'; message: string };

/** Spec 1 section 8, auto re-up: a success toast, two errors that open a modal, a toast for the rest. */
export function reUpNotice(event: EventOf<'v3.reUp.update'>): LobbyNotice {
  const { success, tokens, error } = event.payload;
  if (success) {
    return {
      type: 'toast.show',
      toast: {
        appearance: 'success',
        content: `Auto re-up successful! ${tokens ?? 0} tokens added to your balance`,
      },
    };
  }
  if (error === 'verification_required') return { type: 'modal.open', modal: 'purchase-declined' };
  if (error === 'contact_support') return { type: 'modal.open', modal: 'contact-support' };
  return { type: 'toast.show', toast: { appearance: 'error', content: 'Auto re-up failed' } };
}

/** Spec 1 section 8, payout update: '{n} tokens removed for payout'. Other token updates say nothing. */
export function tokenUpdateNotices(event: EventOf<'v3.token.update'>): LobbyNotice[] {
  if (event.payload.type !== 'payout') return [];
  const removed = Math.abs(event.payload.token_change);
  return [
    { type: 'toast.show', toast: { appearance: 'info', content: `${removed} tokens removed for payout` } },
  ];
}
