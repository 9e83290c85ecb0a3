import { describe, expect, it } from 'vitest';
import { countedAlone } from './counted-alone';

/** Reads `text` around the last `word` in it. */
function alone(word: string, text: string): boolean {
  const start = text.lastIndexOf(word);
  return countedAlone(word, text.slice(0, start), text.slice(start + word.length));
}

describe('countedAlone', () => {
  it('should count "one" said alone after "just the" or "only the"', () => {
    expect(alone('one', 'just the one')).toBe(true);
    expect(alone('one', 'Only the one, thanks')).toBe(true);
  });

  it('should not count "one" before more words, nor after another lead', () => {
    expect(alone('one', 'just the one I sent you')).toBe(false);
    expect(alone('one', 'the one')).toBe(false);
    expect(alone('one', 'which one?')).toBe(false);
    expect(alone('sei', 'solo i sei')).toBe(false);
  });
});
