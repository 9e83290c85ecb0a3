import type { TextSpan } from '../text-span';

/** What an email address is in a request: who it goes to, who it comes from, or who gets a copy. */
export type EmailRole = 'recipient' | 'sender' | 'copy';

const before = (words: string): RegExp => new RegExp(String.raw`(?:^|[\s(,;:])(?:${words})\s*:?\s*$`, 'iu');
const copyBefore = before(String.raw`cc|bcc|ccn|copy|copia|in\s+copia(?:\s+conoscenza)?|copia\s+(?:a|per)|copy\s+(?:to|in)|cc\s+(?:to|a)|carbon\s+copy`);
const senderBefore = before(String.raw`from|by|sent\s+by|received\s+from|da|dal|dalla|di|del|della|inviat[aeio]\s+da|ricevut[aeio]\s+da|mandat[aeio]\s+da|sender|mittente`);
const recipientBefore = before(String.raw`to|a|ad|al|alla|per|for|recipient|recipients|destinatari[oa]?|send|email|e-mail|mail|message|text|write|forward|reply|manda|mandare|mandale|mandagli|invia|inviare|inviale|inviagli|scrivi|scrivere|scrivigli|inoltra|rispondi`);
const listSeparator = /^\s*(?:,|;|\/|and|e|ed|or|o|&)?\s*(?:,|and|e|ed|or|o|&)?\s*$/iu;

/**
 * The role of each email address `emails` (in text order) of a request, it/en: `copy` after "cc", "bcc", "in copia",
 * `sender` after "from", "by", "sent by", "da", "di", "ricevute da", `recipient` after "to", "a", "per", "for" or a
 * verb that sends to it ("send bob@…", "email bob@…", "scrivi a…"); an address that follows another one with only a
 * list separator between ("to a@x.com, b@y.com and c@z.com") takes its role. Undefined when nothing says which.
 */
export function emailRoles(text: string, emails: readonly TextSpan[]): Array<EmailRole | undefined> {
  const roles: Array<EmailRole | undefined> = [];
  emails.forEach((email, index) => {
    const previous = emails[index - 1];
    if (previous !== undefined && listSeparator.test(text.slice(previous.end, email.start))) {
      roles.push(roles[index - 1]);
      return;
    }
    const textBefore = text.slice(0, email.start);
    roles.push(copyBefore.test(textBefore) ? 'copy' : senderBefore.test(textBefore) ? 'sender' : recipientBefore.test(textBefore) ? 'recipient' : undefined);
  });
  return roles;
}
