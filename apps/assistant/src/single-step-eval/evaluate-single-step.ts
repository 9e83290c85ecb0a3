import { isDeepStrictEqual } from 'node:util';
import { languageNames, type Language, type ToolManifest } from '@metnos/core';
import { readRequest } from '@metnos/args-extractor';
import { detectLanguage, parseToolName } from '@metnos/lexicon';
import { isReadOnlyTool, planSingleStep, type SingleStepResult } from '@metnos/metis';
import type { SingleStepCase } from './single-step-case';

/** How one case went: `right` (the expected plan, or a miss where one was expected), `wrong` (a plan that is not the expected one), `missed` (no plan where one was expected). */
interface SingleStepCaseOutcome {
  case: SingleStepCase;
  result: SingleStepResult;
  verdict: 'right' | 'wrong' | 'missed';
  /** A miss was expected and the planner missed for the same reason. */
  sameReason?: boolean;
}

/** Per-tool figures: cases expecting the tool, answered right, and plans for the tool that were wrong. */
interface SingleStepToolFigures {
  expected: number;
  right: number;
  /** Plans that used this tool wrongly (wrong tool for the case or wrong arguments). */
  wrong: number;
  /** The tool is not read-only (creates, changes, moves, deletes or sends). */
  consequential: boolean;
  /** The tool moves, overwrites, deletes or sends data ({@link isDestructiveOrSending}). */
  destructiveOrSending: boolean;
}

/** The evaluation report. */
export interface SingleStepReport {
  cases: number;
  /** Cases expecting a plan / a miss. */
  answerable: number;
  unanswerable: number;
  answered: number;
  answeredRight: number;
  answeredWrong: number;
  /** Wrong plans that use a tool that is not read-only. */
  answeredWrongConsequential: number;
  /** Wrong plans that use a tool that moves, overwrites, deletes or sends (must be 0). */
  answeredWrongDestructive: number;
  /** Expected misses the planner also missed, and of those with the same reason. */
  missesRight: number;
  missesSameReason: number;
  perTool: Record<string, SingleStepToolFigures>;
  perLanguage: Record<Language, { cases: number; answered: number; right: number; wrong: number }>;
  outcomes: SingleStepCaseOutcome[];
}

const sensitiveEffects = new Set(['overwrite', 'delete', 'send']);
const sensitiveVerbs = new Set(['move', 'delete', 'send', 'forward', 'reply', 'share', 'upload', 'undo', 'update', 'rename']);

/**
 * Whether a tool moves, overwrites, deletes or sends data: by its declared `effects` (`overwrite`, `delete`,
 * `send`), else by its `destructive` flag or its name's verb (move, delete, send, forward, reply, share, upload,
 * undo, update, rename).
 */
function isDestructiveOrSending(tool: ToolManifest): boolean {
  if (tool.effects !== undefined) return tool.effects.some((effect) => sensitiveEffects.has(effect));
  if (tool.flags?.destructive === true) return true;
  const name = parseToolName(tool.name);
  return !name.ok || sensitiveVerbs.has(name.verb);
}

function withoutDefaults(result: Extract<SingleStepResult, { ok: true }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result.args).filter(([name]) => result.sources[name] !== 'default'));
}

/**
 * Runs `planSingleStep` over `cases` with the real `pool`, the language `detectLanguage` gives each request, and a
 * fixed clock, and scores each case: a plan is right only with the expected tool and exactly the expected
 * arguments (one of the listed alternatives; defaults left out).
 */
export async function evaluateSingleStep(
  pool: readonly ToolManifest[],
  cases: readonly SingleStepCase[],
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<SingleStepReport> {
  const consequential = new Set(pool.filter((tool) => !isReadOnlyTool(tool)).map((tool) => tool.name));
  const destructive = new Set(pool.filter(isDestructiveOrSending).map((tool) => tool.name));
  const perTool: Record<string, SingleStepToolFigures> = Object.fromEntries(pool.map((tool) => [tool.name, { expected: 0, right: 0, wrong: 0, consequential: consequential.has(tool.name), destructiveOrSending: destructive.has(tool.name) }]));
  const perLanguage = Object.fromEntries((Object.keys(languageNames) as Language[]).map((language) => [language, { cases: 0, answered: 0, right: 0, wrong: 0 }])) as SingleStepReport['perLanguage'];
  const outcomes: SingleStepCaseOutcome[] = [];
  for (const item of cases) {
    const requestLanguage = detectLanguage(item.query);
    const result = await planSingleStep(item.query, { pool, now, timeZone, language: requestLanguage, frame: readRequest(item.query, { language: requestLanguage, now, timeZone }) });
    const expected = item.expect;
    let outcome: SingleStepCaseOutcome;
    if ('tool' in expected) {
      const figures = perTool[expected.tool];
      if (figures !== undefined) figures.expected += 1;
      if (!result.ok) {
        outcome = { case: item, result, verdict: 'missed' };
      } else {
        const alternatives = Array.isArray(expected.args) ? expected.args : [expected.args];
        const right = result.tool === expected.tool && alternatives.some((args) => isDeepStrictEqual(withoutDefaults(result), args));
        outcome = { case: item, result, verdict: right ? 'right' : 'wrong' };
        if (right && figures !== undefined) figures.right += 1;
      }
    } else {
      outcome = result.ok ? { case: item, result, verdict: 'wrong' } : { case: item, result, verdict: 'right', sameReason: result.miss.reason === expected.miss };
    }
    if (outcome.verdict === 'wrong' && result.ok) {
      const figures = perTool[result.tool];
      if (figures !== undefined) figures.wrong += 1;
    }
    const language = perLanguage[item.language];
    language.cases += 1;
    if (result.ok) language.answered += 1;
    if (outcome.verdict === 'right') language.right += 1;
    if (outcome.verdict === 'wrong') language.wrong += 1;
    outcomes.push(outcome);
  }
  const answered = outcomes.filter((outcome) => outcome.result.ok);
  return {
    cases: cases.length,
    answerable: cases.filter((item) => 'tool' in item.expect).length,
    unanswerable: cases.filter((item) => 'miss' in item.expect).length,
    answered: answered.length,
    answeredRight: answered.filter((outcome) => outcome.verdict === 'right').length,
    answeredWrong: answered.filter((outcome) => outcome.verdict === 'wrong').length,
    answeredWrongConsequential: answered.filter((outcome) => outcome.verdict === 'wrong' && outcome.result.ok && consequential.has(outcome.result.tool)).length,
    answeredWrongDestructive: answered.filter((outcome) => outcome.verdict === 'wrong' && outcome.result.ok && destructive.has(outcome.result.tool)).length,
    missesRight: outcomes.filter((outcome) => 'miss' in outcome.case.expect && outcome.verdict === 'right').length,
    missesSameReason: outcomes.filter((outcome) => outcome.sameReason === true).length,
    perTool,
    perLanguage,
    outcomes,
  };
}
