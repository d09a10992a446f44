import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { currentTranslator, onTranslatorLoaded } from './i18n';

/** Before the translator has loaded (only a slow first page's pending screen): no words, never keys. */
const noWords = (() => '') as unknown as TFunction;

/**
 * The app's translation hook: `t` for the page's language, re-rendering when the language changes.
 * Our own binding rather than react-i18next's, whose hook imports i18next itself and so would pull
 * the whole translator into the entry scripts (docs/decisions: lazy i18next).
 */
export function useTranslation(): { t: TFunction; language: string; ready: boolean } {
  const i18n = useSyncExternalStore(onTranslatorLoaded, currentTranslator);
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      i18n?.on('languageChanged', onChange);
      return () => {
        i18n?.off('languageChanged', onChange);
      };
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n?.language ?? '');
  return useMemo(
    () => ({ t: i18n ? i18n.getFixedT(language) : noWords, language, ready: i18n !== null }),
    [i18n, language],
  );
}
