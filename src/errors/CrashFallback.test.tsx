import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactErrorReport } from '../queries/logs';
import { render } from '../test/render';
import { CrashScreen } from './CrashFallback';

async function crashWith(report: () => Promise<string | null>) {
  const sent = vi.fn((_report: ReactErrorReport) => report());
  const view = render(<CrashScreen error={new Error('kaboom')} report={sent} />);
  await act(async () => {});
  const line = view.container.querySelector('.crash-code');
  return { sent, line, unmount: view.unmount };
}

describe('crash screen', () => {
  it('reports the crash once and shows the returned code', async () => {
    const { sent, line, unmount } = await crashWith(async () => 'RE-1001');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      errorMessage: 'kaboom',
      clientVersion: expect.any(String),
    });
    expect(line?.textContent).toBe('Error code: RE-1001');
    unmount();
  });

  it.each([
    ['the server returns no code', async () => null],
    ['the report fails', async () => Promise.reject(new Error('offline'))],
  ])("says 'Error code not available.' when %s", async (_case, report) => {
    const { line, unmount } = await crashWith(report);
    expect(line?.getAttribute('data-state')).toBe('unavailable');
    expect(line?.textContent).toBe('Error code not available.');
    unmount();
  });
});
