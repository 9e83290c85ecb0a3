import { describe, expect, it } from 'vitest';
import { detectTense } from './detect-tense';

describe('detectTense', () => {
  it('should read past auxiliaries and participles', () => {
    expect(detectTense('cosa ho fatto lunedi?')).toBe('past');
    expect(detectTense('i file modificati giovedi')).toBe('past');
    expect(detectTense('what did i do on monday?')).toBe('past');
  });

  it('should read plans, reminders and the Italian future', () => {
    expect(detectTense('ricordami lunedi di pagare')).toBe('future');
    expect(detectTense('schedule the meeting for friday')).toBe('future');
    expect(detectTense('stanotte nevichera?', 'stanotte nevicherà?')).toBe('future');
  });

  it('should not take "ho" before a noun for a past', () => {
    expect(detectTense('lunedi 3 agosto ho la visita')).toBe('future');
    expect(detectTense('il meteo per venerdi')).toBe('future');
    expect(detectTense('accendi la luce')).toBe('neutral');
  });
});
