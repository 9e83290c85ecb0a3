import type { LlmProvider, MetnosConfig } from '@metnos/core';
import type { DelayFunction, FetchFunction } from '@metnos/http-client';
import { createInProcessProvider } from './in-process/create-in-process-provider';
import { createLlamaServerProvider } from './llama-server/create-llama-server-provider';
import { createOpenAiCompatibleProvider } from './openai-compatible/create-openai-compatible-provider';

/** Runtime parts that do not belong in runtime.toml. */
export interface LlmProviderFromConfigOptions {
  fetch?: FetchFunction;
  delay?: DelayFunction;
}

/**
 * Builds the provider that the `[llm]` section of runtime.toml asks for, or `undefined` for `provider = "none"`
 * (the assistant then answers from memory only). Mapping: `base_url` / `fast_base_url` / `wise_base_url` → tier
 * URLs (empty = `base_url`), `fast_model` / `wise_model` → model names (OpenAI-compatible), `model_path` → GGUF
 * (in-process, with `context_size` and `threads`; `threads = 0` leaves the choice to node-llama-cpp), `api_key`, `timeout_ms`, `max_retries`, `max_tokens`, and `reasoning_budget` → the wise tier's
 * reasoning budget on llama-server (-1 unlimited, 0 off).
 */
export function createLlmProviderFromConfig(
  config: MetnosConfig['llm'],
  { fetch, delay }: LlmProviderFromConfigOptions = {},
): LlmProvider | undefined {
  const http = {
    baseURL: config.base_url,
    apiKey: config.api_key,
    timeoutMs: config.timeout_ms,
    maxRetries: config.max_retries,
    maxTokens: config.max_tokens,
    ...(fetch === undefined ? {} : { fetch }),
    ...(delay === undefined ? {} : { delay }),
  };
  switch (config.provider) {
    case 'none':
      return undefined;
    case 'llama-server':
      return createLlamaServerProvider({
        ...http,
        tiers: {
          fast: { baseURL: config.fast_base_url },
          wise: { baseURL: config.wise_base_url, reasoningBudget: config.reasoning_budget },
        },
      });
    case 'openai-compatible':
      return createOpenAiCompatibleProvider({
        ...http,
        tiers: {
          fast: { baseURL: config.fast_base_url, model: config.fast_model },
          wise: { baseURL: config.wise_base_url, model: config.wise_model },
        },
      });
    case 'in-process':
      return createInProcessProvider({
        modelPath: config.model_path,
        maxTokens: config.max_tokens,
        contextSize: config.context_size,
        ...(config.threads > 0 ? { threads: config.threads } : {}),
      });
  }
}
