#!/usr/bin/env node
// Checks the production build in dist/: dev-only code (the statechart inspector, the diagram library)
// must be left out of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const assets = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
const devOnlyMarkers = ['inspector.hello', 'stateDiagram-v2', 'mermaid'];
const leaks = assets.flatMap((name) => {
  const code = readFileSync(join('dist/assets', name), 'utf8');
  return devOnlyMarkers
    .filter((marker) => code.includes(marker))
    .map((marker) => `${name} contains "${marker}"`);
});
if (leaks.length) {
  console.error(`Dev-only code in the production build:\n- ${leaks.join('\n- ')}`);
  process.exit(1);
}
console.log(`Production build (${assets.length} scripts) holds no dev-only code.`);
