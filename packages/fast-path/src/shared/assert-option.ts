import { FastPathError } from '../fast-path-error';

/** Throws `FastPathError('invalid_option')` unless `value` is a finite number in [`min`, `max`] (an integer if asked). */
export function assertNumberOption(
  name: string,
  value: number,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): void {
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new FastPathError({
      code: 'invalid_option',
      subject: name,
      message: `must be ${integer ? 'an integer' : 'a number'} in [${min}, ${max}], got ${String(value)}`,
    });
  }
}
