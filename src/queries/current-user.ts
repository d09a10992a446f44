import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClient } from '../api/client';
import { currentUserRequest } from '../api/requests';

/**
 * GET /user/current, reduced to what the shell reads (banner rules, dark mode, suspension). The
 * accounts feature extends this schema; unknown fields are ignored, never trusted.
 */
const flag = z.catch(
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'YES', 'NO', 'yes', 'no'])]),
    z.transform(
      (value) => value === true || value === 1 || value === '1' || value.toString().toLowerCase() === 'yes',
    ),
  ),
  false,
);

export const currentUserSchema = z.object({
  user: z.nullable(
    z.object({
      username: z.string(),
      type: z.catch(z.nullish(z.string()), null),
      membership: z.catch(z.nullish(z.string()), null),
      suspension_date: z.catch(z.nullish(z.string()), null),
      /** Site admins read names in moderation messages (spec 2 section 4.10). */
      isAdmin: z.catch(z.optional(z.boolean()), false),
      /** The token the lobby and room sockets authorize with (a guest authorizes with ""). */
      node_token: z.catch(z.nullish(z.string()), null),
      /** Post-pay members spend on credit (spec 2 section 4.3: the refill check). */
      is_postpay: z.catch(z.optional(z.boolean()), false),
      postpay_credit_limit: z.catch(z.optional(z.number()), 0),
    }),
  ),
  /** The token balance (tips and purchases start from it). */
  tokens: z.catch(z.nullish(z.number()), null),
  settings: z.catch(z.object({ dark_mode_enabled: z.optional(flag) }), {}),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserKeys = {
  all: ['current-user'] as const,
};

export const currentUserQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: () => api.get(currentUserRequest.path, currentUserSchema),
  });
