import type { StepFailure } from '@metnos/core';
import { bench, describe } from 'vitest';
import { classifyAporia } from './classify-aporia';
import { renderAporiaMessage } from './render-aporia-message';

const query = 'find the pdf files in docs';

// One failure per path through classifyAporia: decided by fields, by textual markers, by Pronoia's class, and
// the nothing-ran fallback (which also tests the query's markers).
const byFields: StepFailure = { tool: 'move_files', index: 1, kind: 'blocked', code: 'path_not_allowed', message: 'outside the allowlist', details: { path: '/etc' } };
const byMarkers: StepFailure = { tool: 'find_messages', index: 0, kind: 'executor_crash', code: 'executor_crash', message: 'connect ECONNREFUSED 127.0.0.1:993 (connection refused)' };
const byClass: StepFailure = { tool: 'read_files', index: 0, kind: 'unknown', code: 'odd', message: 'something odd happened' };

const classified = classifyAporia({ query, failure: byFields });

describe('classifyAporia', () => {
  bench('structured fields (blocked/path_not_allowed)', () => {
    classifyAporia({ query, failure: byFields });
  });
  bench('textual markers (executor_crash, "connection refused")', () => {
    classifyAporia({ query, failure: byMarkers });
  });
  bench("Pronoia's failure class (no field or marker decides)", () => {
    classifyAporia({ query, failure: byClass, failureClass: 'wrong_args' });
  });
  bench('no failure (query markers, then missing_executor)', () => {
    classifyAporia({ query });
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
  bench('textual-marker failure, en', () => {
    renderAporiaMessage(classifyAporia({ query, failure: byMarkers }), { language: 'en', query });
  });
});
