import { fail, type Outcome, succeed } from '../world/context';
import { crowd, roomActivity, type Scenario, type ScenarioContext, topUp } from './engine';

const second = 1000;
const minute = 60 * second;

function whale(context: ScenarioContext, bot = crowd(context, 1)[0]) {
  if (!bot) throw new Error('no bots in the world');
  topUp(context, bot, 20_000);
  return bot;
}

/**
 * A bot big spender takes the stage model private for `lengthMs` (scenarios, dev control). Bots
 * already in a show elsewhere refuse, so it asks them in a seeded order until one accepts.
 */
export function privateWithBot(context: ScenarioContext, lengthMs: number): Outcome<null> {
  context.world.setModelStatus(context.stage, 'online');
  let refused: Outcome<null> = fail('not_found', 'No bot free for a private');
  for (const bot of crowd(context, 20)) {
    const viewer = whale(context, bot);
    const started = context.world.requestPrivate(context.stage, viewer);
    const accepted = started.ok ? context.world.acceptPrivate(context.stage, viewer) : started;
    if (accepted.ok) {
      context.world.clock.schedule(lengthMs, () => context.world.endPrivate(context.stage, 'model_ended'));
      return succeed(null);
    }
    refused = accepted;
  }
  return refused;
}

/** The named scenarios of `?scenario=`. Each plays in the stage room on the virtual clock. */
export const scenarios: Scenario[] = [
  {
    name: 'quiet-room',
    description: 'A few regulars chat slowly; a small tip now and then.',
    steps: [roomActivity({ people: 4, messagesPerMinute: 1.5, tipsPerMinute: 0.2, tipAmounts: [5, 10, 25] })],
  },
  {
    name: 'busy-room',
    description: 'A crowded room: fast chat, frequent tips, a big tipper, a moderator silencing a spammer.',
    steps: [
      roomActivity({
        people: 60,
        messagesPerMinute: 40,
        tipsPerMinute: 8,
        tipAmounts: [1, 5, 10, 25, 50, 100],
      }),
      {
        at: 45 * second,
        label: 'big tip of 1000',
        run: (context) => {
          const model = context.world.model(context.stage);
          if (model) context.world.tip(whale(context), model, 1000, 'for the goal!', 'scenario');
        },
      },
      {
        at: 2 * minute,
        label: 'model silences a spammer',
        run: (context) => {
          const model = context.world.model(context.stage);
          const room = context.world.room(context.stage);
          const spammer = room && [...room.chatters.keys()][0];
          if (model && spammer) context.world.moderate(context.stage, model, 'silenced', spammer, true);
        },
      },
    ],
  },
  {
    name: 'private-show',
    description:
      'After 10 s a big spender takes the model private for 5 minutes; the room sees it go private.',
    steps: [
      roomActivity({ people: 8, messagesPerMinute: 4, tipsPerMinute: 0.5, tipAmounts: [10, 25] }),
      {
        at: 10 * second,
        label: 'a member takes the model private',
        run: (context) => privateWithBot(context, 5 * minute),
      },
    ],
  },
  {
    name: 'spy',
    description: 'The model is in a long (30 minute) non-exclusive private from the start: spy on it.',
    steps: [
      {
        at: 0,
        label: 'a member takes the model private',
        run: (context) => privateWithBot(context, 30 * minute),
      },
    ],
  },
  {
    name: 'limited-show',
    description:
      'After 5 s the model starts a 15 minute ticket show; bots buy tickets over the first minutes.',
    steps: [
      roomActivity({ people: 12, messagesPerMinute: 5, tipsPerMinute: 0.5, tipAmounts: [10, 25] }),
      {
        at: 5 * second,
        label: 'ticket show starts',
        run: (context) => {
          context.world.setModelStatus(context.stage, 'online');
          context.world.startLimitedShow(context.stage, {
            ticketPrice: 30,
            recordingPrice: 50,
            durationMinutes: 15,
            refundMinutesBeforeEnd: 3,
          });
          const buyers = crowd(context, 6);
          for (const [index, buyer] of buyers.entries())
            context.world.clock.schedule((index + 1) * 20 * second, () =>
              context.world.buyTicket(context.stage, buyer),
            );
        },
      },
    ],
  },
  {
    name: 'lobby-restart',
    description: 'The lobby announces a restart at 30 s and again at 3 minutes.',
    steps: [
      { at: 30 * second, label: 'lobby restarting', run: (context) => context.world.announceLobbyRestart() },
      {
        at: 3 * minute,
        label: 'lobby restarting again',
        run: (context) => context.world.announceLobbyRestart(),
      },
    ],
  },
  {
    name: 'flaky-network',
    description:
      'A quiet room over a bad network: dropped, late, duplicated, reordered and malformed frames; HTTP 5xx, timeouts and latency.',
    faults: {
      http: { serverErrorRate: 0.1, timeoutRate: 0.03, timeoutMs: 15_000, delayMs: [100, 1500] },
      socket: { drop: 0.05, duplicate: 0.03, reorder: 0.03, malformed: 0.02, delayMs: [0, 1500] },
    },
    steps: [roomActivity({ people: 6, messagesPerMinute: 6, tipsPerMinute: 1, tipAmounts: [5, 10, 25] })],
  },
  {
    name: 'server-restart',
    description:
      'A chatty room whose socket server restarts at 20 s and 2 minutes (seq continues), then the model drops offline at 4 minutes and comes back 10 s later (a new room life: seq starts over).',
    steps: [
      roomActivity({ people: 10, messagesPerMinute: 12, tipsPerMinute: 2, tipAmounts: [5, 10, 25] }),
      { at: 20 * second, label: 'server restart', run: (context) => context.world.announceServerRestart() },
      {
        at: 2 * minute,
        label: 'server restart again',
        run: (context) => context.world.announceServerRestart(),
      },
      {
        at: 4 * minute,
        label: 'model drops offline',
        run: (context) => context.world.setModelStatus(context.stage, 'offline'),
      },
      {
        at: 4 * minute + 10 * second,
        label: 'model back online: a new room life',
        run: (context) => context.world.setModelStatus(context.stage, 'online'),
      },
    ],
  },
  {
    name: 'payment-declines',
    description: 'Every purchase is declined, cycling through every decline code of the catalogue.',
    steps: [
      {
        at: 0,
        label: 'billing declines everything',
        run: (context) => {
          context.billing.policy = { declineAll: true };
        },
      },
    ],
  },
];

export const scenarioByName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));

/** A burst of tips from bots in the stage room, a quarter second apart (dev control "tip storm"). */
export function tipStorm(context: ScenarioContext, tips = 20): void {
  const model = context.world.model(context.stage);
  if (!model) return;
  const people = crowd(context, 10);
  for (let index = 0; index < tips; index += 1) {
    const person = context.rng.pick(people);
    topUp(context, person, 2000);
    context.world.clock.schedule(index * 250, () =>
      context.world.tip(person, model, context.rng.pick([10, 25, 50, 100, 500]), 'tip storm!', 'control'),
    );
  }
}
