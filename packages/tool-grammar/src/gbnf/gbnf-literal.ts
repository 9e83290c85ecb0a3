// oxlint-disable-next-line no-control-regex -- GBNF literals escape exactly these control characters
const needsEscape = /[\\"\n\r\t\x00-\x1f\x7f]/g;
const namedEscapes: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string): string {
  return namedEscapes[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;
}

/**
 * Quotes `text` as a GBNF string literal. Backslash, double quote and control characters are escaped the way
 * llama.cpp's grammar parser reads them (`\\`, `\"`, `\n`, `\r`, `\t`, `\xHH`); other characters stay as UTF-8.
 */
export function gbnfLiteral(text: string): string {
  return `"${text.replace(needsEscape, escapeCharacter)}"`;
}

/** GBNF literal that matches exactly the compact JSON text of `value` (`JSON.stringify`). */
export function gbnfJsonLiteral(value: unknown): string {
  return gbnfLiteral(JSON.stringify(value));
}
