import { describeExpectation } from './describe-expectation';
import { expectationOf, type TurnBenchCase } from './turn-bench-case';
import { turnBenchNow } from './run-turn-bench';
import type { TurnBenchReport, TurnBenchRow } from './turn-bench-report';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One pass of one request: `skill 3.1 ms · 0 LLM ✓`, with why it was wrong. */
export function renderRowCell(row: TurnBenchRow | undefined): string {
  if (row === undefined) return '';
  const consent = row.consents > 0 ? ` · ${row.consents} consent` : '';
  const mark = row.right ? '✓' : row.wrongReplay ? '✗ WRONG REPLAY' : row.replyDefect ? '✗ reply' : '✗';
  return `${row.layer} ${row.ms.toFixed(1)} ms · ${row.llmCalls} LLM${consent} ${mark}${row.right || row.why === undefined ? '' : ` (${row.why})`}`;
}

/**
 * The per-request Markdown table of a bench run: each request (id, category, language, the query, the right
 * answer) with one column per pass (the layer that answered, latency, model calls, consents, right or wrong and
 * why), plus the no-model pass when it ran.
 */
export function renderTurnBenchTable(report: TurnBenchReport, cases: readonly TurnBenchCase[]): string {
  const passes = report.passes.map((pass) => pass.pass);
  const header = ['#', 'id', 'cat.', 'lang', 'request', 'right answer (first day)', ...report.passes.map((pass) => `pass ${pass.pass}${pass.day === undefined ? '' : ` (${pass.day})`}`), ...(report.noModel === undefined ? [] : ['no model'])];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const [position, benchCase] of cases.entries()) {
    const rows = report.rows.filter((row) => row.caseId === benchCase.id);
    const query = rows[0]?.query ?? (typeof benchCase.query === 'string' ? benchCase.query : '');
    const gap = benchCase.knownGap === undefined ? '' : ' (known gap)';
    lines.push(
      `| ${[
        String(position + 1),
        benchCase.id + (benchCase.dialogue === undefined ? '' : ` [dialogue ${benchCase.dialogue}]`),
        benchCase.category,
        benchCase.language,
        cell(query),
        cell(describeExpectation(expectationOf(benchCase, { now: turnBenchNow })) + gap),
        ...passes.map((pass) => cell(renderRowCell(rows.find((row) => row.pass === pass)))),
        ...(report.noModel === undefined ? [] : [cell(renderRowCell(report.noModel.rows.find((row) => row.caseId === benchCase.id)))]),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
