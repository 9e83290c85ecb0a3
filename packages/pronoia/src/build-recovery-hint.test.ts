import type { StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { buildRecoveryHint } from './build-recovery-hint';

const failure: StepFailure = { tool: 'find_messages', index: 1, kind: 'executor_crash', code: 'executor_crash', message: 'boom' };

describe('buildRecoveryHint', () => {
  it('should give one specialised instruction per class', () => {
    expect(buildRecoveryHint('wrong_tool', failure)).toBe('Step 1 with tool "find_messages" failed (executor_crash: boom). That tool is off the table: propose a different plan with other tools.');
    expect(buildRecoveryHint('wrong_args', failure)).toContain('canonical args');
    expect(buildRecoveryHint('wrong_args', failure)).toContain('explicit "from_step": N');
    expect(buildRecoveryHint('missing_input', failure)).toContain('setup step');
    expect(buildRecoveryHint('out_of_scope', failure)).toContain('no plan can fix it');
  });
});
