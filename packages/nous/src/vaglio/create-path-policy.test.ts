import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPathPolicy, type PathPolicy } from './create-path-policy';

// A real tree: <base>/allowed is the allowlist, <base>/outside is not, <base>/allowed/private is denied.
let base: string;
let allowed: string;
let outside: string;
let policy: PathPolicy;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-path-policy-')));
  allowed = join(base, 'allowed');
  outside = join(base, 'outside');
  mkdirSync(join(allowed, 'notes'), { recursive: true });
  mkdirSync(join(allowed, 'private'), { recursive: true });
  mkdirSync(join(outside, 'dir'), { recursive: true });
  writeFileSync(join(allowed, 'notes', 'a.txt'), 'a');
  writeFileSync(join(allowed, 'private', 'key.txt'), 'k');
  writeFileSync(join(outside, 'secret.txt'), 's');
  writeFileSync(join(outside, 'dir', 'inner.txt'), 'i');
  symlinkSync(join(outside, 'secret.txt'), join(allowed, 'link.txt'));
  symlinkSync(join(outside, 'dir'), join(allowed, 'linked-dir'));
  symlinkSync(join(allowed, 'notes', 'a.txt'), join(allowed, 'private', 'to-notes.txt'));
  symlinkSync(join(allowed, 'private', 'key.txt'), join(allowed, 'notes', 'to-private.txt'));
  symlinkSync(join(outside, 'not-yet.txt'), join(allowed, 'dangling.txt'));
  symlinkSync(join(allowed, 'loop-b'), join(allowed, 'loop-a'));
  symlinkSync(join(allowed, 'loop-a'), join(allowed, 'loop-b'));
  symlinkSync(join(allowed, 'notes'), join(allowed, 'notes-alias'));
  writeFileSync(join(allowed, 'notes', '.env'), 'API_KEY=x');
  writeFileSync(join(allowed, 'notes', 'store.sqlite'), '');
  policy = createPathPolicy({ allowlist: [allowed], denylist: [join(allowed, 'private'), '.env', `${allowed}/notes/*.sqlite*`], baseDir: allowed, home: base });
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('createPathPolicy', () => {
  it('should allow a real file inside an allowed folder and give its real path', () => {
    expect(policy.judge(join(allowed, 'notes', 'a.txt'))).toEqual({ allowed: true, path: join(allowed, 'notes', 'a.txt'), realPath: join(allowed, 'notes', 'a.txt') });
    expect(policy.judge('notes/a.txt')).toMatchObject({ allowed: true, realPath: join(allowed, 'notes', 'a.txt') });
    expect(policy.judge('~/allowed/notes/a.txt')).toMatchObject({ allowed: true });
  });

  it('should follow a link that stays inside and report where it really leads', () => {
    expect(policy.judge(join(allowed, 'notes-alias', 'a.txt'))).toMatchObject({ allowed: true, realPath: join(allowed, 'notes', 'a.txt') });
  });

  it('should refuse a symlinked file that points outside as symlink_escape', () => {
    expect(policy.judge(join(allowed, 'link.txt'))).toEqual({ allowed: false, path: join(allowed, 'link.txt'), realPath: join(outside, 'secret.txt'), reason: 'symlink_escape' });
  });

  it('should refuse a file under a symlinked folder that points outside', () => {
    expect(policy.judge(join(allowed, 'linked-dir', 'inner.txt'))).toMatchObject({ allowed: false, reason: 'symlink_escape', realPath: join(outside, 'dir', 'inner.txt') });
    expect(policy.judge(join(allowed, 'linked-dir'))).toMatchObject({ allowed: false, reason: 'symlink_escape' });
  });

  it('should place a path that does not exist yet under a symlinked parent where it would really be created', () => {
    expect(policy.judge(join(allowed, 'linked-dir', 'new', 'file.txt'))).toMatchObject({ allowed: false, reason: 'symlink_escape', realPath: join(outside, 'dir', 'new', 'file.txt') });
    expect(policy.judge(join(allowed, 'fresh', 'new.txt'))).toMatchObject({ allowed: true, realPath: join(allowed, 'fresh', 'new.txt') });
  });

  it('should follow a dangling link to where writing through it would land', () => {
    expect(policy.judge(join(allowed, 'dangling.txt'))).toMatchObject({ allowed: false, reason: 'symlink_escape', realPath: join(outside, 'not-yet.txt') });
  });

  it('should refuse a link loop, which no check can place', () => {
    expect(policy.judge(join(allowed, 'loop-a', 'x.txt'))).toMatchObject({ allowed: false, reason: 'symlink_escape' });
  });

  it('should resolve .. before checking, so no ../ trick leaves the allowed folder', () => {
    expect(policy.judge(join(allowed, 'notes', '..', '..', 'outside', 'secret.txt'))).toMatchObject({ allowed: false, reason: 'outside_allowlist', path: join(outside, 'secret.txt') });
    expect(policy.judge('../outside/secret.txt')).toMatchObject({ allowed: false, reason: 'outside_allowlist' });
    expect(policy.judge(`${allowed}/../allowed-but-not/x`)).toMatchObject({ allowed: false, reason: 'outside_allowlist' });
    expect(policy.judge(join(outside, 'secret.txt'))).toMatchObject({ allowed: false, reason: 'outside_allowlist' });
  });

  it('should let the deny list win over the allowlist, for the path as written and for its real path', () => {
    expect(policy.judge(join(allowed, 'private', 'key.txt'))).toMatchObject({ allowed: false, reason: 'denied' });
    // A symlink inside the denied folder is denied even though it leads to an allowed file.
    expect(policy.judge(join(allowed, 'private', 'to-notes.txt'))).toMatchObject({ allowed: false, reason: 'denied' });
    // A symlink in an allowed folder that leads into the denied folder is denied too.
    expect(policy.judge(join(allowed, 'notes', 'to-private.txt'))).toMatchObject({ allowed: false, reason: 'denied', realPath: join(allowed, 'private', 'key.txt') });
  });

  it('should deny bare names anywhere and globs with their whole subtree', () => {
    expect(policy.judge(join(allowed, 'notes', '.env'))).toMatchObject({ allowed: false, reason: 'denied' });
    expect(policy.judge(join(allowed, 'notes', 'store.sqlite'))).toMatchObject({ allowed: false, reason: 'denied' });
    expect(policy.judge(join(allowed, 'notes', 'store.sqlite-wal'))).toMatchObject({ allowed: false, reason: 'denied' });
    expect(policy.judge(join(allowed, 'notes', '.environment'))).toMatchObject({ allowed: true });
  });

  it('should judge real paths without touching the disk', () => {
    expect(policy.refusalOfReal(join(allowed, 'notes', 'a.txt'))).toBeUndefined();
    expect(policy.refusalOfReal(join(outside, 'secret.txt'))).toBe('outside_allowlist');
    expect(policy.refusalOfReal(join(allowed, 'private', 'key.txt'))).toBe('denied');
    expect(policy.roots).toEqual([allowed]);
  });

  it('should resolve an allowed folder that is itself a link', () => {
    const viaLink = createPathPolicy({ allowlist: [join(allowed, 'notes-alias')], baseDir: base, home: base });
    expect(viaLink.roots).toEqual([join(allowed, 'notes')]);
    expect(viaLink.judge(join(allowed, 'notes-alias', 'a.txt'))).toMatchObject({ allowed: true });
    expect(viaLink.judge(join(allowed, 'notes', 'a.txt'))).toMatchObject({ allowed: true });
  });

  it('should allow nothing when the allowlist is empty', () => {
    expect(createPathPolicy({ allowlist: [], baseDir: base, home: base }).judge(join(allowed, 'notes', 'a.txt'))).toMatchObject({ allowed: false, reason: 'outside_allowlist' });
  });
});
