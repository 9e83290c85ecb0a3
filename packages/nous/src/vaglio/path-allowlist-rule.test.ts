import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolManifest } from '@metnos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathAllowlistRule } from './path-allowlist-rule';

const reader: ToolManifest = { name: 'read_file', description: 'Reads a file.', inputSchema: { type: 'object' } };

function judge(args: Record<string, unknown>, options: Parameters<typeof pathAllowlistRule>[0]) {
  return pathAllowlistRule(options).judgeCall?.({ index: 1, manifest: reader, args, confirmed: false });
}

describe('pathAllowlistRule', () => {
  const options = { allowlist: ['/srv/data', '~/notes'], baseDir: '/srv/data/work', home: '/home/anna' };

  it('should allow paths inside an allowed folder, including ~ and ./ forms', () => {
    expect(judge({ path: '/srv/data/x/y.txt' }, options)).toEqual({ allowed: true });
    expect(judge({ path: '~/notes/today.md' }, options)).toEqual({ allowed: true });
    expect(judge({ path: './draft.txt' }, options)).toEqual({ allowed: true });
    expect(judge({ folder: 'Trash', list: ['INBOX'] }, options)).toEqual({ allowed: true });
  });

  it('should block .. escapes and paths outside, wherever they are nested', () => {
    expect(judge({ path: '/srv/data/../../etc/passwd' }, options)).toMatchObject({ allowed: false, failure: { code: 'path_not_allowed', details: { path: '/etc/passwd', reason: 'outside_allowlist' } } });
    expect(judge({ path: '../../secrets' }, options)).toMatchObject({ allowed: false, failure: { details: { path: '/srv/secrets' } } });
    expect(judge({ files: [{ path: '/srv/data/a' }, { path: '/srv/database/b' }] }, options)).toMatchObject({ allowed: false, failure: { details: { argument: 'files[1].path' } } });
    expect(judge({ name: 'a/../../../b' }, options)).toMatchObject({ allowed: false, failure: { details: { path: '/srv/b' } } });
  });

  it('should default to the usual user folders, not the whole home, when the allowlist is empty', () => {
    const home = mkdtempSync(join(tmpdir(), 'metnos-rule-home-'));
    try {
      expect(judge({ path: join(home, 'Documents', 'x.txt') }, { home })).toEqual({ allowed: true });
      expect(judge({ path: join(home, 'x.txt') }, { home })).toMatchObject({ allowed: false, failure: { details: { reason: 'outside_allowlist' } } });
      expect(judge({ path: '/home/bob/Documents/x' }, { home })).toMatchObject({ allowed: false });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  describe('on a real tree', () => {
    let base: string;
    let allowed: string;

    beforeAll(() => {
      base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-rule-')));
      allowed = join(base, 'Documents');
      mkdirSync(join(allowed, 'sub'), { recursive: true });
      mkdirSync(join(base, '.ssh'));
      mkdirSync(join(base, 'outside'));
      writeFileSync(join(base, '.ssh', 'id_rsa'), 'key');
      writeFileSync(join(base, 'outside', 'secret.txt'), 'secret');
      symlinkSync(join(base, 'outside', 'secret.txt'), join(allowed, 'link.txt'));
      symlinkSync(join(base, 'outside'), join(allowed, 'linked'));
      symlinkSync(join(base, '.ssh', 'id_rsa'), join(allowed, 'sub', 'key.txt'));
    });

    afterAll(() => rmSync(base, { recursive: true, force: true }));

    it('should block a symlinked file or folder that leads outside as symlink_escape, naming the argument', () => {
      const rule = { allowlist: [allowed], home: base, baseDir: allowed };
      expect(judge({ paths: [join(allowed, 'sub'), join(allowed, 'link.txt')] }, rule)).toMatchObject({
        allowed: false,
        failure: { code: 'path_not_allowed', details: { argument: 'paths[1]', path: join(allowed, 'link.txt'), reason: 'symlink_escape' } },
      });
      expect(judge({ folder: './linked' }, rule)).toMatchObject({ allowed: false, failure: { details: { reason: 'symlink_escape' } } });
      expect(judge({ destination: '~/Documents/linked/new-folder' }, rule)).toMatchObject({ allowed: false, failure: { details: { reason: 'symlink_escape' } } });
    });

    it('should deny ~/.ssh by default even when the whole home is allowed, also through a link', () => {
      const rule = { allowlist: ['~'], home: base, baseDir: base };
      expect(judge({ path: '~/.ssh/id_rsa' }, rule)).toMatchObject({ allowed: false, failure: { details: { reason: 'denied' } } });
      expect(judge({ path: '~/Documents/sub/key.txt' }, rule)).toMatchObject({ allowed: false, failure: { details: { reason: 'denied' } } });
      expect(judge({ path: '~/outside/secret.txt' }, rule)).toEqual({ allowed: true });
    });

    it('should see a link swapped in after the rule was built', () => {
      const rule = pathAllowlistRule({ allowlist: [allowed], home: base, baseDir: allowed });
      const call = { index: 1, manifest: reader, args: { path: './swapped.txt' }, confirmed: false };
      writeFileSync(join(allowed, 'swapped.txt'), 'mine');
      expect(rule.judgeCall?.(call)).toEqual({ allowed: true });
      rmSync(join(allowed, 'swapped.txt'));
      symlinkSync(join(base, 'outside', 'secret.txt'), join(allowed, 'swapped.txt'));
      expect(rule.judgeCall?.(call)).toMatchObject({ allowed: false, failure: { details: { reason: 'symlink_escape' } } });
    });
  });
});
