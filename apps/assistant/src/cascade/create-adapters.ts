import { join } from 'node:path';
import type { Embedder, LlmProvider, PraxisStore } from '@metnos/core';
import { createHashedEmbedder } from '@metnos/embedder';
import { detectLanguage } from '@metnos/lexicon';
import { createLlmProviderFromConfig } from '@metnos/llama-client';
import { createPraxisStore } from '@metnos/praxis-store';
import { openCheckedStore, type IntegrityCheckPolicy } from '../storage/open-checked-store';
import type { AssistantConfig } from '../settings/assistant-config';

/** The adapters a turn needs. */
export interface Adapters {
  store: PraxisStore;
  embedder: Embedder;
  /** Undefined when there is no LLM; `llmReason` says why. */
  llm: LlmProvider | undefined;
  llmReason?: string;
}

/**
 * Builds the adapters the caller did not pass, from the config: the Praxis SQLite store
 * (`<dataDir>/praxis.sqlite`, `[praxis]` thresholds; an empty or damaged file is refused at open, `openCheckedStore`), the embedder (`[embedder] kind`: hashed by default, ONNX
 * from `model_dir`, or an embedding server at `base_url`) and the LLM provider (`[llm]`; `llm: null` means none). This is the only place in Metnos
 * that constructs adapters. An LLM provider that cannot be built (in-process without node-llama-cpp or model)
 * is reported in `llmReason` instead of failing: the assistant still answers from memory.
 */
export async function createAdapters({
  config,
  dataDir,
  store,
  embedder,
  llm,
  clock,
  integrityCheck,
}: {
  config: AssistantConfig;
  dataDir: string;
  /** Timestamps written to store rows (default the wall clock). */
  clock?: () => Date;
  store?: PraxisStore;
  embedder?: Embedder;
  llm?: LlmProvider | null;
  /** When praxis.sqlite's `PRAGMA quick_check` runs (default at every open; see `openCheckedStore`). */
  integrityCheck?: IntegrityCheckPolicy;
}): Promise<Adapters> {
  const resolvedEmbedder =
    embedder ??
    (config.embedder.kind === 'onnx'
      ? // onnxruntime and the tokenizer load only when the config asks for the ONNX embedder.
        await (await import('@metnos/embedder')).createOnnxEmbedder({ modelDir: config.embedder.model_dir, pooling: config.embedder.pooling, maxLength: config.embedder.max_length })
      : config.embedder.kind === 'http'
        ? await (await import('../settings/create-http-embedder-from-config')).createHttpEmbedderFromConfig(config.embedder)
        : createHashedEmbedder({ dimension: config.embedder.dimension }));
  const resolvedStore =
    store ??
    openCheckedStore(join(dataDir, 'praxis.sqlite'), {
      open: () =>
        createPraxisStore({
          filename: join(dataDir, 'praxis.sqlite'),
          // WAL without an fsync per commit (README, "Recording a turn"): a crash of the process loses nothing, a power
          // cut at most the last turns' learning, never the file's consistency; a turn's several writes cost no ~10 ms each.
          synchronous: 'normal',
          // L1/L2 rows taught before rows kept their turn's language get it from their request: at most one batch of 200
          // per open (no turn waits on a large store's backlog); the nightly job (`runNightlyJob`) reads the rest.
          detectLanguage,
          ...(clock === undefined ? {} : { clock }),
        }),
      check: (opened) => opened.checkIntegrity({ quick: true }).problems,
      ...(integrityCheck === undefined ? {} : { policy: integrityCheck }),
    });
  if (llm === null) return { store: resolvedStore, embedder: resolvedEmbedder, llm: undefined, llmReason: 'no LLM given' };
  if (llm !== undefined) return { store: resolvedStore, embedder: resolvedEmbedder, llm };
  try {
    const provider = createLlmProviderFromConfig(config.llm);
    return provider === undefined
      ? { store: resolvedStore, embedder: resolvedEmbedder, llm: undefined, llmReason: '[llm] provider = "none"; configure [llm] base_url / start llama-server' }
      : { store: resolvedStore, embedder: resolvedEmbedder, llm: provider };
  } catch (error) {
    return { store: resolvedStore, embedder: resolvedEmbedder, llm: undefined, llmReason: `cannot create the [llm] provider: ${(error as Error).message}` };
  }
}
