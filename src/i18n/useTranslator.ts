/**
 * The container-side hook: the lookup for the language on screen. Views never call it; a
 * container passes `t` (or the strings it picked) down as props.
 */
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { translatorFor } from './catalogues';
import { initialLanguageState, shownLanguage, type LanguageState } from './languageSlice';
import type { Translate } from './translate';

export function useTranslator(): Translate {
  const language = useSelector((root: { language?: LanguageState }) =>
    shownLanguage(root.language ?? initialLanguageState),
  );
  return useMemo(() => translatorFor(language), [language]);
}
