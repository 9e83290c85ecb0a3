import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createVaglio } from './create-vaglio';
import { defaultVaglioRules } from './default-vaglio-rules';

const mover: ToolManifest = {
  name: 'move_files',
  description: 'Moves files.',
  inputSchema: { type: 'object', properties: { paths: { type: 'array' }, destination: { type: 'string' } } },
  effects: ['overwrite'],
};

describe('defaultVaglioRules', () => {
  it('should refuse a move to a folder outside the allowlist before asking consent, and ask consent for one inside', () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-vaglio-')));
    const root = join(base, 'files');
    mkdirSync(join(root, 'archive'), { recursive: true });
    mkdirSync(join(base, 'elsewhere'));
    const vaglio = createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root], baseDir: root }) });
    const move = (destination: string) => vaglio.judgeCall({ index: 2, manifest: mover, args: { paths: [join(root, 'a.pdf')], destination }, confirmed: false });

    expect(move(join(base, 'elsewhere'))).toMatchObject({
      allowed: false,
      failure: { code: 'path_not_allowed', details: { argument: 'destination', reason: 'outside_allowlist' } },
      rule: 'path_allowlist',
    });
    expect(move(join(root, 'archive'))).toMatchObject({ allowed: false, failure: { code: 'confirmation_required' }, rule: 'confirm_destructive' });
  });
});
