import { describe, expect, it } from 'vitest';
import { afterNoLetter, afterNoWordCharacter, cueFoundIn } from './cue-found-in';
import { requiredCues } from './required-cues';

describe('requiredCues', () => {
  it('should read a digit class as the ten digits, rarer in a request than a single letter', () => {
    const tenDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(requiredCues(/\d+/gu)).toEqual(tenDigits);
    expect(requiredCues(/(?<![\p{L}\d])\d{1,2}h/gu)).toEqual(tenDigits.map((digit) => `${afterNoLetter}${digit}`));
    expect(requiredCues(/\d{1,2}\s*hours/gu)).toEqual(['hours']);
  });

  it('should prefer the most selective piece of a sequence and keep an alternation whole', () => {
    expect(requiredCues(/(?:may|june)\s+\d/gu)).toEqual(['may', 'june']);
    expect(requiredCues(/at\s+(?:noon|midnight)/gu)).toEqual(['noon', 'midnight']);
  });

  it('should drop what may be absent: optional pieces, lookarounds, anchors', () => {
    expect(requiredCues(/(?:next\s+)?week/gu)).toEqual(['week']);
    expect(requiredCues(/abc?/gu)).toEqual(['ab']);
    expect(requiredCues(/(?<=since )(?=\d)x/gu)).toEqual(['x']);
    expect(requiredCues(/(?:week)?/gu)).toBeUndefined();
  });

  it('should mark a cue that must start a word, after a lookbehind that no letter may precede or after \\b', () => {
    expect(requiredCues(/(?<![\p{L}])(?:he|ha)\s+\p{L}+/gu)).toEqual([`${afterNoLetter}he`, `${afterNoLetter}ha`]);
    expect(requiredCues(/\b(?:did|was)\b/gu)).toEqual([`${afterNoWordCharacter}did`, `${afterNoWordCharacter}was`]);
    // A lookahead keeps the mark; anything matched in between, even optional, drops it.
    expect(requiredCues(/(?<![\p{L}])(?=h)he/gu)).toEqual([`${afterNoLetter}he`]);
    expect(requiredCues(/(?<![\p{L}])(?:re)?send/gu)).toEqual(['send']);
    // `\b` before a character that is no word character says nothing about the one before it.
    expect(requiredCues(/\b-x/gu)).toEqual(['-x']);
  });

  it('should mark only the cues that start their group after a word-start lookbehind', () => {
    // "il 5 set." needs " set." anywhere, not at a word start; the plain words of a list do start their group.
    const cues = requiredCues(/(?<![\p{L}\d])(?:(?:il|lo)\s+\d+\s+set\.|(\d+)\s+ago\s+(?:19|20)\d\d)/gu);
    expect(cues).toEqual(['19', '20', ' set.']);
    expect((cues ?? []).some((cue) => cueFoundIn(cue, 'la fattura scade il 10 set.'))).toBe(true);
    expect(requiredCues(/(?<![\p{L}])(?:ab\.|cd)/gu)).toEqual([`${afterNoLetter}cd`, `${afterNoLetter}ab.`]);
  });

  it('should give no cues when a match may hold none', () => {
    expect(requiredCues(/\p{L}+/gu)).toBeUndefined();
    expect(requiredCues(/week|\p{Lu}\p{Ll}+/gu)).toBeUndefined();
    expect(requiredCues(/[^a]b?/gu)).toBeUndefined();
    expect(requiredCues(/week/giu)).toBeUndefined();
  });

  it('should read short classes, escapes and ranges as their characters', () => {
    expect(requiredCues(/[:.]/gu)).toEqual([':', '.']);
    expect(requiredCues(/[a-c]/gu)).toEqual(['a', 'b', 'c']);
    expect(requiredCues(/\u00e8/gu)).toEqual(['è']);
  });

  it('should read whitespace as one space, joining the words around it', () => {
    expect(requiredCues(/from\s+now/gu)).toEqual(['from now']);
    expect(requiredCues(/in\s{2,}two\s+weeks/gu)).toEqual(['in two weeks']);
    expect(requiredCues(/a  b|c\td/gu)).toEqual(['a b', 'c d']);
    expect(requiredCues(/[\s,]/gu)).toEqual([' ', ',']);
    // a space alone is the commonest cue: a word beside it is preferred, and optional whitespace breaks a run
    expect(requiredCues(/(?:jan|feb)\s+\d/gu)).toEqual(['jan', 'feb']);
    expect(requiredCues(/at\s*noon/gu)).toEqual(['noon']);
  });

  it('should keep only the shorter of two cues where one holds the other', () => {
    expect(requiredCues(/(?:lunedi|lun|monday|mon)\b/gu)).toEqual(['lun', 'mon']);
    // inside a word, not only at its start; a one-character cue inside a longer one; a cue of two code units (😀)
    expect(requiredCues(/(?:ago|giorno|fa|alfa|x|xmas|😀|a😀b|ab)/gu)).toEqual(['x', 'fa', '😀', 'ab', 'ago', 'giorno']);
  });
});
