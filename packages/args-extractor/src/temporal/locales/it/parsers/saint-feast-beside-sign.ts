import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';
import { saintFeasts } from '../../../engine/saint-feasts';

/** By holiday id: the lexicon's signs of the feast (`patronFeastSigns`). */
const feastSigns = new Map<string, string[]>();
for (const words of dateWordsOfEveryLocale) {
  for (const [holiday, signs] of Object.entries(words.patronFeastSigns ?? {})) feastSigns.set(holiday, [...(feastSigns.get(holiday) ?? []), ...signs]);
}
/** By holiday id: a pattern of its feast's signs as words. */
const feastSignPatterns = new Map([...feastSigns].map(([holiday, signs]) => [holiday, new RegExp(`(?<![\\p{L}])(?:${alternation(signs)})(?![\\p{L}])`, 'u')] as const));

/**
 * "a <saint>" or "per <saint>" is the patron saint's feast when its sentence names a sign of that feast the lexicon
 * knows (`patronFeastSigns`: "la prima della Scala è come sempre a Sant'Ambrogio", "a San Gennaro andiamo in Duomo a
 * vedere il miracolo"); the saint beside the city is `saint-feast-in-patron-city`'s. Without a sign it is as likely the church or the quarter
 * ("ci vediamo a Sant'Ambrogio", "a San Gennaro c'è parcheggio"), and a sign of another saint's feast says nothing.
 */
export const saintFeastBesideSign: TemporalParser = {
  kind: 'parser',
  name: 'saint-feast-beside-sign',
  locales: ['it'],
  pattern: () => new RegExp(`(?<=(?<![\\p{L}])(?:${cueWords('saint-feast-beside-sign/a')})\\s+)(${alternation(saintFeasts.keys())})${E}`, 'gu'),
  build: (match) => {
    const holiday = saintFeasts.get(match[1] ?? '');
    const signs = holiday === undefined ? undefined : feastSignPatterns.get(holiday);
    if (holiday === undefined || signs === undefined) return undefined;
    const start = match.index;
    const end = start + match[0].length;
    const sentence = `${match.input.slice(0, start).split(/[.;!?\n]/u).pop() ?? ''} ${match.input.slice(end).split(/[.;!?\n]/u)[0] ?? ''}`;
    if (!signs.test(sentence)) return undefined;
    return { kind: 'day', day: { type: 'holiday', holiday }, priority: 5, declared: true };
  },
  examples: {
    accept: [
      ["a Sant'Ambrogio siamo tutti alla Scala per la prima", '2026-12-07'],
      ["per San Gennaro c'è la folla in Duomo ad aspettare la liquefazione", '2026-09-19'],
      ["ci vediamo a Sant'Ambrogio alla fiera degli Oh bej oh bej", '2026-12-07'],
    ],
    reject: [
      ["ci vediamo a Sant'Ambrogio davanti alla basilica", '2026-12-07'],
      ["ci troviamo a San Gennaro dopo la prima della Scala", '2026-09-19'],
    ],
  },
};
