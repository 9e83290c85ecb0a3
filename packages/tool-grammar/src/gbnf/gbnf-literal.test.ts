import { describe, expect, it } from 'vitest';
import { gbnfJsonLiteral, gbnfLiteral } from './gbnf-literal';

describe('gbnfLiteral', () => {
  it('should escape quotes, backslashes and control characters and keep other characters', () => {
    expect(gbnfLiteral('a"b\\c\n\t\u0001é')).toBe('"a\\"b\\\\c\\n\\t\\x01é"');
  });
});

describe('gbnfJsonLiteral', () => {
  it('should quote the compact JSON text of a value', () => {
    expect(gbnfJsonLiteral('get_inputs')).toBe('"\\"get_inputs\\""');
    expect(gbnfJsonLiteral({ a: [1, null] })).toBe('"{\\"a\\":[1,null]}"');
  });
});
