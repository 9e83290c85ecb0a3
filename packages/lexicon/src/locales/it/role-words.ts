import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

const articulated = (preposition: string, bare = true): string[] => articulate(grammar, preposition, { bare, apostrophe: true });
const participles = (stem: string): string[] => ['a', 'e', 'i', 'o'].map((ending) => `${stem}${ending}`);

/** Italian words that give a path or an email address its role (`@metnos/args-extractor` `pathRole`, `emailRoles`). */
export const roleWords = {
  /** Before a path that things come from ("da ~/x", "dalla cartella Scaricati"). */
  pathSource: [...articulated('da'), ...articulated('di'), 'origine', 'sorgente'],
  /** Before a path that things go into ("nella mia cartella ~/x", "sotto ~/x"). */
  pathDestination: [...articulated('in', false), 'dentro', 'verso', ...articulated('a'), ...articulated('su'), 'sotto', 'destinazione'],
  /** Words that may stand between a role preposition and the path: articles, possessives, folder nouns. */
  pathBetween: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'questa', 'questo', 'quella', 'quello', 'cartella', 'sottocartella'],
  /** Before an address that gets a copy. */
  emailCopy: ['ccn', 'copia', 'in copia', 'in copia conoscenza', 'copia a', 'copia per', 'cc a'],
  /** Before an address that sent something. */
  emailSender: [
    'da', 'dal', 'dalla', 'di', 'del', 'della', ...['inviat', 'ricevut', 'mandat'].flatMap((stem) => participles(stem).map((form) => `${form} da`)), 'mittente',
  ],
  /** Before an address that something goes to. */
  emailRecipient: [
    'a', 'ad', 'al', 'alla', 'per', 'destinatari', 'destinatario', 'destinataria', 'manda', 'mandare', 'mandale', 'mandagli', 'invia', 'inviare',
    'inviale', 'inviagli', 'scrivi', 'scrivere', 'scrivigli', 'inoltra', 'rispondi',
  ],
  /** Conjunctions between the items of a list of addresses. */
  listConjunctions: ['e', 'ed', 'o'],
  /** Words before a sender's name ("le mail da Anna", "inviate da Anna", "le mail di Marco"). */
  senderOpeners: ['inviate da', 'inviata da', 'mandate da', 'ricevute da', 'da', 'di', 'dal', 'dalla'],
  /** Openers that also mean "of": a sender only before a capitalised name ("le mail di Marco", not "di lavoro"). */
  weakSenderOpeners: ['di', 'dal', 'dalla'],
  /** Words skipped between an opener and the sender's name (definite articles). */
  senderSkipped: ['il', 'lo', 'la', 'i', 'gli', 'le', 'l'],
};
