import { describe, expect, it } from 'vitest';
import { accountOf, auditLedger, type LedgerPolicy } from '../ledger/ledger';
import type { WorldFact } from './facts';
import { tipSplitExpiryMs, tipSplitResetMs } from './tip-split';
import type { Account } from './types';
import { versusDurationSeconds } from './versus';
import { World } from './world';

const room = 'demo_model';

function open() {
  const world = new World({ seed: 'features', reuseGeneration: true }).start();
  const facts: WorldFact[] = [];
  world.subscribe((fact) => facts.push(fact));
  const get = (username: string) => {
    const account = world.accountByName(username);
    if (!account) throw new Error(`no ${username}`);
    return account;
  };
  const model = get('demo_model');
  // Viewers with plenty of tokens and no daily limit in the way.
  const viewers = ['demo_whale', 'demo_member', 'demo_premium'].map(get);
  const policy: LedgerPolicy = {
    creditLimit: (id) => (id === 'house' ? 0 : (world.account(Number(id.slice(5)))?.postpayCreditLimit ?? 0)),
  };
  const audit = () => auditLedger(world.ledger.entries(), policy);
  const balances = () => [model, ...viewers].map((account) => world.tokensOf(account.id));
  const types = (prefix: string) =>
    facts.filter((fact) => fact.type.startsWith(prefix)).map((fact) => fact.type);
  return { world, facts, model, viewers: viewers as [Account, Account, Account], audit, balances, types };
}

describe('tip split', () => {
  it('takes each share on joining, succeeds when full, then offers a split again', () => {
    const { world, model, viewers, audit, facts } = open();
    const [whale, member, premium] = viewers;
    const modelBefore = world.tokensOf(model.id);
    expect(world.proposeTipSplit(room, whale, 3, 25)).toMatchObject({
      ok: true,
      value: { mode: 'proposed', splitters: ['demo_whale'], remaining: 2 },
    });
    expect(world.joinTipSplit(room, whale)).toMatchObject({ ok: false, errorType: 'already_joined' });
    expect(world.joinTipSplit(room, member).ok).toBe(true);
    expect(world.joinTipSplit(room, premium)).toMatchObject({
      ok: true,
      value: { mode: 'success', remaining: 0 },
    });
    expect(world.tokensOf(model.id)).toBe(modelBefore + 75);
    const shares = world.ledger.entries().filter((entry) => entry.memo.source === 'tip_split');
    expect(shares.map((entry) => [entry.kind, entry.amount, entry.to])).toEqual([
      ['tip', 25, accountOf(model.id)],
      ['tip', 25, accountOf(model.id)],
      ['tip', 25, accountOf(model.id)],
    ]);
    world.clock.advance(tipSplitResetMs);
    const modes = facts.flatMap((fact) => (fact.type === 'tip_split.changed' ? [fact.split.mode] : []));
    expect(modes).toEqual(['proposed', 'proposed', 'success', 'available']);
    expect(audit()).toEqual([]);
  });

  it('refunds every share exactly when canceled, and cancels itself when it does not fill in time', () => {
    const { world, viewers, audit, balances } = open();
    const [whale, member] = viewers;
    const before = balances();
    world.proposeTipSplit(room, whale, 3, 40);
    world.joinTipSplit(room, member);
    expect(world.cancelTipSplit(room)).toMatchObject({ ok: true, value: { mode: 'canceled' } });
    expect(balances()).toEqual(before);
    world.clock.advance(tipSplitResetMs);
    world.proposeTipSplit(room, member, 2, 10);
    world.clock.advance(tipSplitExpiryMs);
    expect(world.room(room)?.tipSplit.mode).toBe('canceled');
    expect(balances()).toEqual(before);
    const refunds = world.ledger.entries().filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => entry.amount)).toEqual([40, 40, 10]);
    expect(audit()).toEqual([]);
  });

  it('is not started or joined during a private, nor beyond the balance', () => {
    const { world, viewers, audit } = open();
    const [whale, member, premium] = viewers;
    expect(world.requestPrivate(room, premium).ok).toBe(true);
    expect(world.acceptPrivate(room, premium).ok).toBe(true);
    expect(world.proposeTipSplit(room, whale, 2, 10)).toMatchObject({
      ok: false,
      error: 'A private is running.',
    });
    world.endPrivate(room, 'user_ended');
    expect(world.proposeTipSplit(room, member, 2, world.tokensOf(member.id) + 1)).toMatchObject({
      ok: false,
      errorType: 'not_enough_tokens',
    });
    expect(world.room(room)?.tipSplit.mode).toBe('available');
    expect(audit()).toEqual([]);
  });
});

describe('Lovense toy control', () => {
  it('charges each turn, queues while someone controls, and hands over when a turn ends', () => {
    const { world, model, viewers, types, audit } = open();
    const [whale, member] = viewers;
    if (model.model) model.model.controlHer = true;
    const price = world.room(room)?.toyControl.tokenPrice ?? 0;
    const before = world.tokensOf(member.id);
    expect(world.requestToyControl(room, whale)).toMatchObject({ ok: true, value: { queued: false } });
    expect(world.requestToyControl(room, member)).toMatchObject({ ok: true, value: { queued: true } });
    expect(world.tokensOf(member.id)).toBe(before - price);
    world.clock.advance((world.room(room)?.toyControl.durationSeconds ?? 0) * 1000);
    expect(world.room(room)?.toyControl.controller?.username).toBe('demo_member');
    expect(world.stopToyControl(room).ok).toBe(true);
    expect(types('lovense.')).toEqual([
      'lovense.control.started',
      'lovense.queue.changed',
      'lovense.control.stopped',
      'lovense.queue.changed',
      'lovense.control.started',
      'lovense.control.stopped',
    ]);
    expect(audit()).toEqual([]);
  });

  it('resets on a mode change: the turn ends and queued viewers get their tokens back', () => {
    const { world, model, viewers, audit } = open();
    const [whale, member, premium] = viewers;
    if (model.model) model.model.controlHer = true;
    world.requestToyControl(room, whale);
    const before = world.tokensOf(member.id);
    world.requestToyControl(room, member);
    world.requestPrivate(room, premium);
    world.acceptPrivate(room, premium);
    expect(world.room(room)?.toyControl).toMatchObject({ controller: null, queue: [] });
    expect(world.tokensOf(member.id)).toBe(before);
    expect(world.ledger.entries().some((entry) => entry.memo.reason === 'lovense_reset')).toBe(true);
    expect(audit()).toEqual([]);
  });

  it('is refused where toy control is off', () => {
    const { world, model, viewers } = open();
    if (model.model) model.model.controlHer = false;
    expect(world.requestToyControl(room, viewers[0])).toMatchObject({
      ok: false,
      errorType: 'lovense_unavailable',
    });
  });
});

describe('sharecam and cam2cam', () => {
  it('a bot model accepts a sharecam in her private; the private end stops it', () => {
    const { world, viewers, types } = open();
    const [whale] = viewers;
    expect(world.requestSharecam(room, whale)).toMatchObject({
      ok: false,
      errorType: 'sharecam_unavailable',
    });
    world.requestPrivate(room, whale);
    world.acceptPrivate(room, whale);
    expect(world.requestSharecam(room, whale).ok).toBe(true);
    world.clock.advance(3000);
    expect(world.room(room)?.sharecam.viewers.get('demo_whale')).toBe('live');
    expect(world.startCam2cam(room, whale).ok).toBe(true);
    world.endPrivate(room, 'user_ended');
    expect(types('sharecam.')).toEqual(['sharecam.requested', 'sharecam.started', 'sharecam.ended']);
    expect(types('cam2cam.')).toEqual(['cam2cam.ready', 'cam2cam.ended']);
  });

  it('a model at her broadcaster answers herself, and may decline', () => {
    const { world, viewers, types } = open();
    const [whale] = viewers;
    world.setAttended(room, true);
    world.requestPrivate(room, whale);
    expect(world.answerPrivate(room, null, true)).toMatchObject({ ok: true, value: 'demo_whale' });
    world.requestSharecam(room, whale);
    world.clock.advance(10_000);
    expect(world.room(room)?.sharecam.viewers.get('demo_whale')).toBe('requested');
    expect(world.answerSharecam(room, null, false)).toMatchObject({ ok: true, value: 'demo_whale' });
    expect(types('sharecam.')).toEqual(['sharecam.requested', 'sharecam.declined']);
  });
});

describe('private answers by the model', () => {
  it('declines the oldest waiting request, or accepts a named one', () => {
    const { world, viewers, types } = open();
    const [whale, member] = viewers;
    world.setAttended(room, true);
    world.requestPrivate(room, whale);
    world.requestPrivate(room, member);
    expect(world.answerPrivate(room, null, false)).toMatchObject({ ok: true, value: 'demo_whale' });
    expect(world.answerPrivate(room, 'demo_member', true)).toMatchObject({ ok: true, value: 'demo_member' });
    expect(world.answerPrivate(room, null, true)).toMatchObject({ ok: false, errorType: 'no_request' });
    expect(types('private.')).toEqual([
      'private.requested',
      'private.requested',
      'private.declined',
      'private.started',
      'private.ticked',
    ]);
  });
});

describe('versus', () => {
  it('an unattended opponent accepts; tips score; the higher score wins; no privates meanwhile', () => {
    const { world, viewers, types, facts } = open();
    const [whale, member] = viewers;
    const opponent = world.data.models.find(
      (candidate) => candidate.username !== room && candidate.model?.status === 'online',
    );
    if (!opponent) throw new Error('no online opponent');
    expect(world.inviteVersus(room, opponent.username).ok).toBe(true);
    world.clock.advance(3000);
    expect(world.room(room)?.versus?.rooms).toEqual([room, opponent.username]);
    expect(world.requestPrivate(room, member)).toMatchObject({
      ok: false,
      error: 'A versus tournament is running',
    });
    world.tip(whale, world.model(room) as Account, 100, '', 'room');
    world.tip(member, opponent, 40, '', 'room');
    world.clock.advance(versusDurationSeconds * 1000);
    expect(facts.find((fact) => fact.type === 'versus.ended')).toMatchObject({
      winner: room,
      scores: [
        { username: room, tokens: 100 },
        { username: opponent.username, tokens: 40 },
      ],
    });
    expect(types('versus.')).toEqual([
      'versus.invited',
      'versus.answered',
      'versus.started',
      'versus.updated',
      'versus.updated',
      'versus.ended',
    ]);
    expect(world.room(room)?.versus).toBeNull();
    expect(world.model(room)?.model?.inVersus).toBe(false);
  });
});

describe('account notices and refused chat', () => {
  it('tells the user of promo spins, notifications and autosilence; an autosilenced message is refused as a fact', () => {
    const { world, viewers, facts } = open();
    const [whale] = viewers;
    world.setNotices(whale, { promoWheelCount: 2, notificationCount: 5 });
    world.setNotices(whale, { autosilenced: true });
    expect(world.postMessage(room, whale, 'hello').ok).toBe(false);
    expect(facts.filter((fact) => fact.type !== 'balance.changed').map((fact) => fact.type)).toEqual([
      'promo_wheel.changed',
      'notifications.changed',
      'autosilence.changed',
      'chat.message.refused',
    ]);
    expect(facts.at(-1)).toMatchObject({ errorType: 'autosilenced', username: 'demo_whale' });
    expect(world.postMessage(room, whale, '   ')).toMatchObject({ ok: false });
  });
});
