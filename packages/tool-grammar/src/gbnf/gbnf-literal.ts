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
  return isPlain(text) ? `"${text}"` : `"${text.replace(needsEscape, escapeCharacter)}"`;
}

/** GBNF literal that matches exactly the compact JSON text of `value` (`JSON.stringify`). */
export function gbnfJsonLiteral(value: unknown): string {
  // a plain string (the usual property name or enum value) is its own JSON text between quotes
  if (typeof value === 'string' && isPlain(value)) return `"\\"${value}\\""`;
  return gbnfLiteral(JSON.stringify(value));
}

/**
 * Neither GBNF nor JSON escapes a character of `text`: no quote, backslash, control character or DEL, and no
 * UTF-16 surrogate (JSON.stringify escapes a lone one; a pair is left to the slow path too).
 */
function isPlain(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}
