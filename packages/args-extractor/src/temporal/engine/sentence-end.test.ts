import { describe, expect, it } from 'vitest';
import { sentenceAround, sentenceEnd } from './sentence-end';

describe('sentenceEnd', () => {
  it('should find a sentence mark before a space or the end, or a line break, not a dot inside a number', () => {
    expect(sentenceEnd.test('done. then')).toBe(true);
    expect(sentenceEnd.test('line\nnext')).toBe(true);
    expect(sentenceEnd.test('at 3.15 then')).toBe(false);
  });
});

describe('sentenceAround', () => {
  it('should return the sentence holding a span', () => {
    const text = 'I woke up tired. Call me at 3.15 please! Thanks';
    const start = text.indexOf('3.15');
    expect(sentenceAround(text, start, start + 4)).toBe(' Call me at 3.15 please');
    expect(sentenceAround('at 5', 3, 4)).toBe('at 5');
  });
});
