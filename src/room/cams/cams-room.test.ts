import { describe, expect, it } from 'vitest';
import { cam2camFacts, camsRoomSchema, inOwnPrivate, sharecamFacts, watchTogetherFacts } from './cams-room';

const answer = (overrides: Record<string, unknown> = {}) => ({
  chat: { status: 'private', installedAppId: null },
  mode: 'private',
  user: { username: 'demo_model' },
  private: { isWatchPornTogetherEnabled: true, pricePerMinuteInToken: 30 },
  privateUsername: 'demo_member',
  sharecam: { isAllowedInPublic: false, isAllowedInPrivate: true, pricePerMinuteInPublicInToken: 0 },
  limitedShow: null,
  ...overrides,
});
const member = { loggedIn: true, username: 'demo_member', isStreamer: false };

describe('the camera facts of the room answer', () => {
  it('rejects an answer without the sharecam settings', () => {
    expect(camsRoomSchema.safeParse(answer({ sharecam: undefined })).success).toBe(false);
    expect(camsRoomSchema.safeParse(answer({ privateUsername: 7 })).success).toBe(false);
  });

  it("knows the viewer's own private from the mode and the private's username", () => {
    const room = camsRoomSchema.parse(answer());
    expect(inOwnPrivate(room, member)).toBe(true);
    expect(inOwnPrivate(room, { ...member, username: 'someone_else' })).toBe(false);
    expect(inOwnPrivate(camsRoomSchema.parse(answer({ mode: 'spy' })), member)).toBe(false);
    expect(sharecamFacts(room, member, false)).toMatchObject({
      model: 'demo_model',
      inPrivate: true,
      privateRunning: true,
      isAllowedInPublic: false,
      isAllowedInPrivate: true,
    });
    expect(cam2camFacts(room, member)).toEqual({ model: 'demo_model', loggedIn: true, inOwnPrivate: true });
  });

  it('reads watch-together from the private settings, the status and a versus', () => {
    const room = camsRoomSchema.parse(answer({ versus: { id: 1 } }));
    expect(watchTogetherFacts(room)).toEqual({
      status: 'private',
      inVersus: true,
      settings: { isWatchPornTogetherEnabled: true },
    });
  });
});
