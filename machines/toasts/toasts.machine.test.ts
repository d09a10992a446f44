import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from './toasts.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine(), { clock }).start();
  const contents = () => actor.getSnapshot().context.toasts.map((toast) => toast.content);
  return { clock, actor, contents };
}

describe('toasts', () => {
  it('auto-dismisses a toast after 2.5 s, not before', () => {
    const { clock, actor, contents } = start();
    actor.send({ type: 'toast.show', toast: { appearance: 'success', content: 'Media Purchased' } });
    clock.increment(2499);
    expect(contents()).toEqual(['Media Purchased']);
    clock.increment(1);
    expect(contents()).toEqual([]);
  });

  it('keeps a toast whose auto-dismiss is disabled until it is dismissed', () => {
    const { clock, actor, contents } = start();
    actor.send({
      type: 'toast.show',
      toast: { appearance: 'error', content: 'Declined', autoDismiss: false },
    });
    clock.increment(60_000);
    expect(contents()).toEqual(['Declined']);
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(contents()).toEqual([]);
  });

  it('times each toast on its own and gives them stable ids', () => {
    const { clock, actor, contents } = start();
    actor.send({ type: 'toast.show', toast: { appearance: 'info', content: 'first' } });
    clock.increment(1000);
    actor.send({ type: 'toast.show', toast: { appearance: 'info', content: 'second' } });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.id)).toEqual(['toast-1', 'toast-2']);
    clock.increment(1500);
    expect(contents()).toEqual(['second']);
    clock.increment(1000);
    expect(contents()).toEqual([]);
  });

  it('a dismissed toast does not come back when its timer would have fired', () => {
    const { clock, actor, contents } = start();
    actor.send({ type: 'toast.show', toast: { appearance: 'info', content: 'gone' } });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    clock.increment(5000);
    expect(contents()).toEqual([]);
  });
});
