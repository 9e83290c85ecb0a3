import type { Embedder, Executor, Language, PraxisStore } from '@metnos/core';
import { detectContinuation, matchLiteral, renderLiteralReply, type ApproximateIndexFactory, type CanonicalMatcher, type MultiToolPathMatcher } from '@metnos/fast-path';
import type { FastPathLayers } from './fast-path-layers';
import { hasToolReplyRenderer, renderToolReply } from '../replies/render-tool-reply';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * Builds L0/L1/L2 over @metnos/fast-path: the literal table, the canonical matcher (`[fast_path]` thresholds) and
 * the multi-tool path matcher (`[multi_tool_fast_path]`, `chain_to_planner` included), sharing the Praxis store
 * and the embedder. The turn passes its own LLM to `canonical` (for `canonical_query_args_llm`). The two matchers
 * (and the argument extractor with its date parser) load on the first turn L0 does not answer, so an L0 answer
 * never loads them.
 */
export function createFastPathLayers({
  config,
  store,
  embedder,
  executors,
}: {
  config: AssistantConfig;
  store: PraxisStore;
  embedder: Embedder;
  executors: readonly Executor[];
}): FastPathLayers {
  const manifests = new Map(executors.map((executor) => [executor.manifest.name, executor.manifest]));
  let matchers: Promise<{ canonical: CanonicalMatcher; paths: MultiToolPathMatcher }> | undefined;
  let loaded: { canonical: CanonicalMatcher; paths: MultiToolPathMatcher } | undefined;
  const load = () =>
    (matchers ??= import('@metnos/fast-path').then(({ createCanonicalMatcher, createMultiToolPathMatcher, loadHnswIndexFactory }) => {
      loaded = {
        canonical: createCanonicalMatcher({
          embedder,
          store,
          threshold: config.fast_path.canonical_query_threshold,
          minUses: config.fast_path.canonical_query_min_uses,
          ...savedIndexOptions(store, embedder, loadHnswIndexFactory),
        }),
        paths: createMultiToolPathMatcher({
          embedder,
          store,
          activeDays: store,
          enabled: config.multi_tool_fast_path.enabled,
          chainToPlanner: config.multi_tool_fast_path.chain_to_planner,
          threshold: config.multi_tool_fast_path.threshold,
          minUses: config.multi_tool_fast_path.min_uses,
          ttlActiveDays: config.multi_tool_fast_path.ttl_active_days,
        }),
      };
      return loaded;
    }));
  return {
    literal(query) {
      const entry = matchLiteral(query);
      if (entry === undefined || !manifests.has(entry.tool)) return undefined;
      // The app's reply renderers word the result (the same sentence an L1 or planned turn gives); the literal table's
      // own template is the fallback for a tool without one.
      return {
        tool: entry.tool,
        render: (output, language: Language, now?: Date) => (hasToolReplyRenderer(entry.tool) ? renderToolReply(entry.tool, { args: {}, output }, { language, ...(now === undefined ? {} : { now }) }) : renderLiteralReply(entry, output, language)),
      };
    },
    async canonical(query, { now, language, llm: provider, readFrame, abortSignal }) {
      const { canonical } = await load();
      const match = await canonical.match(query, {
        manifests,
        now,
        language,
        enabledLlm: config.fast_path.canonical_query_args_llm && provider !== undefined,
        ...(readFrame === undefined ? {} : { readFrame }),
        ...(provider === undefined ? {} : { llm: { provider, cache: store } }),
        ...(abortSignal === undefined ? {} : { abortSignal }),
      });
      return match.kind === 'hit' ? { tool: match.tool, args: match.args, score: match.score, canonicalQueryId: match.candidate.id } : undefined;
    },
    // A matcher not loaded yet has nothing cached.
    invalidateCanonical: () => loaded?.canonical.invalidate(),
    async multiTool(query, { now, language, readFrame, abortSignal }) {
      const { paths } = await load();
      const match = await paths.match(query, { now, language, ...(readFrame === undefined ? {} : { readFrame }), ...(abortSignal === undefined ? {} : { abortSignal }) });
      if (match.kind !== 'hit') return undefined;
      const framework = { steps: match.steps, fillers: {}, final_message: '' };
      if (match.residual === undefined) return { pathId: match.path.id, framework, score: match.score };
      return { pathId: match.path.id, framework, score: match.score, chain: { prefix: prefixBefore(query, match.residual), residual: match.residual } };
    },
    async recordFirstStep(query, step, { language, abortSignal } = {}) {
      const { canonical } = await load();
      await canonical.record({ query, tool: step.tool, args: step.args, ...(language === undefined ? {} : { language }), ...(abortSignal === undefined ? {} : { abortSignal }) });
    },
    async recordPath(query, steps, { now, language, abortSignal }) {
      const { paths } = await load();
      await paths.record({ query, steps, now, language, ...(abortSignal === undefined ? {} : { abortSignal }) });
    },
    // Not loaded yet: the same store call the matcher's expire() makes.
    expirePaths: () => loaded?.paths.expire() ?? store.expireMultiToolPaths(store.currentDayRank(), config.multi_tool_fast_path.ttl_active_days),
    async saveCanonicalIndex() {
      const { canonical } = await load();
      return canonical.saveIndex();
    },
  };
}

/** Rows of the canonical query log from which L1 serves from the saved HNSW index (README: "Saved L1 index"). */
const savedIndexFrom = 5_000;

/**
 * L1's saved approximate index, next to a Praxis store file (`<file>.l1-<embedder id>.hnsw`): from
 * `savedIndexFrom` rows a fresh process opens it in place instead of reading the log. None for an in-memory store
 * or one without a file name.
 */
function savedIndexOptions(
  store: PraxisStore,
  embedder: Embedder,
  loadHnswIndexFactory: () => Promise<ApproximateIndexFactory | undefined>,
): { approximateIndex?: () => Promise<ApproximateIndexFactory | undefined>; approximateFrom?: number; savedIndex?: { path: string } } {
  const filename = (store as { filename?: unknown }).filename;
  if (typeof filename !== 'string' || filename === '' || filename === ':memory:') return {};
  const safeId = embedder.id.replace(/[^A-Za-z0-9._-]/gu, '_');
  return { approximateIndex: () => loadHnswIndexFactory(), approximateFrom: savedIndexFrom, savedIndex: { path: `${filename}.l1-${safeId}.hnsw` } };
}

/**
 * The part of `query` a chained path served: the text before the continuation marker that precedes `residual`
 * (the matcher splits at a marker and returns only the residual).
 */
function prefixBefore(query: string, residual: string): string {
  const residualStart = query.lastIndexOf(residual);
  const marker = (detectContinuation(query)?.markers ?? []).filter((candidate) => candidate.end <= residualStart).at(-1);
  const end = marker?.start ?? Math.max(0, residualStart);
  return query.slice(0, end).replace(/[\s,;:.]+$/u, '');
}
