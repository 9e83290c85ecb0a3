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
      code: 'confirmation_required',
      message: "delete_files changes user data and needs the user's confirmation",
      details: { rule: 'confirm_destructive', tool: 'delete_files' },
    });
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: { path: '/etc/passwd' }, confirmed: true })).toMatchObject({
      allowed: false,
      code: 'path_not_allowed',
      details: { rule: 'path_allowlist', argument: 'path', resolved: '/etc/passwd' },
    });
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: { path: '/srv/data/a.txt' }, confirmed: true })).toEqual({ allowed: true });
  });

  it('should judge results with the result rules only', () => {
    const vaglio = createVaglio({ rules: [confirmDestructiveRule(), resultSizeRule({ maxEntries: 2, maxBytes: 100 })] });
    const input = { index: 1, manifest: remover, args: {}, confirmed: true };
    expect(vaglio.judgeResult({ ...input, output: { entries: [1, 2] } })).toEqual({ allowed: true });
    expect(vaglio.judgeResult({ ...input, output: { entries: [1, 2, 3] } })).toMatchObject({ allowed: false, code: 'result_too_large', details: { rule: 'result_size', entries: 3 } });
    expect(vaglio.judgeResult({ ...input, output: { text: 'x'.repeat(200) } })).toMatchObject({ allowed: false, code: 'result_too_large', details: { maxBytes: 100 } });
  });

  it('should use the default rules when none are given', () => {
    const vaglio = createVaglio();
    expect(vaglio.judgeCall({ index: 1, manifest: remover, args: {}, confirmed: false })).toMatchObject({ allowed: false, code: 'confirmation_required' });
  });
});
