import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Italian courtesy around a request ("ehi, … per favore", "grazie"), by kind. */
export const courtesy = {
  greetings: ['ehi'],
  apologies: ['scusa'],
  pleas: ['per favore', 'per piacere'],
  thanks: ['grazie'],
  /** Single words that may close a request and are never part of its text ("… per favore", "… grazie"; `readRequest`). */
  closers: ['favore', 'piacere', 'cortesia', 'grazie', 'gentilmente'],
  /** Multi-word courtesy phrases whose words alone mean something else ("per" is a direction). */
  phrases: ['per favore', 'per piacere', 'per cortesia'],
  /** Words a canonical request drops (`@metnos/fast-path` `canonicalizeQuery`): articles, courtesy and filler. */
  fillers: [
    'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'un', 'uno', 'una', "un'", 'per', 'favore', 'piacere', 'puoi', 'potresti',
    'mi', 'ti', 'vorrei', 'grazie', 'ehi', ...articulate(grammar, 'di', { elided: false }),
  ],
};
