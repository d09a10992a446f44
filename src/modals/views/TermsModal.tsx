import { useModals } from '../../app/shell-actors';
import { useTranslation } from '../../i18n/use-translation';

/** Terms and conditions; links on to the privacy policy, which opens on top of it. */
export default function TermsModal() {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <>
      <p>{t('terms.body')}</p>
      <button type="button" className="button-link" onClick={() => modals.open('privacy-policy')}>
        {t('terms.privacyLink')}
      </button>
    </>
  );
}
