/** The distribution of a group of cosine scores. */
export interface ScoreSummary {
  count: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
  mean: number;
}

/** Linear-interpolation quantile of sorted values (the "type 7" of R and NumPy's default). */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return (sorted[lower] as number) + ((sorted[upper] as number) - (sorted[lower] as number)) * (position - lower);
}

/** Count, min, quartiles, max and mean of `scores`; undefined for no scores. Pure. */
export function summariseScores(scores: readonly number[]): ScoreSummary | undefined {
  if (scores.length === 0) return undefined;
  const sorted = [...scores].sort((left, right) => left - right);
  return {
    count: sorted.length,
    min: sorted[0] as number,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1] as number,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}
