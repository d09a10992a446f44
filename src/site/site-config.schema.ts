import { z } from 'zod/mini';

/**
 * GET /site_config, validated at the boundary (spec 1 section 3). Fields the app relies on are
 * required; an invalid optional value (a colour that is not a colour, a logo URL off-site) is dropped
 * rather than failing the whole site, and anything malformed in the required core is an error.
 */

/** Backends send flags as booleans, 0/1 or '0'/'1'. */
const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]),
  z.transform((value) => value === true || value === 1 || value === '1'),
);
const optionalFlag = z.catch(z.optional(flag), undefined);

const text = z.catch(z.nullish(z.string()), null);
const size = z.catch(z.nullish(z.number().check(z.positive(), z.lte(1000))), null);

/** Hex or functional colour notation; nothing that could close the declaration. */
const color = z.catch(
  z.nullish(z.string().check(z.regex(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/i))),
  null,
);

/** A site path or an https URL: favicons and logos. */
const assetUrl = z.catch(z.nullish(z.string().check(z.regex(/^(\/(?!\/)|https:\/\/)[^\s"'()<>]*$/))), null);

export const themeColorKeys = [
  'color_primary',
  'color_primary_text',
  'color_primary_action',
  'color_primary_action_text',
  'color_secondary',
  'color_secondary_text',
  'color_secondary_action',
  'color_secondary_action_text',
  'color_header_top',
  'color_header_top_text',
  'color_header_bottom',
  'color_header_bottom_text',
] as const;

const customSchema = z.object({
  h1_content: text,
  meta_title: text,
  meta_description: text,
  logo_path: assetUrl,
  logo_width: size,
  logo_height: size,
  hide_banner: optionalFlag,
  hide_explicit: optionalFlag,
  custom_css: text,
  force_dark_mode: optionalFlag,
  favicon_url: assetUrl,
  color_primary: color,
  color_primary_text: color,
  color_primary_action: color,
  color_primary_action_text: color,
  color_secondary: color,
  color_secondary_text: color,
  color_secondary_action: color,
  color_secondary_action_text: color,
  color_header_top: color,
  color_header_top_text: color,
  color_header_bottom: color,
  color_header_bottom_text: color,
});

export const siteSchema = z.object({
  display_name: z.string().check(z.minLength(1)),
  domain_name: z.string(),
  is_whitelabel: flag,
  main_domain_url: z.string().check(z.regex(/^https?:\/\/[^\s/]+/)),
  owner_webmaster_username: z.catch(z.nullish(z.string()), null),
  sitecode: z.string(),
  custom: z.nullish(customSchema),
});

export const siteConfigSchema = z.object({
  csrf: z.string(),
  version: z.string(),
  isFlingSubdomain: optionalFlag,
  isUsingDevDb: optionalFlag,
  site: siteSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteCustom = NonNullable<SiteConfig['site']['custom']>;
