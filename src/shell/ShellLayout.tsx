import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { ShellActorsProvider, useModalStackView } from '../app/shell-actors';
import { AccountSuspended, isSuspended } from '../errors/AccountSuspended';
import { useTranslation } from '../i18n/use-translation';
import { LiveContext } from '../live/live-context';
import { useLobbyConnection } from '../live/use-lobby-connection';
import { ModalHost } from '../modals/ModalHost';
import { currentUserQuery } from '../queries/current-user';
import { bannersHidden } from '../site/banners';
import type { Site } from '../site/site';
import { PromoBanner } from './PromoBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHead } from './SiteHead';
import { SiteHeader } from './SiteHeader';
import { Toaster } from './Toaster';

/** The app shell around every page: site theme, head tags, header, banners, footer, modals, toasts. */
export function ShellLayout({ site }: { site: Site }) {
  return (
    <ShellActorsProvider>
      <ShellFrame site={site} />
    </ShellActorsProvider>
  );
}

function ShellFrame({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { api } = useRouter().options.context;
  const live = useLobbyConnection();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: current } = useQuery(currentUserQuery(api));
  const modalOpen = useModalStackView().state === 'open';
  const viewer = current?.user ?? null;
  const dark = site.forcesDarkMode || current?.settings.dark_mode_enabled === true;
  const showBanners = !bannersHidden({
    pathname,
    variant: site.variant,
    siteHidesBanner: site.hidesBanner,
    viewer,
  });
  const suspended = isSuspended(viewer?.suspension_date, Date.now());

  return (
    <div
      className="app"
      data-site={site.variant}
      data-theme={dark ? 'dark' : 'light'}
      style={site.themeVariables as CSSProperties}
    >
      <SiteHead site={site} pathname={pathname} />
      <div className="page" inert={modalOpen}>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <SiteHeader site={site} />
        {showBanners && <PromoBanner />}
        {site.variant === 'second-brand' && (
          <p className="discreet-billing" data-notice="discreet-billing">
            {t('shell.discreetBilling')}
          </p>
        )}
        <main id="main">
          {suspended && viewer?.suspension_date ? (
            <AccountSuspended until={viewer.suspension_date} supportEmail={`support@${site.domainName}`} />
          ) : (
            <LiveContext.Provider value={live}>
              <Outlet />
            </LiveContext.Provider>
          )}
        </main>
        <SiteFooter site={site} />
      </div>
      <ModalHost />
      <Toaster />
    </div>
  );
}
