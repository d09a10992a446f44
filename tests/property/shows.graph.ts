import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import type { AnyEventObject, AnyStateMachine, AnyStateNode, SnapshotFrom } from 'xstate';

/**
 * Path coverage for the paid-show statecharts with @xstate/graph. Besides the user and server events
 * a test lists, each state offers the events XState raises itself: its `after` delays and the done
 * and error events of what it invokes (with the outputs the test lists per actor source), so the
 * traversal reaches timer- and IO-driven states without running either.
 */
export interface CoverageOptions {
  events: AnyEventObject[];
  /** Outputs to try for each invoked actor source's done event. */
  outputs?: Record<string, unknown[]>;
  /** What makes two snapshots the same: the state value plus the few context facts guards read. */
  serialize: (snapshot: SnapshotFrom<AnyStateMachine>) => string;
  input: unknown;
}

const activeNodes = (snapshot: SnapshotFrom<AnyStateMachine>): AnyStateNode[] =>
  (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

function internalEvents(snapshot: SnapshotFrom<AnyStateMachine>, outputs: Record<string, unknown[]>) {
  const events: AnyEventObject[] = [];
  for (const node of activeNodes(snapshot)) {
    for (const transition of node.after) events.push({ type: transition.eventType });
    for (const invoke of node.invoke) {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      for (const output of outputs[src] ?? [undefined])
        events.push({ type: `xstate.done.actor.${invoke.id}`, output, actorId: invoke.id });
      events.push({ type: `xstate.error.actor.${invoke.id}`, error: new Error('5xx'), actorId: invoke.id });
    }
  }
  return events;
}

/** Every transition the machine defines, named `source -> event`. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const names = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)])
    for (const [eventType, transitions] of node.transitions)
      if (transitions.length > 0) names.add(`${node.id} -> ${eventType}`);
  return [...names].sort();
}

export function coverage(machine: AnyStateMachine, options: CoverageOptions) {
  const traversal = {
    input: options.input,
    events: (snapshot: SnapshotFrom<AnyStateMachine>) => [
      ...options.events,
      ...internalEvents(snapshot, options.outputs ?? {}),
    ],
    serializeState: (snapshot: SnapshotFrom<AnyStateMachine>) => options.serialize(snapshot),
    serializeEvent: (event: AnyEventObject) => JSON.stringify(event),
    limit: 20_000,
  } as never;
  const paths = getShortestPaths(machine, traversal);
  // Every reachable snapshot with every event tried from it: a transition counts as taken where
  // its source is active and XState selects it (guard passed) for that event.
  const adjacency = getAdjacencyMap(machine, traversal) as AdjacencyMap<
    SnapshotFrom<AnyStateMachine>,
    AnyEventObject
  >;
  const statesReached = new Set<string>();
  const transitionsTaken = new Set<string>();
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const node of activeNodes(state)) statesReached.add(node.id);
    for (const { event } of Object.values(transitions) as Array<{ event: AnyEventObject }>) {
      for (const node of activeNodes(state)) {
        const selected = (
          node as unknown as { next: (s: unknown, e: unknown) => unknown[] | undefined }
        ).next(state, event);
        if (selected?.length) transitionsTaken.add(`${node.id} -> ${event.type}`);
      }
    }
  }
  // A pass-through state (an unguarded `always`) is never at rest in a snapshot; its outgoing
  // transitions show it was entered.
  const passThrough = (node: AnyStateNode) => node.always?.some((transition) => !transition.guard) ?? false;
  const allStates = getStateNodes(machine.root)
    .filter((node) => !passThrough(node))
    .map((node) => node.id);
  return {
    paths: paths.length,
    states: allStates.length,
    transitions: definedTransitions(machine).length,
    missingStates: allStates.filter((id) => !statesReached.has(id)),
    missingTransitions: definedTransitions(machine).filter((name) => !transitionsTaken.has(name)),
  };
}
