/** Set by this package's build (tsup `define`): a hash of every source file of the lexicon; absent when run from source. */
declare const __METNOS_LEXICON_BUILD_ID__: string | undefined;

/**
 * The id of the lexicon build this code was loaded from: a hash of all its source files (so of every word it holds),
 * baked into `dist/` when the package is built; `undefined` when it runs from source. A sibling package that bakes data
 * read from the lexicon's words at its own build (args-extractor's rule cues) keys it by this id, and reads the data
 * again at run time when the lexicon installed beside it is another build.
 */
export function lexiconBuildId(): string | undefined {
  return typeof __METNOS_LEXICON_BUILD_ID__ === 'undefined' ? undefined : __METNOS_LEXICON_BUILD_ID__;
}
