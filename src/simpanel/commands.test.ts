import { describe, expect, it } from 'vitest';
import { panelGroups, roomOfPath, withRoom } from './commands';
import { simPanelWanted } from './SimPanelSlot';

describe('the dev drawer', () => {
  it('shows only on a simulator backend, in dev builds or with ?sim=panel', () => {
    const simulator = { kind: 'simulator-in-page', apiBase: '/api', lobbySocketUrl: '' } as const;
    const real = { kind: 'real', apiBase: 'https://api.example', lobbySocketUrl: '' } as const;
    expect(simPanelWanted(simulator, '?sim=panel', false)).toBe(true);
    expect(simPanelWanted(simulator, '', true)).toBe(true);
    expect(simPanelWanted(simulator, '?sim=server', false)).toBe(false);
    expect(simPanelWanted(real, '?sim=panel', true)).toBe(false);
  });

  it('acts on the room of a room page, and on the stage elsewhere', () => {
    expect(roomOfPath('/demo_model')).toBe('demo_model');
    expect(roomOfPath('/')).toBe('');
    expect(roomOfPath('/girls/new')).toBe('');
    const offline = panelGroups
      .flatMap((group) => group.commands)
      .find((entry) => entry.label === 'Go offline');
    if (!offline) throw new Error('no Go offline command');
    expect(withRoom(offline, ' demo_model ')).toEqual({
      type: 'model.status',
      status: 'offline',
      room: 'demo_model',
    });
    expect(withRoom(offline, '')).toEqual({ type: 'model.status', status: 'offline' });
    const restart = panelGroups.flatMap((group) => group.commands).find((entry) => !entry.inRoom);
    expect(restart && withRoom(restart, 'demo_model')).not.toHaveProperty('room');
  });
});
