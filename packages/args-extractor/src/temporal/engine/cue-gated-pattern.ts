import { collapseWhitespace } from './collapse-whitespace';
import { requiredCues } from './required-cues';

/** How many cue-gated patterns this process has built (a test's window on what a text compiled). */
let built = 0;

/** The number of `CueGatedPattern`s whose `RegExp` this process has built so far. */
export function cueGatedPatternsBuilt(): number {
  return built;
}

/** The last text whose whitespace `CueGatedPattern` collapsed (the patterns of one reading ask about the same text). */
let collapsed = { text: '', collapsed: '' };

/**
 * A pattern run only on a text that holds one of its cues (`requiredCues` of its source: strings one of which every
 * match contains), as the date rules are gated (`ruleMayMatch`): its `RegExp` is built, and compiled on its first run,
 * only for the first text that may hold a match, so a request with none of its words pays neither. A text without any
 * cue has no match, so the gate changes no reading. Cues are read from the source on the first question.
 */
export class CueGatedPattern {
  private source: string | undefined;
  private cues: readonly string[] | null | undefined;
  private pattern: RegExp | undefined;

  /** `build` writes the pattern's source on first use (from the lexicon's words); `flags` as `RegExp`'s. */
  constructor(
    private readonly build: () => string,
    private readonly flags: string,
  ) {}

  /** The matches of the pattern in `text` (a global pattern's), none when `text` holds none of its cues. */
  matchAll(text: string): RegExpMatchArray[] {
    return this.mayMatch(text) ? [...text.matchAll(this.regExp())] : [];
  }

  /** Whether the pattern matches in `text`. */
  test(text: string): boolean {
    return this.mayMatch(text) && this.regExp().test(text);
  }

  private mayMatch(text: string): boolean {
    this.cues ??= requiredCues({ source: this.sourceText(), flags: this.flags }) ?? null;
    if (this.cues === null) return true;
    if (collapsed.text !== text) collapsed = { text, collapsed: collapseWhitespace(text) };
    const searched = collapsed.collapsed;
    return this.cues.some((cue) => searched.includes(cue));
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
