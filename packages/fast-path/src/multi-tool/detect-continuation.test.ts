import { describe, expect, it } from 'vitest';
import { detectContinuation } from './detect-continuation';

describe('detectContinuation', () => {
  it('should split at sequencing conjunctions in English and Italian', () => {
    expect(detectContinuation('download this page and then send me the summary by email')).toMatchObject({
      prefix: 'download this page',
      residual: 'send me the summary by email',
      marker: { text: 'and then', strength: 'strong' },
    });
    expect(detectContinuation('scarica la pagina, poi riassumila')).toMatchObject({ prefix: 'scarica la pagina', residual: 'riassumila' });
    expect(detectContinuation('read the file; after that delete it')?.residual).toBe('delete it');
  });

  it('should split at "and"/"e" followed by an action verb or an enclitic verb', () => {
    expect(detectContinuation('scarica questa pagina e inviamelo')).toMatchObject({
      prefix: 'scarica questa pagina',
      residual: 'inviamelo',
      marker: { strength: 'verb' },
    });
    expect(detectContinuation('find the photo and send it to Anna')?.residual).toBe('send it to Anna');
  });

  it('should list every marker in order', () => {
    expect(detectContinuation('download X and describe it and then email it')?.markers.map((marker) => marker.text)).toEqual([
      'and',
      'and then',
    ]);
  });

  it('should leave single actions and plain "and" alone', () => {
    expect(detectContinuation('find photos of Anna and Marco')).toBeUndefined();
    expect(detectContinuation('che ore sono')).toBeUndefined();
    expect(detectContinuation('then')).toBeUndefined();
  });
});
