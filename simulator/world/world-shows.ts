import type { Presence } from './catalogue';
import { fail, type Outcome, succeed } from './context';
import type { ModerationAction, PrivateEndReason } from './facts';
import type { RoomState } from './rooms';
import * as rooms from './rooms';
import * as shows from './shows';
import type { Account } from './types';
import { SpendingWorld } from './world-spending';

/** Rooms and shows: presence, chat, moderation, and the paid shows with their charging. */
export abstract class ShowsWorld extends SpendingWorld {
  readonly #rooms = new Map<string, RoomState>();
  readonly #spyStartupTips = new Map<string, number>();
  readonly #attendedRooms = new Set<string>();

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

  protected isAttended(username: string): boolean {
    return this.#attendedRooms.has(username);
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
  protected startBackgroundShows() {
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
