import { readWords } from '@metnos/lexicon';
import { describe, expect, it } from 'vitest';
import { findLabels } from './find-labels';
import { propertyLabels } from './property-labels';

const labelsOf = (...names: string[]) => new Map(names.map((name) => [name, propertyLabels(name)]));

describe('findLabels', () => {
  it('should find the labels of each property, longest form first', () => {
    const { words } = readWords('send an email to ann@example.com with subject Dinner and body See you at 8');
    const hits = findLabels(words, labelsOf('subject', 'body'), []);
    expect(hits.map((hit) => [hit.property, words.slice(hit.first, hit.last + 1).map((word) => word.text).join(' ')])).toEqual([
      ['subject', 'with subject'],
      ['body', 'body'],
    ]);
  });

  it('should let a label ending in "di" end in "di" with an article', () => {
    const { words } = readWords("cerca le email che parlano del contratto d'affitto");
    const hits = findLabels(words, labelsOf('query'), []);
    expect(hits.map((hit) => words.slice(hit.first, hit.last + 1).map((word) => word.text).join(' '))).toEqual(['che parlano del']);
  });

  it('should skip labels inside spans already read', () => {
    const { words } = readWords('manda una mail a anna@example.com con oggetto Cena');
    const label = words.find((word) => word.text === 'oggetto');
    expect(findLabels(words, labelsOf('subject'), label === undefined ? [] : [{ start: label.start - 4, end: label.end }])).toEqual([]);
  });
});
