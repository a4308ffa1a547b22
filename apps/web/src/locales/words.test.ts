import { describe, expect, it } from 'vitest';
import { CARD_PAPER_NAMES } from '@bo/contract';
import { wordIn, wordOf } from './words';

describe('the contract words in the reader language', () => {
  const front = { cn: '正面', en: 'Front' };
  it('reads the English half in en and the Chinese half otherwise', () => {
    expect(wordIn(front, 'en')).toBe('Front');
    expect(wordIn(front, 'cn')).toBe('正面');
    // A language i18next has not settled yet reads as the default, never as the literal "cn".
    expect(wordIn(front, '')).toBe('正面');
  });
  it('reads a keyed list by its key, and shows an unknown key as it is', () => {
    const [paper] = Object.keys(CARD_PAPER_NAMES) as (keyof typeof CARD_PAPER_NAMES)[];
    expect(wordOf(CARD_PAPER_NAMES, paper, 'en')).toBe(CARD_PAPER_NAMES[paper].en);
    expect(wordOf(CARD_PAPER_NAMES, 'linen-2099', 'en')).toBe('linen-2099');
  });
});
