import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectModalStack } from './modal-stack.connect';
import { type ModalKind, modalKinds, modalStackMachine } from './modal-stack.machine';

function start() {
  const actor = createActor(modalStackMachine()).start();
  const kinds = () => actor.getSnapshot().context.stack.map((entry) => entry.kind);
  const view = () => connectModalStack(actor.getSnapshot());
  return { actor, kinds, view };
}

describe('modal stack', () => {
  it('opens modals by name on top of each other', () => {
    const { actor, kinds, view } = start();
    expect(view().state).toBe('idle');
    actor.send({ type: 'modal.open', kind: 'terms' });
    actor.send({ type: 'modal.open', kind: 'privacy-policy' });
    expect(kinds()).toEqual(['terms', 'privacy-policy']);
    expect(view()).toMatchObject({ state: 'open', top: { kind: 'privacy-policy', depth: 1, isTop: true } });
  });

  it('closes only the top modal on Escape, then the next, then goes idle', () => {
    const { actor, kinds, view } = start();
    actor.send({ type: 'modal.open', kind: 'terms' });
    actor.send({ type: 'modal.open', kind: 'privacy-policy' });
    actor.send({ type: 'modal.closeTop' });
    expect(kinds()).toEqual(['terms']);
    expect(view().state).toBe('open');
    actor.send({ type: 'modal.closeTop' });
    expect(kinds()).toEqual([]);
    expect(view().state).toBe('idle');
  });

  it('keeps a non-dismissible top modal open on Escape', () => {
    const { actor, kinds } = start();
    actor.send({ type: 'modal.open', kind: 'terms' });
    actor.send({ type: 'modal.open', kind: 'age-verification', dismissible: false });
    actor.send({ type: 'modal.closeTop' });
    expect(kinds()).toEqual(['terms', 'age-verification']);
  });

  it('brings a kind that is already open to the top with its new params', () => {
    const { actor } = start();
    actor.send({ type: 'modal.open', kind: 'sign-up', params: { variant: 'swiper' } });
    actor.send({ type: 'modal.open', kind: 'terms' });
    actor.send({ type: 'modal.open', kind: 'sign-up', params: { variant: 'promo' } });
    const { stack } = actor.getSnapshot().context;
    expect(stack.map((entry) => [entry.kind, entry.params])).toEqual([
      ['terms', {}],
      ['sign-up', { variant: 'promo' }],
    ]);
  });

  it('closes a modal by id wherever it sits in the stack', () => {
    const { actor, kinds } = start();
    actor.send({ type: 'modal.open', kind: 'terms' });
    actor.send({ type: 'modal.open', kind: 'privacy-policy' });
    actor.send({ type: 'modal.close', id: 'modal-1' });
    expect(kinds()).toEqual(['privacy-policy']);
    actor.send({ type: 'modal.closeAll' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('holds one entry per kind, is idle exactly when empty, and Escape removes exactly the top', () => {
    const kind = fc.constantFrom<ModalKind>(...modalKinds);
    const event = fc.oneof(
      fc.record({ type: fc.constant('modal.open' as const), kind, dismissible: fc.boolean() }),
      fc.record({ type: fc.constant('modal.close' as const), id: fc.nat(30).map((n) => `modal-${n}`) }),
      fc.constant({ type: 'modal.closeTop' as const }),
      fc.constant({ type: 'modal.closeAll' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const actor = createActor(modalStackMachine()).start();
        for (const next of events) {
          const before = actor.getSnapshot().context.stack;
          actor.send(next);
          const snapshot = actor.getSnapshot();
          const { stack } = snapshot.context;
          expect(new Set(stack.map((entry) => entry.kind)).size).toBe(stack.length);
          expect(snapshot.matches('idle')).toBe(stack.length === 0);
          if (next.type === 'modal.closeTop') {
            const expected = before.at(-1)?.dismissible ? before.slice(0, -1) : before;
            expect(stack).toEqual(expected);
          }
        }
      }),
    );
  });
});
