import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AssistantTurn } from '../turn/assistant';
import type { McpConsentAnswer } from './ask-mcp-user-consent';

const consentOutcome: Record<Exclude<McpConsentAnswer, 'accepted'>, string> = {
  declined: 'The user did not consent, so nothing of this ran.',
  unsupported:
    'Nothing of this ran: this MCP client cannot ask the user for consent (it does not support elicitation). The user can make the same request in Metnos itself (web chat, Telegram or `metnos ask`) and confirm it there.',
};

/**
 * A turn as an MCP tool result: the reply as text, the turn's outcome (id, ok, layer, steps, aporia, and any
 * consent request) as structured content. A turn that needs consent lists its steps (each summary with its
 * effects) and, given `consent`, what the user answered; its token is never in the result: the model reading it
 * must not be able to confirm (only the user can, through elicitation, see `askMcpUserConsent`). Pure.
 */
export function convertTurnToMcpResult(turn: AssistantTurn, { consent }: { consent?: Exclude<McpConsentAnswer, 'accepted'> } = {}): CallToolResult {
  const { confirmation } = turn;
  const needsConsent = confirmation !== undefined || turn.needsConfirmation === true;
  const structured: Record<string, unknown> = {
    turnId: turn.turnId,
    ok: turn.ok,
    layer: turn.layer,
    reply: turn.reply,
    needsConfirmation: needsConsent,
    steps: turn.steps.map((step) => ({ index: step.index, tool: step.tool, ok: step.ok })),
  };
  if (confirmation !== undefined) structured.confirmation = { expiresAt: confirmation.expiresAt, steps: confirmation.steps, ...(consent === undefined ? {} : { consent }) };
  if (turn.aporia !== undefined) structured.aporia = turn.aporia;
  const lines = [turn.reply];
  if (confirmation !== undefined) {
    lines.push('', 'This request needs the user’s consent before it runs these steps:', ...confirmation.steps.map((step) => `${step.index}. ${step.summary} [${step.effects.join(', ')}]`));
    if (consent !== undefined) lines.push(consentOutcome[consent]);
  }
  return { content: [{ type: 'text', text: lines.join('\n').trim() }], structuredContent: structured };
}
