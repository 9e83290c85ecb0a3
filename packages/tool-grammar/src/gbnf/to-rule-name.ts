/**
 * Joins name parts into a camelCase GBNF rule name: `['get_inputs', 'dialog']` -> `getInputsDialog`.
 * Only ASCII letters and digits survive, because llama.cpp rejects `_` in rule names and `-` is avoided for
 * portability; a name that would start with a digit (or be empty) gets an `r` prefix.
 */
export function toRuleName(parts: readonly string[]): string {
  const words = parts.flatMap((part) =>
    part
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/)
      .filter((word) => word.length > 0),
  );
  const name = words
    .map((word, index) =>
      index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return /^[A-Za-z]/.test(name) ? name : `r${name}`;
}
