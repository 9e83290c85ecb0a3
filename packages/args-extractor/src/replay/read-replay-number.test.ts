import { describe, expect, it } from 'vitest';
import { isNumberWord, readReplayNumber } from './read-replay-number';

describe('readReplayNumber', () => {
  it('should read numerals, number words and the ambiguous words the rules leave out', () => {
    expect(readReplayNumber('20')).toBe(20);
    expect(readReplayNumber('2,5', 'it')).toBe(2.5);
    expect(readReplayNumber('sette')).toBe(7);
    expect(readReplayNumber('Uno')).toBe(1);
    expect(readReplayNumber('sei')).toBe(6);
    expect(readReplayNumber('one')).toBe(1);
  });

  it('should return undefined for words that are not numbers', () => {
    expect(readReplayNumber('tavolo')).toBeUndefined();
    expect(readReplayNumber('5pm')).toBeUndefined();
  });
});

describe('isNumberWord', () => {
  it('should know rule and ambiguous number words', () => {
    expect(isNumberWord('uno')).toBe(true);
    expect(isNumberWord('twenty')).toBe(true);
    expect(isNumberWord('tavolo')).toBe(false);
  });
});
