import { ExecutorError } from '@metnos/core';
import { messageRecipients } from './message-recipients';

const tool = 'send_messages';
const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** What the user can do, in the author's words (never the value: it may come from content a step read). */
const giveAddress = { en: 'say the recipient as an email address, e.g. "send it to anna@rossi.it"', it: 'indica il destinatario con il suo indirizzo email, ad es. "mandalo a anna@rossi.it"' };

/**
 * send_messages' argument check, pure (Nous runs it before asking the user's consent, and invoke runs it again):
 * at least one recipient (`missing_recipient`), and every recipient an email address (`invalid_recipient`, with
 * the ones that are not in `details.data.invalid`): "Marco" is a name to ask the user an address for, never a
 * mail to consent to. `attachments`, when given, is a list of paths (`invalid_attachment` otherwise); where they lead
 * is judged on disk by the path policy (Vaglio before consent, the executor when it opens them).
 */
export function checkSendMessagesArgs(args: Record<string, unknown>): ExecutorError | undefined {
  const recipients = messageRecipients(args);
  if (recipients.length === 0) return new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_recipient', message: 'no recipient given', details: { arguments: ['to'], action: giveAddress } });
  const invalid = recipients.filter((address) => !emailPattern.test(address));
  if (invalid.length > 0) return new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_recipient', message: `not an email address: ${invalid.join(', ')}`, details: { arguments: ['to'], action: giveAddress, data: { invalid } } });
  const { attachments } = args;
  if (attachments !== undefined && (!Array.isArray(attachments) || attachments.some((path) => typeof path !== 'string' || path.trim() === ''))) {
    return new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_attachment', message: 'attachments must be a list of file paths', details: { arguments: ['attachments'] } });
  }
  return undefined;
}
