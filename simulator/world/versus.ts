import { fail, type Outcome, succeed, type WorldCore } from './context';
import type { VersusScore } from './facts';
import type { RoomState } from './rooms';
import type { Account } from './types';

/**
 * Versus (spec 2 section 7a, spec 3): one model invites another; on acceptance both rooms run a
 * match for a few minutes, scored by the tips each room takes; the higher score wins. While it runs
 * neither model takes privates (the private rule "no versus active").
 */

export const versusDurationSeconds = 300;

interface Side {
  room: RoomState;
  model: Account;
}

function available(side: Side): string | null {
  const profile = side.model.model;
  if (!profile || (profile.status !== 'online' && profile.status !== 'standby'))
    return `${side.model.username} is not online`;
  if (side.room.versus || profile.inVersus) return `${side.model.username} is already in a versus`;
  if (side.room.privateShow || side.room.limitedShow) return `${side.model.username} is in a show`;
  return null;
}

export function inviteVersus(world: WorldCore, id: number, from: Side, to: Side): Outcome<number> {
  if (from.model.id === to.model.id) return fail('forbidden', 'A model cannot play against herself');
  const blocker = available(from) ?? available(to);
  if (blocker) return fail('versus_unavailable', blocker);
  to.room.versusInvite = { id, from: from.room.username };
  world.emit({ type: 'versus.invited', versusId: id, from: from.room.username, to: to.room.username });
  return succeed(id);
}

const scoresOf = (versus: NonNullable<RoomState['versus']>): VersusScore[] =>
  versus.rooms.map((username) => ({ username, tokens: versus.scores.get(username) ?? 0 }));

/** The invited model answers; an acceptance starts the match in both rooms. */
export function answerVersus(world: WorldCore, to: Side, from: Side, accept: boolean): Outcome<null> {
  const invite = to.room.versusInvite;
  if (!invite || invite.from !== from.room.username) return fail('no_invite', 'No versus invite is waiting');
  to.room.versusInvite = null;
  const fromName = from.room.username;
  const toName = to.room.username;
  world.emit({ type: 'versus.answered', versusId: invite.id, from: fromName, to: toName, accepted: accept });
  if (!accept) return succeed(null);
  const blocker = available(from) ?? available(to);
  if (blocker) return fail('versus_unavailable', blocker);
  const versus = {
    id: invite.id,
    rooms: [fromName, toName] as [string, string],
    scores: new Map([
      [fromName, 0],
      [toName, 0],
    ]),
    endsAt: world.clock.now() + versusDurationSeconds * 1000,
    stop: () => {},
  };
  for (const side of [from, to]) {
    side.room.versus = versus;
    if (side.model.model) side.model.model.inVersus = true;
  }
  versus.stop = world.clock.schedule(versusDurationSeconds * 1000, () => endVersus(world, [from, to]));
  world.emit({
    type: 'versus.started',
    versusId: versus.id,
    rooms: versus.rooms,
    secondsRemaining: versusDurationSeconds,
  });
  return succeed(null);
}

/** A tip in a room that plays a versus scores for that room. */
export function scoreVersusTip(world: WorldCore, room: RoomState, amount: number): void {
  const versus = room.versus;
  if (!versus) return;
  versus.scores.set(room.username, (versus.scores.get(room.username) ?? 0) + amount);
  world.emit({
    type: 'versus.updated',
    versusId: versus.id,
    rooms: versus.rooms,
    scores: scoresOf(versus),
    secondsRemaining: Math.max(0, Math.round((versus.endsAt - world.clock.now()) / 1000)),
  });
}

/** Ends the match in both rooms; the higher score wins (a tie has no winner). */
export function endVersus(world: WorldCore, sides: Side[]): Outcome<null> {
  const versus = sides[0]?.room.versus;
  if (!versus) return fail('no_versus', 'No versus is running');
  versus.stop();
  for (const side of sides) {
    side.room.versus = null;
    if (side.model.model) side.model.model.inVersus = false;
  }
  const scores = scoresOf(versus);
  const [first, second] = [...scores].sort((a, b) => b.tokens - a.tokens);
  const winner = first && second && first.tokens > second.tokens ? first.username : null;
  world.emit({ type: 'versus.ended', versusId: versus.id, rooms: versus.rooms, scores, winner });
  return succeed(null);
}
