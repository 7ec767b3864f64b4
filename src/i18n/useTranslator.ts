/**
 * The container-side hook: the lookup for the language on screen. Views never call it; a
 * container passes `t` (or the strings it picked) down as props. The design system's own words
 * (a dialog's 'Close', 'Scroll to top') come from it too, so a component rendered outside a store
 * (its own tests, say) reads English.
 */
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { translatorFor } from './catalogues';
import { initialLanguageState, shownLanguage, type LanguageState } from './languageSlice';
import type { Translate } from './translate';

const noSubscription = () => undefined;

export function useTranslator(): Translate {
  const store = useContext(ReactReduxContext)?.store;
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.subscribe(onChange) : noSubscription),
    [store],
  );
  const readLanguage = () =>
    shownLanguage(
      (store?.getState() as { language?: LanguageState } | undefined)?.language ??
        initialLanguageState,
    );
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  return useMemo(() => translatorFor(language), [language]);
}
