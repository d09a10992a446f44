import { useTranslation } from '../../i18n/use-translation';

/** not_enough_tokens: the token-purchase flow starts here (the billing feature fills in the products). */
export default function TipPurchaseModal() {
  const { t } = useTranslation();
  return <p>{t('tipModals.purchaseBody')}</p>;
}
