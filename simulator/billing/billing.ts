import { digest } from '../core/hash';
import { accountOf, type LedgerEntry } from '../ledger/ledger';
import { fail, type Outcome, succeed } from '../world/context';
import type { Account } from '../world/types';
import type { World } from '../world/world';
import { cents, isOneClickEligible, type Product, productById, products } from './catalogue';
import { type CardDetails, cardDecline, type DeclineCode, declineCodes, declineText } from './declines';

const day = 86_400_000;
const minute = 60_000;
/** Daily purchase limits in US cents: identity-verified members and whales get the higher one. */
export const dailyPurchaseLimitCents = { standard: 30_000, verified: 250_000 } as const;
/** A single purchase above this amount is declined NMYINVAMT. */
export const maxSingleChargeCents = 100_000;
export const autoReUpThreshold = 50;

export type PaymentMethod = 'credit' | 'paypal' | 'crypto';

export interface CheckoutRequest {
  productId: string;
  method?: PaymentMethod;
  /** A new card; omit to charge the stored card (one-click, auto re-up). */
  card?: CardDetails;
  saveCard?: boolean;
}

export interface Receipt {
  transactionId: string;
  product: Product;
  tokensAdded: number;
  tokens: number;
  entry: LedgerEntry;
}

export type Declined = { declineCode: DeclineCode | string; text: string; transactionId: string };
export type CheckoutOutcome = Outcome<Receipt> & { declined?: Declined };

/** How a scenario steers payments: decline every purchase, cycling through the codes, or not. */
export interface PaymentPolicy {
  declineAll: boolean;
}

/**
 * Fake billing: products, purchases decided by test card data and amount, limits, post-pay,
 * auto re-up, payouts and refunds. Every token movement goes through the world's ledger.
 */
export class Billing {
  readonly #declines = new Map<number, Array<{ at: number; code: string }>>();
  readonly #forcedDeclines: string[] = [];
  readonly #lastReUpAttempt = new Map<number, number>();
  #transactions = 0;
  #policyIndex = 0;
  policy: PaymentPolicy = { declineAll: false };

  constructor(private readonly world: World) {
    world.subscribe((fact) => {
      if (fact.type === 'balance.changed' && fact.change < 0) this.#maybeAutoReUp(fact.userId);
    });
  }

  /** The next purchase (of anyone) is declined with this code (dev drawer, scenarios). */
  declineNext(code: string = 'NDECLINED') {
    this.#forcedDeclines.push(code);
  }

  catalogue(account: Account | null): {
    credit: Product[];
    paypal: Product[];
    others: Product[];
    promo: Product[];
  } {
    const eligible = (product: Product) => ({
      ...product,
      is_oneclick: Boolean(account?.hasCard) && isOneClickEligible(product),
    });
    const group = (name: Product['group']) =>
      products.filter((product) => product.group === name).map(eligible);
    const promo = group('promo').filter((product) => {
      if (!account) return product.internal_id === 'promo_free_200';
      if (product.internal_id === 'promo_free_200') return !this.world.hasPurchase(account.id);
      return account.ageVerificationRequired || !this.world.hasPurchase(account.id);
    });
    return { credit: group('credit'), paypal: group('paypal'), others: group('others'), promo };
  }

  lastDeclineText(account: Account): string | null {
    const last = this.#declines.get(account.id)?.at(-1);
    return last ? declineText(last.code) : null;
  }

  dailyLimitCents(account: Account): number {
    return account.identityConfirmed || account.isSuperWhale
      ? dailyPurchaseLimitCents.verified
      : dailyPurchaseLimitCents.standard;
  }

  /** What the member may still spend today, in cents. */
  dailyRemainingCents(account: Account): number {
    const id = accountOf(account.id);
    const since = this.world.clock.now() - day;
    let used = 0;
    const entries = this.world.ledger.entries();
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const entry = entries[index] as LedgerEntry;
      if (entry.at < since) break;
      if (entry.kind === 'purchase' && entry.to === id) used += entry.memo.cents ?? 0;
    }
    return Math.max(0, this.dailyLimitCents(account) - used);
  }

  /** Who may not buy tokens at all, and why (models and pending compliance go to /account/tokens). */
  purchaseBlocker(account: Account): Outcome<never> | null {
    if (account.role === 'model' || account.complianceStatus === 'pending')
      return fail('models_cannot_buy', 'Models cannot buy tokens.');
    if (account.ageVerificationRequired)
      return fail('age_verification_required', 'Verify your age to buy tokens.');
    return null;
  }

  checkout(account: Account, request: CheckoutRequest): CheckoutOutcome {
    const blocked = this.purchaseBlocker(account);
    if (blocked) return blocked;
    const product = productById.get(request.productId);
    if (!product)
      return fail('unknown_product', 'Error purchasing product, if this persists, please contact support.');
    if (
      product.group === 'promo' &&
      !this.catalogue(account).promo.some((offer) => offer.internal_id === product.internal_id)
    )
      return fail('promo_unavailable', 'This offer is not available to you.');
    const price = cents(product.amount);
    if (price > this.dailyRemainingCents(account))
      return fail('over_daily_purchase_limit', 'You have reached your daily purchase limit.');
    if (!request.card && !account.hasCard && price > 0) return fail('card_required', 'Enter a card to pay.');

    const transactionId = `tx-${digest(this.world.data.seed, 'transaction', ++this.#transactions)}`;
    const code = this.#declineFor(account, request, price);
    if (code) return this.#decline(account, code, transactionId);

    const entry = this.world.ledger.record({
      kind: price === 0 ? 'free_tokens' : 'purchase',
      from: 'house',
      to: accountOf(account.id),
      amount: product.tokens,
      at: this.world.clock.now(),
      memo: {
        productId: product.internal_id,
        cents: price,
        method: request.card ? (request.method ?? 'credit') : 'oneclick',
        transactionId,
      },
    });
    if (!entry.ok) return fail('billing_error', entry.message);
    const changes: Parameters<World['updateAccount']>[1] = {};
    if (product.membership) changes.membership = product.membership;
    if (request.card && request.saveCard !== false && (request.method ?? 'credit') === 'credit')
      changes.hasCard = true;
    if (Object.keys(changes).length) this.world.updateAccount(account.id, changes);
    const tokens = this.world.tokensOf(account.id);
    this.world.emit({
      type: 'payment.completed',
      userId: account.id,
      approved: true,
      tokens,
      declineCode: null,
      transactionId,
    });
    return succeed({ transactionId, product, tokensAdded: product.tokens, tokens, entry: entry.entry });
  }

  #declineFor(account: Account, request: CheckoutRequest, price: number): string | null {
    const forced = this.#forcedDeclines.shift();
    if (forced) return forced;
    if (this.policy.declineAll) return declineCodes[this.#policyIndex++ % declineCodes.length] ?? 'NDECLINED';
    const now = this.world.clock.now();
    const recent = (this.#declines.get(account.id) ?? []).filter((decline) => now - decline.at < 60 * minute);
    if (recent.length >= 6) return 'NMYDNVEL';
    if (recent.filter((decline) => now - decline.at < 5 * minute).length >= 3) return 'NDECLINEDE';
    if (price > maxSingleChargeCents) return 'NMYINVAMT';
    return request.card ? cardDecline(request.card, new Date(now)) : null;
  }

  #decline(account: Account, code: string, transactionId: string): CheckoutOutcome {
    const list = this.#declines.get(account.id) ?? [];
    list.push({ at: this.world.clock.now(), code });
    this.#declines.set(account.id, list);
    const text = declineText(code);
    this.world.emit({
      type: 'payment.completed',
      userId: account.id,
      approved: false,
      tokens: this.world.tokensOf(account.id),
      declineCode: code,
      transactionId,
    });
    return { ...fail('payment_declined', text), declined: { declineCode: code, text, transactionId } };
  }

  /** One-click: charges the stored card for an eligible pack. */
  oneClick(account: Account, productId: string): CheckoutOutcome {
    const product = productById.get(productId);
    if (!product || !isOneClickEligible(product))
      return fail('oneclick_unavailable', 'One-click is not available for this product.');
    if (!account.hasCard) return fail('card_required', 'No card on file.');
    return this.checkout(account, { productId });
  }

  #maybeAutoReUp(userId: number) {
    const account = this.world.account(userId);
    if (!account || account.isBot || !account.hasCard) return;
    let settings: { enabled?: boolean; disabled_by_user?: boolean; tokens?: number };
    try {
      settings = JSON.parse(String(account.settings.auto_re_ups ?? '{}'));
    } catch {
      return;
    }
    if (!settings.enabled || settings.disabled_by_user) return;
    if (this.world.tokensOf(userId) >= autoReUpThreshold) return;
    const now = this.world.clock.now();
    if (now - (this.#lastReUpAttempt.get(userId) ?? Number.NEGATIVE_INFINITY) < minute) return;
    this.#lastReUpAttempt.set(userId, now);
    const pack = [50, 100, 200].includes(settings.tokens ?? 0) ? settings.tokens : 100;
    const outcome = this.checkout(account, { productId: `credit_${pack}` });
    const error = outcome.ok
      ? null
      : outcome.errorType === 'age_verification_required' ||
          (!account.identityConfirmed && outcome.declined?.declineCode === 'NMYNOPREVAUTH')
        ? 'verification_required'
        : outcome.declined && ['NDECLINEDE', 'NMYDNVEL'].includes(String(outcome.declined.declineCode))
          ? 'contact_support'
          : (outcome.declined?.declineCode ?? outcome.errorType);
    this.world.emit({
      type: 'reup.completed',
      userId,
      success: outcome.ok,
      tokens: outcome.ok ? outcome.value.tokensAdded : 0,
      error,
    });
  }

  /** Bills a post-pay member's negative balance to the stored card. */
  settlePostpay(account: Account): CheckoutOutcome | Outcome<null> {
    const owed = -this.world.tokensOf(account.id);
    if (account.postpayCreditLimit <= 0 || owed <= 0) return succeed(null);
    const transactionId = `tx-${digest(this.world.data.seed, 'transaction', ++this.#transactions)}`;
    const forced = this.#forcedDeclines.shift();
    if (forced) return this.#decline(account, forced, transactionId);
    const entry = this.world.ledger.record({
      kind: 'purchase',
      from: 'house',
      to: accountOf(account.id),
      amount: owed,
      at: this.world.clock.now(),
      memo: { productId: 'postpay_settlement', cents: owed * 10, method: 'postpay', transactionId },
    });
    if (!entry.ok) return fail('billing_error', entry.message);
    this.world.emit({
      type: 'payment.completed',
      userId: account.id,
      approved: true,
      tokens: this.world.tokensOf(account.id),
      declineCode: null,
      transactionId,
    });
    return succeed(null);
  }

  /** The member declines post-pay: the credit line closes (what is owed stays owed). */
  declinePostpay(account: Account): void {
    this.world.updateAccount(account.id, { postpayCreditLimit: 0 });
    this.world.updateSettings(account, { postpay: 'NO' });
  }

  /** Removes a model's tokens for payout ('{n} tokens removed for payout'). */
  payout(model: Account, tokens?: number): Outcome<number> {
    const amount = tokens ?? this.world.tokensOf(model.id);
    if (model.role !== 'model') return fail('forbidden', 'Only models are paid out.');
    if (amount <= 0) return fail('nothing_to_pay', 'No tokens to pay out.');
    const entry = this.world.ledger.record({
      kind: 'payout',
      from: accountOf(model.id),
      to: 'house',
      amount,
      at: this.world.clock.now(),
    });
    if (!entry.ok) return fail(entry.reason, entry.message);
    this.world.emit({ type: 'payout.removed', userId: model.id, tokens: amount });
    return succeed(amount);
  }

  /** Refunds (part of) a ledger entry, e.g. an admin reversing a tip. */
  refund(seq: number, amount?: number, reason = 'admin'): Outcome<LedgerEntry> {
    const original = this.world.ledger.entry(seq);
    if (!original) return fail('not_found', 'No such ledger entry.');
    const entry = this.world.ledger.record({
      kind: 'refund',
      from: original.to,
      to: original.from,
      amount: amount ?? this.world.ledger.refundable(seq),
      at: this.world.clock.now(),
      memo: { refundOf: seq, reason },
    });
    return entry.ok ? succeed(entry.entry) : fail(entry.reason, entry.message);
  }
}
