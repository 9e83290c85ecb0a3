import { describe, expect, it } from 'vitest';
import { parseParaphrasePairs } from './parse-paraphrase-pairs';

describe('parseParaphrasePairs', () => {
  it('should read tab-separated pairs, defaulting the label to same and skipping comments', () => {
    expect(parseParaphrasePairs('# header\n\nche ore sono\tdimmi l\'ora\noggi\tdomani\tdifferent\n', 'p.tsv')).toEqual({
      success: true,
      pairs: [
        { left: 'che ore sono', right: "dimmi l'ora", label: 'same', line: 3 },
        { left: 'oggi', right: 'domani', label: 'different', line: 4 },
      ],
    });
  });

  it('should name the line of a bad label and an empty file', () => {
    expect(parseParaphrasePairs('a\tb\tsimilar\n', 'p.tsv')).toEqual({ success: false, error: 'p.tsv:1: the third field must be "same" or "different", got "similar"' });
    expect(parseParaphrasePairs('# nothing\n', 'p.tsv')).toEqual({ success: false, error: 'p.tsv: no pairs (one per line: "request<TAB>paraphrase[<TAB>same|different]")' });
  });
});
