import type { Embedder, Executor, Language, LlmProvider, MetnosConfig, PraxisStore } from '@metnos/core';
import { createCanonicalMatcher, createMultiToolPathMatcher, matchLiteral, renderLiteralReply } from '@metnos/fast-path';
import type { FastPathLayers } from './fast-path-layers';

/**
 * Builds L0/L1/L2 over @metnos/fast-path: the literal table, the canonical matcher (`[fast_path]` thresholds) and
 * the multi-tool path matcher (`[multi_tool_fast_path]`), sharing the Praxis store and the embedder. `llm`
 * returns the fast-tier provider when it is known to be usable (for `canonical_query_args_llm`).
 */
export function createFastPathLayers({
  config,
  store,
  embedder,
  executors,
  llm,
}: {
  config: MetnosConfig;
  store: PraxisStore;
  embedder: Embedder;
  executors: readonly Executor[];
  llm: () => LlmProvider | undefined;
}): FastPathLayers {
  const manifests = new Map(executors.map((executor) => [executor.manifest.name, executor.manifest]));
  const canonical = createCanonicalMatcher({
    embedder,
    store,
    threshold: config.fast_path.canonical_query_threshold,
    minUses: config.fast_path.canonical_query_min_uses,
  });
  const paths = createMultiToolPathMatcher({
    embedder,
    store,
    activeDays: store,
    enabled: config.multi_tool_fast_path.enabled,
    chainToPlanner: false,
    threshold: config.multi_tool_fast_path.threshold,
    minUses: config.multi_tool_fast_path.min_uses,
    ttlActiveDays: config.multi_tool_fast_path.ttl_active_days,
  });
  return {
    literal(query) {
      const entry = matchLiteral(query);
      if (entry === undefined || !manifests.has(entry.tool)) return undefined;
      return { tool: entry.tool, render: (output, language: Language) => renderLiteralReply(entry, output, language) };
    },
    async canonical(query, { now, language, abortSignal }) {
      const provider = llm();
      const match = await canonical.match(query, {
        manifests,
        now,
        language,
        enabledLlm: config.fast_path.canonical_query_args_llm && provider !== undefined,
        ...(provider === undefined ? {} : { llm: { provider, cache: store } }),
        ...(abortSignal === undefined ? {} : { abortSignal }),
      });
      return match.kind === 'hit' ? { tool: match.tool, args: match.args, score: match.score } : undefined;
    },
    async multiTool(query, { now, language, abortSignal }) {
      const match = await paths.match(query, { now, language, ...(abortSignal === undefined ? {} : { abortSignal }) });
      if (match.kind !== 'hit') return undefined;
      return { pathId: match.path.id, framework: { steps: match.steps, fillers: {}, final_message: '' }, score: match.score };
    },
    async recordFirstStep(query, step, { abortSignal } = {}) {
      await canonical.record({ query, tool: step.tool, args: step.args, ...(abortSignal === undefined ? {} : { abortSignal }) });
    },
    async recordPath(query, steps, { now, language, abortSignal }) {
      await paths.record({ query, steps, now, language, ...(abortSignal === undefined ? {} : { abortSignal }) });
    },
    expirePaths: () => paths.expire(),
  };
}
