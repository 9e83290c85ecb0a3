import type { StepFailure } from '@metnos/core';
import { bench, describe } from 'vitest';
import { executorFailure } from './__fixtures__/executor-failure';
import { classifyFailure } from './classify-failure';

// Every path is a switch on structured fields: an engine code, an executor's kind, a crash's cause code.
const byCode: StepFailure = { tool: 'nous', index: 1, code: 'filler_unresolved', message: 'filler "to" unresolved', details: { filler: 'to' } };
const byKind = executorFailure('invalid_args', { arguments: ['paths'] }, { tool: 'read_files' });
const byCause = executorFailure('executor_crash', { causeCode: 'ECONNREFUSED' }, { tool: 'find_messages' });
const unexplained = executorFailure('executor_crash', { causeCode: 'E_WEIRD' }, { tool: 'find_files' });

describe('classifyFailure', () => {
  bench('engine code', () => {
    classifyFailure(byCode);
  });
  bench("executor's kind", () => {
    classifyFailure(byKind);
  });
  bench("crash by its cause's Node code", () => {
    classifyFailure(byCause);
  });
  bench('unexplained crash (wrong_tool)', () => {
    classifyFailure(unexplained);
  });
  // The anchor: serialising the same failure once, the least that logging it costs.
  bench('anchor: JSON.stringify of the failure', () => {
    JSON.stringify(byCause);
  });
});
