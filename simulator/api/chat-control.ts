import { http } from 'msw';
import type { Simulation } from '../simulation';
import type { ModerationAction } from '../world/facts';
import { apiPrefix, failure, json } from './http';

/**
 * Dev control of a room's chat (designed, like /__sim/control; tests use it): post a message whose
 * sender name and text are anything at all, or set the subject to anything at all. It skips the
 * world's rules on purpose, so the client is tested against strings a real backend might let
 * through. Posted messages are live (world facts) and in the room answer; they are not journaled.
 */
type ChatControl =
  | { type: 'message'; room: string; username: string; message: string }
  | { type: 'subject'; room: string; subject: string }
  /** The model moderates someone in her room (ban, kick, silence, moderator; add or take back). */
  | { type: 'moderate'; room: string; username: string; action: ModerationAction; add?: boolean };

const moderationActions: readonly string[] = ['banned', 'kicked', 'silenced', 'moderator'];

const isText = (value: unknown): value is string => typeof value === 'string';

export const chatControlHandlers = (sim: Simulation) => [
  http.post(`${apiPrefix}/__sim/chat`, async ({ request }) => {
    const command = (await request.json().catch(() => null)) as ChatControl | null;
    const room = command && isText(command.room) ? sim.world.room(command.room) : undefined;
    const model = room && sim.world.model(room.username);
    if (!command || !room || !model?.model)
      return failure(422, 'Send { type, room, ... } for an existing room', { errorType: 'bad_request' });
    if (command.type === 'subject' && isText(command.subject)) {
      model.model.subject = command.subject;
      sim.world.emit({ type: 'room.subject.changed', room: room.username, subject: command.subject });
      return json({ status: true });
    }
    if (
      command.type === 'moderate' &&
      isText(command.username) &&
      moderationActions.includes(command.action)
    ) {
      const moderated = sim.world.moderate(
        room.username,
        model,
        command.action,
        command.username,
        command.add ?? true,
      );
      return moderated.ok
        ? json({ status: true })
        : failure(422, moderated.error, { errorType: moderated.errorType });
    }
    if (command.type === 'message' && isText(command.username) && isText(command.message)) {
      const sender = sim.world.accountByName('demo_member');
      if (!sender) return failure(500, 'No demo_member', { errorType: 'server_error' });
      const seq = room.nextMessageSeq;
      room.nextMessageSeq += 1;
      const message = {
        id: seq,
        seq,
        at: sim.world.clock.now(),
        username: command.username,
        message: command.message,
        user: { ...sim.world.chatUser(sender), username: command.username },
        user_language: 'en',
      };
      room.messages.push(message);
      sim.world.emit({ type: 'chat.message.posted', room: room.username, message });
      return json({ status: true, seq });
    }
    return failure(422, 'Unknown chat control command', { errorType: 'bad_request' });
  }),
];
