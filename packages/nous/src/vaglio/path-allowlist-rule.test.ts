import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
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
    expect(judge({ path: '/srv/data/../../etc/passwd' }, options)).toMatchObject({ allowed: false, failure: { code: 'path_not_allowed', details: { path: '/etc/passwd' } } });
    expect(judge({ path: '../../secrets' }, options)).toMatchObject({ allowed: false, failure: { details: { path: '/srv/secrets' } } });
    expect(judge({ files: [{ path: '/srv/data/a' }, { path: '/srv/database/b' }] }, options)).toMatchObject({ allowed: false, failure: { details: { argument: 'files[1].path' } } });
    expect(judge({ name: 'a/../../../b' }, options)).toMatchObject({ allowed: false, failure: { details: { path: '/srv/b' } } });
  });

  it('should default to the home folder when the allowlist is empty', () => {
    expect(judge({ path: '/home/anna/x' }, { home: '/home/anna' })).toEqual({ allowed: true });
    expect(judge({ path: '/home/bob/x' }, { home: '/home/anna' })).toMatchObject({ allowed: false });
  });
});
