import { describe, expect, it } from 'vitest';
import { wordAlternation } from './word-alternation';

describe('wordAlternation', () => {
  it('should escape the words and let a space match any run of spaces', () => {
    const pattern = new RegExp(`^(?:${wordAlternation(['and then', 'e.g.', 'poi'])})$`, 'u');
    expect(pattern.test('and   then')).toBe(true);
    expect(pattern.test('e.g.')).toBe(true);
    expect(pattern.test('eXgX')).toBe(false);
    expect(wordAlternation(['a b'], { spaces: ' ' })).toBe('a b');
  });

  it('should put longer words first with longestFirst, so a phrase wins over the word it starts with', () => {
    const pattern = new RegExp(`^(?:${wordAlternation(['this', 'this coming'], { longestFirst: true })})`, 'u');
    expect(pattern.exec('this coming monday')?.[0]).toBe('this coming');
    expect(new RegExp(`^(?:${wordAlternation(['this', 'this coming'])})`, 'u').exec('this coming monday')?.[0]).toBe('this');
  });
});
