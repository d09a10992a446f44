import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BannerContext, bannerFreePaths, bannersHidden } from './banners';

const visitor: BannerContext = {
  pathname: '/',
  variant: 'default',
  siteHidesBanner: false,
  viewer: null,
};

describe('banner rules', () => {
  it('shows banners to an ordinary visitor on the home and room pages', () => {
    expect(bannersHidden(visitor)).toBe(false);
    expect(bannersHidden({ ...visitor, pathname: '/someModel', roomPerformerGender: 'f' })).toBe(false);
    expect(bannersHidden({ ...visitor, viewer: { type: 'user', membership: 'vip' } })).toBe(false);
  });

  it.each(['/login', '/account/tokens', '/faq/', '/games', '/someModel/fans', '/FAQ'])(
    'hides them on %s',
    (pathname) => {
      expect(bannersHidden({ ...visitor, pathname })).toBe(true);
    },
  );

  it('matches listed paths by whole segments only', () => {
    expect(bannersHidden({ ...visitor, pathname: '/gamesmaster' })).toBe(false);
    expect(bannersHidden({ ...visitor, pathname: '/verifyme' })).toBe(false);
  });

  it('hides them for premium members, models and in men’s rooms', () => {
    expect(bannersHidden({ ...visitor, viewer: { membership: 'premium' } })).toBe(true);
    expect(bannersHidden({ ...visitor, viewer: { type: 'model' } })).toBe(true);
    expect(bannersHidden({ ...visitor, roomPerformerGender: 'm' })).toBe(true);
  });

  it('hides them on hide_banner, white-label and chat sites', () => {
    expect(bannersHidden({ ...visitor, siteHidesBanner: true })).toBe(true);
    expect(bannersHidden({ ...visitor, variant: 'white-label' })).toBe(true);
    expect(bannersHidden({ ...visitor, variant: 'chat' })).toBe(true);
  });

  it('hides them anywhere under a listed path, whatever else holds', () => {
    const suffix = fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,3}$/);
    fc.assert(
      fc.property(fc.constantFrom(...bannerFreePaths), suffix, (prefix, rest) => {
        expect(bannersHidden({ ...visitor, pathname: `${prefix}${rest}` })).toBe(true);
      }),
    );
  });
});
