/**
 * Test fixtures for decoded events: the same realtime user snapshot and chat message every machine
 * test and property model builds (spec 2 section 3.6). Not used by the app.
 */
import type { EventOf } from './events';

type SnapshotUser = EventOf<'v3.chat.message'>['payload']['user'];

export const snapshotUser = (username: string, overrides: Partial<SnapshotUser> = {}): SnapshotUser => ({
  username,
  is_model: false,
  is_vip: false,
  is_super_vip: false,
  is_guest: false,
  has_tokens: true,
  has_cc: false,
  has_purchase: false,
  email_confirmed: true,
  recentTips: 0,
  recent_purchases: 0,
  ...overrides,
});

/** A v3.chat.message from `username` (the model's when `is_model`). */
export const chatMessage = (
  username: string,
  message: string,
  overrides: Partial<SnapshotUser> = {},
): EventOf<'v3.chat.message'> => ({
  type: 'v3.chat.message',
  payload: { message, user: snapshotUser(username, overrides) },
});
