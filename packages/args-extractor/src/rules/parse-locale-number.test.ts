import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './parse-locale-number';

describe('parseLocaleNumber', () => {
  it('should read Italian separators', () => {
    expect(parseLocaleNumber('3,5', 'it')).toBe(3.5);
    expect(parseLocaleNumber('1.000', 'it')).toBe(1000);
    expect(parseLocaleNumber('1.234.567,89', 'it')).toBe(1234567.89);
  });

  it('should read English separators', () => {
    expect(parseLocaleNumber('3.5', 'en')).toBe(3.5);
    expect(parseLocaleNumber('1,000', 'en')).toBe(1000);
    expect(parseLocaleNumber('1,234,567.89', 'en')).toBe(1234567.89);
  });

  it('should guess without a language', () => {
    expect(parseLocaleNumber('2,5')).toBe(2.5);
    expect(parseLocaleNumber('2.5')).toBe(2.5);
    expect(parseLocaleNumber('1.234,5')).toBe(1234.5);
    expect(parseLocaleNumber('1,234.5')).toBe(1234.5);
    expect(parseLocaleNumber('1.000.000')).toBe(1000000);
    expect(parseLocaleNumber('1.500')).toBe(1500);
    expect(parseLocaleNumber('12,500')).toBe(12500);
    expect(parseLocaleNumber('0.125')).toBe(0.125);
    expect(parseLocaleNumber('-7')).toBe(-7);
  });

  it('should reject what is not a numeral', () => {
    expect(parseLocaleNumber('1,2,3', 'en')).toBeUndefined();
    expect(parseLocaleNumber('12a')).toBeUndefined();
    expect(parseLocaleNumber('7.')).toBeUndefined();
    expect(parseLocaleNumber('1.2.3', 'en')).toBeUndefined();
  });
});
