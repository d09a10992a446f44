import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import type { Site } from '../site/site';

export function SiteHeader({ site }: { site: Site }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="header-top">
        <Link to="/" className="brand" aria-label={t('shell.homeLink', { site: site.displayName })}>
          {site.logo ? (
            <img
              className="brand-logo"
              src={site.logo.src}
              alt=""
              width={site.logo.width ?? undefined}
              height={site.logo.height ?? undefined}
            />
          ) : (
            <span className="site-title">{site.displayName}</span>
          )}
        </Link>
      </div>
      <nav className="header-bottom" aria-label={t('shell.mainNavigation')}>
        <Link to="/" activeProps={{ 'aria-current': 'page' }}>
          {site.displayName}
        </Link>
      </nav>
    </header>
  );
}
