import { readWords } from '@metnos/lexicon';
import { describe, expect, it } from 'vitest';
import { extractValues } from '../extract-values';
import { findLabels } from './find-labels';
import { propertyLabels } from './property-labels';
import { readLabelledValue } from './read-labelled-value';

const clock = { now: new Date('2026-05-19T10:00:00Z'), timeZone: 'Europe/Rome' };

function read(query: string, ...names: string[]): Record<string, string> {
  const { words } = readWords(query);
  const hits = findLabels(words, new Map(names.map((name) => [name, propertyLabels(name)])), []);
  const found: Record<string, string> = {};
  const stopBefore = extractValues(query, clock).filter((value) => ['date', 'datetime', 'time', 'window', 'duration'].includes(value.kind));
  for (const hit of hits) {
    const value = readLabelledValue(query, words, hit, hits, [], { stopBefore });
    if (value !== undefined && !(hit.property in found)) found[hit.property] = value.value;
  }
  return found;
}

describe('readLabelledValue', () => {
  it('should read the words after a label up to the next label', () => {
    expect(read('send an email to ann@example.com with subject Dinner and body See you at 8', 'subject', 'body')).toEqual({ subject: 'Dinner', body: 'See you at 8' });
    expect(read('manda una mail a anna@example.com con oggetto Cena per tutti', 'subject')).toEqual({ subject: 'Cena per tutti' });
    expect(read('manda una mail a anna@example.com con oggetto Cena di venerdì', 'subject')).toEqual({ subject: 'Cena' });
  });

  it('should let running text go on after a comma, but not into a clause that "and"/"poi" opens', () => {
    expect(read('email bob@example.com with subject Sick day and body I have a fever, back tomorrow', 'subject', 'body')).toEqual({ subject: 'Sick day', body: 'I have a fever, back tomorrow' });
    expect(read('manda a bob@example.com una mail con testo Oggi resto a casa, poi ti chiamo', 'body')).toEqual({ body: 'Oggi resto a casa' });
    expect(read('manda a bob@example.com una mail con oggetto Cena, ci vediamo', 'subject')).toEqual({ subject: 'Cena' });
  });

  it('should take a quoted value without its quotes and drop trailing function words', () => {
    expect(read('cerca le mail con oggetto "fattura marzo" nella posta', 'subject')).toEqual({ subject: 'fattura marzo' });
    expect(read('find the files named report in', 'pattern')).toEqual({ pattern: 'report' });
  });

  it('should skip a leading article before a name but keep it in running text', () => {
    expect(read('find the files named the report', 'pattern')).toEqual({ pattern: 'report' });
    expect(read('send an email to bob@example.com with subject Report saying the report is ready', 'subject', 'body')).toEqual({ subject: 'Report', body: 'the report is ready' });
  });

  it('should end a subject or a query before an address, a provider, or a date read for nothing else', () => {
    expect(read('send an email to bob@example.com with subject Hi and cc anna@example.com', 'subject')).toEqual({ subject: 'Hi and cc' });
    expect(read('send an email with subject Hi in 10 minutes', 'subject')).toEqual({ subject: 'Hi' });
    expect(read('send an email with subject Tomorrow', 'subject')).toEqual({ subject: 'Tomorrow' });
    expect(read('send an email with subject Hi and body see you at 8 at bob@example.com', 'subject', 'body')).toEqual({ subject: 'Hi', body: 'see you at 8 at bob@example.com' });
  });

  it('should read nothing when no value follows the label', () => {
    expect(read('find the files named', 'pattern')).toEqual({});
  });
});
