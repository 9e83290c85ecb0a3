import { describe, expect, it } from 'vitest';
import { findPlaceholderValue } from './find-placeholder-value';

describe('findPlaceholderValue', () => {
  it('should find built-in placeholder values and shapes, deeply', () => {
    expect(findPlaceholderValue({ path: '<path>' }, true)).toEqual({ location: 'path', value: '<path>' });
    expect(findPlaceholderValue({ a: { b: ['ok', '/home/u/path/to/file.txt'] } }, true)).toEqual({ location: 'a.b[1]', value: '/home/u/path/to/file.txt' });
    expect(findPlaceholderValue({ to: 'someone@example.com' }, true)).toEqual({ location: 'to', value: 'someone@example.com' });
    expect(findPlaceholderValue({ url: 'https://www.example.com/x' }, true)).toEqual({ location: 'url', value: 'https://www.example.com/x' });
    expect(findPlaceholderValue({ name: ' FOO ' }, true)).toEqual({ location: 'name', value: ' FOO ' });
  });

  it('should accept real values', () => {
    expect(findPlaceholderValue({ folder: 'INBOX', to: 'anna@metnos.org', count: 3, path: '/home/anna/notes.md' }, true)).toBeUndefined();
  });

  it('should use exactly the manifest list when one is given', () => {
    expect(findPlaceholderValue({ city: 'Springfield' }, ['springfield'])).toEqual({ location: 'city', value: 'Springfield' });
    expect(findPlaceholderValue({ name: 'foo' }, ['springfield'])).toBeUndefined();
  });
});
