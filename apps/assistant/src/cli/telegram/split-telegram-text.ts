/** Telegram's limit on the text of one message (characters, counted as UTF-16 code units). */
export const telegramMessageLimit = 4096;

/**
 * Splits `text` into messages of at most `limit` UTF-16 code units, at the last paragraph break, else line
 * break, else space before the limit (a word longer than the limit is cut), never inside a surrogate pair.
 * Whitespace at a cut is dropped; empty text gives no parts.
 */
export function splitTelegramText(text: string, limit = telegramMessageLimit): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    let cut = window.lastIndexOf('\n\n');
    if (cut <= 0) cut = window.lastIndexOf('\n');
    if (cut <= 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) {
      cut = limit;
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    }
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '') parts.push(rest);
  return parts;
}
