/**
 * Old reader against new, on every non-blind set: `pnpm --filter @metnos/args-extractor eval:compare --write a.json
 * [--texts extra.json]` records, for each graded case of the development and earlier held-out sets, what
 * args-extractor filled and whether it was right, and for each text (cases and the extra texts, a JSON array of
 * strings) every temporal value `findTemporalValues` reads. `--against a.json` reads the same with the current rules
 * and prints the difference: cases right before and wrong now, cases that read nothing before and something wrong
 * now (the "no wrong value where the old reader gave none" target), and the texts whose values changed. It never
 * touches the blind sets of issue 21 (`held-out-blind-3.ts`, `held-out-blind-4.ts`, `held-out-blind-es.ts`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { developmentProbeCases, developmentProbeEn2Cases, developmentProbesEn3Cases, heldOutBlind2Cases, heldOutBlindCases, heldOutCases, heldOutCorpusCases, temporalCaseClock, temporalCases } from '../__fixtures__/temporal-cases';
import { findTemporalValues } from '../temporal/find-temporal-values';
import { evaluateTemporalCases } from './evaluate-temporal-cases';

interface Readings {
  cases: Record<string, { text: string; args: Record<string, unknown>; right: boolean }>;
  texts: Record<string, string[]>;
}

function render(text: string): string[] {
  return findTemporalValues(text, temporalCaseClock).map((value) => `${value.kind} ${JSON.stringify(value.value)} @${value.start}-${value.end}`);
}

async function read(extraTexts: readonly string[]): Promise<Readings> {
  const cases = [...temporalCases, ...developmentProbeCases, ...developmentProbeEn2Cases, ...developmentProbesEn3Cases, ...heldOutCases, ...heldOutCorpusCases, ...heldOutBlindCases, ...heldOutBlind2Cases];
  const evaluation = await evaluateTemporalCases(cases);
  const readings: Readings = { cases: {}, texts: {} };
  for (const outcome of evaluation.outcomes) {
    readings.cases[outcome.testCase.id] = { text: outcome.testCase.text, args: outcome.extractor.args, right: outcome.extractor.right };
  }
  for (const text of [...cases.map((testCase) => testCase.text), ...extraTexts]) readings.texts[text] = render(text);
  return readings;
}

async function main(): Promise<void> {
  const argument = (name: string): string | undefined => {
    const index = process.argv.indexOf(name);
    return index < 0 ? undefined : process.argv[index + 1];
  };
  const textsFile = argument('--texts');
  const extra: string[] = textsFile === undefined ? [] : (JSON.parse(readFileSync(textsFile, 'utf8')) as string[]);
  const output = argument('--write');
  const against = argument('--against');
  const readings = await read(extra);
  if (output !== undefined) {
    writeFileSync(output, JSON.stringify(readings, null, 1));
    process.stdout.write(`wrote ${Object.keys(readings.cases).length} cases and ${Object.keys(readings.texts).length} texts to ${output}\n`);
  }
  if (against === undefined) return;
  const old = JSON.parse(readFileSync(against, 'utf8')) as Readings;
  const lines: string[] = [];
  let rightToWrong = 0;
  let wrongToRight = 0;
  let newWrongWhereNone = 0;
  for (const [id, now] of Object.entries(readings.cases)) {
    const before = old.cases[id];
    if (before === undefined) continue;
    if (before.right && !now.right) {
      rightToWrong += 1;
      lines.push(`right→wrong ${id} | ${now.text} | was ${JSON.stringify(before.args)} now ${JSON.stringify(now.args)}`);
    } else if (!before.right && now.right) wrongToRight += 1;
    if (Object.keys(before.args).length === 0 && Object.keys(now.args).length > 0 && !now.right) {
      newWrongWhereNone += 1;
      lines.push(`wrong where none ${id} | ${now.text} | now ${JSON.stringify(now.args)}`);
    }
  }
  let changedTexts = 0;
  let newWhereNone = 0;
  for (const [text, now] of Object.entries(readings.texts)) {
    const before = old.texts[text];
    if (before === undefined || JSON.stringify(before) === JSON.stringify(now)) continue;
    changedTexts += 1;
    if (before.length === 0) newWhereNone += 1;
    lines.push(`changed | ${text} | was ${JSON.stringify(before)} now ${JSON.stringify(now)}`);
  }
  process.stdout.write(
    `${lines.join('\n')}\ncases: ${rightToWrong} right→wrong, ${wrongToRight} wrong→right, ${newWrongWhereNone} wrong where the old reader gave none; ` +
      `texts: ${changedTexts} changed, ${newWhereNone} of them read nothing before\n`,
  );
}

await main();
