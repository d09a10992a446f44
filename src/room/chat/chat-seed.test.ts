import { describe, expect, it } from 'vitest';
import { roomChatData } from './chat-seed';

describe('the chat part of the room answer', () => {
  it('reads the seed and the tip target', () => {
    const data = roomChatData({
      chat: {
        subjectText: 'Goal',
        moderatorUsernameList: ['mod'],
        silencedUsernameList: [],
        emoticonList: [':)'],
      },
      chatUserCount: 5,
      chatUserList: [{ username: 'bob', tokens: 10, recentTips: 2, invisible_mode_level: 1 }],
      chatMessageList: [{ username: 'bob', message: 'hi', user: { is_model: false } }],
      koth: { username: 'bob', tip: 40 },
      user: { id: 4 },
    });
    expect(data.modelId).toBe(4);
    expect(data.seed).toMatchObject({
      subject: 'Goal',
      moderators: ['mod'],
      emoticons: [':)'],
      userCount: 5,
      users: [{ username: 'bob', tokens: 10, invisible_mode_level: 1, is_model: false }],
      messages: [{ username: 'bob', message: 'hi', isModel: false }],
      koth: { username: 'bob', tip: 40 },
    });
  });

  it('falls back to an empty chat for fields that do not fit, and no target without a model id', () => {
    const data = roomChatData({ chat: 'nope', chatUserList: [{ name: 1 }], chatMessageList: null, user: {} });
    expect(data.modelId).toBeNull();
    expect(data.seed).toMatchObject({ subject: '', users: [], messages: [], koth: null, userCount: 0 });
  });
});
