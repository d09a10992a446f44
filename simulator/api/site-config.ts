import { http } from 'msw';
import { siteFor } from '../world/sites';
import { apiPrefix, json } from './http';
import { csrfTokenFor } from './session';

/** The simulated client version the backend announces (v3.client.version compares against it). */
export const simulatedClientVersion = '0.1.0';

/**
 * GET /site_config: the site configuration for the site the request is for. The site is picked by the
 * development `site` query (the app forwards its `?site=` override), else by the page's host name:
 * a cross-origin call (the simulator server) names it in Origin, a same-origin one in its URL.
 */
export const siteConfigHandlers = [
  http.get(`${apiPrefix}/site_config`, ({ request }) => {
    const url = new URL(request.url);
    const origin = request.headers.get('origin');
    const host = origin ? new URL(origin).hostname : url.hostname;
    const seeded = siteFor(url.searchParams.get('site'), host);
    return json({
      approvedTagSlugs: ['bbw', 'latina', 'milf', 'teen', 'couple'],
      arePromoProductsEnabled: { freeTokensProduct: true, wheelProduct: true },
      bbPost: false,
      version: simulatedClientVersion,
      csrf: csrfTokenFor(request),
      csStreamStatus: 'ok',
      customLogo: null,
      customSpecialOfferParams: null,
      discordUrl: null,
      isFlingSubdomain: seeded.isFlingSubdomain,
      isUsingDevDb: true,
      isVideoStuckSurveyEnabled: false,
      oauthAvailable: { facebook: false, google: true },
      promo_offer_img: null,
      recaptchaPublicKey: '',
      site: seeded.site,
    });
  }),
];
