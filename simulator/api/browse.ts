import type { Simulation } from '../simulation';
import { type GenderSlug, genderBySlug, genderSlugs, tagNames } from '../world/catalogue';
import type { Account } from '../world/types';
import { byRating, hiddenGenders, isLive, profileOf, resolveListing } from './browse-listings';
import { integer, notFound, ok, paginate, type Router, text } from './route';
import { mediaItem, modelCard } from './serialize';

function listingAnswer(
  sim: Simulation,
  url: URL,
  path: string,
  viewer: Account | null,
  defaultPerPage: number,
) {
  if (path.replace(/\/+$/, '') === '/top') return topUsers(sim, url, viewer);
  if (path.startsWith('/search')) return search(sim, url, viewer);
  const listing = resolveListing(sim, path, viewer);
  if (!listing) return notFound('Error during loading search results');
  const hidden = hiddenGenders(url);
  const tag = url.searchParams.get('tag');
  const lang = url.searchParams.get('lang');
  const region = url.searchParams.get('region');
  const rate = integer(url.searchParams.get('rate'));
  let models = sim.world.data.models.filter(
    (model) =>
      listing.filter(model) &&
      !hidden.has(model.gender) &&
      (!tag || profileOf(model).tags.includes(tag)) &&
      (!lang || profileOf(model).languages.includes(lang as never)) &&
      (!region || profileOf(model).region === region) &&
      (rate === undefined || profileOf(model).privateRate === rate),
  );
  if (listing.sort) models = [...models].sort(listing.sort);
  if (url.searchParams.get('new_sort') === '1')
    models = [...models].sort((a, b) => b.createdAt - a.createdAt);
  const perPage = Math.min(200, integer(url.searchParams.get('perPage')) ?? defaultPerPage);
  const page = paginate(models, integer(url.searchParams.get('p')) ?? 1, perPage);
  const withMedia = url.searchParams.get('appendMedia') === '1';
  return ok({
    userList: page.items.map((model) => modelCard(sim, model, viewer)),
    mediaList: withMedia
      ? sim.world.data.media
          .filter((item) => page.items.some((model) => model.id === item.ownerId))
          .slice(0, 20)
          .map((item) => mediaItem(sim, item, viewer))
      : [],
    totalCount: page.total,
    perPageCount: perPage,
    page: page.page,
    lastPage: page.lastPage,
    seo: seo(listing.title, path),
    tabList: Object.values(genderSlugs).map((slug) => ({ slug, label: slug, url: `/${slug}` })),
  });
}

function seo(title: string, path: string) {
  return {
    h1: title,
    metaTitle: `${title} - Live cams`,
    metaDescription: `Watch ${title.toLowerCase()} live.`,
    description: `${title}: every room live now.`,
    footerHtml: `<p>${title} on the simulated site.</p>`,
    breadcrumbList: [
      { name: 'Home', url: '/' },
      ...(path && path !== '/' ? [{ name: title, url: path }] : []),
    ],
  };
}

function search(sim: Simulation, url: URL, viewer: Account | null) {
  const term = (url.searchParams.get('q') ?? url.searchParams.get('term') ?? '').trim().toLowerCase();
  const exact = term ? sim.world.model(term) : undefined;
  const found = term
    ? sim.world.data.models.filter(
        (model) =>
          model.username.includes(term) ||
          model.displayName.toLowerCase().includes(term) ||
          profileOf(model).tags.includes(term),
      )
    : [];
  const perPage = Math.min(200, integer(url.searchParams.get('perPage')) ?? 40);
  const page = paginate(found, integer(url.searchParams.get('p')) ?? 1, perPage);
  const popular = sim.world.data.models.slice(0, 8);
  return ok({
    userList: page.items.map((model) => modelCard(sim, model, viewer)),
    mediaList: term
      ? sim.world.data.media
          .filter((item) => item.name.toLowerCase().includes(term))
          .slice(0, 20)
          .map((item) => mediaItem(sim, item, viewer))
      : [],
    totalCount: page.total,
    perPageCount: perPage,
    count: page.items.length,
    popularSearchList: ['asian', 'latina', 'couple', 'cosplay', 'new'],
    popularModelsSearchList: popular.map((model) => model.username),
    isSearchEmpty: page.total === 0,
    redirect: exact ? `/${exact.username}` : null,
    responseCode: page.total === 0 ? 404 : 200,
    term,
    seo: seo(term ? `Search: ${term}` : 'Search', '/search'),
  });
}

function topUsers(sim: Simulation, url: URL, viewer: Account | null) {
  const members = [...sim.world.data.accounts.values()]
    .filter((account) => !account.model && account.isBot)
    .map((account) => ({ account, tokens: sim.world.tokensOf(account.id) }))
    .sort((a, b) => b.tokens - a.tokens);
  const page = paginate(members, integer(url.searchParams.get('p')) ?? 1, 20);
  const isAdmin = viewer?.role === 'admin' || viewer?.role === 'super_admin';
  return ok({
    userList: page.items.map(({ account }, index) => ({
      position: (page.page - 1) * 20 + index + 1,
      username: account.username,
      membership: account.membership,
      avatarUrl: sim.imageUrl(`avatar/${account.username}.svg`),
      ...(isAdmin ? { referer_count: account.id % 17 } : {}),
    })),
    totalCount: page.total,
    perPageCount: 20,
    page: page.page,
    seo: seo('Top members', '/top'),
  });
}

export const homeSectionKeys = [
  'favorites-history',
  'new-trending',
  'age-range',
  'ethnicity',
  'top-rated',
  'top-rated-privates',
  'continent',
  'country',
  'language',
  'tags',
  'near-goal',
  'voyeur-cams',
] as const;

/** The home sections (spec 2 section 2.2): title, the models it holds (computed on demand), link. */
const homeSectionTable: Record<
  string,
  [string, (live: Account[], viewer: Account | null) => Account[], string]
> = {
  'favorites-history': [
    'Favorites and history',
    (live, viewer) => live.filter((model) => viewer?.follows.has(model.username)),
    '/followed',
  ],
  'new-trending': [
    'New and trending',
    (live) => [...live].sort((a, b) => b.createdAt - a.createdAt),
    '/girls/new',
  ],
  'age-range': [
    'Age 18 to 25',
    (live) => live.filter((model) => profileOf(model).age <= 25),
    '/girls/tag/college',
  ],
  ethnicity: [
    'Latina',
    (live) => live.filter((model) => profileOf(model).tags.includes('latina')),
    '/girls/tag/latina',
  ],
  'top-rated': ['Top rated models', (live) => [...live].sort(byRating('user')), '/girls/top-rated'],
  'top-rated-privates': [
    'Top rated privates',
    (live) => live.filter((model) => profileOf(model).allowsPrivate).sort(byRating('private')),
    '/girls/private-shows/top-rated',
  ],
  continent: [
    'From Europe',
    (live) => live.filter((model) => profileOf(model).region === 'europe'),
    '/girls/region/europe',
  ],
  country: [
    'From the USA',
    (live) => live.filter((model) => model.countryCode === 'US'),
    '/girls/region/usa',
  ],
  language: [
    'Speaking Spanish',
    (live) => live.filter((model) => profileOf(model).languages.includes('spanish')),
    '/girls/language/spanish',
  ],
  tags: [
    'Cosplay',
    (live) => live.filter((model) => profileOf(model).tags.includes('cosplay')),
    '/girls/tag/cosplay',
  ],
  'near-goal': [
    'Near their goal',
    (live) => live.filter((model) => profileOf(model).goal.collected / profileOf(model).goal.tokens > 0.7),
    '/',
  ],
  'voyeur-cams': ['Voyeur cams', (live) => live.filter((model) => profileOf(model).isVoyeur), '/voyeur-cams'],
};

function homeSections(sim: Simulation, keys: readonly string[], viewer: Account | null, hidden: Set<string>) {
  const live = sim.world.data.models.filter(
    (model) => isLive(model) && !hidden.has(model.gender) && !profileOf(model).isAi,
  );
  return keys.map((key) => {
    const [title, select, link] = homeSectionTable[key] ?? ['', () => [], ''];
    const models = select(live, viewer);
    // A section links out only when it holds at least 5 models (spec 2 section 2.2).
    return {
      key,
      title,
      userList: models.slice(0, 12).map((model) => modelCard(sim, model, viewer)),
      link: models.length >= 5 ? link : null,
    };
  });
}

function customSections(viewer: Account | null): string[] {
  try {
    const parsed: unknown = JSON.parse(String(viewer?.settings.home_custom ?? '[]'));
    return Array.isArray(parsed) && parsed.length
      ? parsed.filter((key): key is string => typeof key === 'string')
      : [...homeSectionKeys.slice(0, 6)];
  } catch {
    return [...homeSectionKeys.slice(0, 6)];
  }
}

/** Browse listings, home sections, search and tags (spec 2 section 7, spec 3 section 7). */
export const browseRoutes = (route: Router) => [
  route('get', '/browse/react/home/section', ({ sim, account, url }) =>
    ok({ sections: homeSections(sim, homeSectionKeys, account, hiddenGenders(url)) }),
  ),
  route('get', '/browse/react/home/custom', ({ sim, account, url }) =>
    ok({
      sections: homeSections(sim, customSections(account), account, hiddenGenders(url)),
      sectionList: customSections(account),
    }),
  ),
  route(
    'post',
    '/browse/react/home/custom/setting',
    ({ sim, account, body }) => {
      if (!account) return notFound();
      const list = body.sectionList;
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > homeSectionKeys.length ||
        !list.every((key) => (homeSectionKeys as readonly unknown[]).includes(key))
      )
        return ok({ status: false, error: 'An error occurred, please retry.', errorType: 'validation' }, 422);
      sim.world.updateSettings(account, { home_custom: JSON.stringify(list), home_layout: 'custom' });
      return ok({ status: true, sectionList: list });
    },
    { auth: 'member' },
  ),
  route('get', '/browse/react/search/voyeurcam-casa-salsa', ({ sim, account, url }) =>
    listingAnswer(sim, url, '/casa-salsa', account, 98),
  ),
  route('get', '/browse/react/v2', ({ sim, account, url }) => listingAnswer(sim, url, '/', account, 40)),
  route('get', '/browse/react/v2/*', ({ sim, account, url }) =>
    listingAnswer(sim, url, pathAfter(url, '/browse/react/v2'), account, 40),
  ),
  route('get', '/browse/react', ({ sim, account, url }) => listingAnswer(sim, url, '/', account, 98)),
  route('get', '/browse/react/*', ({ sim, account, url }) =>
    listingAnswer(sim, url, pathAfter(url, '/browse/react'), account, 98),
  ),

  route('get', '/tags/index', ({ sim, url }) => {
    const counts = tagCounts(sim);
    const sort = url.searchParams.get('sort') ?? 'popular';
    const list = [...counts.entries()]
      .map(([slug, count]) => ({ slug, name: slug.replace(/-/g, ' '), count }))
      .sort(sort === 'alpha' ? (a, b) => a.slug.localeCompare(b.slug) : (a, b) => b.count - a.count);
    const page = paginate(list, integer(url.searchParams.get('page')) ?? 1, 50);
    return ok({
      tag_list: page.items,
      tag_count: list.length,
      combo: [
        ['asian', 'petite'],
        ['latina', 'curvy'],
        ['milf', 'bbw'],
      ],
      page: page.page,
      last_page: page.lastPage,
    });
  }),
  route('get', '/tags/:gender', ({ sim, params }) => {
    const gender = genderBySlug[params.gender as GenderSlug];
    if (!gender) return notFound('Unknown gender');
    const counts = tagCounts(sim, gender);
    return ok({
      tag_list: [...counts.entries()]
        .map(([slug, count]) => ({ slug, name: slug, count }))
        .sort((a, b) => b.count - a.count),
      tag_count: counts.size,
    });
  }),

  route('get', '/ai/browse/*', ({ sim, account, url }) => {
    const ai = sim.world.data.models.filter((model) => profileOf(model).isAi);
    const page = paginate(ai, integer(url.searchParams.get('p')) ?? 1, 40);
    return ok({
      userList: page.items.map((model) => modelCard(sim, model, account)),
      totalCount: page.total,
      perPageCount: 40,
      nsfw: url.searchParams.get('nsfw') === '1',
    });
  }),
  route('get', '/ai/model/:username', ({ sim, account, params }) => {
    const name = text(params.username);
    const model = sim.world.model(name.endsWith('-ai') ? name : `${name}-ai`) ?? sim.world.model(name);
    if (!model || !profileOf(model).isAi) return notFound('Error loading search results');
    return ok({ model: { ...modelCard(sim, model, account), bio: profileOf(model).bio } });
  }),
  route(
    'post',
    '/ai/image/generate/prompt/:modelId',
    ({ sim, params, body }) => {
      const model = sim.world.account(integer(params.modelId) ?? -1);
      if (!model?.model?.isAi) return notFound('Error loading image generation');
      const message = text(body.message).trim();
      if (!message || message.length > 500)
        return ok({ status: false, error: 'Error loading image generation', errorType: 'validation' }, 422);
      return ok({
        status: true,
        image_url: sim.imageUrl(
          `thumb/${model.username}.svg?prompt=${encodeURIComponent(message.slice(0, 40))}`,
        ),
      });
    },
    { auth: 'member' },
  ),
];

function pathAfter(url: URL, prefix: string): string {
  const index = url.pathname.indexOf(prefix);
  return index >= 0 ? url.pathname.slice(index + prefix.length) || '/' : '/';
}

function tagCounts(sim: Simulation, gender?: string): Map<string, number> {
  const counts = new Map<string, number>(tagNames.map((tag) => [tag, 0]));
  for (const model of sim.world.data.models)
    if (!gender || model.gender === gender)
      for (const tag of profileOf(model).tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}
