import { describe, expect, it } from 'vitest';
import { roomChatData } from '../room/chat/chat-seed';
import { roomSchema } from './room';

describe('the room answer at the boundary', () => {
  it('keeps the nested fields other views validate for themselves (the chat seed, the tip target)', () => {
    const answer = roomSchema.parse({
      chat: { status: 'online', emoticonList: [':D'], subjectText: 'Goal' },
      user: { id: 42, displayName: 'Demo' },
    });
    const { seed, modelId } = roomChatData(answer);
    expect(answer.chat.status).toBe('online');
    expect(seed.emoticons).toEqual([':D']);
    expect(seed.subject).toBe('Goal');
    expect(modelId).toBe(42);
  });

  it('falls back per field when the server sends a wrong shape', () => {
    const answer = roomSchema.parse({ chat: 'nonsense', mode: 'weird', user: null });
    expect(answer.chat.status).toBe('offline');
    expect(answer.mode).toBe('public');
    expect(roomChatData(answer).modelId).toBeNull();
  });
});
