import { describe, expect, it } from 'vitest';
import { regexToGbnf } from './regex-to-gbnf';

const options = { maxRepetition: 256 };

describe('regexToGbnf', () => {
  it('should translate an anchored pattern without adding free text around it', () => {
    expect(regexToGbnf('^[a-c]{2}x?$', options)).toEqual({ success: true, expression: '"\\"" [a-c]{2} "x"? "\\""', usesChar: false, narrowed: [], widened: [] });
  });

  it('should allow any JSON characters around an unanchored pattern', () => {
    expect(regexToGbnf('ab', options)).toMatchObject({ success: true, expression: '"\\"" char* "ab" char* "\\""', usesChar: true });
  });

  it('should spell characters that JSON escapes the way they appear inside a JSON string', () => {
    expect(regexToGbnf('^["\\\\\\n]$', options)).toMatchObject({ success: true, expression: '"\\"" ("\\\\\\"" | "\\\\\\\\" | "\\\\n") "\\""' });
  });

  it('should report look-around, back-references, word boundaries and Unicode properties as unsupported', () => {
    for (const pattern of ['(?=a)', '(a)\\1', '\\bx', '\\p{L}', 'a^b']) {
      expect(regexToGbnf(pattern, options)).toMatchObject({ success: false });
    }
  });

  it('should treat repetition bounds above maxRepetition as unbounded and say so', () => {
    expect(regexToGbnf('^a{1,1000}$', options)).toEqual({ success: true, expression: '"\\"" "a"+ "\\""', usesChar: false, narrowed: [], widened: ['pattern repetition bound 1000 treated as unbounded'] });
  });
});
