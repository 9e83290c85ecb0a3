import type { LlmProvider } from '@metnos/core';

/** Whether the assistant can use an LLM, and which. */
interface LlmStatus {
  available: boolean;
  id: string;
  /** Why none is usable (provider none, server unreachable, model missing). */
  reason?: string;
  /** The error of the last failed health probe (its cause chain names the unreachable URL). */
  error?: unknown;
}

/** Lazy access to the configured LLM: reachability is checked on first use, not at start-up. */
export interface LlmAccess {
  /** The provider to use for this turn, or undefined when there is none or it cannot be reached. */
  acquire(options?: { abortSignal?: AbortSignal }): Promise<LlmProvider | undefined>;
  /** The provider when it is known to be usable without probing (never waits), else undefined. */
  peek(): LlmProvider | undefined;
  readonly status: LlmStatus;
  close(): Promise<void>;
}

interface Probeable {
  waitForHealthy?: (options: { timeoutMs?: number; intervalMs?: number; refusedTimeoutMs?: number; abortSignal?: AbortSignal }) => Promise<void>;
  dispose?: () => Promise<void> | void;
}

/**
 * Wraps a provider (or its absence, with `reason`) so a turn that needs the LLM first probes it — llama-server's
 * `GET /health` with a short timeout, for providers that offer `waitForHealthy` — instead of paying the
 * client's retries on a refused connection. A healthy probe is remembered; an unhealthy one is retried on the
 * next turn, so starting llama-server later just works. `probe` is the object offering `waitForHealthy` /
 * `dispose` when `provider` is a wrapper of it (default `provider` itself).
 */
export function createLlmAccess(
  provider: LlmProvider | undefined,
  { reason, probe, probeTimeoutMs = 1500 }: { reason?: string; probe?: object; probeTimeoutMs?: number } = {},
): LlmAccess {
  const target = (probe ?? provider) as Probeable | undefined;
  const status: LlmStatus = provider === undefined ? { available: false, id: 'none', reason: reason ?? 'no LLM configured' } : { available: true, id: provider.id };
  let healthy = provider === undefined || typeof target?.waitForHealthy !== 'function';
  return {
    status,
    async acquire({ abortSignal } = {}) {
      if (provider === undefined) return undefined;
      if (healthy) return provider;
      try {
        // A refused connection means no server listens: say so at once instead of polling until the deadline.
        await target?.waitForHealthy?.({ timeoutMs: probeTimeoutMs, intervalMs: 250, refusedTimeoutMs: 0, abortSignal });
        healthy = true;
        status.available = true;
        delete status.reason;
        delete status.error;
        return provider;
      } catch (error) {
        abortSignal?.throwIfAborted();
        status.available = false;
        status.error = error;
        status.reason = `cannot reach ${provider.id} (${(error as Error).message}); start llama-server or configure [llm] base_url`;
        return undefined;
      }
    },
    peek() {
      return provider !== undefined && healthy ? provider : undefined;
    },
    async close() {
      await target?.dispose?.();
    },
  };
}
