import { join } from 'node:path';
import type { DoctorCheck } from './doctor-check';
import type { DoctorMessages } from './doctor-messages';
import { describeFailure } from './describe-failure';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * Mail delivery of `[executors]`: without `smtp_url` send_messages writes to the outbox folder (said, not wrong);
 * with one, nodemailer connects, greets and logs in (`verify()`, no message sent) within `timeoutMs`.
 */
export async function checkSmtp(
  config: AssistantConfig['executors'],
  { dataDir, messages, timeoutMs }: { dataDir: string; messages: DoctorMessages; timeoutMs: number },
): Promise<DoctorCheck> {
  if (config.smtp_url === '') return { subject: 'smtp', status: 'info', text: messages.smtpOutbox(config.outbox_dir || join(dataDir, 'outbox')) };
  let server: string;
  try {
    const url = new URL(config.smtp_url);
    server = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  } catch {
    return { subject: 'smtp', status: 'fail', text: messages.smtpFailed('[executors] smtp_url', 'not a URL') };
  }
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: config.smtp_url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs });
  try {
    await transport.verify();
    return { subject: 'smtp', status: 'ok', text: messages.smtpReady(server) };
  } catch (error) {
    if ((error as { code?: string }).code === 'EAUTH') return { subject: 'smtp', status: 'fail', text: messages.smtpLoginRefused(server) };
    return { subject: 'smtp', status: 'fail', text: messages.smtpFailed(server, describeFailure(error)) };
  } finally {
    transport.close();
  }
}
