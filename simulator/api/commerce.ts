import { integer, notFound, ok, outcomeFailure, type Router, text } from './route';

/** Spending tokens over HTTP: tips and media purchases (spec 1 section 7). */
export const commerceRoutes = (route: Router) => [
  route(
    'post',
    '/tip/:id',
    ({ sim, account, params, body }) => {
      if (!account) return notFound();
      const model = sim.world.account(integer(params.id) ?? -1);
      // A missing target reads 'Something went wrong' (spec 1 section 5).
      if (!model?.model)
        return ok({ status: 0, errorType: 'invalid_target', error: 'Something went wrong' }, 404);
      const amount = integer(body.amount);
      if (amount === undefined)
        return ok({ status: 0, errorType: 'invalid_amount', error: 'Enter a tip amount' }, 422);
      const tipped = sim.world.tip(account, model, amount, text(body.comment), text(body.type, 'public'));
      if (!tipped.ok) {
        const failure = outcomeFailure(tipped);
        return ok({ status: 0, errorType: tipped.errorType, error: tipped.error }, failure.status);
      }
      return ok({ status: 1, tokens: sim.world.tokensOf(account.id), tip: { id: tipped.value.seq, amount } });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/media/purchase/:id',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const mediaId = integer(params.id) ?? -1;
      const bought = sim.world.buyMedia(account, mediaId);
      if (!bought.ok) {
        const failure = outcomeFailure(bought);
        return ok({ status: false, message: bought.error, errorType: bought.errorType }, failure.status);
      }
      return ok({
        status: true,
        message: 'Media Purchased',
        charged: bought.value.charged,
        tokens: sim.world.tokensOf(account.id),
        media_ids: sim.world.purchasedMediaIds(account),
      });
    },
    { auth: 'member' },
  ),

  // Spec 3: hide a purchased media from the purchased list, and restore it.
  route(
    'delete',
    '/media/purchase/:id',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const hidden = sim.world.setMediaHidden(account, integer(params.id) ?? -1, true);
      return hidden.ok ? ok({ status: true }) : outcomeFailure(hidden);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/media/purchase/restore/:id',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const restored = sim.world.setMediaHidden(account, integer(params.id) ?? -1, false);
      return restored.ok ? ok({ status: true }) : outcomeFailure(restored);
    },
    { auth: 'member' },
  ),
];
