import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AssistantTurn } from '../cascade/assistant';

/**
 * A turn as an MCP tool result: the reply as text, the turn's outcome (id, ok, layer, steps, aporia, and any
 * consent request) as structured content. A turn that needs consent says so in the text too: its steps (each
 * summary with its effects) and the token to pass to the `confirm` tool after the user agreed. Pure.
 */
export function convertTurnToMcpResult(turn: AssistantTurn): CallToolResult {
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
  if (confirmation !== undefined) structured.confirmation = confirmation;
  if (turn.aporia !== undefined) structured.aporia = turn.aporia;
  const lines = [turn.reply];
  if (confirmation !== undefined) {
    lines.push('', 'This request needs your consent before it runs these steps:', ...confirmation.steps.map((step) => `${step.index}. ${step.summary} [${step.effects.join(', ')}]`));
    lines.push(`If the user agrees, call the confirm tool with token ${confirmation.token} (valid until ${confirmation.expiresAt}) to run exactly these steps.`);
  }
  return { content: [{ type: 'text', text: lines.join('\n').trim() }], structuredContent: structured };
}
