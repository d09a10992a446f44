import type { WorldData } from './generate';
import type { Mutation } from './journal';
import { defaultSettings } from './settings';
import type { Account } from './types';

export interface Session {
  id: string;
  userId: number;
  nodeToken: string;
}

/** What a journal mutation changes: the world's data and its sessions. */
export interface MutationTarget {
  data: WorldData;
  sessions: Map<string, Session>;
}

/** Applies one durable change, live or on replay (the same code both ways). */
export function applyMutation(target: MutationTarget, mutation: Mutation, now: number): void {
  switch (mutation.type) {
    case 'account.registered': {
      const account: Account = {
        id: mutation.id,
        username: mutation.username,
        displayName: mutation.username,
        email: mutation.email,
        password: mutation.password,
        gender: mutation.gender,
        role: 'member',
        membership: null,
        createdAt: now,
        birthDate: mutation.birthDate,
        countryCode: 'US',
        state: null,
        locale: 'en',
        postpayCreditLimit: 0,
        hasCard: false,
        emailConfirmed: false,
        identityConfirmed: false,
        ageVerificationRequired: false,
        complianceStatus: null,
        suspendedUntil: null,
        isSuperWhale: false,
        isBot: false,
        settings: { ...defaultSettings, can_change_username: 'YES' },
        follows: new Set(),
        hiddenMedia: new Set(),
        freeTokensOnHold: 200,
        avatarVersion: 0,
        notes: [],
        model: null,
      };
      target.data.accounts.set(account.id, account);
      target.data.byUsername.set(account.username.toLowerCase(), account);
      target.data.byEmail.set(account.email.toLowerCase(), account);
      target.data.nextAccountId = Math.max(target.data.nextAccountId, account.id + 1);
      return;
    }
    case 'account.updated': {
      const account = target.data.accounts.get(mutation.userId);
      if (account) Object.assign(account, mutation.changes);
      return;
    }
    case 'settings.updated': {
      const account = target.data.accounts.get(mutation.userId);
      if (account) Object.assign(account.settings, mutation.settings);
      return;
    }
    case 'follow.changed': {
      const follows = target.data.accounts.get(mutation.userId)?.follows;
      if (mutation.following) follows?.add(mutation.username);
      else follows?.delete(mutation.username);
      return;
    }
    case 'media.visibility.changed': {
      const hidden = target.data.accounts.get(mutation.userId)?.hiddenMedia;
      if (mutation.hidden) hidden?.add(mutation.mediaId);
      else hidden?.delete(mutation.mediaId);
      return;
    }
    case 'session.opened':
      target.sessions.set(mutation.sessionId, {
        id: mutation.sessionId,
        userId: mutation.userId,
        nodeToken: mutation.nodeToken,
      });
      return;
    case 'session.closed':
      target.sessions.delete(mutation.sessionId);
      return;
    case 'legal.signed': {
      const document = target.data.legal.find((candidate) => candidate.id === mutation.documentId);
      if (document) document.status = 'signed';
      return;
    }
  }
}
