import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { createTransport } from 'nodemailer';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const tool = 'send_messages';
const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * send_messages: composes one message and delivers it over SMTP (nodemailer, `smtpUrl`) or, by default,
 * writes it as an RFC 5322 `.eml` file into the outbox folder.
 */
export const createSendMessages: ExecutorFactory = (environment) => async (args, context) => {
  const recipients = (Array.isArray(args.to) ? args.to : [args.to]).filter((value): value is string => typeof value === 'string' && value.trim() !== '').map((value) => value.trim());
  if (recipients.length === 0) throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_recipient', message: 'no recipient given', details: { missing: ['to'] } });
  const invalid = recipients.filter((address) => !emailPattern.test(address));
  if (invalid.length > 0) throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_recipient', message: `not an email address: ${invalid.join(', ')}`, details: { invalid } });
  const subject = typeof args.subject === 'string' ? args.subject.replace(/[\r\n]+/g, ' ').trim() : '';
  const appended = (Array.isArray(args.entries) ? args.entries : []).map((entry) =>
    typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? String((entry as Record<string, unknown>).text ?? (entry as Record<string, unknown>).description ?? JSON.stringify(entry)) : String(entry),
  );
  const body = [typeof args.body === 'string' ? args.body : '', ...appended].filter((part) => part !== '').join('\n\n');
  const messageId = `<${randomUUID()}@metnos.local>`;
  if (environment.smtpUrl !== '') {
    try {
      const transport = createTransport(environment.smtpUrl);
      const info = await transport.sendMail({ from: environment.mailFrom, to: recipients, subject, text: body, messageId, date: context.now });
      transport.close();
      return { entries: [{ to: recipients, subject, message_id: info.messageId }], ok_count: 1, delivery: 'smtp' };
    } catch (error) {
      throw new ExecutorError({ tool, failureKind: 'unavailable', code: 'smtp_failed', message: `SMTP delivery failed: ${(error as Error).message}`, isRetryable: true, cause: error });
    }
  }
  await mkdir(environment.outboxDir, { recursive: true });
  const path = join(environment.outboxDir, `${context.now.toISOString().replace(/[:.]/g, '-')}-${messageId.slice(1, 9)}.eml`);
  const headers = [`From: ${environment.mailFrom}`, `To: ${recipients.join(', ')}`, `Subject: ${subject}`, `Date: ${context.now.toUTCString()}`, `Message-ID: ${messageId}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
  await writeFile(path, `${headers.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`, { flag: 'wx' });
  return { entries: [{ to: recipients, subject, path, message_id: messageId }], ok_count: 1, delivery: 'outbox' };
};
