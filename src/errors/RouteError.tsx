import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiFailure } from '../api/client';
import { useTranslation } from '../i18n/use-translation';
import { ChunkLoadFailure } from './ChunkLoadFailure';
import { CrashFallback } from './CrashFallback';
import { isChunkLoadError } from './chunk-load';
import { ErrorPage } from './ErrorPage';

/**
 * What any route shows when it fails: a chunk that did not load gets a retry, an API failure gets
 * its clear message and a retry, anything else is a crash, reported to the server.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  if (error instanceof ApiFailure) {
    return (
      <ErrorPage kind="api" title={t('errors.genericTitle')} message={error.message}>
        <button type="button" className="button-primary" onClick={() => router.invalidate()}>
          {t('errors.retry')}
        </button>
      </ErrorPage>
    );
  }
  return <CrashFallback error={error} />;
}

/** The root route failed: most often GET /site_config, without which no site can be drawn. */
export function RootError(props: ErrorComponentProps) {
  const { t } = useTranslation();
  const { error } = props;
  const body =
    error instanceof ApiFailure && error.error.path.startsWith('/site_config') ? (
      <ErrorPage
        kind="site-unavailable"
        title={t('errors.siteUnavailableTitle')}
        message={t('errors.siteUnavailableMessage')}
      >
        <p className="error-details">{t('errors.details', { details: error.message })}</p>
        <button type="button" className="button-primary" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </button>
      </ErrorPage>
    ) : (
      <RouteError {...props} />
    );
  return (
    <div className="app" data-site="default" data-theme="light">
      <main id="main">{body}</main>
    </div>
  );
}
