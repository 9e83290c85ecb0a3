import { describe, expect, it } from 'vitest';
import { readJsonColumn } from './read-json-column';

describe('readJsonColumn', () => {
  it('should parse valid JSON', () => {
    expect(readJsonColumn('{"a":[1]}', { filename: 'f', column: 'c' })).toEqual({ a: [1] });
  });

  it('should raise a corrupt error naming the column for malformed JSON', () => {
    expect(() => readJsonColumn('{"a":', { filename: 'f.sqlite', column: 'skills.framework_json' })).toThrow(
      expect.objectContaining({ code: 'corrupt', message: expect.stringContaining('skills.framework_json') }),
    );
  });
});
