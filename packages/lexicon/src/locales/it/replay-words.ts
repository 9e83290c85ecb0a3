import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Italian words a replay reads requests with (`@metnos/args-extractor` `analyzeRequest`, `readReplayNumber`, places). */
export const replayWords = {
  /** Short linking words that rule spans take in ("alle 17", "entro venerdì"): not values themselves. */
  linkingWords: ['di', 'a', 'da', 'il', 'la', 'lo', 'le', 'i', 'gli', "l'", 'alle', 'al', 'del', 'della', 'nel', 'nella', 'per', 'entro', 'fino', 'dal', 'e'],
  /** Number words the rules leave out because they double as common words ("uno"/"una" are articles, "sei" is "you are"). */
  ambiguousNumbers: { uno: 1, una: 1, sei: 6, nessuno: 0 },
  /** Prepositions that make a place a source ("da Scaricati", "dalla cartella", "di Scaricati"); elided forms without apostrophe. */
  sourcePrepositions: [...articulate(grammar, 'da', { bare: true }), ...articulate(grammar, 'di', { bare: true })],
  /** Prepositions that make a place a destination ("a", "alla", "verso"). */
  targetPrepositions: [...articulate(grammar, 'a', { bare: true }), 'verso'],
};
