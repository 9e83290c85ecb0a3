import { readFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type { CliIo } from './cli-io';
import { loadAssistantConfig } from '../settings/load-assistant-config';
import { restrictDataPermissions } from '../storage/restrict-data-permissions';

// The commands' modules (the MCP SDK, the assistant, the embedder) load when a command runs, not with the CLI.

/**
 * Adds `metnos mcp` (serve the assistant as an MCP server: stdio, or Streamable HTTP on 127.0.0.1 with
 * `--http`), `metnos mcp tools` (import the tools of the configured `[mcp.servers.<name>]` and print what was
 * imported, under which name and effects, and what was left out and why) and `metnos calibrate <pairs-file>`
 * (cosine distribution of your paraphrase pairs under the configured embedder, with a suggested threshold).
 */
export function registerMcpCommands(program: Command, io: CliIo): void {
  const load = () => {
    const loaded = loadAssistantConfig({ env: io.env, configFile: program.opts<{ config?: string }>().config });
    if (loaded.created) io.stderr.write(`metnos: wrote default config to ${loaded.configFile}\n`);
    return loaded;
  };

  const mcp = program
    .command('mcp')
    .description('serve the assistant to MCP clients (tools: ask, learned skills, consent asked of the user by elicitation; resources: aporia log, skills) over stdio, or --http')
    .option('--http', 'serve Streamable HTTP on 127.0.0.1 instead of stdio')
    .option('--port <port>', 'port of --http (0 = any free port)', '0')
    .action(async (options: { http?: boolean; port: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer 0-65535, got ${options.port}`);
      const loaded = load();
      // Before anything opens, so that a signal during start-up still closes cleanly.
      const signalled = io.waitForShutdown?.() ?? new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()).once('SIGINT', () => resolve()));
      // --http: every request needs the per-install secret (any local process can reach a loopback port); an
      // unusable secret file stops here, before the store opens.
      const secret = options.http === true ? (await import('../settings/load-server-secret')).loadServerSecret({ dataDir: loaded.dataDir }) : undefined;
      const { createAssistant } = await import('../cascade/create-assistant');
      for (const { path, was } of restrictDataPermissions(loaded.dataDir)) io.stderr.write(`metnos: ${path} was readable by other local users (mode 0${was.toString(8)}): tightened\n`);
      const assistant = await createAssistant({ config: loaded.config, dataDir: loaded.dataDir });
      try {
        const served =
          secret !== undefined
            ? await (await import('../mcp/serve-metnos-mcp-http')).serveMetnosMcpHttp(assistant, { port, secret: secret.value })
            : await (await import('../mcp/serve-metnos-mcp-stdio')).serveMetnosMcpStdio(assistant, { stdin: io.stdin, stdout: io.stdout as unknown as Writable });
        if (served.url !== undefined) {
          io.stderr.write(`metnos: MCP (Streamable HTTP) at ${served.url}; clients send Authorization: Bearer <the secret in ${secret?.file}>\n`);
        }
        await Promise.race([served.ended, signalled]);
        await served.close();
      } finally {
        assistant.close();
      }
    });

  mcp
    .command('tools')
    .description('import the tools of the [mcp.servers.<name>] servers and print the report: names, effects, tools left out and why')
    .action(async () => {
      const loaded = load();
      // The catalog's names (one executor per factory) are taken: MCP tools get other names, as in the assistant.
      const [{ loadMcpExecutors }, { executorFactories }, { formatMcpImportReport }] = await Promise.all([
        import('../mcp-client/load-mcp-executors'),
        import('../catalog/executor-factories'),
        import('../mcp/format-mcp-import-report'),
      ]);
      const imported = await loadMcpExecutors(loaded.config.mcp, { takenNames: Object.keys(executorFactories) });
      try {
        for (const line of formatMcpImportReport(imported.report)) io.stdout.write(`${line}\n`);
      } finally {
        await imported.close();
      }
    });

  program
    .command('calibrate')
    .description('score your own paraphrase pairs with the configured embedder and suggest a threshold')
    .argument('<pairs-file>', 'one pair per line: "request<TAB>paraphrase[<TAB>same|different]"; # comments')
    .action(async (file: string) => {
      const loaded = load();
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new Error(`cannot read ${file}: ${(error as Error).message}`);
      }
      const [{ parseParaphrasePairs }, { createAdapters }, { calibrateEmbedder }, { formatCalibrationReport }] = await Promise.all([
        import('../calibrate/parse-paraphrase-pairs'),
        import('../cascade/create-adapters'),
        import('../calibrate/calibrate-embedder'),
        import('../calibrate/format-calibration-report'),
      ]);
      const reading = parseParaphrasePairs(text, file);
      if (!reading.success) throw new Error(reading.error);
      const adapters = await createAdapters({ config: loaded.config, dataDir: loaded.dataDir, llm: null });
      try {
        const report = await calibrateEmbedder(adapters.embedder, reading.pairs, {
          thresholds: [
            { name: '[fast_path] canonical_query_threshold (L1)', value: loaded.config.fast_path.canonical_query_threshold },
            { name: '[multi_tool_fast_path] threshold (L2)', value: loaded.config.multi_tool_fast_path.threshold },
          ],
        });
        for (const line of formatCalibrationReport(report)) io.stdout.write(`${line}\n`);
      } finally {
        adapters.store.close();
      }
    });
}
