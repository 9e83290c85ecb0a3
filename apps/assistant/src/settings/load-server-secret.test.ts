import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerSecret } from './load-server-secret';
import { ServerSecretError } from './server-secret-error';

const posix = process.platform !== 'win32';
const freshDataDir = () => join(mkdtempSync(join(tmpdir(), 'metnos-secret-')), 'data');

function thrown(run: () => unknown): ServerSecretError {
  try {
    run();
  } catch (error) {
    if (ServerSecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ServerSecretError');
}

describe('loadServerSecret', () => {
  it('should generate a 256-bit secret on first run, kept with mode 0600, and read the same one afterwards', () => {
    const dataDir = freshDataDir();
    const first = loadServerSecret({ dataDir });
    expect(first).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), file: join(dataDir, 'server-secret'), created: true });
    expect(readFileSync(first.file, 'utf8')).toBe(`${first.value}\n`);
    if (posix) {
      expect(statSync(first.file).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    }
    expect(loadServerSecret({ dataDir })).toEqual({ ...first, created: false });
    expect(loadServerSecret({ dataDir: freshDataDir() }).value).not.toBe(first.value);
  });

  it.skipIf(!posix)('should refuse a secret file that other users can read or write, saying how to fix it', () => {
    const dataDir = freshDataDir();
    const { file } = loadServerSecret({ dataDir });
    for (const mode of [0o644, 0o640, 0o604, 0o620]) {
      chmodSync(file, mode);
      const error = thrown(() => loadServerSecret({ dataDir }));
      expect(error).toMatchObject({ code: 'server_secret_unsafe', problem: 'readable_by_others', file, fix: expect.stringMatching(/^chmod 600 '/) });
      expect(error.message).toBe(
        `server secret ${file} has mode ${mode.toString(8).padStart(4, '0')}, so other users can read or change it; fix: chmod 600 '${file}' (and, if someone else may have read it, rm it to generate a new secret)`,
      );
    }
    chmodSync(file, 0o600);
    expect(loadServerSecret({ dataDir }).created).toBe(false);
    chmodSync(file, 0o400);
    expect(loadServerSecret({ dataDir }).created).toBe(false);
  });

  it.skipIf(!posix)('should refuse a symlink instead of following it, and a file that holds no secret', () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { recursive: true });
    const elsewhere = join(dataDir, 'elsewhere');
    writeFileSync(elsewhere, `${'a'.repeat(43)}\n`, { mode: 0o600 });
    symlinkSync(elsewhere, join(dataDir, 'server-secret'));
    expect(thrown(() => loadServerSecret({ dataDir }))).toMatchObject({ problem: 'not_a_regular_file', message: expect.stringContaining('is a symlink; fix: rm ') });

    const other = freshDataDir();
    mkdirSync(other, { recursive: true });
    writeFileSync(join(other, 'server-secret'), 'short\n', { mode: 0o600 });
    expect(thrown(() => loadServerSecret({ dataDir: other }))).toMatchObject({ problem: 'malformed', message: expect.stringContaining('does not hold a secret') });
  });
});
