/**
 * Quotes `text` as a GBNF string literal. Backslash, double quote and control characters are escaped the way
 * llama.cpp's grammar parser reads them (`\\`, `\"`, `\n`, `\r`, `\t`, `\xHH`); other characters stay as UTF-8.
 */
export function gbnfLiteral(text: string): string {
  let body = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\') body += '\\\\';
    else if (character === '"') body += '\\"';
    else if (character === '\n') body += '\\n';
    else if (character === '\r') body += '\\r';
    else if (character === '\t') body += '\\t';
    else if (code < 0x20 || code === 0x7f) body += `\\x${code.toString(16).padStart(2, '0').toUpperCase()}`;
    else body += character;
  }
  return `"${body}"`;
}

/** GBNF literal that matches exactly the compact JSON text of `value` (`JSON.stringify`). */
export function gbnfJsonLiteral(value: unknown): string {
  return gbnfLiteral(JSON.stringify(value));
}
