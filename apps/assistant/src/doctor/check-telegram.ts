import type { DoctorCheck } from './doctor-check';
import type { DoctorMessages } from './doctor-messages';
import { describeFailure } from './describe-failure';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * The Telegram bot of `[telegram]`: not set up is fine (optional); with a token, `getMe` on `api_root` proves the
 * token and the network, and an empty `allowed_user_ids` is a warning (the bot would answer nobody).
 */
export async function checkTelegram(
  config: AssistantConfig['telegram'],
  { configFile, messages, deadline, fetch = globalThis.fetch }: { configFile: string; messages: DoctorMessages; deadline: () => AbortSignal; fetch?: typeof globalThis.fetch },
): Promise<DoctorCheck[]> {
  if (config.bot_token === '') return [{ subject: 'telegram', status: 'info', text: messages.telegramOff }];
  const apiRoot = config.api_root.replace(/\/+$/, '');
  let username: string;
  try {
    const response = await fetch(`${apiRoot}/bot${config.bot_token}/getMe`, { signal: deadline() });
    if (response.status === 401 || response.status === 404) return [{ subject: 'telegram', status: 'fail', text: messages.telegramTokenRefused }];
    const body = (await response.json()) as { ok?: boolean; result?: { username?: string } };
    if (body.ok !== true) return [{ subject: 'telegram', status: 'fail', text: messages.telegramTokenRefused }];
    username = body.result?.username ?? '?';
  } catch (error) {
    return [{ subject: 'telegram', status: 'fail', text: messages.telegramUnreachable(apiRoot, describeFailure(error)) }];
  }
  if (config.allowed_user_ids.length === 0) return [{ subject: 'telegram', status: 'warn', text: messages.telegramNoAllowlist(configFile) }];
  return [{ subject: 'telegram', status: 'ok', text: messages.telegramReady(username, config.allowed_user_ids.length) }];
}
