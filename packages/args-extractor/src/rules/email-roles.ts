import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import type { TextSpan } from '../text-span';

/** What an email address is in a request: who it goes to, who it comes from, or who gets a copy. */
export type EmailRole = 'recipient' | 'sender' | 'copy';

const before = (words: string): RegExp => new RegExp(String.raw`(?:^|[\s(,;:])(?:${words})\s*:?\s*$`, 'iu');
const roleWords = (kind: 'emailCopy' | 'emailSender' | 'emailRecipient' | 'listConjunctions'): string => wordAlternation([...wordsOfEveryLocale((locale) => locale.roles[kind])]);
const copyBefore = before(roleWords('emailCopy'));
const senderBefore = before(roleWords('emailSender'));
const recipientBefore = before(roleWords('emailRecipient'));
const conjunctions = roleWords('listConjunctions');
const listSeparator = new RegExp(String.raw`^\s*(?:,|;|\/|${conjunctions}|&)?\s*(?:,|${conjunctions}|&)?\s*$`, 'iu');

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
