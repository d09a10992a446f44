import { useTranslation } from '../i18n/use-translation';
import { canonicalUrl, socialImagePath } from '../site/paths';
import type { Site } from '../site/site';

/**
 * Head tags of every page (React hoists them into <head>): title, description, the canonical link to
 * the main site with the same path, social cards, favicon; and the white-label custom CSS, as text.
 */
export function SiteHead({ site, pathname }: { site: Site; pathname: string }) {
  const { t } = useTranslation();
  const title = site.metaTitle ?? site.displayName;
  const description = site.metaDescription ?? t('shell.metaDescription', { site: site.displayName });
  const canonical = canonicalUrl(site.mainDomainUrl, pathname);
  const image = new URL(socialImagePath(site.variant, pathname), window.location.origin).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="rating" content="adult" />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.displayName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      {site.favicon && <link rel="icon" href={site.favicon} />}
      {site.customCss && <style data-site-css="">{site.customCss}</style>}
    </>
  );
}
