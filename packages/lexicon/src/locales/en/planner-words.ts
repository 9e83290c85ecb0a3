/** English words the single-step planner reads requests with (`@metnos/metis` `planSingleStep`). */
export const plannerWords = {
  /** Words that add nothing a tool argument could hold: politeness, interjections, the verb a date falls on. */
  neutralWords: ['new', 'current', 'currently', 'exact', 'exactly', 'please', 'thanks', 'sorry', 'excuse', 'oops', 'falls'],
  /** Words for "all of it" that a lookup drops without harm. */
  wholeWords: ['everything'],
  /** Words that leave a choice ("~/a.pdf or ~/b.pdf"). */
  disjunctions: ['or', 'either', 'otherwise'],
  /** Words that ask for what a thing holds ("the contents of"). */
  contentWords: ['content', 'contents', 'written', 'contain', 'contains', 'say', 'says', 'inside'],
  /** Participles and verbs that say which time a window filters by ("modified in the last 7 days"). */
  modificationWords: ['modify', 'modified', 'change', 'changed', 'edit', 'edited', 'update', 'updated', 'touch', 'touched'],
  /** Words for "one" before a noun ("a reminder", "one result"). */
  singularWords: ['a', 'an', 'one'],
  /** Words that connect a verb to its text and are no part of it ("remind me to …", "saying …"). */
  textConnectors: ['to', 'that', 'for', 'of', 'about', 'me', 'with', 'say', 'saying'],
  /** Words that make what follows belong to something ("the size of …"). */
  genitiveWords: ['of'],
};
