import type { ExtractedValue } from '../../extracted-value';

/**
 * A temporal value as rule examples write it: `2026-05-20` (date), `2026-05-20T09:00` (date-time, wall clock),
 * `09:00` (time), `2026-05-25..2026-06-01` (window of whole days, end exclusive) or `2026-05-19T14:05..2026-05-20T14:05`,
 * `PT10M` (duration).
 */
export function describeTemporalValue(value: ExtractedValue): string {
  if (value.kind === 'datetime' && typeof value.value === 'string') return value.value.slice(0, 16);
  if (value.kind === 'window' && typeof value.value === 'object') {
    const { from, to } = value.value;
    const whole = from.slice(10, 16) === 'T00:00' && to.slice(10, 16) === 'T00:00';
    return whole ? `${from.slice(0, 10)}..${to.slice(0, 10)}` : `${from.slice(0, 16)}..${to.slice(0, 16)}`;
  }
  return String(value.value);
}
