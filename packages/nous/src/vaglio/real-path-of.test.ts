import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPathOf } from './real-path-of';

let base: string;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-real-path-')));
  mkdirSync(join(base, 'target', 'inner'), { recursive: true });
  symlinkSync(join(base, 'target'), join(base, 'link'));
  symlinkSync('target/inner', join(base, 'relative-link'));
  symlinkSync(join(base, 'nowhere', 'file.txt'), join(base, 'dangling'));
  symlinkSync(join(base, 'self'), join(base, 'self'));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('realPathOf', () => {
  it('should resolve every link of an existing path', () => {
    expect(realPathOf(join(base, 'link', 'inner'))).toBe(join(base, 'target', 'inner'));
    expect(realPathOf(join(base, 'relative-link'))).toBe(join(base, 'target', 'inner'));
  });

  it('should place a missing path at the real path of its nearest existing ancestor plus the rest', () => {
    expect(realPathOf(join(base, 'link', 'new', 'deeper.txt'))).toBe(join(base, 'target', 'new', 'deeper.txt'));
  });

  it('should follow a dangling link to where it points', () => {
    expect(realPathOf(join(base, 'dangling'))).toBe(join(base, 'nowhere', 'file.txt'));
  });

  it('should give undefined for a link loop', () => {
    expect(realPathOf(join(base, 'self', 'x'))).toBeUndefined();
  });

  it('should give the same places through one memo for a batch of paths sharing ancestors', () => {
    const paths = ['link/inner', 'link/new/deeper.txt', 'relative-link', 'dangling', 'self/x', 'missing/a', 'missing/b'].map((path) => join(base, path));
    const memo = new Map<string, string | null | false>();
    expect(paths.map((path) => realPathOf(path, memo))).toEqual(paths.map((path) => realPathOf(path)));
    // The shared ancestors were asked once: the memo holds the disk's answers, a missing name as null, a dangling
    // link (there, but not resolvable at once) as false.
    expect(memo.get(join(base, 'missing'))).toBe(null);
    expect(memo.get(join(base, 'missing', 'b'))).toBe(null);
    expect(memo.get(join(base, 'dangling'))).toBe(false);
    expect(memo.get(join(base, 'link'))).toBe(join(base, 'target'));
  });
});
