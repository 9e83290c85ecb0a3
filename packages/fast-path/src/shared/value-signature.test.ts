import { extractValues } from '@metnos/args-extractor';
import { describe, expect, it } from 'vitest';
import { valueSignature } from './value-signature';

const at = (iso: string) => ({ now: new Date(iso), timeZone: 'Europe/Rome' });

describe('valueSignature', () => {
  it('should differ for different fixed values', () => {
    const clock = at('2026-05-19T10:00:00Z');
    expect(valueSignature(extractValues('set an alarm at 7', clock))).toBe('time:time:07:00');
    expect(valueSignature(extractValues('set an alarm at 9', clock))).not.toBe(valueSignature(extractValues('set an alarm at 7', clock)));
  });

  it('should not change from day to day for relative expressions', () => {
    const monday = valueSignature(extractValues('photos from yesterday', at('2026-05-18T10:00:00Z')));
    const friday = valueSignature(extractValues('photos from yesterday', at('2026-05-22T10:00:00Z')));
    expect(monday).toBe(friday);
    expect(monday).toBe('date:day:-1|window:yesterday');
  });
});
