import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf, writeTinyOnnxModel, findLlamaServerBinary, startLlamaServer } from '@metnos/testing';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { runDoctor } from './run-doctor';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A fresh HOME with XDG folders; `config` is written to runtime.toml when given. */
function home(config?: string): { env: Record<string, string>; base: string; configFile: string } {
  const base = mkdtempSync(join(tmpdir(), 'metnos-doctor-'));
  closers.push(() => rmSync(base, { recursive: true, force: true }));
  const configFile = join(base, 'config', 'metnos', 'runtime.toml');
  if (config !== undefined) {
    mkdirSync(join(base, 'config', 'metnos'), { recursive: true });
    writeFileSync(configFile, config);
  }
  return { env: { HOME: base, XDG_CONFIG_HOME: join(base, 'config'), XDG_DATA_HOME: join(base, 'data') }, base, configFile };
}

/** A real HTTP server on 127.0.0.1:0 answering like llama-server (the HTTP contract doctor reads). */
async function startLlamaServerStandIn(behaviour: { health?: number; contextTokens?: number; ignoreGrammar?: boolean } = {}): Promise<{ url: string; requests: { path: string; body: Record<string, unknown> }[] }> {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      requests.push({ path: request.url ?? '', body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/health') return behaviour.health === 503 ? json(503, { error: { code: 503, message: 'Loading model' } }) : json(200, { status: 'ok' });
      if (request.url === '/props') return json(200, { model_path: '/models/gemma-3-4b-it-Q4_K_M.gguf', default_generation_settings: { n_ctx: behaviour.contextTokens ?? 8192 } });
      if (request.url === '/completion') {
        const content = typeof body.grammar === 'string' && behaviour.ignoreGrammar !== true ? 'yes' : 'Well, it depends';
        return json(200, { content, stop: true, stop_type: 'eos', tokens_predicted: 1, tokens_evaluated: 9, model: 'gemma', timings: {} });
      }
      json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** A port on 127.0.0.1 that refuses connections (bound, then released). */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('runDoctor', () => {
  it('should say on a fresh machine what is fine and, for the unreachable LLM, what to do', async () => {
    const port = await refusedPort();
    const { env, base } = home();
    const report = await runDoctor({ env: { ...env, METNOS_LLM_BASE_URL: `http://127.0.0.1:${port}` }, language: 'en' });
    expect(report.lines).toEqual([
      `· config: no ${join(base, 'config', 'metnos', 'runtime.toml')} yet: the defaults apply; any metnos command writes a commented one`,
      `✓ data folder: ${join(base, 'data', 'metnos')} does not exist yet and will be created on first use`,
      `✗ LLM: cannot reach http://127.0.0.1:${port} (ECONNREFUSED); start llama-server (llama-server -m model.gguf -c 8192 --port …) or point [llm] base_url at a running one`,
      '· embedder: hashed embedder (256 dimensions, no weights): L1/L2 match similar wording, not meaning; for meaning set [embedder] kind = "onnx" and model_dir to a BGE-M3 folder',
      `· mail: no SMTP server: send_messages writes .eml files to ${join(base, 'data', 'metnos', 'outbox')}; set [executors] smtp_url to deliver mail`,
      '· Telegram: not set up (optional): create a bot with @BotFather, set [telegram] bot_token and allowed_user_ids, then run metnos telegram',
    ]);
    expect(report.ok).toBe(false);
  });

  it('should read model, context size and grammar support from a llama-server over real HTTP', async () => {
    const server = await startLlamaServerStandIn();
    const { env } = home(`[llm]\nbase_url = "${server.url}"\n`);
    const report = await runDoctor({ env, language: 'en' });
    expect(report.checks.find((check) => check.subject === 'llm')).toEqual({
      subject: 'llm',
      status: 'ok',
      text: `llama-server at ${server.url} (fast+wise): model gemma-3-4b-it-Q4_K_M.gguf, context 8192 tokens, grammar-constrained decoding works`,
    });
    expect(server.requests.map((request) => request.path)).toEqual(['/health', '/props', '/completion']);
    expect(server.requests[2]?.body).toMatchObject({ grammar: 'root ::= "yes" | "no"', n_predict: 4 });
    expect(report.ok).toBe(true);
  });

  it('should warn about a small context, a model still loading, and fail a server that ignores grammars', async () => {
    const small = await startLlamaServerStandIn({ contextTokens: 2048 });
    const loading = await startLlamaServerStandIn({ health: 503 });
    const ignoring = await startLlamaServerStandIn({ ignoreGrammar: true });
    const llmLine = async (url: string) => (await runDoctor({ env: { ...home().env, METNOS_LLM_BASE_URL: url }, language: 'en' })).lines.find((line) => line.includes(' LLM: '));
    expect(await llmLine(small.url)).toBe(`! LLM: ${small.url} has a context of 2048 tokens; the planner needs about 4096: restart llama-server with -c 8192`);
    expect(await llmLine(loading.url)).toBe(`! LLM: ${loading.url} is still loading its model; run metnos doctor again in a minute`);
    expect(await llmLine(ignoring.url)).toBe(`✗ LLM: ${ignoring.url} ignored a grammar (answered "Well, it depends"); use llama-server, or a vLLM with structured outputs`);
    expect(loading.requests.map((request) => request.path)).toEqual(['/health']);
  });

  it('should check each tier that has its own server once', async () => {
    const fast = await startLlamaServerStandIn();
    const wise = await startLlamaServerStandIn({ contextTokens: 32768 });
    const { env } = home(`[llm]\nfast_base_url = "${fast.url}"\nwise_base_url = "${wise.url}"\n`);
    const lines = (await runDoctor({ env, language: 'en' })).lines.filter((line) => line.includes(' LLM: '));
    expect(lines).toEqual([
      `✓ LLM: llama-server at ${fast.url} (fast): model gemma-3-4b-it-Q4_K_M.gguf, context 8192 tokens, grammar-constrained decoding works`,
      `✓ LLM: llama-server at ${wise.url} (wise): model gemma-3-4b-it-Q4_K_M.gguf, context 32768 tokens, grammar-constrained decoding works`,
    ]);
  });

  it('should check an OpenAI-compatible server: the configured model is served, its context, structured outputs', async () => {
    const requests: { path: string; body: Record<string, unknown> }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        requests.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' });
        const grammar = (body.structured_outputs as { grammar?: string } | undefined)?.grammar;
        response.end(
          JSON.stringify(
            request.url === '/v1/models'
              ? { object: 'list', data: [{ id: 'google/gemma-3-4b-it', object: 'model', max_model_len: 16384 }] }
              : { id: 'c1', object: 'text_completion', model: body.model, choices: [{ index: 0, text: grammar === undefined ? 'Maybe' : 'no', finish_reason: 'stop' }] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const llmLine = async (model: string) =>
      (await runDoctor({ env: { ...home().env, METNOS_LLM_PROVIDER: 'openai-compatible', METNOS_LLM_BASE_URL: url, METNOS_LLM_FAST_MODEL: model, METNOS_LLM_WISE_MODEL: model }, language: 'en' })).lines.find((line) =>
        line.includes(' LLM: '),
      );
    expect(await llmLine('google/gemma-3-4b-it')).toBe(`✓ LLM: openai-compatible at ${url} (fast+wise): model google/gemma-3-4b-it, context 16384 tokens, grammar-constrained decoding works`);
    expect(requests.map((request) => request.path)).toEqual(['/v1/models', '/v1/completions']);
    expect(await llmLine('llama-3')).toBe(`✗ LLM: ${url} does not serve the model "llama-3" (it serves: google/gemma-3-4b-it); fix [llm] fast_model / wise_model`);
  });

  it('should name the bad config line and skip the checks that need the config', async () => {
    const { env, configFile } = home('[llm]\ntimeout_ms = "soon"\n');
    const report = await runDoctor({ env, language: 'en' });
    expect(report.lines).toEqual([
      `✗ config: ${configFile}:2: llm.timeout_ms: expected an integer, got a string; fix that line (or the variable) and run metnos doctor again`,
      '· config: the other checks need a config that loads; fix it first',
    ]);
    expect(report.ok).toBe(false);
  });

  it('should fail a data folder that is a file, and warn about METNOS_ variables that name nothing', async () => {
    const { env, base, configFile } = home(`[llm]\nprovider = "none"\n[storage]\ndata_dir = "state"\n`);
    writeFileSync(join(base, 'config', 'metnos', 'state'), 'not a folder');
    const report = await runDoctor({ env: { ...env, METNOS_LLM_PROVIDR: 'none' }, language: 'en' });
    expect(report.lines.slice(0, 4)).toEqual([
      `✓ config: ${configFile} loads (2 setting(s) differ from the defaults)`,
      '! environment: METNOS_LLM_PROVIDR is not a Metnos setting and is ignored; did you mean METNOS_LLM_PROVIDER?',
      `✗ data folder: ${join(base, 'config', 'metnos', 'state')} is a file, not a folder; move that file away or set [storage] data_dir in ${configFile}`,
      '· LLM: [llm] provider = "none": known requests answer, new ones cannot be planned; set provider = "llama-server" and base_url to plan them',
    ]);
  });

  it('should log in to a real SMTP server, and say when the password is refused', async () => {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth: (auth, _session, callback) => (auth.username === 'me' && auth.password === 'right' ? callback(null, { user: 'me' }) : callback(new Error('Invalid username or password'))),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;
    const mailLine = async (password: string) =>
      (await runDoctor({ env: { ...home().env, METNOS_LLM_PROVIDER: 'none', METNOS_EXECUTORS_SMTP_URL: `smtp://me:${password}@127.0.0.1:${port}` }, language: 'en' })).lines.find((line) => line.includes(' mail: '));
    expect(await mailLine('right')).toBe(`✓ mail: the SMTP server smtp://127.0.0.1:${port} accepts the connection and the login`);
    expect(await mailLine('wrong')).toBe(`✗ mail: smtp://127.0.0.1:${port} refused the login; fix the user and password in [executors] smtp_url`);
  });

  it('should load an ONNX embedder and name the files a model folder lacks', async () => {
    const { base } = home();
    const model = await writeTinyOnnxModel(join(base, 'model'), { dimension: 16 });
    const embedderLine = async (folder: string) =>
      (await runDoctor({ env: { ...home().env, METNOS_LLM_PROVIDER: 'none', METNOS_EMBEDDER_KIND: 'onnx', METNOS_EMBEDDER_MODEL_DIR: folder, METNOS_EMBEDDER_POOLING: 'mean' }, language: 'en' })).lines.find((line) =>
        line.includes(' embedder: '),
      );
    expect(await embedderLine(model.directory)).toBe(`✓ embedder: ONNX embedder from ${model.directory} works (16 dimensions)`);
    expect(await embedderLine(base)).toBe(`✗ embedder: ${base} lacks tokenizer.json and model.onnx; download the model there or fix [embedder] model_dir`);
  });

  it('should call getMe on the Bot API and warn when no user may talk to the bot', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const ok = request.url === '/bot42:good/getMe';
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { ok: true, result: { id: 42, is_bot: true, first_name: 'Metnos', username: 'metnos_test_bot' } } : { ok: false, error_code: 401, description: 'Unauthorized' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const telegramLine = async (token: string, users: string) =>
      (await runDoctor({ env: { ...home().env, METNOS_LLM_PROVIDER: 'none', METNOS_TELEGRAM_API_ROOT: apiRoot, METNOS_TELEGRAM_BOT_TOKEN: token, METNOS_TELEGRAM_ALLOWED_USER_IDS: users }, language: 'en' })).lines.find((line) =>
        line.includes(' Telegram: '),
      );
    expect(await telegramLine('42:good', '[7, 8]')).toBe('✓ Telegram: bot @metnos_test_bot is reachable; 2 user(s) may talk to it (metnos telegram)');
    expect(await telegramLine('42:good', '')).toMatch(/^! Telegram: the bot answers nobody: put your Telegram user id in \[telegram\] allowed_user_ids in /);
    expect(await telegramLine('42:bad', '7')).toBe('✗ Telegram: Telegram refused the bot token; copy it again from @BotFather into [telegram] bot_token');
    expect(requests).toEqual(['/bot42:good/getMe', '/bot42:good/getMe', '/bot42:bad/getMe']);
  });

  it('should speak Italian, whole, for an Italian user', async () => {
    const port = await refusedPort();
    const { env, base } = home();
    const report = await runDoctor({ env: { ...env, METNOS_LLM_BASE_URL: `http://127.0.0.1:${port}` }, language: 'it' });
    expect(report.lines).toEqual([
      `· configurazione: ${join(base, 'config', 'metnos', 'runtime.toml')} non esiste ancora: valgono i valori predefiniti; qualsiasi comando metnos ne scrive uno commentato`,
      `✓ cartella dati: ${join(base, 'data', 'metnos')} non esiste ancora e verrà creata al primo uso`,
      `✗ LLM: impossibile raggiungere http://127.0.0.1:${port} (ECONNREFUSED); avvia llama-server (llama-server -m modello.gguf -c 8192 --port …) o punta [llm] base_url a uno attivo`,
      '· embedder: embedder a hash (256 dimensioni, senza pesi): L1/L2 riconoscono parole simili, non il significato; per il significato imposta [embedder] kind = "onnx" e model_dir su una cartella BGE-M3',
      `· posta: nessun server SMTP: send_messages scrive file .eml in ${join(base, 'data', 'metnos', 'outbox')}; imposta [executors] smtp_url per spedire la posta`,
      '· Telegram: non configurato (facoltativo): crea un bot con @BotFather, imposta [telegram] bot_token e allowed_user_ids, poi lancia metnos telegram',
    ]);
  });

  const binary = findLlamaServerBinary();
  it.skipIf(binary.binaryPath === undefined)(
    `should pass a real llama-server serving a tiny GGUF${binary.binaryPath === undefined ? ` (skipped: ${binary.reason})` : ''}`,
    async () => {
      const { base } = home();
      const { path: modelPath } = await writeTinyGguf(join(base, 'tiny.gguf'), { seed: 5 });
      const server = await startLlamaServer(binary.binaryPath as string, { modelPath, contextSize: 8192, extraArgs: ['--override-kv', 'llama.context_length=int:8192', '--no-webui'] });
      closers.push(() => server.stop());
      const report = await runDoctor({ env: { ...home().env, METNOS_LLM_BASE_URL: server.url }, language: 'en', timeoutMs: 30_000 });
      expect(report.lines.find((line) => line.includes(' LLM: ')), server.logs()).toBe(
        `✓ LLM: llama-server at ${server.url} (fast+wise): model tiny.gguf, context 8192 tokens, grammar-constrained decoding works`,
      );
    },
    120_000,
  );
});
