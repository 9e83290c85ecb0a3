import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { rawServerScript } from '../mcp/__fixtures__/mcp-fixture-servers';
import { createProgram } from './create-program';

const appDir = fileURLToPath(new URL('../..', import.meta.url));

function freshHome(): { home: string; env: Record<string, string> } {
  const home = mkdtempSync(join(tmpdir(), 'metnos-mcp-cli-'));
  return { home, env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none' } };
}

function cli(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: { write: (text: string) => out.push(text) }, stderr: { write: (text: string) => err.push(text) }, stdin: Readable.from([]), env };
  return { run: (...args: string[]) => createProgram(io).parseAsync(args, { from: 'user' }), stdout: () => out.join(''), stderr: () => err.join('') };
}

describe('registerMcpCommands', () => {
  it('should serve `metnos mcp` over stdio to the official SDK client', async () => {
    const { env } = freshHome();
    const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('METNOS_') && process.env[name] !== undefined)) as Record<string, string>;
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--conditions=@metnos/source', '--import', 'tsx', 'src/cli.ts', 'mcp'],
      cwd: appDir,
      env: { ...cleanEnv, ...env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const client = new Client({ name: 'test-client', version: '1.0.0' });
    try {
      await client.connect(transport, { timeout: 60_000 });
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['ask']);
      const answer = await client.callTool({ name: 'ask', arguments: { query: 'where am i' } });
      expect(answer.structuredContent).toMatchObject({ ok: false, layer: 'aporia', aporia: { category: 'user_action_required' } });
      const log = await client.readResource({ uri: 'metnos://aporiae' });
      expect(JSON.parse((log.contents[0] as { text: string }).text)).toEqual([expect.objectContaining({ query: 'where am i', count: 1 })]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nmetnos mcp stderr:\n${stderr}`);
    } finally {
      await client.close();
    }
  }, 120_000);

  it('should print which MCP tools `metnos mcp tools` imports and which it leaves out', async () => {
    const { home, env } = freshHome();
    const configFile = join(home, 'runtime.toml');
    writeFileSync(configFile, `[mcp.servers.raw]\ncommand = ${JSON.stringify(process.execPath)}\nargs = [${JSON.stringify(rawServerScript)}]\ntools = ["echo_text", "lookahead_pattern"]\ntool_names = { echo_text = "get_notes" }\n`);
    const session = cli(env);
    await session.run('--config', configFile, 'mcp', 'tools');
    expect(session.stdout().split('\n')).toEqual([
      'server raw (stdio): connected, 1 tool(s)',
      '  + echo_text → get_notes [read] (renamed)',
      ...['crash_now', 'hang_forever', 'return_garbage', 'report_failure', 'fail_internally', 'count_items', 'list_env_names', 'get_process_id', 'root_not_object'].map((name) => `  - ${name} left out (filter): not in [mcp.servers.raw] tools`),
      "  - lookahead_pattern left out (schema): its input schema cannot become a grammar: tool 'lookahead_pattern' at '/properties/code/pattern': 'pattern' is not supported here: unsupported regex feature: look-around assertions in /^(?=.*[0-9])[a-z0-9]+$/",
      '',
    ]);
  }, 60_000);

  it('should report the score distribution of a pairs file with `metnos calibrate`', async () => {
    const { home, env } = freshHome();
    mkdirSync(join(home, 'pairs'));
    const pairs = join(home, 'pairs', 'pairs.tsv');
    writeFileSync(pairs, ['# my pairs', 'che ore sono\tche ore sono?', 'trova le foto del battesimo\ttrova le foto del battesimo di Marco', 'appuntamenti di oggi\tappuntamenti di domani\tdifferent', 'trova le foto\tche ore sono\tdifferent', ''].join('\n'));
    const session = cli(env);
    await session.run('calibrate', pairs);
    // the hashed embedder is deterministic: these are its exact scores
    expect(session.stdout()).toBe(
      [
        'embedder hashed-ngram-v1-256: cosine of 4 pair(s)',
        '',
        'group      pairs     min    p25 median    p75    max   mean',
        'same           2   0.866  0.900  0.933  0.967  1.000  0.933',
        'different      2   0.112  0.264  0.416  0.568  0.720  0.416',
        '',
        '[fast_path] canonical_query_threshold (L1) = 0.95: serves 1/2 same pairs, confuses 0/2 different pairs',
        '[multi_tool_fast_path] threshold (L2) = 0.88: serves 1/2 same pairs, confuses 0/2 different pairs',
        'suggested threshold 0.80: every "same" pair scores above every "different" pair (0.866 > 0.720): the midpoint serves them all',
        '',
        'closest calls (lowest "same", highest "different"):',
        '  0.866  same      line 3: "trova le foto del battesimo" / "trova le foto del battesimo di Marco"',
        '  1.000  same      line 2: "che ore sono" / "che ore sono?"',
        '  0.720  different line 4: "appuntamenti di oggi" / "appuntamenti di domani"',
        '  0.112  different line 5: "trova le foto" / "che ore sono"',
        '',
      ].join('\n'),
    );
  });

  it('should name the line of a malformed pairs file', async () => {
    const { home, env } = freshHome();
    const pairs = join(home, 'pairs.tsv');
    writeFileSync(pairs, 'che ore sono\tdimmi l\'ora\nsolo una frase\n');
    await expect(cli(env).run('calibrate', pairs)).rejects.toThrow(`${pairs}:2: expected "request<TAB>paraphrase" or "request<TAB>other request<TAB>different", got "solo una frase"`);
  });
});
