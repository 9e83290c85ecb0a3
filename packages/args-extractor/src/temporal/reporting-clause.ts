import { CueGatedPattern } from './engine/cue-gated-pattern';
import { cueWords } from './temporal-lexicon';

/**
 * A past verb of saying that opens reported speech: "il fabbro ha detto che", "mi ha scritto che", "ci hanno confermato
 * al telefono che". Its past is the report's, not the reported day's: "ha detto che passa venerdì" is the coming Friday.
 * A past said without "che" ("ha detto tutto venerdì") stays a past.
 */
export const reportingClause = new CueGatedPattern(
  () =>
    `\\b(?:${cueWords('reporting-clause/ha')})\\s+(?:(?:${cueWords('reporting-clause/gia')})\\s+)?(?:${cueWords('reporting-clause/detto')})\\s+(?:[\\p{L}']+\\s+){0,3}?(?:${cueWords('reporting-clause/che')})(?![\\p{L}])`,
  'gu',
  'tense/reporting-clause',
);

/** Where each reporting clause of `normalized` starts (at its auxiliary): the past cues found there do not count. */
export function reportingClauseStarts(normalized: string): Set<number> {
  return new Set(reportingClause.matchAll(normalized).map((match) => match.index ?? -1));
}
