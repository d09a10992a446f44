import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface ErrorPageProps {
  title: string;
  message: string;
  /** Which error page this is, for tests and styling (`not-found`, `crash`, `chunk-load`, ...). */
  kind: string;
  children?: ReactNode;
}

/** The generic error page: title, message, homepage link (spec 1 section 2). */
export function ErrorPage({ title, message, kind, children }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <section className="error-page" data-error-page={kind} aria-labelledby="error-page-title">
      <h1 id="error-page-title">{title}</h1>
      <p>{message}</p>
      {children}
      {/* A full load, so the app starts clean after an error. */}
      <a className="error-page-home" href="/">
        {t('errors.homeLink')}
      </a>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage kind="not-found" title={t('errors.notFoundTitle')} message={t('errors.notFoundMessage')} />
  );
}
