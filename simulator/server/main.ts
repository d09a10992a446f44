/**
 * npm run sim:server [-- --port 8787 --seed livecams --scenario busy-room --room demo_model --fresh]
 * Open the app with ?sim=server (on 127.0.0.1, so the session cookie is first-party).
 */
import { parseArgs } from 'node:util';
import { startSimServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    seed: { type: 'string' },
    scenario: { type: 'string' },
    room: { type: 'string' },
    'data-dir': { type: 'string', default: '.sim-data' },
    fresh: { type: 'boolean', default: false },
  },
});

const started = await startSimServer({
  port: Number(values.port),
  seed: values.seed,
  scenario: values.scenario ?? null,
  room: values.room ?? null,
  dataDirectory: values['data-dir'],
  fresh: values.fresh,
});
const { simulation } = started;
console.log(
  `simulator listening on ${started.url}/api (seed ${simulation.seed}${simulation.scenario ? `, scenario ${simulation.scenario.scenario.name}` : ''})`,
);
console.log(`journal: ${values['data-dir']}, ${simulation.world.ledger.entries().length} ledger entries`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    started.close().then(() => process.exit(0));
  });
