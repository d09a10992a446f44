import { privateWithBot } from './scenarios/catalogue';
import { crowd, type ScenarioContext } from './scenarios/engine';
import type { CamSettings } from './world/cams';
import { fail, type Outcome, succeed } from './world/context';
import type { Account } from './world/types';
import type { AccountNotices, World } from './world/world';

/**
 * Control commands for the model's side and the room features (docs/api.md, "Control API").
 * `user` names who acts (a viewer); without it a bot with tokens does. `room` defaults to the stage.
 */
export type FeatureCommand =
  | { type: 'private.answer'; room?: string; viewer?: string; accept: boolean }
  | { type: 'spy.open'; room?: string }
  | {
      type: 'user.notices';
      user: string;
      promoWheelCount?: number;
      notificationCount?: number;
      autosilenced?: boolean;
    }
  | { type: 'lovense.devices'; user: string; devices?: Array<{ id: string; name: string; type: string }> }
  | { type: 'tip_split.propose'; room?: string; user?: string; splitters?: number; amount?: number }
  | { type: 'tip_split.join'; room?: string; user?: string }
  | { type: 'tip_split.cancel'; room?: string }
  | { type: 'sharecam.answer'; room?: string; viewer?: string; accept: boolean }
  | ({ type: 'cams.settings'; room?: string } & CamSettings)
  | { type: 'model.attended'; room?: string; attended: boolean }
  | { type: 'lovense.control'; room?: string; user?: string }
  | { type: 'lovense.stop'; room?: string }
  | { type: 'versus.invite'; room?: string; opponent?: string }
  | { type: 'versus.answer'; room?: string; accept: boolean }
  | { type: 'versus.end'; room?: string }
  | { type: 'versus.tournament'; phase: 'starting' | 'running'; usernames?: string[] };

export const featureCommandTypes = new Set<string>([
  'private.answer',
  'spy.open',
  'user.notices',
  'lovense.devices',
  'tip_split.propose',
  'tip_split.join',
  'tip_split.cancel',
  'sharecam.answer',
  'cams.settings',
  'model.attended',
  'lovense.control',
  'lovense.stop',
  'versus.invite',
  'versus.answer',
  'versus.end',
  'versus.tournament',
]);

const done = <T>(outcome: Outcome<T>): Outcome<null> => (outcome.ok ? succeed(null) : outcome);

function named(world: World, username: string | undefined): Outcome<Account> {
  const account = username ? world.accountByName(username) : undefined;
  return account ? succeed(account) : fail('not_found', `No user named ${username ?? '(none)'}`);
}

/** The named user, or a bot with tokens who is not one of `busy`. */
function actor(
  context: ScenarioContext,
  username: string | undefined,
  busy: string[] = [],
): Outcome<Account> {
  if (username) return named(context.world, username);
  const bot = crowd(context, busy.length + 1).find((candidate) => !busy.includes(candidate.username));
  return bot ? succeed(bot) : fail('no_bots', 'No bot is free');
}

/** Another online model to play a versus against. */
function opponentOf(world: World, room: string): string | undefined {
  return world.data.models.find(
    (model) => model.username !== room && model.model?.status === 'online' && !model.model.inVersus,
  )?.username;
}

export function featureControl(
  context: ScenarioContext,
  room: string,
  command: FeatureCommand,
): Outcome<null> {
  const { world } = context;
  if (!('user' in command) && !world.model(room)) return fail('not_found', 'No such model');
  switch (command.type) {
    case 'private.answer':
      return done(world.answerPrivate(room, command.viewer ?? null, command.accept));
    case 'spy.open': {
      // Spying is possible on a running, non-exclusive private with spying enabled.
      const model = world.model(room);
      if (model?.model) model.model.allowsSpy = true;
      if (!world.room(room)?.privateShow) privateWithBot(context, 10 * 60_000);
      return world.room(room)?.privateShow
        ? succeed(null)
        : fail('private_unavailable', 'No private started');
    }
    case 'user.notices': {
      const user = named(world, command.user);
      if (!user.ok) return user;
      const changes: Partial<AccountNotices> = {};
      if (command.promoWheelCount !== undefined) changes.promoWheelCount = command.promoWheelCount;
      if (command.notificationCount !== undefined) changes.notificationCount = command.notificationCount;
      if (command.autosilenced !== undefined) changes.autosilenced = command.autosilenced;
      world.setNotices(user.value, changes);
      return succeed(null);
    }
    case 'lovense.devices': {
      const user = named(world, command.user);
      if (!user.ok) return user;
      world.reportToys(
        user.value,
        command.devices ?? [{ id: 'toy-1', name: 'Lush 3', type: 'lush', battery: 80 }],
      );
      return succeed(null);
    }
    case 'tip_split.propose': {
      const proposer = actor(context, command.user);
      if (!proposer.ok) return proposer;
      return done(world.proposeTipSplit(room, proposer.value, command.splitters ?? 3, command.amount ?? 25));
    }
    case 'tip_split.join': {
      const splitters = [...(world.room(room)?.tipSplit.shares.keys() ?? [])];
      const viewer = actor(context, command.user, splitters);
      return viewer.ok ? done(world.joinTipSplit(room, viewer.value)) : viewer;
    }
    case 'tip_split.cancel':
      return done(world.cancelTipSplit(room));
    case 'sharecam.answer':
      return done(world.answerSharecam(room, command.viewer ?? null, command.accept));
    case 'cams.settings': {
      const { type: _type, room: _room, ...settings } = command;
      return world.setCamSettings(room, settings);
    }
    case 'model.attended':
      // An attended model answers private and ShareCam requests herself (the bot waits for her).
      world.setAttended(room, command.attended);
      return succeed(null);
    case 'lovense.control': {
      const model = world.model(room);
      if (model?.model) model.model.controlHer = true;
      const toy = world.room(room)?.toyControl;
      const taken = toy
        ? [...(toy.controller ? [toy.controller.username] : []), ...toy.queue.map((q) => q.username)]
        : [];
      const viewer = actor(context, command.user, taken);
      return viewer.ok ? done(world.requestToyControl(room, viewer.value)) : viewer;
    }
    case 'lovense.stop':
      return done(world.stopToyControl(room));
    case 'versus.invite': {
      const opponent = command.opponent ?? opponentOf(world, room);
      return opponent ? done(world.inviteVersus(room, opponent)) : fail('not_found', 'No opponent is online');
    }
    case 'versus.answer':
      return done(world.answerVersus(room, command.accept));
    case 'versus.end':
      return done(world.endVersus(room));
    case 'versus.tournament':
      world.announceVersusTournament(
        command.phase,
        command.usernames ?? [room, opponentOf(world, room) ?? room],
      );
      return succeed(null);
  }
}
