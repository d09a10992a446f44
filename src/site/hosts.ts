/**
 * Which site a request is for, by host name (spec 1 section 1). Brand variants are known here by
 * host; white-label domains are open-ended, so only the site configuration can say a host is one.
 * In development every variant is also reachable as `<key>.localhost`, or on any host with `?site=<key>`.
 */

export type BrandVariant = 'default' | 'ai' | 'ratings' | 'swiper' | 'chat' | 'second-brand';
export type Variant = BrandVariant | 'white-label';

/** Production host names of the brand sites. */
const productionHosts: Record<string, BrandVariant> = {
  'livecams.example': 'default',
  'www.livecams.example': 'default',
  'aicams.example': 'ai',
  'camratings.example': 'ratings',
  'swipecams.example': 'swiper',
  // The compact (swiper) site also runs under two other names.
  'camswipe.example': 'swiper',
  'tikicams.example': 'swiper',
  'camchat.example': 'chat',
};

/** Development aliases: Chromium resolves every *.localhost name to loopback. */
const developmentHosts: Record<string, BrandVariant> = {
  localhost: 'default',
  '127.0.0.1': 'default',
  'ai.localhost': 'ai',
  'ratings.localhost': 'ratings',
  'swiper.localhost': 'swiper',
  'camswipe.localhost': 'swiper',
  'tiki.localhost': 'swiper',
  'chat.localhost': 'chat',
};

/** The second brand lives on a `fling.` subdomain of any main domain. */
const secondBrandLabel = 'fling';

export interface SiteRequest {
  /** The host name the variant is chosen by (the `?site=` override turns into `<key>.localhost`). */
  host: string;
  /** The `?site=` override, forwarded to GET /site_config so the backend answers for that site. */
  override: string | null;
}

const siteKeyPattern = /^[a-z0-9-]{1,40}$/;

/** Reads the host and the development `?site=` override (ignored unless it is a plain site key). */
export function siteRequestFrom(location: { hostname: string; search: string }): SiteRequest {
  const raw = new URLSearchParams(location.search).get('site')?.toLowerCase() ?? '';
  const override = siteKeyPattern.test(raw) ? raw : null;
  const host = override ? `${override}.localhost` : location.hostname.toLowerCase().replace(/\.$/, '');
  return { host, override };
}

/** The brand variant a host name selects, or null when only the site configuration can tell. */
export function brandVariantForHost(host: string): BrandVariant | null {
  const known = productionHosts[host] ?? developmentHosts[host];
  if (known) return known;
  if (host.split('.')[0] === secondBrandLabel && host.includes('.')) return 'second-brand';
  return null;
}

/** The variant to render: the server's white-label flag wins, then the host, then the default site. */
export function variantFor(host: string, isWhiteLabel: boolean): Variant {
  if (isWhiteLabel) return 'white-label';
  return brandVariantForHost(host) ?? 'default';
}
