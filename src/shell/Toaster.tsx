import { useToastList, useToasts } from '../app/shell-actors';
import { useTranslation } from '../i18n/use-translation';

/** The toast list of the toasts machine; each one leaves on its own timer or on Dismiss. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastList();
  const { dismiss } = useToasts();
  return (
    <section className="toaster" aria-label={t('toasts.region')}>
      <div aria-live="polite" data-count={toasts.length}>
        {toasts.map((toast) => (
          <div key={toast.id} className="toast" data-appearance={toast.appearance} data-toast-id={toast.id}>
            {toast.title && <strong className="toast-title">{toast.title}</strong>}
            <p>{toast.content}</p>
            <button type="button" className="toast-dismiss" onClick={() => dismiss(toast.id)}>
              {t('toasts.dismiss')}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
