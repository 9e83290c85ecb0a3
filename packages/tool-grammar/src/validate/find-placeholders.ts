/** A `${FILLER:name}` or `${stepN.field...}` reference found in a plan string. */
export type PlaceholderReference =
  | { kind: 'filler'; text: string; name: string }
  | { kind: 'step'; text: string; step: number; field: string };

// A step reference's path: a field name, then field names or list positions (`entries.0.path`), as Nous reads it.
const placeholderPattern = /\$\{(?:FILLER:([A-Za-z_][A-Za-z0-9_]*)|step(\d+)\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\.\d+)*))\}/g;
const wholePlaceholderPattern = new RegExp(`^${placeholderPattern.source}$`);

/** Every placeholder in `text`, in order. */
export function findPlaceholders(text: string): PlaceholderReference[] {
  return [...text.matchAll(placeholderPattern)].map((match) =>
    match[1] !== undefined
      ? { kind: 'filler', text: match[0], name: match[1] }
      : { kind: 'step', text: match[0], step: Number(match[2]), field: match[3] as string },
  );
}

/** Whether `value` is exactly one placeholder (it then stands for a value Nous resolves before the step runs). */
export function isWholePlaceholder(value: unknown): boolean {
  return typeof value === 'string' && wholePlaceholderPattern.test(value);
}

/** Every string inside a JSON value (object values, array items), depth first. */
export function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}
