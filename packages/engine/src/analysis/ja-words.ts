import { KATAKANA_WORDS, TWO_KANJI_WORDS } from './ja-word-list';
import { sortedListLookup } from './sorted-list';

/**
 * Whether a two-kanji string is an everyday Japanese word (王手, 青空), as IPADIC lists it: a binary
 * search over the generated fixed-width list, no table in memory.
 */
export function isJapaneseWord(term: string): boolean {
  if (term.length !== 2) return false;
  let lo = 0;
  let hi = TWO_KANJI_WORDS.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const word = TWO_KANJI_WORDS.slice(mid * 2, mid * 2 + 2);
    if (word === term) return true;
    if (word < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Whether a katakana string is a loanword of IPADIC (ライト, プラン, ディスプレイ). */
export const isKatakanaWord = sortedListLookup(KATAKANA_WORDS);
