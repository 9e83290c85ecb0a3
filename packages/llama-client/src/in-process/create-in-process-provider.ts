import { access, constants } from 'node:fs/promises';
import type { LlmProvider, LlmRequest, LlmResponse, LlmTier } from '@metnos/core';
import type { Llama, LlamaChat, LlamaCompletion, LlamaContext, LlamaGrammar, LlamaModel } from 'node-llama-cpp';
import { ConfigError } from '@metnos/core';
import { LlmInvalidRequestError } from '../errors/llm-invalid-request-error';
import { LlmModelNotFoundError } from '../errors/llm-model-not-found-error';
import { resolveGenerationSettings } from '../resolve-generation-settings';
import { validateLlmRequest } from '../validate-llm-request';
import { convertToNodeLlamaCppChatHistory } from './convert-to-node-llama-cpp-chat-history';
import { loadNodeLlamaCpp, type NodeLlamaCppModule } from './load-node-llama-cpp';
import { mapNodeLlamaCppStopReason } from './map-node-llama-cpp-stop-reason';

/** Options of `createInProcessProvider`. */
export interface InProcessProviderOptions {
  /** GGUF file of both tiers unless a tier sets its own. */
  modelPath?: string;
  tiers?: Partial<Record<LlmTier, { modelPath?: string; maxTokens?: number }>>;
  /** Context window per model. Default 4096. */
  contextSize?: number;
  /** CPU threads per context. Default: node-llama-cpp's (the `Llama`'s `maxThreads`). */
  threads?: number;
  /**
   * An existing node-llama-cpp `Llama` to use (tests pass `getTestLlama()`); default
   * `getLlama({ gpu: 'auto', maxThreads: threads })`. Typed `object` so that this package's declarations never
   * import the optional node-llama-cpp (HTTP-only users do not install it).
   */
  llama?: object;
  /** Tier of requests that set none. Default `fast`. */
  defaultTier?: LlmTier;
  /** `maxTokens` of requests (and tiers) that set none. Default 1024. */
  maxTokens?: number;
  /** Imports node-llama-cpp (inject for tests or bundlers). Default: `import('node-llama-cpp')`. */
  importNodeLlamaCpp?: () => Promise<unknown>;
}

/** An in-process `LlmProvider`; `dispose()` frees the models and contexts. */
export interface InProcessProvider extends LlmProvider {
  dispose(): Promise<void>;
}

interface LoadedModel {
  model: LlamaModel;
  context: LlamaContext;
  completion: LlamaCompletion;
  chat: LlamaChat;
}

/**
 * Creates an `LlmProvider` that runs a GGUF model inside this process with node-llama-cpp (an optional peer
 * dependency, imported on first use). `grammar` is compiled by llama.cpp's own GBNF parser (`createGrammar`),
 * `jsonSchema` by `createGrammarForJsonSchema`; both constrain sampling. Models load lazily on first use, one
 * context per model, and calls to the same model run one at a time (the context has one sequence).
 * A missing GGUF is an `LlmModelNotFoundError`, a missing node-llama-cpp an `LlmDependencyMissingError`.
 */
export function createInProcessProvider(options: InProcessProviderOptions): InProcessProvider {
  const { defaultTier = 'fast', contextSize = 4096, threads, maxTokens: defaultMaxTokens } = options;
  const pathOf = (tier: LlmTier): string => {
    const own = options.tiers?.[tier]?.modelPath;
    const path = own !== undefined && own !== '' ? own : options.modelPath;
    if (path === undefined || path === '') {
      throw new ConfigError({ source: 'createInProcessProvider', key: 'modelPath', message: `no GGUF path for the ${tier} tier` });
    }
    return path;
  };
  const paths = { fast: pathOf('fast'), wise: pathOf('wise') };

  let llamaPromise: Promise<{ llama: Llama; module: NodeLlamaCppModule }> | undefined;
  const loaded = new Map<string, Promise<LoadedModel>>();
  const queues = new Map<string, Promise<unknown>>();
  const grammars = new Map<string, Promise<LlamaGrammar>>();

  const getLlama = (): Promise<{ llama: Llama; module: NodeLlamaCppModule }> => {
    llamaPromise ??= (async () => {
      const module = await loadNodeLlamaCpp(options.importNodeLlamaCpp as (() => Promise<NodeLlamaCppModule>) | undefined);
      return { module, llama: (options.llama as Llama | undefined) ?? (await module.getLlama({ gpu: 'auto', ...(threads === undefined ? {} : { maxThreads: threads }) })) };
    })();
    return llamaPromise;
  };

  const loadModel = (modelPath: string): Promise<LoadedModel> => {
    let promise = loaded.get(modelPath);
    if (promise === undefined) {
      promise = (async () => {
        try {
          await access(modelPath, constants.R_OK);
        } catch (error) {
          throw new LlmModelNotFoundError({ modelPath, cause: error });
        }
        const { llama, module } = await getLlama();
        const model = await llama.loadModel({ modelPath });
        const context = await model.createContext({ contextSize, ...(threads === undefined ? {} : { threads }) });
        const sequence = context.getSequence();
        return {
          model,
          context,
          completion: new module.LlamaCompletion({ contextSequence: sequence }),
          chat: new module.LlamaChat({ contextSequence: sequence }),
        };
      })();
      // a failed load is not cached, so fixing the file and retrying works
      promise.catch(() => loaded.delete(modelPath));
      loaded.set(modelPath, promise);
    }
    return promise;
  };

  const getGrammar = async (request: LlmRequest): Promise<LlamaGrammar | undefined> => {
    if (request.grammar === undefined && request.jsonSchema === undefined) return undefined;
    const key = request.grammar !== undefined ? `gbnf:${request.grammar}` : `schema:${JSON.stringify(request.jsonSchema)}`;
    let promise = grammars.get(key);
    if (promise === undefined) {
      promise = (async () => {
        const { llama } = await getLlama();
        try {
          if (request.grammar !== undefined) return await llama.createGrammar({ grammar: request.grammar });
          return await llama.createGrammarForJsonSchema(request.jsonSchema as Parameters<Llama['createGrammarForJsonSchema']>[0]);
        } catch (error) {
          const field = request.grammar !== undefined ? 'grammar' : 'jsonSchema';
          throw new LlmInvalidRequestError({ field, message: `llama.cpp rejected it: ${(error as Error).message}`, cause: error });
        }
      })();
      promise.catch(() => grammars.delete(key));
      grammars.set(key, promise);
    }
    return promise;
  };

  // Runs `task` after every earlier task on the same model, even failed ones.
  const enqueue = <T>(modelPath: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(modelPath) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(modelPath, next.catch(() => undefined));
    return next;
  };

  const generate = async (request: LlmRequest, modelPath: string): Promise<LlmResponse> => {
    const tier = request.tier ?? defaultTier;
    const { maxTokens } = resolveGenerationSettings(request, options.tiers?.[tier] ?? {}, { maxTokens: defaultMaxTokens });
    const grammar = await getGrammar(request);
    const { model, completion, chat } = await loadModel(modelPath);
    const { abortSignal } = request;
    abortSignal?.throwIfAborted();
    const common = {
      maxTokens,
      ...(grammar === undefined ? {} : { grammar }),
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      ...(request.stop === undefined || request.stop.length === 0 ? {} : { customStopTriggers: request.stop }),
      ...(abortSignal === undefined ? {} : { signal: abortSignal, stopOnAbortSignal: false }),
    };
    const started = performance.now();
    try {
      if (request.messages !== undefined) {
        const history = convertToNodeLlamaCppChatHistory(request.messages);
        const { response, metadata } = await chat.generateResponse(history, common);
        return {
          text: response,
          finishReason: mapNodeLlamaCppStopReason(metadata.stopReason),
          durationMs: performance.now() - started,
        };
      }
      const prompt = request.prompt ?? '';
      const { response, metadata } = await completion.generateCompletionWithMeta(prompt, common);
      return {
        text: response,
        finishReason: mapNodeLlamaCppStopReason(metadata.stopReason),
        usage: { promptTokens: model.tokenize(prompt).length, completionTokens: model.tokenize(response).length },
        durationMs: performance.now() - started,
      };
    } catch (error) {
      if (abortSignal?.aborted) throw abortSignal.reason;
      throw error;
    }
  };

  return {
    id: paths.fast === paths.wise ? `in-process@${paths.fast}` : `in-process@fast=${paths.fast},wise=${paths.wise}`,

    async complete(request: LlmRequest): Promise<LlmResponse> {
      validateLlmRequest(request);
      const modelPath = paths[request.tier ?? defaultTier];
      return enqueue(modelPath, () => generate(request, modelPath));
    },

    async dispose(): Promise<void> {
      const models = await Promise.allSettled([...loaded.values()]);
      loaded.clear();
      for (const result of models) {
        if (result.status === 'fulfilled') {
          await result.value.context.dispose();
          await result.value.model.dispose();
        }
      }
    },
  };
}
