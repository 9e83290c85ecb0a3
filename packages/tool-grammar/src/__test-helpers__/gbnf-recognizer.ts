/**
 * A small, independent GBNF recognizer for tests: parses a grammar with llama.cpp's syntax (rules, literals,
 * character classes, `.`, groups, `|`, `* + ? {m} {m,} {m,n}`, comments) and decides whether a whole string is
 * in the language of `root`. It computes, for each (rule, position), the set of positions where the rule can
 * end, so ambiguity is handled exactly (GBNF has no left recursion, as in llama.cpp).
 */
type Node =
  | { kind: 'alt'; options: Node[][] }
  | { kind: 'lit'; codes: number[] }
  | { kind: 'class'; negated: boolean; ranges: Array<[number, number]> }
  | { kind: 'ref'; name: string }
  | { kind: 'rep'; node: Node; min: number; max: number };

export class GbnfSyntaxError extends Error {}

function isWordChar(character: string | undefined): boolean {
  return character !== undefined && /[A-Za-z0-9-]/.test(character);
}

class Parser {
  private position = 0;
  readonly rules = new Map<string, Node>();
  private readonly text: string[];

  constructor(source: string) {
    this.text = Array.from(source);
  }

  parse(): Map<string, Node> {
    this.skipSpace(true);
    while (this.position < this.text.length) {
      const name = this.parseName();
      this.skipSpace(false);
      if (this.text.slice(this.position, this.position + 3).join('') !== '::=') throw new GbnfSyntaxError(`expecting ::= at ${this.position}`);
      this.position += 3;
      this.skipSpace(true);
      const node = this.parseAlternates(false);
      this.rules.set(name, node);
      if (this.position < this.text.length) {
        if (this.text[this.position] === '\r') this.position += 1;
        if (this.text[this.position] !== '\n') throw new GbnfSyntaxError(`expecting newline or end at ${this.position}: '${this.text.slice(this.position, this.position + 10).join('')}'`);
      }
      this.skipSpace(true);
    }
    for (const node of this.rules.values()) this.checkRefs(node);
    if (!this.rules.has('root')) throw new GbnfSyntaxError('no root rule');
    return this.rules;
  }

  private checkRefs(node: Node): void {
    if (node.kind === 'ref' && !this.rules.has(node.name)) throw new GbnfSyntaxError(`undefined rule '${node.name}'`);
    if (node.kind === 'alt') for (const option of node.options) for (const item of option) this.checkRefs(item);
    if (node.kind === 'rep') this.checkRefs(node.node);
  }

  private skipSpace(newlines: boolean): void {
    while (this.position < this.text.length) {
      const character = this.text[this.position] as string;
      if (character === '#') {
        while (this.position < this.text.length && this.text[this.position] !== '\n') this.position += 1;
      } else if (character === ' ' || character === '\t' || (newlines && (character === '\n' || character === '\r'))) {
        this.position += 1;
      } else return;
    }
  }

  private parseName(): string {
    const start = this.position;
    while (isWordChar(this.text[this.position])) this.position += 1;
    if (start === this.position) throw new GbnfSyntaxError(`expecting name at ${start}: '${this.text.slice(start, start + 10).join('')}'`);
    return this.text.slice(start, this.position).join('');
  }

  private parseAlternates(nested: boolean): Node {
    const options = [this.parseSequence(nested)];
    while (this.text[this.position] === '|') {
      this.position += 1;
      this.skipSpace(true);
      options.push(this.parseSequence(nested));
    }
    return { kind: 'alt', options };
  }

  private parseChar(): number {
    const character = this.text[this.position] as string;
    if (character === '\\') {
      const escape = this.text[this.position + 1];
      const hexLength = escape === 'x' ? 2 : escape === 'u' ? 4 : escape === 'U' ? 8 : 0;
      if (hexLength > 0) {
        const hex = this.text.slice(this.position + 2, this.position + 2 + hexLength).join('');
        this.position += 2 + hexLength;
        return Number.parseInt(hex, 16);
      }
      const simple: Record<string, number> = { n: 10, r: 13, t: 9, '\\': 92, '"': 34, '[': 91, ']': 93 };
      if (escape === undefined || simple[escape] === undefined) throw new GbnfSyntaxError(`unknown escape at ${this.position}`);
      this.position += 2;
      return simple[escape] as number;
    }
    this.position += 1;
    return character.codePointAt(0) as number;
  }

  private parseSequence(nested: boolean): Node[] {
    const items: Node[] = [];
    while (this.position < this.text.length) {
      const character = this.text[this.position] as string;
      let node: Node | undefined;
      if (character === '"') {
        this.position += 1;
        const codes: number[] = [];
        while (this.text[this.position] !== '"') {
          if (this.position >= this.text.length) throw new GbnfSyntaxError('unterminated literal');
          codes.push(this.parseChar());
        }
        this.position += 1;
        node = { kind: 'lit', codes };
      } else if (character === '[') {
        this.position += 1;
        const negated = this.text[this.position] === '^';
        if (negated) this.position += 1;
        const ranges: Array<[number, number]> = [];
        while (this.text[this.position] !== ']') {
          if (this.position >= this.text.length) throw new GbnfSyntaxError('unterminated class');
          const low = this.parseChar();
          if (this.text[this.position] === '-' && this.text[this.position + 1] !== ']') {
            this.position += 1;
            ranges.push([low, this.parseChar()]);
          } else ranges.push([low, low]);
        }
        this.position += 1;
        node = { kind: 'class', negated, ranges };
      } else if (character === '.') {
        this.position += 1;
        node = { kind: 'class', negated: true, ranges: [] };
      } else if (character === '(') {
        this.position += 1;
        this.skipSpace(true);
        node = this.parseAlternates(true);
        if (this.text[this.position] !== ')') throw new GbnfSyntaxError(`expecting ) at ${this.position}`);
        this.position += 1;
      } else if (isWordChar(character)) {
        node = { kind: 'ref', name: this.parseName() };
      } else if (character === '*' || character === '+' || character === '?' || character === '{') {
        const last = items.pop();
        if (last === undefined) throw new GbnfSyntaxError(`quantifier without atom at ${this.position}`);
        let min = 0;
        let max = Infinity;
        if (character === '{') {
          const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.position, this.position + 30).join(''));
          if (match === null) throw new GbnfSyntaxError(`bad repetition at ${this.position}`);
          min = Number(match[1]);
          max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
          this.position += match[0].length;
        } else {
          this.position += 1;
          [min, max] = character === '*' ? [0, Infinity] : character === '+' ? [1, Infinity] : [0, 1];
        }
        node = { kind: 'rep', node: last, min, max };
      } else break;
      items.push(node);
      this.skipSpace(nested);
    }
    return items;
  }
}

/** Parses GBNF text; throws `GbnfSyntaxError` like llama.cpp would reject it (missing rules, bad syntax). */
function parseGbnf(grammar: string): Map<string, Node> {
  return new Parser(grammar).parse();
}

/** Compiled recognizer for one grammar. */
export interface GbnfRecognizer {
  /** Whether the whole `text` is generated by `root`. */
  accepts(text: string): boolean;
}

/** Builds a recognizer for `grammar` (throws `GbnfSyntaxError` for an invalid grammar). */
export function createGbnfRecognizer(grammar: string): GbnfRecognizer {
  const rules = parseGbnf(grammar);
  return {
    accepts(text) {
      const input = Array.from(text, (character) => character.codePointAt(0) as number);
      const memo = new Map<string, Set<number>>();
      const matchNode = (node: Node, start: number): Set<number> => {
        switch (node.kind) {
          case 'lit': {
            for (let index = 0; index < node.codes.length; index += 1) {
              if (input[start + index] !== node.codes[index]) return new Set();
            }
            return new Set([start + node.codes.length]);
          }
          case 'class': {
            const code = input[start];
            if (code === undefined) return new Set();
            const inside = node.ranges.some(([low, high]) => code >= low && code <= high);
            return inside !== node.negated ? new Set([start + 1]) : new Set();
          }
          case 'ref': {
            const key = `${node.name}@${start}`;
            const cached = memo.get(key);
            if (cached !== undefined) return cached;
            memo.set(key, new Set());
            const result = matchNode(rules.get(node.name) as Node, start);
            memo.set(key, result);
            return result;
          }
          case 'alt': {
            const ends = new Set<number>();
            for (const option of node.options) {
              let positions = new Set([start]);
              for (const item of option) {
                const next = new Set<number>();
                for (const position of positions) for (const end of matchNode(item, position)) next.add(end);
                positions = next;
                if (positions.size === 0) break;
              }
              for (const position of positions) ends.add(position);
            }
            return ends;
          }
          case 'rep': {
            const ends = new Set<number>();
            let frontier = new Set([start]);
            const seen = new Set<number>();
            for (let count = 0; frontier.size > 0; count += 1) {
              if (count >= node.min) for (const position of frontier) ends.add(position);
              if (count >= node.max) break;
              const next = new Set<number>();
              for (const position of frontier) {
                for (const end of matchNode(node.node, position)) {
                  if (count + 1 > node.min && seen.has(end)) continue;
                  next.add(end);
                }
              }
              if (count + 1 >= node.min) for (const position of next) seen.add(position);
              frontier = next;
            }
            return ends;
          }
        }
      };
      return matchNode({ kind: 'ref', name: 'root' }, 0).has(input.length);
    },
  };
}
