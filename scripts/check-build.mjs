#!/usr/bin/env node
// Checks the production build in dist/: dev-only code (the statechart inspector, the diagram library)
// must be left out of it. Then builds for a real backend (VITE_API_URL set) and checks that neither
// the simulator nor its dev drawer (src/simpanel) is in that bundle, while the simulator build keeps
// the drawer in a lazy chunk of its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scripts = (dir) =>
  readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(dir, 'assets', name), 'utf8') }));

function leaksOf(files, markers) {
  return files.flatMap(({ name, code }) =>
    markers.filter((marker) => code.includes(marker)).map((marker) => `${name} contains "${marker}"`),
  );
}

const problems = [];
const simulatorBuild = scripts('dist');
problems.push(...leaksOf(simulatorBuild, ['inspector.hello', 'stateDiagram-v2', 'mermaid']));

// The drawer's own label marks its code. In the simulator build it must sit in a lazy chunk only.
const drawerMarker = 'Simulator controls';
const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1];
const drawerChunks = simulatorBuild.filter(({ code }) => code.includes(drawerMarker)).map(({ name }) => name);
if (drawerChunks.length === 0)
  problems.push('the simulator build has no dev drawer chunk (marker not found)');
if (entry && drawerChunks.includes(entry)) problems.push(`the dev drawer is in the entry chunk ${entry}`);

const realOut = mkdtempSync(join(tmpdir(), 'real-backend-build-'));
try {
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', realOut, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_API_URL: 'https://api.example.invalid' } },
  );
  if (built.status !== 0) problems.push('the real-backend build failed');
  else {
    problems.push(...leaksOf(scripts(realOut), [drawerMarker, '__sim/', 'faker']));
    // The page may call the API's origin, and opens its connection while the scripts download.
    const html = readFileSync(join(realOut, 'index.html'), 'utf8');
    if (!/connect-src 'self' https:\/\/api\.example\.invalid /.test(html))
      problems.push("the real-backend build's Content-Security-Policy does not allow the API origin");
    if (!html.includes('<link rel="preconnect" href="https://api.example.invalid" />'))
      problems.push('the real-backend build does not preconnect to the API origin');
    // The first screen's requests start from an inline script, which the CSP allows by its hash only.
    const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1];
    const hash = inline && createHash('sha256').update(inline).digest('base64');
    if (!inline?.includes('https://api.example.invalid'))
      problems.push("the real-backend build's index.html does not send the first screen's requests");
    else if (!html.includes(`script-src 'self' 'sha256-${hash}'`))
      problems.push(
        "the real-backend build's Content-Security-Policy does not allow its inline script by hash",
      );
  }
} finally {
  rmSync(realOut, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Production build problems:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Production build (${simulatorBuild.length} scripts) holds no dev-only code; the dev drawer is lazy (${drawerChunks.join(', ')}); the real-backend build holds neither simulator nor drawer.`,
);
