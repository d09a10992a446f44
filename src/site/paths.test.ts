import { describe, expect, it } from 'vitest';
import { canonicalUrl, socialImagePath, verifyPath } from './paths';

describe('site paths', () => {
  it('sends the second brand to /verify and every other site to /account/verify', () => {
    expect(verifyPath('second-brand')).toBe('/verify');
    expect(verifyPath('default')).toBe('/account/verify');
    expect(verifyPath('white-label')).toBe('/account/verify');
  });

  it('builds the canonical link on the main site with the same path', () => {
    expect(canonicalUrl('https://livecams.example/', '/girls/new')).toBe(
      'https://livecams.example/girls/new',
    );
    expect(canonicalUrl('https://livecams.example', '/')).toBe('https://livecams.example/');
  });

  it('picks the games card on the games page, the AI card on the AI site, else the default card', () => {
    expect(socialImagePath('ai', '/games')).toBe('/social/games.png');
    expect(socialImagePath('default', '/games/wheel')).toBe('/social/games.png');
    expect(socialImagePath('ai', '/')).toBe('/social/ai.png');
    expect(socialImagePath('swiper', '/gamesmaster')).toBe('/social/default.png');
  });
});
