/**
 * Pure readers of chat text and settings: commands, test/debug filtering, emoticons, and the viewer's
 * font settings (spec 1 section 9). Nothing here renders: the view shows every part as text.
 */

import { parseTipSplit, type TipSplit } from '../tip-split/tip-split.machine';

/** Spec 1 section 9: the chat fonts; 'Default' leaves the page font. */
export const chatFonts = [
  'Default',
  'Arial',
  'Bookman Old Style',
  'Comic Sans MS',
  'Courier',
  'Lucida',
  'Palantino',
  'Tahoma',
  'Times New Roman',
] as const;
export type ChatFont = (typeof chatFonts)[number];

/** Spec 1 section 9: font sizes in px with their names; Regular (11 px) by default. */
export const chatFontSizes = { 9: 'Tiny', 10: 'Small', 11: 'Regular', 14: 'Large', 18: 'Huge' } as const;
export type ChatFontSize = keyof typeof chatFontSizes;

export interface ChatStyle {
  font: ChatFont;
  size: ChatFontSize;
  /** A #rrggbb colour; spec 1 section 3 default #333333. */
  color: string;
}

export const defaultChatStyle: ChatStyle = { font: 'Default', size: 11, color: '#333333' };

const hexColor = /^#[0-9a-f]{6}$/i;

/** A colour the view may put in a style attribute: #rrggbb only, so a setting cannot inject CSS. */
export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && hexColor.test(value) ? value.toLowerCase() : null;
}

/** Reads font_family, font_size and text_color from a settings map, keeping the current value for anything invalid. */
export function chatStyleFrom(settings: Readonly<Record<string, unknown>>, current: ChatStyle): ChatStyle {
  const font = chatFonts.find((name) => name === settings.font_family) ?? current.font;
  const sizeValue = Number.parseInt(String(settings.font_size ?? ''), 10);
  const size = sizeValue in chatFontSizes ? (sizeValue as ChatFontSize) : current.size;
  return { font, size, color: safeColor(settings.text_color) ?? current.color };
}

/**
 * A chat command (spec 2 section 5): a message starting with '/'. Designed: test and debug messages
 * are the '/test' and '/debug' commands; commands from anyone but the streamer are dropped.
 */
export type ChatCommand =
  | { name: 'play_sound'; sound: string }
  | { name: 'setmode'; mode: 'limited' | 'public' }
  | { name: 'tip_split'; split: TipSplit }
  | { name: 'ignored' };

/** null when the text is an ordinary message; otherwise the command it carries. */
export function parseCommand(text: string): ChatCommand | null {
  if (!text.startsWith('/')) return null;
  const space = text.indexOf(' ');
  const name = (space === -1 ? text.slice(1) : text.slice(1, space)).toLowerCase();
  const argument = space === -1 ? '' : text.slice(space + 1).trim();
  if (name === 'play_sound' && argument) return { name, sound: argument };
  if (name === 'setmode' && (argument === 'limited' || argument === 'public'))
    return { name, mode: argument };
  if (name === 'tip_split') {
    const split = parseTipSplit(argument);
    if (split) return { name, split };
  }
  return { name: 'ignored' };
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoticon'; code: string };

/** Splits a message into text and the room's emoticon codes (longest code first), for the view to draw. */
export function splitEmoticons(text: string, emoticons: readonly string[]): TextPart[] {
  const codes = emoticons.filter((code) => code.length > 0).sort((a, b) => b.length - a.length);
  const parts: TextPart[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const code = codes.find((candidate) => text.startsWith(candidate, index));
    if (code) {
      if (plain) parts.push({ kind: 'text', text: plain });
      plain = '';
      parts.push({ kind: 'emoticon', code });
      index += code.length;
    } else {
      plain += text[index];
      index += 1;
    }
  }
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}
