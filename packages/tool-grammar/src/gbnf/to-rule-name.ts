const capitalizedParts = new Map<string, string>();
const maxCachedParts = 10_000;

/** `'get_inputs'` -> `'GetInputs'`: ASCII letters and digits of each word, each word capitalised. Memoised. */
function capitalizePart(part: string): string {
  let result = capitalizedParts.get(part);
  if (result !== undefined) return result;
  result = part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  if (capitalizedParts.size >= maxCachedParts) capitalizedParts.clear();
  capitalizedParts.set(part, result);
  return result;
}

/**
 * Joins name parts into a camelCase GBNF rule name: `['get_inputs', 'dialog']` -> `getInputsDialog`.
 * Only ASCII letters and digits survive, because llama.cpp rejects `_` in rule names and `-` is avoided for
 * portability; a name that would start with a digit (or be empty) gets an `r` prefix.
 */
export function toRuleName(parts: readonly string[]): string {
  let name = '';
  for (const part of parts) name += capitalizePart(part);
  const first = name.charCodeAt(0);
  const startsWithLetter = (first >= 65 && first <= 90) || (first >= 97 && first <= 122);
  return startsWithLetter ? name.charAt(0).toLowerCase() + name.slice(1) : `r${name}`;
}
