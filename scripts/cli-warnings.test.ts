import { describe, expect, it } from 'vitest';
import { repositoryRoot, run } from './packed-packages/packed-project';

// The CLI as the README runs it (`npx -y pnpm@10 metnos ...` from the repository root): npm (npx) and pnpm both
// read the repository's config files, and neither may warn about them on every command. npm_* variables set by
// a parent `pnpm`/`npm run` are dropped so the child reads the files itself, as a user's shell would.
const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

describe('metnos CLI', () => {
  it('should print no npm or pnpm warning on stderr for `npx -y pnpm@10 metnos --help`', async () => {
    const { stdout, stderr } = await run('npx', ['-y', 'pnpm@10', '--silent', 'metnos', '--help'], {
      cwd: repositoryRoot,
      env: environment,
      timeoutMs: 120_000,
    });
    expect(stdout).toContain('Usage: metnos');
    expect(stderr.split('\n').filter((line) => /\b(warn|warning|WARN)\b/.test(line))).toEqual([]);
  });
});
