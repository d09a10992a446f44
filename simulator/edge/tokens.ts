/**
 * Edge tokens: the room data hands one out per stream; the edge checks it on every playlist and
 * WHEP request. A rotation issues the next generation; the previous one stays valid so requests
 * already in flight (and a player that has not heard of the rotation yet) do not fail.
 */
export interface EdgeTokens {
  tokenFor(streamName: string): string;
  rotate(streamName: string): string;
  isValid(streamName: string, token: string | null): boolean;
}

/** FNV-1a, 32 bits, as base 36: a signature the simulator can check, not a secret. */
function signature(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function createEdgeTokens(secret = 'simulated-edge'): EdgeTokens {
  const generations = new Map<string, number>();
  const generationOf = (streamName: string) => generations.get(streamName) ?? 0;
  const sign = (streamName: string, generation: number) =>
    `g${generation}.${signature(`${secret}:${streamName}:${generation}`)}`;

  return {
    tokenFor: (streamName) => sign(streamName, generationOf(streamName)),
    rotate(streamName) {
      const next = generationOf(streamName) + 1;
      generations.set(streamName, next);
      return sign(streamName, next);
    },
    isValid(streamName, token) {
      const generation = Number(/^g(\d+)\./.exec(token ?? '')?.[1] ?? Number.NaN);
      const current = generationOf(streamName);
      return (generation === current || generation === current - 1) && token === sign(streamName, generation);
    },
  };
}
