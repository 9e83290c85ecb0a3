import { cueWords } from '../../../temporal-lexicon';
import { endOfWeekAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { E } from '../../../engine/temporal-patterns';

const deadlineBefore = new RegExp(`(?:^|[\\s,(])(?:${cueWords('combine-temporal-atoms/fino-a')})\\s+(?:(?:${cueWords('end-of-week-italian/la')})\\s+)?$`, 'u');

/**
 * "fine settimana" after a preposition, without an article, is the end of a week (Thursday to Sunday, as English "the
 * end of the week"): "ci sentiamo a fine settimana", "verso fine settimana", "fino a fine settimana prossima", "entro
 * fine della prossima settimana", and so with the feminine article of "la fine" ("alla fine della settimana
 * prossima", "entro la fine della settimana"). With the masculine article it is the weekend ("il fine settimana",
 * "questo fine settimana": `weekend`). The preposition stays out of the span, for "fino a"/"entro" to make it a
 * deadline.
 */
export const endOfWeekItalian: TemporalParser = {
  kind: 'parser',
  name: 'end-of-week-italian',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `(?<=(?:^|[\\s,(])(?:${cueWords('end-of-week-italian/a')})\\s+(?:(?:${cueWords('end-of-week-italian/la')})\\s+)?)(?:${cueWords('end-of-week-italian/fine')})\\s+(?:(?:${cueWords('end-of-week-italian/della')})\\s+)?(?:(?:(${cueWords('end-of-week-italian/prossima')})|(${cueWords('end-of-week-italian/scorsa')}))\\s+)?(?:${cueWords('end-of-week-italian/settimana')})(?:\\s+(?:(${cueWords('end-of-week-italian/prossima')})|(${cueWords('end-of-week-italian/scorsa')})))?${E}`,
      'gu',
    ),
  build: (match) => {
    const week = match[1] !== undefined || match[3] !== undefined ? 1 : match[2] !== undefined || match[4] !== undefined ? -1 : 0;
    // A deadline ("fino a", "entro", "da qui a") runs to the week's last day.
    if (deadlineBefore.test(match.input.slice(0, match.index))) return { kind: 'day', day: { type: 'week-day', weekday: 0, week }, priority: 6 };
    return endOfWeekAtom(week);
  },
  examples: {
    accept: [
      ['ci sentiamo verso fine settimana', '2026-05-21..2026-05-25'],
      ['il rapporto lo chiudiamo a fine della prossima settimana', '2026-05-28..2026-06-01'],
      ['resto qui fino a fine settimana prossima', '2026-05-31'],
      ['ci risentiamo a fine settimana', '2026-05-21..2026-05-25'],
      ['passo da te alla fine della prossima settimana', '2026-05-28..2026-06-01'],
      ['consegno entro la fine della settimana', '2026-05-24'],
    ],
    reject: [['la fine della guerra fu annunciata', '2026-05-21..2026-05-25'], ['questo fine settimana andiamo al mare', '2026-05-21..2026-05-25'], ['il fine settimana prossimo sono via', '2026-05-28..2026-06-01']],
  },
};
