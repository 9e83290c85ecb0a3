import { describe, expect, it } from 'vitest';
import { fixedClock } from '../__fixtures__/find-files-manifest';
import { compareRequestValues } from './compare-request-values';

describe('compareRequestValues', () => {
  it('should find the times, durations, numbers, names and quoted values that differ', () => {
    expect(compareRequestValues('remind me next week at 5pm', 'remind me next week at 6pm', fixedClock)).toEqual({ same: false, taught: ['5pm'], asked: ['6pm'] });
    expect(compareRequestValues('set a timer for 10 minutes', 'set a timer for 20 minutes', fixedClock)).toMatchObject({ same: false, taught: ['10'], asked: ['20'] });
    expect(compareRequestValues('prenota un tavolo per uno', 'prenota un tavolo per sei', fixedClock)).toMatchObject({ same: false });
    expect(compareRequestValues('write to Anna', 'write to Marco', fixedClock)).toMatchObject({ same: false, taught: ['anna'], asked: ['marco'] });
    expect(compareRequestValues('search "annual report"', 'search "budget"', fixedClock)).toMatchObject({ same: false });
  });

  it('should find exact repeats equal, punctuated values included', () => {
    for (const text of ['meetings on 12/26/2018', 'the Oct. 17 release', 'install version 2.0', 'eventi del 21 agosto , 2035']) {
      expect(compareRequestValues(text, text, fixedClock)).toEqual({ same: true, taught: [], asked: [] });
    }
  });

  it('should ignore paraphrase words and values that only moved', () => {
    expect(compareRequestValues('please find the pdf files in ~/Downloads', 'find pdf files in ~/Downloads', fixedClock).same).toBe(true);
    expect(compareRequestValues('at 5pm remind me', 'remind me at 5pm', fixedClock).same).toBe(true);
  });

  it('should let the values a replay re-reads differ', () => {
    expect(compareRequestValues('read https://a.example/x', 'read https://b.example/y', fixedClock).same).toBe(false);
    expect(compareRequestValues('read https://a.example/x', 'read https://b.example/y', { ...fixedClock, reread: ['URL'] }).same).toBe(true);
    expect(compareRequestValues('files of the last 7 days', 'files of the last 3 days', { ...fixedClock, reread: ['FROM'] }).same).toBe(true);
    expect(compareRequestValues('read https://a.example/x', 'read https://b.example/y', { ...fixedClock, reread: ['URL_2'] }).same).toBe(false);
  });
});
