import type { LiteralLanguage, LiteralTool } from './literal-entry';

/**
 * The closed L0 table: realistic Italian and English ways to ask for the time, the date, one's
 * location, and to undo, each mapped to its canonical executor. Phrases are written in `normalizeQuery` form
 * (lowercase, straight apostrophes, no punctuation). The golden rule: when in doubt whether a phrase fits,
 * leave it out — `dove sono` is here, `dove sono le chiavi` never matches because lookup is exact.
 */
export const literalPhrases: ReadonlyArray<{ tool: LiteralTool; language: LiteralLanguage; phrases: readonly string[] }> = [
  {
    tool: 'get_now',
    language: 'en',
    phrases: [
      'what time is it', 'what time is it now', 'what time is it right now', "what's the time", "what's the time now",
      'what is the time', 'what is the time now', 'tell me the time', 'can you tell me the time',
      'could you tell me the time', 'do you know what time it is', 'do you have the time', "what's the current time",
      'what is the current time', 'current time', 'the time', 'time please', 'the time please', 'time now',
      'what time', 'whats the time', 'what time do we have', 'got the time',
    ],
  },
  {
    tool: 'get_now',
    language: 'it',
    phrases: [
      'che ora è', 'che ore sono', 'che ora è adesso', 'che ore sono adesso', 'che ora è ora', 'che ora e', "che ora e'",
      'che ore sono ora', 'mi dici che ore sono', 'mi dici che ora è', "mi dici l'ora", "dimmi l'ora", 'dimmi che ore sono',
      'dimmi che ora è', 'sai che ore sono', 'sai che ora è', 'mi sai dire che ore sono', "mi sai dire l'ora",
      'ora attuale', "l'ora", 'che ore abbiamo', 'che ora abbiamo', "l'ora esatta", "qual è l'ora",
    ],
  },
  {
    tool: 'get_date',
    language: 'en',
    phrases: [
      "what's the date", 'what is the date', "what's the date today", 'what is the date today', "what's today's date",
      "what is today's date", "today's date", 'the date', 'tell me the date', 'what day is it',
      'what day is it today', 'what day is today', 'which day is today', 'which day is it', "what's today",
      'what is today', 'whats the date', 'what date is it', 'what date is it today', 'current date',
    ],
  },
  {
    tool: 'get_date',
    language: 'it',
    phrases: [
      'che giorno è', 'che giorno è oggi', 'oggi che giorno è', 'che giorno e', 'che giorno e oggi', 'che data è',
      'che data è oggi', 'oggi che data è', "qual è la data di oggi", 'quanti ne abbiamo', 'quanti ne abbiamo oggi',
      'la data di oggi', 'data di oggi', 'data odierna', 'dimmi la data', 'dimmi che giorno è', 'mi dici che giorno è',
      'sai che giorno è', 'che giorno è oggi di preciso',
    ],
  },
  {
    tool: 'get_location',
    language: 'en',
    phrases: [
      'where am i', 'where am i now', 'where am i right now', "what's my location", 'what is my location', 'my location',
      'where are we', 'where are we now', 'tell me where i am', 'what city am i in', 'current location',
      'my current location', "what's my current location", 'what is my current location',
    ],
  },
  {
    tool: 'get_location',
    language: 'it',
    phrases: [
      'dove sono', 'dove sono adesso', 'dove sono ora', 'dove mi trovo', 'dove mi trovo adesso', 'dove ci troviamo',
      'dove siamo', 'dove siamo adesso', "qual è la mia posizione", 'la mia posizione', 'mia posizione',
      'posizione attuale', 'la mia posizione attuale', 'in che città sono', 'in che città mi trovo', 'dimmi dove sono',
      'dimmi dove mi trovo',
    ],
  },
  {
    tool: 'undo_last_turn',
    language: 'en',
    phrases: [
      'undo', 'undo that', 'undo it', 'undo the last action', 'undo last action', 'undo the last operation',
      'undo last operation', 'undo the last turn', 'undo last turn', 'undo the last change', 'undo what you did',
      'revert that', 'revert the last action', 'take that back',
    ],
  },
  {
    tool: 'undo_last_turn',
    language: 'it',
    phrases: [
      'annulla', "annulla l'ultima operazione", "annulla l'ultima azione", 'annulla ultima operazione',
      'annulla ultima azione', 'annullalo', 'annulla quello', 'annulla quello che hai fatto', "annulla l'ultima modifica",
      'disfa', "disfa l'ultima operazione", 'torna come prima', "annulla l'ultimo comando",
    ],
  },
];
