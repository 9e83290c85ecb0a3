import { alternation, cueWords, unitWords } from '../../../temporal-lexicon';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const hourUnits = (): string => alternation(Object.keys(unitWords).filter((word) => unitWords[word] === 'hour'));

/**
 * Hours and then minutes without their unit: "un'ora e venti", "il film dura 2 ore e 10", "an hour and twenty", "two
 * hours ten", "una hora y veinte" (after "tra"/"in" an offset: "tra un'ora e venti"). The minutes end the phrase or come
 * before a word that counts nothing ("2 ore e 10 circa"): "2 ore e 10 persone" counts people.
 */
export const hoursAndBareMinutes: TemporalParser = {
  kind: 'parser',
  name: 'hours-and-bare-minutes',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?<![\\p{N}/.:-])(?:(${cueWords('offset/tra')})\\s+|(?:${cueWords('duration/per')})\\s+)?(\\d{1,2}|${cueWords('read-duration/un')})\\s*(${hourUnits()})(?:\\s*,)?\\s+(?:(${cueWords('read-duration/e')})\\s+)?(\\d{1,2})(?=\\s*(?:$|[.,;!?)]|(?:${cueWords('hours-and-bare-minutes/then')})${E}))(?![.,:]\\d)`,
      'gu',
    ),
  build: (match) => {
    const hours = /^\d/u.test(match[2] ?? '') ? Number(match[2]) : 1;
    const minutes = Number(match[5]);
    // Without "e" an Italian "ore" before a number is a clock's: "09/07 ore 10", "giovedì 5 ore 10".
    if (match[4] === undefined && new RegExp(`^(?:${cueWords('clock-time/alle-ore')})$`, 'u').test(match[3] ?? '')) return undefined;
    if (hours < 1 || minutes < 1 || minutes > 59) return undefined;
    const duration = { hour: hours, minute: minutes };
    if (match[1] === undefined) return { kind: 'node', node: { type: 'duration', duration }, priority: 2 };
    return { kind: 'node', node: offsetNode(duration, 1), priority: 4 };
  },
  examples: {
    accept: [
      ["il regionale per Genova ci mette un'ora e venti", 'PT1H20M'],
      ['il film dura 2 ore e 10', 'PT2H10M'],
      ['the meeting ran for an hour and twenty', 'PT1H20M'],
      ['the drive is an hour and twenty', 'PT1H20M'],
      ['it took two hours ten', 'PT2H10M'],
      ['el tren tarda una hora y veinte', 'PT1H20M'],
      ['ci vogliono 2 ore e 10 circa', 'PT2H10M'],
      ["parto tra un'ora e venti", '2026-05-19T15:25'],
    ],
    reject: [
      ['siamo 2 ore e 10 persone in coda', 'PT2H10M'],
      ['2 ore e 10 minuti', 'PT2H'],
      ['dura 2 ore, 3 pause', 'PT2H3M'],
      ['parrucchiere giovedì 5 ore 10', 'PT5H10M'],
      ['parrucchiere 09/07 ore 10', 'PT7H10M'],
    ],
  },
};
