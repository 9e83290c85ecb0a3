import type { CalibrationReport } from './calibrate-embedder';
import type { ScoreSummary } from './summarise-scores';

const row = (name: string, summary: ScoreSummary | undefined) =>
  summary === undefined
    ? `${name.padEnd(10)} no pairs`
    : `${name.padEnd(10)} ${String(summary.count).padStart(5)}  ${[summary.min, summary.p25, summary.median, summary.p75, summary.max, summary.mean].map((value) => value.toFixed(3).padStart(6)).join(' ')}`;

/** The calibration report as text lines: the distribution table, the configured thresholds, the suggestion, the closest calls. Pure. */
export function formatCalibrationReport(report: CalibrationReport, { worst = 5 }: { worst?: number } = {}): string[] {
  const lines = [`embedder ${report.embedderId}: cosine of ${report.scores.length} pair(s)`, '', `${'group'.padEnd(10)} ${'pairs'.padStart(5)}  ${['min', 'p25', 'median', 'p75', 'max', 'mean'].map((name) => name.padStart(6)).join(' ')}`];
  lines.push(row('same', report.same), row('different', report.different), '');
  for (const threshold of report.thresholds) {
    lines.push(`${threshold.name} = ${threshold.value}: serves ${threshold.sameServed}/${report.same?.count ?? 0} same pairs, confuses ${threshold.differentConfused}/${report.different?.count ?? 0} different pairs`);
  }
  lines.push(report.suggestedThreshold === undefined ? `no suggested threshold: ${report.reason}` : `suggested threshold ${report.suggestedThreshold.toFixed(2)}: ${report.reason}`);
  const closeCalls = [
    ...report.scores.filter((pair) => pair.label === 'same').sort((left, right) => left.score - right.score).slice(0, worst),
    ...report.scores.filter((pair) => pair.label === 'different').sort((left, right) => right.score - left.score).slice(0, worst),
  ];
  if (closeCalls.length > 0) {
    lines.push('', 'closest calls (lowest "same", highest "different"):');
    for (const pair of closeCalls) lines.push(`  ${pair.score.toFixed(3)}  ${pair.label.padEnd(9)} line ${pair.line}: ${JSON.stringify(pair.left)} / ${JSON.stringify(pair.right)}`);
  }
  return lines;
}
