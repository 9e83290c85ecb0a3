import { describe, expect, it } from 'vitest';
import { findUrls } from './find-urls';

describe('findUrls', () => {
  it('should find an https URL with path and query', () => {
    expect(findUrls('download https://example.com/a/b?x=1&y=2 and describe it')).toEqual([
      { kind: 'url', value: 'https://example.com/a/b?x=1&y=2', text: 'https://example.com/a/b?x=1&y=2', start: 9, end: 40 },
    ]);
  });

  it('should drop trailing sentence punctuation', () => {
    expect(findUrls('leggi http://example.it/pagina.').map((url) => url.value)).toEqual(['http://example.it/pagina']);
    expect(findUrls('is it https://example.com?').map((url) => url.value)).toEqual(['https://example.com']);
  });

  it('should keep a closing parenthesis that the URL opened', () => {
    expect(findUrls('see https://en.wikipedia.org/wiki/Rome_(city)).').map((url) => url.value)).toEqual([
      'https://en.wikipedia.org/wiki/Rome_(city)',
    ]);
  });

  it('should prefix www addresses with https', () => {
    expect(findUrls('apri www.example.org, grazie').map((url) => url.value)).toEqual(['https://www.example.org']);
  });

  it('should find several URLs in order and nothing in plain prose', () => {
    expect(findUrls('compare https://a.example and https://b.example').map((url) => url.value)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(findUrls('what time is it in example dot com')).toEqual([]);
  });
});
