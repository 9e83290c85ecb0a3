import { describe, expect, it } from 'vitest';
import { findEnumValues } from './find-enum-values';

describe('findEnumValues', () => {
  it('should find whole-word enum values case-insensitively', () => {
    expect(findEnumValues('sort the files by Size', ['name', 'size', 'date'])).toEqual(['size']);
  });

  it('should match underscores as spaces and ignore non-strings and substrings', () => {
    expect(findEnumValues('order by last modified', ['last_modified', 3, 'mod'])).toEqual(['last_modified']);
  });
});
