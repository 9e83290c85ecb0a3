import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../__fixtures__/create-symlink-world';
import { resolveAllowedPath } from './resolve-allowed-path';

describe('resolveAllowedPath', () => {
  it('should give the real path of an allowed path, relative paths starting from the first root', () => {
    const { environment, root } = createSymlinkWorld();
    const scope = { roots: environment.roots, denylist: environment.pathDenylist, tool: 'read_files' };
    expect(resolveAllowedPath('notes/a.txt', scope)).toBe(join(root, 'notes', 'a.txt'));
    expect(resolveAllowedPath('link-in.txt', scope)).toBe(join(root, 'notes', 'a.txt'));
    expect(resolveAllowedPath('notes/not-yet/new.txt', scope)).toBe(join(root, 'notes', 'not-yet', 'new.txt'));
  });

  it('should throw a blocked path_not_allowed ExecutorError with the reason, the path and what to do', () => {
    const { environment, root, outside } = createSymlinkWorld();
    const scope = { roots: environment.roots, denylist: environment.pathDenylist, tool: 'read_files' };
    const errorOf = (path: string) => {
      try {
        resolveAllowedPath(path, scope);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const escape = errorOf('link-out.txt');
    expect(ExecutorError.isInstance(escape)).toBe(true);
    expect(escape).toMatchObject({
      tool: 'read_files',
      failureKind: 'blocked',
      code: 'path_not_allowed',
      details: { path: join(root, 'link-out.txt'), need: 'permission', data: { reason: 'symlink_escape', realPath: join(outside, 'secret.txt') } },
    });
    expect(errorOf('/etc/passwd')).toMatchObject({ details: { path: '/etc/passwd', data: { reason: 'outside_allowlist' }, action: { en: expect.stringContaining('path_allowlist') } } });
    expect(errorOf('private/key.txt')).toMatchObject({ details: { data: { reason: 'denied' } } });
    expect(errorOf('x.txt')).toBeUndefined();
  });

  it('should allow nothing without roots', () => {
    expect(() => resolveAllowedPath('/tmp/x', { roots: [], tool: 'read_files' })).toThrow(/outside the allowed folders/);
  });
});
