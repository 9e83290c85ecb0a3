/**
 * How a referenced value reads inside a longer string: strings as they are, numbers/booleans/null with
 * `String`, arrays and objects as JSON. (A string that is only one reference keeps the raw value instead.)
 */
export function stringifyReferenceValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
