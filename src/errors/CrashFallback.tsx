import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { version as clientVersion } from '../../package.json';
import { logMutations } from '../queries/logs';
import { ErrorPage } from './ErrorPage';

/**
 * A view crashed: report it once to POST /log/react-error, then show the code the server returns,
 * or 'Error code not available.' when it returns none or the report fails.
 */
export function CrashFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { api } = useRouter().options.context;
  const report = useMutation(logMutations.reactError(api));
  const reported = useRef(false);

  useEffect(() => {
    // Once per crash, also under StrictMode's double effect run.
    if (reported.current) return;
    reported.current = true;
    const crash = error instanceof Error ? error : new Error(String(error));
    report.mutate({
      clientVersion,
      errorMessage: crash.message,
      stack: crash.stack ?? '',
      time: Date.now(),
      url: window.location.href,
    });
  }, [error, report.mutate]);

  const state = report.isPending || report.isIdle ? 'reporting' : report.data ? 'reported' : 'unavailable';
  const line =
    state === 'reporting'
      ? t('errors.crashReporting')
      : report.data
        ? t('errors.crashCode', { code: report.data })
        : t('errors.crashCodeUnavailable');

  return (
    <ErrorPage kind="crash" title={t('errors.genericTitle')} message={t('errors.crashMessage')}>
      <p className="crash-code" data-state={state} aria-live="polite">
        {line}
      </p>
    </ErrorPage>
  );
}
