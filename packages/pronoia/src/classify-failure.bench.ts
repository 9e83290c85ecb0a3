import type { StepFailure } from '@metnos/core';
import { bench, describe } from 'vitest';
import { classifyFailure } from './classify-failure';

// The structured path returns on the code or kind map; the textual path builds the text and tries the markers.
const byCode: StepFailure = { tool: 'nous', index: 0, kind: 'invalid_args', code: 'filler_unresolved', message: 'filler "to" unresolved' };
const byKind: StepFailure = { tool: 'read_files', index: 0, kind: 'invalid_args', code: 'missing_paths', message: 'no paths given' };
const firstMarker: StepFailure = { tool: 'get_location', index: 0, kind: 'executor_crash', code: 'executor_crash', message: 'share your location first' };
const lastMarker: StepFailure = { tool: 'find_files', index: 0, kind: 'unknown', code: 'executor_crash', message: 'TypeError: cannot read properties of undefined (reading "x")' };
const noMarker: StepFailure = { tool: 'find_files', index: 0, kind: 'executor_crash', code: 'executor_crash', message: 'boom', details: { causeCode: 'E_WEIRD' } };

describe('classifyFailure', () => {
  bench('structured: known code', () => {
    classifyFailure(byCode);
  });
  bench('structured: kind', () => {
    classifyFailure(byKind);
  });
  bench('textual: first marker matches (out_of_scope)', () => {
    classifyFailure(firstMarker);
  });
  bench('textual: last marker matches (wrong_tool)', () => {
    classifyFailure(lastMarker);
  });
  bench('textual: no marker matches (fallback wrong_tool)', () => {
    classifyFailure(noMarker);
  });
});
