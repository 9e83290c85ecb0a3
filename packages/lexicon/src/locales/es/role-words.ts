import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Spanish words that give a path or an email address its role (`@metnos/args-extractor` `pathRole`, `emailRoles`). */
export const roleWords = {
  /** Before a path that things come from ("de ~/x", "desde la carpeta Descargas"). */
  pathSource: [...articulate(grammar, 'de', { bare: true }), 'desde', 'origen'],
  /** Before a path that things go into ("a ~/x", "en mi carpeta ~/x"). */
  pathDestination: ['en', 'dentro de', 'hacia', ...articulate(grammar, 'a', { bare: true }), 'sobre', 'bajo', 'destino'],
  /** Words that may stand between a role preposition and the path: articles, possessives, folder nouns. */
  pathBetween: ['el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'esta', 'este', 'esa', 'ese', 'carpeta', 'subcarpeta', 'directorio'],
  /** Before an address that gets a copy. */
  emailCopy: ['cc', 'cco', 'copia', 'en copia', 'con copia a', 'copia a', 'copia para'],
  /** Before an address that sent something. */
  emailSender: ['de', 'del', 'desde', ...['enviad', 'recibid', 'mandad'].flatMap((stem) => ['o', 'a', 'os', 'as'].map((ending) => `${stem}${ending} por`)), 'remitente'],
  /** Before an address that something goes to. */
  emailRecipient: [
    'a', 'al', 'para', 'destinatario', 'destinatarios', 'destinataria', 'manda', 'mandar', 'mándale', 'mandale', 'envía',
    'envia', 'enviar', 'envíale', 'enviale', 'escribe', 'escribir', 'escríbele', 'escribele', 'reenvía', 'responde',
  ],
  /** Conjunctions between the items of a list of addresses. */
  listConjunctions: ['y', 'e', 'o', 'u'],
  /** Words before a sender's name ("los correos de Ana", "enviados por Ana"). */
  senderOpeners: ['enviados por', 'enviado por', 'enviadas por', 'mandados por', 'recibidos de', 'de', 'del', 'desde'],
  /** Openers that also mean "of": a sender only before a capitalised name ("los correos de Marco", not "de trabajo"). */
  weakSenderOpeners: ['de', 'del'],
  /** Words skipped between an opener and the sender's name (definite articles). */
  senderSkipped: ['el', 'la', 'los', 'las'],
};
