import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createSendMessages } from './send-messages';

interface ReceivedMail {
  user: string | undefined;
  mailFrom: string | undefined;
  recipients: string[];
  raw: Buffer;
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A real SMTP server (smtp-server) on 127.0.0.1, port 0, requiring user/pass, keeping every message it receives. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'p@ss wörd') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          mailFrom: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, received };
}

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
async function startSilentServer(): Promise<number> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

/** A port on 127.0.0.1 nobody listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const smtpUrl = (port: number, password = 'p@ss wörd') => `smtp://user:${encodeURIComponent(password)}@127.0.0.1:${port}`;

describe('createSendMessages', () => {
  it('should write an .eml file into the outbox when no SMTP server is configured', async () => {
    const environment = createTestEnvironment();
    const result = await createSendMessages(environment)({ to: ['anna@example.org'], subject: 'Hi', body: 'See you', entries: [{ description: 'A summary.' }] }, testContext());
    expect(result).toMatchObject({ ok_count: 1, delivery: 'outbox' });
    const [file] = readdirSync(environment.outboxDir);
    const text = readFileSync(join(environment.outboxDir, file as string), 'utf8');
    expect(text).toContain('To: anna@example.org\r\nSubject: Hi\r\nDate: Tue, 19 May 2026 10:30:00 GMT');
    expect(text.endsWith('\r\n\r\nSee you\r\n\r\nA summary.\r\n')).toBe(true);
  });

  it('should attach a real file to a multipart .eml in the outbox, named by its resolved path in the result', async () => {
    const environment = createTestEnvironment();
    const file = join(environment.roots[0]!, 'report.pdf');
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x0d, ...Buffer.from('è tutto qui')]);
    writeFileSync(file, bytes);
    writeFileSync(join(environment.roots[0]!, 'città.txt'), 'ciao\n');
    const result = await createSendMessages(environment)({ to: ['luca@rossi.it'], body: 'Eccolo', attachments: [file, join(environment.roots[0]!, 'città.txt')] }, testContext());
    expect(result).toMatchObject({ ok_count: 1, delivery: 'outbox', entries: [{ to: ['luca@rossi.it'], subject: 'report.pdf, città.txt', attachments: [file, join(environment.roots[0]!, 'città.txt')] }] });
    const [name] = readdirSync(environment.outboxDir);
    const parsed = await simpleParser(readFileSync(join(environment.outboxDir, name as string)));
    expect((parsed.to as AddressObject).value.map((address) => address.address)).toEqual(['luca@rossi.it']);
    expect(parsed.subject).toBe('report.pdf, città.txt');
    expect(parsed.text?.trim()).toBe('Eccolo');
    expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.content.equals(attachment.filename === 'report.pdf' ? bytes : Buffer.from('ciao\n'))])).toEqual([
      ['report.pdf', true],
      ['città.txt', true],
    ]);
  });

  it('should refuse an attachment outside the allowed folders or with a second name, and write nothing', async () => {
    const environment = createTestEnvironment();
    const outside = join(mkdtempSync(join(tmpdir(), 'metnos-outside-')), 'secret.txt');
    writeFileSync(outside, 'secret');
    await expect(createSendMessages(environment)({ to: ['luca@rossi.it'], attachments: [outside] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'path_not_allowed',
    );
    // A hard link inside the allowed folder to a file outside: the same inode has another name the policy never judged.
    const linked = join(environment.roots[0]!, 'innocent.txt');
    linkSync(outside, linked);
    await expect(createSendMessages(environment)({ to: ['luca@rossi.it'], attachments: [linked] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'path_not_allowed' && (error.details as { data?: { reason?: string } }).data?.reason === 'hard_link',
    );
    // A symbolic link inside the allowed folder that points outside: judged by its real path, not its name.
    const symlinked = join(environment.roots[0]!, 'report.pdf');
    symlinkSync(outside, symlinked);
    await expect(createSendMessages(environment)({ to: ['luca@rossi.it'], attachments: [symlinked] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'path_not_allowed',
    );
    await expect(createSendMessages(environment)({ to: ['luca@rossi.it'], attachments: [join(environment.roots[0]!, 'missing.pdf')] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'file_not_found',
    );
    expect(existsSync(environment.outboxDir)).toBe(false);
  });

  it('should refuse an invalid address', async () => {
    await expect(createSendMessages(createTestEnvironment())({ to: ['anna'], subject: 'x' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'invalid_recipient',
    );
  });

  it('should deliver the message over SMTP with the credentials of smtp_url, UTF-8 intact, and write nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(smtp.port), mailFrom: 'metnos@casa.example.org' });
    const body = 'Ciao Anna,\nperché non ci vediamo là, giovedì? Così è più facile.\nà è é ì ò ù';
    const result = await createSendMessages(environment)(
      { to: ['anna@example.org', 'luca@example.it'], subject: 'Città e caffè', body, entries: [{ description: 'Riepilogo: già fatto.' }] },
      testContext(),
    );

    expect(result).toMatchObject({ ok_count: 1, delivery: 'smtp', entries: [{ to: ['anna@example.org', 'luca@example.it'], subject: 'Città e caffè' }] });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received as [ReceivedMail];
    expect(mail).toMatchObject({ user: 'user', mailFrom: 'metnos@casa.example.org', recipients: ['anna@example.org', 'luca@example.it'] });
    const parsed = await simpleParser(mail.raw);
    expect(parsed.from?.value).toEqual([{ address: 'metnos@casa.example.org', name: '' }]);
    expect((parsed.to as AddressObject).value.map((address) => address.address)).toEqual(['anna@example.org', 'luca@example.it']);
    expect(parsed.subject).toBe('Città e caffè');
    expect(parsed.text).toBe(`${body}\n\nRiepilogo: già fatto.\n`);
    expect(parsed.date?.toISOString()).toBe('2026-05-19T10:30:00.000Z');
    expect(parsed.messageId).toBe((result.entries as Array<{ message_id: string }>)[0]?.message_id);
    expect(existsSync(environment.outboxDir)).toBe(false);
  });

  it('should deliver an attachment over SMTP from the bytes read through the path policy', async () => {
    const smtp = await startSmtpServer();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(smtp.port) });
    const file = join(environment.roots[0]!, 'notes.txt');
    writeFileSync(file, 'note di oggi\n');
    const result = await createSendMessages(environment)({ to: ['luca@rossi.it'], subject: 'Note', attachments: [file] }, testContext());
    expect(result).toMatchObject({ delivery: 'smtp', entries: [{ attachments: [file] }] });
    const parsed = await simpleParser((smtp.received[0] as ReceivedMail).raw);
    expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.content.toString('utf8')])).toEqual([['notes.txt', 'note di oggi\n']]);
  });

  it('should report refused credentials as user_action_required without echoing the password', async () => {
    const smtp = await startSmtpServer();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(smtp.port, 'wrong-secret') });
    const error = await createSendMessages(environment)({ to: ['anna@example.org'], subject: 'x', body: 'y' }, testContext()).catch((caught: unknown) => caught);
    expect(ExecutorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ failureKind: 'user_action_required', code: 'smtp_auth_failed', isRetryable: false, details: { need: 'credentials', service: `127.0.0.1:${smtp.port}` } });
    expect((error as ExecutorError).message).toMatch(/refused the credentials: fix the user and password in \[executors\] smtp_url/);
    expect((error as ExecutorError).message).not.toContain('wrong-secret');
    expect(smtp.received).toHaveLength(0);
  });

  it('should report an unreachable SMTP server as a retryable unavailable ExecutorError', async () => {
    const port = await closedPort();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(port) });
    const error = await createSendMessages(environment)({ to: ['anna@example.org'], subject: 'x', body: 'y' }, testContext()).catch((caught: unknown) => caught);
    expect(ExecutorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ tool: 'send_messages', failureKind: 'unavailable', code: 'smtp_unreachable', isRetryable: true, details: { service: `127.0.0.1:${port}` } });
    expect((error as ExecutorError).message).toMatch(new RegExp(`^SMTP server 127\\.0\\.0\\.1:${port} is unreachable or failed: .*ECONNREFUSED`));
    expect((error as ExecutorError).message).not.toContain('wörd');
    expect(existsSync(environment.outboxDir)).toBe(false);
  });

  it('should give up with a timeout ExecutorError when the server never greets', async () => {
    const port = await startSilentServer();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(port) });
    const error = await createSendMessages(environment, { smtpTimeoutMs: 300 })({ to: ['anna@example.org'], subject: 'x', body: 'y' }, testContext()).catch((caught: unknown) => caught);
    expect(ExecutorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ failureKind: 'timeout', code: 'smtp_timeout', isRetryable: true });
    expect((error as ExecutorError).message).toBe(`SMTP server 127.0.0.1:${port} did not complete the delivery within 300 ms`);
  });

  it('should stop a delivery when the turn is aborted and rethrow the abort reason', async () => {
    const port = await startSilentServer();
    const environment = createTestEnvironment({ smtpUrl: smtpUrl(port) });
    const controller = new AbortController();
    const reason = new Error('turn cancelled');
    const pending = createSendMessages(environment)({ to: ['anna@example.org'], subject: 'x', body: 'y' }, { ...testContext(), signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
  });

  it('should ask the user to fix an smtp_url that is not smtp:// or smtps://', async () => {
    const environment = createTestEnvironment({ smtpUrl: 'http://mail.example.org' });
    await expect(createSendMessages(environment)({ to: ['anna@example.org'], subject: 'x' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'user_action_required' && error.code === 'invalid_smtp_url',
    );
  });
});
