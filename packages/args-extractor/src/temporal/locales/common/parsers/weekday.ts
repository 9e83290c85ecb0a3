import { weekdayNames } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import { looksLikeProperName } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Weekdays with their modifiers: "lunedì", "next Tuesday", "venerdì scorso", "Friday next week", "mercoledì della prossima settimana". */
export const weekday: TemporalParser = {
  kind: 'parser',
  name: 'weekday',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(this coming|this past|this|next|last|coming|past|previous|questo|questa|quest'|il prossimo|la prossima|prossimo|prossima|lo scorso|la scorsa|scorso|scorsa|every|ogni|tutti i|tutte le|last week's|next week's|this week's)\\s*)?(${WEEKDAY_FULL})(?![\\p{L}\\d])(?:\\s+(prossim[oaie]|scors[oaie]|passat[oaie]|che viene|next week|last week|of next week|of last week|of this week|from next week|from last week|from this week|after next|dopo il prossimo|dopo la prossima|della (?:settimana prossima|prossima settimana|settimana dopo|settimana successiva)|della (?:settimana scorsa|scorsa settimana|settimana passata)|di questa settimana|della settimana)${E})?`, 'gu'),
  build: (match, context) => {
    const before = (match[1] ?? '').trim();
    const after = (match[3] ?? '').trim();
    if (/^(?:every|ogni|tutti i|tutte le)$/u.test(before)) return undefined;
    // "aperto la domenica", "il lunedì vado in palestra": a habit, not a day.
    const habitual = /(?:^|\s)(?:il|la)\s+$/u.test(match.input.slice(0, match.index)) && !/^\s*(?:\d|dopo|prima)/u.test(match.input.slice(match.index + match[0].length));
    if (before === '' && (match[3] ?? '') === '' && habitual) return undefined;
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const nameStart = match.index + match[0].indexOf(match[2] ?? '', before.length);
    if (before === '' && looksLikeProperName(context, nameStart, nameStart + (match[2] ?? '').length, match.input)) return undefined;
    let modifier: WeekdayModifier = 'none';
    if (/^(?:this coming|coming)$/u.test(before)) modifier = 'coming';
    else if (/^(?:this|questo|questa|quest')$/u.test(before) || /questa settimana|this week|della settimana$/u.test(after)) modifier = 'this';
    else if (/^(?:this past|past|last|previous|lo scorso|la scorsa|scorso|scorsa)$/u.test(before) || /^(?:scors|passat)/u.test(after)) modifier = 'last';
    else if (/^(?:next|il prossimo|la prossima|prossimo|prossima)$/u.test(before) || /^prossim/u.test(after) || after === 'che viene') modifier = 'next';
    if (/next week|prossima settimana|settimana prossima|settimana dopo|settimana successiva/u.test(after) || before === "next week's") modifier = 'next-week';
    if (/last week|scorsa settimana|settimana scorsa|settimana passata/u.test(after) || before === "last week's") modifier = 'last-week';
    if (/this week/u.test(after) || before === "this week's") modifier = 'this';
    if (after === 'after next' || /^dopo (?:il|la) prossim/u.test(after)) return { kind: 'day', day: { type: 'week-day', weekday, week: 2 }, priority: 3 };
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 3 };
  },
  examples: {
    accept: [
      ['lunedì', '2026-05-25'],
      ['next Tuesday', '2026-05-26'],
    ],
    reject: [],
  },
};
