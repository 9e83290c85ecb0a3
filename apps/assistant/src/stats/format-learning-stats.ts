import { answeringLayers, type LearningStats } from '../turn/learning-stats';

const columns = ['day', 'turns', ...answeringLayers, 'calls', 'avoided', 'promoted', 'demoted', 'retired', 'aporiae'] as const;

/**
 * The learning statistics as terminal text (`metnos stats`): the window's headline, one row per day (turns per
 * answering layer, model calls made and avoided, skill changes, open aporiae), then each layer's median and p95 turn
 * time — the figures of the /admin dashboard.
 */
export function formatLearningStats(stats: LearningStats): string {
  const { total } = stats;
  const lines = [
    `Last ${stats.days.length} days (${stats.timeZone}): ${total.turns} turns, ${Math.round(total.memoryShare * 1000) / 10}% answered from memory, ${total.llmCalls} model calls made, ${total.llmCallsAvoided} avoided, ${total.openAporiae} open aporiae.`,
    '',
  ];
  const rows = stats.days.map((day) => [
    day.day,
    day.turns,
    ...answeringLayers.map((layer) => day.answeredBy[layer]),
    day.llmCalls,
    day.llmCallsAvoided,
    day.skills.promoted,
    day.skills.demoted,
    day.skills.retired,
    day.openAporiae,
  ].map(String));
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ').trimEnd();
  lines.push(line(columns), ...rows.map(line), '', 'turn time by layer (median / p95):');
  const timed = answeringLayers.filter((layer) => total.latency[layer] !== undefined);
  if (timed.length === 0) lines.push('  no timed turns yet');
  for (const layer of timed) {
    const latency = total.latency[layer];
    if (latency !== undefined) lines.push(`  ${layer.padEnd(11)} ${`${latency.medianMs} ms`.padStart(11)} / ${`${latency.p95Ms} ms`.padStart(11)}  (${latency.turns} turns)`);
  }
  return `${lines.join('\n')}\n`;
}
