import { describe, expect, it } from 'vitest';
import { genders, languages, memberships, presenceStates, regions } from './catalogue';
import { generateWorld, worldShape } from './generate';

const epoch = Date.UTC(2026, 10, 1, 12);

describe('world generation', () => {
  const world = generateWorld('42', epoch);

  it('is the same for the same seed and different for another', () => {
    const again = generateWorld('42', epoch);
    const other = generateWorld('7', epoch);
    const names = (data: typeof world) => data.models.map((model) => model.username).join();
    expect(names(again)).toBe(names(world));
    expect(names(other)).not.toBe(names(world));
    expect(again.genesis).toEqual(world.genesis);
  });

  it('holds at least 300 models covering every gender, presence state, language and region', () => {
    expect(world.models.length).toBeGreaterThanOrEqual(300);
    const profiles = world.models.map((model) => model.model);
    expect(new Set(profiles.map((_, i) => world.models[i]?.gender))).toEqual(new Set(genders));
    expect(new Set(profiles.map((profile) => profile?.status))).toEqual(new Set(presenceStates));
    expect(new Set(profiles.flatMap((profile) => profile?.languages))).toEqual(new Set(languages));
    expect(new Set(profiles.map((profile) => profile?.region))).toEqual(new Set(regions));
    expect(profiles.filter((profile) => profile?.isVoyeur)).toHaveLength(worldShape.voyeurCams);
    expect(profiles.filter((profile) => profile?.isAi).length).toBe(worldShape.aiModels);
  });

  it('has users of every role and membership, with unique usernames', () => {
    const accounts = [...world.accounts.values()];
    const roles = new Set(accounts.map((account) => account.role));
    for (const role of [
      'member',
      'model',
      'studio_owner',
      'substudio_manager',
      'site_mod',
      'admin',
      'super_admin',
    ])
      expect(roles).toContain(role);
    expect(new Set(accounts.map((account) => account.membership))).toEqual(new Set([null, ...memberships]));
    expect(world.byUsername.size).toBe(accounts.length);
    for (const account of accounts) expect(account.username).toMatch(/^[a-z0-9_-]{3,24}$/);
  });

  it('gives models media libraries and the site its content', () => {
    expect(world.media.length).toBeGreaterThan(1000);
    expect(world.media.some((item) => item.tokenPrice === 0)).toBe(true);
    expect(world.press.length).toBeGreaterThan(20);
    expect(world.faq.length).toBeGreaterThan(5);
    expect(world.freeVideos.length).toBeGreaterThan(50);
  });
});
