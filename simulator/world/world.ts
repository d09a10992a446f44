import * as cams from './cams';
import { fail, type Outcome, succeed } from './context';
import type { WorldFact } from './facts';
import type { RoomState } from './rooms';
import * as tipSplit from './tip-split';
import * as toys from './toys';
import type { Account } from './types';
import * as versus from './versus';
import type { WorldOptions } from './world-base';
import { ShowsWorld } from './world-shows';

export { defaultEpoch, defaultSeed, type WorldOptions, worldVersion } from './world-base';
export { unverifiedDailySpendLimit } from './world-spending';

/** Live per-user notices the lobby socket carries (not durable, like room activity). */
export interface AccountNotices {
  promoWheelCount: number | null;
  notificationCount: number;
  autosilenced: boolean;
}

/**
 * The simulated backend's state and the commands that change it. Every change is a command;
 * every observable change is a WorldFact; every durable change is a journal record. The layers:
 * world-base.ts (data, ledger, clock, facts, journal), world-accounts.ts (accounts, sessions),
 * world-spending.ts (limits, tips, media), world-shows.ts (rooms, paid shows), and this file: the
 * room features (tip split, toy control, sharecam, cam2cam, versus) and account notices.
 */
export class World extends ShowsWorld {
  readonly #notices = new Map<number, AccountNotices>();
  #versusCount = 0;

  constructor(options: WorldOptions = {}) {
    super(options);
    this.subscribe((fact) => this.#follow(fact));
  }

  /** Builds the world for a seed and replays its persisted journal, then starts live activity. */
  static async open(options: WorldOptions = {}): Promise<World> {
    const world = new World(options);
    const records = (await options.store?.load()) ?? [];
    world.replay(records);
    return world.start();
  }

  /** Starts journaling and the shows already running when the simulation begins. */
  start(): this {
    if (this.beginJournaling()) this.startBackgroundShows();
    return this;
  }

  /** Consequences that follow facts wherever they come from. */
  #follow(fact: WorldFact) {
    // Spec 2 section 4.1: changing mode resets Lovense control.
    if (fact.type === 'model.status.changed' && fact.status !== 'online' && fact.status !== 'standby') {
      const room = this.room(fact.room);
      if (room) toys.resetToyControl(this, room);
    }
    if (fact.type === 'private.ended') {
      const room = this.room(fact.room);
      if (room) cams.endViewerCams(this, room, fact.viewer);
    }
  }

  #inRoom<T>(username: string, run: (room: RoomState, model: Account) => Outcome<T>): Outcome<T> {
    const room = this.room(username);
    const model = this.model(username);
    return room && model ? run(room, model) : fail('not_found', 'Room not found');
  }

  // --- chat and tips -------------------------------------------------------------------------

  /** A refused message is a fact too (no wire event carries it to the sender: docs/api.md). */
  override postMessage(username: string, account: Account, text: string) {
    const posted = this.notices(account.id).autosilenced
      ? fail('autosilenced', 'You are silenced in this room.')
      : super.postMessage(username, account, text);
    if (!posted.ok)
      this.emit({
        type: 'chat.message.refused',
        room: username,
        username: account.username,
        errorType: posted.errorType,
        error: posted.error,
      });
    return posted;
  }

  /** A tip in a room that plays a versus scores for it. */
  override tip(payer: Account, model: Account, amount: number, comment: string, source: string) {
    const tipped = super.tip(payer, model, amount, comment, source);
    const room = tipped.ok ? this.room(model.username) : undefined;
    if (room) versus.scoreVersusTip(this, room, amount);
    return tipped;
  }

  // --- private answers -----------------------------------------------------------------------

  /** The model answers a private request (the oldest waiting one when no viewer is named). */
  answerPrivate(username: string, viewerName: string | null, accept: boolean): Outcome<string> {
    return this.#inRoom(username, (room) => {
      const name = viewerName ?? [...room.privateRequests.keys()][0];
      const viewer = name && room.privateRequests.has(name) ? this.accountByName(name) : undefined;
      if (!name || !viewer) return fail('no_request', 'No private request is waiting');
      if (!accept) {
        this.declinePrivate(username, name);
        return succeed(name);
      }
      const accepted = this.acceptPrivate(username, viewer);
      return accepted.ok ? succeed(name) : accepted;
    });
  }

  // --- tip split -----------------------------------------------------------------------------

  proposeTipSplit(username: string, proposer: Account, targetSplitters: number, splitAmount: number) {
    return this.#inRoom(username, (room) =>
      tipSplit.proposeTipSplit(this, room, proposer, targetSplitters, splitAmount),
    );
  }

  joinTipSplit(username: string, viewer: Account) {
    return this.#inRoom(username, (room) => tipSplit.joinTipSplit(this, room, viewer));
  }

  cancelTipSplit(username: string) {
    return this.#inRoom(username, (room) => tipSplit.cancelTipSplit(this, room));
  }

  // --- toy control ---------------------------------------------------------------------------

  requestToyControl(username: string, viewer: Account) {
    return this.#inRoom(username, (room, model) => toys.requestToyControl(this, room, model, viewer));
  }

  commandToy(username: string, viewer: Account, level: number) {
    return this.#inRoom(username, (room) => toys.commandToy(room, viewer, level));
  }

  stopToyControl(username: string) {
    return this.#inRoom(username, (room) => toys.stopToyControl(this, room));
  }

  /** The user's toys, as the lobby heartbeat carries them. */
  reportToys(account: Account, devices: Array<{ id: string; name: string; type: string; battery?: number }>) {
    this.emit({ type: 'lovense.devices', userId: account.id, devices });
  }

  // --- sharecam and cam2cam ------------------------------------------------------------------

  requestSharecam(username: string, viewer: Account) {
    return this.#inRoom(username, (room, model) =>
      cams.requestSharecam(
        this,
        room,
        model,
        viewer,
        this.isAttended(model.username) ? null : () => cams.answerSharecam(this, room, viewer.username, true),
      ),
    );
  }

  answerSharecam(username: string, viewer: string | null, accept: boolean) {
    return this.#inRoom(username, (room) => cams.answerSharecam(this, room, viewer, accept));
  }

  endSharecam(username: string, viewer: string) {
    return this.#inRoom(username, (room) => cams.endSharecam(this, room, viewer));
  }

  startCam2cam(username: string, viewer: Account) {
    return this.#inRoom(username, (room) => cams.startCam2cam(this, room, viewer));
  }

  endCam2cam(username: string) {
    return this.#inRoom(username, (room) => cams.endCam2cam(this, room));
  }

  setCamSettings(username: string, settings: cams.CamSettings) {
    return this.#inRoom(username, (room, model) => cams.setCamSettings(this, room, model, settings));
  }

  // --- versus --------------------------------------------------------------------------------

  #side(username: string) {
    const room = this.room(username);
    const model = this.model(username);
    return room && model ? { room, model } : null;
  }

  inviteVersus(from: string, to: string): Outcome<number> {
    const [inviter, invited] = [this.#side(from), this.#side(to)];
    if (!inviter || !invited) return fail('not_found', 'Room not found');
    this.#versusCount += 1;
    const invitedId = versus.inviteVersus(this, this.#versusCount, inviter, invited);
    // A model whose broadcaster is not connected answers like a bot: yes, after a moment.
    if (invitedId.ok && !this.isAttended(invited.room.username))
      this.clock.schedule(3000, () => {
        if (invited.room.versusInvite?.id === invitedId.value)
          versus.answerVersus(this, invited, inviter, true);
      });
    return invitedId;
  }

  answerVersus(username: string, accept: boolean): Outcome<null> {
    const invited = this.#side(username);
    const from = invited?.room.versusInvite?.from;
    const inviter = from ? this.#side(from) : null;
    if (!invited || !inviter) return fail('no_invite', 'No versus invite is waiting');
    return versus.answerVersus(this, invited, inviter, accept);
  }

  endVersus(username: string): Outcome<null> {
    const rooms = this.room(username)?.versus?.rooms ?? [];
    const sides = rooms.map((name) => this.#side(name)).filter((side) => side !== null);
    return versus.endVersus(this, sides);
  }

  announceVersusTournament(phase: 'starting' | 'running', usernames: string[]): void {
    this.emit({ type: 'versus_tournament.changed', phase, usernames });
  }

  // --- account notices -----------------------------------------------------------------------

  notices(userId: number): AccountNotices {
    return this.#notices.get(userId) ?? { promoWheelCount: null, notificationCount: 0, autosilenced: false };
  }

  /** Changes what the lobby tells one user: promo wheel spins, unread notifications, autosilence. */
  setNotices(account: Account, changes: Partial<AccountNotices>): void {
    const before = this.notices(account.id);
    const after = { ...before, ...changes };
    this.#notices.set(account.id, after);
    const userId = account.id;
    if (after.promoWheelCount !== null && after.promoWheelCount !== before.promoWheelCount)
      this.emit({ type: 'promo_wheel.changed', userId, count: after.promoWheelCount });
    if (after.notificationCount !== before.notificationCount)
      this.emit({ type: 'notifications.changed', userId, count: after.notificationCount });
    if (after.autosilenced !== before.autosilenced)
      this.emit({ type: 'autosilence.changed', userId, autosilenced: after.autosilenced });
  }
}
