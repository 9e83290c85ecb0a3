import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import { rawServerScript, stdioServer } from './__fixtures__/mcp-fixture-servers';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const plan = (tool: string, args: Record<string, unknown>, finalMessage: string) => JSON.stringify({ steps: [{ tool, args }], fillers: {}, final_message: finalMessage });

describe('createAssistant', () => {
  it('should plan and run tools of a configured MCP server, and ask consent for one whose annotations allow writes', async () => {
    const config = defaultAssistantConfig();
    // names of the Naming Authority's vocabulary, given in runtime.toml's tool_names
    config.mcp.servers = {
      raw: stdioServer(rawServerScript, [], { tools: ['echo_text', 'report_failure', 'crash_now'], tool_names: { echo_text: 'get_notes', report_failure: 'share_notes', crash_now: 'get_news' } }),
    };
    const llm = new ScriptedLlmProvider([
      JSON.stringify({ verb: 'echo', object: 'text', keywords: ['ciao'] }),
      plan('get_notes', { text: 'ciao' }, 'The server said: ${step1.text}'),
      JSON.stringify({ verb: 'report', object: 'failure', keywords: [] }),
      plan('share_notes', {}, 'Done.'),
      JSON.stringify({ verb: 'crash', object: 'server', keywords: [] }),
      plan('get_news', {}, 'Done.'),
    ]);
    const dataDir = mkdtempSync(join(tmpdir(), 'metnos-mcp-assistant-'));
    const assistant = await createAssistant({ config, dataDir, llm, clock: () => new Date('2026-11-24T10:00:00Z') });
    try {
      expect(assistant.executors.map((executor) => executor.manifest.name)).toEqual(expect.arrayContaining(['find_files', 'get_notes', 'share_notes', 'get_news']));
      // the planner saw the MCP tool in its pool
      const echo = await assistant.ask('echo ciao through the raw server');
      expect(echo).toMatchObject({ ok: true, layer: 'planner', reply: 'The server said: echo: ciao' });
      expect(echo.steps[0]?.output).toEqual({ text: 'echo: ciao' });
      expect(llm.calls[1]?.prompt ?? JSON.stringify(llm.calls[1]?.messages)).toContain('get_notes');
      // report_failure has no annotations: by the MCP defaults it may delete and send, so it waits for consent
      const failure = await assistant.ask('report a failure');
      expect(failure).toMatchObject({ ok: false, needsConfirmation: true });
      // a server that died mid-call is a dead-end only the user can fix: Aporia says how, in the executor's words
      const crashed = await assistant.ask('crash the raw server');
      expect(crashed).toMatchObject({ ok: false, layer: 'aporia' });
      expect(crashed.reply).toContain('start the MCP server "raw" or fix [mcp.servers.raw] in runtime.toml (metnos mcp tools shows what fails)');
      expect(crashed.reply).not.toContain('segfault');
    } finally {
      assistant.close();
    }
  }, 60_000);
});
