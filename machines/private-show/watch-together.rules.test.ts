import { describe, expect, it } from 'vitest';
import { aPrivateRoom } from './private-show.fixtures';
import { watchTogetherAllowed, whyNoWatchTogether } from './private-show.rules';

const off = (isWatchPornTogetherEnabled: boolean) => ({
  ...aPrivateRoom().settings,
  isWatchPornTogetherEnabled,
});

describe('watch-together (spec 2 section 4.9)', () => {
  it('is on in a private when the model enables it', () => {
    expect(whyNoWatchTogether(aPrivateRoom({ status: 'private' }))).toBeNull();
    expect(watchTogetherAllowed(aPrivateRoom({ status: 'private' }))).toBe(true);
  });

  it('is switched off when the room is limited, offline or connected, or in versus, and says why', () => {
    const cases: Array<[Parameters<typeof aPrivateRoom>[0], string]> = [
      [{ settings: off(false) }, 'This model has watch-together turned off.'],
      [{ status: 'limited' }, 'Not during a ticket show.'],
      [{ status: 'offline' }, 'The model is offline.'],
      [{ status: 'connected' }, 'The model is connecting her stream.'],
      [{ status: 'private', inVersus: true }, 'Not during a versus.'],
    ];
    for (const [overrides, why] of cases) {
      expect(whyNoWatchTogether(aPrivateRoom(overrides))).toBe(why);
      expect(watchTogetherAllowed(aPrivateRoom(overrides))).toBe(false);
    }
  });

  it('names the setting first when several rules fail', () => {
    expect(whyNoWatchTogether(aPrivateRoom({ status: 'offline', settings: off(false) }))).toBe(
      'This model has watch-together turned off.',
    );
  });
});
