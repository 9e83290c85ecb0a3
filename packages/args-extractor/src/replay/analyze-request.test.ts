import { describe, expect, it } from 'vitest';
import { fixedClock } from '../__fixtures__/find-files-manifest';
import { analyzeRequest } from './analyze-request';

const carrying = (text: string) => {
  const analyzed = analyzeRequest(text, fixedClock);
  return analyzed.tokens.filter((_, position) => analyzed.carriesValue[position]).map((token) => token.text);
};

describe('analyzeRequest', () => {
  it('should mark numbers, times, durations, names, quoted text and the words of dates as value words', () => {
    expect(carrying('Remind me to call Anna next week at 5pm')).toEqual(['anna', 'next', 'week', '5pm']);
    expect(carrying('set a timer for 10 minutes')).toEqual(['10', 'minutes']);
    expect(carrying('prenota un tavolo per uno')).toEqual(['uno']);
    expect(carrying('note "buy milk" please')).toEqual(['buy', 'milk']);
  });

  it('should mark the words of values the rules read and link them to the values', () => {
    const analyzed = analyzeRequest('find pdf files in ~/Downloads', fixedClock);
    const position = analyzed.tokens.findIndex((token) => token.text === '~/downloads');
    expect(analyzed.carriesValue[position]).toBe(true);
    expect(analyzed.values[analyzed.valuesOf[position]![0]!]).toMatchObject({ kind: 'path', value: '~/Downloads' });
  });

  it('should not take a capital at the start of a sentence, or a placeholder, for a value', () => {
    expect(carrying('Find the report. Then archive it')).toEqual([]);
    expect(carrying('describe ${url} and ${url_2}')).toEqual([]);
  });
});
