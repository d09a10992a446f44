import { accountOf } from '../ledger/ledger';
import { integer, notFound, ok, outcomeFailure, type Router, text } from './route';
import { anonymousCurrentUser, authUser, currentUser, mediaItem, modelCard } from './serialize';
import { sessionIdOf } from './session';

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The current user, profile, settings, avatar, notes, likes and small per-user calls. */
export const userRoutes = (route: Router) => [
  route('get', '/user/current', ({ sim, account, request }) =>
    ok(account ? currentUser(sim, account, sessionIdOf(request)) : anonymousCurrentUser),
  ),

  route(
    'post',
    '/user/profile',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const changes: Record<string, string> = {};
      const errors: Record<string, string> = {};
      if (body.display_name !== undefined) {
        const name = text(body.display_name).trim();
        if (name.length < 2 || name.length > 30)
          errors.display_name = 'Display name must be 2 to 30 characters.';
        else changes.displayName = name;
      }
      if (body.email !== undefined) {
        const email = text(body.email).trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter a valid email address.';
        else if (sim.world.accountByLogin(email) && email.toLowerCase() !== account.email.toLowerCase())
          errors.email = 'This email is already registered.';
        else changes.email = email;
      }
      if (body.gender !== undefined) {
        if (!['f', 'm', 'c', 't'].includes(text(body.gender))) errors.gender = 'Choose a gender.';
        else changes.gender = text(body.gender);
      }
      const first = Object.values(errors)[0];
      if (first) return outcomeFailure({ ok: false, errorType: 'validation', error: first, fields: errors });
      sim.world.updateAccount(account.id, changes);
      return ok({ status: true, user: authUser(sim, account) });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/user/settings',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const saved = sim.world.updateSettings(account, body);
      if (!saved.ok) return outcomeFailure(saved);
      return ok({ settings: account.settings, blocked_countries: [], blocked_states: [] });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/avatar/upload',
    ({ sim, account, form }) => {
      if (!account) return notFound();
      const files = form
        ? [...form.values()].filter((value): value is File => typeof value !== 'string')
        : [];
      if (files.length !== 1) return ok({ status: false, message: 'Upload exactly one image file.' }, 422);
      const [file] = files as [File];
      if (!file.type.startsWith('image/'))
        return ok({ status: false, message: 'Only image files are supported.' }, 422);
      if (!imageTypes.includes(file.type))
        return ok({ status: false, message: 'Only PNG, JPG, WEBP or GIF files are supported.' }, 422);
      if (file.size > 5_000_000) return ok({ status: false, message: 'An error occurred' }, 413);
      sim.world.updateAccount(account.id, { avatarVersion: account.avatarVersion + 1 });
      return ok({
        status: true,
        user: { avatar: sim.imageUrl(`avatar/${account.username}.svg?v=${account.avatarVersion}`) },
        message: 'Avatar updated.',
      });
    },
    { auth: 'member' },
  ),

  route(
    'get',
    '/user/resend_email',
    ({ account }) =>
      account?.emailConfirmed
        ? ok({ status: false, message: 'Your email is already confirmed.' }, 409)
        : ok({ status: true, message: 'Verification email resent.' }),
    { auth: 'member' },
  ),

  route(
    'get',
    '/user/:username/notes',
    ({ account, params }) => {
      const notes = (account?.notes ?? []).filter(
        (note) => note.about.toLowerCase() === params.username?.toLowerCase(),
      );
      return ok({
        notes: notes.map((note) => ({ text: note.text, created_at: new Date(note.createdAt).toISOString() })),
      });
    },
    { auth: 'member' },
  ),

  route('get', '/user/:username/media', ({ sim, account, params }) => {
    const owner = sim.world.accountByName(params.username ?? '');
    if (!owner?.model) return notFound('Model not found');
    const list = sim.world.data.media
      .filter((item) => item.ownerId === owner.id && (!item.hidden || account?.id === owner.id))
      .map((item) => mediaItem(sim, item, account));
    return ok({ mediaList: list, count_total: list.length });
  }),

  route('get', '/user/model_shows', ({ sim, account }) => {
    const followed = account ? [...account.follows] : [];
    const shows = sim.world.data.models
      .filter(
        (model) =>
          model.model?.status === 'limited' ||
          (followed.includes(model.username) && model.model?.status !== 'offline'),
      )
      .slice(0, 30)
      .map((model) => ({
        ...modelCard(sim, model, account),
        show_type: model.model?.status === 'limited' ? 'ticket' : 'public',
        ticket_price: model.model?.ticketPrice ?? 0,
      }));
    return ok({ shows });
  }),

  route('get', '/user/like', ({ sim, account }) => {
    const ranked = [...sim.world.data.models]
      .filter((model) => !model.model?.isVoyeur)
      .sort((a, b) => (b.model?.followers.countRecent ?? 0) - (a.model?.followers.countRecent ?? 0));
    const leaderboard = ranked.slice(0, 20).map((model, index) => ({
      position: index + 1,
      username: model.username,
      likes: model.model?.followers.countRecent ?? 0,
      avatarUrl: sim.imageUrl(`avatar/${model.username}.svg`),
    }));
    const position = account ? ranked.findIndex((model) => model.id === account.id) : -1;
    return ok({
      leaderboard,
      user_like_count: account?.follows.size ?? 0,
      user_position: position >= 0 ? position + 1 : null,
      past_winners: ranked
        .slice(20, 24)
        .map((model, index) => ({ week: index + 1, username: model.username })),
    });
  }),

  route(
    'get',
    '/tokens/pending',
    ({ account }) =>
      ok({
        items: {
          aj_media_rejected: [],
          cc_verification: account && !account.hasCard ? [{ id: 1, status: 'pending' }] : [],
          custom_media: [],
          dickrating_requests: [],
          snapchat_sale: [],
          streaming_partners: [],
        },
      }),
    { auth: 'member' },
  ),

  // Designed (not in the spec): follow and unfollow a model.
  route(
    'post',
    '/user/follow/:username',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const followed = sim.world.setFollow(account, params.username ?? '', true);
      return followed.ok ? ok({ status: true, following: followed.value }) : outcomeFailure(followed);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/user/unfollow/:username',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const followed = sim.world.setFollow(account, params.username ?? '', false);
      return followed.ok ? ok({ status: true, following: followed.value }) : outcomeFailure(followed);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/onesignal_subscribed',
    ({ body }) =>
      text(body.player_id)
        ? ok({ status: true })
        : ok({ status: false, error: 'player_id is required' }, 422),
    { auth: 'member' },
  ),

  route('post', '/thumb-tracker/click', ({ body }) =>
    text(body.thumbUrl) ? ok({ status: true }) : ok({ status: false, error: 'thumbUrl is required' }, 422),
  ),

  route('get', '/promo-wheel/spins', ({ sim, account }) =>
    ok({
      spins: account
        ? (sim.world.notices(account.id).promoWheelCount ?? (sim.world.hasPurchase(account.id) ? 0 : 1))
        : 0,
    }),
  ),

  // Designed: the signed-in member's token history (ledger entries touching their account).
  route(
    'get',
    '/user/ledger',
    ({ sim, account, url }) => {
      if (!account) return notFound();
      const id = accountOf(account.id);
      const limit = Math.min(200, integer(url.searchParams.get('limit')) ?? 50);
      const entries = sim.world.ledger
        .entries()
        .filter((entry) => entry.from === id || entry.to === id)
        .slice(-limit)
        .reverse()
        .map((entry) => ({
          seq: entry.seq,
          at: new Date(entry.at).toISOString(),
          kind: entry.kind,
          change: entry.to === id ? entry.amount : -entry.amount,
          memo: entry.memo,
        }));
      return ok({ tokens: sim.world.tokensOf(account.id), entries });
    },
    { auth: 'member' },
  ),
];
