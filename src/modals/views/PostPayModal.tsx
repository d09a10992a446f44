import { useTranslation } from '../../i18n/use-translation';

/** postpay_card_fail: the post-pay user's card was not charged. */
export default function PostPayModal() {
  const { t } = useTranslation();
  return <p>{t('tipModals.postPayBody')}</p>;
}
