import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictDataPermissions } from './restrict-data-permissions';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('restrictDataPermissions', () => {
  it('should tighten a loose data folder to 0700 and its SQLite files to 0600, saying which', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'metnos-perm-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    for (const name of ['assistant.sqlite', 'assistant.sqlite-wal', 'assistant.sqlite-shm', 'praxis.sqlite', 'notes.txt']) {
      writeFileSync(join(dataDir, name), '');
      chmodSync(join(dataDir, name), 0o644);
    }
    writeFileSync(join(dataDir, 'praxis.sqlite-wal'), '');
    chmodSync(join(dataDir, 'praxis.sqlite-wal'), 0o600);

    const tightened = restrictDataPermissions(dataDir);

    expect(tightened.map(({ path, was, now }) => [path.slice(dataDir.length), was.toString(8), now.toString(8)]).sort()).toEqual([
      ['', '755', '700'],
      ['/assistant.sqlite', '644', '600'],
      ['/assistant.sqlite-shm', '644', '600'],
      ['/assistant.sqlite-wal', '644', '600'],
      ['/praxis.sqlite', '644', '600'],
    ]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'assistant.sqlite-wal'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'notes.txt'))).toBe(0o644);
    expect(restrictDataPermissions(dataDir)).toEqual([]);
  });

  it('should leave a link alone and report nothing for a missing folder', () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-perm-'));
    const dataDir = join(base, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    writeFileSync(join(base, 'elsewhere.txt'), '');
    chmodSync(join(base, 'elsewhere.txt'), 0o644);
    symlinkSync(join(base, 'elsewhere.txt'), join(dataDir, 'x.sqlite'));
    expect(restrictDataPermissions(dataDir)).toEqual([]);
    expect(modeOf(join(base, 'elsewhere.txt'))).toBe(0o644);
    expect(restrictDataPermissions(join(base, 'missing'))).toEqual([]);
  });
});
