import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import type { ApiClient } from '../api/client';
import { downloadJournal } from '../live/journal-download';
import { currentUserKeys } from '../queries/current-user';
import { roomKeys } from '../queries/room';
import { type PanelCommand, panelGroups, roomOfPath, withRoom } from './commands';
import './simpanel.css';

const accepted = z.object({ status: z.literal(true) });

type Outcome = { kind: 'idle' } | { kind: 'busy'; label: string } | { kind: 'done' | 'failed'; text: string };

/**
 * The simulator's dev drawer: fires control commands by hand (model status, tip storm, network
 * faults, payment declines). After each command it invalidates the room and user queries, so a page
 * that reads them re-reads the world even where no socket brings the change live.
 */
export default function SimPanel({ api }: { api: ApiClient }) {
  const queryClient = useQueryClient();
  const { live } = useRouter().options.context;
  const pathname = useLocation({ select: (location) => location.pathname });
  const [open, setOpen] = useState(false);
  const [roomOverride, setRoomOverride] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const drawerId = useId();
  const roomFieldId = useId();
  const room = roomOverride ?? roomOfPath(pathname);

  async function fire(entry: PanelCommand) {
    setOutcome({ kind: 'busy', label: entry.label });
    try {
      await api.post('__sim/control', accepted, withRoom(entry, room));
      setOutcome({ kind: 'done', text: `${entry.label}: done` });
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      setOutcome({ kind: 'failed', text: `${entry.label}: ${reason}` });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: roomKeys.all }),
      queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
    ]);
  }

  return (
    <aside className="sim-panel" data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className="sim-panel-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
      >
        Simulator
      </button>
      <section id={drawerId} className="sim-panel-drawer" aria-label="Simulator controls" hidden={!open}>
        <label htmlFor={roomFieldId}>Room (model username; empty: the stage)</label>
        <input
          id={roomFieldId}
          value={room}
          onChange={(event) => setRoomOverride(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {panelGroups.map((group) => (
          <fieldset key={group.title}>
            <legend>{group.title}</legend>
            {group.commands.map((entry) => (
              <button
                key={entry.label}
                type="button"
                disabled={outcome.kind === 'busy'}
                onClick={() => void fire(entry)}
              >
                {entry.label}
              </button>
            ))}
          </fieldset>
        ))}
        <fieldset>
          <legend>Session</legend>
          <button
            type="button"
            disabled={!live.enabled}
            onClick={() =>
              void live
                .load()
                .then((session) => downloadJournal(session))
                .then(
                  () => setOutcome({ kind: 'done', text: 'Export session journal: done' }),
                  (failure: unknown) =>
                    setOutcome({ kind: 'failed', text: `Export session journal: ${String(failure)}` }),
                )
            }
          >
            Export session journal
          </button>
        </fieldset>
        <p role="status" className="sim-panel-outcome" data-outcome={outcome.kind}>
          {outcome.kind === 'busy' ? `${outcome.label}…` : outcome.kind === 'idle' ? '' : outcome.text}
        </p>
      </section>
    </aside>
  );
}
