import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../../protocol';
import type { Room } from '../queries/room';
import { roomUpdateIsNews } from './room-update';

const answer = {
  chat: { status: 'online', installedAppId: 14, installedModuleIdList: [1, 2] },
  mode: 'public',
  stream: { edge_servers: ['edge.test'], stream_name: 'anna-7', token: 't' },
  user: { displayName: 'Anna' },
  settings: { hasCamPassword: false },
  viewer: { isStreamer: false },
} as Room;

const update: PayloadOf<'v3.chat.update'> = {
  id: 7,
  status: 'online',
  module_ids: [2, 1],
  app_ids: [14],
  cam2cam: false,
  stream_name: 'anna-7',
};

describe('roomUpdateIsNews', () => {
  it('is no news when it repeats the answer (the update every join starts with)', () => {
    expect(roomUpdateIsNews(update, answer)).toBe(false);
    const { stream_name: _, ...withoutStream } = update;
    expect(roomUpdateIsNews(withoutStream, answer)).toBe(false);
  });

  it('is news when the status, the stream, the app or the modules differ', () => {
    expect(roomUpdateIsNews({ ...update, status: 'private' }, answer)).toBe(true);
    expect(roomUpdateIsNews({ ...update, stream_name: 'anna-8' }, answer)).toBe(true);
    expect(roomUpdateIsNews({ ...update, app_ids: [] }, answer)).toBe(true);
    expect(roomUpdateIsNews({ ...update, module_ids: [1] }, answer)).toBe(true);
    expect(roomUpdateIsNews({ ...update, module_ids: [1, 3] }, answer)).toBe(true);
  });

  it('is news when there is nothing to compare with', () => {
    expect(roomUpdateIsNews(update, undefined)).toBe(true);
    expect(roomUpdateIsNews({ ...update, cam2cam: true }, answer)).toBe(true);
    const { installedModuleIdList: _, ...chat } = answer.chat as Record<string, unknown>;
    expect(roomUpdateIsNews(update, { ...answer, chat } as Room)).toBe(true);
  });

  it('ignores the stream name of an offline room, whose answer has no stream', () => {
    const offline = { ...answer, chat: { ...answer.chat, status: 'offline' }, stream: null } as Room;
    expect(roomUpdateIsNews({ ...update, status: 'offline' }, offline)).toBe(false);
    expect(roomUpdateIsNews({ ...update, status: 'online' }, offline)).toBe(true);
  });
});
