/**
 * Seeded site records: one per site variant of spec 1 section 1, in the backend's wire shape
 * (GET /site_config `site`). Each lists the host names it answers for, in production and as
 * `*.localhost` in development; `key` is what the development `?site=` override names.
 */

export interface SiteCustom {
  h1_content?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  logo_path?: string | null;
  logo_width?: number | null;
  logo_height?: number | null;
  hide_banner?: boolean;
  hide_explicit?: boolean;
  show_offline_pic_on_browse_page?: boolean;
  wl_transcode?: boolean;
  google_analytics_id?: string | null;
  google_analytics_4_id?: string | null;
  custom_css?: string | null;
  force_dark_mode?: boolean;
  favicon_url?: string | null;
  color_primary?: string | null;
  color_primary_text?: string | null;
  color_primary_action?: string | null;
  color_primary_action_text?: string | null;
  color_secondary?: string | null;
  color_secondary_text?: string | null;
  color_secondary_action?: string | null;
  color_secondary_action_text?: string | null;
  color_header_top?: string | null;
  color_header_top_text?: string | null;
  color_header_bottom?: string | null;
  color_header_bottom_text?: string | null;
  is_allow_affiliate_id?: boolean;
}

export interface SiteRecord {
  display_name: string;
  domain_name: string;
  is_whitelabel: boolean;
  main_domain_url: string;
  owner_webmaster_username: string | null;
  sitecode: string;
  custom: SiteCustom | null;
}

export interface SeededSite {
  key: string;
  hosts: string[];
  isFlingSubdomain: boolean;
  /** What GET /site_config answers as `site`; deliberately malformed for the `misconfigured` site. */
  site: SiteRecord | Record<string, unknown>;
}

const mainDomainUrl = 'https://livecams.example';

const brand = (
  key: string,
  display_name: string,
  domain_name: string,
  hosts: string[],
  isFlingSubdomain = false,
): SeededSite => ({
  key,
  hosts: [domain_name, ...hosts],
  isFlingSubdomain,
  site: {
    display_name,
    domain_name,
    is_whitelabel: false,
    main_domain_url: mainDomainUrl,
    owner_webmaster_username: null,
    sitecode: key,
    custom: null,
  },
});

export const seededSites: SeededSite[] = [
  brand('default', 'LiveCams', 'livecams.example', ['www.livecams.example', 'localhost', '127.0.0.1']),
  brand('ai', 'AI Cams', 'aicams.example', ['ai.localhost']),
  brand('ratings', 'Cam Ratings', 'camratings.example', ['ratings.localhost']),
  brand('swiper', 'SwipeCams', 'swipecams.example', [
    'camswipe.example',
    'tikicams.example',
    'swiper.localhost',
    'camswipe.localhost',
    'tiki.localhost',
  ]),
  brand('chat', 'CamChat', 'camchat.example', ['chat.localhost']),
  brand('fling', 'Fling Live', 'fling.livecams.example', ['fling.localhost'], true),
  {
    key: 'velvet',
    hosts: ['velvetcams.example', 'velvet.localhost'],
    isFlingSubdomain: false,
    site: {
      display_name: 'Velvet Lounge',
      domain_name: 'velvetcams.example',
      is_whitelabel: true,
      main_domain_url: 'https://velvetcams.example',
      owner_webmaster_username: 'velvet_webmaster',
      sitecode: 'wl_velvet',
      custom: {
        h1_content: 'Velvet Lounge: live teen and milf cams',
        meta_title: 'Velvet Lounge – live cams',
        meta_description: 'Velvet Lounge streams live models around the clock.',
        logo_path: '/sites/velvet/logo.svg',
        logo_width: 180,
        logo_height: 40,
        hide_banner: false,
        force_dark_mode: false,
        favicon_url: '/sites/velvet/favicon.svg',
        color_primary: '#7a1f3d',
        color_primary_text: '#ffffff',
        color_primary_action: '#a3294f',
        color_primary_action_text: '#ffffff',
        color_secondary: '#f6e9ee',
        color_secondary_text: '#3b0f1f',
        color_secondary_action: '#5c1730',
        color_secondary_action_text: '#ffffff',
        color_header_top: '#3b0f1f',
        color_header_top_text: '#ffffff',
        color_header_bottom: '#7a1f3d',
        color_header_bottom_text: '#ffffff',
        // Webmaster CSS arrives unfiltered; the client must strip the import and the script URL.
        custom_css:
          '@import url("https://tracker.example/x.css");\n' +
          '.site-title { letter-spacing: 0.04em; }\n' +
          'body { background-image: url("javascript:alert(1)"); }\n' +
          '</style><script>window.__velvetInjected = true</script>',
        is_allow_affiliate_id: true,
      },
    },
  },
  {
    key: 'noir',
    hosts: ['noircams.example', 'noir.localhost'],
    isFlingSubdomain: false,
    site: {
      display_name: 'Noir Cams',
      domain_name: 'noircams.example',
      is_whitelabel: true,
      main_domain_url: 'https://noircams.example',
      owner_webmaster_username: 'noir_webmaster',
      sitecode: 'wl_noir',
      custom: {
        h1_content: 'Noir Cams',
        meta_title: 'Noir Cams',
        meta_description: 'After-dark live cams.',
        logo_path: null,
        hide_banner: true,
        force_dark_mode: true,
        favicon_url: null,
        color_primary: '#f5c518',
        color_primary_text: '#111111',
        color_primary_action: '#f5c518',
        color_primary_action_text: '#111111',
        color_header_top: '#000000',
        color_header_top_text: '#f5c518',
        color_header_bottom: '#111111',
        color_header_bottom_text: '#ffffff',
        custom_css: null,
      },
    },
  },
  {
    // A white-label record broken on purpose: the client must show a clear error, never a blank page.
    key: 'misconfigured',
    hosts: ['misconfigured.localhost'],
    isFlingSubdomain: false,
    site: { display_name: 42, is_whitelabel: 'yes', custom: [] },
  },
];

const defaultSite = seededSites[0] as SeededSite;

/** The site a request is for: the `site` override key, else the host name, else the default site. */
export function siteFor(key: string | null, host: string): SeededSite {
  if (key) return seededSites.find((seeded) => seeded.key === key) ?? defaultSite;
  return seededSites.find((seeded) => seeded.hosts.includes(host)) ?? defaultSite;
}
