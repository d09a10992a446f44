import { useTranslation } from '../../i18n/use-translation';

export default function PrivacyModal() {
  const { t } = useTranslation();
  return <p>{t('privacy.body')}</p>;
}
