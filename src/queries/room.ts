/**
 * The room data (GET chat/react/{username}, spec 2 section 7). Validated here at the boundary; for
 * now only what the room page uses: the stream fields of spec 2 section 3.1, chat status, mode, the
 * model's display name, the cam password flag and whether the viewer is the streamer. Other fields
 * (nested ones too: loose objects) pass through to the views that validate their own part of the
 * answer (src/room/chat/chat-seed.ts, src/room/shows/room-facts.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, ApiFailure } from '../api/client';
import { roomRequest } from '../api/requests';

export const roomStreamSchema = z.object({
  edge_servers: z.array(z.string()),
  stream_name: z.string(),
  token: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  /** How many quality renditions the edge makes (four by default). */
  quality_renditions: z.optional(z.number()),
});

const chatStatusSchema = z.enum(['offline', 'online', 'standby', 'private', 'limited', 'connected']);

export const roomSchema = z.looseObject({
  /** Absent or null while the model is not streaming. */
  stream: z.optional(z.nullable(roomStreamSchema)),
  chat: z.catch(z.looseObject({ status: z.catch(chatStatusSchema, 'offline') }), { status: 'offline' }),
  mode: z.catch(z.enum(['public', 'private', 'spy', 'limited']), 'public'),
  user: z.catch(z.looseObject({ displayName: z.catch(z.string(), '') }), { displayName: '' }),
  settings: z.catch(z.looseObject({ hasCamPassword: z.catch(z.boolean(), false) }), {
    hasCamPassword: false,
  }),
  viewer: z.catch(z.looseObject({ isStreamer: z.catch(z.boolean(), false) }), { isStreamer: false }),
});

export type RoomStream = z.infer<typeof roomStreamSchema>;
export type Room = z.infer<typeof roomSchema>;

/** A failed room load's body (spec 2 section 8: status, error and suggestions). */
const roomErrorSchema = z.looseObject({
  error: z.optional(z.string()),
  /** Usernames of rooms to try instead. */
  suggestions: z.optional(z.array(z.string())),
});

export interface RoomLoadError {
  status: number | null;
  error: string;
  suggestions: string[];
}

export function roomLoadError(failure: unknown): RoomLoadError {
  if (!(failure instanceof ApiFailure)) return { status: null, error: String(failure), suggestions: [] };
  const { error } = failure;
  const body = error.kind === 'http' ? roomErrorSchema.safeParse(error.body) : null;
  return {
    status: error.kind === 'http' ? error.status : null,
    error: body?.data?.error ?? error.message,
    suggestions: body?.data?.suggestions ?? [],
  };
}

export const roomKeys = {
  all: ['room'] as const,
  detail: (username: string) => ['room', username] as const,
};

export function roomQueryOptions(api: ApiClient, username: string) {
  // Spec 2 section 8: a room action without a username is an error.
  if (!username) throw new Error('A room needs a username');
  return queryOptions({
    queryKey: roomKeys.detail(username),
    queryFn: () => {
      const { path, query } = roomRequest(username);
      return api.get(path, roomSchema, query);
    },
    staleTime: 10_000,
  });
}
