import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateSingleStep } from './evaluate-single-step';
import { readCatalogManifests } from './read-catalog-manifests';
import { renderSingleStepTable } from './render-single-step-table';
import { singleStepCases } from './single-step-cases';
import { singleStepSecondCases } from './single-step-second-cases';
import { singleStepThirdCases } from './single-step-third-cases';
import { singleStepEvalClock } from './single-step-eval-clock';

// Floors actually reached on the set (share of the requests expecting the tool that get exactly the expected plan).
const floors: Record<string, number> = {
  find_files: 0.95,
  find_messages: 0.9,
  read_files: 0.7,
  move_files: 0.9,
  send_messages: 0.9,
  create_reminders: 0.9,
  get_now: 1,
  get_date: 0.9,
  get_location: 1,
  get_urls: 0.8,
  describe_entries: 0.8,
  undo_last_turn: 1,
  request_new_executor: 1,
};

// Floors of the third set (written before reading the rules), reached after the fixes it prompted.
const thirdFloors: Record<string, number> = {
  find_files: 0.95,
  find_messages: 0.8,
  read_files: 0.9,
  move_files: 0.9,
  send_messages: 0.9,
  create_reminders: 0.9,
  get_now: 0.8,
  get_date: 0.85,
  get_location: 1,
  get_urls: 0.8,
  describe_entries: 0.75,
  undo_last_turn: 0.75,
  request_new_executor: 1,
};

describe('evaluateSingleStep', () => {
  it('should answer the it/en set over the real catalog without wrong destructive or sending plans', async () => {
    const pool = readCatalogManifests();
    const report = await evaluateSingleStep(pool, singleStepCases, singleStepEvalClock);
    expect(report.cases).toBeGreaterThanOrEqual(200);
    expect(report.perLanguage.it.cases).toBeGreaterThanOrEqual(100);
    expect(report.perLanguage.en.cases).toBeGreaterThanOrEqual(100);
    const wrong = report.outcomes.filter((outcome) => outcome.verdict === 'wrong').map((outcome) => outcome.case.query);
    expect(report.answeredWrongDestructive, `wrong plans: ${wrong.join(' | ')}`).toBe(0);
    expect(report.answeredWrong / report.answered, `wrong plans: ${wrong.join(' | ')}`).toBeLessThanOrEqual(0.02);
    expect(report.answered / report.cases).toBeGreaterThanOrEqual(0.6);
    expect(report.missesRight).toBe(report.unanswerable);
    for (const [tool, floor] of Object.entries(floors)) {
      const figures = report.perTool[tool];
      expect(figures, tool).toBeDefined();
      expect((figures?.right ?? 0) / (figures?.expected ?? 1), tool).toBeGreaterThanOrEqual(floor);
    }
  });

  it('should answer the second set, written after the first was tuned, with no wrong plan', async () => {
    const report = await evaluateSingleStep(readCatalogManifests(), singleStepSecondCases, singleStepEvalClock);
    const wrong = report.outcomes.filter((outcome) => outcome.verdict === 'wrong').map((outcome) => outcome.case.query);
    expect(report.cases).toBeGreaterThanOrEqual(100);
    expect(report.answeredWrong, `wrong plans: ${wrong.join(' | ')}`).toBe(0);
    expect(report.answeredRight / report.answerable).toBeGreaterThanOrEqual(0.9);
    expect(report.missesRight).toBe(report.unanswerable);
  });

  it('should answer the third set, written before reading the rules, with no wrong plan', async () => {
    const report = await evaluateSingleStep(readCatalogManifests(), singleStepThirdCases, singleStepEvalClock);
    const wrong = report.outcomes.filter((outcome) => outcome.verdict === 'wrong').map((outcome) => outcome.case.query);
    expect(report.cases).toBeGreaterThanOrEqual(150);
    expect(report.unanswerable).toBeGreaterThanOrEqual(40);
    expect(report.answeredWrongDestructive, `wrong plans: ${wrong.join(' | ')}`).toBe(0);
    expect(report.answeredWrong, `wrong plans: ${wrong.join(' | ')}`).toBe(0);
    expect(report.answeredRight / report.answerable).toBeGreaterThanOrEqual(0.95);
    expect(report.missesRight).toBe(report.unanswerable);
    for (const [tool, floor] of Object.entries(thirdFloors)) {
      const figures = report.perTool[tool];
      expect(figures, tool).toBeDefined();
      expect((figures?.right ?? 0) / (figures?.expected ?? 1), tool).toBeGreaterThanOrEqual(floor);
    }
  });

  it('should match the table in the assistant README (regenerate with `pnpm --filter @metnos/assistant single-step-eval`)', async () => {
    const report = await evaluateSingleStep(readCatalogManifests(), singleStepCases, singleStepEvalClock);
    const second = await evaluateSingleStep(readCatalogManifests(), singleStepSecondCases, singleStepEvalClock);
    const third = await evaluateSingleStep(readCatalogManifests(), singleStepThirdCases, singleStepEvalClock);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(renderSingleStepTable(report));
    expect(readme).toContain(renderSingleStepTable(second));
    expect(readme).toContain(renderSingleStepTable(third));
  });
});
