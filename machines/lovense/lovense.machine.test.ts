import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { lovenseMachine, showsLovenseNotice } from './lovense.machine';

const control = (username: string) =>
  ({
    type: 'v3.lovense.control.start',
    payload: { username, control_type: 'vibrate', duration_seconds: 30, token_price: 20 },
  }) as const;

function start(isStreamer = false) {
  const driving: string[] = [];
  const machine = lovenseMachine.provide({
    actors: {
      driveToy: fromCallback(({ input }) => {
        driving.push(`on ${input.controlType}`);
        return () => driving.push('off');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { username: 'demo_member', isStreamer, available: true },
  }).start();
  return { actor, driving };
}

describe('lovense', () => {
  it('drives the local toy API only while this viewer holds control', () => {
    const { actor, driving } = start();
    actor.send(control('someone_else'));
    expect(actor.getSnapshot().matches({ controlled: 'others' })).toBe(true);
    expect(driving).toEqual([]);
    actor.send(control('demo_member'));
    expect(driving).toEqual(['on vibrate']);
    actor.send({ type: 'v3.lovense.control.stop', payload: { username: 'demo_member' } });
    expect(driving).toEqual(['on vibrate', 'off']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the queue and resets everything on a mode change', () => {
    const { actor, driving } = start();
    actor.send({ type: 'v3.lovense.queue', payload: { queue_size: 2, usernames: ['a', 'b'] } });
    actor.send(control('demo_member'));
    actor.send({ type: 'room.mode.changed' });
    expect(actor.getSnapshot().context).toMatchObject({ control: null, queue: [], queueSize: 0 });
    expect(driving).toEqual(['on vibrate', 'off']);
  });

  it('shows the Lovense notice to viewers only', () => {
    expect(showsLovenseNotice(start(false).actor.getSnapshot().context)).toBe(true);
    expect(showsLovenseNotice(start(true).actor.getSnapshot().context)).toBe(false);
  });
});
