import type { TurnBenchPass, TurnBenchReport, TurnBenchRow } from './turn-bench-report';

const layerOrder = ['L0', 'L1', 'L2', 'skill', 'single_step', 'planner', 'pronoia', 'aporia'] as const;

function layers(pass: TurnBenchPass): string {
  return layerOrder
    .filter((layer) => (pass.byLayer[layer] ?? 0) > 0)
    .map((layer) => `${layer} ${pass.byLayer[layer]}`)
    .join(', ');
}

const ids = (rows: readonly TurnBenchRow[]) => [...new Set(rows.map((row) => row.caseId))].join(', ');

/**
 * The headline of a bench run in Markdown: the learning curve (per pass: model calls, mean and median latency and
 * the mean's ratio to the run's `node -e 0` anchor, right answers, right plans, wrong replays, consents, the layers
 * that answered), the wrong-replay count, the honest dead-ends, the replies that were empty or incomplete, and what
 * the single-step planner answered without any model call.
 */
export function renderTurnBenchSummary(report: TurnBenchReport): string {
  const model = report.mode === 'scripted' ? 'scripted good model (`ScriptedLlmProvider`, intent and plan written per request)' : `llama-server at ${report.llmUrl}`;
  const ratio = (ms: number) => (report.anchorMs > 0 ? `${(ms / report.anchorMs).toFixed(2)}×` : '-');
  const curve = [
    '| pass | LLM calls | mean latency | median latency | mean ÷ `node -e 0` | right | right plan | wrong replays | consents confirmed | answered by |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...[...report.passes, ...(report.noModel === undefined ? [] : [report.noModel.pass])].map(
      (pass) =>
        `| ${pass.pass === 0 ? 'no model' : pass.day === undefined ? pass.pass : `${pass.pass} (later day: ${pass.day})`} | ${pass.llmCalls} | ${pass.meanMs.toFixed(1)} ms | ${pass.medianMs.toFixed(1)} ms | ${ratio(pass.meanMs)} | ${pass.right}/${report.cases} | ${pass.right + pass.replyDefects}/${report.cases} | ${pass.wrongReplays} | ${pass.consents} | ${layers(pass)} |`,
    ),
  ];
  const wrongReplays = report.rows.filter((row) => row.wrongReplay);
  const onGaps = wrongReplays.filter((row) => row.knownGap);
  const deadEnds = report.rows.filter((row) => row.deadEnd);
  const missedDeadEnds = deadEnds.filter((row) => !row.right);
  const replyDefects = report.rows.filter((row) => row.replyDefect);
  const replayed = replyDefects.filter((row) => row.layer === 'skill' || row.layer === 'L1' || row.layer === 'L2');
  const first = report.passes[0];
  const later = report.passes.filter((pass) => pass.day !== undefined);
  const noModel = report.noModel?.pass;
  return [
    `Model: ${model}. ${report.cases} requests × ${report.passes.length} passes in one assistant (each pass on a freshly reset world${later.length === 0 ? '' : `; the last ${later.length} on later days: ${later.map((pass) => pass.day).join(', ')}`}); anchor \`node -e 0\` = ${report.anchorMs.toFixed(1)} ms; load ${report.load.average} on ${report.load.cpus} CPUs; run of ${report.at.slice(0, 10)}.`,
    '',
    ...curve,
    '',
    `- **Wrong replays** (a skill, L1 or L2 answer whose plan was wrong): **${wrongReplays.length}** over ${report.passes.length} passes${onGaps.length === 0 ? '' : `, ${onGaps.length} of them on known gaps (${ids(onGaps)}: the wrong plan the planner made, replayed)`}; ${wrongReplays.length - onGaps.length} elsewhere.`,
    `- **Honest dead-ends**: ${deadEnds.length - missedDeadEnds.length} of ${deadEnds.length} dead-end turns ended in Aporia with the expected subject${missedDeadEnds.length === 0 ? '' : `; missed: ${ids(missedDeadEnds)}${missedDeadEnds.every((row) => row.knownGap) ? ' (known gap)' : ''}`}.`,
    `- **Replies**: ${replyDefects.length} turns ran the right plan but replied empty or without what was asked${replyDefects.length === 0 ? '' : ` (${replayed.length} of them skill/L1/L2 replays; ${ids(replyDefects)})`}.`,
    ...(first === undefined ? [] : [`- **Single-step planner, with the model**: pass 1 answered ${first.singleStep} of ${report.cases} requests without the plan call (the intent call remains; with no model call at all: ${first.singleStepWithoutLlm}).`]),
    ...(noModel === undefined
      ? []
      : [
          `- **Single-step planner, no model configured**: ${noModel.singleStepWithoutLlm} of ${report.cases} requests answered right with 0 LLM calls (${((100 * noModel.singleStepWithoutLlm) / report.cases).toFixed(0)}%); with L0, ${noModel.right} of ${report.cases} right.`,
        ]),
  ].join('\n');
}
