import { loginRequired, ok, outcomeFailure, type Router } from './route';

/**
 * Designed routes (the spec names the flows, not their calls) for a viewer's side of a room's
 * tip split and Lovense toy control. Every charge is a ledger tip to the model; the answers carry
 * the viewer's balance after it. The split's state reaches the room as the /tip_split chat command,
 * toy control as v3.lovense.* events.
 */
export const roomFeatureRoutes = (route: Router) => [
  route(
    'post',
    '/tip-split/:username',
    ({ sim, account, params, body }) => {
      if (!account) return loginRequired();
      const proposed = sim.world.proposeTipSplit(
        params.username ?? '',
        account,
        Number(body.splitters),
        Number(body.amount),
      );
      return proposed.ok
        ? ok({ status: true, tokens: sim.world.tokensOf(account.id), tipSplit: proposed.value })
        : outcomeFailure(proposed);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/tip-split/:username/join',
    ({ sim, account, params }) => {
      if (!account) return loginRequired();
      const joined = sim.world.joinTipSplit(params.username ?? '', account);
      return joined.ok
        ? ok({ status: true, tokens: sim.world.tokensOf(account.id), tipSplit: joined.value })
        : outcomeFailure(joined);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/lovense/:username/control',
    ({ sim, account, params }) => {
      if (!account) return loginRequired();
      const taken = sim.world.requestToyControl(params.username ?? '', account);
      return taken.ok
        ? ok({ status: true, tokens: sim.world.tokensOf(account.id), queued: taken.value.queued })
        : outcomeFailure(taken);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/lovense/:username/command',
    ({ sim, account, params, body }) => {
      if (!account) return loginRequired();
      const set = sim.world.commandToy(params.username ?? '', account, Number(body.level));
      return set.ok ? ok({ status: true, level: set.value }) : outcomeFailure(set);
    },
    { auth: 'member' },
  ),
];
