import { autoRetry } from '@grammyjs/auto-retry';
import type { Feedback, Language } from '@metnos/core';
import { Bot, type Context } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Assistant, AssistantTurn, TurnChannel, TurnProgress } from '../../turn/assistant';
import { detectRequestLanguage } from '../request-language';
import { splitTelegramText } from './split-telegram-text';
import { telegramMessages, type TelegramMessages } from './telegram-messages';

/** Options of {@link createTelegramBot}. */
export interface TelegramBotOptions {
  token: string;
  /** Telegram user ids that get answers; updates from anyone else are dropped without a word. */
  allowedUserIds: readonly number[];
  /** Bot API server (default https://api.telegram.org; a local stand-in in tests). */
  apiRoot?: string;
  /** A turn still running after this long shows its progress in an edited message (default 1,500 ms). */
  progressDelayMs?: number;
  /** Interval of the "typing…" indicator while a turn runs (Telegram shows it for about 5 s; default 4,000 ms). */
  typingIntervalMs?: number;
  /** Told about updates dropped by the allowlist and about handler errors (the operator's log, never the chat). */
  log?: (line: string) => void;
}

const slowLayers = new Set(['intent', 'planner', 'pronoia']);
const glyphs: Record<Feedback, string> = { up: '✓', down: '✗', retry: '↺' };
const rememberedTurns = 1000;

/**
 * The assistant as a grammY bot (long polling is started by the caller with `bot.start()`):
 * - only `allowedUserIds` are answered, and only in their private chat with the bot; messages and button presses
 *   of anyone else, and anything in a group or channel (whose members would read the answers), get no reply at all;
 * - a text message is one turn, in the request's language (Telegram's `language_code` when the text does not
 *   tell): "typing…" while it runs, a progress message edited as slow layers start (intent, planner, Pronoia)
 *   that finally becomes the answer; answers longer than 4,096 characters are split;
 * - every answer carries inline ✓ ✗ ↺ buttons whose callback is `Assistant.feedback` (↺ answers again as a
 *   reply to the rated answer, so it stays next to its turn);
 * - an answer that waits for consent lists the steps (its reply) and carries a Confirm button holding the
 *   consent token of that plan: pressing it calls `Assistant.confirm(token)`, which runs that plan and nothing else;
 * - a location message (also a live location's updates) is remembered per chat and user and feeds
 *   `get_location` for that chat's turns (which is what Aporia asks for when "where am I?" has no location).
 */
export function createTelegramBot(assistant: Assistant, options: TelegramBotOptions): Bot {
  const { progressDelayMs = 1500, typingIntervalMs = 4000, log = () => {} } = options;
  const bot = new Bot(options.token, options.apiRoot === undefined ? {} : { client: { apiRoot: options.apiRoot } });
  // Telegram's flood limits (429 retry_after) and its own 5xx are waited out and retried, a few times at most.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
  const allowed = new Set(options.allowedUserIds);
  const locations = new Map<string, string>();
  const turns = new Map<string, { language: Language }>();
  const remember = (turn: AssistantTurn) => {
    turns.set(turn.turnId, { language: turn.language });
    if (turns.size > rememberedTurns) turns.delete(turns.keys().next().value as string);
  };
  const chatKey = (context: Context) => `${context.chat?.id ?? 0}:${context.from?.id ?? 0}`;
  const channelOf = (context: Context): TurnChannel => {
    const location = locations.get(chatKey(context));
    return location === undefined ? { name: 'telegram' } : { name: 'telegram', location };
  };
  const userLanguage = (context: Context): Language => (context.from?.language_code?.toLowerCase().startsWith('it') === true ? 'it' : 'en');

  bot.use(async (context, next) => {
    const userId = context.from?.id;
    if (userId === undefined || !allowed.has(userId)) {
      log(`telegram: ignored an update from user ${userId ?? 'unknown'} (not in [telegram] allowed_user_ids)`);
      return;
    }
    // Only the private chat with the user: in a group or channel every member would read the answers (files, mail).
    const chatType = context.chat?.type;
    if (chatType !== 'private') {
      log(`telegram: ignored an update of user ${userId} in a ${chatType ?? 'unknown'} chat (the assistant answers in private chats only)`);
      return;
    }
    return next();
  });

  bot.command('start', (context) => context.reply(telegramMessages(userLanguage(context)).welcome));

  bot.on(['message:location', 'edited_message:location'], async (context) => {
    const { latitude, longitude } = (context.message ?? context.editedMessage)!.location!;
    locations.set(chatKey(context), `${latitude},${longitude}`);
    // A live location's updates arrive as edits: remember them silently.
    if (context.message !== undefined) await context.reply(telegramMessages(userLanguage(context)).locationSaved);
  });

  bot.on('message:text', async (context) => {
    const text = context.message.text;
    const language = detectRequestLanguage(text, userLanguage(context));
    await runTurn(context, language, (onProgress) => assistant.ask(text, { language, channel: channelOf(context), onProgress }), {});
  });

  bot.on('message', (context) => context.reply(telegramMessages(userLanguage(context)).unsupported));

  bot.on('callback_query:data', async (context) => {
    const [kind, value, turnId = ''] = context.callbackQuery.data.split(':');
    const known = turns.get(turnId);
    const language = known?.language ?? userLanguage(context);
    const messages = telegramMessages(language);
    const rated = context.callbackQuery.message;
    if (kind === 'fb' && (value === 'up' || value === 'down' || value === 'retry')) {
      // The answer's buttons go away: one verdict per answer, as in the web chat.
      if (rated !== undefined) await context.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => undefined);
      if (value !== 'retry') {
        const result = await assistant.feedback(turnId, value, { channel: channelOf(context) });
        await context.answerCallbackQuery({ text: result.found ? messages.feedbackSaved(glyphs[value], result.skill?.status) : messages.unknownTurn });
        return;
      }
      await context.answerCallbackQuery({ text: messages.feedbackSaved(glyphs.retry, undefined) });
      let found = true;
      await runTurn(
        context,
        language,
        async (onProgress) => {
          const result = await assistant.feedback(turnId, 'retry', { channel: channelOf(context), language, onProgress });
          found = result.found;
          return result.retried;
        },
        { replyTo: rated?.message_id },
      );
      if (!found) await context.reply(messages.unknownTurn);
      return;
    }
    if (kind === 'cf' && value !== undefined && value !== '') {
      // The button carries the consent token of the plan its message listed: exactly that plan runs, once.
      if (rated !== undefined) await context.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => undefined);
      await context.answerCallbackQuery();
      await runTurn(context, userLanguage(context), (onProgress) => assistant.confirm(value, { channel: channelOf(context), language: userLanguage(context), onProgress }), { replyTo: rated?.message_id });
      return;
    }
    await context.answerCallbackQuery({ text: messages.unknownTurn });
  });

  bot.catch((error) => log(`telegram: ${error.message.split('\n')[0] ?? 'error'}`));

  /** One turn in a chat: typing, progress edits, then the answer (split) with its buttons. */
  const runTurn = async (
    context: Context,
    language: Language,
    run: (onProgress: (progress: TurnProgress) => void) => Promise<AssistantTurn | undefined>,
    { replyTo }: { replyTo?: number | undefined },
  ): Promise<void> => {
    const chatId = context.chat?.id;
    if (chatId === undefined) return;
    const messages = telegramMessages(language);
    const api = context.api;
    const typing = () => api.sendChatAction(chatId, 'typing').catch(() => undefined);
    void typing();
    const typingTimer = setInterval(typing, typingIntervalMs);
    typingTimer.unref();
    const progress = createProgress({ api, chatId, messages, progressDelayMs, replyTo });
    let turn: AssistantTurn | undefined;
    try {
      turn = await run(progress.onProgress);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      log(`telegram: turn failed: ${(error as Error).message?.split('\n')[0] ?? String(error)}`);
      await progress.settle();
      await sendParts(api, chatId, [messages.failed(typeof code === 'string' ? code : 'error')], { replaceMessageId: progress.messageId(), replyTo });
      return;
    } finally {
      clearInterval(typingTimer);
    }
    await progress.settle();
    if (turn === undefined) {
      const stale = progress.messageId();
      if (stale !== undefined) await api.deleteMessage(chatId, stale).catch(() => undefined);
      return;
    }
    remember(turn);
    const parts = splitTelegramText(turn.reply);
    const keyboard: InlineKeyboardMarkup = {
      inline_keyboard: [
        ...(turn.confirmation === undefined ? [] : [[{ text: messages.buttons.confirm, callback_data: `cf:${turn.confirmation.token}` }]]),
        (['up', 'down', 'retry'] as const).map((feedback) => ({ text: messages.buttons[feedback], callback_data: `fb:${feedback}:${turn.turnId}` })),
      ],
    };
    await sendParts(api, chatId, parts.length === 0 ? [messages.emptyReply] : parts, { keyboard, replaceMessageId: progress.messageId(), replyTo });
  };

  return bot;
}

type BotApi = Context['api'];

/**
 * Sends `parts` as consecutive messages (the first replacing the progress message when there is one, the first
 * replying to `replyTo`), the keyboard on the last.
 */
async function sendParts(api: BotApi, chatId: number, parts: string[], { keyboard, replaceMessageId, replyTo }: { keyboard?: InlineKeyboardMarkup; replaceMessageId?: number | undefined; replyTo?: number | undefined }): Promise<void> {
  for (const [index, part] of parts.entries()) {
    const markup = index === parts.length - 1 && keyboard !== undefined ? { reply_markup: keyboard } : {};
    if (index === 0 && replaceMessageId !== undefined) {
      // The progress message may be gone (deleted by the user): then the answer comes as a new message.
      const edited = await api.editMessageText(chatId, replaceMessageId, part, markup).then(
        () => true,
        () => false,
      );
      if (edited) continue;
    }
    await api.sendMessage(chatId, part, { ...markup, ...(index === 0 && replyTo !== undefined ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } } : {}) });
  }
}

/**
 * The progress message of one turn: sent when a slow layer starts once `progressDelayMs` have passed (or when
 * that delay ends while one runs), edited when the next slow layer starts; Bot API calls run one after the other.
 */
function createProgress({ api, chatId, messages, progressDelayMs, replyTo }: { api: BotApi; chatId: number; messages: TelegramMessages; progressDelayMs: number; replyTo: number | undefined }) {
  const started = performance.now();
  let queue: Promise<unknown> = Promise.resolve();
  let messageId: number | undefined;
  let shown: string | undefined;
  let current: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const show = () => {
    const text = current;
    queue = queue.then(async () => {
      if (done || text === undefined || text === shown) return;
      if (messageId === undefined) {
        const sent = await api.sendMessage(chatId, text, replyTo === undefined ? {} : { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } });
        messageId = sent.message_id;
      } else await api.editMessageText(chatId, messageId, text);
      shown = text;
    }).catch(() => undefined);
  };
  return {
    onProgress(progress: TurnProgress) {
      if (progress.phase !== 'start' || !slowLayers.has(progress.layer)) return;
      current = messages.progress[progress.layer as 'intent' | 'planner' | 'pronoia'];
      const waited = performance.now() - started;
      if (waited >= progressDelayMs) show();
      else timer ??= setTimeout(show, progressDelayMs - waited);
    },
    /** Waits for the Bot API calls under way; later progress is ignored. */
    async settle() {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      await queue;
    },
    messageId: () => messageId,
  };
}
