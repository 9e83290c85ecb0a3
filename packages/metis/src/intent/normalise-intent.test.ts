import { describe, expect, it } from 'vitest';
import { normaliseIntent } from './normalise-intent';

describe('normaliseIntent', () => {
  it('should map it/en words to canonical forms, sort and dedupe keywords', () => {
    expect(normaliseIntent({ verb: ' Cancella ', object: 'Foto', keywords: ['Vacanze', 'cestino', 'vacanze', 'foto', ''] }))
      .toEqual({ verb: 'delete', object: 'photos', keywords: ['trash', 'vacanze'] });
    expect(normaliseIntent({ verb: 'list', object: 'pdf files', keywords: ['pdf', 'files', 'scaricati'] }))
      .toEqual({ verb: 'find', object: 'files', keywords: ['downloads', 'pdf'] });
  });

  it('should keep unknown words and mark empty ones unknown', () => {
    expect(normaliseIntent({ verb: 'frobnicate', object: '', keywords: ['Widgets'] })).toEqual({ verb: 'frobnicate', object: 'unknown', keywords: ['widget'] });
  });
});
