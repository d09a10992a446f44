/**
 * Generates docs/statecharts/<machine>.md (Mermaid stateDiagram-v2) for every machine that
 * machines/index.ts exports. `--check` writes nothing and fails when a committed file is stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as machines from '../machines';
import { machinesIn, renderStatechartDoc } from '../src/devtools/statechart-mermaid';

const outDir = 'docs/statecharts';
const found = machinesIn(machines);
const wanted = new Map(found.map((machine) => [`${machine.id}.md`, renderStatechartDoc(machine)]));
const present = existsSync(outDir) ? readdirSync(outDir).filter((name) => name.endsWith('.md')) : [];

if (process.argv.includes('--check')) {
  const stale = [
    ...[...wanted].filter(
      ([name, text]) => !present.includes(name) || readFileSync(join(outDir, name), 'utf8') !== text,
    ),
    ...present.filter((name) => !wanted.has(name)).map((name) => [name]),
  ].map(([name]) => name);
  if (stale.length) {
    console.error(`Stale statechart docs: ${stale.join(', ')}. Run \`npm run docs:statecharts\` and commit.`);
    process.exit(1);
  }
  console.log(`${wanted.size} statechart docs are current.`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of present) if (!wanted.has(name)) rmSync(join(outDir, name));
  for (const [name, text] of wanted) writeFileSync(join(outDir, name), text);
  console.log(`Wrote ${wanted.size} statechart docs to ${outDir}/.`);
}
