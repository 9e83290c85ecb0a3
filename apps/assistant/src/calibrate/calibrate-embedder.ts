import type { Embedder } from '@metnos/core';
import { cosineSimilarity } from '@metnos/embedder';
import type { ParaphrasePair } from './parse-paraphrase-pairs';
import { summariseScores, type ScoreSummary } from './summarise-scores';

/** What `metnos calibrate` measured for one embedder. */
export interface CalibrationReport {
  embedderId: string;
  /** Each pair with its cosine, in file order. */
  scores: (ParaphrasePair & { score: number })[];
  same: ScoreSummary | undefined;
  different: ScoreSummary | undefined;
  /** A threshold that serves no `different` pair, or undefined without `different` pairs. */
  suggestedThreshold: number | undefined;
  /** Why that threshold (or why none), in one sentence. */
  reason: string;
  /** For each threshold asked about: how many `same` pairs it serves and how many `different` pairs it would confuse. */
  thresholds: { name: string; value: number; sameServed: number; differentConfused: number }[];
}

const ceil2 = (value: number) => Math.ceil(value * 100) / 100;

/**
 * Scores every pair with `embedder` (cosine of the two vectors; one `embed` call for all texts) and summarises
 * the `same` and `different` groups. The suggested threshold is the midpoint between the groups when every `same`
 * pair scores above every `different` pair, else the first hundredth above the highest `different` score (no
 * `different` pair would pass; some `same` pairs will not either, and the report says how many). `thresholds`
 * (e.g. the configured L1 and L2 values) are checked against the pairs.
 */
export async function calibrateEmbedder(
  embedder: Embedder,
  pairs: readonly ParaphrasePair[],
  { thresholds = [], abortSignal }: { thresholds?: readonly { name: string; value: number }[]; abortSignal?: AbortSignal } = {},
): Promise<CalibrationReport> {
  const texts = [...new Set(pairs.flatMap((pair) => [pair.left, pair.right]))];
  const vectors = await embedder.embed(texts, { abortSignal });
  const vectorOf = new Map(texts.map((text, index) => [text, vectors[index] as Float32Array]));
  const scores = pairs.map((pair) => ({ ...pair, score: cosineSimilarity(vectorOf.get(pair.left) as Float32Array, vectorOf.get(pair.right) as Float32Array) }));
  const sameScores = scores.filter((pair) => pair.label === 'same').map((pair) => pair.score);
  const differentScores = scores.filter((pair) => pair.label === 'different').map((pair) => pair.score);
  const same = summariseScores(sameScores);
  const different = summariseScores(differentScores);
  let suggestedThreshold: number | undefined;
  let reason: string;
  if (different === undefined) reason = 'no "different" pairs: add pairs that must NOT match (one word that changes the meaning) to get a safe threshold';
  else if (same !== undefined && same.min > different.max) {
    suggestedThreshold = Math.min(1, ceil2((same.min + different.max) / 2));
    reason = `every "same" pair scores above every "different" pair (${same.min.toFixed(3)} > ${different.max.toFixed(3)}): the midpoint serves them all`;
  } else {
    suggestedThreshold = Math.min(1, ceil2(different.max + 0.005));
    const served = sameScores.filter((score) => score >= suggestedThreshold!).length;
    reason = `the groups overlap: just above the highest "different" score (${different.max.toFixed(3)}); it serves ${served} of ${sameScores.length} "same" pairs`;
  }
  return {
    embedderId: embedder.id,
    scores,
    same,
    different,
    suggestedThreshold,
    reason,
    thresholds: thresholds.map(({ name, value }) => ({
      name,
      value,
      sameServed: sameScores.filter((score) => score >= value).length,
      differentConfused: differentScores.filter((score) => score >= value).length,
    })),
  };
}
