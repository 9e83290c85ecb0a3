import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** send_messages: which subject went to whom, and whether it left or waits in the outbox. */
export const renderSendMessagesReply: ToolReplyRenderer = ({ args, output }, format) => {
  const { messages } = format.messages;
  const sent = readEntries(output.entries);
  const mails = sent.length > 0 ? sent : [{ to: args.to, subject: args.subject }];
  const template = output.delivery === 'outbox' ? messages.queued : messages.sent;
  return mails
    .map((mail) => {
      const recipients = Array.isArray(mail.to) ? mail.to.filter((to): to is string => typeof to === 'string') : [textOf(mail, 'to')];
      return format.fill(template, { subject: format.quote(textOf(mail, 'subject')), to: format.list(recipients) });
    })
    .join('\n');
};
