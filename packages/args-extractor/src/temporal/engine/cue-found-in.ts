/**
 * Marks a cue read right after a lookbehind that no letter may precede (`(?<![\p{L}])`, `(?<![\p{L}\d])`): the cue
 * counts only where no letter stands before it ("he" of "he pagado" is not in "the").
 */
export const afterNoLetter = '\u0001';

/** Marks a cue read right after `\b` and starting with a word character: no ASCII word character may precede it. */
export const afterNoWordCharacter = '\u0002';

const letter = /\p{L}/u;
const wordCharacter = /[A-Za-z0-9_]/u;

/**
 * Whether `text` holds `cue` (as `requiredCues` writes it): anywhere for a plain cue, and for a cue marked as the start
 * of a word (`afterNoLetter`, `afterNoWordCharacter`) only where the character before it is no letter, or no word
 * character, as the pattern's own lookbehind or `\b` requires there.
 */
export function cueFoundIn(cue: string, text: string): boolean {
  const marker = cue.charAt(0);
  if (marker !== afterNoLetter && marker !== afterNoWordCharacter) return text.includes(cue);
  const word = cue.slice(1);
  const before = marker === afterNoLetter ? letter : wordCharacter;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const previous = at === 0 ? undefined : String.fromCodePoint(text.codePointAt(at >= 2 && /[\udc00-\udfff]/u.test(text.charAt(at - 1)) ? at - 2 : at - 1) ?? 0);
    if (previous === undefined || !before.test(previous)) return true;
  }
  return false;
}
