import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it('should return the value of valid JSON', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ success: true, value: { a: [1, 2] } });
  });

  it('should return an error for malformed JSON instead of throwing', () => {
    const result = parseJson('{"a":');
    expect(result.success).toBe(false);
    expect(result.success ? undefined : result.error).toBeInstanceOf(SyntaxError);
  });
});
