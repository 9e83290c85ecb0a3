import type { Intent } from '@metnos/core';
import type { ExtractIntentOptions } from './extract-intent-options';
import { extractIntentWithSource } from './extract-intent-with-source';

/**
 * The fingerprint Praxis indexes skills by (docs/praxis-engine.md, "Intent and skills"): `{verb, object, keywords}`. With an `llm`, one
 * fast-tier call decoded under the intent JSON schema (temperature 0); without one, or when the answer is cut,
 * malformed or the call fails (other than by abort), `extractIntentByRules`. Either way the intent is
 * normalised (canonical verb/object, sorted keywords), so the same request phrased the same way always gives
 * the same intent. Use `extractIntentWithSource` to also learn whether the LLM or the rules answered.
 */
export async function extractIntent(query: string, options: ExtractIntentOptions = {}): Promise<Intent> {
  return (await extractIntentWithSource(query, options)).intent;
}
