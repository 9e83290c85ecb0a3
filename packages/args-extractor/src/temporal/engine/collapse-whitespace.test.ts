import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace';

describe('collapseWhitespace', () => {
  it('should make each run of whitespace one space', () => {
    expect(collapseWhitespace('3 days  from\t\nnow ')).toBe('3 days from now ');
    expect(collapseWhitespace('alle\u00a09')).toBe('alle 9');
    expect(collapseWhitespace('domani')).toBe('domani');
  });

  it('should keep a collapsed piece of a text inside the collapsed text', () => {
    const text = 'in  \t2 weeks \n from now';
    for (let start = 0; start < text.length; start += 1) {
      for (let end = start + 1; end <= text.length; end += 1) expect(collapseWhitespace(text).includes(collapseWhitespace(text.slice(start, end)))).toBe(true);
    }
  });
});
