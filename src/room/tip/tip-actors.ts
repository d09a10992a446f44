/** The tip machine's IO, bound to the app's API client: POST tip/{id}, validated at the boundary. */
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import type { TipRequest, TipResult } from '../../../machines/tip';
import { type ApiClient, ApiFailure } from '../../api/client';

const tipAnswerSchema = z.object({
  status: z.union([z.number(), z.boolean()]),
  tokens: z.catch(z.nullish(z.number()), null),
  errorType: z.catch(z.optional(z.string()), undefined),
  error: z.catch(z.optional(z.string()), undefined),
});

const failureOf = (answer: z.infer<typeof tipAnswerSchema>): TipResult =>
  answer.status === 1 || answer.status === true
    ? { ok: true, tokens: answer.tokens ?? null }
    : { ok: false, errorType: answer.errorType ?? 'unknown', error: answer.error ?? '' };

export function tipSender(api: ApiClient) {
  return fromPromise<TipResult, TipRequest>(async ({ input }) => {
    const { targetId, ...body } = input;
    try {
      return failureOf(await api.post(`tip/${targetId}`, tipAnswerSchema, body));
    } catch (failure) {
      // A refused tip is a non-2xx answer with errorType and error (docs/api.md).
      if (failure instanceof ApiFailure && failure.error.kind === 'http') {
        const answer = tipAnswerSchema.safeParse(failure.error.body);
        if (answer.success) return failureOf({ ...answer.data, status: 0 });
      }
      throw failure;
    }
  });
}
