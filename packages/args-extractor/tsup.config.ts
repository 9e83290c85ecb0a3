import { lexiconBuildId } from '@metnos/lexicon/internal';
import { metnosBuild } from '../../tsup.shared.ts';
import { temporalRuleCueTable } from './src/temporal/engine/temporal-rule-cue-table.ts';

// The date rules' and tense patterns' cues, read once here from the built lexicon, keyed by that lexicon's build id:
// a process that loads this `dist/` beside the same lexicon build gates its first request by them instead of reading
// every pattern (`bakedTemporalRuleCues`); beside another lexicon build it reads them at run time, as from source.
const lexicon = lexiconBuildId();
const baked = lexicon === undefined ? {} : { __METNOS_BAKED_TEMPORAL_RULE_CUES__: JSON.stringify({ lexicon, table: temporalRuleCueTable() }) };

// `internal`: what sibling @metnos packages build on (no semver promise), its own entry so the main one stays small.
// shims: the CommonJS build gets `import.meta.url` (load-chrono.ts loads chrono-node lazily through createRequire).
export default metnosBuild({ index: 'src/index.ts', internal: 'src/internal.ts' }, { shims: true, define: baked });
