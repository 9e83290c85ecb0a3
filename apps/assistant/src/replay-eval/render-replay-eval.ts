import { wrongServeClassNames, type WrongServeClass } from './classify-wrong-serve';
import type { ConfigurationResult, ProbeResult } from './replay-eval-result';

const layerOrder = ['L0', 'L1', 'L2', 'skill', 'single_step', 'planner', 'pronoia', 'aporia', 'error'];
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const cell = (text: string) => text.replace(/\|/g, '\\|');

function layerTable(result: ConfigurationResult): string {
  const lines = ['| layer | answered | of them servable | plan as expected | wrong serves | wrong-serve rate |', '|---|---|---|---|---|---|'];
  for (const layer of layerOrder) {
    const rows = result.probes.filter((row) => row.layer === layer);
    if (rows.length === 0) continue;
    const memory = rows[0]?.served === true;
    const wrong = rows.filter((row) => row.wrongServe).length;
    lines.push(
      `| ${layer} | ${rows.length} | ${rows.filter((row) => row.probe.mustNotServe !== true).length} | ${rows.filter((row) => row.planRight && row.probe.mustNotServe !== true).length} | ${memory ? wrong : '–'} | ${memory ? percent(wrong, rows.length) : '–'} |`,
    );
  }
  return lines.join('\n');
}

function summaryLine(result: ConfigurationResult): string {
  const servable = result.probes.filter((row) => row.probe.mustNotServe !== true);
  const served = servable.filter((row) => row.served);
  const rightServed = served.filter((row) => !row.wrongServe);
  const wrong = result.probes.filter((row) => row.wrongServe);
  const mustNot = result.probes.filter((row) => row.probe.mustNotServe === true);
  const perLayer = ['L1', 'L2', 'skill'].map((layer) => `${layer} ${servable.filter((row) => row.layer === layer).length}`).join(', ');
  return [
    `- probes ${result.probes.length} (servable ${servable.length}, mustNotServe ${mustNot.length}); teaching turns ${result.teach.turns}, not ok ${result.teach.notOk}, answered by ${Object.entries(result.teach.byLayer).map(([layer, count]) => `${layer} ${count}`).join(', ')}; ${(result.ms / 1000).toFixed(1)} s`,
    `- **served from memory: ${served.length}/${servable.length} servable (${percent(served.length, servable.length)})** (${perLayer}); served right: ${rightServed.length}/${servable.length} (${percent(rightServed.length, servable.length)}); misses: ${servable.length - served.length}`,
    `- **wrong serves: ${wrong.length}** (${['L1', 'L2', 'skill'].map((layer) => `${layer} ${wrong.filter((row) => row.layer === layer).length}`).join(', ')}); mustNotServe probes served: ${mustNot.filter((row) => row.served).length}/${mustNot.length}`,
  ].join('\n');
}

function kindTable(results: readonly ConfigurationResult[]): string {
  const kinds = [...new Set(results[0]?.probes.map((row) => row.probe.kind) ?? [])];
  const lines = [`| probe kind | probes | ${results.map((result) => `${result.name}: served / wrong`).join(' | ')} |`, `|---|---|${results.map(() => '---').join('|')}|`];
  for (const kind of kinds) {
    const count = results[0]?.probes.filter((row) => row.probe.kind === kind).length ?? 0;
    lines.push(`| ${kind} | ${count} | ${results.map((result) => {
      const rows = result.probes.filter((row) => row.probe.kind === kind);
      return `${rows.filter((row) => row.served).length} / ${rows.filter((row) => row.wrongServe).length}`;
    }).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Per request language: probes, the servable ones, and per configuration how many were served and how many wrongly. */
function languageTable(results: readonly ConfigurationResult[]): string {
  const languages = [...new Set(results[0]?.probes.map((row) => row.probe.language) ?? [])];
  const lines = [`| language | probes (servable) | ${results.map((result) => `${result.name}: served / wrong`).join(' | ')} |`, `|---|---|${results.map(() => '---').join('|')}|`];
  for (const language of languages) {
    const rows = results[0]?.probes.filter((row) => row.probe.language === language) ?? [];
    lines.push(`| ${language} | ${rows.length} (${rows.filter((row) => row.probe.mustNotServe !== true).length}) | ${results.map((result) => {
      const own = result.probes.filter((row) => row.probe.language === language);
      return `${own.filter((row) => row.served).length} / ${own.filter((row) => row.wrongServe).length}`;
    }).join(' | ')} |`);
  }
  return lines.join('\n');
}

function classTable(results: readonly ConfigurationResult[]): string {
  const lines = [`| class | ${results.map((result) => result.name).join(' | ')} |`, `|---|${results.map(() => '---').join('|')}|`];
  for (const [key, name] of Object.entries(wrongServeClassNames) as Array<[WrongServeClass, string]>) {
    lines.push(`| ${key}: ${name} | ${results.map((result) => result.probes.filter((row) => row.wrongClass === key).length).join(' | ')} |`);
  }
  return lines.join('\n');
}

function wrongList(result: ConfigurationResult): string {
  const wrong = result.probes.filter((row) => row.wrongServe);
  if (wrong.length === 0) return '(none)';
  const lines = ['| # | day | probe | layer | class | got | expected |', '|---|---|---|---|---|---|---|'];
  for (const [index, row] of wrong.entries()) lines.push(`| ${index + 1} | ${row.probe.day} | ${cell(row.probe.query)} | ${row.layer} | ${row.wrongClass ?? ''} | ${cell(row.got)} | ${cell(row.expected)} |`);
  return lines.join('\n');
}

function missList(result: ConfigurationResult): string {
  const missed = result.probes.filter((row) => row.probe.mustNotServe !== true && !row.served);
  if (missed.length === 0) return '(none)';
  const lines = ['| # | family | kind | day | probe | layer |', '|---|---|---|---|---|---|'];
  for (const [index, row] of missed.entries()) lines.push(`| ${index + 1} | ${row.familyId} | ${row.probe.kind} | ${row.probe.day} | ${cell(row.probe.query)} | ${row.layer} |`);
  return lines.join('\n');
}

/** Errors of turns that threw (none expected: the scripted model answers every request). */
function errors(results: readonly ConfigurationResult[]): string[] {
  return results.flatMap((result) => result.probes.filter((row: ProbeResult) => row.error !== undefined).map((row) => `- ${result.name}: "${row.probe.query}": ${row.error}`));
}

/** The eval's report in Markdown: per configuration its layer table and summary; classes; probe kinds; languages; the wrong serves (and the misses, when asked). */
export function renderReplayEval(results: readonly ConfigurationResult[], options: { misses?: boolean } = {}): string {
  const parts: string[] = [];
  for (const result of results) parts.push(`### ${result.name} (${result.change})\n\n${summaryLine(result)}\n\n${layerTable(result)}`);
  parts.push(`### Wrong serves by class\n\n${classTable(results)}`);
  parts.push(`### By probe kind\n\n${kindTable(results)}`);
  parts.push(`### By language\n\n${languageTable(results)}`);
  for (const result of results) parts.push(`### Wrong serves, ${result.name}\n\n${wrongList(result)}`);
  if (options.misses === true) for (const result of results) parts.push(`### Misses, ${result.name}\n\n${missList(result)}`);
  const failed = results.flatMap((result) => result.teach.failures.map((failure) => `- ${result.name}: ${failure}`));
  if (failed.length > 0) parts.push(`### Teaching turns not ok\n\n${[...new Set(failed)].join('\n')}`);
  const thrown = errors(results);
  if (thrown.length > 0) parts.push(`### Turns that threw\n\n${thrown.join('\n')}`);
  return parts.join('\n\n');
}
