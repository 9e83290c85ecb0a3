import type { JsonSchema } from '@metnos/core';
import { getSchemaValidator } from '../validate/get-schema-validator';
import { jsonSchemaToGbnf } from '../schema/json-schema-to-gbnf';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { createGbnfRecognizer } from './gbnf-recognizer';
import { jsonSerializations } from './json-serializations';
import { createLlamaGrammarMatcher } from './llama-grammar-matcher';
import { assertLlamaAcceptsGrammar } from './load-grammar';

/** Outcome of checking one schema of a corpus against the generated grammar. */
export interface CorpusOutcome {
  status: 'unsupported' | 'checked';
  /** Valid instances the grammar accepts (some key order). */
  exact: number;
  /** Valid instances rejected while the compilation lists a narrowing (by design). */
  narrowedRejections: string[];
  /** Invalid instances accepted while the compilation lists a widening and ajv rejects them (validator's job). */
  widenedAcceptances: string[];
  /** Invalid per the corpus but valid per JSON Schema (ajv): the corpus follows another convention. */
  disputed: string[];
  /** Defects: valid rejected without a narrowing, invalid accepted without a widening (or that ajv accepts). */
  defects: string[];
}

/**
 * Checks a schema's grammar against instances (decided by the test recognizer and confirmed by llama.cpp's engine): each valid instance must be accepted (in some key order) unless
 * the compilation lists a narrowing; each invalid one rejected, unless the compilation lists a widening and the
 * validator (ajv) rejects it. Unsupported schemas must throw UnsupportedSchemaError.
 */
export async function checkCorpusSchema(
  schema: JsonSchema | boolean,
  instances: Array<{ text?: string; data?: unknown; valid: boolean; description: string }>,
): Promise<CorpusOutcome> {
  let compilation;
  try {
    compilation = jsonSchemaToGbnf(schema);
  } catch (error) {
    if (UnsupportedSchemaError.isInstance(error)) return { status: 'unsupported', exact: 0, narrowedRejections: [], widenedAcceptances: [], disputed: [], defects: [] };
    throw error;
  }
  await assertLlamaAcceptsGrammar(compilation.grammar);
  const recognizer = createGbnfRecognizer(compilation.grammar);
  const llamaMatcher = await createLlamaGrammarMatcher(compilation.grammar);
  const validator = getSchemaValidator(schema);
  const outcome: CorpusOutcome = { status: 'checked', exact: 0, narrowedRejections: [], widenedAcceptances: [], disputed: [], defects: [] };
  for (const instance of instances) {
    const texts = instance.text !== undefined ? [instance.text] : jsonSerializations(instance.data);
    const acceptedText = texts.find((text) => recognizer.accepts(text));
    const accepted = acceptedText !== undefined;
    const label = `${instance.description}: ${texts[0]}`;
    // Cross-check with llama.cpp's own engine on the deciding text.
    if (llamaMatcher.accepts(acceptedText ?? (texts[0] as string)) !== accepted) {
      outcome.defects.push(`llama.cpp and the recognizer disagree: ${label}`);
      continue;
    }
    if (instance.valid) {
      if (accepted) outcome.exact += 1;
      else if (compilation.narrowed.length > 0) outcome.narrowedRejections.push(label);
      else outcome.defects.push(`valid rejected: ${label}`);
    } else if (!accepted) {
      outcome.exact += 1;
    } else {
      let data: unknown;
      let parsed = true;
      try {
        data = instance.text !== undefined ? JSON.parse(instance.text) : instance.data;
      } catch {
        parsed = false;
      }
      const ajvRejects = parsed && typeof validator === 'function' && !validator(data);
      const ajvAccepts = parsed && typeof validator === 'function' && validator(data);
      if (compilation.widened.length > 0 && ajvRejects) outcome.widenedAcceptances.push(label);
      else if (ajvAccepts) outcome.disputed.push(label);
      else outcome.defects.push(`invalid accepted: ${label} (widened: ${compilation.widened.join(' | ') || 'none'})`);
    }
  }
  return outcome;
}
