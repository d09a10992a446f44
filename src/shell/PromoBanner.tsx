import { useModals } from '../app/shell-actors';
import { useTranslation } from '../i18n/use-translation';

/** The sign-up promo; the banner rules decide where it may show. */
export function PromoBanner() {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <aside className="promo-banner" data-banner="promo" aria-label={t('shell.promoAction')}>
      <p>{t('shell.promoBanner')}</p>
      <button
        type="button"
        className="button-primary"
        onClick={() => modals.open('sign-up', { variant: 'promo' })}
      >
        {t('shell.promoAction')}
      </button>
    </aside>
  );
}
