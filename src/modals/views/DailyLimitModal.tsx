import { useTranslation } from 'react-i18next';
import type { ModalViewProps } from '../registry';

/** over_daily_limit (variant verify: raise the limit by verifying) and user_daily_limit (variant low). */
export default function DailyLimitModal({ params }: ModalViewProps) {
  const { t } = useTranslation();
  return (
    <p data-variant={params.variant === 'verify' ? 'verify' : 'low'}>
      {params.variant === 'verify' ? t('tipModals.dailyLimitVerifyBody') : t('tipModals.dailyLimitLowBody')}
    </p>
  );
}
