import { describe, expect, it } from 'vitest';
import { afterNoLetter, afterNoWordCharacter, cueFoundIn } from './cue-found-in';

describe('cueFoundIn', () => {
  it('should find a plain cue anywhere', () => {
    expect(cueFoundIn('he', 'the end')).toBe(true);
    expect(cueFoundIn('he', 'tar')).toBe(false);
  });

  it('should find a cue marked as a word start only where no letter, or no word character, stands before it', () => {
    expect(cueFoundIn(`${afterNoLetter}he `, 'send the invoice')).toBe(false);
    expect(cueFoundIn(`${afterNoLetter}he `, 'the one, he said')).toBe(true);
    expect(cueFoundIn(`${afterNoLetter}he `, 'he pagado')).toBe(true);
    expect(cueFoundIn(`${afterNoLetter}he `, 'dèhe x')).toBe(false);
    expect(cueFoundIn(`${afterNoLetter}5`, 'x5 and 15')).toBe(true);
    expect(cueFoundIn(`${afterNoWordCharacter}did`, 'candid, 2did')).toBe(false);
    expect(cueFoundIn(`${afterNoWordCharacter}did`, 'why did')).toBe(true);
    // "è" is a letter but no ASCII word character: `\b` holds between it and "did".
    expect(cueFoundIn(`${afterNoWordCharacter}did`, 'èdid')).toBe(true);
  });
});
