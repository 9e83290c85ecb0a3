import { describe, expect, it } from 'vitest';
import { applyPartOfDayHints } from './apply-part-of-day-hints';
import { describeTemporalValue } from './engine/describe-temporal-value';
import { findTemporalAtoms } from './find-temporal-atoms';
import { findTemporalValues } from './find-temporal-values';
import { normalizeTemporalText } from './normalize-temporal-text';
import { temporalRules } from './temporal-rules';

// Tuesday 19 May 2026, 14:05 in Rome (the rule examples' clock).
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

/**
 * The pass's examples, by behaviour (those of the rules it replaced: `meal-hour`, `spoken-clock-in-context`,
 * `time-range-in-context`): `accept` text → a value the reading must contain (as `describeTemporalValue` writes it),
 * optionally with its span; `reject` text → a value it must not give.
 */
const examples: Record<string, { accept: ReadonlyArray<readonly [string, string, string?]>; reject: ReadonlyArray<readonly [string, string]> }> = {
  'a clock with a cue': {
    accept: [
      ['dinner with Anna at 8', '20:00', 'at 8'],
      ["party at 8 on new year's eve", '2026-12-31T20:00'],
      ['lunch with the team tomorrow at 1', '2026-05-20T13:00'],
      ['breakfast meeting at 8', '08:00'],
      ['drinks after work at 6', '18:00'],
      ['cena con Marco alle 8', '20:00'],
      ["pranzo con Carla all'1", '13:00'],
      ["ci vediamo alle 7 per l'aperitivo", '19:00'],
      ['ceniamo alle 9 e mezza', '21:30'],
      ['cenamos a las 9 en casa', '21:00'],
      ['quedamos para comer a las 2', '14:00'],
      ['dinner at 20:30', '20:30'],
      ['vado a prendere i bimbi a scuola alle 4', '16:00'],
      ['hay que recoger a los niños a las 5', '17:00'],
      ['drinks at half six?', '18:30'],
      ['dinner with Anna at 8:30', '20:30'],
      ['the school pickup is at 3:15', '15:15'],
      ['after school club finishes at 5', '17:00'],
      ['a quick one at half six after work', '18:30'],
      ['lunch at half one', '13:30'],
      ['dentist at 4:30 on friday', '2026-05-22T16:30'],
      ['dal medico alle 3', '15:00'],
      ['see you at the pub at 7', '19:00'],
      ['dinner at 8 and a half', '20:30'],
      ['ceniamo alle 9 meno un quarto', '20:45'],
    ],
    reject: [
      ['call me at 8', '20:00'],
      ['portiamo i bambini a scuola alle 8', '20:00'],
      ['dinner. Then call me at 8', '20:00'],
      ['the dinner is booked; the train leaves at 7', '19:00'],
      ['lunch at 12', '00:00'],
      ['call me at half six', '18:30'],
      ['the school run starts at 8:15', '20:15'],
      ['dal dentista alle 9', '21:00'],
      ['the doctor at 8:30', '20:30'],
      ['dinner for 8 at 7', '19:00'],
    ],
  },
  'an hour after a range or deadline word (the hint makes it a time, `cued-hour`)': {
    accept: [
      ['dinner by 8', '20:00'],
      ['dinner at about 7', '19:00'],
      ['drinks from 6 onwards', '2026-05-19T18:00..2026-05-20T00:00'],
    ],
    reject: [['call me by 8', '20:00']],
  },
  'a clock said in words': {
    accept: [
      ['the school run is at twenty past three', '15:20'],
      ['supper at half past seven', '19:30'],
      ['we meet at quarter past six for drinks', '18:15'],
      ['dinner at ten minutes to eight', '19:50'],
      ['breakfast meeting at quarter past eight', '08:15'],
      ['dinner is at five of seven', '18:55'],
    ],
    reject: [
      ['meet at quarter to eight', '19:45'],
      ['dinner is booked. Call me at quarter past eight', '20:15'],
      ['the school run at quarter past eight', '20:15'],
    ],
  },
  'a range of clocks': {
    accept: [
      ['the after school club runs from 3 to 5:30', '2026-05-19T15:00..2026-05-19T17:30'],
      ['cena dalle 8 alle 10', '2026-05-19T20:00..2026-05-19T22:00'],
      ['from 7 to 9 for drinks', '2026-05-19T19:00..2026-05-19T21:00'],
      ['school pickup 3:15-3:30', '2026-05-19T15:15..2026-05-19T15:30'],
    ],
    reject: [
      ['the meeting runs from 7 to 9', '2026-05-19T19:00..2026-05-19T21:00'],
      ['breakfast is served from 7 to 10', '2026-05-19T19:00..2026-05-19T22:00'],
      ['dinner. Then the shop is open from 7 to 9', '2026-05-19T19:00..2026-05-19T21:00'],
    ],
  },
};

function read(text: string): Array<{ value: string; span: string }> {
  return findTemporalValues(text, clock).map((value) => ({ value: describeTemporalValue(value), span: value.text }));
}

/** Whether the pass moves an atom of `text`: the reading without it differs. */
function passMoves(text: string): boolean {
  const normalized = normalizeTemporalText(text);
  const atoms = findTemporalAtoms(normalized.text, { original: (start, end) => normalized.text.slice(start, end), originalText: text }, temporalRules);
  return JSON.stringify(applyPartOfDayHints(atoms, normalized.text)) !== JSON.stringify(atoms);
}

describe('applyPartOfDayHints', () => {
  for (const [behaviour, { accept, reject }] of Object.entries(examples)) {
    it(`should read the examples of ${behaviour}`, () => {
      const failures: string[] = [];
      for (const [text, value, span] of accept) {
        const found = read(text);
        if (!found.some((reading) => reading.value === value && (span === undefined || reading.span === span))) failures.push(`"${text}" should read ${value}, read ${JSON.stringify(found)}`);
      }
      for (const [text, value] of reject) {
        const found = read(text);
        if (found.some((reading) => reading.value === value)) failures.push(`"${text}" should not read ${value}, read ${JSON.stringify(found)}`);
      }
      expect(failures).toEqual([]);
    });

    // Ablation: each behaviour has an example the pass is needed for.
    it(`should be needed for an example of ${behaviour}`, () => {
      expect(accept.some(([text]) => passMoves(text))).toBe(true);
    });
  }

  it('should leave a clock with am/pm, a 24-hour clock and a clock with no hint as they are', () => {
    for (const text of ['dinner at 8pm', 'dinner at 08:30', 'call me at 8', 'cena alle 20']) expect(passMoves(text), text).toBe(false);
  });
});
