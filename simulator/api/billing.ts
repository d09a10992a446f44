import { HttpResponse } from 'msw';
import { productById } from '../billing/catalogue';
import { notFound, ok, outcomeFailure, type Router, text } from './route';

/** Token products, purchases (through the simulated biller), limits, post-pay (spec 1 section 7). */
export const billingRoutes = (route: Router) => [
  route('post', '/billing/products', ({ sim, account }) => {
    if (account) {
      const blocked = sim.billing.purchaseBlocker(account);
      if (blocked && !blocked.ok && blocked.errorType === 'models_cannot_buy')
        return outcomeFailure(blocked, { redirect: '/account/tokens' });
    }
    const catalogue = sim.billing.catalogue(account);
    const suggestion = account?.hasCard
      ? catalogue.credit.find((product) => product.is_oneclick && product.tokens === 200)
      : undefined;
    return ok({
      products: { credit: catalogue.credit, paypal: catalogue.paypal, others: catalogue.others },
      promo_products: { default: catalogue.promo },
      declined_reason: account ? sim.billing.lastDeclineText(account) : null,
      oneclick_suggestion: suggestion
        ? { ...suggestion, oneclick_link: `/api/billing/oneclick/${suggestion.internal_id}` }
        : null,
      daily_purchase_remaining: account ? sim.billing.dailyRemainingCents(account) / 100 : null,
    });
  }),

  route('get', '/billing/products_rcc', ({ sim, account }) => {
    const regular = productById.get('promo_av_300');
    return ok({
      join_form: 'cc',
      cc: { biller: 'simcard', link: '/api/billing/checkout?product=promo_av_300' },
      pp: { biller: 'simpaypal', link: '/api/billing/checkout?product=paypal_100' },
      regular: { tokens: regular?.tokens, amount: regular?.amount, biller_link: regular?.biller_link },
      promo: { link: '/api/billing/checkout?product=promo_free_200', free_tokens: 200 },
      eligible: account ? !sim.world.hasPurchase(account.id) : true,
    });
  }),

  route('get', '/billing/product_av', () =>
    ok({ biller_link: '/api/billing/checkout?product=promo_av_300' }),
  ),

  route('get', '/billing/fling_live_site', () =>
    ok({
      descriptor: 'SIMCAMS*ONLINE',
      companies: [{ name: 'Sim Billing Services Ltd', address: '1 Example Way, Example City' }],
    }),
  ),

  route('get', '/billing/promos', ({ url }) => {
    const advert = url.searchParams.get('advert_id') ?? '';
    const promos = [{ code: 'FREE_TOKENS', title: '200 free tokens with a card on file', tokens: 200 }];
    if (['xv300wo', 'xv300fco'].includes(advert))
      promos.push({ code: 'XV300', title: '300 tokens for $10.99', tokens: 300 });
    return ok({ promos });
  }),

  route('get', '/billing/show-live-help', ({ account }) =>
    ok({
      show: Boolean(account && (account.hasCard || account.role === 'model') && account.countryCode !== 'CO'),
    }),
  ),

  route(
    'get',
    '/payment/daily-limit',
    ({ sim, account }) => ok({ avail: account ? sim.billing.dailyRemainingCents(account) / 100 : 0 }),
    { auth: 'member' },
  ),

  route(
    'get',
    '/billing/purchase-link',
    ({ account }) =>
      ok({
        purchase_link: account?.hasCard
          ? '/api/billing/checkout?product=credit_100'
          : '/api/billing/checkout?product=credit_200',
      }),
    { auth: 'member' },
  ),

  // Designed: the simulated biller. It stands in for the external payment page behind every
  // biller_link; the answer carries what the real biller's return URL would (ans, transaction_id).
  route(
    'post',
    '/billing/checkout',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const productId = text(body.product ?? body.internal_id);
      const cardNumber = text(body.card_number);
      const outcome = sim.billing.checkout(account, {
        productId,
        method:
          (['credit', 'paypal', 'crypto'] as const).find((method) => method === body.method) ?? 'credit',
        card: cardNumber
          ? {
              number: cardNumber,
              cvv: body.cvv === undefined ? undefined : text(body.cvv),
              zip: body.zip === undefined ? undefined : text(body.zip),
              expMonth: body.exp_month === undefined ? undefined : Number(body.exp_month),
              expYear: body.exp_year === undefined ? undefined : Number(body.exp_year),
            }
          : undefined,
        saveCard: body.save_card !== false,
      });
      if (outcome.ok)
        return ok({
          status: true,
          ans: `Y${outcome.value.transactionId}`,
          transaction_id: outcome.value.transactionId,
          amount: outcome.value.product.amount,
          tokens_added: outcome.value.tokensAdded,
          tokens: outcome.value.tokens,
        });
      if (outcome.declined)
        return ok(
          {
            status: false,
            ans: `N${outcome.declined.declineCode}`,
            decline_code: outcome.declined.declineCode,
            transaction_id: outcome.declined.transactionId,
            error: outcome.declined.text,
            errorType: 'payment_declined',
          },
          402,
        );
      return outcomeFailure(outcome, {
        ...(outcome.errorType === 'over_daily_purchase_limit'
          ? { daily_purchase_remaining: sim.billing.dailyRemainingCents(account) / 100 }
          : {}),
        ...(outcome.errorType === 'models_cannot_buy' ? { redirect: '/account/tokens' } : {}),
      });
    },
    { auth: 'member' },
  ),

  // The "{one-click link}" of spec 1: charges the card on file.
  route(
    'post',
    '/billing/oneclick/:productId',
    ({ sim, account, params, body }) => {
      if (!account) return notFound();
      if (body.autoReUpsSettings !== undefined) {
        const settings =
          typeof body.autoReUpsSettings === 'string'
            ? body.autoReUpsSettings
            : JSON.stringify(body.autoReUpsSettings);
        const saved = sim.world.updateSettings(account, { auto_re_ups: settings });
        if (!saved.ok) return outcomeFailure(saved);
      }
      const outcome = sim.billing.oneClick(account, params.productId ?? '');
      if (outcome.ok) return ok({ status: true, link: null, error: null, tokens: outcome.value.tokens });
      return ok(
        {
          status: false,
          // A decline sends the member to the full biller page.
          link: outcome.declined ? `/api/billing/checkout?product=${params.productId}` : null,
          error: outcome.declined?.text ?? outcome.error,
          errorType: outcome.errorType,
          decline_code: outcome.declined?.declineCode ?? null,
        },
        outcomeFailure(outcome).status,
      );
    },
    { auth: 'member' },
  ),

  // A browser navigation in the real product (spec 1): the member declines post-pay.
  route('get', '/v1/billing/postpay_decline', ({ sim, account }) => {
    if (account) sim.billing.declinePostpay(account);
    return new HttpResponse(null, { status: 302, headers: { Location: '/?postpay=declined' } });
  }),
];
