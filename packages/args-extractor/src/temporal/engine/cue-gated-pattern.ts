import { requiredCues } from './required-cues';
import { builtPatternCues, dropBuiltCues, textHoldsCue } from './rule-cues';
import type { RuleCueEntry } from './rule-cue-entry';

/** How many cue-gated patterns this process has built (a test's window on what a text compiled). */
let built = 0;

/** The number of `CueGatedPattern`s whose `RegExp` this process has built so far. */
export function cueGatedPatternsBuilt(): number {
  return built;
}

/**
 * A pattern run only on a text that holds one of its cues (`requiredCues` of its source: strings one of which every
 * match contains), as the date rules are gated (`ruleMayMatch`): its `RegExp` is built, and compiled on its first run,
 * only for the first text that may hold a match, so a request with none of its words pays neither. A text without any
 * cue has no match, so the gate changes no reading. A named pattern takes its cues from the build-time table when one
 * was handed over (`provideTemporalRuleCues`, `temporalRuleCueTable` lists it), checked against its source the first
 * time the gate lets a text through, as a rule's are; otherwise they are read from the source on the first question.
 */
export class CueGatedPattern {
  private source: string | undefined;
  private derived: readonly string[] | null | undefined;
  private checked = false;
  private pattern: RegExp | undefined;

  /**
   * `build` writes the pattern's source on first use (from the lexicon's words); `flags` as `RegExp`'s; `name`, unique
   * among the reader's rules and patterns, keys its entry in the build-time cue table (none: cues are always read).
   */
  constructor(
    private readonly build: () => string,
    private readonly flags: string,
    readonly name?: string,
  ) {}

  /** The matches of the pattern in `text` (a global pattern's), none when `text` holds none of its cues. */
  matchAll(text: string): RegExpMatchArray[] {
    return this.mayMatch(text) ? [...text.matchAll(this.regExp())] : [];
  }

  /** Whether the pattern matches in `text`. */
  test(text: string): boolean {
    return this.mayMatch(text) && this.regExp().test(text);
  }

  /** The entry of the build-time table: the cues read from the source, and the source's length they were read from. */
  cueEntry(): RuleCueEntry {
    return { sourceLength: this.sourceText().length, cues: this.readCues() };
  }

  private mayMatch(text: string): boolean {
    const entry = this.name === undefined ? undefined : builtPatternCues(this.name);
    const cues = entry === undefined ? this.readCues() : entry.cues;
    if (cues !== null && !textHoldsCue(cues, text)) return false;
    if (entry === undefined || this.checked) return true;
    this.checked = true;
    if (entry.sourceLength === this.sourceText().length) return true;
    dropBuiltCues();
    return this.mayMatch(text);
  }

  private readCues(): readonly string[] | null {
    this.derived ??= requiredCues({ source: this.sourceText(), flags: this.flags }) ?? null;
    return this.derived;
  }

  private regExp(): RegExp {
    if (this.pattern === undefined) {
      this.pattern = new RegExp(this.sourceText(), this.flags);
      built += 1;
    }
    return this.pattern;
  }

  private sourceText(): string {
    this.source ??= this.build();
    return this.source;
  }
}
