import type { Language } from '@metnos/core';
import { GrammyError, HttpError } from 'grammy';
import type { Assistant } from '../../turn/assistant';
import { CliInputError } from '../cli-input-error';
import { cliMessages } from '../cli-messages';
import type { ProgressStream } from '../create-progress-reporter';
import { createTelegramBot, type TelegramBotOptions } from './create-telegram-bot';
import type { LoadedAssistantConfig } from '../../settings/load-assistant-config';

/**
 * `metnos telegram`: checks `[telegram]` (a token, at least one allowed user), opens the assistant, long-polls
 * the Bot API until `waitForShutdown` resolves, then stops polling (confirming the last update) and closes the
 * assistant. A token Telegram refuses or an unreachable Bot API end the command with one line naming the fix.
 */
export async function runTelegramCommand(
  loaded: LoadedAssistantConfig,
  {
    stderr,
    language,
    open,
    waitForShutdown,
    botOptions = {},
  }: {
    stderr: ProgressStream;
    language: Language;
    open: () => Promise<Assistant>;
    waitForShutdown: () => Promise<void>;
    botOptions?: Partial<Pick<TelegramBotOptions, 'progressDelayMs' | 'typingIntervalMs'>>;
  },
): Promise<void> {
  const { telegram } = loaded.config;
  if (telegram.bot_token === '') throw new CliInputError({ kind: 'telegram_token_missing', configFile: loaded.configFile });
  if (telegram.allowed_user_ids.length === 0) throw new CliInputError({ kind: 'telegram_allowlist_empty', configFile: loaded.configFile });
  const shutdown = waitForShutdown();
  const messages = cliMessages(language);
  const assistant = await open();
  try {
    const bot = createTelegramBot(assistant, {
      token: telegram.bot_token,
      allowedUserIds: telegram.allowed_user_ids,
      apiRoot: telegram.api_root,
      log: (line) => stderr.write(`metnos: ${line}\n`),
      ...botOptions,
    });
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const polling = bot.start({ allowed_updates: ['message', 'edited_message', 'callback_query'], onStart: () => started() });
    const stopped = await Promise.race([
      shutdown.then(() => 'shutdown' as const),
      polling.then(
        () => 'ended' as const,
        (error: unknown) => {
          throw telegramError(error, loaded.configFile, telegram.api_root);
        },
      ),
      ready.then(async () => {
        stderr.write(`${messages.telegramServing(bot.botInfo.username, telegram.allowed_user_ids.length)}\n`);
        await shutdown;
        return 'shutdown' as const;
      }),
    ]);
    if (stopped === 'shutdown' && bot.isRunning()) {
      await bot.stop();
      await polling.catch(() => undefined);
    }
  } finally {
    assistant.close();
  }
  stderr.write(`${messages.telegramStopped}\n`);
}

/** A failed start of long polling as the bad input behind it. */
function telegramError(error: unknown, configFile: string, apiRoot: string): unknown {
  if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) return new CliInputError({ kind: 'telegram_token_refused', configFile }, { cause: error });
  if (error instanceof HttpError) return new CliInputError({ kind: 'telegram_unreachable', apiRoot }, { cause: error });
  return error;
}
