/**
 * Membership in a generated sorted word list ('|'-joined lines, sorted by UTF-16 code units): the
 * lines are split once, on first use, into one array that is binary-searched.
 */
export function sortedListLookup(lines: readonly string[]): (word: string) => boolean {
  let words: string[] | undefined;
  return (word) => {
    words ??= lines.join('|').split('|');
    let lo = 0;
    let hi = words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = words[mid] as string;
      if (at === word) return true;
      if (at < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };
}
