/**
 * Dev-only live inspection: every root actor created with `inspect: devInspect` reports its machine
 * and current state on a BroadcastChannel, which the /__statecharts page (any tab) listens to.
 */
import type { AnyActor, InspectionEvent, StateValue } from 'xstate';

export const inspectionChannelName = 'livecams.statecharts';

export interface ActorReport {
  type: 'actor.snapshot';
  sessionId: string;
  machineId: string;
  value: StateValue;
  status: string;
  page: string;
}

export type InspectionMessage = ActorReport | { type: 'inspector.hello' };

interface MachineLike {
  id: string;
  root: unknown;
}

const isMachine = (logic: unknown): logic is MachineLike =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/** Returns an XState `inspect` callback that broadcasts machine snapshots, coalesced every 100 ms. */
export function createInspectionBroadcaster(channel: BroadcastChannel, page: () => string) {
  const latest = new Map<string, ActorReport>();
  const pending = new Set<string>();
  let flushScheduled = false;

  const flush = () => {
    flushScheduled = false;
    for (const sessionId of pending) {
      const report = latest.get(sessionId);
      if (report) channel.postMessage(report);
    }
    pending.clear();
  };

  channel.addEventListener('message', (message: MessageEvent<InspectionMessage>) => {
    if (message.data?.type === 'inspector.hello')
      for (const report of latest.values()) channel.postMessage(report);
  });

  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return;
    const actorRef = event.actorRef as AnyActor;
    const { snapshot } = event;
    if (!isMachine(actorRef.logic) || !('value' in snapshot)) return;
    const value = snapshot.value as StateValue;
    const { status } = snapshot;
    latest.set(actorRef.sessionId, {
      type: 'actor.snapshot',
      sessionId: actorRef.sessionId,
      machineId: actorRef.logic.id,
      value,
      status,
      page: page(),
    });
    if (status !== 'active') latest.delete(actorRef.sessionId);
    pending.add(actorRef.sessionId);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flush, 100);
    }
  };
}
