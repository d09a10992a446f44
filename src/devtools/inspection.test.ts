import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastsMachine } from '../../machines';
import { createInspectionBroadcaster, type InspectionMessage } from './inspection';

class FakeChannel {
  posted: InspectionMessage[] = [];
  listeners: ((message: MessageEvent<InspectionMessage>) => void)[] = [];
  postMessage(message: InspectionMessage) {
    this.posted.push(message);
  }
  addEventListener(_type: 'message', listener: (message: MessageEvent<InspectionMessage>) => void) {
    this.listeners.push(listener);
  }
  receive(data: InspectionMessage) {
    for (const listener of this.listeners) listener({ data } as MessageEvent<InspectionMessage>);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('dev inspection broadcaster', () => {
  it('reports machine actors coalesced, and answers an inspector that says hello', () => {
    vi.useFakeTimers();
    const channel = new FakeChannel();
    const inspect = createInspectionBroadcaster(channel as unknown as BroadcastChannel, () => '/room');
    const actor = createActor(toastsMachine(), { inspect }).start();
    actor.send({ type: 'toast.show', toast: { appearance: 'info', content: 'hi', autoDismiss: false } });
    expect(channel.posted).toEqual([]);
    vi.advanceTimersByTime(100);
    const machineIds = channel.posted.map((report) => report.type === 'actor.snapshot' && report.machineId);
    expect(machineIds).toContain('toasts');
    expect(machineIds).toContain('toastTimer');
    channel.posted = [];
    channel.receive({ type: 'inspector.hello' });
    expect(channel.posted.length).toBeGreaterThanOrEqual(2);
    expect(channel.posted[0]).toMatchObject({ type: 'actor.snapshot', page: '/room' });
  });
});
