import type { Simulation } from '../simulation';
import type { Account, MediaItem } from '../world/types';
import { integer, notFound, ok, paginate, type Router } from './route';
import { mediaItem, modelCard } from './serialize';

type Sort = 'date_added' | 'popular' | 'popular_all_time';
const sorters: Record<Sort, (a: MediaItem, b: MediaItem) => number> = {
  date_added: (a, b) => b.createdAt - a.createdAt,
  popular: (a, b) => b.popularity - a.popularity,
  popular_all_time: (a, b) => b.allTimePopularity - a.allTimePopularity,
};

/** Who may see an item: hidden items only by their owner or a buyer. */
const visible = (sim: Simulation, item: MediaItem, viewer: Account | null) =>
  !item.hidden || (viewer !== null && sim.world.ownsMedia(viewer, item.id));

function accessType(sim: Simulation, item: MediaItem, viewer: Account | null): string {
  if (item.tokenPrice === 0) return item.isFreeNoAuth || viewer ? 'free' : 'login_required';
  if (!viewer) return 'login_required';
  return sim.world.ownsMedia(viewer, item.id) ? 'owned' : 'purchase_required';
}

function topModels(sim: Simulation) {
  const earnings = new Map<number, number>();
  for (const item of sim.world.data.media)
    earnings.set(item.ownerId, (earnings.get(item.ownerId) ?? 0) + item.popularity);
  return [...earnings.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => sim.world.account(id) as Account);
}

/** Media library, purchased media and playlists (spec 1 and spec 3 section 7). */
export const mediaRoutes = (route: Router) => [
  route('get', '/media/get/:id', ({ sim, account, params }) => {
    const item = sim.world.data.mediaById.get(integer(params.id) ?? -1);
    if (!item || !visible(sim, item, account)) return ok({ result: false, error: 'Media not found' }, 404);
    const access = accessType(sim, item, account);
    const unlocked = access === 'owned' || access === 'free';
    return ok({
      result: true,
      access_type: access,
      media: {
        ...mediaItem(sim, item, account),
        is_video: item.typeId === 2,
        items: Array.from({ length: item.itemCount }, (_, index) => ({
          id: item.id * 100 + index,
          url: unlocked ? sim.imageUrl(`media/${item.id}.svg?item=${index}`) : null,
          blurred_url: sim.imageUrl(`media/${item.id}.svg?item=${index}&blur=1`),
        })),
      },
    });
  }),

  route('get', '/media/list/:type', ({ sim, account, params, url }) => {
    const typeId = params.type === 'picture' ? 1 : params.type === 'video' ? 2 : 0;
    if (!typeId) return ok({ data: [], count_total: 0, error: 'Unknown media type' }, 404);
    const sort = (url.searchParams.get('sort_by') ?? 'date_added') as Sort;
    const tag = url.searchParams.get('tag');
    const items = sim.world.data.media
      .filter((item) => item.typeId === typeId && !item.hidden && (!tag || item.tags.includes(tag)))
      .sort(sorters[sort] ?? sorters.date_added);
    const page = paginate(items, integer(url.searchParams.get('page')) ?? 1, 40);
    if (page.items.length === 0 && page.page > 1) return ok({ data: [], count_total: items.length }, 404);
    return ok({
      data: page.items.map((item) => mediaItem(sim, item, account)),
      count_total: items.length,
      last_page: page.lastPage,
    });
  }),

  route('get', '/media/top_model/list', ({ sim, account, url }) => {
    const page = paginate(topModels(sim), integer(url.searchParams.get('page')) ?? 1, 40);
    return ok({
      data: page.items.map((model) => modelCard(sim, model, account)),
      count_total: page.total,
      last_page: page.lastPage,
    });
  }),

  route('get', '/media/top_model/month', ({ sim, account }) => {
    const [top] = topModels(sim);
    return ok({
      data: top
        ? {
            ...modelCard(sim, top, account),
            media_count: sim.world.data.media.filter((item) => item.ownerId === top.id).length,
          }
        : null,
    });
  }),

  route(
    'get',
    '/media/user/playlist',
    ({ sim, account }) => {
      if (!account) return notFound();
      const bought = sim.world
        .purchasedMediaIds(account)
        .map((id) => sim.world.data.mediaById.get(id) as MediaItem);
      const shown = bought.filter((item) => !account.hiddenMedia.has(item.id));
      const hidden = bought.filter((item) => account.hiddenMedia.has(item.id));
      const byOwner = new Map<string, MediaItem[]>();
      for (const item of shown) byOwner.set(item.username, [...(byOwner.get(item.username) ?? []), item]);
      return ok({
        items: shown.map((item) => mediaItem(sim, item, account)),
        total: shown.length,
        tabs: {
          pictures: shown.filter((item) => item.typeId === 1).map((item) => item.id),
          videos: shown.filter((item) => item.typeId === 2).map((item) => item.id),
          hidden_media: hidden.map((item) => item.id),
        },
        playlists: {
          counts: Object.fromEntries([...byOwner].map(([owner, items]) => [owner, items.length])),
          items: [...byOwner.keys()].map((owner) => ({ username: owner, title: `${owner}'s media` })),
          media: Object.fromEntries(
            [...byOwner].map(([owner, items]) => [owner, items.map((item) => item.id)]),
          ),
        },
      });
    },
    { auth: 'member' },
  ),

  route('get', '/media/index/:a/:b', ({ sim, account, params, url }) => {
    // a: owner username or "all"; b: picture | video | all. The filter query narrows by tag and price.
    const owner = params.a === 'all' ? null : sim.world.accountByName(params.a ?? '');
    if (params.a !== 'all' && !owner?.model) return notFound('Model not found');
    const typeId = params.b === 'picture' ? 1 : params.b === 'video' ? 2 : 0;
    const tag = url.searchParams.get('tag');
    const free = url.searchParams.get('free') === '1';
    const items = sim.world.data.media.filter(
      (item) =>
        visible(sim, item, account) &&
        (!owner || item.ownerId === owner.id) &&
        (!typeId || item.typeId === typeId) &&
        (!tag || item.tags.includes(tag)) &&
        (!free || item.tokenPrice === 0),
    );
    const page = paginate(items, integer(url.searchParams.get('page')) ?? 1, 40);
    return ok({ data: page.items.map((item) => mediaItem(sim, item, account)), count_total: items.length });
  }),

  route('get', '/media/banner/list', ({ sim }) =>
    ok({
      data: sim.world.data.media
        .filter((item) => !item.hidden)
        .sort(sorters.popular)
        .slice(0, 5)
        .map((item) => ({
          id: item.id,
          title: item.name,
          image_url: sim.imageUrl(`media/${item.id}.svg`),
          link: `/${item.username}/media/${item.slug}/${item.id}`,
        })),
    }),
  ),
];
