/** Renders XState v5 machines as Mermaid stateDiagram-v2: for docs/statecharts and the dev inspector. */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

export type AnyMachine = AnyStateMachine;

/**
 * The state machines among a module's exports (how docs and the inspector discover machines/):
 * machines/index.ts exports each as the getter `lazyMachine` makes, or as a machine.
 */
export function machinesIn(moduleExports: Record<string, unknown>): AnyStateMachine[] {
  return Object.values(moduleExports)
    .map((value) => (typeof value === 'function' && value.length === 0 ? value() : value))
    .filter(
      (value): value is AnyStateMachine =>
        typeof value === 'object' &&
        value !== null &&
        'root' in value &&
        'config' in value &&
        'transition' in value,
    );
}

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  delay?: unknown;
}

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard) {
    const { type } = guard as { type: unknown };
    return typeof type === 'string' ? type : 'guard';
  }
  return 'guard';
}

/** Named delays of the machine's setup whose value is a plain number of milliseconds. */
let namedDelays: Record<string, unknown> = {};

function eventLabel(transition: Transition): string {
  const { eventType } = transition;
  if (eventType.startsWith('xstate.after.')) {
    const delay = eventType.split('.')[2] ?? '';
    if (/^\d+$/.test(delay)) return `after ${delay} ms`;
    const value = namedDelays[delay];
    return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`;
  }
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.'))
    return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.'))
    return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const all: Transition[] = [];
  for (const list of node.transitions.values()) all.push(...(list as Transition[]));
  for (const transition of (node.always ?? []) as Transition[]) all.push(transition);
  return all;
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  const id = mermaidId(node);
  if (node.description) lines.push(`${indent}note right of ${id}: ${node.description.replace(/\n/g, ' ')}`);
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
    if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
    return;
  }
  lines.push(`${indent}state "${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
  renderChildren(node, `${indent}  `, lines);
  lines.push(`${indent}}`);
}

function renderChildren(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(region, indent, lines);
    });
    return;
  }
  for (const target of (node.initial?.target ?? []) as AnyStateNode[]) {
    lines.push(`${indent}[*] --> ${mermaidId(target)}`);
  }
  for (const child of children) renderNode(child, indent, lines);
}

function renderEdges(node: AnyStateNode, lines: string[]) {
  for (const transition of transitionsOf(node)) {
    const guard = guardName(transition.guard);
    const label = `${eventLabel(transition)}${guard ? ` [${guard}]` : ''}`.replace(/:/g, '#colon;');
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) lines.push(`  ${mermaidId(node)} --> ${mermaidId(target)}: ${label}`);
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) renderEdges(child, lines);
}

/** The ids of the state nodes active in a snapshot value, e.g. `{ b: { r1: 'p' } }` -> x.b, x.b.r1, x.b.r1.p. */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, current: StateValue) => {
    if (typeof current === 'string') {
      ids.push(`${prefix}.${current}`);
      return;
    }
    for (const [key, child] of Object.entries(current)) {
      ids.push(`${prefix}.${key}`);
      if (child !== undefined) walk(`${prefix}.${key}`, child);
    }
  };
  walk(machineId, value);
  return ids;
}

/** The machine as a Mermaid stateDiagram-v2; the given state node ids are highlighted. */
export function renderMermaid(machine: AnyStateMachine, activeIds: readonly string[] = []): string {
  namedDelays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const lines = ['stateDiagram-v2'];
  const childStates = Object.values(machine.root.states) as AnyStateNode[];
  if (childStates.length === 0) {
    // A machine without states: draw its root, with its transitions as self-loops.
    lines.push(`  [*] --> ${mermaidId(machine.root)}`);
    renderEdges(machine.root, lines);
  } else {
    renderChildren(machine.root, '  ', lines);
    for (const child of childStates) renderEdges(child, lines);
  }
  if (activeIds.length) {
    lines.push('  classDef active fill:#ffd43b,stroke:#e67700,stroke-width:3px,color:#000');
    for (const id of activeIds) lines.push(`  class ${id.replace(/[^A-Za-z0-9_]/g, '_')} active`);
  }
  return lines.join('\n');
}

export function renderStatechartDoc(machine: AnyStateMachine): string {
  const childStates = Object.values(machine.root.states) as AnyStateNode[];
  const fromAnyState = (childStates.length ? transitionsOf(machine.root) : []).flatMap((transition) => {
    const guard = guardName(transition.guard);
    const targets = transition.target?.map((target) => target.key).join(', ') || '(stays)';
    return [`- \`${eventLabel(transition)}\`${guard ? ` [${guard}]` : ''} -> ${targets}`];
  });
  const events = [...new Set(machine.events)].filter((event) => !event.startsWith('xstate.')).sort();
  return [
    `# ${machine.id}`,
    '',
    '<!-- Generated by `npm run docs:statecharts` from machines/. Do not edit. -->',
    ...(machine.root.description ? ['', machine.root.description] : []),
    '',
    '```mermaid',
    renderMermaid(machine),
    '```',
    ...(fromAnyState.length ? ['', 'From any state:', ...fromAnyState] : []),
    '',
    `Events accepted: ${events.map((event) => `\`${event}\``).join(', ') || 'none'}.`,
    '',
  ].join('\n');
}
