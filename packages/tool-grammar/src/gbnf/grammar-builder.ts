import { gbnfPrimitives, type GbnfPrimitiveName } from './gbnf-primitives';
import { ruleNameOfStem } from './to-rule-name';

const reservedNames = new Set(['root', ...Object.keys(gbnfPrimitives)]);
/** Primitive names in rendering order (code-unit order, as `Array.prototype.sort` orders them). */
const sortedPrimitiveNames = (Object.keys(gbnfPrimitives) as GbnfPrimitiveName[]).sort();
/** The rendered line of each primitive under the default options. */
const defaultLines = new Map(sortedPrimitiveNames.map((name) => [name, `${name} ::= ${gbnfPrimitives[name].body}\n`]));

/** How a builder renders its shared primitives (both off by default: the grammar of earlier versions). */
export interface GrammarBuilderOptions {
  /** `string` matches at most this many characters (`"\"" char{0,N} "\""`) instead of `char*`. */
  maxStringLength?: number;
  /** `ws` matches nothing, `comma` is `","` and `colon` is `":"`: no whitespace between tokens at all. */
  compactWhitespace?: boolean;
}

interface PrimitiveDefinition {
  body: string;
  uses: readonly string[];
}

function primitiveDefinition(name: GbnfPrimitiveName, options: GrammarBuilderOptions): PrimitiveDefinition {
  if (options.compactWhitespace === true) {
    if (name === 'ws') return { body: '""', uses: [] };
    if (name === 'comma') return { body: '","', uses: [] };
    if (name === 'colon') return { body: '":"', uses: [] };
  }
  if (name === 'string' && options.maxStringLength !== undefined) {
    return { body: `"\\"" char{0,${options.maxStringLength}} "\\""`, uses: ['char'] };
  }
  return gbnfPrimitives[name];
}

/**
 * Collects the rules of one GBNF grammar. Rules with an identical body are shared (the first name wins), names
 * are made unique deterministically, and only the dependency closure of the primitives actually referenced is
 * emitted. Rendering order is fixed (root, derived rules in creation order, primitives sorted by name), so the
 * same sequence of calls always yields a byte-identical grammar.
 */
export class GrammarBuilder {
  private readonly rules = new Map<string, string | undefined>();
  /**
   * The first rule of each body, found by the body's length first: bodies are long strings built piece by piece,
   * and most have a length no other body has, so they are never hashed or flattened for the lookup.
   */
  private readonly rulesByBodyLength = new Map<number, Array<{ body: string; name: string }>>();
  private readonly usedPrimitives = new Set<GbnfPrimitiveName>();

  /** `options` change only how the primitives `string`, `ws`, `comma` and `colon` are rendered. */
  constructor(private readonly options: GrammarBuilderOptions = {}) {}

  /**
   * Adds a rule (or reuses an existing rule with the same body) and returns its name, made from `stem` (see
   * `ruleStem`: `ruleStem(['get_inputs', 'dialog'])` names the rule `getInputsDialog`).
   */
  addRule(stem: string, body: string): string {
    const sameLength = this.rulesByBodyLength.get(body.length);
    if (sameLength !== undefined) {
      for (const rule of sameLength) if (rule.body === body) return rule.name;
    }
    const name = this.reserveRule(stem);
    this.rules.set(name, body);
    if (sameLength === undefined) this.rulesByBodyLength.set(body.length, [{ body, name }]);
    else sameLength.push({ body, name });
    return name;
  }

  /** Reserves a unique rule name whose body is given later with `defineRule` (for recursive `$ref`s). */
  reserveRule(stem: string): string {
    const base = ruleNameOfStem(stem);
    let name = base;
    for (let index = 2; this.isTaken(name); index += 1) name = `${base}${index}`;
    this.rules.set(name, undefined);
    return name;
  }

  /** Sets the body of a reserved rule. */
  defineRule(name: string, body: string): void {
    this.rules.set(name, body);
    const sameLength = this.rulesByBodyLength.get(body.length);
    if (sameLength === undefined) this.rulesByBodyLength.set(body.length, [{ body, name }]);
    else if (!sameLength.some((rule) => rule.body === body)) sameLength.push({ body, name });
  }

  /** Marks a primitive (and what it references) as used and returns its rule name. */
  primitive(name: GbnfPrimitiveName): string {
    if (!this.usedPrimitives.has(name)) {
      this.usedPrimitives.add(name);
      const { uses } = primitiveDefinition(name, this.options);
      for (let index = 0; index < uses.length; index += 1) this.primitive(uses[index] as GbnfPrimitiveName);
    }
    return name;
  }

  /** Number of rules the rendered grammar will contain, root included. */
  get ruleCount(): number {
    return 1 + this.rules.size + this.usedPrimitives.size;
  }

  /** Renders the grammar, one rule per line, with `rootBody` as the `root` rule. */
  render(rootBody: string): string {
    let text = `root ::= ${rootBody}\n`;
    this.rules.forEach((body, name) => {
      if (body === undefined) throw new Error(`internal: rule '${name}' was reserved but never defined`);
      text += `${name} ::= ${body}\n`;
    });
    const plain = this.options.maxStringLength === undefined && this.options.compactWhitespace !== true;
    for (const name of sortedPrimitiveNames) {
      if (!this.usedPrimitives.has(name)) continue;
      text += plain ? (defaultLines.get(name) as string) : `${name} ::= ${primitiveDefinition(name, this.options).body}\n`;
    }
    return text;
  }

  private isTaken(name: string): boolean {
    return this.rules.has(name) || reservedNames.has(name);
  }
}
