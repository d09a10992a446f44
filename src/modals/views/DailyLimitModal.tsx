import type { ModalParams } from '../../../machines/modal-stack';
import { useTranslation } from '../../i18n/use-translation';

/** over_daily_limit (variant verify: raise the limit by verifying) and user_daily_limit (variant low). */
export default function DailyLimitModal({ params }: { params: ModalParams }) {
  const { t } = useTranslation();
  return (
    <p data-variant={params.variant === 'verify' ? 'verify' : 'low'}>
      {params.variant === 'verify' ? t('tipModals.dailyLimitVerifyBody') : t('tipModals.dailyLimitLowBody')}
    </p>
  );
}
