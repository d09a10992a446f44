import type { Simulation } from '../simulation';
import {
  type GenderSlug,
  genderBySlug,
  languages,
  privateRates,
  regions,
  voyeurRooms,
} from '../world/catalogue';
import type { Account } from '../world/types';
import { integer } from './route';
import { modelCard } from './serialize';

/** Browse paths (spec 2 section 2.1) resolved to a model filter and order. */
const day = 86_400_000;
export type Filter = (model: Account) => boolean;
export type Sorter = (a: Account, b: Account) => number;

export interface Listing {
  title: string;
  filter: Filter;
  sort?: Sorter;
}

export const profileOf = (model: Account) => model.model as NonNullable<Account['model']>;
export const isLive = (model: Account) =>
  !['offline', 'connected', 'reconnecting'].includes(profileOf(model).status);
export const byRating =
  (key: 'private' | 'user'): Sorter =>
  (a, b) =>
    profileOf(b).ratings[key] - profileOf(a).ratings[key];

/** Resolves a browse path (spec 2 section 2.1) to a listing, or null for an unknown path. */
export function resolveListing(sim: Simulation, path: string, viewer: Account | null): Listing | null {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [head, ...rest] = parts;
  const performer: Filter = (model) => !profileOf(model).isVoyeur && !profileOf(model).isAi;
  if (!head) return { title: 'Live cams', filter: (model) => performer(model) && isLive(model) };
  if (head === 'ai-girlfriend') return { title: 'AI companions', filter: (model) => profileOf(model).isAi };
  if (head === 'followed')
    return { title: 'Followed models', filter: (model) => Boolean(viewer?.follows.has(model.username)) };
  if (head === 'for-you') {
    const liked = new Set(
      [...(viewer?.follows ?? [])].flatMap((name) => sim.world.model(name)?.model?.tags ?? []),
    );
    return {
      title: 'For you',
      filter: (model) =>
        performer(model) &&
        isLive(model) &&
        (liked.size === 0 || profileOf(model).tags.some((tag) => liked.has(tag))),
    };
  }
  if (head === 'browse-role' && rest[0])
    return {
      title: `Role ${rest[0]}`,
      filter: (model) => modelCard(sim, model).flagList.includes(rest[0] as string),
    };
  if (head === 'browse-studio' && rest[0]) {
    const studio = sim.world.data.studios.find((candidate) => candidate.slug === rest[0]);
    return studio ? { title: studio.name, filter: (model) => profileOf(model).studioId === studio.id } : null;
  }
  if (head === 'independent-romanian')
    return {
      title: 'Independent Romanian models',
      filter: (model) => model.countryCode === 'RO' && profileOf(model).studioId === null,
    };
  if (['tikichat', 'jb-cams', 'julmodels'].includes(head))
    return {
      title: head,
      filter: (model) => performer(model) && isLive(model) && model.id % 3 === head.length % 3,
    };
  if (head === 'reallifecam' || head === 'voyeur-cams' || head === 'voyeur-house' || head === 'casa-salsa') {
    const room = rest[0];
    if (room && !(voyeurRooms as readonly string[]).includes(room)) return null;
    return {
      title: 'Voyeur cams',
      filter: (model) => profileOf(model).isVoyeur && (!room || profileOf(model).voyeurRoom === room),
    };
  }
  if (head === 'view-history') return { title: 'Recently viewed', filter: () => false };
  if (!(head in genderBySlug)) return null;

  const gender = genderBySlug[head as GenderSlug];
  const ofGender: Filter = (model) => model.gender === gender && performer(model);
  const [section, ...more] = rest;
  const listing = (title: string, filter: Filter, sort?: Sorter): Listing => ({
    title: `${title} ${head}`,
    filter: (model) => ofGender(model) && filter(model),
    sort,
  });
  switch (section) {
    case undefined:
      return listing('Live', isLive);
    case 'new':
      return listing(
        'New',
        (model) => sim.world.clock.now() - model.createdAt < 90 * day,
        (a, b) => b.createdAt - a.createdAt,
      );
    case 'top-rated':
      return listing('Top rated', isLive, byRating('user'));
    case 'control-her':
      return listing('Control her', (model) => isLive(model) && profileOf(model).controlHer);
    case 'versus':
      return listing('Versus', (model) => profileOf(model).inVersus);
    case 'sodastars':
      return listing(
        'Sodastars',
        (model) => profileOf(model).sodastarRank !== null,
        (a, b) => (profileOf(a).sodastarRank ?? 0) - (profileOf(b).sodastarRank ?? 0),
      );
    case 'leaders':
    case 'versus-leaderboard':
      return listing(
        'Leaders',
        () => true,
        (a, b) =>
          profileOf(b).ratings.avgTokenPerStreamingHour - profileOf(a).ratings.avgTokenPerStreamingHour,
      );
    case 'tag': {
      const terms = more.filter(Boolean);
      if (terms.length === 0 || terms.length > 2) return null;
      return listing(`Tagged ${terms.join(' ')}`, (model) =>
        terms.every((term) => profileOf(model).tags.includes(term.replace(/-cams$/, ''))),
      );
    }
    case 'language':
      if (!(languages as readonly string[]).includes(more[0] ?? '')) return null;
      return listing(`Speaking ${more[0]}`, (model) => profileOf(model).languages.includes(more[0] as never));
    case 'region':
      if (!(regions as readonly string[]).includes(more[0] ?? '')) return null;
      return listing(`From ${more[0]}`, (model) => profileOf(model).region === more[0]);
    case 'private-shows':
      return privateListing(head, ofGender, more);
    default:
      return null;
  }
}

function privateListing(head: string, ofGender: Filter, more: string[]): Listing | null {
  const available: Filter = (model) =>
    ofGender(model) &&
    profileOf(model).allowsPrivate &&
    ['online', 'standby'].includes(profileOf(model).status);
  const key = more.join('/');
  const fixed: Record<string, Listing> = {
    '': { title: `Private shows ${head}`, filter: available },
    'top-rated': { title: `Top rated privates ${head}`, filter: available, sort: byRating('private') },
    cam2cam: {
      title: `Cam2cam ${head}`,
      filter: (model) => available(model) && profileOf(model).tags.includes('cam2cam'),
    },
    'cam2cam/top-rated': {
      title: `Top rated cam2cam ${head}`,
      filter: (model) => available(model) && profileOf(model).tags.includes('cam2cam'),
      sort: byRating('private'),
    },
    'spy-cam-shows': {
      title: `Spy shows ${head}`,
      filter: (model) =>
        ofGender(model) && profileOf(model).status === 'private' && profileOf(model).allowsSpy,
    },
    'ticket-cam-shows': {
      title: `Ticket shows ${head}`,
      filter: (model) => ofGender(model) && profileOf(model).status === 'limited',
    },
    'exclusive-available-now': {
      title: `Exclusive privates ${head}`,
      filter: (model) => available(model) && profileOf(model).allowsExclusive,
    },
  };
  if (key in fixed) return fixed[key] as Listing;
  if (more[0] !== 'rate') return null;
  const from = integer(more[1]);
  const to = more[2] === undefined ? from : integer(more[2]);
  if (
    from === undefined ||
    !(privateRates as readonly number[]).includes(from) ||
    to === undefined ||
    to < from
  )
    return null;
  return {
    title: `Privates from ${from} tokens ${head}`,
    filter: (model) =>
      available(model) && profileOf(model).privateRate >= from && profileOf(model).privateRate <= to,
  };
}

export function hiddenGenders(url: URL): Set<string> {
  const hide = url.searchParams.get('gender-hide') ?? '';
  return new Set(
    hide
      .split(',')
      .map((slug) => genderBySlug[slug.trim() as GenderSlug])
      .filter(Boolean),
  );
}
