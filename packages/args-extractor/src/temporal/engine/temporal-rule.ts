import type { DateLanguage } from '@metnos/lexicon/internal';
import type { DayNode, PartOfDay, TemporalNode, TimeOfDay } from '../temporal-node';

/** A language whose words a temporal rule reads (the lexicon's date languages: Italian, English, Spanish). */
export type TemporalLocale = DateLanguage;

/**
 * A piece of a temporal expression found in normalised text: a day, a time of day, a part of the day, a whole
 * expression (`node`: periods, windows, offsets, durations, now), or a day shift ("the day after", "2 days before")
 * waiting for the day it shifts. `combineTemporalAtoms` joins neighbouring atoms into expressions.
 */
export interface TemporalAtom {
  start: number;
  end: number;
  kind: 'day' | 'time' | 'part' | 'node' | 'shift' | 'same-time';
  day?: DayNode;
  time?: TimeOfDay;
  part?: PartOfDay;
  /** A part of the day that stands alone ("stasera", "this morning"); others only qualify a day or a time. */
  standalone?: boolean;
  node?: TemporalNode;
  /** For shifts: days to add to the day that follows. */
  shift?: number;
  /** For "il lunedì dopo X" shifts: the weekday to find after (or before) the day that follows. */
  weekday?: number;
  /** The cue word the atom starts with, if any ("dalle", "alle", "from", "since"). */
  lead?: string;
  /** Higher wins when two atoms of the same length overlap. */
  priority: number;
  /** Characters of the match before the atom proper (a preposition kept out of the span and of the length). */
  skip?: number;
  /**
   * The clause says outright that the atom is a day ("San Petronio è festivo"): the filters that read capitalised words
   * around it as a person's name leave it.
   */
  declared?: boolean;
}

/** What the rules need besides the normalised text. */
export interface AtomContext {
  /** The original text of a normalised span (for capitalisation). */
  original(start: number, end: number): string;
  /** The whole original text. */
  originalText: string;
  language?: TemporalLocale;
}

/** An atom as a parser builds it, before the engine places it in the text. */
export type BuiltAtom = Omit<TemporalAtom, 'start' | 'end'>;

/**
 * What a rule must do, checked by the generated table test (`temporal-rules.test.ts`) against a fixed clock
 * (`ruleExampleClock`: Tuesday 19 May 2026, 14:05 in Rome). `accept`: text → a value the reading must contain, written
 * as `describeTemporalValue` writes it (`2026-05-20`, `2026-05-20T09:00`, `09:00`, `2026-05-25..2026-06-01`,
 * `PT10M`), and optionally the text the value must be read from (its span). `reject`: a text that must give no temporal
 * value at all, or `[text, value]`: a text that must not give that value.
 */
interface RuleExamples {
  accept: ReadonlyArray<readonly [text: string, value: string, span?: string]>;
  reject: ReadonlyArray<string | readonly [text: string, value: string]>;
}

interface RuleBase {
  /** Unique, kebab-case: the rule's file name. */
  name: string;
  /**
   * The languages whose words the rule reads. A rule of Italian or English runs on every request (mixed requests are
   * common); a rule of Spanish alone runs only when the request is Spanish.
   */
  locales: readonly TemporalLocale[];
  examples: RuleExamples;
}

/** A construct: a pattern over normalised text and what a match means (undefined when it means nothing). */
export interface TemporalParser extends RuleBase {
  kind: 'parser';
  /**
   * Builds the global, unicode pattern (flags `gu`). The engine calls it on the rule's first run and keeps the result
   * (`rulePattern`): importing the reader constructs no pattern.
   */
  pattern: () => RegExp;
  /**
   * Strings one of which every match of `pattern` contains; the engine runs the rule only on text holding one. Absent:
   * read from the pattern (`requiredCues`), and a pattern that needs none runs on every request.
   */
  cues?: readonly string[];
  build(match: RegExpExecArray, context: AtomContext): BuiltAtom | undefined;
}

/** What a filter sees of an atom's surroundings (original spellings for capitalisation, normalised text for words). */
export interface AtomSurroundings {
  normalized: string;
  context: AtomContext;
  /** The atom as written. */
  written: string;
  /** The original text before the atom. */
  before: string;
  /** The normalised text after the atom. */
  after: string;
  /** The original text after the atom. */
  writtenAfter: string;
  /** The normalised text before the atom. */
  normalizedBefore: string;
  /** The atom does not start a sentence. */
  midSentence: boolean;
  /** The request has no lowercase letter. */
  allCaps: boolean;
  /** The atom is written with a capital and then a lowercase letter. */
  titled: boolean;
}

/** A trap: an atom that reads like a date but is a name, a count or a title ("USA Today", "5th Avenue"). */
export interface TemporalFilter extends RuleBase {
  kind: 'filter';
  rejects(atom: TemporalAtom, surroundings: AtomSurroundings): boolean;
}

/** A trap for the chrono-node fallback: text it must not read, blanked before it runs ("Via XX Settembre 12"). */
export interface TemporalMask extends RuleBase {
  kind: 'mask';
  /** Builds the global, unicode pattern over the original text, as a parser's `pattern` (`rulePattern`). */
  pattern: () => RegExp;
  /** As a parser's `cues`, over the original text. */
  cues?: readonly string[];
}

/** A rule of the temporal reader. */
export type TemporalRule = TemporalParser | TemporalFilter | TemporalMask;
