import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { activeStateIds, renderMermaid, renderStatechartDoc } from './statechart-mermaid';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } },
  guards: { isReady: () => true },
  delays: { retryDelay: 1000 },
}).createMachine({
  id: 'sample',
  description: 'A sample machine.',
  initial: 'idle',
  states: {
    idle: {
      on: { go: { guard: 'isReady', target: 'running' } },
      after: { retryDelay: 'idle', 100: 'running' },
    },
    running: {
      type: 'parallel',
      on: { stop: 'done' },
      states: {
        video: { initial: 'loading', states: { loading: {} } },
        chat: { initial: 'empty', states: { empty: {} } },
      },
    },
    done: { type: 'final' },
  },
});

describe('statechart docs', () => {
  const doc = renderStatechartDoc(machine);

  it('shows guards, named and literal delays, and the final state', () => {
    expect(doc).toContain('sample_idle --> sample_running: go [isReady]');
    expect(doc).toContain('sample_idle --> sample_idle: after retryDelay (1000 ms)');
    expect(doc).toContain('sample_idle --> sample_running: after 100 ms');
    expect(doc).toContain('sample_done --> [*]');
  });

  it('draws parallel regions separated by a concurrency line', () => {
    expect(doc).toMatch(
      /state "running \(parallel\)" as sample_running \{[\s\S]*sample_running_video[\s\S]*--[\s\S]*sample_running_chat/,
    );
  });

  it('carries the description and the accepted events', () => {
    expect(doc).toContain('A sample machine.');
    expect(doc).toContain('Events accepted: `go`, `stop`.');
  });
});

describe('active state highlighting', () => {
  it('lists every active node of a nested parallel value', () => {
    expect(activeStateIds('sample', { running: { video: 'loading', chat: 'empty' } })).toEqual([
      'sample.running',
      'sample.running.video',
      'sample.running.video.loading',
      'sample.running.chat',
      'sample.running.chat.empty',
    ]);
  });

  it('marks the active states in the diagram', () => {
    const diagram = renderMermaid(machine, activeStateIds('sample', 'idle'));
    expect(diagram).toContain('class sample_idle active');
    expect(diagram).not.toContain('class sample_running active');
  });
});
