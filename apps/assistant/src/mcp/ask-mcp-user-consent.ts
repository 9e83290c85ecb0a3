import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { ConfirmationStep } from '../turn/confirmation-step';

/** What the user answered through their MCP client: `unsupported` when the client cannot ask them (no elicitation). */
export type McpConsentAnswer = 'accepted' | 'declined' | 'unsupported';

/**
 * Asks the *user* (never the client's model) to consent to `steps`, through MCP elicitation: the client shows the
 * message and a "run these steps" checkbox to the person and sends back their answer; the model on the client side
 * neither sees nor answers it. Accepted only when the user accepts with the box ticked; any other answer (decline,
 * cancel, box unticked, no answer within `timeoutMs`, an error) is `declined`. A client that did not declare the `elicitation` capability cannot
 * ask its user, so the answer is `unsupported` and nothing may run: a consent token is never handed to a model,
 * which text it read (a mail, a web page) could instruct to confirm.
 */
export async function askMcpUserConsent(
  server: Server,
  steps: readonly ConfirmationStep[],
  { abortSignal, timeoutMs }: { abortSignal?: AbortSignal; /** How long the user has to answer: the consent's own lifetime (else the SDK's 60 s). */ timeoutMs?: number } = {},
): Promise<McpConsentAnswer> {
  if (server.getClientCapabilities()?.elicitation === undefined) return 'unsupported';
  const lines = steps.map((step) => `${step.index}. ${step.summary} [${step.effects.join(', ')}]`);
  try {
    const answer = await server.elicitInput(
      {
        mode: 'form',
        message: ['Metnos needs your consent before it runs these steps:', ...lines].join('\n'),
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'Run exactly these steps', description: 'Tick to let Metnos run the steps listed above, once.' } },
          required: ['confirm'],
        },
      },
      { ...(abortSignal === undefined ? {} : { signal: abortSignal }), ...(timeoutMs === undefined ? {} : { timeout: Math.max(1, timeoutMs) }) },
    );
    return answer.action === 'accept' && answer.content?.confirm === true ? 'accepted' : 'declined';
  } catch {
    // A client that fails to ask (or the user closing it) is no consent; an aborted turn stays aborted.
    abortSignal?.throwIfAborted();
    return 'declined';
  }
}
