import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A guest tried to tip: registering comes first (spec 2 section 6). */
export default function TipSignUpModal({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('tipModals.signUpBody')}</p>
      <Link to="/" className="button-primary" onClick={close} data-testid="register-link">
        {t('tipModals.signUpTitle')}
      </Link>
    </>
  );
}
