import type { RuleCueEntry } from './rule-cue-entry';

/** The cue table baked into this package's `dist/` at its build, with the lexicon build it was read from. */
export interface BakedTemporalRuleCues {
  /** `lexiconBuildId()` of the lexicon the table's patterns were built from. */
  lexicon: string;
  table: Readonly<Record<string, RuleCueEntry>>;
}

/**
 * The baked table when the lexicon loaded beside this package is the build it was read from (`lexicon` equal to
 * `lexiconBuildId()`), else `undefined` (a newer lexicon under the same range, or the lexicon run from source): then
 * the cues are read from the patterns at run time, as without a table.
 */
export function bakedTemporalRuleCues(baked: BakedTemporalRuleCues | undefined, lexiconBuild: string | undefined): Readonly<Record<string, RuleCueEntry>> | undefined {
  return baked !== undefined && lexiconBuild !== undefined && baked.lexicon === lexiconBuild ? baked.table : undefined;
}
