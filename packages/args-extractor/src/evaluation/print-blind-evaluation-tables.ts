/**
 * Prints the graded tables of the evaluation sets written blind for issue 21 (`held-out-blind-3.ts`,
 * `held-out-blind-4.ts`, `held-out-blind-5.ts` and `held-out-blind-6.ts`, it/en, and `held-out-blind-es.ts` and `held-out-blind-es-2.ts`,
 * Spanish), per language and category, args-extractor next to chrono-node alone (its `it`, `en` or `es` parser, see
 * `answerWithChrono`): `pnpm --filter @metnos/args-extractor eval:blind`. With `--misses`
 * it also lists every case args-extractor got wrong, with what each reader filled. It only prints: the README keeps
 * the first run as a record, and no floor is asserted on these sets yet.
 */
import { cpus, loadavg } from 'node:os';
import { developmentProbeEn2Cases, developmentProbesEn3Cases, heldOutBlind10EnCases, heldOutBlind10ItCases, heldOutBlind11EnCases, heldOutBlind11ItCases, heldOutBlind12EnCases, heldOutBlind12ItCases, heldOutBlind13EnCases, heldOutBlind13ItCases, heldOutBlind14EnCases, heldOutBlind14ItCases, heldOutBlind3Cases, heldOutBlind4Cases, heldOutBlind5Cases, heldOutBlind6Cases, heldOutBlind7EnCases, heldOutBlind7ItCases, heldOutBlind8EnCases, heldOutBlind8ItCases, heldOutBlind9EnCases, heldOutBlind9ItCases, heldOutBlindEs2Cases, heldOutBlindEsCases, type TemporalCase } from '../__fixtures__/temporal-cases';
import { evaluateTemporalCases, formatLanguageEvaluationTable, type TemporalEvaluation } from './evaluate-temporal-cases';

async function main(): Promise<void> {
  const started = performance.now();
  const sets: Array<{ title: string; cases: TemporalCase[]; evaluation: TemporalEvaluation }> = [];
  for (const [title, cases] of [
    [`Third blind held-out set (${heldOutBlind3Cases.length} it/en cases, \`held-out-blind-3.ts\`)`, heldOutBlind3Cases],
    [`Blind Spanish set (${heldOutBlindEsCases.length} es cases, \`held-out-blind-es.ts\`)`, heldOutBlindEsCases],
    [`Fourth blind held-out set (${heldOutBlind4Cases.length} it/en cases, \`held-out-blind-4.ts\`)`, heldOutBlind4Cases],
    [`Fifth blind held-out set (${heldOutBlind5Cases.length} it/en cases, \`held-out-blind-5.ts\`)`, heldOutBlind5Cases],
    [`Second blind Spanish set (${heldOutBlindEs2Cases.length} es cases, \`held-out-blind-es-2.ts\`)`, heldOutBlindEs2Cases],
    [`Sixth blind held-out set (${heldOutBlind6Cases.length} it/en cases, \`held-out-blind-6.ts\`)`, heldOutBlind6Cases],
    [`Seventh blind held-out set, Italian (${heldOutBlind7ItCases.length} it cases, \`held-out-blind-7-it.ts\`)`, heldOutBlind7ItCases],
    [`Seventh blind held-out set, English (${heldOutBlind7EnCases.length} en cases, \`held-out-blind-7-en.ts\`)`, heldOutBlind7EnCases],
    [`Eighth blind held-out set, English (${heldOutBlind8EnCases.length} en cases, \`held-out-blind-8-en.ts\`)`, heldOutBlind8EnCases],
    [`Eighth blind held-out set, Italian (${heldOutBlind8ItCases.length} it cases, \`held-out-blind-8-it.ts\`)`, heldOutBlind8ItCases],
    [`Ninth blind held-out set, English (${heldOutBlind9EnCases.length} en cases, \`held-out-blind-9-en.ts\`)`, heldOutBlind9EnCases],
    [`Ninth blind held-out set, Italian (${heldOutBlind9ItCases.length} it cases, \`held-out-blind-9-it.ts\`)`, heldOutBlind9ItCases],
    [`Tenth blind held-out set, English (${heldOutBlind10EnCases.length} en cases, \`held-out-blind-10-en.ts\`)`, heldOutBlind10EnCases],
    [`Tenth blind held-out set, Italian (${heldOutBlind10ItCases.length} it cases, \`held-out-blind-10-it.ts\`)`, heldOutBlind10ItCases],
    [`Eleventh blind held-out set, English (${heldOutBlind11EnCases.length} en cases, \`held-out-blind-11-en.ts\`)`, heldOutBlind11EnCases],
    [`Eleventh blind held-out set, Italian (${heldOutBlind11ItCases.length} it cases, \`held-out-blind-11-it.ts\`)`, heldOutBlind11ItCases],
    [`Twelfth blind held-out set, English (${heldOutBlind12EnCases.length} en cases, \`held-out-blind-12-en.ts\`)`, heldOutBlind12EnCases],
    [`Twelfth blind held-out set, Italian (${heldOutBlind12ItCases.length} it cases, \`held-out-blind-12-it.ts\`)`, heldOutBlind12ItCases],
    [`Thirteenth blind held-out set, English (${heldOutBlind13EnCases.length} en cases, \`held-out-blind-13-en.ts\`)`, heldOutBlind13EnCases],
    [`Thirteenth blind held-out set, Italian (${heldOutBlind13ItCases.length} it cases, \`held-out-blind-13-it.ts\`)`, heldOutBlind13ItCases],
    [`Fourteenth blind held-out set, English (${heldOutBlind14EnCases.length} en cases, \`held-out-blind-14-en.ts\`)`, heldOutBlind14EnCases],
    [`Fourteenth blind held-out set, Italian (${heldOutBlind14ItCases.length} it cases, \`held-out-blind-14-it.ts\`)`, heldOutBlind14ItCases],
    [`Second English development probes, not blind (${developmentProbeEn2Cases.length} en cases, \`development-probes-en-2.ts\`)`, developmentProbeEn2Cases],
    [`Third English development probes, documents (${developmentProbesEn3Cases.length} en cases, \`development-probes-en-3.ts\`, not blind)`, developmentProbesEn3Cases],
  ] as const) {
    sets.push({ title, cases, evaluation: await evaluateTemporalCases(cases) });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines: string[] = [];
  for (const { title, evaluation } of sets) {
    lines.push(`${title}, chrono-node 2.10.3 with \`forwardDate: ${evaluation.chronoForwardDate}\` (its better setting on this set):`, '');
    lines.push(formatLanguageEvaluationTable(evaluation), '');
  }
  lines.push(`Generated by \`pnpm --filter @metnos/args-extractor eval:blind\` in ${seconds} s on ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}.`);
  if (process.argv.includes('--misses')) {
    for (const { title, evaluation } of sets) {
      const misses = evaluation.outcomes.filter((outcome) => !outcome.extractor.right);
      lines.push('', `Misses of args-extractor, ${title} (${misses.length}):`);
      for (const { testCase, extractor, chrono } of misses) {
        lines.push(`- ${testCase.id} | ${JSON.stringify(testCase.expected)} | ${testCase.text} | got ${JSON.stringify(extractor.args)} | chrono ${chrono.right ? 'right' : 'wrong'} ${JSON.stringify(chrono.args)}`);
      }
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
