import { describe, expect, it } from 'vitest';
import { brandVariantForHost, siteRequestFrom, variantFor } from './hosts';

describe('host -> site resolution', () => {
  it.each([
    ['livecams.example', 'default'],
    ['www.livecams.example', 'default'],
    ['aicams.example', 'ai'],
    ['camratings.example', 'ratings'],
    ['swipecams.example', 'swiper'],
    ['camswipe.example', 'swiper'],
    ['tikicams.example', 'swiper'],
    ['camchat.example', 'chat'],
    ['fling.livecams.example', 'second-brand'],
    ['localhost', 'default'],
    ['ai.localhost', 'ai'],
    ['tiki.localhost', 'swiper'],
    ['fling.localhost', 'second-brand'],
  ])('%s is the %s site', (host, variant) => {
    expect(variantFor(host, false)).toBe(variant);
  });

  it('leaves unknown hosts to the site configuration: white-label when it says so, else default', () => {
    expect(brandVariantForHost('velvet.localhost')).toBeNull();
    expect(variantFor('velvet.localhost', true)).toBe('white-label');
    expect(variantFor('unknown.example', false)).toBe('default');
  });

  it('lets the server white-label flag win over a brand host', () => {
    expect(variantFor('aicams.example', true)).toBe('white-label');
  });

  it('does not take a bare "fling" host for the second brand', () => {
    expect(brandVariantForHost('fling')).toBeNull();
  });

  it('turns ?site=<key> into the <key>.localhost host and forwards the key', () => {
    expect(siteRequestFrom({ hostname: 'localhost', search: '?site=AI' })).toEqual({
      host: 'ai.localhost',
      override: 'ai',
    });
    expect(siteRequestFrom({ hostname: 'Chat.Localhost', search: '' })).toEqual({
      host: 'chat.localhost',
      override: null,
    });
  });

  it('ignores an override that is not a plain site key', () => {
    expect(siteRequestFrom({ hostname: 'localhost', search: '?site=evil.example/x' })).toEqual({
      host: 'localhost',
      override: null,
    });
  });
});
