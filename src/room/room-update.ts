/**
 * Whether a room update (v3.chat.update) tells the page something its room answer does not. The
 * server sends one as its first word on every join: reading the answer again for it would fetch, a
 * moment after the page loaded it, what the page already has.
 */
import { z } from 'zod/mini';
import type { PayloadOf } from '../../protocol';
import type { Room } from '../queries/room';

/** The answer's app and module ids (spec 2 section 7); an answer without them is read again. */
const installedSchema = z.looseObject({
  chat: z.looseObject({
    installedAppId: z.nullable(z.number()),
    installedModuleIdList: z.array(z.number()),
  }),
});

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function roomUpdateIsNews(update: PayloadOf<'v3.chat.update'>, room: Room | undefined): boolean {
  const installed = installedSchema.safeParse(room);
  if (!room || !installed.success) return true;
  const { installedAppId, installedModuleIdList } = installed.data.chat;
  const streamChanged =
    update.status !== 'offline' &&
    update.stream_name !== undefined &&
    update.stream_name !== room.stream?.stream_name;
  return (
    update.status !== room.chat.status ||
    streamChanged ||
    // The answer has no cam2cam fact to compare with.
    update.cam2cam ||
    !sameIds(update.app_ids, installedAppId === null ? [] : [installedAppId]) ||
    !sameIds(update.module_ids, installedModuleIdList)
  );
}
