import type { Intent } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { fitsSiblingSkill } from './fits-sibling-skill';
import type { ReplayedSkill } from './replay-skill-template';

const remind = (keywords: string[]): Intent => ({ verb: 'create', object: 'reminders', keywords });
const replayed = (fields: Partial<ReplayedSkill>): ReplayedSkill => ({
  framework: { steps: [], fillers: {}, final_message: '' },
  taught: ['togliere la pasta', '2026-11-25T10:30'],
  reread: ['ritirare il pacco', '2026-11-26T13:30'],
  taughtText: ['togliere la pasta', 'tra 30 minuti'],
  rereadText: ['ritirare il pacco', 'tra 2 ore'],
  ...fields,
});
const taught = remind(['togliere', 'pasta', '30 minuti']);

describe('fitsSiblingSkill', () => {
  it('should fit when the keywords differ only in values, named as written ("2 ore") or by their words', () => {
    expect(fitsSiblingSkill(remind(['ritirare', 'pacco', '2 ore']), taught, replayed({}))).toBe(true);
  });

  it('should fit the same keywords whatever the values', () => {
    expect(fitsSiblingSkill(taught, taught, replayed({ taught: [], reread: [], taughtText: [], rereadText: [] }))).toBe(true);
  });

  // Each rule alone: one side's keyword that names no value, or another action.
  it('should not fit when this request adds a keyword that names no value re-read from it (a constraint)', () => {
    expect(fitsSiblingSkill(remind(['ritirare', 'pacco', '2 ore', 'urgente']), taught, replayed({}))).toBe(false);
  });

  it('should not fit when the skill has a keyword that names no value it took from its request', () => {
    expect(fitsSiblingSkill(remind(['ritirare', 'pacco', '2 ore']), remind(['togliere', 'pasta', '30 minuti', 'pentola']), replayed({}))).toBe(false);
  });

  it('should read a keyword against this request only through values re-read from it, not the taught ones', () => {
    expect(fitsSiblingSkill(remind(['ritirare', 'pacco', '2 ore']), taught, replayed({ reread: [], rereadText: [] }))).toBe(false);
  });

  it('should name a value by a shared 5-letter stem, never a shorter one', () => {
    // "documenti" names the folder "~/Documents" through "docum"; "doc" names nothing.
    const files = (keywords: string[]): Intent => ({ verb: 'find', object: 'files', keywords });
    const values = replayed({ taught: ['~/Downloads'], taughtText: ['downloads'], reread: ['~/Documents'], rereadText: ['documents'] });
    expect(fitsSiblingSkill(files(['pdf', 'documenti']), files(['pdf', 'downloads']), values)).toBe(true);
    expect(fitsSiblingSkill(files(['pdf', 'doc']), files(['pdf', 'downloads']), values)).toBe(false);
  });

  it('should not fit a skill of another action', () => {
    expect(fitsSiblingSkill({ ...remind(['ritirare', 'pacco', '2 ore']), verb: 'delete' }, taught, replayed({}))).toBe(false);
  });
});
