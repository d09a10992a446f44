import { accountOf, type LedgerDraft, type LedgerEntry, spendingKinds } from '../ledger/ledger';
import { fail, type Outcome, succeed } from './context';
import { spentSince } from './ledger-index';
import type { RoomState } from './rooms';
import * as rooms from './rooms';
import type { Account } from './types';
import { AccountsWorld } from './world-accounts';
import { day } from './world-base';

/** Members who have not verified their identity may spend at most this many tokens a day. */
export const unverifiedDailySpendLimit = 10_000;

/** Spending tokens: the spending limits every charge passes, tips and media purchases. */
export abstract class SpendingWorld extends AccountsWorld {
  abstract room(username: string): RoomState | undefined;

  /** Tokens spent today (virtual 24 hours) on shows, tips and media. */
  spentToday(userId: number): number {
    return spentSince(this.ledger, accountOf(userId), this.clock.now() - day);
  }

  charge(draft: LedgerDraft): Outcome<LedgerEntry> {
    if (draft.from !== 'house' && (spendingKinds as readonly string[]).includes(draft.kind)) {
      const payer = this.account(Number(draft.from.slice(5)));
      if (payer) {
        const spent = this.spentToday(payer.id);
        const ownLimit = Number(payer.settings.daily_limit ?? 0);
        if (ownLimit > 0 && spent + draft.amount > ownLimit)
          return fail('user_daily_limit', 'You have reached your own daily spending limit.');
        if (
          !payer.identityConfirmed &&
          !payer.isSuperWhale &&
          payer.role !== 'model' &&
          spent + draft.amount > unverifiedDailySpendLimit
        )
          return fail('over_daily_limit', 'Daily limit reached. Verify your identity to raise it.');
        if (draft.amount > this.ledger.spendable(draft.from))
          return payer.postpayCreditLimit > 0
            ? fail('postpay_card_fail', 'Not enough tokens')
            : fail('not_enough_tokens', 'Not enough tokens');
      }
    }
    const result = this.ledger.record(draft);
    if (!result.ok)
      return fail(
        result.reason === 'insufficient_tokens' ? 'not_enough_tokens' : result.reason,
        result.message,
      );
    return succeed(result.entry);
  }

  tip(payer: Account, model: Account, amount: number, comment: string, source: string): Outcome<LedgerEntry> {
    if (!model.model) return fail('not_found', 'Something went wrong');
    if (payer.id === model.id) return fail('invalid_target', 'You cannot tip yourself');
    if (!Number.isInteger(amount) || amount < 1 || amount > 100_000)
      return fail('invalid_amount', 'Tip amount must be a whole number from 1 to 100000');
    if (payer.ageVerificationRequired) return fail('age_verification_required', 'Verify your age to tip');
    const room = this.room(model.username);
    if (room?.banned.has(payer.username)) return fail('banned', 'You have been banned from this room.');
    const charged = this.charge({
      kind: 'tip',
      from: accountOf(payer.id),
      to: accountOf(model.id),
      amount,
      at: this.clock.now(),
      memo: { room: model.username, comment: comment.slice(0, 200), source },
    });
    if (!charged.ok) return charged;
    model.model.goal.collected += amount;
    if (room) rooms.recordTip(this, room, payer.username, amount);
    this.emit({
      type: 'tip.sent',
      room: model.username,
      from: payer.username,
      to: model.username,
      amount,
      comment: comment.slice(0, 200),
      source,
      ledgerSeq: charged.value.seq,
      invisible: Number(payer.settings.invisible_mode_level ?? 0) > 0,
    });
    return charged;
  }

  purchasedMediaIds(account: Account): number[] {
    return this.ledgerIndex.mediaBought(account.id);
  }

  /** Owned: the media is free, the user's own, or bought (spec 1 section 4). */
  ownsMedia(account: Account, mediaId: number): boolean {
    const item = this.data.mediaById.get(mediaId);
    if (!item) return false;
    return item.ownerId === account.id || this.purchasedMediaIds(account).includes(mediaId);
  }

  buyMedia(account: Account, mediaId: number): Outcome<{ charged: number }> {
    const item = this.data.mediaById.get(mediaId);
    if (!item) return fail('not_found', 'Media not found');
    if (account.ageVerificationRequired)
      return fail('age_verification_required', 'Verify your age to buy media');
    if (item.tokenPrice === 0 || this.ownsMedia(account, mediaId)) return succeed({ charged: 0 });
    const charged = this.charge({
      kind: 'media_purchase',
      from: accountOf(account.id),
      to: accountOf(item.ownerId),
      amount: item.tokenPrice,
      at: this.clock.now(),
      memo: { mediaId },
    });
    if (!charged.ok)
      return charged.errorType === 'not_enough_tokens'
        ? fail('not_enough_tokens', 'You have to buy more credits to buy this media')
        : charged;
    return succeed({ charged: item.tokenPrice });
  }
}
