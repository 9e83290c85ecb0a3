import { collapseWhitespace } from './collapse-whitespace';
import { afterNoLetter, afterNoWordCharacter } from './cue-found-in';

/** What a piece of a pattern needs: strings one of which every match of it contains, or `undefined` (nothing known). */
type Cues = readonly string[] | undefined;

interface Term {
  /** The single character the term matches exactly once, if it is one (it joins its neighbours into a literal run). */
  literal?: string;
  cues: Cues;
  /** The term matches no character (a lookaround, an anchor, `\b`). */
  zeroWidth?: boolean;
  /**
   * Each cue is where the term's match starts (a word of a plain list, a class's character), so a word-start mark read
   * before the term holds for it; `false` for a group whose cues may come later in its match ("il 5." needs ".").
   */
  leading?: boolean;
}

/** Lookbehinds that no letter may precede what follows them (the reader's `B` and its letters-only twin). */
const noLetterBefore = ['(?<![\\p{L}])', '(?<![\\p{L}\\d])'];
const startsWithWordCharacter = /^[A-Za-z0-9_]/u;

/** Plain characters, read a stretch at a time (most of a rule's pattern is words of the lexicon). */
const plainRun = /[^\\()[\]|?*+{}.^$]+/uy;
/** A group that is a plain list of words ("jan|feb|mar)"): read in one step, the commonest shape of a rule's pattern. */
const wordList = /[^\\()[\]?*+{}.^$]+/uy;
const braces = /\{(\d+)(?:,\d*)?\}/uy;
const hexEscape = /\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4})|([0-9a-fA-F]{2})/uy;
const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const controlEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

/**
 * The cue strings of a pattern: strings one of which every match contains (a digit, a month name, ':' …), read from
 * its source; `undefined` when it may match without any (then the rule always runs). Sound by construction: a
 * quantifier that allows zero repeats, a lookaround, `.`, a property or negated class all count as "needs nothing", and
 * a case-insensitive pattern needs nothing. Of two cues where one contains the other, only the shorter is kept.
 * Cues are written with whitespace collapsed: a run of whitespace (`\s+`, `\s`, a space) is one space, so "from\s+now"
 * needs "from now". They must be looked for in text whose whitespace is collapsed the same way (`collapseWhitespace`).
 * A cue read right after a lookbehind that no letter may precede (`(?<![\p{L}])`) or after `\b` is marked as the start
 * of a word (`afterNoLetter`, `afterNoWordCharacter`) and found only there (`cueFoundIn`): "he" of `(?<![\p{L}])he\s`
 * is not in "the".
 */
export function requiredCues(pattern: Pick<RegExp, 'source' | 'flags'>): string[] | undefined {
  if (pattern.flags.includes('i')) return undefined;
  const reader = new PatternReader(pattern.source);
  const cues = reader.disjunction();
  if (cues === undefined || cues.length === 0) return undefined;
  const unique = [...new Set(cues.map(collapseWhitespace))].sort((left, right) => left.length - right.length);
  const kept = new KeptCues();
  for (const cue of unique) if (!kept.foundIn(cue)) kept.add(cue);
  return kept.list;
}

/**
 * The cues kept so far, indexed by their first two code units (one-unit cues apart), so that "does this text hold one
 * of them" costs a lookup per character of the text rather than a substring search per kept cue (a pattern of many
 * words keeps a hundred cues and tests a thousand: the first request of a process reads every rule's cues).
 */
class KeptCues {
  readonly list: string[] = [];
  private readonly units = new Set<number>();
  private readonly byPair = new Map<number, string[]>();
  private empty = false;

  add(cue: string): void {
    this.list.push(cue);
    if (cue.length === 0) this.empty = true;
    else if (cue.length === 1) this.units.add(cue.charCodeAt(0));
    else {
      const key = cue.charCodeAt(0) * 0x10000 + cue.charCodeAt(1);
      const same = this.byPair.get(key);
      if (same === undefined) this.byPair.set(key, [cue]);
      else same.push(cue);
    }
  }

  /** Whether `text` contains one of the kept cues. */
  foundIn(text: string): boolean {
    if (this.empty) return true;
    for (let at = 0; at < text.length; at += 1) {
      const unit = text.charCodeAt(at);
      if (this.units.has(unit)) return true;
      const candidates = at + 1 < text.length ? this.byPair.get(unit * 0x10000 + text.charCodeAt(at + 1)) : undefined;
      if (candidates !== undefined) for (const cue of candidates) if (text.startsWith(cue, at)) return true;
    }
    return false;
  }
}

class PatternReader {
  private at = 0;
  /** Whether the cues the last `disjunction` returned each start its match. */
  private leading = true;

  constructor(private readonly source: string) {}

  disjunction(): Cues {
    wordList.lastIndex = this.at;
    const words = wordList.exec(this.source)?.[0];
    if (words !== undefined && this.source[this.at + words.length] === ')' && !words.startsWith('|') && !words.endsWith('|') && !words.includes('||')) {
      this.at += words.length;
      this.leading = true;
      return words.split('|');
    }
    const alternatives = [this.alternative()];
    while (this.source[this.at] === '|') {
      this.at += 1;
      alternatives.push(this.alternative());
    }
    const union: string[] = [];
    for (const { cues } of alternatives) {
      if (cues === undefined) return undefined;
      union.push(...cues);
    }
    this.leading = alternatives.every((alternative) => alternative.leading);
    return union;
  }

  private alternative(): { cues: Cues; leading: boolean } {
    const options: Array<{ cues: readonly string[]; leading: boolean }> = [];
    let run = '';
    // Whether the run being read started where the alternative's match starts, and whether anything was read yet.
    let runLeading = true;
    let consumed = false;
    // The mark of a word start that a zero-width boundary just read puts on what follows it, until a character is read.
    let boundary: string | undefined;
    const mark = (cue: string): string =>
      boundary === afterNoLetter || (boundary === afterNoWordCharacter && startsWithWordCharacter.test(cue)) ? `${boundary}${cue}` : cue;
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      plainRun.lastIndex = this.at;
      const plain = plainRun.exec(this.source)?.[0];
      if (plain !== undefined) {
        // A quantifier after the stretch applies to its last character alone: that one is read as a term.
        const quantified = '?*+{'.includes(this.source[this.at + plain.length] ?? '|') ? (/[\udc00-\udfff]$/u.test(plain) ? 2 : 1) : 0;
        const kept = plain.slice(0, plain.length - quantified);
        if (kept !== '') {
          if (run === '') runLeading = !consumed;
          run += run === '' ? mark(kept) : kept;
          boundary = undefined;
          consumed = true;
        }
        this.at += plain.length - quantified;
        if (quantified === 0) continue;
      }
      const startsBoundary = noLetterBefore.some((lookbehind) => this.source.startsWith(lookbehind, this.at)) ? afterNoLetter : this.source.startsWith('\\b', this.at) ? afterNoWordCharacter : undefined;
      const term = this.term();
      if (term.literal !== undefined) {
        if (run === '') runLeading = !consumed;
        run += run === '' ? mark(term.literal) : term.literal;
        boundary = undefined;
        consumed = true;
        continue;
      }
      if (run !== '') options.push({ cues: [run], leading: runLeading });
      run = '';
      // A boundary's mark holds for a term's cues only where they start its match (not the "." of "(?:il \d+\.)").
      if (term.cues !== undefined && term.cues.length > 0) options.push({ cues: term.leading === false ? term.cues : term.cues.map(mark), leading: !consumed && term.leading !== false });
      boundary = term.zeroWidth === true ? (startsBoundary ?? boundary) : undefined;
      if (term.zeroWidth !== true) consumed = true;
    }
    if (run !== '') options.push({ cues: [run], leading: runLeading });
    // The most selective option: the one whose commonest cue is rarest, then the one with fewer cues.
    let best: { cues: readonly string[]; leading: boolean } | undefined;
    let bestRarity = 0;
    for (const option of options) {
      const optionRarity = options.length === 1 ? 0 : rarity(option.cues);
      if (best === undefined || optionRarity > bestRarity || (optionRarity === bestRarity && option.cues.length < best.cues.length)) [best, bestRarity] = [option, optionRarity];
    }
    return best ?? { cues: undefined, leading: true };
  }

  private term(): Term {
    const atom = this.atom();
    const min = this.quantifier();
    if (min === undefined) return atom;
    if (atom.zeroWidth === true) return { cues: undefined };
    if (min === 0) return { cues: undefined };
    // Repeated whitespace is still one space once collapsed: it joins its neighbours as a single one does.
    if (atom.literal !== undefined && whitespace.test(atom.literal)) return { literal: ' ', cues: [' '] };
    return { cues: atom.literal === undefined ? atom.cues : [atom.literal], ...(atom.leading === false ? { leading: false } : {}) };
  }

  /** The minimum repeats of a quantifier at the cursor (consumed), or `undefined` when there is none. */
  private quantifier(): number | undefined {
    const char = this.source[this.at];
    let min: number | undefined;
    if (char === '?' || char === '*') min = 0;
    else if (char === '+') min = 1;
    else if (char === '{') {
      braces.lastIndex = this.at;
      const found = braces.exec(this.source);
      if (found === null) return undefined;
      this.at += found[0].length - 1;
      min = Number(found[1]);
    }
    if (min === undefined) return undefined;
    this.at += 1;
    if (this.source[this.at] === '?') this.at += 1;
    return min;
  }

  private atom(): Term {
    const char = this.codePoint();
    if (char === '(') return this.group();
    if (char === '[') return { cues: this.characterClass() };
    if (char === '\\') return this.escape();
    if (char === '^' || char === '$') return { cues: undefined, zeroWidth: true };
    if (char === '.') return { cues: undefined };
    return { literal: char, cues: [char] };
  }

  private group(): Term {
    let lookaround = false;
    if (this.source.startsWith('?:', this.at)) this.at += 2;
    else if (this.source.startsWith('?=', this.at) || this.source.startsWith('?!', this.at)) [this.at, lookaround] = [this.at + 2, true];
    else if (this.source.startsWith('?<=', this.at) || this.source.startsWith('?<!', this.at)) [this.at, lookaround] = [this.at + 3, true];
    else if (this.source.startsWith('?<', this.at)) this.at = this.source.indexOf('>', this.at) + 1;
    const cues = this.disjunction();
    const leading = this.leading;
    if (this.source[this.at] !== ')') throw new SyntaxError(`unbalanced group at ${this.at} of /${this.source}/`);
    this.at += 1;
    return lookaround ? { cues: undefined, zeroWidth: true } : { cues, leading };
  }

  /** A class's characters when it is a short plain list (`[:.]`, `[0-9]`, `\d`); `undefined` otherwise. */
  private characterClass(): Cues {
    const chars: string[] = [];
    let known = this.source[this.at] !== '^';
    while (this.at < this.source.length && this.source[this.at] !== ']') {
      const char = this.codePoint();
      if (char === '\\') {
        const escaped = this.escape();
        if (escaped.cues === undefined) known = false;
        else chars.push(...escaped.cues);
      } else if (this.source[this.at] === '-' && this.source[this.at + 1] !== ']') {
        this.at += 1;
        const to = this.codePoint();
        const [from, end] = [char.codePointAt(0) ?? 0, to.codePointAt(0) ?? 0];
        if (to === '\\' || end - from > 30) known = false;
        else for (let code = from; code <= end; code += 1) chars.push(String.fromCodePoint(code));
      } else chars.push(char);
    }
    this.at += 1;
    return known && chars.length > 0 ? chars : undefined;
  }

  private escape(): Term {
    const char = this.codePoint();
    if (char === 'd') return { cues: digits };
    if (char === 's') return { literal: ' ', cues: [' '] };
    if (char === 'b' || char === 'B') return { cues: undefined, zeroWidth: true };
    if ('DSwWk'.includes(char) || char === 'p' || char === 'P' || /\d/u.test(char)) {
      if (char === 'p' || char === 'P' || char === 'k') this.at = this.source.indexOf(char === 'k' ? '>' : '}', this.at) + 1;
      return { cues: undefined };
    }
    if (char === 'u' || char === 'x') {
      hexEscape.lastIndex = this.at;
      const found = hexEscape.exec(this.source);
      if (found === null) return { cues: undefined };
      this.at += found[0].length;
      const literal = String.fromCodePoint(Number.parseInt(found[1] ?? found[2] ?? found[3] ?? '0', 16));
      return { literal, cues: [literal] };
    }
    const literal = controlEscapes[char] ?? char;
    return { literal, cues: [literal] };
  }

  private codePoint(): string {
    const char = String.fromCodePoint(this.source.codePointAt(this.at) ?? 0);
    this.at += char.length;
    return char;
  }
}

const whitespace = /^\s+$/u;

/** An ASCII letter or any code unit beyond ASCII (the only characters with a case, or that may have one). */
const letterOrBeyondAscii = /[A-Za-z\u0080-\uffff]/;

/** Whether `text` holds a letter (a character with a case, or any beyond ASCII: the lexicon's words are cased). */
function hasLetter(text: string): boolean {
  return letterOrBeyondAscii.test(text);
}

/**
 * How rarely the commonest of `cues` occurs in a request: its length, and a digit or a sign counts as three letters
 * (a request without a date seldom holds one, while every request holds an "a"); a space counts for nothing (every
 * request of two words holds one).
 */
function rarity(cues: readonly string[]): number {
  let rarest = Infinity;
  for (const marked of cues) {
    const cue = marked.startsWith(afterNoLetter) || marked.startsWith(afterNoWordCharacter) ? marked.slice(1) : marked;
    const length = cue.replaceAll(' ', '').length;
    rarest = Math.min(rarest, hasLetter(cue) || length === 0 ? length : length + 2);
  }
  return rarest;
}
