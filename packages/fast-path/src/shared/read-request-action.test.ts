import { describe, expect, it } from 'vitest';
import { readRequestAction } from './read-request-action';

describe('readRequestAction', () => {
  it('should read opposite actions as different verbs, in Italian and English', () => {
    expect(readRequestAction('delete all the pdf files in downloads')).toBe('delete');
    expect(readRequestAction('list all the pdf files in downloads')).toBe('list');
    expect(readRequestAction('elimina i pdf')).toBe('delete');
    expect(readRequestAction('elenca i pdf')).toBe('list');
    expect(readRequestAction('move the report to ~/Archive')).toBe('move');
    expect(readRequestAction('copy the report to ~/Archive')).toBe('copy');
    expect(readRequestAction('cancella la riunione di domani')).toBe('delete');
    expect(readRequestAction('aggiungi la riunione di domani')).toBe('add');
  });

  it('should give the same verb to paraphrases and none to requests without one', () => {
    expect(readRequestAction('Please, remove the old logs')).toBe(readRequestAction('delete old logs'));
    expect(readRequestAction('rain on saturday?')).toBeUndefined();
  });
});
