import { sanitizeCss } from '../security/sanitize-css';
import { withAdultNotice } from './adult-notice';
import { type SiteRequest, type Variant, variantFor } from './hosts';
import { type SiteConfig, type SiteCustom, themeColorKeys } from './site-config.schema';

/** Everything the shell renders differently per site, derived once from the host and the config. */
export interface Site {
  variant: Variant;
  /** Backend site code, e.g. `ai` or `wl_velvet`. */
  code: string;
  displayName: string;
  domainName: string;
  mainDomainUrl: string;
  /** Custom h1, meta title and description (white-label), with the teen rule applied. */
  heading: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  logo: { src: string; width: number | null; height: number | null } | null;
  favicon: string | null;
  hidesBanner: boolean;
  forcesDarkMode: boolean;
  /** White-label colours as CSS custom properties (`color_primary` -> `--color-primary`). */
  themeVariables: Record<string, string>;
  /** White-label custom CSS, sanitized. */
  customCss: string;
}

const cssVariable = (key: string) => `--${key.replaceAll('_', '-')}`;

function themeVariablesOf(custom: SiteCustom | null): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of themeColorKeys) {
    const value = custom?.[key];
    if (value) variables[cssVariable(key)] = value;
  }
  return variables;
}

const shown = (value: string | null | undefined) => (value?.trim() ? withAdultNotice(value.trim()) : null);

export function resolveSite(request: SiteRequest, config: SiteConfig): Site {
  const { site } = config;
  const variant = variantFor(request.host, site.is_whitelabel);
  // Only white-label sites may restyle themselves; a brand site's stray custom block is ignored.
  const custom = variant === 'white-label' ? (site.custom ?? null) : null;
  return {
    variant,
    code: site.sitecode,
    displayName: site.display_name,
    domainName: site.domain_name,
    mainDomainUrl: site.main_domain_url,
    heading: shown(custom?.h1_content),
    metaTitle: shown(custom?.meta_title),
    metaDescription: shown(custom?.meta_description),
    logo: custom?.logo_path
      ? { src: custom.logo_path, width: custom.logo_width ?? null, height: custom.logo_height ?? null }
      : null,
    favicon: custom?.favicon_url ?? null,
    hidesBanner: site.custom?.hide_banner === true,
    forcesDarkMode: custom?.force_dark_mode === true,
    themeVariables: themeVariablesOf(custom),
    customCss: custom?.custom_css ? sanitizeCss(custom.custom_css) : '',
  };
}
