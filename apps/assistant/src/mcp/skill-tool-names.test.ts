import type { SkillRecord } from '@metnos/core';
import { skillRecord } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { skillToolNames } from './skill-tool-names';

const skill = (intentHash: string, verb: string, object: string, keywords: string[] = []): SkillRecord => skillRecord({ intentHash, intent: { verb, object, keywords } });

describe('skillToolNames', () => {
  it('should name skills skill_<verb>_<object>, adding the hash only where two would clash', () => {
    const names = skillToolNames([skill('aaaaaaaa11111111', 'find', 'files', ['pdf']), skill('bbbbbbbb22222222', 'find', 'files', ['photos']), skill('cccccccc33333333', 'spostà', 'Messaggi')]);
    expect([...names.keys()]).toEqual(['skill_find_files_aaaaaaaa', 'skill_find_files_bbbbbbbb', 'skill_sposta_messaggi']);
  });
});
