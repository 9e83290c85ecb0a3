import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `metnos` from source exactly as the package script does, in a fresh XDG home. */
function metnos(args: string[], { env = {}, configText }: { env?: Record<string, string>; configText?: string } = {}) {
  const home = mkdtempSync(join(tmpdir(), 'metnos-cli-'));
  const xdg = { XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data') };
  if (configText !== undefined) {
    mkdirSync(join(xdg.XDG_CONFIG_HOME, 'metnos'), { recursive: true });
    writeFileSync(join(xdg.XDG_CONFIG_HOME, 'metnos', 'runtime.toml'), configText);
  }
  const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_')));
  return new Promise<{ code: number; stdout: string; stderr: string; home: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@metnos/source', '--import', 'tsx', 'src/cli.ts', ...args],
      // 127.0.0.1:9 (discard) refuses connections: "no llama-server running" on any machine.
      { cwd: appDir, env: { ...cleanEnv, HOME: home, ...xdg, METNOS_LLM_BASE_URL: 'http://127.0.0.1:9', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr, home }),
    );
  });
}

describe('cli', () => {
  it('should answer "what time is it" through L0 on a fresh machine with no LLM server', async () => {
    const { code, stdout, stderr } = await metnos(['ask', 'what time is it']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^It's \d\d:\d\d\.\n$/);
    expect(stderr).toMatch(/wrote default config to .*runtime\.toml/);
    expect(stderr).toMatch(/\[L0 · .* · llm calls 0 · turn [0-9a-f-]+\] L0 /);
  }, 60_000);

  it('should print a config error as file:line: key: problem without a stack and exit 2', async () => {
    const { code, stderr } = await metnos(['ask', 'hi'], { configText: '[fast_path]\ncanonical_query_threshold = "high"\n' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^metnos: config error: .*runtime\.toml:2: fast_path\.canonical_query_threshold: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
