import { describe, expect, it } from 'vitest';
import { partOfDayHint } from './part-of-day-hint';

/** The hint for the first clock `clock` of `text`. */
function hintFor(text: string, clock: string): string | undefined {
  const start = text.indexOf(clock);
  return partOfDayHint(text, start, start + clock.length);
}

describe('partOfDayHint', () => {
  it('should find the part of the day a hint word marks a few words before or after the clock', () => {
    expect(hintFor('dinner with Anna at 8', 'at 8')).toBe('dinner');
    expect(hintFor("ci vediamo alle 7 per l'aperitivo", 'alle 7')).toBeDefined();
    expect(hintFor('breakfast meeting at 8', 'at 8')).toBe('morning');
  });

  it('should find none across the end of a clause, a digit or more than four words', () => {
    expect(hintFor('dinner. Then call me at 8', 'at 8')).toBeUndefined();
    expect(hintFor('the dinner is booked; the train leaves at 7', 'at 7')).toBeUndefined();
    expect(hintFor('dinner for 8 at 7', 'at 7')).toBeUndefined();
    expect(hintFor('dinner and then we will all meet at 7', 'at 7')).toBeUndefined();
    expect(hintFor('call me at 8', 'at 8')).toBeUndefined();
  });
});
