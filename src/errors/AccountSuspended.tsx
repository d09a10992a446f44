import { useTranslation } from '../i18n/use-translation';

interface AccountSuspendedProps {
  /** The suspension end date, as the server sent it. */
  until: string;
  supportEmail: string;
}

/** Spec 1 section 2: 'Account suspended', with the end date and a support contact. */
export function AccountSuspended({ until, supportEmail }: AccountSuspendedProps) {
  const { t, language } = useTranslation();
  const end = new Date(until);
  const date = Number.isNaN(end.getTime())
    ? until
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(end);
  return (
    <section className="error-page" data-error-page="account-suspended" aria-labelledby="suspended-title">
      <h1 id="suspended-title">{t('errors.suspendedTitle')}</h1>
      <p>{t('errors.suspendedUntil', { date })}</p>
      <p>
        {t('errors.suspendedContact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </section>
  );
}

/** A suspension still in force at `now` (a missing or unreadable date is not one). */
export function isSuspended(suspensionDate: string | null | undefined, now: number): boolean {
  if (!suspensionDate) return false;
  const end = Date.parse(suspensionDate);
  return Number.isFinite(end) && end > now;
}
