import type { Intent } from '@metnos/core';
import { readingVersion } from '@metnos/lexicon/internal';
import { extractIntentByRules } from '@metnos/metis';

/**
 * How requests are read into intents without a model, and the version of that reading: skills are keyed by the
 * intents it gives, so a store keyed under another version has its skills re-keyed on open ({@link migrateSkillKeys}).
 */
export interface IntentReading {
  /** The version of the vocabulary the reading uses (the lexicon's `readingVersion()`). */
  version: string;
  /** The intent of a request without an LLM (normalised afterwards by Metis' `normaliseIntent`). */
  readByRules(query: string): Intent;
}

/**
 * The built CLI's `readingVersion()`, worked out when it was built (bin/build-cli-bundle.mjs) from the lexicon sources
 * it bundles, so a start hashes no vocabulary. Undefined from source.
 */
declare const __METNOS_READING_VERSION__: string | undefined;

/** The reading of the installed lexicon: Metis' rules, at the lexicon's `readingVersion()`. */
export function lexiconIntentReading(): IntentReading {
  return { version: typeof __METNOS_READING_VERSION__ === 'string' ? __METNOS_READING_VERSION__ : readingVersion(), readByRules: extractIntentByRules };
}
