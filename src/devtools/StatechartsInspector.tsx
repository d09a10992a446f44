/** Dev-only /__statecharts: every machine of machines/, and the live actors of the app's tabs. */
import { useEffect, useMemo, useState } from 'react';
import * as machineExports from '../../machines';
import { type ActorReport, type InspectionMessage, inspectionChannelName } from './inspection';
import { MermaidDiagram } from './MermaidDiagram';
import { activeStateIds, machinesIn, renderMermaid } from './statechart-mermaid';

const machines = new Map(machinesIn(machineExports).map((machine) => [machine.id, machine]));

function useLiveActors() {
  const [actors, setActors] = useState<ReadonlyMap<string, ActorReport>>(new Map());
  useEffect(() => {
    const channel = new BroadcastChannel(inspectionChannelName);
    channel.onmessage = ({ data }: MessageEvent<InspectionMessage>) => {
      if (data.type !== 'actor.snapshot') return;
      setActors((current) => {
        const next = new Map(current);
        if (data.status === 'active') next.set(data.sessionId, data);
        else next.delete(data.sessionId);
        return next;
      });
    };
    channel.postMessage({ type: 'inspector.hello' } satisfies InspectionMessage);
    return () => channel.close();
  }, []);
  return actors;
}

export function StatechartsInspector() {
  const actors = useLiveActors();
  const [selected, setSelected] = useState<{ machineId: string; sessionId?: string }>({
    machineId: machines.keys().next().value ?? '',
  });
  const actor = selected.sessionId ? actors.get(selected.sessionId) : undefined;
  const machine = machines.get(selected.machineId);
  const diagram = useMemo(
    () => (machine ? renderMermaid(machine, actor ? activeStateIds(machine.id, actor.value) : []) : ''),
    [machine, actor],
  );

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '18rem 1fr', gap: '1rem', padding: '1rem' }}>
      <nav aria-label="Statecharts">
        <h1>Statecharts</h1>
        <h2>Live actors ({actors.size})</h2>
        {actors.size === 0 && <p>Open the app in another tab of this browser: its actors appear here.</p>}
        <ul>
          {[...actors.values()].map((report) => (
            <li key={report.sessionId}>
              <button type="button" onClick={() => setSelected(report)}>
                {report.machineId} <small>{report.page}</small>
              </button>
            </li>
          ))}
        </ul>
        <h2>Machines ({machines.size})</h2>
        <ul>
          {[...machines.keys()].map((machineId) => (
            <li key={machineId}>
              <button type="button" onClick={() => setSelected({ machineId })}>
                {machineId}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-live="polite">
        <h2>
          {selected.machineId}
          {actor && ` — ${JSON.stringify(actor.value)} (${actor.page})`}
        </h2>
        {diagram && <MermaidDiagram definition={diagram} />}
      </section>
    </div>
  );
}
