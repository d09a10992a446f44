import { useTranslation } from '../i18n/use-translation';
import { ErrorPage } from './ErrorPage';

/** A screen's files failed to load (timeout or missing file). Retry loads the page again. */
export function ChunkLoadFailure({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPage kind="chunk-load" title={t('errors.chunkTitle')} message={t('errors.chunkMessage')}>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('errors.chunkRetry')}
      </button>
    </ErrorPage>
  );
}
