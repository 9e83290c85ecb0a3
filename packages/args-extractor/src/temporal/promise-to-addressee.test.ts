import { describe, expect, it } from 'vitest';
import { detectTense } from './detect-tense';
import { promiseToAddressee } from './promise-to-addressee';

describe('promiseToAddressee', () => {
  it('should find a promise to the one addressed in the present', () => {
    expect(promiseToAddressee.matchAll('stasera ti chiamo io').length).toBe(1);
    expect(promiseToAddressee.matchAll('te lo giro appena arriva').length).toBe(1);
    expect(promiseToAddressee.matchAll('vi faccio sapere domani').length).toBe(1);
  });

  it('should not find a compound past or a present without an addressee', () => {
    expect(promiseToAddressee.matchAll('ti ho mandato le foto').length).toBe(0);
    expect(promiseToAddressee.matchAll('mando le foto a tutti').length).toBe(0);
  });

  it('should make a request with a promise look forward against a noun of what exists', () => {
    expect(detectTense('in mattinata ti giro le foto')).toBe('future');
    expect(detectTense('in mattinata ho girato le foto')).toBe('past');
  });
});
