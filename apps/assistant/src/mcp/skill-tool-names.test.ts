import type { SkillRecord } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { skillToolNames } from './skill-tool-names';

const skill = (intentHash: string, verb: string, object: string, keywords: string[] = []): SkillRecord => ({
  intentHash,
  intent: { verb, object, keywords },
  framework: { steps: [{ tool: 'find_files', args: {} }], fillers: {}, final_message: '' },
  frameworkHash: '0123456789abcdef',
  status: 'active',
  uses: 2,
  successes: 2,
  failures: 0,
  consecutiveSuccesses: 2,
  consecutiveFailures: 0,
  successRate: 1,
  version: 1,
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
});

describe('skillToolNames', () => {
  it('should name skills skill_<verb>_<object>, adding the hash only where two would clash', () => {
    const names = skillToolNames([skill('aaaaaaaa11111111', 'find', 'files', ['pdf']), skill('bbbbbbbb22222222', 'find', 'files', ['photos']), skill('cccccccc33333333', 'spostà', 'Messaggi')]);
    expect([...names.keys()]).toEqual(['skill_find_files_aaaaaaaa', 'skill_find_files_bbbbbbbb', 'skill_sposta_messaggi']);
  });
});
