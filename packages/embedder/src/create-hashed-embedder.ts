import type { Embedder } from '@metnos/core';
import { EmbedderError } from './embedder-error';
import { hashFeature } from './hash-feature';
import { l2Normalize } from './l2-normalize';
import { normalizeEmbeddingText } from './normalize-embedding-text';

/** Options of `createHashedEmbedder`; every non-default value is spelled into the embedder `id`. */
export interface CreateHashedEmbedderOptions {
  /** Vector length (default 256). */
  dimension?: number;
  /** Character n-gram sizes taken from each word padded as `<word>` (default [2, 3, 4]). */
  ngramSizes?: readonly number[];
  /** Weight of a whole-word feature relative to one n-gram (default 2). */
  wordWeight?: number;
  /** Weight of each adjacent word pair, which makes word order count a little (default 1; 0 disables). */
  bigramWeight?: number;
  /** Strip accents before hashing, so `perché` = `perche` (default true). */
  foldAccents?: boolean;
}

const defaults = { ngramSizes: [2, 3, 4], wordWeight: 2, bigramWeight: 1, foldAccents: true } as const;

/**
 * The default, weight-free embedder (no model weights ship in any installable package): signed feature hashing of word unigrams, adjacent word pairs
 * and boundary-padded character n-grams of NFKC-lowercased, accent-folded text, L2-normalised. Deterministic,
 * multilingual by construction (no vocabulary), microseconds per text. It measures shared surface form, not
 * meaning: paraphrases that share words score high, synonyms without shared letters score low. Its `id` is
 * `hashed-ngram-v1-<dimension>`, with a suffix for any non-default option.
 */
export function createHashedEmbedder({
  dimension = 256,
  ngramSizes = defaults.ngramSizes,
  wordWeight = defaults.wordWeight,
  bigramWeight = defaults.bigramWeight,
  foldAccents = defaults.foldAccents,
}: CreateHashedEmbedderOptions = {}): Embedder {
  if (!Number.isInteger(dimension) || dimension < 8) {
    throw new EmbedderError({ code: 'invalid_input', message: `dimension must be an integer >= 8; got ${dimension}` });
  }
  if (ngramSizes.length === 0 || ngramSizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new EmbedderError({ code: 'invalid_input', message: `ngramSizes must be positive integers; got ${JSON.stringify(ngramSizes)}` });
  }
  for (const [name, weight] of Object.entries({ wordWeight, bigramWeight })) {
    if (!Number.isFinite(weight) || weight < 0) throw new EmbedderError({ code: 'invalid_input', message: `${name} must be >= 0; got ${weight}` });
  }
  const sizes = [...new Set(ngramSizes)].sort((left, right) => left - right);
  const suffix = [
    sizes.join('.') === defaults.ngramSizes.join('.') ? '' : `n${sizes.join('.')}`,
    wordWeight === defaults.wordWeight ? '' : `w${wordWeight}`,
    bigramWeight === defaults.bigramWeight ? '' : `b${bigramWeight}`,
    foldAccents ? '' : 'accents',
  ].filter((part) => part.length > 0);
  const id = `hashed-ngram-v1-${dimension}${suffix.length === 0 ? '' : `-${suffix.join('-')}`}`;

  const add = (vector: Float32Array, feature: string, weight: number) => {
    const hash = hashFeature(feature);
    vector[hash % dimension]! += hash & 0x80000000 ? -weight : weight;
  };

  const embedOne = (text: string): Float32Array => {
    const vector = new Float32Array(dimension);
    const words = normalizeEmbeddingText(text, { foldAccents });
    words.forEach((word, index) => {
      if (wordWeight > 0) add(vector, `w:${word}`, wordWeight);
      if (bigramWeight > 0 && index > 0) add(vector, `b:${words[index - 1]} ${word}`, bigramWeight);
      const padded = [...`<${word}>`];
      for (const size of sizes) {
        for (let start = 0; start + size <= padded.length; start += 1) add(vector, `c:${padded.slice(start, start + size).join('')}`, 1);
      }
    });
    return l2Normalize(vector);
  };

  return {
    id,
    dimension,
    async embed(texts, options = {}) {
      options.abortSignal?.throwIfAborted();
      if (!Array.isArray(texts) || texts.some((text) => typeof text !== 'string')) {
        throw new EmbedderError({ code: 'invalid_input', message: 'embed expects an array of strings' });
      }
      return texts.map(embedOne);
    },
  };
}
