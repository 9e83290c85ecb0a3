import { readRequest } from '@metnos/tool-grammar';
import { describe, expect, it } from 'vitest';
import { findLabels } from './find-labels';
import { propertyLabels } from './property-labels';
import { readLabelledValue } from './read-labelled-value';

function read(query: string, ...names: string[]): Record<string, string> {
  const { words } = readRequest(query);
  const hits = findLabels(words, new Map(names.map((name) => [name, propertyLabels(name)])), []);
  const found: Record<string, string> = {};
  for (const hit of hits) {
    const value = readLabelledValue(query, words, hit, hits, []);
    if (value !== undefined && !(hit.property in found)) found[hit.property] = value.value;
  }
  return found;
}

describe('readLabelledValue', () => {
  it('should read the words after a label up to the next label', () => {
    expect(read('send an email to ann@example.com with subject Dinner and body See you at 8', 'subject', 'body')).toEqual({ subject: 'Dinner', body: 'See you at 8' });
    expect(read('manda una mail a anna@example.com con oggetto Cena di venerdì', 'subject')).toEqual({ subject: 'Cena di venerdì' });
  });

  it('should take a quoted value without its quotes and drop trailing function words', () => {
    expect(read('cerca le mail con oggetto "fattura marzo" nella posta', 'subject')).toEqual({ subject: 'fattura marzo' });
    expect(read('find the files named report in', 'pattern')).toEqual({ pattern: 'report' });
  });

  it('should skip a leading article before a name but keep it in running text', () => {
    expect(read('find the files named the report', 'pattern')).toEqual({ pattern: 'report' });
    expect(read('send an email to bob@example.com with subject Report saying the report is ready', 'subject', 'body')).toEqual({ subject: 'Report', body: 'the report is ready' });
  });

  it('should read nothing when no value follows the label', () => {
    expect(read('find the files named', 'pattern')).toEqual({});
  });
});
