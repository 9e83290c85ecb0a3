import type { Executor } from '@metnos/core';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { buildMcpToolManifest } from './build-mcp-tool-manifest';
import { connectMcpServer, type McpConnection } from './connect-mcp-server';
import { createMcpExecutor } from './create-mcp-executor';
import { mapMcpToolName } from './map-mcp-tool-name';
import { toSnakeCaseToolName } from './to-snake-case-tool-name';
import type { McpImportReport } from './mcp-import-report';
import { checkWithNamingAuthority } from './check-with-naming-authority';
import type { ToolNameChecker } from './tool-name-checker';
import type { AssistantConfig } from '../settings/assistant-config';
import type { McpServerConfig } from '../settings/mcp-server-config';

/** The executors imported from MCP servers, what happened, and how to stop the servers. */
export interface McpExecutors {
  executors: Executor[];
  report: McpImportReport;
  /** Closes every connection (stdio servers are stopped). */
  close(): Promise<void>;
}

/** Options of {@link loadMcpExecutors}. */
export interface LoadMcpExecutorsOptions {
  /** Names already in the pool (the executors catalog): MCP tools never take them. */
  takenNames?: Iterable<string>;
  /** The naming check (default: the Naming Authority of `@metnos/tool-grammar`, {@link checkWithNamingAuthority}). */
  checkName?: ToolNameChecker;
  abortSignal?: AbortSignal;
}

/**
 * Imports the tools of every enabled `[mcp.servers.<name>]` as executors. Servers are started in parallel; a
 * server that cannot start, does not answer in time or lists its tools malformed is reported and skipped, and
 * the others are imported. Each tool then goes, in server-name order: through the server's `tools` filter,
 * tool-grammar ({@link buildMcpToolManifest}: MCP shape, grammar, validator), and the naming step
 * ({@link mapMcpToolName} with `checkName` and the server's `tool_names`; a name qualified by its server gets
 * `flags.providerSuffix`, so the pool filter offers it only when the request names that server). A tool failing
 * any step is left out with a reason in `report.leftOut`; the rest of the pool keeps working.
 */
export async function loadMcpExecutors(
  mcp: AssistantConfig['mcp'],
  { takenNames = [], checkName = checkWithNamingAuthority, abortSignal }: LoadMcpExecutorsOptions = {},
): Promise<McpExecutors> {
  const entries = Object.entries(mcp.servers).sort(([left], [right]) => left.localeCompare(right));
  const report: McpImportReport = { servers: [], imported: [], leftOut: [] };
  const transportOf = (config: McpServerConfig) => (config.url === '' ? 'stdio' : 'http');
  const enabled = entries.filter(([, config]) => config.enabled);
  const settled = await Promise.allSettled(enabled.map(([server, config]) => connectMcpServer(server, config, { connectTimeoutMs: mcp.connect_timeout_ms, abortSignal })));
  if (abortSignal?.aborted) {
    await Promise.all(settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.close() : undefined)));
    throw abortSignal.reason;
  }
  const connections: McpConnection[] = [];
  const taken = new Set(takenNames);
  const executors: Executor[] = [];
  const outputValidators = new AjvJsonSchemaValidator();
  for (const [server, config] of entries) {
    if (!config.enabled) {
      report.servers.push({ server, transport: transportOf(config), status: 'disabled', tools: 0 });
      continue;
    }
    const outcome = settled[enabled.findIndex(([name]) => name === server)];
    if (outcome === undefined || outcome.status === 'rejected') {
      report.servers.push({ server, transport: transportOf(config), status: 'failed', error: (outcome?.reason as Error | undefined)?.message ?? 'not started', tools: 0 });
      continue;
    }
    const connection = outcome.value;
    connections.push(connection);
    let imported = 0;
    for (const raw of connection.tools) {
      const mcpName = typeof (raw as { name?: unknown })?.name === 'string' ? (raw as { name: string }).name : '(unnamed)';
      if (config.tools.length > 0 && !config.tools.includes(mcpName)) {
        report.leftOut.push({ server, mcpName, stage: 'filter', reason: `not in [mcp.servers.${server}] tools` });
        continue;
      }
      const naming = mapMcpToolName(mcpName, { server, checkName, renames: config.tool_names, taken });
      const name = naming.ok ? naming.name : `${mcpName}`;
      const built = buildMcpToolManifest(raw, { name, trustAnnotations: config.trust_annotations });
      if (!built.ok) {
        report.leftOut.push({ server, mcpName, stage: 'schema', reason: built.reason });
        continue;
      }
      if (!naming.ok) {
        report.leftOut.push({ server, mcpName, stage: 'name', reason: naming.reason });
        continue;
      }
      let validateOutput;
      if (built.tool.outputSchema !== undefined) {
        try {
          validateOutput = outputValidators.getValidator(built.tool.outputSchema as Parameters<typeof outputValidators.getValidator>[0]);
        } catch (error) {
          report.leftOut.push({ server, mcpName, stage: 'schema', reason: `its output schema is invalid: ${(error as Error).message}` });
          continue;
        }
      }
      // A name qualified by its server (`search_notes_web`) is that server's variant: the pool filter keeps it only
      // when the request names the server, as it does for provider tools (`_google_workspace`).
      if (naming.how === 'qualified') built.manifest.flags = { ...built.manifest.flags, providerSuffix: `_${toSnakeCaseToolName(server)}` };
      taken.add(naming.name);
      imported += 1;
      report.imported.push({ server, mcpName, name: naming.name, how: naming.how, effects: [...(built.manifest.effects ?? [])] });
      executors.push(
        createMcpExecutor({
          manifest: built.manifest,
          origin: { tool: naming.name, server, mcpName },
          connection,
          timeoutMs: config.timeout_ms === 0 ? mcp.timeout_ms : config.timeout_ms,
          ...(validateOutput === undefined ? {} : { validateOutput }),
        }),
      );
    }
    report.servers.push({ server, transport: connection.transport, status: 'connected', tools: imported });
  }
  return {
    executors,
    report,
    close: async () => {
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}
