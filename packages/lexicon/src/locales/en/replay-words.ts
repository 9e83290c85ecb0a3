/** English words a replay reads requests with (`@metnos/args-extractor` `analyzeRequest`, `isNumberWord`). */
export const replayWords = {
  /** Short linking words that rule spans take in ("on Saturday", "at 5pm"): not values themselves. */
  linkingWords: ['on', 'at', 'in', 'of', 'the', 'for', 'from', 'to', 'by', 'until', 'since', 'during', 'within', 'and'],
  /** Number words the rules leave out because they double as common words ("one" is an article). */
  ambiguousNumbers: { zero: 0, one: 1 },
  /**
   * Words that carry a value a request depends on though no rule turns them into an argument (times and parts of the
   * day, relative days, weekdays, months, duration units, "next"/"last"): two requests differing in one never share a
   * replay. "may" is left out (a verb).
   */
  valueWords: [
    'am', 'pm', 'a.m', 'p.m', 'noon', 'midnight', 'morning', 'afternoon', 'evening', 'tonight', 'night', 'today', 'tomorrow', 'yesterday',
    'next', 'last', 'previous', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
    'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
    'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'weekend',
  ],
};
