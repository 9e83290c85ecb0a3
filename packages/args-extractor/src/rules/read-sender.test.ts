import { readWords } from '@metnos/lexicon';
import { describe, expect, it } from 'vitest';
import { readSender } from './read-sender';

const sender = (query: string) => readSender(query, readWords(query).words, [])?.value;

describe('readSender', () => {
  it('should read an address or a name after from, da, sent by', () => {
    expect(sender('find the emails from anna@example.com')).toBe('anna@example.com');
    expect(sender('show the emails sent by Marco Rossi')).toBe('Marco Rossi');
    expect(sender('trova le mail da Luca')).toBe('Luca');
  });

  it('should read after di only a capitalised name', () => {
    expect(sender('trova le mail di Marco')).toBe('Marco');
    expect(sender('trova le mail di lavoro')).toBeUndefined();
  });

  it('should stop at a lowercase word after a name and at spans read for other arguments', () => {
    expect(sender('emails from Anna yesterday')).toBe('Anna');
    const query = 'emails from last week';
    const at = query.indexOf('last');
    expect(readSender(query, readWords(query).words, [{ start: at, end: query.length }])).toBeUndefined();
  });
});
