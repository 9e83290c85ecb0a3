const capitalizedParts = new Map<string, string>();
const maxCachedParts = 10_000;

/**
 * `'get_inputs'` -> `'GetInputs'`: ASCII letters and digits of each word, each word capitalised. Memoised. A rule
 * name's stem is the concatenation of its parts' stems (`ruleStem`), so a child's stem is its parent's plus one.
 */
export function ruleStemPart(part: string): string {
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

/** The stem of the rule name of `parts`: `['get_inputs', 'dialog']` -> `GetInputsDialog`. */
export function ruleStem(parts: readonly string[]): string {
  let stem = '';
  for (const part of parts) stem += ruleStemPart(part);
  return stem;
}

/** The rule name of a stem: its first letter lower-cased, or an `r` prefix when it does not start with a letter. */
export function ruleNameOfStem(stem: string): string {
  const first = stem.charCodeAt(0);
  const startsWithLetter = (first >= 65 && first <= 90) || (first >= 97 && first <= 122);
  return startsWithLetter ? stem.charAt(0).toLowerCase() + stem.slice(1) : `r${stem}`;
}

/**
 * Joins name parts into a camelCase GBNF rule name: `['get_inputs', 'dialog']` -> `getInputsDialog`.
 * Only ASCII letters and digits survive, because llama.cpp rejects `_` in rule names and `-` is avoided for
 * portability; a name that would start with a digit (or be empty) gets an `r` prefix.
 */
export function toRuleName(parts: readonly string[]): string {
  return ruleNameOfStem(ruleStem(parts));
}
