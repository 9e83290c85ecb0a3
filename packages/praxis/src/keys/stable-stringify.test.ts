import { describe, expect, it } from 'vitest';
import { stableStringify } from './stable-stringify';

describe('stableStringify', () => {
  it('should sort object keys at every depth and keep array order', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('should drop undefined members like JSON.stringify', () => {
    expect(stableStringify({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });
});
