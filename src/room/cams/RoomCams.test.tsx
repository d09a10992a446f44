import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { ApiClient } from '../../api/client';
import { ShellActorsProvider } from '../../app/shell-actors';
import { startShellActors } from '../../app/shell-actors.start';
import { render } from '../../test/render';
import { RoomCams } from './RoomCams';

const answer = (overrides: Record<string, unknown> = {}) => ({
  chat: { status: 'private' },
  mode: 'private',
  user: { username: 'demo_model' },
  private: { isWatchPornTogetherEnabled: false },
  privateUsername: 'demo_member',
  sharecam: { isAllowedInPublic: false, isAllowedInPrivate: true },
  limitedShow: null,
  ...overrides,
});
const member = { loggedIn: true, username: 'demo_member', isStreamer: false };
const videos = [
  { id: 1, title: 'first <b>video</b>', duration: 95, thumbnail_url: '/api/img/1.svg' },
  { id: 2, title: 'second', duration: 60, thumbnail_url: '/api/img/2.svg' },
];
const paths: string[] = [];
const api = {
  get: async (path: string, schema: { parse: (value: unknown) => unknown }) => {
    paths.push(path);
    return schema.parse({ data: videos });
  },
} as unknown as ApiClient;

function mount(room: unknown, viewer = member) {
  const wrap = (node: ReactNode) => (
    <ShellActorsProvider start={async () => startShellActors({ clock: new SimulatedClock() })}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </ShellActorsProvider>
  );
  const view = render(wrap(<RoomCams api={api} room={room} viewer={viewer} sendToRoom={() => true} />));
  const byTestId = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
  const button = (name: string) =>
    [...view.container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  return { ...view, byTestId, button };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

describe('room cams', () => {
  it('renders nothing when the room answer lacks the camera settings', () => {
    const { container, unmount } = mount(answer({ sharecam: null }));
    expect(container.textContent).toBe('');
    unmount();
  });

  it('asks a guest to log in for ShareCam and shows no private extras', () => {
    const { byTestId, button, unmount } = mount(answer({ mode: 'public' }), {
      loggedIn: false,
      username: '',
      isStreamer: false,
    });
    expect(button('ShareCam')?.disabled).toBe(true);
    expect(byTestId('sharecam')?.textContent).toContain('Log in to use ShareCam.');
    expect(byTestId('private-cams')).toBeNull();
    unmount();
  });

  it("offers cam2cam in the viewer's own private; watch-together says why it is off", () => {
    const { byTestId, button, unmount } = mount(answer());
    expect(byTestId('sharecam')?.getAttribute('data-state')).toBe('idle');
    expect(button('ShareCam')?.disabled).toBe(false);
    expect(button('Cam2cam')?.disabled).toBe(false);
    expect(button('Watch together')?.disabled).toBe(true);
    expect(byTestId('watch-together')?.textContent).toContain('This model has watch-together turned off.');
    unmount();
  });

  it('watch-together lists the popular free videos and shows the pick beside the stream, as text', async () => {
    const { byTestId, button, unmount } = mount(answer({ private: { isWatchPornTogetherEnabled: true } }));
    const together = () => byTestId('watch-together');
    expect(together()?.getAttribute('data-state')).toBe('off');
    act(() => button('Watch together')?.click());
    await settle();
    expect(paths).toContain('/free-porn');
    expect(together()?.getAttribute('data-state')).toBe('choosing');
    act(() => button('first <b>video</b> (1:35)')?.click());
    expect(together()?.getAttribute('data-state')).toBe('playing');
    expect(byTestId('watch-together-video')?.textContent).toContain('Watching together: first <b>video</b>');
    expect(byTestId('watch-together-video')?.querySelector('b')).toBeNull();
    unmount();
  });
});
