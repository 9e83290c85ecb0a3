import type { ConfigKeySpec } from './config-spec';

/** The result of checking one value against its key's spec. */
export type CoerceResult = { success: true; value: unknown } | { success: false; error: string };

const describe = (value: unknown) =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : value instanceof Date ? 'a date' : `a ${typeof value}`;

/**
 * Checks a TOML value (already typed) or an environment string (`fromString`) against a key spec.
 * Returns a message that says what was expected and what was found.
 */
export function coerceConfigValue(spec: ConfigKeySpec, raw: unknown, { fromString = false } = {}): CoerceResult {
  let value = raw;
  if (fromString && typeof raw === 'string') {
    const text = raw.trim();
    switch (spec.type) {
      case 'boolean': {
        const lowered = text.toLowerCase();
        if (['true', '1', 'yes', 'on'].includes(lowered)) value = true;
        else if (['false', '0', 'no', 'off'].includes(lowered)) value = false;
        else return { success: false, error: `expected true or false, got "${raw}"` };
        break;
      }
      case 'integer':
      case 'number':
        if (text === '' || Number.isNaN(Number(text))) return { success: false, error: `expected a ${spec.type}, got "${raw}"` };
        value = Number(text);
        break;
      case 'string[]':
      case 'integer[]': {
        // A JSON array (`["/a", "/b, c"]`, `[1, 2]`) is read as JSON, so items may hold commas; otherwise items
        // are comma-separated.
        if (text.startsWith('[')) {
          try {
            value = JSON.parse(text) as unknown;
          } catch {
            return { success: false, error: `expected a JSON array or comma-separated items, got "${raw}" (malformed JSON)` };
          }
        } else value = text === '' ? [] : text.split(',').map((part) => part.trim());
        if (spec.type === 'integer[]' && Array.isArray(value)) {
          value = value.map((item) => (typeof item === 'string' && /^-?\d+$/.test(item) ? Number(item) : item));
        }
        break;
      }
      default:
        value = raw;
    }
  }
  switch (spec.type) {
    case 'boolean':
      if (typeof value !== 'boolean') return { success: false, error: `expected true or false, got ${describe(value)}` };
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return { success: false, error: `expected an integer, got ${typeof value === 'number' ? value : describe(value)}` };
      }
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { success: false, error: `expected a number, got ${describe(value)}` };
      break;
    case 'string':
      if (typeof value !== 'string') return { success: false, error: `expected a string, got ${describe(value)}` };
      if (spec.values && !spec.values.includes(value)) {
        return { success: false, error: `expected one of ${spec.values.map((v) => `"${v}"`).join(', ')}, got "${value}"` };
      }
      break;
    case 'string[]':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return { success: false, error: `expected an array of strings, got ${describe(value)}` };
      }
      break;
    case 'integer[]':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'number' || !Number.isSafeInteger(item))) {
        return { success: false, error: `expected an array of integers, got ${Array.isArray(value) ? JSON.stringify(value) : describe(value)}` };
      }
      break;
  }
  if (typeof value === 'number') {
    if (spec.min !== undefined && value < spec.min) return { success: false, error: `must be >= ${spec.min}, got ${value}` };
    if (spec.max !== undefined && value > spec.max) return { success: false, error: `must be <= ${spec.max}, got ${value}` };
  }
  return { success: true, value };
}
