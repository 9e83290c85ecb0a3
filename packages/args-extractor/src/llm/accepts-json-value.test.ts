import { describe, expect, it } from 'vitest';
import { acceptsJsonValue } from './accepts-json-value';

describe('acceptsJsonValue', () => {
  it('should check types, integers, enums and array items', () => {
    expect(acceptsJsonValue({ type: 'string' }, 'x')).toBe(true);
    expect(acceptsJsonValue({ type: 'string' }, 3)).toBe(false);
    expect(acceptsJsonValue({ type: 'integer' }, 2.5)).toBe(false);
    expect(acceptsJsonValue({ type: 'string', enum: ['a', 'b'] }, 'c')).toBe(false);
    expect(acceptsJsonValue({ type: 'array', items: { type: 'string' } }, ['a', 1])).toBe(false);
    expect(acceptsJsonValue({ type: ['string', 'null'] }, null)).toBe(true);
    expect(acceptsJsonValue({}, { any: 'thing' })).toBe(true);
    expect(acceptsJsonValue({}, undefined)).toBe(false);
  });
});
