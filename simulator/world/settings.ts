import { chatFonts } from './catalogue';
import type { UserSettings } from './types';

/** User settings and their defaults (spec 1 section 3). Booleans travel as YES / NO. */
export const defaultSettings: UserSettings = {
  broadcast_category: 'solo',
  chat_allowed: 'tokens',
  chat_user_sort: 'tokens',
  font_family: 'Default',
  font_size: '11px',
  text_color: '#333333',
  chat_notice: 'YES',
  chat_emoticons: 'YES',
  show_home: 'YES',
  cam2cam: 'NO',
  cam_password: '',
  block_room_models: 'NO',
  mod_expire: 14,
  volume_tip: 70,
  featured_show_notification: 'email,web',
  private_cost: 30,
  spy_cost: 6,
  daily_limit: 0,
  postpay: 'NO',
  auto_re_ups: JSON.stringify({ enabled: false, disabled_by_user: false, tokens: 0 }),
  dark_mode_enabled: 'NO',
  can_change_username: 'NO',
  hide_linked_accounts: 'NO',
  max_linked_accounts: 3,
  sell_snapchat: 'NO',
  sell_snapchat_price: 250,
  sell_snapchat_duration: '1M',
  sell_snapchat_username: '',
  speeddate_is_enabled: 'NO',
  speeddate_started: 'NO',
  versus_enabled: 'NO',
  versus_invite_gender_blocked: '',
  versus_only_higher_in_sort: 'NO',
  streaming_partners_enabled: 'NO',
  swipe_to_browse_enabled: 'NO',
  tikichat_is_enabled: 'YES',
  video_player_floating_enabled: 'NO',
  pm_audio_notification: 'YES',
  pm_allow: 'all',
  user_phone_number: '',
  invisible_mode_level: 0,
  home_layout: 'classic',
  home_custom: '[]',
  browse_gender_hide: '',
  ai_bot_upgrade: 'NO',
  is_dickrating_media_enabled: 'NO',
  twitter: JSON.stringify({ is_enabled: false, is_valid: false, username: '' }),
  offline_picture: '',
};

const yesNo = ['YES', 'NO'];
const enums: Record<string, readonly string[]> = {
  broadcast_category: ['solo', 'group'],
  chat_allowed: ['all', 'tip_anytime', 'tip_recent', 'tokens'],
  chat_user_sort: ['tokens', 'username'],
  font_family: chatFonts,
  font_size: ['9px', '10px', '11px', '14px', '18px'],
  sell_snapchat_duration: ['1M', '6M', '1Y', 'FOREVER'],
  home_layout: ['classic', 'custom', 'section'],
  pm_allow: ['all', 'friends', 'none'],
  postpay: yesNo,
};
for (const key of Object.keys(defaultSettings))
  if (defaultSettings[key] === 'YES' || defaultSettings[key] === 'NO') enums[key] ??= yesNo;

const numberRanges: Record<string, [number, number]> = {
  mod_expire: [1, 365],
  volume_tip: [0, 100],
  private_cost: [6, 999],
  spy_cost: [1, 999],
  daily_limit: [0, 100_000],
  max_linked_accounts: [0, 10],
  sell_snapchat_price: [1, 100_000],
  invisible_mode_level: [0, 3],
};

/** Only models set these: they are prices of their own shows. */
export const modelOnlySettings = new Set(['private_cost', 'spy_cost', 'broadcast_category', 'sell_snapchat']);

/** Checks one submitted setting; returns the stored value or an error message. */
export function validateSetting(key: string, value: unknown): { value: string | number } | { error: string } {
  if (!(key in defaultSettings)) return { error: `Unknown setting ${key}` };
  const range = numberRanges[key];
  if (range) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < range[0] || number > range[1])
      return { error: `${key} must be a whole number from ${range[0]} to ${range[1]}` };
    return { value: number };
  }
  if (typeof value === 'boolean' && enums[key] === yesNo) return { value: value ? 'YES' : 'NO' };
  if (typeof value !== 'string') return { error: `${key} must be text` };
  const allowed = enums[key];
  if (allowed && !allowed.includes(value)) return { error: `${key} must be one of ${allowed.join(', ')}` };
  if (key === 'text_color' && !/^#[0-9a-fA-F]{6}$/.test(value))
    return { error: 'text_color must be #rrggbb' };
  if (key === 'auto_re_ups') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    } catch {
      return { error: 'auto_re_ups must be JSON text' };
    }
  }
  if (value.length > 2000) return { error: `${key} is too long` };
  return { value };
}
