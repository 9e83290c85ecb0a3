/**
 * [package folder, import specifier] of every entry that must stay platform-neutral (browsers, edge runtimes):
 * no Node built-in anywhere in its import graph. nous is not among them: its Vaglio path rule resolves local
 * paths with node:path and the home folder.
 */
export const browserSafeEntries = [
  ['core', '@metnos/core'],
  ['core', '@metnos/core/internal'],
  ['lexicon', '@metnos/lexicon'],
  ['lexicon', '@metnos/lexicon/internal'],
  ['praxis', '@metnos/praxis'],
  ['praxis', '@metnos/praxis/replay'],
  ['praxis', '@metnos/praxis/revert'],
  ['tool-grammar', '@metnos/tool-grammar'],
  ['args-extractor', '@metnos/args-extractor'],
  ['args-extractor', '@metnos/args-extractor/internal'],
  ['fast-path', '@metnos/fast-path'],
  ['metis', '@metnos/metis'],
  ['aporia', '@metnos/aporia'],
  ['pronoia', '@metnos/pronoia'],
  ['embedder', '@metnos/embedder/hashed'],
  ['http-client', '@metnos/http-client'],
] as const;
