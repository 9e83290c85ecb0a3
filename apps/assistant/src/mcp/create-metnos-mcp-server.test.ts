import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../cascade/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { rawServerScript, stdioServer } from './__fixtures__/mcp-fixture-servers';
import { createMetnosMcpServer } from './create-metnos-mcp-server';

const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const pdfPlan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });

describe('createMetnosMcpServer', () => {
  let assistant: Assistant;
  let client: Client;

  beforeAll(async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-mcp-server-'));
    mkdirSync(join(base, 'files', 'docs'), { recursive: true });
    writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
    const config = defaultConfig();
    config.vaglio.path_allowlist = [join(base, 'files')];
    config.mcp.servers = { raw: stdioServer(rawServerScript, [], { tools: ['report_failure'] }) };
    const llm = new ScriptedLlmProvider([
      pdfIntent,
      pdfPlan,
      pdfIntent,
      JSON.stringify({ verb: 'report', object: 'failure', keywords: [] }),
      JSON.stringify({ steps: [{ tool: 'report_failure', args: {} }], fillers: {}, final_message: 'Reported.' }),
    ]);
    assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm, clock: () => new Date('2026-11-24T10:00:00Z') });
    // a planned success and a replayed one make "find pdf files" an active skill
    expect(await assistant.ask('find the pdf files in docs')).toMatchObject({ ok: true, layer: 'planner' });
    expect(await assistant.ask('find pdf files in the docs folder')).toMatchObject({ ok: true, layer: 'skill' });
    await assistant.ask('where am i');
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMetnosMcpServer(assistant).connect(serverSide);
    client = new Client({ name: 'test-client', version: '1.0.0' });
    await client.connect(clientSide);
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    assistant?.close();
  });

  it('should list ask and one tool per active skill', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['ask', 'skill_find_files']);
    expect(tools[1]?.description).toBe('Learned skill: find files; runs find_files.');
    expect(tools[0]?.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, openWorldHint: true });
  });

  it('should answer ask with the reply as text and the turn as structured content', async () => {
    const result = await client.callTool({ name: 'ask', arguments: { query: 'what time is it' } });
    expect(result.structuredContent).toMatchObject({ ok: true, layer: 'L0', needsConfirmation: false, steps: [{ index: 1, tool: 'get_now', ok: true }] });
    expect((result.content as { text: string }[])[0]?.text).toMatch(/^It's \d\d:\d\d\.$/);
  });

  it('should run a learned skill through its tool', async () => {
    const result = await client.callTool({ name: 'skill_find_files', arguments: { request: 'find the pdf files in docs' } });
    expect(result.structuredContent).toMatchObject({ ok: true, layer: 'skill', reply: 'Found 1 PDF files.' });
  });

  it('should say when a turn needs consent instead of running it', async () => {
    const result = await client.callTool({ name: 'ask', arguments: { query: 'report a failure to the raw server' } });
    expect(result.structuredContent).toMatchObject({ ok: false, needsConfirmation: true });
    expect((result.content as { text: string }[])[0]?.text).toContain("This request needs the user's consent");
  });

  it('should expose the aporia log and the skills as JSON resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['metnos://aporiae', 'metnos://skills']);
    const aporiae = JSON.parse(((await client.readResource({ uri: 'metnos://aporiae' })).contents[0] as { text: string }).text) as { query: string; category: string }[];
    expect(aporiae).toContainEqual(expect.objectContaining({ query: 'where am i', category: 'user_action_required' }));
    const skills = JSON.parse(((await client.readResource({ uri: 'metnos://skills' })).contents[0] as { text: string }).text) as unknown[];
    expect(skills).toEqual([expect.objectContaining({ status: 'active', intent: expect.objectContaining({ verb: 'find', object: 'files' }), steps: ['find_files'] })]);
  });
});
