import type { ExtensionWords } from '../locale-words';

/** Italian words that tell a file extension from an ordinary word (`@metnos/args-extractor` `findExtensions`). */
export const extensionWords: ExtensionWords = {
  fileNouns: ['file', 'archivio', 'archivi', 'documenti', 'immagini', 'foto', 'video', 'formato', 'estensione'],
  openers: ['come', 'tutti', 'tutte', 'i', 'gli', 'le', 'solo'],
  notFollowers: ['dati', 'materiale', 'codice', 'standard', 'norma', 'certificazione'],
  notPreceders: ['codice', 'standard', 'norma', 'certificazione', 'dati'],
  logParticles: [],
};
