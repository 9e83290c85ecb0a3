/** A string argument that looks like a filesystem path, with where it was found. */
export interface PathValue {
  location: string;
  value: string;
}

// Absolute, home-relative or explicitly relative, or any value with a `..` segment (an escape attempt).
const looksLikePath = /^(\/|~(\/|$)|\.\.?(\/|$))|(^|\/)\.\.(\/|$)/;

/**
 * Every string in `value` (deeply) that looks like a filesystem path: it starts with `/`, `~/`, `./` or
 * `../`, or it contains a `..` segment. Bare names ("Trash", "INBOX") are not paths: executors resolve them
 * inside their own roots.
 */
export function findPathValues(value: unknown, location = '', found: PathValue[] = []): PathValue[] {
  if (typeof value === 'string') {
    if (looksLikePath.test(value)) found.push({ location, value });
  } else if (Array.isArray(value)) {
    for (const [position, item] of value.entries()) findPathValues(item, `${location}[${position}]`, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findPathValues(item, location === '' ? key : `${location}.${key}`, found);
  }
  return found;
}
