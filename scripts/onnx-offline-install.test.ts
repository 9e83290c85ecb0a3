import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './packed-packages/packed-project';

// onnxruntime-node's postinstall (script/install.js) downloads CUDA binaries on linux/x64, so an offline install
// fails unless it is skipped. The switch embedder's README documents is onnxruntime's own
// (`ONNXRUNTIME_NODE_INSTALL=skip`, read by its install-utils.js), not a project `.npmrc` key, which npm warns
// about on every command and says it will stop honouring. Here the real install script runs from a scratch copy
// with every network request sent to a closed port, as on a machine without network.

const onnxPackage = dirname(realpathSync(join(repositoryRoot, 'packages/embedder/node_modules/onnxruntime-node/package.json')));
const readme = readFileSync(join(repositoryRoot, 'packages/embedder/README.md'), 'utf8');
const documentedSwitch = /\b(ONNXRUNTIME_NODE_INSTALL)=(skip)\b/.exec(readme);
const needsDownload = process.platform === 'linux' && process.arch === 'x64';

/** Runs onnxruntime-node's install script from a scratch copy (script/ and package.json; bin/ left out). */
function runInstallScript(extraEnvironment: Record<string, string>): Promise<{ code: number; output: string; downloaded: boolean }> {
  const scratch = mkdtempSync(join(tmpdir(), 'metnos-onnx-install-'));
  const copy = join(scratch, 'onnxruntime-node');
  cpSync(join(onnxPackage, 'script'), join(copy, 'script'), { recursive: true });
  cpSync(join(onnxPackage, 'package.json'), join(copy, 'package.json'));
  const environment: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: scratch,
    // the install script's own dependencies (global-agent, adm-zip, ...) from pnpm's store, beside onnxruntime-node
    NODE_PATH: dirname(onnxPackage),
    // nothing listens on port 9: every request fails at once, as offline
    GLOBAL_AGENT_HTTP_PROXY: 'http://127.0.0.1:9',
    GLOBAL_AGENT_HTTPS_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    HTTP_PROXY: 'http://127.0.0.1:9',
    ...extraEnvironment,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, ['script/install.js'], { cwd: copy, env: environment, timeout: 60_000, encoding: 'utf8' }, (error, stdout, stderr) => {
      const bin = join(copy, 'bin');
      const downloaded = existsSync(bin) && readdirSync(bin, { recursive: true }).length > 0;
      rmSync(scratch, { recursive: true, force: true });
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, output: `${stdout}${stderr}`, downloaded });
    });
  });
}

describe('onnxruntime-node offline install', () => {
  it("should use onnxruntime's own switch, with no project .npmrc key and the build ignored by pnpm", () => {
    expect(documentedSwitch?.[0]).toBe('ONNXRUNTIME_NODE_INSTALL=skip');
    const npmrc = join(repositoryRoot, '.npmrc');
    expect(existsSync(npmrc) ? readFileSync(npmrc, 'utf8') : '').not.toMatch(/onnxruntime/);
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { pnpm: { ignoredBuiltDependencies?: string[] } };
    expect(manifest.pnpm.ignoredBuiltDependencies).toContain('onnxruntime-node');
  });

  it.skipIf(!needsDownload)('should fail offline without the switch (linux/x64 fetches CUDA binaries)', async () => {
    const result = await runInstallScript({});
    expect(result.code, result.output).not.toBe(0);
    expect(result.output).toMatch(/ECONNREFUSED/);
    expect(result.downloaded).toBe(false);
  });

  it('should finish offline with the documented switch, downloading nothing', async () => {
    const [, name, value] = documentedSwitch ?? [];
    const result = await runInstallScript({ [name as string]: value as string });
    expect(result.code, result.output).toBe(0);
    expect(result.downloaded).toBe(false);
  });
});
