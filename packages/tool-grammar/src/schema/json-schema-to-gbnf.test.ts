import type { JsonSchema } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { checkGrammar, ruleNames } from '../__test-helpers__/expect-grammar';
import { InvalidGrammarOptionsError } from '../errors/invalid-grammar-options-error';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { jsonSchemaToGbnf } from './json-schema-to-gbnf';

const clean = { wronglyRejected: [], wronglyAccepted: [] };

async function check(schema: JsonSchema, accepted: string[], rejected: string[], options = {}) {
  const { grammar } = jsonSchemaToGbnf(schema, options);
  return checkGrammar(grammar, { accepted, rejected });
}

describe('jsonSchemaToGbnf', () => {
  it('should emit required properties in order and each optional one at most once, in declared order', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'string' }, c: { type: 'boolean' }, d: { type: 'null' } },
      required: ['c', 'a'],
      additionalProperties: false,
    };
    expect(
      await check(
        schema,
        ['{"a":1,"c":true}', '{"a":1,"c":true,"b":"x"}', '{"a":1,"c":true,"b":"x","d":null}', '{ "a" : -3 , "c" : false , "d" : null }'],
        ['{"c":true,"a":1}', '{"a":1}', '{"a":1,"c":true,"b":"x","b":"y"}', '{"a":1,"c":true,"d":null,"b":"x"}', '{"a":1,"c":true,"e":1}', '{"a":"1","c":true}'],
      ),
    ).toEqual(clean);
  });

  it('should build the optional tail of an object without required properties with one rule per property (linear size)', async () => {
    const properties = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`p${index}`, { type: 'integer' as const }]));
    const { grammar, rules } = jsonSchemaToGbnf({ type: 'object', properties, additionalProperties: false });
    expect(rules).toBeLessThan(2 * 30 + 10);
    expect(grammar.length).toBeLessThan(6000);
    expect(await checkGrammar(grammar, { accepted: ['{}', '{"p3":1}', '{"p0":1,"p29":2}', '{"p5":1,"p6":2,"p7":3}'], rejected: ['{,}', '{"p6":1,"p5":2}', '{"p5":1,}'] })).toEqual(clean);
  });

  it('should translate nested objects, arrays with minItems/maxItems and enums', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 2,
          items: { type: 'object', properties: { kind: { enum: ['a', 'b'] }, n: { type: 'number' } }, required: ['kind'], additionalProperties: false },
        },
      },
      required: ['items'],
      additionalProperties: false,
    };
    expect(
      await check(
        schema,
        ['{"items":[{"kind":"a"}]}', '{"items":[{"kind":"a","n":1.5e3},{"kind":"b","n":-0.25}]}'],
        ['{"items":[]}', '{"items":[{"kind":"a"},{"kind":"a"},{"kind":"a"}]}', '{"items":[{"kind":"c"}]}', '{"items":[{"n":1}]}', '{"items":[{"kind":"a","n":01}]}'],
      ),
    ).toEqual(clean);
  });

  it('should translate const, heterogeneous enums, null and boolean', async () => {
    expect(await check({ const: { a: [1, 'x'] } }, ['{"a":[1,"x"]}'], ['{"a":[1,"y"]}', '{"a":[1,"x"], }'])).toEqual(clean);
    expect(await check({ enum: ['red', null, 42, ['foo']] }, ['"red"', 'null', '42', '["foo"]'], ['"blue"', '42.0', '[]'])).toEqual(clean);
    expect(await check({ type: ['boolean', 'null'] }, ['true', 'false', 'null'], ['0', '"true"'])).toEqual(clean);
  });

  it('should express string formats date, time, date-time and uuid exactly enough for ajv-formats', async () => {
    expect(await check({ type: 'string', format: 'date' }, ['"2024-02-29"', '"2023-12-31"', '"2000-02-29"'], ['"2023-02-29"', '"1900-02-29"', '"2023-04-31"', '"2023-13-01"', '"23-01-01"'])).toEqual(clean);
    expect(await check({ type: 'string', format: 'time' }, ['"08:30:06Z"', '"23:59:59.123+02:00"'], ['"24:00:00Z"', '"08:30:06"', '"8:30:06Z"'])).toEqual(clean);
    expect(await check({ type: 'string', format: 'date-time' }, ['"2024-05-14T10:00:00Z"'], ['"2024-05-14 10:00"'])).toEqual(clean);
    expect(await check({ type: 'string', format: 'uuid' }, ['"123e4567-e89b-12d3-a456-426614174000"'], ['"123e4567e89b12d3a456426614174000"'])).toEqual(clean);
  });

  it('should list formats it cannot express in widened and accept any string for them', () => {
    expect(jsonSchemaToGbnf({ type: 'string', format: 'email' }).widened).toEqual(["/: format 'email' checked by the validator only"]);
  });

  it('should bound string length in characters, JSON escapes counting as one', async () => {
    expect(await check({ type: 'string', minLength: 2, maxLength: 3 }, ['"ab"', '"a\\nb"', '"日本語"', '"\\u0041bc"'], ['"a"', '"abcd"', '"a"b"'])).toEqual(clean);
  });

  it('should translate simple patterns, anchored or not, and report the ones it cannot translate', async () => {
    expect(await check({ type: 'string', pattern: '^[a-z][a-z0-9_]{0,3}$' }, ['"a"', '"ab_1"'], ['"1a"', '"abcde"', '""'])).toEqual(clean);
    expect(await check({ type: 'string', pattern: 'x+y' }, ['"xy"', '"..xxy.."'], ['"yx"', '"x y"'])).toEqual(clean);
    expect(await check({ type: 'string', pattern: '^(cat|dog)s?\\.$' }, ['"cats."', '"dog."'], ['"cow."', '"cats"'])).toEqual(clean);
    expect(await check({ type: 'string', pattern: '^a"b\\\\$' }, ['"a\\"b\\\\"'], ['"ab"'])).toEqual(clean);
    const error = (() => {
      try {
        jsonSchemaToGbnf({ type: 'object', properties: { p: { type: 'string', pattern: '^(?=a)a$' } } });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(UnsupportedSchemaError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'unsupported_schema', tool: undefined, path: '/properties/p/pattern', keyword: 'pattern' });
  });

  it('should widen an unsupported construct to any JSON value and flag it when unsupported is widen', () => {
    const result = jsonSchemaToGbnf({ type: 'string', pattern: '\\bword\\b' }, { unsupported: 'widen' });
    expect(result.grammar).toContain('root ::= string');
    expect(result.widened).toEqual(["/pattern: 'pattern' not expressible (unsupported regex feature: word-boundary assertions in /\\bword\\b/); widened, validator enforces it"]);
  });

  it('should translate anyOf and oneOf as alternations and flag oneOf exclusivity', async () => {
    expect(await check({ anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 1 }] }, ['1', '"a"'], ['"ab"', 'true'])).toEqual(clean);
    expect(jsonSchemaToGbnf({ oneOf: [{ type: 'integer' }, { type: 'number' }] }).widened).toEqual(["/: 'oneOf' exclusivity checked by the validator only"]);
    expect(jsonSchemaToGbnf({ oneOf: [{ const: 'a' }, { const: 'b' }] }).widened).toEqual([]);
  });

  it('should merge keywords beside anyOf into each branch and leave constraint-only branches to the validator', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { path: { type: 'string' }, id: { type: 'integer' } },
      additionalProperties: false,
      oneOf: [{ required: ['path'] }, { required: ['id'] }],
    };
    const result = jsonSchemaToGbnf(schema);
    expect(result.widened).toEqual(["/: 'oneOf' of constraints checked by the validator only"]);
    expect(await checkGrammar(result.grammar, { accepted: ['{"path":"a"}', '{"id":1}'], rejected: ['{"x":1}'] })).toEqual(clean);
  });

  it('should turn local $refs into named rules and recursive schemas into recursive rules', async () => {
    const schema: JsonSchema = {
      $defs: { node: { type: 'object', properties: { v: { type: 'integer' }, kids: { type: 'array', items: { $ref: '#/$defs/node' } } }, required: ['v'], additionalProperties: false } },
      $ref: '#/$defs/node',
    };
    expect(await check(schema, ['{"v":1}', '{"v":1,"kids":[{"v":2,"kids":[{"v":3,"kids":[{"v":4,"kids":[{"v":5,"kids":[{"v":6,"kids":[{"v":7}]}]}]}]}]}]}'], ['{"v":1,"kids":[{"kids":[]}]}'])).toEqual(clean);
    expect(await check({ definitions: { a: { type: 'integer' } }, properties: { x: { $ref: '#/definitions/a' } }, type: 'object' }, ['{"x":3}'], ['{"x":"3"}'])).toEqual(clean);
    expect(() => jsonSchemaToGbnf({ $ref: 'http://example.com/schema.json' })).toThrow(UnsupportedSchemaError);
  });

  it('should fall back to the generic JSON object beyond maxDepth and list the place in widened', async () => {
    let schema: JsonSchema = { type: 'object', properties: { leaf: { type: 'integer' } }, required: ['leaf'], additionalProperties: false };
    for (let level = 0; level < 4; level += 1) schema = { type: 'object', properties: { next: schema }, required: ['next'], additionalProperties: false };
    const capped = jsonSchemaToGbnf(schema, { maxDepth: 3 });
    expect(capped.widened).toEqual(['/properties/next/properties/next/properties/next: depth cap 3 reached; any JSON object accepted']);
    expect(await checkGrammar(capped.grammar, { accepted: ['{"next":{"next":{"next":{"anything":[1,{"x":null}]}}}}'], rejected: ['{"next":{"next":1}}'] })).toEqual(clean);
    expect(jsonSchemaToGbnf(schema).widened).toEqual([]);
  });

  it('should express integer bounds exactly and leave multipleOf and number bounds to the validator', async () => {
    expect(await check({ type: 'integer', minimum: -12, maximum: 130 }, ['-12', '0', '9', '99', '130'], ['-13', '131', '1000', '-0', '01'])).toEqual(clean);
    expect(jsonSchemaToGbnf({ type: 'integer', multipleOf: 2 }).widened).toEqual(["/: 'multipleOf' checked by the validator only"]);
    expect(jsonSchemaToGbnf({ type: 'number', maximum: 2 }).widened).toEqual(['/: number bounds checked by the validator only']);
  });

  it('should name rules in camelCase only, emit only referenced primitives and be deterministic', () => {
    const schema: JsonSchema = { type: 'object', properties: { snake_case_name: { type: 'array', items: { enum: ['x_y', 'z'] } }, 'kebab-name': { type: 'boolean' } }, additionalProperties: false };
    const { grammar } = jsonSchemaToGbnf(schema);
    const names = ruleNames(grammar);
    expect(names.filter((name) => !/^[a-zA-Z][a-zA-Z0-9]*$/.test(name))).toEqual([]);
    expect(names).not.toContain('number');
    expect(names).not.toContain('value');
    expect(jsonSchemaToGbnf(structuredClone(schema)).grammar).toBe(grammar);
  });

  it('should reject a false schema and an empty enum as unsupported', () => {
    expect(() => jsonSchemaToGbnf(false)).toThrow(UnsupportedSchemaError);
    expect(() => jsonSchemaToGbnf({ enum: [] })).toThrow(/'enum' has no value/);
  });

  it('should list what it generates less of than the schema allows in narrowed', () => {
    expect(jsonSchemaToGbnf({ properties: { a: { type: 'integer' } } }).narrowed).toEqual([
      "/: no 'type': only object values are generated",
      '/: only declared properties are generated',
    ]);
  });

  describe('maxStringLength', () => {
    const quoted = (text: string) => JSON.stringify(text);

    it('should bound a free string to N characters: N accepted, N + 1 rejected, escapes and multi-byte characters counting one', async () => {
      const compilation = jsonSchemaToGbnf({ type: 'string' }, { maxStringLength: 8 });
      expect(compilation.grammar).toContain('string ::= "\\"" char{0,8} "\\""');
      expect(compilation.narrowed).toEqual(['/: free string: at most 8 characters (maxStringLength)']);
      expect(
        await checkGrammar(compilation.grammar, {
          accepted: [quoted(''), quoted('a'.repeat(8)), quoted('é'.repeat(8)), quoted('\n'.repeat(8)), '"\\u0041\\u0042abcdef"'],
          rejected: [quoted('a'.repeat(9)), quoted('é'.repeat(9)), quoted('\n'.repeat(9)), '"\\u0041\\u0042abcdefg"'],
        }),
      ).toEqual(clean);
    });

    it('should keep a declared maxLength and bound minLength-only and unexpandable maxLength strings', async () => {
      const schema: JsonSchema = {
        type: 'object',
        properties: {
          own: { type: 'string', maxLength: 4 },
          least: { type: 'string', minLength: 2 },
          huge: { type: 'string', maxLength: 300 },
          email: { type: 'string', format: 'email' },
        },
        required: ['own', 'least', 'huge', 'email'],
        additionalProperties: false,
      };
      const compilation = jsonSchemaToGbnf(schema, { maxStringLength: 6 });
      expect(compilation.grammar).toContain('char{0,4}');
      expect(compilation.grammar).toContain('char{2,6}');
      expect(compilation.narrowed).toEqual([
        '/properties/least: no maxLength: at most 6 characters (maxStringLength)',
        '/properties/huge: maxLength 300 above 256: at most 6 characters (maxStringLength)',
        '/properties/email: free string: at most 6 characters (maxStringLength)',
      ]);
      expect(compilation.widened).toEqual(["/properties/email: format 'email' checked by the validator only"]);
      const value = (own: string, least: string, huge: string, email: string) => JSON.stringify({ own, least, huge, email });
      expect(
        await checkGrammar(compilation.grammar, {
          accepted: [value('abcd', 'ab', '', 'a@b.it'), value('', 'abcdef', 'abcdef', '')],
          rejected: [value('abcde', 'ab', '', ''), value('', 'a', '', ''), value('', 'abcdefg', '', ''), value('', 'ab', 'abcdefg', ''), value('', 'ab', '', 'ab@cd.it')],
        }),
      ).toEqual(clean);
    });

    it('should bound a maxLength above maxRepetition at the maxLength itself when maxStringLength is larger', () => {
      const compilation = jsonSchemaToGbnf({ type: 'string', maxLength: 300 }, { maxStringLength: 1000 });
      expect(compilation.grammar).toContain('char{0,300}');
      expect(compilation.widened).toEqual([]);
      expect(compilation.narrowed).toEqual([]);
    });

    it('should bound the strings of generic JSON values and map keys and say so in narrowed', async () => {
      const schema: JsonSchema = {
        type: 'object',
        properties: { meta: {}, tags: { type: 'object', additionalProperties: { type: 'integer' } } },
        required: ['meta', 'tags'],
        additionalProperties: false,
      };
      const compilation = jsonSchemaToGbnf(schema, { maxStringLength: 3 });
      expect(compilation.narrowed).toEqual([
        '/properties/meta: strings inside this generic JSON value: at most 3 characters (maxStringLength)',
        '/properties/tags: property names: at most 3 characters (maxStringLength)',
      ]);
      expect(
        await checkGrammar(compilation.grammar, {
          accepted: ['{"meta":{"abc":["xyz",1]},"tags":{"abc":1}}'],
          rejected: ['{"meta":{"abcd":1},"tags":{}}', '{"meta":"abcd","tags":{}}', '{"meta":1,"tags":{"abcd":1}}'],
        }),
      ).toEqual(clean);
    });

    it('should leave the grammar unbounded by default', () => {
      const compilation = jsonSchemaToGbnf({ type: 'string' });
      expect(compilation.grammar).toContain('string ::= "\\"" char* "\\""');
      expect(compilation.narrowed).toEqual([]);
    });

    it.each([2001, -1, 1.5, Number.NaN])('should refuse maxStringLength %s with InvalidGrammarOptionsError', (value) => {
      const error = (() => {
        try {
          jsonSchemaToGbnf({ type: 'string' }, { maxStringLength: value });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(InvalidGrammarOptionsError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ code: 'invalid_grammar_options', option: 'maxStringLength', value });
    });

    it('should refuse maxRepetition above llama.cpp\'s 2000', () => {
      expect(() => jsonSchemaToGbnf({ type: 'string' }, { maxRepetition: 2001 })).toThrow(InvalidGrammarOptionsError);
    });

    it('should load in llama.cpp at the largest bound, 2000', async () => {
      const { grammar } = jsonSchemaToGbnf({ type: 'string' }, { maxStringLength: 2000 });
      expect(await checkGrammar(grammar, { accepted: [quoted('a'.repeat(2000))], rejected: [quoted('a'.repeat(2001))] })).toEqual(clean);
    });
  });

  describe('compactWhitespace', () => {
    it('should allow no whitespace between tokens, while strings keep theirs', async () => {
      const schema: JsonSchema = {
        type: 'object',
        properties: { a: { type: 'array', items: { type: 'integer' } }, b: { type: 'string' } },
        required: ['a', 'b'],
        additionalProperties: false,
      };
      const compact = jsonSchemaToGbnf(schema, { compactWhitespace: true });
      expect(compact.grammar).toContain('ws ::= ""');
      expect(compact.grammar).toContain('comma ::= ","');
      expect(compact.grammar).toContain('colon ::= ":"');
      expect(
        await checkGrammar(compact.grammar, {
          accepted: ['{"a":[1,2],"b":" x  y "}', '{"a":[],"b":""}'],
          rejected: ['{ "a":[1,2],"b":""}', '{"a": [1,2],"b":""}', '{"a":[1 ,2],"b":""}', '{"a":[1,2],"b":""\n}', '{"a":[1,2],\n  "b":""}'],
        }),
      ).toEqual(clean);
      expect(await checkGrammar(jsonSchemaToGbnf(schema).grammar, { accepted: ['{ "a": [1, 2],\n  "b": "" }'] })).toEqual(clean);
    });
  });
});
