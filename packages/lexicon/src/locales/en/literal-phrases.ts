/**
 * English phrases of the closed L0 table (`@metnos/fast-path` `literalPhrases`), by the built-in tool they ask for:
 * realistic ways to ask for the time, the date, one's location, and to undo, in `normalizeQuery` form (lowercase,
 * straight apostrophes, no punctuation). When in doubt whether a phrase fits, leave it out: lookup is exact.
 */
export const literalPhrases = {
  get_now: [
    'what time is it', 'what time is it now', 'what time is it right now', "what's the time", "what's the time now",
    'what is the time', 'what is the time now', 'tell me the time', 'can you tell me the time',
    'could you tell me the time', 'do you know what time it is', 'do you have the time', "what's the current time",
    'what is the current time', 'current time', 'the time', 'time please', 'the time please', 'time now',
    'what time', 'whats the time', 'what time do we have', 'got the time',
  ],
  get_date: [
    "what's the date", 'what is the date', "what's the date today", 'what is the date today', "what's today's date",
    "what is today's date", "today's date", 'the date', 'tell me the date', 'what day is it',
    'what day is it today', 'what day is today', 'which day is today', 'which day is it', "what's today",
    'what is today', 'whats the date', 'what date is it', 'what date is it today', 'current date',
  ],
  get_location: [
    'where am i', 'where am i now', 'where am i right now', "what's my location", 'what is my location', 'my location',
    'where are we', 'where are we now', 'tell me where i am', 'what city am i in', 'current location',
    'my current location', "what's my current location", 'what is my current location',
  ],
  undo_last_turn: [
    'undo', 'undo that', 'undo it', 'undo the last action', 'undo last action', 'undo the last operation',
    'undo last operation', 'undo the last turn', 'undo last turn', 'undo the last change', 'undo what you did',
    'revert that', 'revert the last action', 'take that back',
  ],
};
