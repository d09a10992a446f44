import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { ModalKind, ModalParams } from '../../machines/modal-stack';

export interface ModalViewProps {
  params: ModalParams;
  /** Closes this modal (wherever it sits in the stack). */
  close: () => void;
}

export interface ModalRegistration {
  /** i18n key of the dialog title, shown while the view's chunk still loads. */
  titleKey: ParseKeys;
  /** Loads the view lazily: each modal is its own chunk. */
  load: () => Promise<{ default: ComponentType<ModalViewProps> }>;
}

/**
 * The view of each modal kind (spec 1 section 2). A feature adds its kinds here as it lands; a kind
 * without a view opens as a plain "not available yet" dialog instead of failing.
 */
export const modalRegistry: Partial<Record<ModalKind, ModalRegistration>> = {
  terms: { titleKey: 'terms.title', load: () => import('./views/TermsModal') },
  'privacy-policy': { titleKey: 'privacy.title', load: () => import('./views/PrivacyModal') },
  // Tip errors (spec 1 section 8). A guest's tip opens 'sign-up', which the accounts feature draws.
  'purchase-tokens': { titleKey: 'tipModals.purchaseTitle', load: () => import('./views/TipPurchaseModal') },
  'post-pay': { titleKey: 'tipModals.postPayTitle', load: () => import('./views/PostPayModal') },
  'daily-low-limit': { titleKey: 'tipModals.dailyLimitTitle', load: () => import('./views/DailyLimitModal') },
  rating: { titleKey: 'rating.title', load: () => import('./views/RatingModal') },
};
