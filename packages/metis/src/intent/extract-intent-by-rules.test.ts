import { describe, expect, it } from 'vitest';
import { extractIntentByRules } from './extract-intent-by-rules';

describe('extractIntentByRules', () => {
  it('should give the seed intent for the seed request (goal verb = last coordinated verb)', () => {
    expect(extractIntentByRules('find spam mail and move it to trash')).toEqual({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });
  });

  it('should give the same intent for the Italian phrasing', () => {
    expect(extractIntentByRules('trova la posta spam e spostala nel cestino')).toEqual({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });
  });

  it('should be stable across repetitions and word order', () => {
    const first = extractIntentByRules('Find spam mail and move it to trash!');
    for (let round = 0; round < 5; round += 1) expect(extractIntentByRules('find spam mail and move it to trash')).toEqual(first);
    expect(extractIntentByRules('move the spam emails to the trash')).toEqual(first);
  });

  it('should not take a past participle for the request verb', () => {
    expect(extractIntentByRules('show the mails I moved yesterday')).toEqual({ verb: 'show', object: 'messages', keywords: ['moved', 'yesterday'] });
  });

  it('should follow "and then" and Italian clitics', () => {
    expect(extractIntentByRules('search invoices and then delete them').verb).toBe('delete');
    expect(extractIntentByRules('cerca le fatture e poi cancellale').verb).toBe('delete');
    expect(extractIntentByRules('mandameli')).toEqual({ verb: 'send', object: 'unknown', keywords: [] });
  });

  it('should fall back to the first content word for the object and singularise keywords', () => {
    expect(extractIntentByRules('translate these sentences into french')).toEqual({ verb: 'translate', object: 'sentence', keywords: ['french'] });
    expect(extractIntentByRules('find 2019 photos of categories')).toEqual({ verb: 'find', object: 'photos', keywords: ['2019', 'category'] });
  });

  it('should say unknown when nothing is recognised', () => {
    expect(extractIntentByRules('')).toEqual({ verb: 'unknown', object: 'unknown', keywords: [] });
    expect(extractIntentByRules('where am I?')).toEqual({ verb: 'unknown', object: 'where', keywords: [] });
  });
});
