import type { PathWords } from '../locale-words';

/** English words that make "home" the home folder (`@metnos/args-extractor` `findPaths`). */
export const pathWords: PathWords = {
  homeNames: ['home'],
  homeOpeners: ['in', 'from', 'under', 'my', 'folder', 'directory', 'dir', 'to', 'into'],
  homeFollowers: ['folder', 'directory', 'dir'],
  notHomeFollowers: [
    'page', 'made', 'banking', 'screen', 'office', 'run', 'automation', 'assistant', 'theater', 'theatre', 'cinema', 'loan', 'owner', 'team', 'base',
    'sweet', 'delivery', 'care', 'game', 'work',
  ],
};
