import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Language } from '@metnos/core';
import { supportedLanguages } from '@metnos/lexicon';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { askMcpUserConsent } from './ask-mcp-user-consent';
import { convertTurnToMcpResult } from './convert-turn-to-mcp-result';
import { skillToolNames } from './skill-tool-names';

/**
 * The assistant as an MCP server (for `metnos mcp`), built with the official SDK:
 * - tool `ask` `{query, language?}`: one turn through the whole cascade; the reply as text, the turn (id, ok,
 *   layer, steps, aporia, consent request) as structured content. A turn that needs consent asks the *user*
 *   through MCP elicitation (`askMcpUserConsent`) and, when they accept, runs exactly that plan
 *   (`Assistant.confirm`); the consent token never reaches the client's model, so text the model read (a mail, a
 *   page) cannot make it confirm. A client without elicitation gets the steps and nothing runs;
 * - one tool per active skill, `skill_<verb>_<object>` `{request}`: asks `request`, which the skill answers when
 *   its intent matches (the result's `layer` says `skill` when it did);
 * - resources `metnos://aporiae` (the dead-end log: what the assistant could not do and why) and
 *   `metnos://skills` (learned skills), as JSON.
 * Create one server per connection; the assistant is shared.
 */
export function createMetnosMcpServer(assistant: Assistant): McpServer {
  const server = new McpServer({ name: 'metnos', version: '0.0.0' }, { instructions: 'Metnos, a local assistant: use ask for any request; skill_* tools are requests it has learned to answer.' });
  const actingAnnotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: true };

  /**
   * A turn as a tool result; a turn waiting for consent asks the user through elicitation and, when they accept,
   * runs exactly that plan (again for each later step that asks, until one is declined or the plan ends).
   */
  const answer = async (asked: AssistantTurn, abortSignal: AbortSignal): Promise<CallToolResult> => {
    let turn = asked;
    while (turn.confirmation !== undefined) {
      const consent = await askMcpUserConsent(server.server, turn.confirmation.steps, { abortSignal, timeoutMs: Date.parse(turn.confirmation.expiresAt) - Date.now() });
      if (consent !== 'accepted') return convertTurnToMcpResult(turn, { consent });
      turn = await assistant.confirm(turn.confirmation.token, { abortSignal });
    }
    return convertTurnToMcpResult(turn);
  };

  server.registerTool(
    'ask',
    {
      title: 'Ask Metnos',
      description: 'Runs one request (Italian, English or Spanish) through the assistant and returns its reply. Requests that change, delete or send data first ask the user for consent through this client.',
      inputSchema: { query: z.string().min(1).describe('The request, e.g. "find the pdf files in docs"'), language: z.enum(supportedLanguages as [Language, ...Language[]]).optional() },
      annotations: actingAnnotations,
    },
    async ({ query, language }, extra) => answer(await assistant.ask(query, { abortSignal: extra.signal, ...(language === undefined ? {} : { language }) }), extra.signal),
  );

  for (const [name, skill] of skillToolNames(assistant.listSkills().filter((item) => item.status === 'active'))) {
    const tools = skill.framework.steps.map((step) => step.tool).join(' → ');
    server.registerTool(
      name,
      {
        description: `Learned skill: ${skill.intent.verb} ${skill.intent.object}${skill.intent.keywords.length === 0 ? '' : ` (${skill.intent.keywords.join(', ')})`}; runs ${tools}.`,
        inputSchema: { request: z.string().min(1).describe('The request in your words') },
        annotations: actingAnnotations,
      },
      async ({ request }, extra) => answer(await assistant.ask(request, { abortSignal: extra.signal }), extra.signal),
    );
  }

  server.registerResource(
    'aporiae',
    'metnos://aporiae',
    { title: 'Aporia log', description: 'What the assistant could not do, why, and how often (category, query, detail, count, first/last seen).', mimeType: 'application/json' },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(assistant.listAporiae(), null, 2) }] }),
  );
  server.registerResource(
    'skills',
    'metnos://skills',
    { title: 'Learned skills', description: 'Intents the assistant answers from memory, with their steps and success counts.', mimeType: 'application/json' },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          text: JSON.stringify(
            assistant.listSkills().map((skill) => ({ intentHash: skill.intentHash, status: skill.status, intent: skill.intent, steps: skill.framework.steps.map((step) => step.tool), uses: skill.uses, successes: skill.successes, failures: skill.failures })),
            null,
            2,
          ),
        },
      ],
    }),
  );
  return server;
}
