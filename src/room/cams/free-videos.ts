import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClient } from '../../api/client';

/** The site's free videos (GET free-porn, spec 3 section 7), validated here: what a pick needs. */
const freeVideoListSchema = z.looseObject({
  data: z.array(
    z.looseObject({ id: z.number(), title: z.string(), duration: z.number(), thumbnail_url: z.string() }),
  ),
});

export type FreeVideo = z.infer<typeof freeVideoListSchema>['data'][number];

/** How many of the most popular free videos watch-together offers. */
export const watchTogetherChoices = 6;

export const freeVideoKeys = { popular: ['free-videos', 'popular'] as const };

export const popularFreeVideosQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: freeVideoKeys.popular,
    queryFn: async () =>
      (await api.get('/free-porn', freeVideoListSchema, { o: 'popular', p: 1 })).data.slice(
        0,
        watchTogetherChoices,
      ),
    staleTime: 5 * 60_000,
  });
