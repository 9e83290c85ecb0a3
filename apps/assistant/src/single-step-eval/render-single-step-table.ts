import { languageNames, type Language } from '@metnos/core';
import type { SingleStepReport } from './evaluate-single-step';

const percent = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** The README table of a {@link SingleStepReport}: totals, per language and per tool, in Markdown. */
export function renderSingleStepTable(report: SingleStepReport): string {
  // The languages the set has requests in, in the lexicon's order.
  const present = (Object.keys(languageNames) as Language[]).filter((language) => report.perLanguage[language].cases > 0);
  const lines = [
    `| measure | value |`,
    `| --- | --- |`,
    `| requests (${present.join(' / ')}) | ${report.cases} (${present.map((language) => report.perLanguage[language].cases).join(' / ')}) |`,
    `| expecting a plan / a miss | ${report.answerable} / ${report.unanswerable} |`,
    `| answered (a plan, no LLM) | ${report.answered} (${percent(report.answered, report.cases)} of all, ${percent(report.answeredRight, report.answerable)} of those expecting a plan answered right) |`,
    `| answered wrongly | ${report.answeredWrong} (${percent(report.answeredWrong, report.answered)} of answered) |`,
    `| answered wrongly with a tool that moves, overwrites, deletes or sends | ${report.answeredWrongDestructive} |`,
    `| answered wrongly with any tool that is not read-only (creates, changes, sends…) | ${report.answeredWrongConsequential} |`,
    `| expected misses that missed (same reason) | ${report.missesRight} / ${report.unanswerable} (${report.missesSameReason}) |`,
    '',
    '| language | requests | answered | right | wrong |',
    '| --- | --- | --- | --- | --- |',
    ...present.map((language) => {
      const figures = report.perLanguage[language];
      return `| ${language} | ${figures.cases} | ${figures.answered} | ${figures.right} | ${figures.wrong} |`;
    }),
    '',
    '| tool | effect | requests expecting it | answered right | share | wrong plans with it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(report.perTool)
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([tool, figures]) => `| \`${tool}\` | ${figures.destructiveOrSending ? 'moves/deletes/sends' : figures.consequential ? 'creates/changes' : 'read-only'} | ${figures.expected} | ${figures.right} | ${percent(figures.right, figures.expected)} | ${figures.wrong} |`),
  ];
  return lines.join('\n');
}
