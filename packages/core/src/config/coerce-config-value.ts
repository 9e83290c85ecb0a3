import { parseJson } from '../parse-json';
import { closestName } from './closest-name';
import type { ConfigKeySpec } from './config-spec';

/** The result of checking one value against its key's spec. */
export type CoerceResult =
  | { success: true; value: unknown }
  /** `path` names the table and field of a `tables` key that failed (`['files', 'args']`), for the line number. */
  | { success: false; error: string; path?: string[] };

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
      case 'record':
      case 'tables': {
        // Tables come from the environment as JSON: METNOS_MCP_SERVERS='{"files":{"command":"npx"}}'.
        const parsed = text === '' ? { success: true as const, value: {} } : parseJson(text);
        if (!parsed.success) return { success: false, error: `expected a JSON object, got "${raw}"` };
        value = parsed.value;
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
    case 'record': {
      if (!isTable(value)) return { success: false, error: `expected a table of strings, got ${describe(value)}` };
      const wrong = Object.entries(value).find(([, item]) => typeof item !== 'string');
      if (wrong !== undefined) return { success: false, error: `${wrong[0]}: expected a string, got ${describe(wrong[1])}` };
      return { success: true, value: { ...value } };
    }
    case 'tables':
      return coerceTables(spec, value);
  }
  if (typeof value === 'number') {
    if (spec.min !== undefined && value < spec.min) return { success: false, error: `must be >= ${spec.min}, got ${value}` };
    if (spec.max !== undefined && value > spec.max) return { success: false, error: `must be <= ${spec.max}, got ${value}` };
  }
  return { success: true, value };
}

function isTable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** Checks each named table of a `tables` key against `spec.fields`, filling absent fields with their defaults. */
function coerceTables(spec: ConfigKeySpec, value: unknown): CoerceResult {
  if (!isTable(value)) return { success: false, error: `expected tables such as [<section>.<key>.<name>], got ${describe(value)}` };
  const fields = spec.fields ?? {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, table] of Object.entries(value)) {
    if (!isTable(table)) return { success: false, error: `${name}: expected a table, got ${describe(table)}`, path: [name] };
    const entry: Record<string, unknown> = {};
    for (const [field, fieldSpec] of Object.entries(fields)) entry[field] = structuredClone(fieldSpec.default);
    for (const [field, fieldValue] of Object.entries(table)) {
      const fieldSpec = fields[field];
      if (fieldSpec === undefined) {
        const hint = closestName(field, Object.keys(fields));
        return {
          success: false,
          error: `${name}.${field}: unknown key${hint ? ` (did you mean "${hint}"?)` : ''}; known keys: ${Object.keys(fields).join(', ')}`,
          path: [name, field],
        };
      }
      const checked = coerceConfigValue(fieldSpec, fieldValue);
      if (!checked.success) return { success: false, error: `${name}.${field}: ${checked.error}`, path: [name, field] };
      entry[field] = checked.value;
    }
    result[name] = entry;
  }
  return { success: true, value: result };
}
