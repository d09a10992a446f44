/**
 * Tip sounds synthesized with the Web Audio API: the tier sets the pitch and the number of notes, a
 * special amount plays a rising arpeggio. One AudioContext, made on the first sound.
 */
import { fromCallback } from 'xstate';
import type { SoundCommand, TipSound } from '../../../machines/tip';

const tierNotes: Record<string, number[]> = {
  'under-15': [660],
  'under-100': [660, 880],
  'under-500': [523, 659, 784],
  'under-1000': [523, 659, 784, 1047],
  'from-1000': [523, 659, 784, 1047, 1319],
};

export function notesFor(sound: TipSound): number[] {
  if (sound.kind === 'tier') return tierNotes[sound.tier] ?? [660];
  // Specials: an arpeggio whose root follows the amount, so each special sounds its own.
  const root = 392 + (sound.amount % 7) * 40;
  return [root, root * 1.25, root * 1.5, root * 2, root * 1.5, root * 2];
}

let context: AudioContext | null = null;

function play(notes: number[], volume: number) {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  notes.forEach((frequency, index) => {
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.09;
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3 * volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  });
}

/** The tip machine's soundPlayer actor. `onPlay` lets tests and the e2e hook observe what played. */
export const webAudioTipSounds = fromCallback<SoundCommand>(({ receive }) => {
  receive((command) => {
    play(notesFor(command.sound), command.volume);
    if (typeof document !== 'undefined')
      document.dispatchEvent(
        new CustomEvent('tip-sound', { detail: { sound: command.sound, volume: command.volume } }),
      );
  });
});
