import type { Variant } from './hosts';

/** The account verification page: just /verify on the second-brand subdomain (spec 1 section 2). */
export function verifyPath(variant: Variant): string {
  return variant === 'second-brand' ? '/verify' : '/account/verify';
}

/** Every page links to the main site with the same path. */
export function canonicalUrl(mainDomainUrl: string, pathname: string): string {
  return `${mainDomainUrl.replace(/\/+$/, '')}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** Social-card images differ for one site (the AI site) and for the games page. */
export function socialImagePath(variant: Variant, pathname: string): string {
  if (pathname === '/games' || pathname.startsWith('/games/')) return '/social/games.png';
  if (variant === 'ai') return '/social/ai.png';
  return '/social/default.png';
}
