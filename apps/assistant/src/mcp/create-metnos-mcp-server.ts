import type { SkillRecord, ToolEffect } from '@metnos/core';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Assistant, AssistantTurn } from '../cascade/assistant';
import { toSnakeCaseToolName } from './to-snake-case-tool-name';

/** A turn's consent request, as the shared Consent API describes it (read structurally until it is in main). */
interface TurnConfirmation {
  token: string;
  expiresAt: string;
  steps: { index: number; tool: string; effects: ToolEffect[]; summary: string; args: Record<string, unknown> }[];
}

/** `Assistant.confirm(token, options)` of the shared Consent API, when the assistant has it. */
type ConfirmFunction = (token: string, options?: { abortSignal?: AbortSignal }) => Promise<AssistantTurn>;

/** The MCP tool name of each active skill: `skill_<verb>_<object>`, plus the hash when two skills share it. */
export function skillToolNames(skills: readonly SkillRecord[]): Map<string, SkillRecord> {
  const names = new Map<string, SkillRecord>();
  const base = (skill: SkillRecord) => `skill_${toSnakeCaseToolName(`${skill.intent.verb} ${skill.intent.object}`) || 'unnamed'}`.slice(0, 100);
  const counts = new Map<string, number>();
  for (const skill of skills) counts.set(base(skill), (counts.get(base(skill)) ?? 0) + 1);
  for (const skill of skills) names.set((counts.get(base(skill)) ?? 0) > 1 ? `${base(skill)}_${skill.intentHash.slice(0, 8)}` : base(skill), skill);
  return names;
}

/** A turn as an MCP tool result: the reply as text, the turn's outcome (and any consent request) as structured content. */
function turnResult(turn: AssistantTurn, canConfirm: boolean): CallToolResult {
  const confirmation = (turn as AssistantTurn & { confirmation?: TurnConfirmation }).confirmation;
  const needsConsent = confirmation !== undefined || turn.needsConfirmation === true;
  const structured: Record<string, unknown> = {
    turnId: turn.turnId,
    ok: turn.ok,
    layer: turn.layer,
    reply: turn.reply,
    needsConfirmation: needsConsent,
    steps: turn.steps.map((step) => ({ index: step.index, tool: step.tool, ok: step.ok })),
  };
  if (confirmation !== undefined) structured.confirmation = confirmation;
  if (turn.aporia !== undefined) structured.aporia = turn.aporia;
  const lines = [turn.reply];
  if (confirmation !== undefined) {
    lines.push('', 'This request needs your consent before it runs these steps:', ...confirmation.steps.map((step) => `${step.index}. ${step.summary} [${step.effects.join(', ')}]`));
    lines.push(
      canConfirm
        ? `Call the confirm tool with token ${confirmation.token} (valid until ${confirmation.expiresAt}) to run exactly these steps.`
        : 'Confirm them where the assistant runs (metnos chat, the web chat).',
    );
  } else if (needsConsent) {
    lines.push('', 'This request needs the user\'s consent (it changes, deletes or sends data); this Metnos has no confirm API: run it with `metnos ask --yes`.');
  }
  return { content: [{ type: 'text', text: lines.join('\n').trim() }], structuredContent: structured };
}

/**
 * The assistant as an MCP server (for `metnos mcp`), built with the official SDK:
 * - tool `ask` `{query, language?}`: one turn through the whole cascade; the reply as text, the turn (id, ok,
 *   layer, steps, aporia, consent request) as structured content. A turn that needs consent says so with its
 *   steps and token;
 * - tool `confirm` `{token}`: runs exactly the plan the token names, when the assistant has the shared Consent
 *   API (`Assistant.confirm`);
 * - one tool per active skill, `skill_<verb>_<object>` `{request}`: asks `request`, which the skill answers when
 *   its intent matches (the result's `layer` says `skill` when it did);
 * - resources `metnos://aporiae` (the dead-end log: what the assistant could not do and why) and
 *   `metnos://skills` (learned skills), as JSON.
 * Create one server per connection; the assistant is shared.
 */
export function createMetnosMcpServer(assistant: Assistant): McpServer {
  const server = new McpServer({ name: 'metnos', version: '0.0.0' }, { instructions: 'Metnos, a local assistant: use ask for any request; skill_* tools are requests it has learned to answer.' });
  const confirm = (assistant as Assistant & { confirm?: ConfirmFunction }).confirm;
  const canConfirm = typeof confirm === 'function';
  const actingAnnotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: true };

  server.registerTool(
    'ask',
    {
      title: 'Ask Metnos',
      description: 'Runs one request (Italian or English) through the assistant and returns its reply. Requests that change, delete or send data need consent first.',
      inputSchema: { query: z.string().min(1).describe('The request, e.g. "find the pdf files in docs"'), language: z.enum(['it', 'en']).optional() },
      annotations: actingAnnotations,
    },
    async ({ query, language }, extra) => turnResult(await assistant.ask(query, { abortSignal: extra.signal, ...(language === undefined ? {} : { language }) }), canConfirm),
  );

  if (canConfirm) {
    server.registerTool(
      'confirm',
      {
        title: 'Confirm a request',
        description: 'Runs exactly the steps a previous ask result listed, given its consent token.',
        inputSchema: { token: z.string().min(1) },
        annotations: actingAnnotations,
      },
      async ({ token }, extra) => turnResult(await confirm.call(assistant, token, { abortSignal: extra.signal }), canConfirm),
    );
  }

  for (const [name, skill] of skillToolNames(assistant.listSkills().filter((item) => item.status === 'active'))) {
    const tools = skill.framework.steps.map((step) => step.tool).join(' → ');
    server.registerTool(
      name,
      {
        description: `Learned skill: ${skill.intent.verb} ${skill.intent.object}${skill.intent.keywords.length === 0 ? '' : ` (${skill.intent.keywords.join(', ')})`}; runs ${tools}.`,
        inputSchema: { request: z.string().min(1).describe('The request in your words') },
        annotations: actingAnnotations,
      },
      async ({ request }, extra) => turnResult(await assistant.ask(request, { abortSignal: extra.signal }), canConfirm),
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
