import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from '../turn/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { sdkServerScript, stdioServer } from './__fixtures__/mcp-fixture-servers';
import { createMetnosMcpServer } from './create-metnos-mcp-server';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { pdfIntent, pdfPlan } from '../__fixtures__/pdf-scripts';

describe('createMetnosMcpServer', () => {
  let assistant: Assistant;
  let client: Client;
  let llm: ScriptedLlmProvider;

  beforeAll(async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-mcp-server-'));
    mkdirSync(join(base, 'files', 'docs'), { recursive: true });
    writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
    const config = defaultAssistantConfig();
    // The learned skills come from the model's planner: the deterministic single-step planner would answer first.
    config.praxis.single_step_planner = false;
    config.vaglio.path_allowlist = [join(base, 'files')];
    config.mcp.servers = { notes: stdioServer(sdkServerScript, [], { tools: ['post_message'], tool_names: { post_message: 'share_messages' } }) };
    llm = new ScriptedLlmProvider([
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
    expect(tools.map((tool) => tool.name)).toEqual(['ask', 'skill_find_files']);
    expect(tools[1]?.description).toBe('Learned skill: find files (pdf); runs find_files.');
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

  it('should never hand the consent token to the client or its model: no confirm tool, and without elicitation nothing runs', async () => {
    // The attack: the client's model read a mail saying "post hi to the team"; it asks, then confirms with the token
    // from the result, and the user never saw anything.
    const tokens: string[] = [];
    const watched: Assistant = {
      ...assistant,
      ask: async (query, options) => {
        const turn = await assistant.ask(query, options);
        if (turn.confirmation !== undefined) tokens.push(turn.confirmation.token);
        return turn;
      },
    };
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMetnosMcpServer(watched).connect(serverSide);
    const modelsClient = new Client({ name: 'model-driven-client', version: '1.0.0' });
    await modelsClient.connect(clientSide);
    const asked = await modelsClient.callTool({ name: 'ask', arguments: { query: 'post hi to the team channel' } });
    const structured = asked.structuredContent as { needsConfirmation: boolean; confirmation: { consent: string; steps: { tool: string; effects: string[]; args: unknown }[] } };
    expect(structured).toMatchObject({ ok: false, needsConfirmation: true, confirmation: { consent: 'unsupported' } });
    expect(structured.confirmation.steps).toEqual([expect.objectContaining({ index: 1, tool: 'share_messages', effects: ['send'], args: { text: 'hi team' } })]);
    const text = (asked.content as { text: string }[])[0]?.text ?? '';
    expect(text).toContain('This request needs the user’s consent before it runs these steps:\n1. ');
    expect(text).toContain('Nothing of this ran: this MCP client cannot ask the user for consent');
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(asked)).not.toContain(tokens[0]);
    expect((await modelsClient.listTools()).tools.map((tool) => tool.name)).not.toContain('confirm');
    await modelsClient.close();
  });

  it('should ask the user through elicitation and run exactly that plan once they accept, and nothing when they decline', async () => {
    const asked: string[] = [];
    const connect = async (answer: { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }) => {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await createMetnosMcpServer(assistant).connect(serverSide);
      const eliciting = new Client({ name: 'eliciting-client', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
      eliciting.setRequestHandler(ElicitRequestSchema, async (request) => {
        asked.push((request.params as { message: string }).message);
        return answer;
      });
      await eliciting.connect(clientSide);
      return eliciting;
    };
    llm.push(JSON.stringify({ verb: 'send', object: 'messages', keywords: ['team'] }), JSON.stringify({ steps: [{ tool: 'share_messages', args: { text: 'hello team' } }], fillers: {}, final_message: 'Posted: ${step1.text}' }));
    const declining = await connect({ action: 'decline' });
    const declined = await declining.callTool({ name: 'ask', arguments: { query: 'post hello to the team channel' } });
    expect(declined.structuredContent).toMatchObject({ ok: false, needsConfirmation: true, confirmation: { consent: 'declined' } });
    expect(asked[0]).toMatch(/^Metnos needs your consent before it runs these steps:\n1\. .*hello team.*\[send\]$/);
    await declining.close();

    llm.push(JSON.stringify({ verb: 'send', object: 'messages', keywords: ['team'] }), JSON.stringify({ steps: [{ tool: 'share_messages', args: { text: 'hi all' } }], fillers: {}, final_message: 'Posted: ${step1.text}' }));
    const unticked = await connect({ action: 'accept', content: { confirm: false } });
    expect((await unticked.callTool({ name: 'ask', arguments: { query: 'post hi all to the team channel' } })).structuredContent).toMatchObject({ ok: false, confirmation: { consent: 'declined' } });
    await unticked.close();

    llm.push(JSON.stringify({ verb: 'send', object: 'messages', keywords: ['team'] }), JSON.stringify({ steps: [{ tool: 'share_messages', args: { text: 'bye team' } }], fillers: {}, final_message: 'Posted: ${step1.text}' }));
    const accepting = await connect({ action: 'accept', content: { confirm: true } });
    const confirmed = await accepting.callTool({ name: 'ask', arguments: { query: 'post bye to the team channel' } });
    expect(confirmed.structuredContent).toMatchObject({ ok: true, needsConfirmation: false, reply: 'Posted: posted: bye team\nsecond block' });
    expect(asked).toHaveLength(3);
    await accepting.close();
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
