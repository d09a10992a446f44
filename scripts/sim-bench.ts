/**
 * Simulator timings: world build per seed and API answer latency through the msw handlers (the
 * same path the service worker and the sim server take). Usage: npx tsx scripts/sim-bench.ts
 */
import { createHandlers } from '../simulator/api/handlers';
import { TestClient } from '../simulator/api/test-client';
import { createSimulation } from '../simulator/simulation';

const builds: number[] = [];
let simulation = createSimulation({ seed: 'bench-0' });
for (let index = 1; index <= 5; index += 1) {
  const started = performance.now();
  simulation = createSimulation({ seed: `bench-${index}` });
  builds.push(performance.now() - started);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
console.log(
  `world build: median ${median(builds).toFixed(1)} ms over 5 seeds (${simulation.world.data.models.length} models, ${simulation.world.data.accounts.size} accounts, ${simulation.world.data.media.length} media)`,
);

const client = new TestClient(createHandlers(simulation));
await client.login('demo_member');
const calls: Array<[string, string, unknown?]> = [
  ['GET', '/user/current'],
  ['GET', '/browse/react/girls'],
  ['GET', '/browse/react/home/section'],
  ['GET', '/chat/react/demo_model'],
  ['GET', '/media/list/video?sort_by=popular'],
  ['POST', '/billing/products', {}],
  ['POST', '/tip/4', { amount: 1 }],
];
for (const [method, path, body] of calls) {
  const times: number[] = [];
  for (let run = 0; run < 200; run += 1) {
    const started = performance.now();
    await client.request(method, path, body);
    times.push(performance.now() - started);
  }
  console.log(`${method} ${path}: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms`);
}
