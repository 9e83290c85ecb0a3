import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCliBundle, findFreshBuild } from '../../../bin/build-cli-bundle.mjs';
import { startBotApiStandIn } from './__fixtures__/start-bot-api-stand-in';

const bin = fileURLToPath(new URL('../../../bin/metnos.mjs', import.meta.url));
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
beforeAll(async () => {
  if (findFreshBuild() === undefined) await buildCliBundle();
}, 120_000);

/** Environment of a fresh XDG home with no METNOS_* of ours and no LLM. */
function freshEnv(extra: Record<string, string>): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'metnos-telegram-cli-'));
  closers.push(() => rmSync(home, { recursive: true, force: true }));
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_') && !/^(LANG|LC_ALL|LC_MESSAGES|LANGUAGE)$/.test(name))) as Record<string, string>;
  return { ...clean, HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none', ...extra };
}

const run = (env: Record<string, string>) =>
  new Promise<{ code: number; stderr: string }>((resolve) =>
    execFile(process.execPath, [bin, 'telegram'], { env, timeout: 60_000 }, (error, _stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stderr })),
  );

describe('runTelegramCommand', () => {
  it('should long-poll the Bot API as `metnos telegram`, answer the allowed user, and close cleanly on SIGTERM', async () => {
    const api = await startBotApiStandIn();
    closers.push(() => api.close());
    const env = freshEnv({ METNOS_TELEGRAM_BOT_TOKEN: api.token, METNOS_TELEGRAM_ALLOWED_USER_IDS: '[111]', METNOS_TELEGRAM_API_ROOT: api.apiRoot });
    const child = spawn(process.execPath, [bin, 'telegram'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    closers.push(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')));
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

    await api.waitFor((request) => request.method === 'getUpdates');
    const from = { id: 111, is_bot: false, first_name: 'Ada', language_code: 'en' };
    api.push({ message: { message_id: 1, date: 1_779_000_000, chat: { id: 111, type: 'private' }, from, text: 'what time is it' } });
    const reply = await api.waitFor((request) => request.method === 'sendMessage');
    expect(reply.payload.text).toMatch(/^It's \d\d:\d\d\.$/);
    expect(stderr).toContain('metnos: Telegram bot @metnos_test_bot answers 1 allowed user(s); Ctrl-C stops it\n');

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(stderr).toMatch(/metnos: SIGTERM, shutting down\nmetnos: Telegram bot and Praxis store closed\n$/);
    expect(api.requests.map((request) => request.method)).toEqual(expect.arrayContaining(['getMe', 'deleteWebhook', 'getUpdates', 'sendChatAction', 'sendMessage']));
  }, 60_000);

  it('should say in one line what is missing or refused, and exit 1', async () => {
    const missing = await run(freshEnv({}));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\nmetnos: no Telegram bot token; create a bot with @BotFather and set \[telegram\] bot_token in .*runtime\.toml or METNOS_TELEGRAM_BOT_TOKEN\n$/);

    const api = await startBotApiStandIn();
    closers.push(() => api.close());
    const nobody = await run(freshEnv({ METNOS_TELEGRAM_BOT_TOKEN: api.token, METNOS_TELEGRAM_API_ROOT: api.apiRoot }));
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/\nmetnos: nobody may talk to the bot yet; put your Telegram user id in \[telegram\] allowed_user_ids in .*runtime\.toml \(or METNOS_TELEGRAM_ALLOWED_USER_IDS\)\n$/);

    const refused = await run(freshEnv({ METNOS_TELEGRAM_BOT_TOKEN: '1:wrong', METNOS_TELEGRAM_ALLOWED_USER_IDS: '111', METNOS_TELEGRAM_API_ROOT: api.apiRoot }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/\nmetnos: Telegram refused the bot token; copy it again from @BotFather into \[telegram\] bot_token in .*runtime\.toml\n$/);
    for (const result of [missing, nobody, refused]) expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
