import { edgeStreamFields } from '../edge';
import type { Simulation } from '../simulation';
import type { RoomMode } from '../world/facts';
import { canModerate, type RoomState, userCount } from '../world/rooms';
import { pricePerMinute } from '../world/shows';
import { tipSplitView } from '../world/tip-split';
import type { Account } from '../world/types';
import { failure } from './http';
import { notFound, ok, outcomeFailure, type Router } from './route';
import { imageUrls } from './serialize';

const iso = (time: number) => new Date(time).toISOString();

function suggestions(sim: Simulation): string[] {
  return sim.world.data.models
    .filter((model) => model.model?.status === 'online')
    .slice(0, 6)
    .map((model) => model.username);
}

function viewerMode(room: RoomState, viewer: Account | null): RoomMode {
  if (!viewer) return 'public';
  if (room.privateShow?.viewerId === viewer.id) return 'private';
  if (room.spies.has(viewer.username)) return 'spy';
  if (room.limitedShow?.tickets.has(viewer.username)) return 'limited';
  return 'public';
}

/** GET chat/react/{username}: everything a room needs to render (spec 2 section 3). */
function roomPayload(
  sim: Simulation,
  model: Account,
  room: RoomState,
  viewer: Account | null,
  request: Request,
) {
  const profile = model.model as NonNullable<Account['model']>;
  const session = room.privateShow;
  const show = room.limitedShow;
  const isStreamer = viewer?.id === model.id;
  const mine = session && viewer && session.viewerId === viewer.id;
  return {
    chat: {
      status: profile.status,
      subjectText: profile.subject,
      moderatorUsernameList: [...room.moderators],
      silencedUsernameList: [...room.silenced],
      emoticonList: [':)', ':D', '<3', ';)'],
      installedAppId: show ? 14 : null,
      installedModuleIdList: profile.goal ? [1] : [],
      lastOnlineAt: iso(profile.lastOnlineAt),
    },
    mode: viewerMode(room, viewer),
    user: {
      id: model.id,
      username: model.username,
      displayName: model.displayName,
      gender: model.gender,
      ...imageUrls(sim, model.username),
      profilePictureUrl: imageUrls(sim, model.username).avatarUrl,
      profilePictureThumbUrl: imageUrls(sim, model.username).avatarUrl,
      status: profile.status,
      roleList: ['model'],
      tagListNew: profile.tags,
      ratings: profile.ratings,
      follower: profile.followers,
      streaming_partners: [],
      isVoyeur: profile.isVoyeur,
      showPornProfileLink: false,
      canChargeSpyStartupTip: profile.spyStartupTip > 0,
    },
    settings: {
      aiBot: profile.isAi,
      followEnabled: true,
      hasCamPassword: false,
      pm: { allow: true },
      sellAllMedia: { isEnabled: true },
      sellCustomMedia: { isEnabled: false, durationInMinute: 0 },
      dickratingMedia: { isEnabled: false },
      easterEggSound: { enabled: false, audioFile: null, priceInToken: 0 },
      snapchat: {
        isEnabled: model.settings.sell_snapchat === 'YES',
        priceInToken: Number(model.settings.sell_snapchat_price),
        duration: model.settings.sell_snapchat_duration,
      },
      offlineVideo: null,
      fans: { isShowButton: false },
    },
    private: {
      isEnabled: profile.allowsPrivate,
      pricePerMinuteInToken: pricePerMinute(model, false),
      exclusivePricePerMinuteInToken: pricePerMinute(model, true),
      isExclusiveEnabled: profile.allowsExclusive,
      isRecordingEnabled: false,
      isPreTipEnabled: false,
      preTipCost: 0,
      isWatchPornTogetherEnabled: room.sharecam.watchTogether,
      privateMinimumDuration: 60,
      minimumTokenToStart: pricePerMinute(model, false),
    },
    privateDiscount: null,
    privateStats: mine
      ? {
          pricePerMinute: session.pricePerMinute,
          tokensCharged: session.tokensCharged,
          durationSeconds: Math.round((sim.world.clock.now() - session.startedAt) / 1000),
          privatePrepaidTimeLeftSeconds: Math.max(
            0,
            Math.round((session.paidUntil - sim.world.clock.now()) / 1000),
          ),
          freeSpyPreviewDuration: 0,
        }
      : null,
    privateUsername: session ? session.viewer : null,
    privateExclusive: session?.exclusive ?? false,
    spy: {
      isEnabled: profile.allowsSpy,
      pricePerMinuteInToken: profile.spyRate,
      startupTipInToken: profile.spyStartupTip,
    },
    sharecam: {
      isAllowedInPrivate: room.sharecam.allowedInPrivate,
      isAllowedInPublic: room.sharecam.allowedInPublic,
      pricePerMinuteInPublicInToken: 0,
    },
    publicRecording: { isEnabled: false, isRecording: false, pricePerMinuteInToken: 0, recordingEnd: null },
    limitedShow: show
      ? {
          purchased_ticket: Boolean(viewer && show.tickets.has(viewer.username)),
          purchased_recording: Boolean(viewer && show.recordings.has(viewer.username)),
          ticket_price: show.ticketPrice,
          recording_price: show.recordingPrice,
          refund_joined_minute_before_end: show.refundMinutesBeforeEnd,
          ends_at: iso(show.endsAt),
          limited_message: `Ticket show: ${show.ticketPrice} tokens`,
        }
      : null,
    tipSplit: tipSplitView(room),
    chatUserList: [...room.chatters.values()].map((user) => ({
      username: user.username,
      tokens: user.tokens,
      recentTips: room.recentTips.get(user.username) ?? 0,
      invisible_mode_level: user.invisible_mode_level,
    })),
    chatUserCount: userCount(room),
    chatMessageList: room.messages.slice(-50),
    koth: room.koth,
    versus: room.versus
      ? {
          id: room.versus.id,
          usernameList: room.versus.rooms,
          scores: room.versus.rooms.map((name) => ({
            username: name,
            tokens: room.versus?.scores.get(name) ?? 0,
          })),
          secondsRemaining: Math.max(0, Math.round((room.versus.endsAt - sim.world.clock.now()) / 1000)),
        }
      : null,
    lovense: {
      isEnabled: profile.controlHer,
      controlType: room.toyControl.controlType,
      tokenPrice: room.toyControl.tokenPrice,
      durationSeconds: room.toyControl.durationSeconds,
      controller: room.toyControl.controller?.username ?? null,
      queueSize: room.toyControl.queue.length,
      level: room.toyControl.level,
    },
    stream: {
      // The simulated edge (simulator/edge): edge_servers, stream_name, token, width, height, quality_renditions.
      ...edgeStreamFields(`${model.username}-${model.id}`, request),
      ffmpeg_server: 'ffmpeg.sim.localhost',
      ingest_server: 'ingest.sim.localhost',
      origin_server: 'origin.sim.localhost',
    },
    viewer: {
      friendStatus: null,
      rateToday: false,
      isBanned: Boolean(viewer && room.banned.has(viewer.username)),
      isFollowing: Boolean(viewer?.follows.has(model.username)),
      isStreamer,
      canModerate: Boolean(viewer && canModerate(room, viewer)),
      notify: { email: true, sms: false, web: true },
    },
  };
}

/** The chat room and its paid shows over HTTP (spec 2 section 7). */
export const roomRoutes = (route: Router) => [
  route('get', '/chat/react/:username', ({ sim, account, params, request }) => {
    const model = sim.world.model(params.username ?? '');
    const room = model && sim.world.room(model.username);
    if (!model || !room)
      return failure(404, 'Room not found', {
        status: 404,
        errorType: 'not_found',
        suggestions: suggestions(sim),
      });
    if (account && room.banned.has(account.username))
      return failure(403, 'You have been banned from this room.', {
        status: 403,
        errorType: 'banned',
        suggestions: suggestions(sim),
      });
    return ok(roomPayload(sim, model, room, account, request));
  }),

  route('get', '/chat/:username/fans', ({ sim, params }) => {
    const model = sim.world.model(params.username ?? '');
    if (!model) return notFound('Model not found');
    return ok({
      isEnabled: false,
      price: 0,
      fanCount: model.model?.followers.countRecent ?? 0,
      benefits: [],
    });
  }),

  route(
    'get',
    '/video/streamer_settings',
    ({ account }) => {
      if (account?.role !== 'model')
        return failure(403, 'Only models broadcast.', { errorType: 'forbidden' });
      return ok({
        streaming_tech: 'webrtc',
        standby_enabled: false,
        standby_notifications_enabled: false,
        obs: { server: 'rtmp://ingest.sim.localhost/live', stream_key: `sk-${account.id}` },
      });
    },
    { auth: 'member' },
  ),

  route('get', '/video/spy/:username/preview-duration', ({ sim, account, params }) => {
    if (!sim.world.model(params.username ?? '')) return notFound('Model not found');
    return ok({ seconds: sim.world.spyPreviewSeconds(params.username ?? '', account ?? undefined) });
  }),

  route(
    'post',
    '/video/spy/:username',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const started = sim.world.startSpy(params.username ?? '', account);
      if (!started.ok)
        return ok(
          { status: 0, message: started.error, errorType: started.errorType },
          outcomeFailure(started).status,
        );
      return ok({
        status: 1,
        cost_per_minute: started.value.pricePerMinute,
        startup_tip: started.value.startupTip,
      });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/video/spyend/:username',
    ({ sim, account, params }) => {
      if (account) sim.world.endSpy(params.username ?? '', account);
      return ok({ status: 1 });
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/private/:username/end',
    ({ sim, account, params }) => {
      const model = sim.world.model(params.username ?? '');
      const room = model && sim.world.room(model.username);
      if (!model || !room || !account) return notFound('Room not found');
      const session = room.privateShow;
      if (!session)
        return ok({ status: false, error: 'No private is running', errorType: 'no_private' }, 409);
      if (session.viewerId !== account.id && model.id !== account.id)
        return failure(403, 'Not your private.', { errorType: 'forbidden' });
      sim.world.endPrivate(model.username, account.id === model.id ? 'model_ended' : 'user_ended');
      return ok({ status: true });
    },
    { auth: 'member' },
  ),

  // Designed (not in the spec's HTTP list; the v3 socket carries it too): request a private.
  route(
    'post',
    '/private/:username/request',
    ({ sim, account, params, body }) => {
      if (!account) return notFound();
      const requested = sim.world.requestPrivate(params.username ?? '', account, body.exclusive === true);
      return requested.ok
        ? ok({ status: true })
        : outcomeFailure(requested, {
            error:
              requested.errorType === 'private_unavailable' ? 'Failed to start private' : requested.error,
          });
    },
    { auth: 'member' },
  ),

  // Designed: buy a ticket, or the recording, of a running ticket show.
  route(
    'post',
    '/limited/:username/ticket',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const bought = sim.world.buyTicket(params.username ?? '', account);
      return bought.ok
        ? ok({ status: true, tokens: sim.world.tokensOf(account.id) })
        : outcomeFailure(bought);
    },
    { auth: 'member' },
  ),

  route(
    'post',
    '/limited/:username/recording',
    ({ sim, account, params }) => {
      if (!account) return notFound();
      const bought = sim.world.buyRecording(params.username ?? '', account);
      return bought.ok
        ? ok({ status: true, tokens: sim.world.tokensOf(account.id) })
        : outcomeFailure(bought);
    },
    { auth: 'member' },
  ),
];
