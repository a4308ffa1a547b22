import { pickLang } from './pick-lang';

/**
 * A word the server says too: a {cn, en} pair of the contract (a card side, a paper, a product
 * category, a plan measure). The console's own strings are i18next's (locales/<lang>.json); these
 * stay in the contract, where the server reads them for its messages and exports
 * (docs/decisions/0135-one-catalogue-a-side.md). In a component, `useWord` (use-word.ts).
 */
export type Word = { readonly cn: string; readonly en: string };

/** The word in a language (cn unless en). */
export const wordIn = (word: Word, lang: string) => pickLang(lang === 'en' ? 'en' : 'cn', word.cn, word.en);

/** A word of a keyed list in a language (a paper, a category); the key itself when the list lacks it. */
export const wordOf = <K extends string>(words: Record<K, Word>, key: string, lang: string) =>
  key in words ? wordIn(words[key as K], lang) : key;
