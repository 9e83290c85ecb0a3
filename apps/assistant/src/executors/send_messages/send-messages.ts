import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import type { SendMailOptions } from 'nodemailer';
import type { ExecutorEnvironment, ExecutorImplementation } from '../../executor-support/executor-environment';
import { openToolFile } from '../../executor-support/open-tool-file';
import { checkSendMessagesArgs } from './check-send-messages-args';
import { messageRecipients } from './message-recipients';

const tool = 'send_messages';

/** Default bound on one SMTP delivery (connect, greeting, auth, data), in milliseconds. */
const defaultSmtpTimeoutMs = 15_000;

/** Tuning of {@link createSendMessages}. */
export interface SendMessagesOptions {
  /** Bound on one SMTP delivery as a whole and on each of its phases (default {@link defaultSmtpTimeoutMs}). */
  smtpTimeoutMs?: number;
}

/** A file attached to a message: its real path, the name it is sent under and its bytes. */
interface Attachment {
  path: string;
  name: string;
  content: Buffer;
}

/**
 * send_messages: composes one message and delivers it over SMTP (nodemailer, `smtpUrl`) or, by default,
 * writes it as an RFC 5322 `.eml` file into the outbox folder. `attachments` are files opened through the path
 * policy of the other file tools (`openAllowedFile`: the real path inside the allowed folders and outside the deny
 * list, no final link, no hard link unless `[vaglio] allow_hard_links`, the opened file checked again) and read whole
 * before anything is sent; the message is then `multipart/mixed` with each file in base64, and a missing subject is
 * the attached files' names. An SMTP delivery is bounded by `smtpTimeoutMs`
 * and by the turn's abort signal; its failures are `ExecutorError`s: `unavailable` (server unreachable or
 * dropped the connection, retryable), `timeout` (retryable), `user_action_required` (credentials refused, bad
 * `smtp_url`), `invalid_args` (recipients or sender rejected; recipients that are not addresses are refused first by
 * {@link checkSendMessagesArgs}, which Nous runs before asking consent). Credentials never appear in messages.
 */
export function createSendMessages(environment: ExecutorEnvironment, { smtpTimeoutMs = defaultSmtpTimeoutMs }: SendMessagesOptions = {}): ExecutorImplementation {
  return async (args, context) => {
    const invalid = checkSendMessagesArgs(args);
    if (invalid !== undefined) throw invalid;
    const recipients = messageRecipients(args);
    const attachments = await readAttachments(environment, args, context.signal);
    const subject = typeof args.subject === 'string' ? args.subject.replace(/[\r\n]+/g, ' ').trim() : attachments.map((file) => file.name).join(', ');
    const appended = (Array.isArray(args.entries) ? args.entries : []).map((entry) =>
      typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? String((entry as Record<string, unknown>).text ?? (entry as Record<string, unknown>).description ?? JSON.stringify(entry)) : String(entry),
    );
    const body = [typeof args.body === 'string' ? args.body : '', ...appended].filter((part) => part !== '').join('\n\n');
    const messageId = `<${randomUUID()}@metnos.local>`;
    if (environment.smtpUrl !== '') {
      const messageIdSent = await deliverOverSmtp(environment, { recipients, subject, body, attachments, messageId, date: context.now, signal: context.signal, timeoutMs: smtpTimeoutMs });
      return { entries: [{ to: recipients, subject, message_id: messageIdSent, ...attachedPaths(attachments) }], ok_count: 1, delivery: 'smtp' };
    }
    await mkdir(environment.outboxDir, { recursive: true });
    const path = join(environment.outboxDir, `${context.now.toISOString().replace(/[:.]/g, '-')}-${messageId.slice(1, 9)}.eml`);
    const headers = [`From: ${environment.mailFrom}`, `To: ${recipients.join(', ')}`, `Subject: ${subject}`, `Date: ${context.now.toUTCString()}`, `Message-ID: ${messageId}`, 'MIME-Version: 1.0'];
    const text = body.replace(/\r?\n/g, '\r\n');
    const textHeaders = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
    await writeFile(path, attachments.length === 0 ? `${[...headers, ...textHeaders].join('\r\n')}\r\n\r\n${text}\r\n` : multipartMessage(headers, textHeaders, text, attachments), { flag: 'wx' });
    return { entries: [{ to: recipients, subject, path, message_id: messageId, ...attachedPaths(attachments) }], ok_count: 1, delivery: 'outbox' };
  };
}

/** The real paths of the attached files, for the step's entry (absent when nothing is attached). */
function attachedPaths(attachments: readonly Attachment[]): { attachments?: string[] } {
  return attachments.length === 0 ? {} : { attachments: attachments.map((file) => file.path) };
}

/**
 * Opens and reads every file of `args.attachments` through the path policy (`openAllowedFile`); a refused path throws
 * its `path_not_allowed` error, a missing or unreadable file `file_not_found`, before anything is sent.
 */
async function readAttachments(environment: ExecutorEnvironment, args: Record<string, unknown>, signal: AbortSignal): Promise<Attachment[]> {
  const paths = Array.isArray(args.attachments) ? args.attachments.filter((path): path is string => typeof path === 'string') : [];
  const attachments: Attachment[] = [];
  for (const path of paths) {
    signal.throwIfAborted();
    const opened = await openToolFile(path, environment, { tool, action: 'attach', argument: 'attachments' });
    try {
      if (!(await opened.handle.stat()).isFile()) {
        throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'not_a_file', message: `not a file: ${opened.realPath}`, details: { path: opened.realPath, arguments: ['attachments'] } });
      }
      attachments.push({ path: opened.realPath, name: basename(opened.realPath), content: await opened.handle.readFile() });
    } finally {
      await opened.handle.close();
    }
  }
  return attachments;
}

/** A `Content-Disposition` file name: plain when printable ASCII, else RFC 2231 UTF-8 (`filename*=UTF-8''…`). */
function fileNameParameter(name: string): string {
  return /^[\x20-\x7e]*$/u.test(name) && !/["\\]/u.test(name) ? `filename="${name}"` : `filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An RFC 5322 / MIME `multipart/mixed` message: the text part, then each file in base64 lines of 76 characters. */
function multipartMessage(headers: readonly string[], textHeaders: readonly string[], text: string, attachments: readonly Attachment[]): string {
  const boundary = `metnos-${randomUUID()}`;
  const parts = [
    `${textHeaders.join('\r\n')}\r\n\r\n${text}\r\n`,
    ...attachments.map((file) => {
      const encoded = file.content.toString('base64').replace(/.{1,76}/gu, '$&\r\n');
      return `Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; ${fileNameParameter(file.name)}\r\n\r\n${encoded}`;
    }),
  ];
  return `${[...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`].join('\r\n')}\r\n\r\n${parts.map((part) => `--${boundary}\r\n${part}`).join('')}--${boundary}--\r\n`;
}

interface SmtpMessage {
  recipients: string[];
  subject: string;
  body: string;
  attachments: readonly Attachment[];
  messageId: string;
  date: Date;
  signal: AbortSignal;
  timeoutMs: number;
}

/** Sends one message through `environment.smtpUrl`; returns the Message-ID sent. */
async function deliverOverSmtp(environment: ExecutorEnvironment, { recipients, subject, body, attachments, messageId, date, signal, timeoutMs }: SmtpMessage): Promise<string> {
  const server = describeSmtpUrl(environment.smtpUrl);
  const deadline = AbortSignal.timeout(timeoutMs);
  // nodemailer loads only when a turn sends over SMTP (the CLI starts without it).
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: environment.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs });
  // nodemailer ≥ 10 honours `signal` on a message (closing the connection); @types/nodemailer does not list it yet.
  const mail: SendMailOptions & { signal: AbortSignal } = { from: environment.mailFrom, to: recipients, subject, text: body, messageId, date, signal: AbortSignal.any([signal, deadline]),
    // The bytes read through the path policy, never a path nodemailer would open again.
    ...(attachments.length === 0 ? {} : { attachments: attachments.map((file) => ({ filename: file.name, content: file.content, contentType: 'application/octet-stream' })) }) };
  try {
    const info = await transport.sendMail(mail);
    return info.messageId;
  } catch (error) {
    signal.throwIfAborted();
    throw smtpError(error, { server, timeoutMs, timedOut: deadline.aborted });
  } finally {
    transport.close();
  }
}

/** `host:port` of an `smtp(s)://` URL, without credentials; a URL of another kind is the user's to fix. */
const smtpUrlAction = {
  en: 'set [executors] smtp_url to smtp://user:password@host:port or smtps://…, or leave it empty to write to the outbox',
  it: 'imposta [executors] smtp_url a smtp://utente:password@host:porta o smtps://…, oppure lascialo vuoto per scrivere nella outbox',
};

function describeSmtpUrl(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ExecutorError({ tool, failureKind: 'user_action_required', code: 'invalid_smtp_url', message: '[executors] smtp_url is not a URL', details: { action: smtpUrlAction } });
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ExecutorError({ tool, failureKind: 'user_action_required', code: 'invalid_smtp_url', message: `[executors] smtp_url must start with smtp:// or smtps://, got ${url.protocol}//`, details: { action: smtpUrlAction, data: { protocol: url.protocol } } });
  }
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

/** Maps a nodemailer failure (its `code`: ETIMEDOUT, EAUTH, EENVELOPE, ECONNECTION, …) to an `ExecutorError`. */
function smtpError(error: unknown, { server, timeoutMs, timedOut }: { server: string; timeoutMs: number; timedOut: boolean }): ExecutorError {
  const failure = error as Error & { code?: string; responseCode?: number; rejected?: string[] };
  const reason = failure.message ?? String(error);
  if (timedOut || failure.code === 'ETIMEDOUT') {
    return new ExecutorError({ tool, failureKind: 'timeout', code: 'smtp_timeout', message: `SMTP server ${server} did not complete the delivery within ${timeoutMs} ms`, details: { service: server }, isRetryable: true, cause: error });
  }
  if (failure.code === 'EAUTH') {
    return new ExecutorError({ tool, failureKind: 'user_action_required', code: 'smtp_auth_failed', message: `SMTP server ${server} refused the credentials: fix the user and password in [executors] smtp_url (${reason})`, details: { need: 'credentials', service: server, data: { responseCode: failure.responseCode } }, cause: error });
  }
  if (failure.code === 'EENVELOPE') {
    return new ExecutorError({ tool, failureKind: 'invalid_args', code: 'smtp_rejected', message: `SMTP server ${server} rejected the sender or the recipients: ${reason}`, details: { arguments: ['to'], service: server, data: { rejected: failure.rejected ?? [], responseCode: failure.responseCode } }, cause: error });
  }
  return new ExecutorError({ tool, failureKind: 'unavailable', code: 'smtp_unreachable', message: `SMTP server ${server} is unreachable or failed: ${reason}`, details: { service: server, ...(failure.code === undefined ? {} : { causeCode: failure.code }) }, isRetryable: true, cause: error });
}
