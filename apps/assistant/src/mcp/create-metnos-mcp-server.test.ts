import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../cascade/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { sdkServerScript, stdioServer } from './__fixtures__/mcp-fixture-servers';
import { createMetnosMcpServer } from './create-metnos-mcp-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const pdfIntent = JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] });
const pdfPlan = JSON.stringify({ steps: [{ tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } }], fillers: {}, final_message: 'Found ${step1.count} PDF files.' });

describe('createMetnosMcpServer', () => {
  let assistant: Assistant;
  let client: Client;

  beforeAll(async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-mcp-server-'));
    mkdirSync(join(base, 'files', 'docs'), { recursive: true });
    writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
    const config = defaultAssistantConfig();
    // The learned skills come from the model's planner: the deterministic single-step planner would answer first.
    config.praxis.single_step_planner = false;
    config.vaglio.path_allowlist = [join(base, 'files')];
    config.mcp.servers = { notes: stdioServer(sdkServerScript, [], { tools: ['post_message'], tool_names: { post_message: 'share_messages' } }) };
    const llm = new ScriptedLlmProvider([
      pdfIntent,
      pdfPlan,
      pdfIntent,
      JSON.stringify({ verb: 'send', object: 'messages', keywords: ['team'] }),
      JSON.stringify({ steps: [{ tool: 'share_messages', args: { text: 'hi team' } }], fillers: {}, final_message: 'Posted: ${step1.text}' }),
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
    expect(tools.map((tool) => tool.name)).toEqual(['ask', 'confirm', 'skill_find_files']);
    expect(tools[2]?.description).toBe('Learned skill: find files (pdf); runs find_files.');
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

  it('should ask consent with the steps and a token, and run exactly that plan through confirm', async () => {
    const asked = await client.callTool({ name: 'ask', arguments: { query: 'post hi to the team channel' } });
    const structured = asked.structuredContent as { needsConfirmation: boolean; confirmation: { token: string; steps: { tool: string; effects: string[]; args: unknown }[] } };
    expect(structured).toMatchObject({ ok: false, needsConfirmation: true });
    expect(structured.confirmation.steps).toEqual([expect.objectContaining({ index: 1, tool: 'share_messages', effects: ['send'], args: { text: 'hi team' } })]);
    const text = (asked.content as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('This request needs your consent before it runs these steps:\n1. ');
    expect(text).toContain(`call the confirm tool with token ${structured.confirmation.token}`);
    const confirmed = await client.callTool({ name: 'confirm', arguments: { token: structured.confirmation.token } });
    expect(confirmed.structuredContent).toMatchObject({ ok: true, needsConfirmation: false, reply: 'Posted: posted: hi team\nsecond block' });
    // a token works once
    const again = await client.callTool({ name: 'confirm', arguments: { token: structured.confirmation.token } });
    expect(again.structuredContent).toMatchObject({ ok: false });
  });

  it('should expose the aporia log and the skills as JSON resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['metnos://aporiae', 'metnos://skills']);
    const aporiae = JSON.parse(((await client.readResource({ uri: 'metnos://aporiae' })).contents[0] as { text: string }).text) as { query: string; category: string }[];
    expect(aporiae).toContainEqual(expect.objectContaining({ query: 'where am i', category: 'user_action_required' }));
    const skills = JSON.parse(((await client.readResource({ uri: 'metnos://skills' })).contents[0] as { text: string }).text) as unknown[];
    expect(skills).toContainEqual(expect.objectContaining({ status: 'active', intent: expect.objectContaining({ verb: 'find', object: 'files' }), steps: ['find_files'] }));
  });
});
