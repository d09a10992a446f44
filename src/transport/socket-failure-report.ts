/**
 * Spec 1 sections 7 and 8: a socket failure lasting 10 s is reported once through
 * POST /log/frontend-ws-fail { server }. The socket machines decide when; this makes the call.
 * Its answer is not used, and a failed report is not worth more than a console line.
 */
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import type { ApiClient } from '../api/client';
import type { SocketFailureReporter } from './connections';

export function createSocketFailureReporter(
  api: Pick<ApiClient, 'post'>,
  warn: (message: string) => void = console.warn,
): SocketFailureReporter {
  return fromPromise<void, { server: string }>(async ({ input }) => {
    try {
      await api.post('/log/frontend-ws-fail', z.unknown(), { server: input.server });
    } catch (error) {
      warn(`Could not report the socket failure: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
