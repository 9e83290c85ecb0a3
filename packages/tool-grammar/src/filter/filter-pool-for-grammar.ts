import type { ToolManifest } from '@metnos/core';
import { createMarkerMatcher } from './create-marker-matcher';
import {
  defaultEscapeHatchConditions,
  defaultProviderSuffixMarkers,
  defaultProximityMarkers,
  defaultUndoMarkers,
  type EscapeHatchCondition,
} from './default-markers';

/** Marker tables used by `filterPoolForGrammar`; each one replaces (in `markers`) or extends (in `extraMarkers`) the default. */
export interface PoolFilterMarkers {
  proximity?: readonly string[];
  undo?: readonly string[];
  /** Provider suffix (`_google_workspace`) -> markers. */
  providers?: Readonly<Record<string, readonly string[]>>;
}

/** Options of `filterPoolForGrammar`. */
export interface PoolFilterOptions {
  /** Replace default marker tables. */
  markers?: PoolFilterMarkers;
  /** Add to the (default or replaced) marker tables. */
  extraMarkers?: PoolFilterMarkers;
  /** Escape-hatch tool name -> condition; merged over `defaultEscapeHatchConditions`. */
  escapeHatchConditions?: Readonly<Record<string, EscapeHatchCondition>>;
  /** `request_new_executor` (a `fewCanonicalTools` hatch) is kept only below this many canonical tools. Default 3. */
  minCanonicalTools?: number;
}

function suffixWords(suffix: string): string[] {
  const words = suffix.split('_').filter((word) => word !== '');
  return [...new Set([words.join(' '), words[0] ?? ''])].filter((word) => word !== '');
}

/**
 * Removes escape-hatch and provider tools that the query does not call for, before a grammar is built: with a
 * grammar active a model otherwise picks them inappropriately. Pure: returns a new array in pool order.
 * - A provider tool (name ends with a suffix of the provider table, or `flags.providerSuffix`) is kept only if
 *   the query mentions the provider (`_google_workspace`: google, gmail, drive, ...).
 * - `request_location_from_user` is kept only with a proximity marker (near me, nearby, here, qui, qua, vicino a
 *   me, ...); `undo_last_turn` only with an undo marker (annulla, undo, rollback, ...).
 * - `request_new_executor` (and any other `flags.escapeHatch` tool without a configured condition) is kept only
 *   when fewer than `minCanonicalTools` (3) canonical tools remain.
 * Markers match whole words, Unicode-aware: `qua` does not match `qualcosa`.
 */
export function filterPoolForGrammar(pool: readonly ToolManifest[], query: string, options: PoolFilterOptions = {}): ToolManifest[] {
  const markers = (key: 'proximity' | 'undo', defaults: readonly string[]) => [
    ...(options.markers?.[key] ?? defaults),
    ...(options.extraMarkers?.[key] ?? []),
  ];
  const providers: Record<string, readonly string[]> = { ...(options.markers?.providers ?? defaultProviderSuffixMarkers) };
  for (const [suffix, extra] of Object.entries(options.extraMarkers?.providers ?? {})) {
    providers[suffix] = [...(providers[suffix] ?? suffixWords(suffix)), ...extra];
  }
  const conditions: Record<string, EscapeHatchCondition> = { ...defaultEscapeHatchConditions, ...options.escapeHatchConditions };
  const minCanonicalTools = options.minCanonicalTools ?? 3;
  const asksProximity = createMarkerMatcher(markers('proximity', defaultProximityMarkers))(query);
  const asksUndo = createMarkerMatcher(markers('undo', defaultUndoMarkers))(query);
  const providerSuffixes = Object.keys(providers).sort((left, right) => right.length - left.length);

  const providerOf = (tool: ToolManifest): string | undefined =>
    tool.flags?.providerSuffix ?? providerSuffixes.find((suffix) => tool.name.endsWith(suffix) && tool.name !== suffix);
  const conditionOf = (tool: ToolManifest): EscapeHatchCondition | undefined =>
    Object.hasOwn(conditions, tool.name) ? conditions[tool.name] : tool.flags?.escapeHatch === true ? 'fewCanonicalTools' : undefined;

  const mentionsProvider = (suffix: string): boolean => {
    const known = providers[suffix] ?? providers[`_${suffix.replace(/^_/, '')}`];
    return createMarkerMatcher(known ?? suffixWords(suffix))(query);
  };
  const afterProviders = pool.filter((tool) => {
    const suffix = providerOf(tool);
    return suffix === undefined || mentionsProvider(suffix);
  });
  const canonicalCount = afterProviders.filter((tool) => conditionOf(tool) === undefined).length;
  return afterProviders.filter((tool) => {
    switch (conditionOf(tool)) {
      case undefined:
      case 'always':
        return true;
      case 'proximity':
        return asksProximity;
      case 'undo':
        return asksUndo;
      case 'fewCanonicalTools':
        return canonicalCount < minCanonicalTools;
    }
  });
}
