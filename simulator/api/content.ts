import { digest } from '../core/hash';
import type { Simulation } from '../simulation';
import type { FreeVideo } from '../world/types';
import { integer, notFound, ok, paginate, type Router, text } from './route';
import { modelCard } from './serialize';

/** Site content: FAQ, press, free videos, exclusive videos, legal signing, redirects, leaderboards. */
export const contentRoutes = (route: Router) => [
  route('get', '/faq', ({ sim }) =>
    ok({ data: sim.world.data.faq.map(({ slug, title, category }) => ({ slug, title, category })) }),
  ),
  route('get', '/faq/:slug', ({ sim, params }) => {
    const article = sim.world.data.faq.find((candidate) => candidate.slug === params.slug);
    return article ? ok({ data: article }) : notFound('Article not found');
  }),

  route('get', '/press', ({ sim, url }) => {
    const outlet = url.searchParams.get('outlet');
    const articles = sim.world.data.press.filter((article) => !outlet || article.outlet === outlet);
    const page = paginate(articles, integer(url.searchParams.get('page')) ?? 1, 10);
    return ok({
      data: page.items.map((article) => ({
        ...article,
        publishedAt: new Date(article.publishedAt).toISOString(),
      })),
      last_page: page.lastPage,
      outlets: [...new Set(sim.world.data.press.map((article) => article.outlet))],
    });
  }),

  route('get', '/exclusive-videos/list', ({ sim, account }) => {
    const videos = sim.world.data.media
      .filter((item) => item.typeId === 2 && item.tokenPrice >= 100)
      .slice(0, 24);
    return ok({
      data: videos.map((item) => ({
        id: item.id,
        title: item.name,
        username: item.username,
        token_price: item.tokenPrice,
        duration: item.duration,
        thumbnail_url: sim.imageUrl(`media/${item.id}.svg`),
        owned: Boolean(account && sim.world.ownsMedia(account, item.id)),
      })),
    });
  }),

  route('get', '/free-porn', ({ sim, url }) => {
    const order = url.searchParams.get('o') ?? 'newest';
    const tag = url.searchParams.get('tag');
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    const videos = sim.world.data.freeVideos
      .filter(
        (video) =>
          (!tag || video.tags.includes(tag)) &&
          (!query || video.title.includes(query) || video.username.includes(query)),
      )
      .sort(order === 'popular' ? (a, b) => b.views - a.views : (a, b) => b.createdAt - a.createdAt);
    const page = paginate(videos, integer(url.searchParams.get('p')) ?? 1, 30);
    return ok({
      data: page.items.map((video) => freeVideo(sim, video)),
      total: videos.length,
      page: page.page,
      last_page: page.lastPage,
    });
  }),
  route('get', '/free-porn/model', ({ sim, url }) => {
    const names = [...new Set(sim.world.data.freeVideos.map((video) => video.username))].sort();
    const page = paginate(names, integer(url.searchParams.get('p')) ?? 1, 60);
    return ok({
      data: page.items.map((username) => ({
        username,
        usernameSeo: username,
        video_count: sim.world.data.freeVideos.filter((video) => video.username === username).length,
      })),
      last_page: page.lastPage,
    });
  }),
  route('get', '/free-porn/model/:username', ({ sim, account, params, url }) => {
    const model = sim.world.model(params.username ?? '');
    if (!model) return ok({ status: 404, error: 'Model not found' }, 404);
    const videos = sim.world.data.freeVideos.filter((video) => video.username === model.username);
    const page = paginate(videos, integer(url.searchParams.get('p')) ?? 1, 30);
    return ok({
      model: { ...modelCard(sim, model, account), usernameSeo: model.username },
      data: page.items.map((video) => freeVideo(sim, video)),
      last_page: page.lastPage,
    });
  }),
  route('get', '/free-porn/video/:slug', ({ sim, params }) => {
    const video = sim.world.data.freeVideos.find((candidate) => candidate.slug === params.slug);
    return video
      ? ok({ video: freeVideo(sim, video), related: related(sim, video) })
      : ok({ status: 404, error: 'Video not found' }, 404);
  }),
  route('get', '/free-porn/video-by-id/:id', ({ sim, params }) => {
    const video = sim.world.data.freeVideos.find((candidate) => candidate.id === integer(params.id));
    return video
      ? ok({ video: freeVideo(sim, video), related: related(sim, video) })
      : ok({ status: 404, error: 'Video not found' }, 404);
  }),

  route('get', '/legal/document/:id', ({ sim, params }) => {
    const document = sim.world.data.legal.find((candidate) => candidate.id === integer(params.id));
    if (!document) return ok({ status: 'NOT_FOUND' }, 404);
    return ok({
      status: document.status,
      document: { document_text: document.text, secret: document.secret, title: document.title },
      expired: document.expired,
    });
  }),
  route('post', '/legal/document/sign', ({ sim, body }) => {
    const document = sim.world.data.legal.find((candidate) => candidate.secret === text(body.secret));
    const signature = text(body.signature).trim();
    if (!document || document.expired || signature.length < 2)
      return ok({ success: false, error: 'SIGN_FAILED' }, 422);
    sim.world.signLegalDocument(document.id);
    return ok({ success: true, signature_id: digest(document.secret, signature) });
  }),

  route('get', '/redir/:key/verify', ({ sim, params }) => {
    const verified = sim.world.data.redirectKeys.get(params.key ?? '');
    return verified === undefined ? ok({ verified: false, error: 'Unknown key' }, 404) : ok({ verified });
  }),

  route('get', '/versus-tournament/leaderboard', ({ sim }) => ok(leaderboard(sim, 1))),
  route('get', '/versus-tournament/leaderboard/:id', ({ sim, params }) => {
    const id = integer(params.id);
    return id && id >= 1 && id <= 12 ? ok(leaderboard(sim, id)) : notFound('Tournament not found');
  }),

  route('get', '/dickratings/model/:username', ({ sim, account, params }) => {
    const model = sim.world.model(params.username ?? '');
    if (!model) return notFound('Model not found');
    return ok({
      model: modelCard(sim, model, account),
      price: 50,
      turnaround_hours: 48,
      rating_count: model.id % 90,
      is_enabled: true,
    });
  }),
  route('get', '/dickratings/open_request', ({ account }) =>
    ok({ login_link: account ? null : '/login?next=/dickometrics', data: account ? [] : null }),
  ),
];

function freeVideo(sim: Simulation, video: FreeVideo) {
  return {
    ...video,
    createdAt: new Date(video.createdAt).toISOString(),
    thumbnail_url: sim.imageUrl(`thumb/${video.username}.svg?video=${video.id}`),
  };
}

function related(sim: Simulation, video: FreeVideo) {
  return sim.world.data.freeVideos
    .filter((candidate) => candidate.username === video.username && candidate.id !== video.id)
    .slice(0, 30)
    .map((video) => freeVideo(sim, video));
}

function leaderboard(sim: Simulation, id: number) {
  const ranked = sim.world.data.models
    .filter((model) => !model.model?.isVoyeur && !model.model?.isAi)
    .map((model) => ({ model, points: (model.id * 7919 + id * 104729) % 10_000 }))
    .sort((a, b) => b.points - a.points)
    .slice(0, 25);
  return {
    tournament: {
      id,
      name: `Versus tournament #${id}`,
      secondsRemaining: 3600 * (id === 1 ? 5 : 0),
      autoRestart: id === 1,
    },
    leaderboard: ranked.map(({ model, points }, index) => ({
      position: index + 1,
      username: model.username,
      points,
      avatarUrl: sim.imageUrl(`avatar/${model.username}.svg`),
    })),
  };
}
