import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { World } from '../world/world';
import { fileJournalStore } from './file-store';

describe('journal on disk', () => {
  let directory = '';
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('brings back balances and sign-ins after a restart', async () => {
    directory = await mkdtemp(join(tmpdir(), 'sim-'));
    const world = await World.open({ seed: 'disk', store: fileJournalStore('disk', directory) });
    const member = world.accountByName('demo_member');
    const model = world.accountByName('demo_model');
    if (!member || !model) throw new Error('personas missing');
    world.tip(member, model, 30, 'hello', 'room');
    const session = world.openSession(member.id);
    await world.flush();

    const restarted = await World.open({ seed: 'disk', store: fileJournalStore('disk', directory) });
    expect(restarted.tokensOf(member.id)).toBe(world.tokensOf(member.id));
    expect(restarted.tokensOf(model.id)).toBe(world.tokensOf(model.id));
    expect(restarted.sessionUser(session.id)?.username).toBe('demo_member');
    expect(restarted.clock.now()).toBeGreaterThanOrEqual(world.clock.now() - 1);
  });
});
