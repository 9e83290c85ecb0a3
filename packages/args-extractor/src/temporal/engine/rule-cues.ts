import { lexiconBuildId } from '@metnos/lexicon/internal';
import { bakedTemporalRuleCues, type BakedTemporalRuleCues } from './baked-temporal-rule-cues';
import { collapseWhitespace } from './collapse-whitespace';
import { cueFoundIn } from './cue-found-in';
import { requiredCues } from './required-cues';
import { rulePattern } from './rule-pattern';
import type { RuleCueEntry } from './rule-cue-entry';
import type { TemporalMask, TemporalParser } from './temporal-rule';

let derived = new WeakMap<TemporalParser | TemporalMask, readonly string[] | null>();

/** Set by the CLI's build (esbuild `define`): `temporalRuleCueTable()` of the same sources; absent elsewhere. */
declare const __METNOS_TEMPORAL_RULE_CUES__: Readonly<Record<string, RuleCueEntry>> | undefined;
/** Set by this package's build (tsup `define`): its `temporalRuleCueTable()` keyed by the lexicon build it read. */
declare const __METNOS_BAKED_TEMPORAL_RULE_CUES__: BakedTemporalRuleCues | undefined;
let builtCues =
  typeof __METNOS_TEMPORAL_RULE_CUES__ !== 'undefined'
    ? __METNOS_TEMPORAL_RULE_CUES__
    : typeof __METNOS_BAKED_TEMPORAL_RULE_CUES__ === 'undefined'
      ? undefined
      : bakedTemporalRuleCues(__METNOS_BAKED_TEMPORAL_RULE_CUES__, lexiconBuildId());
/** Rules whose pattern was checked against its entry of `builtCues` (the first time the rule's cues let it run). */
const checked = new WeakSet<TemporalParser | TemporalMask>();

/**
 * Hands the engine the cues of its rules worked out ahead of the process (`temporalRuleCueTable()` of the same sources,
 * e.g. computed by a parent process or a build step and passed as JSON), as the CLI's build does through its
 * `__METNOS_TEMPORAL_RULE_CUES__` define: the first request then gates the rules by the table instead of reading
 * every rule's pattern (about 35 ms in a fresh process). Each entry is still checked against the rule's pattern on the
 * rule's first run (`builtCuesHold`), and a mismatch drops the table. Call it before the first request.
 */
export function provideTemporalRuleCues(table: Readonly<Record<string, RuleCueEntry>>): void {
  builtCues = table;
  derived = new WeakMap();
}

/**
 * The cues of a rule with a pattern: its declared `cues`, else those read from its pattern (`requiredCues`), worked out
 * once per rule (in the built CLI, at build time: `temporalRuleCueTable`); `undefined` when the rule has none and must
 * always run.
 */
export function ruleCues(rule: TemporalParser | TemporalMask): readonly string[] | undefined {
  let cues = derived.get(rule);
  if (cues === undefined) {
    cues = rule.cues === undefined ? readCues(rule) : rule.cues.map(collapseWhitespace);
    derived.set(rule, cues);
  }
  return cues ?? undefined;
}

function readCues(rule: TemporalParser | TemporalMask): readonly string[] | null {
  const built = builtCues?.[rule.name];
  if (built !== undefined) return built.cues;
  return requiredCues(rulePattern(rule)) ?? null;
}

/**
 * Whether the build-time cues of a rule about to run were read from the pattern it builds (same length): checked on
 * the rule's first run, when its pattern is built anyway (trusting the table spares building the pattern of every rule
 * at the first request). A mismatch drops the whole table: from then on cues are read from patterns.
 */
function builtCuesHold(rule: TemporalParser | TemporalMask): boolean {
  const built = builtCues?.[rule.name];
  if (built === undefined || checked.has(rule)) return true;
  checked.add(rule);
  if (built.sourceLength === rulePattern(rule).source.length) return true;
  dropBuiltCues();
  return false;
}

/**
 * The build-time entry of a pattern that is not a rule's (the tense patterns, `CueGatedPattern`), `undefined` when no
 * table was handed over, it has no such entry, or the table was dropped.
 */
export function builtPatternCues(name: string): RuleCueEntry | undefined {
  return builtCues?.[name];
}

/** Drops the build-time table after an entry did not match its pattern: from then on cues are read from patterns. */
export function dropBuiltCues(): void {
  builtCues = undefined;
  derived = new WeakMap();
}

/** The last text `textHoldsCue` collapsed (the engine asks about every rule and pattern for the same text in a row). */
let collapsed = { text: '', collapsed: '' };

/**
 * Whether `text`, its whitespace collapsed as cues are written (`requiredCues`), holds one of `cues` (a cue that starts
 * a word only at the start of one: `cueFoundIn`): the gate of the
 * date rules (`ruleMayMatch`) and of the other cue-gated patterns (`CueGatedPattern`).
 */
export function textHoldsCue(cues: readonly string[], text: string): boolean {
  if (collapsed.text !== text) collapsed = { text, collapsed: collapseWhitespace(text) };
  const searched = collapsed.collapsed;
  return cues.some((cue) => cueFoundIn(cue, searched));
}

/**
 * Whether `text` holds one of the rule's cues, so its pattern may match there (always true for a rule without cues).
 * A rule about to run for the first time has its build-time cues checked against its pattern (`builtCuesHold`).
 */
export function ruleMayMatch(rule: TemporalParser | TemporalMask, text: string): boolean {
  const cues = ruleCues(rule);
  if (cues !== undefined && !textHoldsCue(cues, text)) return false;
  return builtCuesHold(rule) || ruleMayMatch(rule, text);
}
