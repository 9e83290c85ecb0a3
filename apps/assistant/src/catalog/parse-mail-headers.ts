/** The headers a mail listing needs, decoded (RFC 2047 encoded-words), plus the start of the body. */
export interface MailSummary {
  subject: string;
  from: string;
  to: string;
  date: string;
  body: string;
}

/** Reads the header block of an RFC 5322 message (unfolding continuation lines) and the first part of its body. */
export function parseMailHeaders(message: string, { bodyChars = 2000 }: { bodyChars?: number } = {}): MailSummary {
  const separator = /\r?\n\r?\n/.exec(message);
  const head = separator ? message.slice(0, separator.index) : message;
  const body = separator ? message.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
    }
  }
  return { subject: headers.get('subject') ?? '', from: headers.get('from') ?? '', to: headers.get('to') ?? '', date: headers.get('date') ?? '', body: body.slice(0, bodyChars) };
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=(\s+(?==\?))?/g, (match, charset: string, encoding: string, text: string) => {
    try {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))), 'latin1');
      return new TextDecoder(charset.toLowerCase()).decode(bytes);
    } catch {
      return match;
    }
  });
}
