import type { Variant } from './hosts';

/**
 * Spec 1 section 2: banners, ads and promo elements are hidden on these paths (and everything under
 * them), for premium members, for models, in men's rooms, when the site's hide_banner is set, on
 * white-label sites, and on the chat site (its "small UI ban").
 */
export const bannerFreePaths = [
  '/login',
  '/register',
  '/models/signup',
  '/pg-login',
  '/free-register',
  '/verify-age',
  '/verify',
  '/account',
  '/inbox',
  '/support',
  '/faq',
  '/legal',
  '/press',
  '/affiliates',
  '/games',
  '/esports',
  '/email/subscription',
] as const;

export interface BannerContext {
  pathname: string;
  variant: Variant;
  /** The site's custom.hide_banner. */
  siteHidesBanner: boolean;
  viewer: { type?: string | null; membership?: string | null } | null;
  /** Gender of the performer whose room is open, when a room is open. */
  roomPerformerGender?: string | null;
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function bannersHidden(context: BannerContext): boolean {
  const path = context.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    bannerFreePaths.some((prefix) => isUnder(path, prefix)) ||
    path.endsWith('/fans') ||
    context.viewer?.membership === 'premium' ||
    context.viewer?.type === 'model' ||
    context.roomPerformerGender === 'm' ||
    context.siteHidesBanner ||
    context.variant === 'white-label' ||
    context.variant === 'chat'
  );
}
