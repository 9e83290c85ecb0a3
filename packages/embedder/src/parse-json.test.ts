import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it('should return the value on success', () => {
    expect(parseJson('[1,"a"]')).toEqual({ success: true, value: [1, 'a'] });
  });

  it('should return the error instead of throwing', () => {
    const result = parseJson('nope');
    expect(result.success).toBe(false);
  });
});
