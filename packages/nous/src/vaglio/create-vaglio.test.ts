import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { confirmDestructiveRule } from './confirm-destructive-rule';
import { createVaglio } from './create-vaglio';
import { pathAllowlistRule } from './path-allowlist-rule';
import { resultSizeRule } from './result-size-rule';

const remover: ToolManifest = {
  name: 'delete_files',
  description: 'Deletes files.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  flags: { destructive: true },
};

describe('createVaglio', () => {
  it('should let the first blocking rule decide and name it', () => {
    const vaglio = createVaglio({ rules: [confirmDestructiveRule(), pathAllowlistRule({ allowlist: ['/srv/data'] })] });
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: { path: '/etc/passwd' }, confirmed: false })).toEqual({
      allowed: false,
      failure: { code: 'confirmation_required', details: { effects: ['delete', 'overwrite'] } },
      message: "delete_files needs the user's consent (effects: delete, overwrite)",
      rule: 'confirm_destructive',
    });
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: { path: '/etc/passwd' }, confirmed: true })).toMatchObject({
      allowed: false,
      failure: { code: 'path_not_allowed', details: { argument: 'path', path: '/etc/passwd' } },
      rule: 'path_allowlist',
    });
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: { path: '/srv/data/a.txt' }, confirmed: true })).toEqual({ allowed: true });
  });

  it('should judge results with the result rules only', () => {
    const vaglio = createVaglio({ rules: [confirmDestructiveRule(), resultSizeRule({ maxEntries: 2, maxBytes: 100 })] });
    const input = { index: 1, manifest: remover, args: {}, confirmed: true };
    expect(vaglio.judgeResult({ ...input, output: { entries: [1, 2] } })).toEqual({ allowed: true });
    expect(vaglio.judgeResult({ ...input, output: { entries: [1, 2, 3] } })).toMatchObject({ allowed: false, failure: { code: 'result_too_large', details: { entries: 3 } }, rule: 'result_size' });
    expect(vaglio.judgeResult({ ...input, output: { text: 'x'.repeat(200) } })).toMatchObject({ allowed: false, failure: { code: 'result_too_large', details: { maxBytes: 100 } } });
  });

  it('should use the default rules when none are given', () => {
    const vaglio = createVaglio();
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: {}, confirmed: false })).toMatchObject({ allowed: false, failure: { code: 'confirmation_required' } });
  });
});
