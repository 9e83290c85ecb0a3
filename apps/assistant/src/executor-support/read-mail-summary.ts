import type { AddressObject } from 'mailparser';

/** What a mail listing shows and searches: decoded headers and the start of the body as plain text. */
export interface MailSummary {
  subject: string;
  /** Sender(s) as `Name <address>`, names decoded. */
  from: string;
  to: string;
  /** The `Date:` header as the sender wrote it. */
  date: string;
  /** The body as plain text (transfer encoding and charset decoded, HTML-only mail turned to text), cut at `bodyChars`. */
  body: string;
}

/**
 * Parses an RFC 5322 message with mailparser's `simpleParser`: RFC 2047 encoded words, folded headers,
 * base64/quoted-printable bodies, charsets and MIME multiparts are decoded, so a search sees the words the
 * reader sees. mailparser loads on the first call (it is not needed until a mail folder is read).
 */
export async function readMailSummary(message: Buffer, { bodyChars = 2000 }: { bodyChars?: number } = {}): Promise<MailSummary> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(message, { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  const dateLine = parsed.headerLines.find((header) => header.key === 'date')?.line ?? '';
  return {
    subject: parsed.subject ?? '',
    from: formatAddresses(parsed.from),
    to: formatAddresses(parsed.to),
    date: dateLine.slice(dateLine.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim(),
    body: (parsed.text ?? '').slice(0, bodyChars),
  };
}

function formatAddresses(field: AddressObject | AddressObject[] | undefined): string {
  const entries = (Array.isArray(field) ? field : field === undefined ? [] : [field]).flatMap((object) => object.value);
  return entries
    .flatMap((entry) => entry.group ?? [entry])
    .map(({ name, address }) => (name !== '' && address ? `${name} <${address}>` : address || name))
    .join(', ');
}
