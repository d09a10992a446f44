import type { Simulation } from '../simulation';
import { genderSlugs } from '../world/catalogue';
import { userCount } from '../world/rooms';
import type { Account, MediaItem } from '../world/types';
import { csrfTokenForSession } from './session';

/** JSON shapes of the API (docs/api.md): world entities as the client sees them. */

const day = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

export const imageUrls = (sim: Simulation, username: string) => ({
  avatarUrl: sim.imageUrl(`avatar/${username}.svg`),
  thumbUrl: sim.imageUrl(`thumb/${username}.svg`),
  offlinePictureUrl: sim.imageUrl(`thumb/${username}.svg?offline=1`),
});

/** The anonymous visitor's /user/current answer (kept stable: the shell reads it). */
export const anonymousCurrentUser = {
  user: null,
  tokens: 0,
  has_purchase: false,
  has_cc: false,
  media_ids: [],
  settings: {},
};

export function authUser(sim: Simulation, account: Account, sessionId?: string) {
  const { world } = sim;
  const session = sessionId ? world.sessions.get(sessionId) : undefined;
  const studio = account.model?.studioId
    ? world.data.studios.find((candidate) => candidate.id === account.model?.studioId)
    : null;
  const roles: string[] = [];
  if (account.role === 'site_mod' || account.role === 'admin' || account.role === 'super_admin')
    roles.push('site_mod');
  if (account.role === 'admin' || account.role === 'super_admin') roles.push('model_admin');
  const needsVerification = account.ageVerificationRequired;
  return {
    id: account.id,
    username: account.username,
    display_name: account.displayName,
    email: account.email,
    gender: account.gender,
    type: account.model ? 'model' : 'user',
    membership: account.membership,
    created_at: iso(account.createdAt),
    birth_date: account.birthDate,
    tags: account.model?.tags ?? [],
    contents: [],
    following: [...account.follows].map((followname) => ({ followname })),
    geo: { isoCode: account.countryCode, state: account.state, ip: '203.0.113.7', locale: account.locale },
    country_code: account.countryCode,
    node_token: session?.nodeToken ?? null,
    ps_tracking: { advert_id: null },
    ageVerification: {
      required: needsVerification,
      creditCardRequired: needsVerification && !account.hasCard,
      methods: needsVerification ? (account.state === 'FL' ? ['incode'] : ['card', 'yoti', 'zendesk']) : [],
      has_failed_attempts: false,
    },
    compliance_status: account.complianceStatus,
    compliance_reject_reason: null,
    email_confirmed: account.emailConfirmed ? 1 : 0,
    identity_confirmed: account.identityConfirmed ? 1 : 0,
    identity_application: null,
    free_tokens_on_hold: account.freeTokensOnHold,
    fraud_percent: 0,
    has2faEnabled: false,
    two_factor_auth_type: null,
    user_roles: roles,
    isAdmin: account.role === 'admin' || account.role === 'super_admin',
    isSuperAdmin: account.role === 'super_admin',
    isSuperWhale: account.isSuperWhale,
    isVoyeurCam: account.model?.isVoyeur ?? false,
    is_direct_pay: false,
    is_studio_pay: Boolean(studio),
    is_studio_owner: account.role === 'studio_owner',
    is_substudio_manager: account.role === 'substudio_manager',
    is_aj_studio_super_admin: false,
    studio: studio ?? null,
    substudio: null,
    model_data: account.model ? { geo_country: account.countryCode, has_payment_info: true } : null,
    canAbTest: true,
    canChargeSpyStartupTip: true,
    claimedTopUserOffer: false,
    showFlaggedWarning: false,
    showFlaggedPromotePPS: false,
    showSupportPhone: account.membership === 'super_vip',
    requires_credit_card_affidavit: false,
    has_already_purchased_premium: account.membership === 'premium',
    has_devices_with_payments: account.hasCard,
    isOnVpn: false,
    log_console: false,
    emailLastClickDaysAgo: 3,
    suspension_date: account.suspendedUntil ? iso(account.suspendedUntil) : null,
    vault_wheel: { spins: 0 },
    notificationUnreadCount: sim.world.notices(account.id).notificationCount,
    is_camsoda_terms_accepted: true,
    followed_on_web: account.follows.size > 0,
    is_postpay: account.postpayCreditLimit > 0,
    postpay_credit_limit: account.postpayCreditLimit,
    is_autosilenced: sim.world.notices(account.id).autosilenced,
    ...imageUrls(sim, account.username),
    avatar: sim.imageUrl(`avatar/${account.username}.svg?v=${account.avatarVersion}`),
  };
}

/** GET /user/current for a signed-in member (spec 1 section 3, "current-user response"). */
export function currentUser(sim: Simulation, account: Account, sessionId?: string) {
  const { world, billing } = sim;
  const lastPayment = [...world.ledger.entries()]
    .reverse()
    .find((entry) => entry.kind === 'purchase' && entry.to === `user:${account.id}`);
  return {
    user: authUser(sim, account, sessionId),
    tokens: world.tokensOf(account.id),
    has_purchase: world.hasPurchase(account.id),
    has_cc: account.hasCard,
    media_ids: world.purchasedMediaIds(account),
    settings: account.settings,
    blocked_countries: [],
    blocked_states: [],
    isAutosilenced: world.notices(account.id).autosilenced,
    languageList: ['de', 'en', 'es', 'fr', 'it', 'nl'],
    lastPayment: lastPayment
      ? { amount: (lastPayment.memo.cents ?? 0) / 100, tokens: lastPayment.amount, date: iso(lastPayment.at) }
      : null,
    userTracking: null,
    has_fans_subscription: false,
    socialMedia: {
      amazon: { url: null, stream_icon: false },
      bluesky: { handle: null },
      instagram: { username: null, stream_icon: false },
      twitter: { stream_icon: false },
    },
    privateMessages: { enabled: true, unreadRooms: [], onlineFriends: [], friendsToConfirm: [] },
    isModelLikeWeeklyWinner: false,
    promoSpotSecondsLeft: 0,
    linkedAccounts: [],
    daily_purchase_remaining: billing.dailyRemainingCents(account) / 100,
    csrf: csrfTokenForSession(sessionId),
  };
}

/** One model in a listing (browse, search, followed...). */
export function modelCard(sim: Simulation, account: Account, viewer: Account | null = null) {
  const profile = account.model;
  if (!profile) throw new Error(`${account.username} is not a model`);
  const room = profile.status === 'offline' ? undefined : sim.world.room(account.username);
  const flags: string[] = [];
  if (profile.isVoyeur) flags.push('voyeur');
  if (profile.inVersus) flags.push('versus');
  if (profile.controlHer) flags.push('control-her');
  if (profile.isAi) flags.push('ai');
  if (profile.allowsSpy && profile.status === 'private') flags.push('spy');
  if (profile.status === 'limited') flags.push('ticket-show');
  return {
    id: account.id,
    username: account.username,
    displayName: account.displayName,
    gender: account.gender,
    genderSlug: genderSlugs[account.gender],
    age: profile.age,
    status: profile.status,
    isNew: sim.world.clock.now() - account.createdAt < 30 * day,
    subject: profile.subject,
    tags: profile.tags,
    languages: profile.languages,
    region: profile.region,
    countryCode: account.countryCode,
    privateRate: profile.privateRate,
    spyRate: profile.spyRate,
    isVoyeur: profile.isVoyeur,
    isAi: profile.isAi,
    flagList: flags,
    chatUserCount: room ? userCount(room) : 0,
    ratings: profile.ratings,
    follower: profile.followers,
    goal: profile.goal,
    isFollowed: viewer ? viewer.follows.has(account.username) : false,
    lastOnlineAt: iso(profile.lastOnlineAt),
    ...imageUrls(sim, account.username),
  };
}

/** A media item (spec 1 section 3). */
export function mediaItem(sim: Simulation, item: MediaItem, viewer: Account | null) {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    slug: item.slug,
    username: item.username,
    user_display_name: item.displayName,
    user_id: item.ownerId,
    type_id: item.typeId,
    type_name: item.typeId === 1 ? 'pictures' : 'videos',
    item_count: item.itemCount,
    duration: item.duration,
    token_price: item.tokenPrice,
    thumbnail_url: sim.imageUrl(`media/${item.id}.svg`),
    muted: item.muted,
    created_at: iso(item.createdAt),
    /** 3: owned or affordable; 1: not enough tokens; 0: logged out (spec 1 section 4). */
    user_status: !viewer
      ? 0
      : sim.world.ownsMedia(viewer, item.id) || sim.world.tokensOf(viewer.id) >= item.tokenPrice
        ? 3
        : 1,
    is_free_no_auth: item.isFreeNoAuth,
    is_hidden: item.hidden,
  };
}
