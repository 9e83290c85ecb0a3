import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ScriptedLlmProvider, type ScriptedAnswer } from '@metnos/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assistant } from '../../turn/assistant';
import { createAssistant } from '../../cascade/create-assistant';
import { startBotApiStandIn, type BotApiRequest, type BotApiStandIn } from './__fixtures__/start-bot-api-stand-in';
import { createTelegramBot } from './create-telegram-bot';
import { defaultAssistantConfig } from '../../settings/default-assistant-config';

const owner = { id: 111, is_bot: false, first_name: 'Ada', language_code: 'en' };
const stranger = { id: 999, is_bot: false, first_name: 'Eve', language_code: 'en' };
const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const pdfPlan = (finalMessage = 'Found ${step1.count} PDF files.') =>
  JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: finalMessage });

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

let nextMessageId = 1;
/** A private-chat message update as the Bot API documents it (https://core.telegram.org/bots/api#message). */
function message(from: typeof owner, fields: Record<string, unknown>): Record<string, unknown> {
  return { message: { message_id: nextMessageId++, date: 1_779_000_000, chat: { id: from.id, type: 'private', first_name: from.first_name }, from, ...fields } };
}
/** A callback_query update for a press on an inline button under `rated` (https://core.telegram.org/bots/api#callbackquery). */
function press(from: typeof owner, data: string, rated: BotApiRequest): Record<string, unknown> {
  const sent = rated.payload;
  return {
    callback_query: {
      id: `cb-${nextMessageId++}`,
      from,
      chat_instance: '-4242',
      data,
      message: { message_id: sent.message_id ?? 0, date: 1_779_000_000, chat: { id: from.id, type: 'private' }, text: sent.text },
    },
  };
}

/** The assistant as a Telegram bot, long-polling a local Bot API; `llm` scripts the model's content. */
async function startBot(
  answers: ScriptedAnswer[] | ((files: string) => ScriptedAnswer[]) = [],
  configure: (config: ReturnType<typeof defaultAssistantConfig>) => void = () => {},
): Promise<{ api: BotApiStandIn; assistant: Assistant; llm: ScriptedLlmProvider; files: string }> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-telegram-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'taxes.txt'), 'IBAN IT60X0542811101000000123456');
  const config = defaultAssistantConfig();
  // These tests script the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [files];
  configure(config);
  const llm = new ScriptedLlmProvider(typeof answers === 'function' ? answers(files) : answers);
  const assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm, clock: () => new Date('2026-05-19T10:30:00Z') });
  const api = await startBotApiStandIn();
  const bot = createTelegramBot(assistant, { token: api.token, allowedUserIds: [owner.id, 222], apiRoot: api.apiRoot, progressDelayMs: 0 });
  const polling = bot.start({ allowed_updates: ['message', 'edited_message', 'callback_query'] });
  cleanup.push(async () => {
    await bot.stop();
    await polling;
    assistant.close();
    await api.close();
    rmSync(base, { recursive: true, force: true });
  });
  return { api, assistant, llm, files };
}

/** The bot's next message to `chatId` (sent, or a progress message edited into its final text) carrying buttons. */
const answerTo = (api: BotApiStandIn, chatId: number, after = 0) =>
  api.waitFor((request) => api.requests.indexOf(request) >= after && ['sendMessage', 'editMessageText'].includes(request.method) && request.payload.chat_id === chatId && request.payload.reply_markup !== undefined);

const buttonsOf = (request: BotApiRequest) =>
  (request.payload.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }).inline_keyboard.flat().map((button) => [button.text, button.callback_data]);

describe('createTelegramBot', () => {
  it('should answer an allowed user with typing, the reply and ✓ ✗ ↺ buttons, and save a ✓ press as feedback', async () => {
    const { api, assistant } = await startBot();
    api.push(message(owner, { text: 'what time is it' }));
    const reply = await answerTo(api, owner.id);
    expect(reply).toMatchObject({ method: 'sendMessage', payload: { chat_id: owner.id, text: "It's 10:30." } });
    const turnId = assistant.listObservations({ limit: 1 })[0]?.turnId as string;
    expect(buttonsOf(reply)).toEqual([
      ['✓', `fb:up:${turnId}`],
      ['✗', `fb:down:${turnId}`],
      ['↺', `fb:retry:${turnId}`],
    ]);
    expect(api.requests.find((request) => request.method === 'sendChatAction')?.payload).toEqual({ chat_id: owner.id, action: 'typing' });

    api.push(press(owner, `fb:up:${turnId}`, { ...reply, payload: { ...reply.payload, message_id: 5000 } }));
    const toast = await api.waitFor((request) => request.method === 'answerCallbackQuery');
    expect(toast.payload.text).toBe('✓ saved');
    expect(assistant.listObservations({ limit: 1 })[0]).toMatchObject({ turnId, feedback: 'up' });
    expect(api.requests.find((request) => request.method === 'editMessageReplyMarkup')?.payload).toEqual({ chat_id: owner.id, message_id: 5000, reply_markup: { inline_keyboard: [] } });
  }, 30_000);

  it('should give no answer at all, not even an error, to a user outside the allowlist', async () => {
    const { api, assistant } = await startBot();
    api.push(message(stranger, { text: 'what time is it' }));
    api.push(message(stranger, { location: { latitude: 1, longitude: 2 } }));
    api.push({ callback_query: { id: 'cb-stranger', from: stranger, chat_instance: '-1', data: 'fb:up:whatever' } });
    api.push(message(owner, { text: 'what time is it' }));
    // Updates are handled in order: once the owner has an answer, the stranger's updates were handled too.
    await answerTo(api, owner.id);
    const replies = api.requests.filter((request) => request.method !== 'getUpdates' && request.method !== 'getMe' && request.method !== 'deleteWebhook');
    expect(replies.filter((request) => request.payload.chat_id === stranger.id || request.payload.callback_query_id === 'cb-stranger')).toEqual([]);
    expect(assistant.countObservations()).toBe(1);
  }, 30_000);

  it('should act only in a private chat with its user: in a group its answers (files, mail) would reach every member', async () => {
    const { api, assistant } = await startBot();
    const group = { id: -100_777, type: 'supergroup', title: 'family' };
    api.push({ message: { message_id: nextMessageId++, date: 1_779_000_000, chat: group, from: owner, text: 'what time is it' } });
    api.push({ message: { message_id: nextMessageId++, date: 1_779_000_000, chat: { id: -55, type: 'group', title: 'work' }, from: owner, text: 'what time is it' } });
    api.push({ callback_query: { id: 'cb-group', from: owner, chat_instance: '-2', data: 'fb:retry:whatever', message: { message_id: 1, date: 1_779_000_000, chat: group, text: 'x' } } });
    api.push(message(owner, { text: 'what time is it' }));
    await answerTo(api, owner.id);
    const replies = api.requests.filter((request) => request.method !== 'getUpdates' && request.method !== 'getMe' && request.method !== 'deleteWebhook');
    expect(replies.filter((request) => request.payload.chat_id !== owner.id)).toEqual([]);
    expect(assistant.countObservations()).toBe(1);
  }, 30_000);

  it('should ask for the location in chat, then feed the shared location to get_location for that chat only', async () => {
    const { api } = await startBot();
    api.push(message(owner, { text: 'where am I' }));
    const before = await answerTo(api, owner.id);
    expect(before.payload.text).toBe("Can't resolve: I don't know where you are. To proceed: share your location here in chat (paperclip → Location).");

    api.push(message(owner, { location: { latitude: 45.4642, longitude: 9.19 } }));
    const saved = await api.waitFor((request) => request.method === 'sendMessage' && String(request.payload.text).startsWith('📍'));
    expect(saved.payload).toMatchObject({ chat_id: owner.id, text: '📍 Location saved for this chat: ask me "where am I?" and I will use it.' });

    const mark = api.requests.length;
    api.push(message(owner, { text: 'where am I' }));
    const after = await answerTo(api, owner.id, mark);
    expect(after.payload.text).toContain('45.4642,9.19');

    const other = { ...owner, id: 222, first_name: 'Bob' };
    const mark2 = api.requests.length;
    api.push(message(other, { text: 'where am I' }));
    expect((await answerTo(api, other.id, mark2)).payload.text).toContain('share your location here in chat (paperclip → Location)');
  }, 30_000);

  it('should show progress while a planner turn runs and edit it into the answer', async () => {
    let api!: BotApiStandIn;
    const shown = (text: string) => () => api.waitFor((request) => ['sendMessage', 'editMessageText'].includes(request.method) && request.payload.text === text).then(() => undefined);
    // The scripted model answers only once the progress of its layer is on screen: no timing involved.
    const started = await startBot([
      async () => (await shown('⏳ Understanding the request…')(), pdfIntent),
      async () => (await shown('⏳ Planning the steps…')(), pdfPlan()),
    ]);
    api = started.api;
    api.push(message(owner, { text: 'find the pdf files in docs' }));
    const reply = await answerTo(api, owner.id);
    const progress = api.requests.find((request) => request.method === 'sendMessage' && request.payload.text === '⏳ Understanding the request…');
    const progressId = 5000;
    expect(progress?.payload.chat_id).toBe(owner.id);
    expect(api.requests.filter((request) => request.method === 'editMessageText').map((request) => [request.payload.message_id, request.payload.text])).toEqual([
      [progressId, '⏳ Planning the steps…'],
      [progressId, 'Found 1 PDF files.'],
    ]);
    expect(reply.method).toBe('editMessageText');
    expect(started.llm.remaining).toBe(0);
  }, 30_000);

  it('should split a reply longer than 4096 characters and put the buttons under the last part', async () => {
    const long = Array.from({ length: 120 }, (_, index) => `Line ${index + 1}: the PDF files in docs were found and counted (\${step1.count}).`).join('\n');
    const { api, llm } = await startBot([pdfIntent, pdfPlan(long)]);
    api.push(message(owner, { text: 'find the pdf files in docs' }));
    const last = await answerTo(api, owner.id);
    const parts = api.requests.filter((request) => ['sendMessage', 'editMessageText'].includes(request.method) && !String(request.payload.text).startsWith('⏳'));
    expect(parts.length).toBe(2);
    expect(parts.every((part) => String(part.payload.text).length <= 4096)).toBe(true);
    expect(parts.map((part) => part.payload.text).join('\n')).toBe(long.replaceAll('${step1.count}', '1'));
    expect(parts[0]?.payload.reply_markup).toBeUndefined();
    expect(last).toBe(parts[1]);
    expect(llm.remaining).toBe(0);
  }, 30_000);

  it('should answer ↺ again as a reply to the rated answer, and speak Italian to an Italian request', async () => {
    const { api, assistant } = await startBot([pdfIntent, pdfPlan(), pdfPlan('Trovati ${step1.count} file PDF.')]);
    const italian = { ...owner, language_code: 'it' };
    api.push(message(italian, { text: 'trova i file pdf in docs' }));
    const first = await answerTo(api, owner.id);
    const turnId = assistant.listObservations({ limit: 1 })[0]?.turnId as string;
    const mark = api.requests.length;
    api.push(press(italian, `fb:retry:${turnId}`, { ...first, payload: { ...first.payload, message_id: 5000 } }));
    const retried = await answerTo(api, owner.id, mark);
    // The retried turn plans afresh: its progress message replies to the rated answer, then becomes the new answer.
    const progress = api.since(mark).find((request) => request.method === 'sendMessage');
    expect(progress?.payload).toMatchObject({ text: '⏳ Capisco la richiesta…', reply_parameters: { message_id: 5000 } });
    expect(retried).toMatchObject({ method: 'editMessageText', payload: { text: 'Trovati 1 file PDF.', message_id: 5001 } });
    expect(api.requests.find((request) => request.method === 'answerCallbackQuery')?.payload.text).toBe('↺ salvato');
    expect(assistant.countObservations()).toBe(2);
  }, 30_000);

  it('should list the steps that need consent with a Confirm button holding the token, and run exactly that plan once', async () => {
    const moveIntent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const movePlan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files to the archive.',
    });
    // Two model answers only: confirming runs the plan the user saw, it never plans again.
    const { api, llm } = await startBot([moveIntent, movePlan]);
    api.push(message(owner, { text: 'move the pdf files to the archive' }));
    const asked = await answerTo(api, owner.id);
    expect(String(asked.payload.text)).toMatch(/\n1\. .*archive/);
    const [confirmButton] = buttonsOf(asked);
    expect(confirmButton?.[0]).toBe('✅ Confirm');
    expect(confirmButton?.[1]).toMatch(/^cf:[\w-]{43}$/);
    expect(Buffer.byteLength(confirmButton?.[1] ?? '')).toBeLessThanOrEqual(64);
    const mark = api.requests.length;
    api.push(press(owner, confirmButton?.[1] as string, { ...asked, payload: { ...asked.payload, message_id: 5000 } }));
    const done = await answerTo(api, owner.id, mark);
    expect(done.payload).toMatchObject({ text: 'Moved 1 files to the archive.', reply_parameters: { message_id: 5000 } });
    expect(llm.remaining).toBe(0);

    // The token is spent: a second press runs nothing.
    const mark2 = api.requests.length;
    api.push(press(owner, confirmButton?.[1] as string, { ...asked, payload: { ...asked.payload, message_id: 5000 } }));
    const again = await answerTo(api, owner.id, mark2);
    expect(again.payload.text).not.toBe('Moved 1 files to the archive.');
  }, 30_000);

  describe('content planted in what the assistant reads (issue 23)', () => {
    it('should show the host and full URL before a file\'s text leaves in a fetch, and send nothing until Confirm', async () => {
      const received: string[] = [];
      const host = createServer((request, response) => {
        received.push(request.url ?? '');
        response.end('ok');
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      cleanup.push(() => new Promise<void>((resolve) => host.close(() => resolve())));
      const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      const plan = (files: string) =>
        JSON.stringify({
          steps: [
            { tool: 'read_files', args: { paths: [join(files, 'docs', 'taxes.txt')] } },
            { tool: 'get_urls', args: { urls: [`${origin}/lookup?code=\${step1.entries.0.content}`] } },
          ],
          fillers: {},
          final_message: 'Looked up ${step2.ok_count} code.',
        });
      const { api } = await startBot((files) => [JSON.stringify({ verb: 'read', object: 'files', keywords: ['taxes'] }), plan(files)], (config) => {
        config.executors.network_allowlist = ['127.0.0.1'];
      });
      api.push(message(owner, { text: 'read my tax file and look its code up' }));
      const asked = await answerTo(api, owner.id);
      expect(String(asked.payload.text)).toContain(`get_urls (goes online): urls: ${origin}/lookup?code=IBAN IT60X0542811101000000123456 (host: 127.0.0.1:${new URL(origin).port}) — what step 1 (read_files) returned leaves`);
      expect(received).toEqual([]);
      const [confirmButton] = buttonsOf(asked);
      const mark = api.requests.length;
      api.push(press(owner, confirmButton?.[1] as string, asked));
      const done = await answerTo(api, owner.id, mark);
      expect(done.payload.text).toBe('Looked up 1 code.');
      expect(received.map((url) => decodeURIComponent(url))).toEqual(['/lookup?code=IBAN IT60X0542811101000000123456']);
    }, 30_000);

    it('should mark a look-alike recipient with its punycode domain in the consent message', async () => {
      const plan = JSON.stringify({
        steps: [{ tool: 'send_messages', args: { to: ['studio@studio-r\u043Essi.it'], subject: 'Tax papers', body: 'Here they are.' } }],
        fillers: {},
        final_message: 'Sent.',
      });
      const { api } = await startBot([JSON.stringify({ verb: 'send', object: 'messages', keywords: ['studio'] }), plan]);
      api.push(message(owner, { text: 'send the tax papers to studio@studio-r\u043Essi.it' }));
      const asked = await answerTo(api, owner.id);
      expect(String(asked.payload.text)).toMatch(/to: studio@studio-r\u043Essi\.it \[xn--studio-rssi-[a-z0-9]+\.it\] ⚠ mixed scripts: Latin, Cyrillic;/u);
    }, 30_000);
  });

  it('should greet /start in the user language and say what it reads', async () => {
    const { api } = await startBot();
    api.push(message({ ...owner, language_code: 'it' }, { text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] }));
    const welcome = await api.waitFor((request) => request.method === 'sendMessage');
    expect(welcome.payload.text).toMatch(/^Ciao, sono Metnos\. .*condividi la tua posizione qui in chat \(graffetta → Posizione\)/);
    api.push(message(owner, { sticker: { file_id: 'x', file_unique_id: 'y', type: 'regular', width: 1, height: 1, is_animated: false, is_video: false } }));
    expect((await api.waitFor((request) => request.method === 'sendMessage' && request !== welcome)).payload.text).toBe('I read text messages and shared locations only.');
  }, 30_000);
});
