/**
 * `npm run fuzz:protocol [-- --runs N --seed S]`: feeds at least 1,000,000 hostile frames to both
 * decoders of connections with shuffled templates, and counts escapes: a throw, or an answer outside
 * the contract (a known event whose payload does not fit, or a malformed failure shape). Exits 1 on
 * any escape. Inputs: fast-check's hostile frames (random text, bytes, JSON, damaged valid frames),
 * then cheap seeded mutations of a pool of valid frames (byte, character and structure edits) and
 * random bytes and JSON-ish text.
 */
import fc from 'fast-check';
import { pack } from 'msgpackr';
import { type Codec, catalogueTemplates, createCodec, shuffleTemplates } from '../../protocol';
import {
  decodeResultProblem,
  hostileFrame,
  inBothFramings,
  seededRandom,
  serverEvent,
} from '../../protocol/arbitraries';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} takes a non-negative integer`);
  return value;
}

const runs = option('runs', 1_000_000);
const seed = option('seed', 20_261_122);
const random = seededRandom(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const below = (limit: number) => Math.floor(random() * limit);

const codecs: Codec[] = [1, 2, 3, 4].map((index) =>
  createCodec(shuffleTemplates(catalogueTemplates(), seededRandom(seed + index))),
);

let ran = 0;
const escapes: string[] = [];
const outcomes = new Map<string, number>();

function feed(data: unknown): void {
  const codec = codecs[ran % codecs.length] as Codec;
  ran++;
  for (const decode of [codec.decodeServerFrame, codec.decodeClientFrame]) {
    let problem: string | null;
    try {
      const result = decode(data);
      problem = decodeResultProblem(result);
      const outcome = result.type.startsWith('protocol.') ? result.type : 'known event';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    } catch (error) {
      problem = `threw ${String(error)}`;
    }
    if (problem !== null && escapes.push(problem) <= 5) {
      const shown = typeof data === 'string' ? data.slice(0, 200) : data;
      console.error('ESCAPE', problem, shown);
    }
  }
}

const started = performance.now();

// 1. fast-check's hostile frames: varied but slow to generate, so a share of the runs.
const fastCheckShare = Math.min(runs, Math.max(1, Math.floor(runs / 20)));
const hostile = hostileFrame(inBothFramings(codecs[0] as Codec));
for (const data of fc.sample(hostile, { numRuns: fastCheckShare, seed })) feed(data);

// 2. Seeded mutations of valid frames, and random input.
const pool = fc
  .sample(serverEvent, { numRuns: 2_000, seed })
  .map((event, index) => inBothFramings(codecs[index % codecs.length] as Codec)(event));
const jsonish = '[]{},:"0123456789-.eE+ntrufalsv3\\u';

function mutateText(text: string): string {
  let result = text;
  for (let edits = 1 + below(3); edits > 0; edits--) {
    const at = below(result.length + 1);
    switch (below(4)) {
      case 0:
        result = result.slice(0, at) + pick([...jsonish]) + result.slice(at);
        break;
      case 1:
        result = result.slice(0, at) + result.slice(at + 1 + below(4));
        break;
      case 2:
        result = result.slice(0, at) + pick([...jsonish]) + result.slice(at + 1);
        break;
      default:
        result = result.slice(0, at) + result.slice(below(result.length), at + below(8)) + result.slice(at);
    }
  }
  return result;
}

function mutateBytes(bytes: Uint8Array): Uint8Array {
  const result = [...bytes];
  for (let edits = 1 + below(3); edits > 0; edits--) {
    const at = below(result.length + 1);
    switch (below(4)) {
      case 0:
        result[at] = below(256);
        break;
      case 1:
        result.splice(at, 0, below(256));
        break;
      case 2:
        result.splice(at, 1 + below(3));
        break;
      default:
        result.length = at;
    }
  }
  return new Uint8Array(result);
}

const scalars: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x',
  [],
  {},
];

/** Replaces one node of a parsed frame (at any depth) with an odd value. */
function mutateStructure(text: string): unknown {
  const frame: unknown = JSON.parse(text);
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const walk = (value: unknown) => {
    if (value !== null && typeof value === 'object') {
      const container = value as Record<string, unknown> | unknown[];
      containers.push(container);
      for (const child of Object.values(container)) walk(child);
    }
  };
  walk(frame);
  const target = pick(containers);
  const keys = Object.keys(target);
  const key = keys.length > 0 && below(4) > 0 ? pick(keys) : 'extra';
  if (Array.isArray(target)) {
    const index = Number(key) || 0;
    if (below(3) === 0) target.splice(index, 1);
    else target[index] = pick(scalars);
  } else if (below(3) === 0) delete target[key];
  else target[key] = pick(scalars);
  return frame;
}

while (ran < runs) {
  const { json, msgpack } = pick(pool);
  switch (below(8)) {
    case 0:
      feed(mutateText(json));
      break;
    case 1:
      feed(mutateBytes(msgpack));
      break;
    case 2:
    case 3:
    case 4:
      feed(JSON.stringify(mutateStructure(json)));
      break;
    case 5:
      feed(new Uint8Array(pack(mutateStructure(json))));
      break;
    case 6:
      feed(new Uint8Array(Array.from({ length: below(48) }, () => below(256))));
      break;
    default:
      feed(Array.from({ length: below(40) }, () => pick([...jsonish])).join(''));
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`protocol fuzz: ${ran} frames ran (x2 decoders, seed ${seed}) in ${seconds} s`);
console.log(
  `outcomes: ${[...outcomes.entries()].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}`,
);
console.log(`${escapes.length} escaped`);
process.exit(escapes.length === 0 ? 0 : 1);
