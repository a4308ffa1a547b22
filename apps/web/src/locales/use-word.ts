import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { wordIn, type Word } from './words';

/** The contract's words in the reader's language: `const word = useWord(); word(CARD_SIDE_NAMES.front)`. */
export function useWord() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((word: Word) => wordIn(word, lang), [lang]);
}
