import { useTranslation } from 'react-i18next';

export default function PrivacyModal() {
  const { t } = useTranslation();
  return <p>{t('privacy.body')}</p>;
}
