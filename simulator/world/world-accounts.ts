import { digest } from '../core/hash';
import { type RegisterInput, registrationErrors } from './accounts';
import { fail, type Outcome, succeed } from './context';
import type { AccountChanges } from './journal';
import type { Session } from './mutations';
import { modelOnlySettings, validateSetting } from './settings';
import type { Account } from './types';
import { WorldBase } from './world-base';

/** Accounts and sessions: sign-in, registration, settings, follows and other durable account changes. */
export abstract class AccountsWorld extends WorldBase {
  #failedLogins = new Map<string, number[]>();

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
    this.commit({
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
    const index = this.sessionCounter + 1;
    const id = `s${index}-${digest(this.data.seed, 'session', index, this.clock.now())}`;
    const nodeToken = `nt-${digest(this.data.seed, 'node', id)}`;
    this.commit({ type: 'session.opened', sessionId: id, userId, nodeToken });
    return this.sessions.get(id) as Session;
  }

  closeSession(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    this.commit({ type: 'session.closed', sessionId });
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
    this.commit({ type: 'account.updated', userId, changes });
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
    this.commit({ type: 'settings.updated', userId: account.id, settings: accepted });
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
      this.commit({ type: 'follow.changed', userId: account.id, username: model.username, following });
    return succeed([...account.follows]);
  }

  setMediaHidden(account: Account, mediaId: number, hidden: boolean): Outcome<null> {
    if (!this.ownsMedia(account, mediaId)) return fail('not_found', 'You do not own this media');
    this.commit({ type: 'media.visibility.changed', userId: account.id, mediaId, hidden });
    return succeed(null);
  }

  signLegalDocument(documentId: number): void {
    this.commit({ type: 'legal.signed', documentId });
  }

  /** Owned: the media is free, the user's own, or bought (world-spending.ts). */
  abstract ownsMedia(account: Account, mediaId: number): boolean;
}
