import type { ExtensionWords } from '../locale-words';

/** English words that tell a file extension from an ordinary word (`@metnos/args-extractor` `findExtensions`). */
export const extensionWords: ExtensionWords = {
  fileNouns: [
    'file', 'files', 'archive', 'archives', 'document', 'documents', 'image', 'images', 'photo', 'photos', 'picture', 'pictures', 'video', 'videos',
    'script', 'scripts', 'format', 'extension',
  ],
  openers: ['in', 'as', 'all', 'the', 'only'],
  notFollowers: ['code', 'codes', 'data', 'material', 'standard', 'norm', 'certification'],
  notPreceders: ['code', 'standard', 'certification', 'data'],
  logParticles: ['in', 'out', 'on', 'off'],
};
