import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { version as clientVersion } from '../../package.json';
import { useTranslation } from '../i18n/use-translation';
import { type ReactErrorReport, reportReactError } from '../queries/logs';
import { ErrorPage } from './ErrorPage';

type Outcome = { state: 'reporting' } | { state: 'reported'; code: string } | { state: 'unavailable' };

/** A view crashed: report it to POST /log/react-error and show the code the server returns. */
export function CrashFallback({ error }: { error: unknown }) {
  const { api } = useRouter().options.context;
  return <CrashScreen error={error} report={(report) => reportReactError(api, report)} />;
}

interface CrashScreenProps {
  error: unknown;
  report: (report: ReactErrorReport) => Promise<string | null>;
}

/** Shows the returned code, or 'Error code not available.' when there is none or the report fails. */
export function CrashScreen({ error, report }: CrashScreenProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'reporting' });
  const reported = useRef(false);

  useEffect(() => {
    // Once per crash, also under StrictMode's double effect run.
    if (reported.current) return;
    reported.current = true;
    const crash = error instanceof Error ? error : new Error(String(error));
    report({
      clientVersion,
      errorMessage: crash.message,
      stack: crash.stack ?? '',
      time: Date.now(),
      url: window.location.href,
    }).then(
      (code) => setOutcome(code ? { state: 'reported', code } : { state: 'unavailable' }),
      () => setOutcome({ state: 'unavailable' }),
    );
  }, [error, report]);

  const line =
    outcome.state === 'reporting'
      ? t('errors.crashReporting')
      : outcome.state === 'reported'
        ? t('errors.crashCode', { code: outcome.code })
        : t('errors.crashCodeUnavailable');

  return (
    <ErrorPage kind="crash" title={t('errors.genericTitle')} message={t('errors.crashMessage')}>
      <p className="crash-code" data-state={outcome.state} aria-live="polite">
        {line}
      </p>
    </ErrorPage>
  );
}
