import { describe, expect, it } from 'vitest';
import { extractIntentByRules } from './extract-intent-by-rules';

describe('extractIntentByRules', () => {
  it('should give the reference intent for the reference mail-cleanup request (goal verb = last coordinated verb)', () => {
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

  it('should read verbs through the Naming Authority (synonyms folded, past participles ignored)', () => {
    expect(extractIntentByRules('show the mails I moved yesterday')).toEqual({ verb: 'find', object: 'messages', keywords: ['moved', 'yesterday'] });
    expect(extractIntentByRules('elenca le email')).toMatchObject({ verb: 'find', object: 'messages' });
    expect(extractIntentByRules('ricordami di chiamare Luca')).toMatchObject({ verb: 'create', object: 'reminders', keywords: ['chiamare', 'luca'] });
  });

  it('should follow "and then" and Italian clitics', () => {
    expect(extractIntentByRules('search invoices and then delete them').verb).toBe('delete');
    expect(extractIntentByRules('cerca le fatture e poi cancellale').verb).toBe('delete');
    expect(extractIntentByRules('mandameli')).toEqual({ verb: 'send', object: 'unknown', keywords: [] });
  });

  it('should keep the values that tell requests apart: places, file kinds and short numbers', () => {
    const documents = extractIntentByRules('trova i pdf nei documenti');
    const downloads = extractIntentByRules('trova i pdf in Scaricati');
    expect(documents).toEqual({ verb: 'find', object: 'files', keywords: ['documents', 'pdf'] });
    expect(downloads).toEqual({ verb: 'find', object: 'files', keywords: ['downloads', 'pdf'] });
    expect(extractIntentByRules('find the pdf files in Documents')).toEqual(documents);
    expect(extractIntentByRules('trova i docx nei documenti').keywords).toContain('docx');
    expect(extractIntentByRules('ricordami di chiamare Luca alle 9').keywords).toContain('9');
    expect(extractIntentByRules('ricordami di chiamare Luca alle 18').keywords).toContain('18');
  });

  it('should fall back to the first content word for the object and singularise keywords', () => {
    expect(extractIntentByRules('translate these sentences into french')).toEqual({ verb: 'translate', object: 'sentence', keywords: ['french'] });
    expect(extractIntentByRules('find 2019 photos of categories')).toEqual({ verb: 'find', object: 'photos', keywords: ['2019', 'category'] });
  });

  it('should say unknown when nothing is recognised', () => {
    expect(extractIntentByRules('')).toEqual({ verb: 'unknown', object: 'unknown', keywords: [] });
    expect(extractIntentByRules('where am I?')).toEqual({ verb: 'unknown', object: 'location', keywords: [] });
    expect(extractIntentByRules('blorp?')).toEqual({ verb: 'unknown', object: 'blorp', keywords: [] });
  });
});
