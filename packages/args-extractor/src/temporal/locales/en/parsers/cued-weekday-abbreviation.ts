import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import { looksLikeProperName } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));
const ordinaryWord = new RegExp(`^(?:${cueWords('cued-weekday-abbreviation/word')})$`, 'u');

/**
 * An English weekday abbreviation after a cue: "on Sat", "this Fri", "next Wed", "by Mon". One that is also a word
 * ("sat", "sun", "wed", "mon") only capitalised, and not before another capitalised word ("on Sun Valley").
 */
export const cuedWeekdayAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'cued-weekday-abbreviation',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${cueWords('cued-weekday-abbreviation/on')})\\s+(${ABBREVIATION})${E}(?![-'’]|\\.?\\s*\\d)`, 'gu'),
  build: (match, context) => {
    const word = match[2] ?? '';
    const weekday = englishAbbreviations[word];
    if (weekday === undefined) return undefined;
    const start = match.index + match[0].length - word.length;
    const written = context.original(start, start + word.length);
    if (ordinaryWord.test(word) && !/^\p{Lu}/u.test(written)) return undefined;
    if (/^\s+\p{Lu}/u.test(context.originalText.slice(context.original(0, start + word.length).length)) && looksLikeProperName(context, start, start + word.length, match.input)) return undefined;
    const lead = match[1] ?? '';
    const modifier: WeekdayModifier = new RegExp(`^(?:${cueWords('weekday-abbreviation/this-2')})$`, 'u').test(lead) ? 'this' : new RegExp(`^(?:${cueWords('atom-builders/next')})$`, 'u').test(lead) ? 'next' : new RegExp(`^(?:${cueWords('atom-builders/last')})$`, 'u').test(lead) ? 'last' : 'none';
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 2, ...(modifier === 'none' ? { skip: start - match.index } : {}) };
  },
  examples: {
    accept: [
      ['the match is on Sat.', '2026-05-23'],
      ['can we do this Sat?', '2026-05-23'],
      ['the delivery comes next Wed.', '2026-05-27'],
    ],
    reject: ['he sat on sun loungers all day.', 'we skied on Sun Valley slopes.', 'the parcel was left on wed grass.'],
  },
};
