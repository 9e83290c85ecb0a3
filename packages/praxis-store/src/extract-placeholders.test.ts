import { describe, expect, it } from 'vitest';
import { extractPlaceholders } from './extract-placeholders';

describe('extractPlaceholders', () => {
  it('should collect ${NAME} placeholders from nested strings, sorted and unique', () => {
    expect(
      extractPlaceholders([
        { tool: 'get_urls', args: { url: '${URL}', also: ['${PATH}', { deep: 'x ${URL} y' }] } },
        { tool: 'send', args: { to: '${EMAIL}' } },
      ]),
    ).toEqual(['EMAIL', 'PATH', 'URL']);
  });

  it('should skip filler and step references', () => {
    expect(extractPlaceholders({ a: '${FILLER:trash}', b: '${step2.count}', c: 42 })).toEqual([]);
  });
});
