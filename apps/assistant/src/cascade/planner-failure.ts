import { MetnosError, parseJson, type FailureKind, type StepFailure } from '@metnos/core';
import { LlmDependencyMissingError, LlmHttpError, LlmModelNotFoundError, LlmNetworkError, LlmTimeoutError } from '@metnos/llama-client';
import { MetisError } from '@metnos/metis';

/** Metis codes that mean the MODEL failed to plan (not a missing tool or a missing LLM). */
const modelCodes = new Set(['truncated_output', 'malformed_output', 'invalid_plan', 'llm_failed']);

/** llama-client codes that mean no LLM can be reached or loaded at all. */
const unreachableCodes = new Set(['llm_network', 'llm_dependency_missing', 'llm_model_not_found']);

/** The errors along `error.cause`, the error itself first (at most 8, so a cyclic chain cannot loop). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** llama-server's error body: `{"error":{"code":400,"message":"...","type":"exceed_context_size_error","n_prompt_tokens":..,"n_ctx":..}}`. */
function readServerError(body: string): Record<string, unknown> {
  const parsed = parseJson(body);
  if (!parsed.success || parsed.value === null || typeof parsed.value !== 'object') return {};
  const inner = (parsed.value as { error?: unknown }).error;
  if (inner === null || typeof inner !== 'object') return {};
  const fields = inner as Record<string, unknown>;
  return {
    ...(typeof fields['type'] === 'string' ? { type: fields['type'] } : {}),
    ...(typeof fields['message'] === 'string' ? { message: fields['message'] } : {}),
    ...(typeof fields['n_prompt_tokens'] === 'number' ? { promptTokens: fields['n_prompt_tokens'] } : {}),
    ...(typeof fields['n_ctx'] === 'number' ? { contextSize: fields['n_ctx'] } : {}),
  };
}

/**
 * What the LLM provider said when it failed, as plain data for `details.cause`: an HTTP answer's `status`,
 * llama-server's error `type`/`message` (and token counts when it sent them), a timeout's `timeoutMs`,
 * otherwise the first Metnos error code and message found along the cause chain.
 */
function describeLlmCause(error: unknown): Record<string, unknown> {
  const chain = causeChain(error).slice(1);
  const http = chain.find((item) => LlmHttpError.isInstance(item));
  if (http !== undefined && LlmHttpError.isInstance(http)) {
    const server = readServerError(http.body);
    return { code: http.code, status: http.status, ...(server['message'] === undefined && http.body.trim() !== '' ? { message: http.body.slice(0, 300) } : {}), ...server };
  }
  const timeout = chain.find((item) => LlmTimeoutError.isInstance(item));
  if (timeout !== undefined && LlmTimeoutError.isInstance(timeout)) return { code: timeout.code, timeoutMs: timeout.timeoutMs, message: timeout.message };
  const coded = chain.find((item) => MetnosError.isInstance(item));
  if (coded !== undefined && MetnosError.isInstance(coded)) return { code: coded.code, message: coded.message };
  const first = chain[0];
  return first === undefined ? {} : { message: first instanceof Error ? first.message : String(first) };
}

function kindOfLlmFailure(cause: Record<string, unknown>): FailureKind {
  if (cause['code'] === 'llm_timeout') return 'timeout';
  if (typeof cause['status'] === 'number' && cause['status'] >= 500) return 'unavailable';
  return 'missing_capability';
}

/**
 * What to do when the LLM cannot be reached or loaded, naming the missing part (model file, package, server);
 * Aporia shows it instead of its generic "set [llm] provider and base_url".
 */
function unreachableAction(chain: unknown[]): string | undefined {
  for (const item of chain) {
    if (LlmModelNotFoundError.isInstance(item)) return `set [llm] model_path to an existing GGUF file (${item.modelPath} does not exist)`;
    if (LlmDependencyMissingError.isInstance(item)) return `install ${item.packageName} (npm install ${item.packageName}) for [llm] provider = "in-process"`;
    if (LlmNetworkError.isInstance(item)) return `start llama-server at ${new URL(item.request.url).origin}, or point [llm] base_url at a running one`;
  }
  return undefined;
}

/**
 * Turns what Metis threw into the StepFailure Aporia classifies.
 * - No LLM (`no_llm`), and an `llm_failed` whose cause says no LLM can be reached or loaded
 *   (llama-client's `llm_network`, `llm_dependency_missing`, `llm_model_not_found`, or `llmReachable: false`):
 *   kind `missing_capability`, code `no_llm`, `details.capability = 'llm'` ("set [llm] provider and base_url"), and
 *   `details.action` naming the missing part when the error or `unreachableCause` (the failed health probe)
 *   says (model file, node-llama-cpp, server URL).
 * - The MODEL failed to plan: Metis' `truncated_output`, `malformed_output`, `invalid_plan` and any other
 *   `llm_failed` (an HTTP error such as llama-server's 400 `exceed_context_size_error`, a timeout) become code
 *   `planner_<metis code>` with `details.subject = 'planner'`, `details.metisCode`, and for `llm_failed`
 *   `details.cause` (`code`, `status`, server `type`/`message`, `timeoutMs`, token counts). Kind is
 *   `missing_capability` (the assistant cannot plan this request for now), `timeout` for an LLM timeout and
 *   `unavailable` for a 5xx answer.
 * - `empty_pool` (no tool left) stays `missing_capability` with Metis' code; anything else keeps its code, kind `unknown`.
 */
export function plannerFailure(
  error: unknown,
  { llmReachable, unreachableCause }: { llmReachable: boolean; unreachableCause?: unknown },
): StepFailure {
  const code = MetnosError.isInstance(error) ? error.code : 'planner_failed';
  const message = error instanceof Error ? error.message : String(error);
  const causeCodes = causeChain(error)
    .slice(1)
    .flatMap((item) => (MetnosError.isInstance(item) ? [item.code] : []));
  const unreachable = causeCodes.some((causeCode) => unreachableCodes.has(causeCode));
  if (code === 'no_llm' || (code === 'llm_failed' && (!llmReachable || unreachable))) {
    const action = unreachableAction([...causeChain(error), ...causeChain(unreachableCause)]);
    return { tool: 'metis', index: 0, kind: 'missing_capability', code: 'no_llm', message, details: { capability: 'llm', ...(action === undefined ? {} : { action }) } };
  }
  if (modelCodes.has(code)) {
    const metisDetails = MetisError.isInstance(error) ? error.details : {};
    if (code === 'llm_failed') {
      const cause = describeLlmCause(error);
      return {
        tool: 'metis',
        index: 0,
        kind: kindOfLlmFailure(cause),
        code: 'planner_llm_failed',
        message,
        details: { ...metisDetails, subject: 'planner', metisCode: code, cause },
      };
    }
    return { tool: 'metis', index: 0, kind: 'missing_capability', code: `planner_${code}`, message, details: { ...metisDetails, subject: 'planner', metisCode: code } };
  }
  return { tool: 'metis', index: 0, kind: code === 'empty_pool' ? 'missing_capability' : 'unknown', code, message };
}
