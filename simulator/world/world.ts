import { createVirtualClock, type VirtualClock } from '../core/clock';
import { digest } from '../core/hash';
import { createRng, type Rng } from '../core/prng';
import {
  type AccountId,
  accountOf,
  Ledger,
  type LedgerDraft,
  type LedgerEntry,
  spendingKinds,
} from '../ledger/ledger';
import { type RegisterInput, registrationErrors } from './accounts';
import type { Presence } from './catalogue';
import { fail, type Outcome, succeed, type WorldCore } from './context';
import {
  type ChatUser,
  type FactListener,
  FactStream,
  type ModerationAction,
  type PrivateEndReason,
  type WorldFactBody,
} from './facts';
import { generateWorld, generateWorldOnce, type WorldData } from './generate';
import type { AccountChanges, JournalRecord, JournalStore, Mutation } from './journal';
import { LedgerIndex, spentSince } from './ledger-index';
import { applyMutation, type Session } from './mutations';
import type { RoomState } from './rooms';
import * as rooms from './rooms';
import { modelOnlySettings, validateSetting } from './settings';
import * as shows from './shows';
import type { Account } from './types';

const day = 86_400_000;
/** Members who have not verified their identity may spend at most this many tokens a day. */
export const unverifiedDailySpendLimit = 10_000;
/** Bumped when generation changes, so persisted journals of an older world are not replayed. */
export const worldVersion = 1;
/** The default virtual start time (a fixed date keeps seeded worlds reproducible). */
export const defaultEpoch = Date.UTC(2026, 10, 1, 12, 0, 0);
export const defaultSeed = 'livecams';

export interface WorldOptions {
  seed?: string;
  epoch?: number;
  store?: JournalStore;
  /** Copy a world generated earlier for the same seed instead of generating it again (tests). */
  reuseGeneration?: boolean;
}

/**
 * The simulated backend's state and the commands that change it. Every change is a command here;
 * every observable change is a WorldFact; every durable change is a journal record.
 */
export class World implements WorldCore {
  readonly data: WorldData;
  readonly ledger: Ledger;
  readonly clock: VirtualClock;
  readonly rng: Rng;
  readonly facts = new FactStream();
  readonly sessions = new Map<string, Session>();
  readonly #rooms = new Map<string, RoomState>();
  readonly #spyStartupTips = new Map<string, number>();
  readonly #attendedRooms = new Set<string>();
  readonly #ledgerIndex = new LedgerIndex();
  readonly #store: JournalStore | undefined;
  #journaling = false;
  #pending: JournalRecord[] = [];
  #flushing: Promise<void> = Promise.resolve();
  #sessionCounter = 0;
  #failedLogins = new Map<string, number[]>();

  constructor(options: WorldOptions = {}) {
    const seed = options.seed ?? defaultSeed;
    const epoch = options.epoch ?? defaultEpoch;
    this.data = options.reuseGeneration ? generateWorldOnce(seed, epoch) : generateWorld(seed, epoch);
    this.rng = createRng(`${seed}/engine`);
    this.clock = createVirtualClock(epoch - 2 * day);
    this.#store = options.store;
    this.ledger = new Ledger({
      creditLimit: (account: AccountId) =>
        account === 'house' ? 0 : (this.account(Number(account.slice(5)))?.postpayCreditLimit ?? 0),
    });
    for (const draft of this.data.genesis) {
      const result = this.ledger.record(draft);
      if (!result.ok) throw new Error(`genesis entry rejected: ${result.message}`);
    }
    for (const entry of this.ledger.entries()) this.#ledgerIndex.add(entry);
    this.clock.advanceTo(epoch);
    this.ledger.subscribe((entry) => this.#onLedgerEntry(entry));
  }

  /** Builds the world for a seed and replays its persisted journal, then starts live activity. */
  static async open(options: WorldOptions = {}): Promise<World> {
    const world = new World(options);
    const records = (await options.store?.load()) ?? [];
    world.#replay(records);
    return world.start();
  }

  /** Starts journaling and the shows already running when the simulation begins. */
  start(): this {
    if (this.#journaling) return this;
    this.#journaling = true;
    this.#startBackgroundShows();
    return this;
  }

  // --- lookups -------------------------------------------------------------------------------

  account(id: number): Account | undefined {
    return this.data.accounts.get(id);
  }

  accountByName(username: string): Account | undefined {
    return this.data.byUsername.get(username.toLowerCase());
  }

  accountByLogin(login: string): Account | undefined {
    const key = login.trim().toLowerCase();
    return this.data.byUsername.get(key) ?? this.data.byEmail.get(key);
  }

  model(username: string): Account | undefined {
    const account = this.accountByName(username);
    return account?.model ? account : undefined;
  }

  tokensOf(userId: number): number {
    return this.ledger.balanceOf(accountOf(userId));
  }

  hasPurchase(userId: number): boolean {
    return this.#ledgerIndex.hasPurchase(userId);
  }

  chatUser(account: Account): ChatUser {
    const tokens = this.tokensOf(account.id);
    return {
      username: account.username,
      gender: account.gender,
      is_model: account.role === 'model',
      is_vip: account.membership === 'vip',
      is_super_vip: account.membership === 'super_vip',
      has_tokens: tokens > 0,
      email_confirmed: account.emailConfirmed,
      has_cc: account.hasCard,
      has_purchase: this.hasPurchase(account.id),
      is_guest: false,
      recentTips: 0,
      tokens,
      invisible_mode_level: Number(account.settings.invisible_mode_level ?? 0),
    };
  }

  subscribe(listener: FactListener): () => void {
    return this.facts.subscribe(listener);
  }

  emit(body: WorldFactBody) {
    return this.facts.emit(body, this.clock.now());
  }

  // --- journal -------------------------------------------------------------------------------

  #onLedgerEntry(entry: LedgerEntry) {
    this.#ledgerIndex.add(entry);
    for (const side of [entry.from, entry.to]) {
      if (side === 'house') continue;
      const userId = Number(side.slice(5));
      const account = this.account(userId);
      if (!account) continue;
      const change = side === entry.from ? -entry.amount : entry.amount;
      this.emit({
        type: 'balance.changed',
        userId,
        username: account.username,
        tokens: this.tokensOf(userId),
        change,
        kind: entry.kind,
      });
    }
    this.#journal({ kind: 'ledger', at: entry.at, entry });
  }

  #journal(record: JournalRecord) {
    if (!this.#journaling || !this.#store) return;
    this.#pending.push(record);
    if (this.#pending.length === 1) queueMicrotask(() => void this.flush());
  }

  /** Writes pending journal records; resolves when they are stored. */
  flush(): Promise<void> {
    const store = this.#store;
    if (!store || this.#pending.length === 0) return this.#flushing;
    const batch = this.#pending;
    this.#pending = [];
    this.#flushing = this.#flushing
      .then(() => store.append(batch))
      .catch((error: unknown) => {
        console.error('simulator: could not persist the journal', error);
      });
    return this.#flushing;
  }

  #replay(records: JournalRecord[]) {
    for (const record of records) {
      if (record.at > this.clock.now()) this.clock.advanceTo(record.at);
      if (record.kind === 'mutation') {
        this.#apply(record.mutation);
        continue;
      }
      const { seq, ...draft } = record.entry;
      const result = this.ledger.record(draft);
      if (!result.ok || result.entry.seq !== seq) {
        console.warn('simulator: the persisted journal does not fit this world; replay stopped at', seq);
        return;
      }
    }
  }

  /** Applies and journals a durable change. */
  #commit(mutation: Mutation) {
    this.#apply(mutation);
    this.#journal({ kind: 'mutation', at: this.clock.now(), mutation });
  }

  #apply(mutation: Mutation) {
    if (mutation.type === 'session.opened') this.#sessionCounter += 1;
    applyMutation(this, mutation, this.clock.now());
  }

  // --- accounts and sessions -----------------------------------------------------------------

  authenticate(login: string, password: string): Outcome<Account> {
    const key = login.trim().toLowerCase();
    const now = this.clock.now();
    const recent = (this.#failedLogins.get(key) ?? []).filter((at) => now - at < 10 * 60_000);
    if (recent.length >= 5)
      return fail('too_many_attempts', 'Too many failed attempts. Try again in 10 minutes.');
    const account = this.accountByLogin(login);
    if (!account || account.password === null || account.password !== password) {
      this.#failedLogins.set(key, [...recent, now]);
      return fail('invalid_credentials', 'Invalid username or password.');
    }
    this.#failedLogins.delete(key);
    if (account.suspendedUntil && account.suspendedUntil > now)
      return fail('account_suspended', 'Account suspended');
    return succeed(account);
  }

  register(input: RegisterInput): Outcome<Account> {
    const errors = registrationErrors(input, this.clock.now());
    if (this.accountByName(input.username)) errors.username = 'This username is taken.';
    if (this.data.byEmail.has(input.email.trim().toLowerCase()))
      errors.email = 'This email is already registered.';
    const first = Object.values(errors)[0];
    if (first) return { ok: false, errorType: 'validation', error: first, fields: errors };
    const id = this.data.nextAccountId;
    this.#commit({
      type: 'account.registered',
      id,
      username: input.username,
      email: input.email.trim(),
      password: input.password,
      gender: input.gender ?? 'm',
      birthDate: input.birthDate,
    });
    return succeed(this.account(id) as Account);
  }

  openSession(userId: number): Session {
    const index = this.#sessionCounter + 1;
    const id = `s${index}-${digest(this.data.seed, 'session', index, this.clock.now())}`;
    const nodeToken = `nt-${digest(this.data.seed, 'node', id)}`;
    this.#commit({ type: 'session.opened', sessionId: id, userId, nodeToken });
    return this.sessions.get(id) as Session;
  }

  closeSession(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    this.#commit({ type: 'session.closed', sessionId });
    this.emit({ type: 'user.logged_out', userId: session.userId, sessionId });
  }

  sessionUser(sessionId: string | undefined): Account | undefined {
    const session = sessionId ? this.sessions.get(sessionId) : undefined;
    return session ? this.account(session.userId) : undefined;
  }

  /** The v3 socket authorizes with the node_token of /user/current. */
  userByNodeToken(token: string): Account | undefined {
    for (const session of this.sessions.values())
      if (session.nodeToken === token) return this.account(session.userId);
    return undefined;
  }

  updateAccount(userId: number, changes: AccountChanges): void {
    this.#commit({ type: 'account.updated', userId, changes });
  }

  updateSettings(
    account: Account,
    submitted: Record<string, unknown>,
  ): Outcome<Record<string, string | number>> {
    const accepted: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(submitted)) {
      if (modelOnlySettings.has(key) && account.role !== 'model')
        return fail('validation', `${key} can only be set by models`);
      const checked = validateSetting(key, value);
      if ('error' in checked) return fail('validation', checked.error);
      accepted[key] = checked.value;
    }
    if (Object.keys(accepted).length === 0) return fail('validation', 'No settings given');
    this.#commit({ type: 'settings.updated', userId: account.id, settings: accepted });
    if (account.model && typeof accepted.private_cost === 'number')
      account.model.privateRate = accepted.private_cost;
    if (account.model && typeof accepted.spy_cost === 'number') account.model.spyRate = accepted.spy_cost;
    this.emit({ type: 'user.settings.changed', userId: account.id, settings: { ...account.settings } });
    return succeed({ ...accepted });
  }

  setFollow(account: Account, username: string, following: boolean): Outcome<string[]> {
    const model = this.model(username);
    if (!model) return fail('not_found', 'No such model');
    if (account.follows.has(model.username) !== following)
      this.#commit({ type: 'follow.changed', userId: account.id, username: model.username, following });
    return succeed([...account.follows]);
  }

  setMediaHidden(account: Account, mediaId: number, hidden: boolean): Outcome<null> {
    if (!this.ownsMedia(account, mediaId)) return fail('not_found', 'You do not own this media');
    this.#commit({ type: 'media.visibility.changed', userId: account.id, mediaId, hidden });
    return succeed(null);
  }

  signLegalDocument(documentId: number): void {
    this.#commit({ type: 'legal.signed', documentId });
  }

  // --- tokens --------------------------------------------------------------------------------

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
    return this.#ledgerIndex.mediaBought(account.id);
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

  // --- rooms ---------------------------------------------------------------------------------

  room(username: string): RoomState | undefined {
    const model = this.model(username);
    if (!model) return undefined;
    let room = this.#rooms.get(model.username);
    if (!room) {
      room = rooms.createRoom(this, model, this.#botPool());
      this.#rooms.set(model.username, room);
    }
    return room;
  }

  #bots: Account[] | undefined;
  #botPool(): Account[] {
    this.#bots ??= [...this.data.accounts.values()].filter((account) => account.isBot && !account.model);
    return this.#bots;
  }

  /** A model whose broadcaster is connected decides privates herself; otherwise bots accept. */
  setAttended(username: string, attended: boolean) {
    if (attended) this.#attendedRooms.add(username);
    else this.#attendedRooms.delete(username);
  }

  joinRoom(username: string, account: Account | null) {
    const room = this.room(username);
    return room ? rooms.joinRoom(this, room, account) : fail<RoomState>('not_found', 'Room not found');
  }

  /** A member leaves the room, or (null) a guest does. */
  leaveRoom(username: string, account: Account | null) {
    const room = this.room(username);
    if (!room) return;
    if (account) rooms.leaveRoom(this, room, account.username);
    else room.guestCount = Math.max(0, room.guestCount - 1);
  }

  postMessage(username: string, account: Account, text: string) {
    const room = this.room(username);
    const model = this.model(username);
    if (!room || !model) return fail('not_found', 'Room not found');
    if (account.id === model.id && text.startsWith('/setmode ')) {
      const mode = text.slice(9).trim();
      if (mode === 'limited')
        return shows.startLimitedShow(this, room, model).ok
          ? succeed(null)
          : fail('limited_unavailable', 'Cannot start a ticket show now');
      if (mode === 'public') shows.endLimitedShow(this, room, model);
      return succeed(null);
    }
    return rooms.postMessage(this, room, model, account, text);
  }

  setModelStatus(username: string, status: Presence): void {
    const room = this.room(username);
    const model = this.model(username);
    if (!room || !model) return;
    if (status !== 'private')
      shows.endPrivate(this, room, model, status === 'offline' ? 'unpublish' : 'model_ended');
    if (status !== 'limited') shows.endLimitedShow(this, room, model);
    rooms.setStatus(this, room, model, status);
  }

  setSubject(username: string, subject: string): void {
    const room = this.room(username);
    const model = this.model(username);
    if (room && model) rooms.setSubject(this, room, model, subject);
  }

  moderate(username: string, actor: Account, action: ModerationAction, target: string, added: boolean) {
    const room = this.room(username);
    return room
      ? rooms.moderate(this, room, actor, action, target, added)
      : fail<null>('not_found', 'Room not found');
  }

  // --- shows ---------------------------------------------------------------------------------

  #show<T>(username: string, run: (room: RoomState, model: Account) => Outcome<T>): Outcome<T> {
    const room = this.room(username);
    const model = this.model(username);
    return room && model ? run(room, model) : fail('not_found', 'Room not found');
  }

  /** One paid video at a time: a viewer in a private, or spying elsewhere, starts nothing else. */
  #busyElsewhere(viewer: Account, here: string): Outcome<never> | null {
    for (const room of this.#rooms.values()) {
      if (room.privateShow?.viewerId === viewer.id) return fail('busy', 'You are already in a private show.');
      if (room.username !== here && room.spies.has(viewer.username))
        return fail('busy', 'You are already spying on a show.');
    }
    return null;
  }

  requestPrivate(username: string, viewer: Account, exclusive = false) {
    return this.#show(
      username,
      (room, model) =>
        this.#busyElsewhere(viewer, '') ??
        shows.requestPrivate(
          this,
          room,
          model,
          viewer,
          exclusive,
          this.#attendedRooms.has(model.username) ? null : () => this.acceptPrivate(model.username, viewer),
        ),
    );
  }

  acceptPrivate(username: string, viewer: Account) {
    return this.#show(username, (room, model) => {
      const busy = this.#busyElsewhere(viewer, '');
      if (busy) {
        shows.declinePrivate(this, room, viewer.username);
        return busy;
      }
      return shows.acceptPrivate(this, room, model, viewer);
    });
  }

  declinePrivate(username: string, viewer: string) {
    const room = this.room(username);
    if (room) shows.declinePrivate(this, room, viewer);
  }

  endPrivate(username: string, reason: PrivateEndReason) {
    return this.#show(username, (room, model) => {
      if (!room.privateShow) return fail('no_private', 'No private is running');
      shows.endPrivate(this, room, model, reason);
      return succeed(null);
    });
  }

  spyPreviewSeconds(username: string, viewer: Account | undefined): number {
    if (!viewer) return 0;
    return this.#spyStartupTips.has(`${viewer.id}/${username}`) ? 0 : shows.freeSpyPreviewSeconds;
  }

  startSpy(username: string, viewer: Account) {
    return this.#show(username, (room, model) => {
      const busy = this.#busyElsewhere(viewer, model.username);
      if (busy) return busy;
      const key = `${viewer.id}/${model.username}`;
      const started = shows.startSpy(this, room, model, viewer, this.#spyStartupTips.get(key));
      if (started.ok && started.value.startupTip > 0) this.#spyStartupTips.set(key, this.clock.now());
      return started;
    });
  }

  endSpy(username: string, viewer: Account) {
    const room = this.room(username);
    if (room) shows.endSpy(this, room, viewer.username, 'user_ended');
  }

  startLimitedShow(username: string, options?: shows.LimitedShowOptions) {
    return this.#show(username, (room, model) => shows.startLimitedShow(this, room, model, options));
  }

  buyTicket(username: string, viewer: Account) {
    return this.#show(username, (room, model) => shows.buyTicket(this, room, model, viewer));
  }

  buyRecording(username: string, viewer: Account) {
    return this.#show(username, (room, model) => shows.buyRecording(this, room, model, viewer));
  }

  endLimitedShow(username: string) {
    const room = this.room(username);
    const model = this.model(username);
    if (room && model) shows.endLimitedShow(this, room, model);
  }

  /** Rooms seeded as private or limited start with a show in progress, run by bots. */
  #startBackgroundShows() {
    const bots = this.#botPool().filter((bot) => this.tokensOf(bot.id) > 500);
    let next = 0;
    for (const model of this.data.models) {
      const status = model.model?.status;
      if (status !== 'private' && status !== 'limited') continue;
      const room = this.room(model.username) as RoomState;
      const rng = this.rng.fork(`show/${model.username}`);
      const viewer = bots[next++ % bots.length];
      if (!viewer) continue;
      model.model = { ...(model.model as NonNullable<Account['model']>), status: 'online' };
      if (status === 'private') {
        room.privateRequests.set(viewer.username, { exclusive: false, at: this.clock.now() });
        if (shows.acceptPrivate(this, room, model, viewer).ok)
          this.clock.schedule(rng.int(3, 25) * 60_000, () =>
            shows.endPrivate(this, room, model, rng.pick(['model_ended', 'user_ended'] as const)),
          );
      } else {
        const started = shows.startLimitedShow(this, room, model, { durationMinutes: rng.int(10, 40) });
        if (started.ok)
          for (const chatter of [...room.chatters.keys()].slice(0, 8))
            started.value.tickets.set(chatter, { seq: null, at: this.clock.now() });
      }
    }
  }

  announceLobbyRestart(): void {
    this.emit({ type: 'lobby.restarting' });
  }

  announceServerRestart(): void {
    this.emit({ type: 'server.restarted' });
  }
}
