import { describe, expect, it } from 'vitest';
import { safeParseJson } from './safe-parse-json';

describe('safeParseJson', () => {
  it('should return the value or the error without throwing', () => {
    expect(safeParseJson('{"a":[1]}')).toEqual({ success: true, value: { a: [1] } });
    const bad = safeParseJson('{"a":');
    expect(bad.success).toBe(false);
    expect(bad.success ? undefined : bad.error).toBeInstanceOf(SyntaxError);
  });
});
