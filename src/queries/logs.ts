import { z } from 'zod/mini';
import type { ApiClient } from '../api/client';

/** POST /log/react-error answers the code the crash screen shows; the code may be missing. */
const reactErrorAnswer = z.object({ code: z.catch(z.nullish(z.union([z.string(), z.number()])), null) });

export interface ReactErrorReport {
  clientVersion: string;
  errorMessage: string;
  stack: string;
  time: number;
  url: string;
}

/** Reports a crash; resolves to the server's error code, or null when it gave none. */
export async function reportReactError(api: ApiClient, report: ReactErrorReport): Promise<string | null> {
  const { code } = await api.post('/log/react-error', reactErrorAnswer, report);
  return code === null || code === undefined || code === '' ? null : String(code);
}
