import type { ToolEffect } from '@metnos/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AssistantTurn } from '../cascade/assistant';

/** A turn's consent request, as the shared Consent API describes it (read structurally until it is in main). */
interface TurnConfirmation {
  token: string;
  expiresAt: string;
  steps: { index: number; tool: string; effects: ToolEffect[]; summary: string; args: Record<string, unknown> }[];
}

/**
 * A turn as an MCP tool result: the reply as text, the turn's outcome (id, ok, layer, steps, aporia, and any
 * consent request) as structured content. A turn that needs consent says so in the text too: with the shared
 * Consent API's `confirmation`, its steps and, when `canConfirm`, the token to pass to `confirm`. Pure.
 */
export function convertTurnToMcpResult(turn: AssistantTurn, canConfirm: boolean): CallToolResult {
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
