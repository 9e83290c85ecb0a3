import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import type { AssistantConfig } from '../settings/assistant-config';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { openAssistantDatabase } from '../storage/open-assistant-database';

// Issue 23, points 1 and 2: what a step read must not leave the machine — in a URL or to a remote model — without
// the user's consent naming where it goes. The exfiltration host and the "remote" model are real HTTP listeners.
const clock = () => new Date('2026-05-19T10:30:00Z');
const taxText = 'IBAN IT60X0542811101000000123456';

function world(configure: (config: AssistantConfig) => void = () => {}) {
  const base = mkdtempSync(join(tmpdir(), 'metnos-leaves-'));
  const documents = join(base, 'Documents');
  mkdirSync(join(documents, 'taxes'), { recursive: true });
  const taxes = join(documents, 'taxes', '2025.txt');
  writeFileSync(taxes, taxText);
  const config = defaultAssistantConfig();
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [documents];
  config.executors.maildir = join(base, 'Maildir');
  configure(config);
  return { taxes, dataDir: join(base, 'data'), config };
}

/** A real HTTP listener that records every request (URL and body) and answers with `answer`. */
async function listen(host: string, answer: (request: IncomingMessage, body: string) => string = () => 'ok') {
  const received: Array<{ url: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': request.url?.startsWith('/v1/') === true ? 'application/json' : 'text/plain' });
      response.end(answer(request, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('content a step read leaving the machine', () => {
  it('should ask before a URL carries a file\'s text to its host, naming the host and the full URL, and send nothing first', async () => {
    const host = await listen('127.0.0.1');
    try {
      const setup = world((config) => {
        config.executors.network_allowlist = ['127.0.0.1'];
      });
      const url = `${host.origin}/lookup?code=\${step1.entries.0.content}`;
      const plan = JSON.stringify({
        steps: [
          { tool: 'read_files', args: { paths: [setup.taxes] } },
          { tool: 'get_urls', args: { urls: [url] } },
        ],
        fillers: {},
        final_message: 'Looked up ${step2.ok_count} code.',
      });
      const llm = new ScriptedLlmProvider([JSON.stringify({ verb: 'read', object: 'files', keywords: ['taxes'] }), plan]);
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
      const asked = await assistant.ask('read my tax file and look its code up');
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true });
      // Nothing reached the host before the user answered.
      expect(host.received).toEqual([]);
      const fullUrl = `${host.origin}/lookup?code=${taxText}`;
      expect(asked.confirmation?.steps).toEqual([
        expect.objectContaining({
          index: 2,
          tool: 'get_urls',
          effects: ['network'],
          summary: `get_urls (goes online): urls: ${fullUrl} (host: 127.0.0.1:${new URL(host.origin).port}) — what step 1 (read_files) returned leaves in the request to the addresses shown`,
        }),
      ]);
      expect(asked.reply).toContain(fullUrl);

      const done = await assistant.confirm(asked.confirmation!.token);
      expect(done).toMatchObject({ ok: true, reply: 'Looked up 1 code.' });
      expect(host.received.map((request) => decodeURIComponent(request.url))).toEqual([`/lookup?code=${taxText}`]);
      // Plans keep references, not content: the used confirmation's row no longer holds the file's text.
      const database = openAssistantDatabase(setup.dataDir);
      const rows = database.prepare('SELECT plan_json FROM pending_confirmations').all() as Array<{ plan_json: string }>;
      database.close();
      expect(rows).toEqual([{ plan_json: '{"language":"en"}' }]);
      assistant.close();
    } finally {
      await host.close();
    }
  });

  // The "remote" OpenAI-compatible server: a real listener on this machine's first non-loopback IPv4 address (the
  // decision is made on the configured URL: isLoopbackUrl). Without such an interface there is nothing honest to bind.
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address !== undefined && address.family === 'IPv4' && !address.internal)?.address;

  /** An OpenAI-compatible server answering the scripted contents in order; records each request body. */
  const modelServer = (host: string, contents: string[]) =>
    listen(host, () => {
      const content = contents.shift() ?? '';
      // `/v1/chat/completions` reads message.content, `/v1/completions` text.
      return JSON.stringify({ choices: [{ message: { content }, text: content, finish_reason: 'stop' }] });
    });

  const describePlan = (taxes: string) =>
    JSON.stringify({
      steps: [
        { tool: 'read_files', args: { paths: [taxes] } },
        { tool: 'describe_entries', args: { from_step: 1 } },
      ],
      fillers: {},
      final_message: '${step2.description}',
    });
  const describeIntent = JSON.stringify({ verb: 'describe', object: 'files', keywords: ['taxes'] });
  const bodiesWithText = (received: Array<{ body: string }>) => received.filter((request) => request.body.includes(taxText)).length;

  it.skipIf(outside === undefined)('should ask before describe_entries hands a file to a model outside the machine, naming the endpoint', async () => {
    const setup = world();
    const contents: string[] = [];
    const model = await modelServer(outside as string, contents);
    try {
      setup.config.llm.provider = 'openai-compatible';
      setup.config.llm.base_url = `${model.origin}/v1`;
      setup.config.llm.api_key = 'sk-test';
      contents.push(describeIntent, describePlan(setup.taxes));
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, clock });
      const asked = await assistant.ask('describe my tax file');
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true });
      expect(asked.confirmation?.steps).toEqual([
        expect.objectContaining({ index: 2, tool: 'describe_entries', effects: ['network'], summary: expect.stringContaining(`— what step 1 (read_files) returned is sent to the model at ${model.origin}/v1`) }),
      ]);
      // The model planned (the request's words) but never saw the file.
      expect(model.received).toHaveLength(2);
      expect(bodiesWithText(model.received)).toBe(0);

      contents.push('A tax file with a bank account.');
      const done = await assistant.confirm(asked.confirmation!.token);
      expect(done).toMatchObject({ ok: true, reply: 'A tax file with a bank account.' });
      expect(bodiesWithText(model.received)).toBe(1);
      assistant.close();
    } finally {
      await model.close();
    }
  });

  it.skipIf(outside === undefined)('should send it without asking when the user set [llm] remote_content = "allow"', async () => {
    const setup = world();
    const contents: string[] = [];
    const model = await modelServer(outside as string, contents);
    try {
      setup.config.llm.provider = 'openai-compatible';
      setup.config.llm.base_url = `${model.origin}/v1`;
      setup.config.llm.remote_content = 'allow';
      contents.push(describeIntent, describePlan(setup.taxes), 'A tax file.');
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, clock });
      expect(await assistant.ask('describe my tax file')).toMatchObject({ ok: true, reply: 'A tax file.' });
      expect(bodiesWithText(model.received)).toBe(1);
      assistant.close();
    } finally {
      await model.close();
    }
  });

  it('should leave a loopback model free: no consent to describe a file with it', async () => {
    const setup = world();
    const contents: string[] = [];
    const model = await modelServer('127.0.0.1', contents);
    try {
      setup.config.llm.provider = 'openai-compatible';
      setup.config.llm.base_url = `${model.origin}/v1`;
      setup.config.llm.api_key = 'sk-test';
      contents.push(describeIntent, describePlan(setup.taxes), 'A tax file.');
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, clock });
      expect(await assistant.ask('describe my tax file')).toMatchObject({ ok: true, reply: 'A tax file.' });
      expect(bodiesWithText(model.received)).toBe(1);
      assistant.close();
    } finally {
      await model.close();
    }
  });
});
