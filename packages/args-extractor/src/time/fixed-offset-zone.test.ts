import { describe, expect, it } from 'vitest';
import { fixedOffsetZone } from './fixed-offset-zone';

describe('fixedOffsetZone', () => {
  it('should name UTC for a zero offset', () => {
    expect(fixedOffsetZone(0)).toBe('UTC');
  });

  it('should name the Etc zone of a whole-hour offset, with IANA sign inverted', () => {
    expect(fixedOffsetZone(60)).toBe('Etc/GMT-1');
    expect(fixedOffsetZone(-300)).toBe('Etc/GMT+5');
  });

  it('should find a zone without summer time for a half-hour offset', () => {
    expect(fixedOffsetZone(330)).toBe('Asia/Calcutta');
  });
});
