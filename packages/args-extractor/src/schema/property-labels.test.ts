import { describe, expect, it } from 'vitest';
import { propertyLabels } from './property-labels';

describe('propertyLabels', () => {
  it('should give the name words and their it/en labels', () => {
    expect(propertyLabels('subject')).toEqual(expect.arrayContaining(['subject', 'with subject', 'con oggetto']));
    expect(propertyLabels('max_results')).toEqual(expect.arrayContaining(['max', 'at most', 'al massimo', 'results', 'risultati']));
  });

  it('should give only the name words for a name without labels', () => {
    expect(propertyLabels('unreadOnly')).toEqual(['unread', 'only']);
  });
});
