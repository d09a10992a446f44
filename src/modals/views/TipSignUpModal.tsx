import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ModalViewProps } from '../registry';

/** A guest tried to tip: registering comes first (spec 2 section 6). */
export default function TipSignUpModal({ close }: ModalViewProps) {
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
