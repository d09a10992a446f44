import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSimulation, type Simulation } from '../simulation';
import { createHandlers } from './handlers';
import type { RouteInfo } from './route';
import { TestClient } from './test-client';

/**
 * Every call of spec 1, 2 and 3 section 7 (except GET /site_config and the /log endpoints, which
 * the shell's site-config.ts and logs.ts answer), with a realistic request and who sends it.
 */
interface SpecCall {
  call: string;
  as?: string;
  request: (sim: Simulation) => { path: string; body?: unknown };
  expect?: number[];
}

const model = 'demo_model';
const mediaOf = (sim: Simulation) =>
  sim.world.data.media.find((item) => item.ownerId === 4 && item.tokenPrice > 0 && !item.hidden);
const privateRoom = (sim: Simulation) =>
  sim.world.data.models.find(
    (candidate) => candidate.model?.status === 'private' && candidate.model.allowsSpy,
  )?.username ?? model;
const get = (path: string) => () => ({ path });

const browsePaths = [
  '',
  '/ai-girlfriend',
  '/browse-role/voyeur',
  '/girls',
  '/men/new',
  '/couples/top-rated',
  '/trans/private-shows',
  '/girls/private-shows/top-rated',
  '/girls/private-shows/cam2cam',
  '/girls/private-shows/cam2cam/top-rated',
  '/girls/private-shows/spy-cam-shows',
  '/girls/private-shows/ticket-cam-shows',
  '/girls/private-shows/exclusive-available-now',
  '/girls/private-shows/rate/30',
  '/girls/private-shows/rate/12/60',
  '/girls/control-her',
  '/girls/versus',
  '/girls/versus-leaderboard/30days',
  '/girls/sodastars/top2000',
  '/girls/leaders',
  '/girls/tag/asian',
  '/girls/tag/asian/petite',
  '/girls/language/spanish',
  '/girls/region/eastern-europe',
  '/followed',
  '/for-you',
  '/independent-romanian',
  '/tikichat',
  '/jb-cams',
  '/julmodels',
  '/top',
  '/reallifecam',
  '/voyeur-cams/kitchen',
  '/voyeur-house',
  '/search?q=demo',
];

const specCalls: SpecCall[] = [
  // Spec 1 section 7.
  { call: 'GET /user/current', as: 'demo_member', request: get('/user/current') },
  { call: 'POST /auth/logout', as: 'demo_member', request: () => ({ path: '/auth/logout' }) },
  {
    call: 'POST /user/profile',
    as: 'demo_member',
    request: () => ({ path: '/user/profile', body: { display_name: 'Member M' } }),
  },
  {
    call: 'POST /user/settings',
    as: 'demo_member',
    request: () => ({
      path: '/user/settings',
      body: { chat_user_sort: 'username', dark_mode_enabled: true },
    }),
  },
  {
    call: 'POST /avatar/upload',
    as: 'demo_member',
    request: () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
      return { path: '/avatar/upload', body: form };
    },
  },
  { call: 'GET /user/resend_email', as: 'demo_newbie', request: get('/user/resend_email') },
  {
    call: 'POST /media/purchase/{id}',
    as: 'demo_whale',
    request: (sim) => ({ path: `/media/purchase/${mediaOf(sim)?.id}`, body: { source: 'media_page' } }),
  },
  {
    call: 'POST /tip/{id}',
    as: 'demo_member',
    request: () => ({
      path: '/tip/4',
      body: { amount: 25, comment: 'hi', source_id: 1, type: 'public', app_data: null },
    }),
  },
  { call: 'GET /billing/product_av', as: 'demo_unverified', request: get('/billing/product_av') },
  { call: 'GET /billing/fling_live_site', request: get('/billing/fling_live_site') },
  { call: 'GET /billing/promos', request: get('/billing/promos?advert_id=xv300wo') },
  {
    call: 'POST /billing/products',
    as: 'demo_member',
    request: () => ({
      path: '/billing/products',
      body: { advert_id: null, biller_pref: 'credit', crypto: 0, popup_requested: 1 },
    }),
  },
  { call: 'GET /billing/show-live-help', as: 'demo_member', request: get('/billing/show-live-help') },
  { call: 'GET /payment/daily-limit', as: 'demo_member', request: get('/payment/daily-limit') },
  { call: 'GET /billing/purchase-link', as: 'demo_member', request: get('/billing/purchase-link') },
  {
    call: 'POST /billing/oneclick/{productId}',
    as: 'demo_member',
    request: () => ({
      path: '/billing/oneclick/credit_100',
      body: { cardId: 'stored', autoReUpsSettings: { enabled: false } },
    }),
  },
  {
    call: 'GET /v1/billing/postpay_decline',
    as: 'demo_postpay',
    request: get('/v1/billing/postpay_decline'),
    expect: [302],
  },
  { call: 'GET /billing/products_rcc', request: get('/billing/products_rcc') },
  { call: 'GET /promo-wheel/spins', as: 'demo_newbie', request: get('/promo-wheel/spins') },
  { call: 'GET /media/banner/list', request: get('/media/banner/list') },
  { call: 'GET /user/{username}/notes', as: 'demo_member', request: get(`/user/${model}/notes`) },
  { call: 'GET /user/{username}/media', request: get(`/user/${model}/media`) },
  {
    call: 'POST /onesignal_subscribed',
    as: 'demo_member',
    request: () => ({ path: '/onesignal_subscribed', body: { player_id: 'p-1' } }),
  },
  // Spec 2 section 7.
  {
    call: 'POST /thumb-tracker/click',
    request: () => ({ path: '/thumb-tracker/click', body: { thumbUrl: '/api/img/thumb/demo_model.svg' } }),
  },
  {
    call: 'POST /browse/react/home/custom/setting',
    as: 'demo_member',
    request: () => ({
      path: '/browse/react/home/custom/setting',
      body: { sectionList: ['top-rated', 'tags'] },
    }),
  },
  {
    call: 'GET /browse/react/home/custom',
    as: 'demo_member',
    request: get('/browse/react/home/custom?gender-hide=men'),
  },
  { call: 'GET /browse/react/home/section', request: get('/browse/react/home/section?gender-hide=') },
  ...browsePaths.map((path) => ({
    call: 'GET /browse/react{path}',
    as: 'demo_member',
    request: get(`/browse/react${path}${path.includes('?') ? '&' : '?'}p=1&perPage=98`),
  })),
  ...browsePaths.slice(0, 5).map((path) => ({
    call: 'GET /browse/react/v2{path}',
    request: get(`/browse/react/v2${path}?p=1&perPage=40`),
  })),
  { call: 'GET /user/model_shows', as: 'demo_member', request: get('/user/model_shows?type=react') },
  {
    call: 'GET /browse/react/search/voyeurcam-casa-salsa',
    request: get('/browse/react/search/voyeurcam-casa-salsa?sortByConnection=1'),
  },
  { call: 'GET /user/like', as: 'demo_member', request: get('/user/like') },
  { call: 'GET /tokens/pending', as: 'demo_newbie', request: get('/tokens/pending?ssr=1') },
  { call: 'GET /video/streamer_settings', as: 'demo_model', request: get('/video/streamer_settings') },
  { call: 'GET /chat/{username}/fans', request: get(`/chat/${model}/fans?profile=1`) },
  {
    call: 'GET /chat/react/{username}',
    as: 'demo_member',
    request: get(`/chat/react/${model}?gender-hide=`),
  },
  {
    call: 'GET /media/get/{id}',
    as: 'demo_member',
    request: (sim) => ({ path: `/media/get/${mediaOf(sim)?.id}` }),
  },
  {
    call: 'GET /video/spy/{username}/preview-duration',
    as: 'demo_member',
    request: (sim) => ({ path: `/video/spy/${privateRoom(sim)}/preview-duration` }),
  },
  {
    call: 'POST /video/spy/{username}',
    as: 'demo_whale',
    request: (sim) => ({ path: `/video/spy/${privateRoom(sim)}` }),
  },
  {
    call: 'POST /video/spyend/{username}',
    as: 'demo_whale',
    request: (sim) => ({ path: `/video/spyend/${privateRoom(sim)}` }),
  },
  {
    call: 'POST /private/{username}/end',
    as: 'demo_member',
    request: () => ({ path: `/private/${model}/end` }),
    expect: [409],
  },
  // Spec 3 section 7.
  { call: 'GET /exclusive-videos/list', request: get('/exclusive-videos/list') },
  { call: 'GET /faq', request: get('/faq') },
  { call: 'GET /faq/{slug}', request: get('/faq/private-shows') },
  { call: 'GET /free-porn', request: get('/free-porn?o=popular&p=1&tag=&q=') },
  {
    call: 'GET /free-porn/model/{username}',
    request: (sim) => ({ path: `/free-porn/model/${sim.world.data.freeVideos[0]?.username}?p=1` }),
  },
  { call: 'GET /free-porn/model', request: get('/free-porn/model?p=1') },
  {
    call: 'GET /free-porn/video/{slug}',
    request: (sim) => ({ path: `/free-porn/video/${sim.world.data.freeVideos[0]?.slug}?perPage=30` }),
  },
  {
    call: 'GET /free-porn/video-by-id/{id}',
    request: (sim) => ({ path: `/free-porn/video-by-id/${sim.world.data.freeVideos[0]?.id}?perPage=30` }),
  },
  { call: 'GET /legal/document/{id}', as: 'demo_model', request: get('/legal/document/1') },
  {
    call: 'POST /legal/document/sign',
    as: 'demo_model',
    request: (sim) => ({
      path: '/legal/document/sign',
      body: { secret: sim.world.data.legal[0]?.secret, signature: 'Demo Model' },
    }),
  },
  { call: 'GET /media/top_model/list', request: get('/media/top_model/list?page=1') },
  { call: 'GET /media/top_model/month', request: get('/media/top_model/month') },
  { call: 'GET /media/list/{type}', request: get('/media/list/picture?page=1&sort_by=popular&tag=') },
  { call: 'GET /media/user/playlist', as: 'demo_member', request: get('/media/user/playlist') },
  { call: 'GET /media/index/{a}/{b}', request: get(`/media/index/${model}/video?free=0`) },
  {
    call: 'DELETE /media/purchase/{id}',
    as: 'demo_member',
    request: (sim) => ({
      path: `/media/purchase/${sim.world.purchasedMediaIds(sim.world.accountByName('demo_member') as never)[0]}`,
    }),
  },
  {
    call: 'POST /media/purchase/restore/{id}',
    as: 'demo_member',
    request: (sim) => ({
      path: `/media/purchase/restore/${sim.world.purchasedMediaIds(sim.world.accountByName('demo_member') as never)[0]}`,
    }),
  },
  { call: 'GET /press', request: get('/press?page=1&outlet=') },
  {
    call: 'GET /redir/{key}/verify',
    request: (sim) => ({ path: `/redir/${[...sim.world.data.redirectKeys.keys()][0]}/verify` }),
  },
  { call: 'GET /speed-date/v2/video', as: 'demo_member', request: get('/speed-date/v2/video') },
  {
    call: 'POST /speed-date/v2/match/request',
    as: 'demo_member',
    request: () => ({ path: '/speed-date/v2/match/request', body: { streamActive: true } }),
  },
  {
    call: 'POST /speed-date/v2/match/update',
    as: 'demo_member',
    request: () => ({ path: '/speed-date/v2/match/update', body: { streamActive: true } }),
  },
  {
    call: 'POST /speed-date/v2/match/accept',
    as: 'demo_member',
    request: () => ({ path: '/speed-date/v2/match/accept', body: { broadcastUsername: 'nobody' } }),
    expect: [409],
  },
  {
    call: 'POST /speed-date/v2/stop',
    as: 'demo_member',
    request: () => ({ path: '/speed-date/v2/stop', body: { block: false, toBroadcastUsername: '' } }),
  },
  {
    call: 'POST /speed-date/report',
    as: 'demo_member',
    request: () => ({ path: '/speed-date/report', body: { match: 'someone', stillBase64: 'aGk=' } }),
  },
  { call: 'GET /tags/index', request: get('/tags/index?page=1&sort=popular') },
  { call: 'GET /tags/{gender}', request: get('/tags/girls') },
  { call: 'GET /versus-tournament/leaderboard', request: get('/versus-tournament/leaderboard') },
  { call: 'GET /versus-tournament/leaderboard/{id}', request: get('/versus-tournament/leaderboard/2') },
  {
    call: 'GET /ai/model/{username}',
    request: (sim) => ({
      path: `/ai/model/${sim.world.data.models.find((candidate) => candidate.model?.isAi)?.username}`,
    }),
  },
  { call: 'GET /ai/browse/{path}', request: get('/ai/browse/girls?p=1&nsfw=0') },
  {
    call: 'POST /ai/image/generate/prompt/{modelId}',
    as: 'demo_member',
    request: (sim) => ({
      path: `/ai/image/generate/prompt/${sim.world.data.models.find((candidate) => candidate.model?.isAi)?.id}`,
      body: { message: 'a sunny beach' },
    }),
  },
  { call: 'GET /dickratings/model/{username}', request: get(`/dickratings/model/${model}`) },
  { call: 'GET /dickratings/open_request', request: get('/dickratings/open_request') },
  { call: 'POST /tikichat/data', as: 'demo_member', request: () => ({ path: '/tikichat/data' }) },
  {
    call: 'POST /tikichat/next',
    as: 'demo_member',
    request: () => ({
      path: '/tikichat/next',
      body: { data: { advertId: 'ad-1', broadcastServer: 'tiki', gender: 'm' }, gender: 'f' },
    }),
  },
  {
    call: 'POST /tikichat/stop',
    as: 'demo_member',
    request: () => ({ path: '/tikichat/stop', body: { block: true, toBroadcastUsername: '' } }),
  },
  { call: 'POST /tikichat/report', as: 'demo_member', request: () => ({ path: '/tikichat/report' }) },
  {
    call: 'POST /ccbill/oauth_token',
    as: 'demo_unverified',
    request: () => ({ path: '/ccbill/oauth_token' }),
  },
  {
    call: 'POST /age-verification',
    as: 'demo_unverified',
    request: () => ({
      path: '/age-verification',
      body: {
        address: '1 Main St',
        birth_date: '1990-04-02',
        city: 'Austin',
        country: 'US',
        state: 'TX',
        zip: '73301',
        email: 'unverified@sim.test',
        first_name: 'Una',
        last_name: 'Verified',
        payment_token: 'pt-1',
        card: { exp_month: '12', exp_year: '2030', first6: '424242', last4: '4242' },
      },
    }),
  },
  {
    call: 'GET /incode/url/user-age-estimation',
    as: 'demo_unverified',
    request: get('/incode/url/user-age-estimation'),
  },
  {
    call: 'GET /incode/url/user-age-verification',
    as: 'demo_unverified',
    request: get('/incode/url/user-age-verification'),
  },
  { call: 'GET /yoti/url', as: 'demo_unverified', request: get('/yoti/url?type=TYPE_DOC_SCAN') },
];

describe('every API call of the spec is answered', () => {
  const sim = createSimulation({ seed: 'walk' });
  const handlers = createHandlers(sim);

  it.each(specCalls.map((call, index) => [`${call.call} #${index}`, call] as const))(
    '%s',
    async (_name, call) => {
      const client = new TestClient(handlers);
      if (call.as) await client.login(call.as);
      const { path, body } = call.request(sim);
      const method = call.call.split(' ')[0] as string;
      const answer = await client.request(method, path, body);
      expect(answer.response, `${method} ${path} unanswered`).toBeDefined();
      expect(call.expect ?? [200, 201], `${method} ${path}: ${answer.text.slice(0, 200)}`).toContain(
        answer.status,
      );
      if (answer.status !== 302) expect(answer.json ?? answer.text).toBeTruthy();
    },
  );
});

describe('the API contract document', () => {
  it('documents every route the simulator declares', () => {
    const routes: RouteInfo[] = [];
    createHandlers(createSimulation(), routes);
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const documented = (route: RouteInfo) => {
      const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '{path}');
      return doc.includes(`${route.method.toUpperCase()} ${path}`);
    };
    expect(
      routes
        .filter((route) => !documented(route))
        .map((route) => `${route.method.toUpperCase()} ${route.path}`),
    ).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });
});
