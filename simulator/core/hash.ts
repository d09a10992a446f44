/** FNV-1a over a string: a stable 32-bit hash for deterministic ids, sub-seeds and token MACs. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A short hex digest of several parts (two rounds of FNV-1a, 16 hex digits). */
export function digest(...parts: Array<string | number>): string {
  const text = parts.join('\u0000');
  const first = hash32(text);
  const second = hash32(`${first}:${text}`);
  return first.toString(16).padStart(8, '0') + second.toString(16).padStart(8, '0');
}
