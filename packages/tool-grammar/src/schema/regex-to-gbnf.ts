import { gbnfLiteral } from '../gbnf/gbnf-literal';

/** Result of translating a JSON Schema `pattern`. */
export type RegexTranslation =
  | { success: true; expression: string; usesChar: boolean; narrowed: string[]; widened: string[] }
  | { success: false; reason: string };

type Range = [number, number];
type RegexNode =
  | { kind: 'alternation'; options: RegexNode[][] }
  | { kind: 'char'; code: number }
  | { kind: 'class'; negated: boolean; ranges: Range[] }
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'repeat'; node: RegexNode; min: number; max: number | undefined };

class RegexSyntaxLimit extends Error {}

const digitRanges: Range[] = [[0x30, 0x39]];
const wordRanges: Range[] = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
const spaceRanges: Range[] = [[0x09, 0x0d], [0x20, 0x20]];
const simpleEscapes: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, f: 0x0c, v: 0x0b, '0': 0 };

class RegexParser {
  private position = 0;
  private readonly characters: string[];
  readonly notes: string[] = [];

  constructor(pattern: string) {
    this.characters = Array.from(pattern);
  }

  parse(): RegexNode[][] {
    const options = this.parseAlternation();
    if (this.position < this.characters.length) throw new RegexSyntaxLimit(`unexpected '${this.peek()}'`);
    return options;
  }

  private peek(offset = 0): string | undefined {
    return this.characters[this.position + offset];
  }

  private parseAlternation(): RegexNode[][] {
    const options = [this.parseSequence()];
    while (this.peek() === '|') {
      this.position += 1;
      options.push(this.parseSequence());
    }
    return options;
  }

  private parseSequence(): RegexNode[] {
    const nodes: RegexNode[] = [];
    for (let character = this.peek(); character !== undefined && character !== '|' && character !== ')'; character = this.peek()) {
      const atom = this.parseAtom();
      nodes.push(this.parseQuantifier(atom));
    }
    return nodes;
  }

  private parseAtom(): RegexNode {
    const character = this.peek() as string;
    this.position += 1;
    switch (character) {
      case '^':
        return { kind: 'start' };
      case '$':
        return { kind: 'end' };
      case '.':
        this.notes.push("'.' never produces a JSON-escaped character");
        return { kind: 'class', negated: true, ranges: [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]] };
      case '(': {
        if (this.peek() === '?') {
          if (this.peek(1) === ':') this.position += 2;
          else if (this.peek(1) === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
            const close = this.characters.indexOf('>', this.position);
            if (close < 0) throw new RegexSyntaxLimit('unterminated group name');
            this.position = close + 1;
          } else throw new RegexSyntaxLimit('look-around assertions');
        }
        const options = this.parseAlternation();
        if (this.peek() !== ')') throw new RegexSyntaxLimit('unbalanced parenthesis');
        this.position += 1;
        return { kind: 'alternation', options };
      }
      case '[':
        return this.parseClass();
      case '\\':
        return this.parseEscape(false);
      case '*':
      case '+':
      case '?':
      case '{':
      case ')':
        throw new RegexSyntaxLimit(`unexpected '${character}'`);
      default:
        return { kind: 'char', code: character.codePointAt(0) as number };
    }
  }

  private parseEscape(inClass: boolean): RegexNode {
    const character = this.peek();
    if (character === undefined) throw new RegexSyntaxLimit('trailing backslash');
    this.position += 1;
    if (character === 'd') return { kind: 'class', negated: false, ranges: digitRanges };
    if (character === 'w') return { kind: 'class', negated: false, ranges: wordRanges };
    if (character === 's') {
      this.notes.push("'\\s' only produces ASCII whitespace");
      return { kind: 'class', negated: false, ranges: spaceRanges };
    }
    if (character === 'D' || character === 'W' || character === 'S') {
      this.notes.push(`'\\${character}' never produces a JSON-escaped character`);
      const ranges = character === 'D' ? digitRanges : character === 'W' ? wordRanges : spaceRanges;
      return { kind: 'class', negated: true, ranges };
    }
    if (character in simpleEscapes) return { kind: 'char', code: simpleEscapes[character] as number };
    if (character === 'x' || character === 'u') {
      const length = character === 'x' ? 2 : 4;
      const hex = this.characters.slice(this.position, this.position + length).join('');
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) throw new RegexSyntaxLimit(`bad \\${character} escape`);
      this.position += length;
      return { kind: 'char', code: Number.parseInt(hex, 16) };
    }
    if (!inClass && character === 'b') throw new RegexSyntaxLimit('word-boundary assertions');
    if (/[A-Za-z0-9]/.test(character)) throw new RegexSyntaxLimit(`escape '\\${character}'`);
    return { kind: 'char', code: character.codePointAt(0) as number };
  }

  private parseClass(): RegexNode {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.position += 1;
    }
    const ranges: Range[] = [];
    let first = true;
    while (this.peek() !== ']' || first) {
      first = false;
      const character = this.peek();
      if (character === undefined) throw new RegexSyntaxLimit('unterminated character class');
      this.position += 1;
      let low: number;
      if (character === '\\') {
        const escaped = this.parseEscape(true);
        if (escaped.kind === 'class') {
          if (escaped.negated) throw new RegexSyntaxLimit('negated escape inside a character class');
          ranges.push(...escaped.ranges);
          continue;
        }
        low = (escaped as { code: number }).code;
      } else if (character === '[') {
        throw new RegexSyntaxLimit('nested character classes');
      } else low = character.codePointAt(0) as number;
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.position += 1;
        const highCharacter = this.peek() as string;
        this.position += 1;
        let high = highCharacter.codePointAt(0) as number;
        if (highCharacter === '\\') {
          const escaped = this.parseEscape(true);
          if (escaped.kind !== 'char') throw new RegexSyntaxLimit('class escape as range end');
          high = escaped.code;
        }
        if (high < low) throw new RegexSyntaxLimit('reversed range');
        ranges.push([low, high]);
      } else ranges.push([low, low]);
    }
    this.position += 1;
    if (negated) this.notes.push('negated character classes never produce JSON-escaped characters');
    return { kind: 'class', negated, ranges };
  }

  /** The ASCII digits from `index` on. */
  private digitsAt(index: number): string {
    let digits = '';
    for (let character = this.characters[index]; character !== undefined && character >= '0' && character <= '9'; character = this.characters[(index += 1)]) {
      digits += character;
    }
    return digits;
  }

  private parseQuantifier(atom: RegexNode): RegexNode {
    const character = this.peek();
    let min: number;
    let max: number | undefined;
    if (character === '*') [min, max] = [0, undefined];
    else if (character === '+') [min, max] = [1, undefined];
    else if (character === '?') [min, max] = [0, 1];
    else if (character === '{') {
      // `{m}`, `{m,}` or `{m,n}` (ASCII digits); anything else is not a quantifier
      let end = this.position + 1;
      const minDigits = this.digitsAt(end);
      if (minDigits === '') return atom;
      end += minDigits.length;
      min = Number(minDigits);
      max = min;
      if (this.characters[end] === ',') {
        const maxDigits = this.digitsAt(end + 1);
        end += 1 + maxDigits.length;
        max = maxDigits === '' ? undefined : Number(maxDigits);
      }
      if (this.characters[end] !== '}') return atom;
      this.position = end;
    } else return atom;
    this.position += 1;
    if (this.peek() === '?') this.position += 1;
    if (atom.kind === 'start' || atom.kind === 'end') throw new RegexSyntaxLimit('quantified anchor');
    return { kind: 'repeat', node: atom, min, max };
  }
}

/** JSON text of one code point inside a string literal (what a model must emit for it). */
function jsonTextOf(code: number): string {
  // printable ASCII other than '"' and '\' is its own JSON text
  if (code >= 0x20 && code < 0x7f && code !== 0x22 && code !== 0x5c) return String.fromCharCode(code);
  return JSON.stringify(String.fromCodePoint(code)).slice(1, -1);
}

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function classCharacter(code: number): string {
  if (isAsciiAlphanumeric(code)) return String.fromCharCode(code);
  return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

const jsonSpecialCodes = [...Array.from({ length: 0x20 }, (_, index) => index), 0x22, 0x5c];

function emitClass(negated: boolean, ranges: Range[]): string {
  if (negated) {
    const body = ranges.map(([low, high]) => (low === high ? classCharacter(low) : `${classCharacter(low)}-${classCharacter(high)}`));
    return `[^"\\\\\\x7F\\x00-\\x1F${body.join('')}]`;
  }
  const raw: string[] = [];
  const escaped: string[] = [];
  const format = (low: number, high: number) => (low === high ? classCharacter(low) : `${classCharacter(low)}-${classCharacter(high)}`);
  for (const [low, high] of ranges) {
    if (low > 0x1f && (low > 0x22 || high < 0x22) && (low > 0x5c || high < 0x5c)) {
      raw.push(format(low, high));
      continue;
    }
    // Control characters, '"' and '\' must be escaped inside a JSON string: emit their escaped spelling.
    let start = low;
    for (const special of jsonSpecialCodes) {
      if (special < start || special > high) continue;
      if (start < special) raw.push(format(start, special - 1));
      escaped.push(gbnfLiteral(jsonTextOf(special)));
      start = special + 1;
    }
    if (start <= high) raw.push(format(start, high));
  }
  const alternatives = [...(raw.length > 0 ? [`[${raw.join('')}]`] : []), ...new Set(escaped)];
  return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' | ')})`;
}

/**
 * Translates a JSON Schema `pattern` (ECMAScript regex, unanchored unless `^`/`$`) into a GBNF expression for a
 * whole JSON string value, quotes included. Supports literals, escapes, `.`, character classes, groups
 * (capturing, `(?:)`, named), alternation and the quantifiers `* + ? {m} {m,} {m,n}` (lazy ones too: the
 * language is the same). Anchors are honoured at the start/end of each top-level alternative.
 * Look-around, back-references, `\b`, `\p{...}` and anchors elsewhere are reported as unsupported.
 */
export function regexToGbnf(pattern: string, { maxRepetition }: { maxRepetition: number }): RegexTranslation {
  let options: RegexNode[][];
  const parser = new RegexParser(pattern);
  try {
    options = parser.parse();
  } catch (error) {
    if (error instanceof RegexSyntaxLimit) return { success: false, reason: `unsupported regex feature: ${error.message}` };
    throw error;
  }
  const widened: string[] = [];
  const emit = (nodes: RegexNode[]): string => {
    const parts: string[] = [];
    let run = '';
    const flush = () => {
      if (run !== '') parts.push(gbnfLiteral(run));
      run = '';
    };
    for (const node of nodes) {
      if (node.kind === 'char') {
        run += jsonTextOf(node.code);
        continue;
      }
      flush();
      if (node.kind === 'start' || node.kind === 'end') throw new RegexSyntaxLimit('anchor inside the pattern');
      parts.push(emitNode(node));
    }
    flush();
    return parts.join(' ');
  };
  const emitNode = (node: RegexNode): string => {
    switch (node.kind) {
      case 'char':
        return gbnfLiteral(jsonTextOf(node.code));
      case 'class':
        return emitClass(node.negated, node.ranges);
      case 'alternation':
        return `(${node.options.map((option) => emit(option) || '""').join(' | ')})`;
      case 'repeat': {
        const inner = emitNode(node.node);
        const atom = /^[("[]/.test(inner) && !inner.includes(' ') ? inner : `(${inner})`;
        if (node.min > maxRepetition) throw new RegexSyntaxLimit(`repetition {${node.min}} above ${maxRepetition}`);
        let max = node.max;
        if (max !== undefined && max > maxRepetition) {
          widened.push(`pattern repetition bound ${max} treated as unbounded`);
          max = undefined;
        }
        if (node.min === 0 && max === undefined) return `${atom}*`;
        if (node.min === 1 && max === undefined) return `${atom}+`;
        if (node.min === 0 && max === 1) return `${atom}?`;
        if (max === undefined) return `${atom}{${node.min},}`;
        return node.min === max ? `${atom}{${max}}` : `${atom}{${node.min},${max}}`;
      }
      default:
        throw new RegexSyntaxLimit('anchor inside the pattern');
    }
  };
  try {
    const alternatives = options.map((nodes) => {
      const anchoredStart = nodes[0]?.kind === 'start';
      const anchoredEnd = nodes.length > (anchoredStart ? 1 : 0) && nodes.at(-1)?.kind === 'end';
      const body = emit(nodes.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined));
      return [anchoredStart ? '' : 'char*', body, anchoredEnd ? '' : 'char*'].filter((part) => part !== '').join(' ') || '""';
    });
    const expression =
      alternatives.length === 1 ? `"\\"" ${alternatives[0]} "\\""` : `"\\"" (${alternatives.join(' | ')}) "\\""`;
    const usesChar = options.some((nodes) => nodes[0]?.kind !== 'start' || nodes.at(-1)?.kind !== 'end');
    return { success: true, expression, usesChar, narrowed: [...new Set(parser.notes)], widened };
  } catch (error) {
    if (error instanceof RegexSyntaxLimit) return { success: false, reason: `unsupported regex feature: ${error.message}` };
    throw error;
  }
}
