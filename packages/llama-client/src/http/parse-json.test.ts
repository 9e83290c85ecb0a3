import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it('should return the value of valid JSON', () => {
    expect(parseJson('{"a":[1,"è"]}')).toEqual({ success: true, value: { a: [1, 'è'] } });
  });

  it('should return the syntax error of invalid JSON instead of throwing', () => {
    const result = parseJson('{"a":');

    expect(result.success).toBe(false);
    expect(!result.success && result.error).toBeInstanceOf(SyntaxError);
  });
});
