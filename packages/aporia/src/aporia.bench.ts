import type { StepFailure } from '@metnos/core';
import { bench, describe } from 'vitest';
import { classifyAporia } from './classify-aporia';
import { renderAporiaMessage } from './render-aporia-message';

const query = 'find the pdf files in docs';

// One failure per path through classifyAporia: an engine code, an executor's cause code, Pronoia's class for an
// unexplained crash, and the nothing-ran fallback (which also reads the query for a location request).
const byFields: StepFailure = { tool: 'move_files', index: 1, code: 'path_not_allowed', message: 'outside the allowlist', details: { path: '/etc', reason: 'outside_allowlist' } };
const byCause: StepFailure = { tool: 'find_messages', index: 1, code: 'executor_failed', message: 'connect ECONNREFUSED', details: { kind: 'executor_crash', executorCode: 'executor_crash', causeCode: 'ECONNREFUSED' } };
const byClass: StepFailure = { tool: 'read_files', index: 1, code: 'executor_failed', message: 'something odd happened', details: { kind: 'unknown', executorCode: 'odd' } };

const classified = classifyAporia({ query, failure: byFields });

describe('classifyAporia', () => {
  bench('engine code (path_not_allowed)', () => {
    classifyAporia({ query, failure: byFields });
  });
  bench("executor crash by its cause's Node code (ECONNREFUSED)", () => {
    classifyAporia({ query, failure: byCause });
  });
  bench("Pronoia's failure class (an unexplained crash)", () => {
    classifyAporia({ query, failure: byClass, failureClass: 'wrong_args' });
  });
  bench('no failure (location query check, then missing_executor)', () => {
    classifyAporia({ query });
  });
  // The anchor: serialising the same failure once, the least that logging it costs.
  bench('anchor: JSON.stringify of the failure', () => {
    JSON.stringify(byCause);
  });
});

describe('renderAporiaMessage', () => {
  bench('en', () => {
    renderAporiaMessage(classified, { language: 'en', query });
  });
  bench('it', () => {
    renderAporiaMessage(classified, { language: 'it', query: 'trova i pdf in docs' });
  });
});

describe('classifyAporia + renderAporiaMessage (what the assistant does per dead-end)', () => {
  bench('executor crash by cause code, en', () => {
    renderAporiaMessage(classifyAporia({ query, failure: byCause }), { language: 'en', query });
  });
  bench('anchor: JSON.stringify of the failure', () => {
    JSON.stringify(byCause);
  });
});
