/** 75 -> "1:15"; null -> "—". */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
