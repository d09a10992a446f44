/**
 * The chat part of GET chat/react/{username}, validated here at the boundary. A field that does not
 * fit falls back to empty rather than failing the room: the chat can still run on live events.
 */
import { z } from 'zod/mini';
import type { ChatSeed } from '../../../machines/chat';

const names = z.catch(z.array(z.string()), []);

const chatSeedSchema = z.object({
  chat: z.catch(
    z.object({
      subjectText: z.catch(z.string(), ''),
      subjectColor: z.catch(z.nullish(z.string()), null),
      moderatorUsernameList: names,
      silencedUsernameList: names,
      emoticonList: names,
    }),
    {
      subjectText: '',
      subjectColor: null,
      moderatorUsernameList: [],
      silencedUsernameList: [],
      emoticonList: [],
    },
  ),
  chatUserCount: z.catch(z.number(), 0),
  chatUserList: z.catch(
    z.array(
      z.object({
        username: z.string(),
        tokens: z.catch(z.optional(z.number()), undefined),
        recentTips: z.catch(z.number(), 0),
        invisible_mode_level: z.catch(z.optional(z.number()), undefined),
      }),
    ),
    [],
  ),
  chatMessageList: z.catch(
    z.array(
      z.object({
        username: z.string(),
        message: z.string(),
        user: z.catch(z.object({ is_model: z.catch(z.boolean(), false) }), { is_model: false }),
      }),
    ),
    [],
  ),
  koth: z.catch(z.nullable(z.object({ username: z.string(), tip: z.number() })), null),
  user: z.catch(z.object({ id: z.nullable(z.number()) }), { id: null }),
});

export interface RoomChatData {
  seed: ChatSeed;
  /** The model's account id: the tip target. */
  modelId: number | null;
}

export function roomChatData(room: unknown): RoomChatData {
  const parsed = chatSeedSchema.safeParse(room);
  const data = parsed.success ? parsed.data : chatSeedSchema.parse({});
  return {
    modelId: data.user.id,
    seed: {
      subject: data.chat.subjectText,
      subjectColor: data.chat.subjectColor,
      moderators: data.chat.moderatorUsernameList,
      silenced: data.chat.silencedUsernameList,
      emoticons: data.chat.emoticonList,
      userCount: data.chatUserCount,
      users: data.chatUserList.map((user) => ({ ...user, is_model: false })),
      messages: data.chatMessageList.map((entry) => ({
        username: entry.username,
        message: entry.message,
        isModel: entry.user.is_model,
      })),
      koth: data.koth,
    },
  };
}
