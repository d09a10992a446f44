import { digest } from '../core/hash';
import type { Simulation } from '../simulation';
import type { Account } from '../world/types';
import { failure } from './http';
import { notFound, ok, type Router, text } from './route';

/** Per-simulation state of the random video chats (speed date, tikichat): not durable. */
interface RandomChatState {
  matches: Map<number, string>;
  requests: Map<number, number[]>;
  blocked: Map<number, Set<string>>;
  banned: Set<number>;
}

const states = new WeakMap<Simulation, RandomChatState>();
function stateOf(sim: Simulation): RandomChatState {
  let state = states.get(sim);
  if (!state) {
    state = { matches: new Map(), requests: new Map(), blocked: new Map(), banned: new Set() };
    states.set(sim, state);
  }
  return state;
}

/** Bans a member from random chats (tests, dev control). */
export const banFromRandomChat = (sim: Simulation, userId: number) => stateOf(sim).banned.add(userId);

const requestsPerMinute = 10;

function outgoing(sim: Simulation, account: Account) {
  return {
    broadcastUsername: account.username,
    c2cServer: 'c2c.sim.localhost',
    videoPlayToken: `vpt-${digest(sim.seed, 'c2c', account.id)}`,
  };
}

function findMatch(sim: Simulation, account: Account, genders: string[]): Account | undefined {
  const state = stateOf(sim);
  const now = sim.world.clock.now();
  const recent = (state.requests.get(account.id) ?? []).filter((at) => now - at < 60_000);
  state.requests.set(account.id, [...recent, now]);
  if (recent.length >= requestsPerMinute) return undefined;
  const blocked = state.blocked.get(account.id) ?? new Set();
  const taken = new Set(state.matches.values());
  const candidates = sim.world.data.models.filter(
    (model) =>
      model.model?.status === 'online' &&
      !model.model.isVoyeur &&
      !model.model.isAi &&
      genders.includes(model.gender === 'f' ? 'f' : 'm') &&
      !blocked.has(model.username) &&
      !taken.has(model.username),
  );
  return candidates.length ? sim.world.rng.pick(candidates) : undefined;
}

function requestMatch(sim: Simulation, account: Account, genders: string[]) {
  const state = stateOf(sim);
  if (state.banned.has(account.id)) return failure(403, 'BANNED', { errorType: 'banned' });
  const now = sim.world.clock.now();
  if ((state.requests.get(account.id) ?? []).filter((at) => now - at < 60_000).length >= requestsPerMinute)
    return failure(429, 'too_many_requests', { errorType: 'too_many_requests' });
  const match = findMatch(sim, account, genders);
  if (!match) return ok({ status: true, match: null });
  state.matches.set(account.id, match.username);
  return ok({ status: true, match: { username: match.username, broadcastUsername: match.username } });
}

function stop(sim: Simulation, account: Account, body: Record<string, unknown>) {
  const state = stateOf(sim);
  const partner = text(body.toBroadcastUsername) || state.matches.get(account.id);
  state.matches.delete(account.id);
  if (body.block === true && partner)
    state.blocked.set(account.id, new Set([...(state.blocked.get(account.id) ?? []), partner]));
  return ok({ status: true });
}

/** Speed date and tikichat (spec 3 section 7). */
export const randomChatRoutes = (route: Router) => [
  route(
    'get',
    '/speed-date/v2/video',
    ({ sim, account }) => (account ? ok({ status: true, ...outgoing(sim, account) }) : notFound()),
    { auth: 'member' },
  ),
  route(
    'post',
    '/speed-date/v2/match/request',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      if (body.streamActive !== true)
        return failure(422, 'Unable to obtain outgoing stream data', { errorType: 'stream_required' });
      return requestMatch(sim, account, ['f', 'm']);
    },
    { auth: 'member' },
  ),
  route(
    'post',
    '/speed-date/v2/match/accept',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const partner = stateOf(sim).matches.get(account.id);
      if (!partner || partner !== text(body.broadcastUsername))
        return failure(409, 'No such match', { errorType: 'no_match' });
      return ok({ status: true, streamOut: outgoing(sim, account) });
    },
    { auth: 'member' },
  ),
  route(
    'post',
    '/speed-date/v2/match/update',
    ({ account, body }) =>
      account ? ok({ status: true, streamActive: body.streamActive === true }) : notFound(),
    { auth: 'member' },
  ),
  route(
    'post',
    '/speed-date/v2/stop',
    ({ sim, account, body }) => (account ? stop(sim, account, body) : notFound()),
    { auth: 'member' },
  ),
  route(
    'post',
    '/speed-date/report',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      if (!text(body.stillBase64))
        return failure(422, 'A still image is required', { errorType: 'validation' });
      return stop(sim, account, { block: true, toBroadcastUsername: text(body.match) });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/tikichat/data',
    ({ sim, account }) => {
      if (!account) return notFound();
      return ok({
        broadcastAdvertId: `ad-${account.id}`,
        broadcastServer: 'tiki.sim.localhost',
        videoPlayToken: outgoing(sim, account).videoPlayToken,
        filterGenderList: ['m', 'f'],
      });
    },
    { auth: 'member' },
  ),
  route(
    'post',
    '/tikichat/next',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      stateOf(sim).matches.delete(account.id);
      const wanted = text(body.gender);
      return requestMatch(sim, account, wanted === 'f' || wanted === 'm' ? [wanted] : ['m', 'f']);
    },
    { auth: 'member' },
  ),
  route(
    'post',
    '/tikichat/stop',
    ({ sim, account, body }) => (account ? stop(sim, account, body) : notFound()),
    { auth: 'member' },
  ),
  route(
    'post',
    '/tikichat/report',
    ({ sim, account, body }) => (account ? stop(sim, account, { ...body, block: true }) : notFound()),
    { auth: 'member' },
  ),
];
