import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ModalLayer } from '../../machines/modal-stack/modal-stack.connect';
import { useModalStackView, useModals } from '../app/shell-actors';
import { isChunkLoadError, withChunkTimeout } from '../errors/chunk-load';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { useTranslation } from '../i18n/use-translation';
import { modalRegistry } from './registry';

/** Draws the modal stack. Escape asks the machine to close the top modal; it decides. */
export function ModalHost() {
  const view = useModalStackView();
  const { closeTop } = useModals();

  useEffect(() => {
    if (view.state !== 'open') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeTop();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view.state, closeTop]);

  return (
    <div className="modal-host" data-state={view.state} data-depth={view.layers.length}>
      {view.layers.map((layer) => (
        <ModalLayerView key={layer.id} layer={layer} />
      ))}
    </div>
  );
}

function ModalLayerView({ layer }: { layer: ModalLayer }) {
  const { t } = useTranslation();
  const modals = useModals();
  const dialog = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const registration = modalRegistry[layer.kind];
  const titleId = `${layer.id}-title`;
  const close = () => modals.close(layer.id);

  // A new lazy component per attempt, so Retry loads the chunk again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to recreate it.
  const View = useMemo(
    () => (registration ? lazy(() => withChunkTimeout(registration.load())) : null),
    [registration, attempt],
  );

  useEffect(() => {
    if (layer.isTop) dialog.current?.focus();
  }, [layer.isTop]);

  return (
    <div className="modal-layer" style={{ zIndex: 100 + layer.depth }} inert={!layer.isTop}>
      <div className="modal-backdrop" />
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal={layer.kind}
        data-state={layer.isTop ? 'top' : 'covered'}
      >
        <header className="modal-header">
          <h2 id={titleId}>{t(registration?.titleKey ?? 'modal.unavailableTitle')}</h2>
          <button type="button" className="modal-close" onClick={close} aria-label={t('modal.close')}>
            ×
          </button>
        </header>
        {View ? (
          <ErrorBoundary
            fallback={(error, reset) => (
              <div className="modal-error" data-state="failed">
                <p>{isChunkLoadError(error) ? t('errors.chunkMessage') : t('errors.genericMessage')}</p>
                <button
                  type="button"
                  className="button-primary"
                  onClick={() => {
                    setAttempt((count) => count + 1);
                    reset();
                  }}
                >
                  {t('errors.chunkRetry')}
                </button>
              </div>
            )}
          >
            <Suspense fallback={<p role="status">{t('modal.loading')}</p>}>
              <View params={layer.params} close={close} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p>{t('modal.unavailableMessage')}</p>
        )}
      </div>
    </div>
  );
}
