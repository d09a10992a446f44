import { describe, expect, it } from 'vitest';
import { siteRequestFrom } from './hosts';
import { resolveSite } from './site';
import { siteConfigSchema } from './site-config.schema';

const brandConfig = {
  csrf: 'token',
  version: '0.1.0',
  site: {
    display_name: 'AI Cams',
    domain_name: 'aicams.example',
    is_whitelabel: false,
    main_domain_url: 'https://livecams.example',
    owner_webmaster_username: null,
    sitecode: 'ai',
    custom: null,
  },
};

const whiteLabelConfig = {
  ...brandConfig,
  site: {
    ...brandConfig.site,
    display_name: 'Velvet Lounge',
    is_whitelabel: 1,
    sitecode: 'wl_velvet',
    custom: {
      h1_content: 'Velvet teen cams',
      meta_title: '  ',
      logo_path: '/sites/velvet/logo.svg',
      logo_width: 180,
      force_dark_mode: '1',
      hide_banner: 0,
      favicon_url: 'javascript:alert(1)',
      color_primary: '#7a1f3d',
      color_secondary: 'red; } body { display: none',
      custom_css: '@import url(https://x.example/a.css); .a { color: #fff }',
    },
  },
};

const parse = (body: unknown) => siteConfigSchema.parse(body);
const at = (hostname: string) => siteRequestFrom({ hostname, search: '' });

describe('site configuration', () => {
  it('resolves a brand site by host, without custom styling', () => {
    const site = resolveSite(at('ai.localhost'), parse(brandConfig));
    expect(site).toMatchObject({ variant: 'ai', displayName: 'AI Cams', themeVariables: {}, customCss: '' });
  });

  it('applies white-label custom colours, logo, dark mode and sanitized CSS', () => {
    const site = resolveSite(at('velvet.localhost'), parse(whiteLabelConfig));
    expect(site).toMatchObject({
      variant: 'white-label',
      heading: 'Velvet teen cams (18+)',
      metaTitle: null,
      logo: { src: '/sites/velvet/logo.svg', width: 180, height: null },
      forcesDarkMode: true,
      hidesBanner: false,
      themeVariables: { '--color-primary': '#7a1f3d' },
    });
    expect(site.customCss).toBe('.a { color: #fff }');
  });

  it('drops an invalid colour or off-site favicon instead of trusting it', () => {
    const site = resolveSite(at('velvet.localhost'), parse(whiteLabelConfig));
    expect(site.themeVariables).not.toHaveProperty('--color-secondary');
    expect(site.favicon).toBeNull();
  });

  it('rejects a configuration whose core is malformed', () => {
    const broken = siteConfigSchema.safeParse({ ...brandConfig, site: { display_name: 42, custom: [] } });
    expect(broken.success).toBe(false);
  });
});
