import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '@metnos/core';
import { parseConfigToml } from '@metnos/core/config';
import { assistantConfigSpec } from './assistant-config-spec';
import { loadAssistantConfig } from './load-assistant-config';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'metnos-assistant-config-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const envFor = (extra: Record<string, string> = {}) => ({ HOME: home, XDG_CONFIG_HOME: join(home, 'cfg'), XDG_DATA_HOME: join(home, 'data'), ...extra });
const configFile = () => join(home, 'cfg', 'metnos', 'runtime.toml');
const writeConfig = (text: string) => {
  mkdirSync(join(home, 'cfg', 'metnos'), { recursive: true });
  writeFileSync(configFile(), text);
};
const captureError = (run: () => unknown): ConfigError => {
  try {
    run();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadAssistantConfig', () => {
  it('should write every section, the libraries\' and the assistant\'s, into the runtime.toml of the first run', () => {
    const loaded = loadAssistantConfig({ env: envFor() });
    expect(Object.keys(loaded.config)).toEqual(['fast_path', 'multi_tool_fast_path', 'praxis', 'llm', 'embedder', 'storage', 'nous', 'vaglio', 'server', 'mcp', 'executors', 'telegram']);
    expect(loaded.config.server).toEqual({ host: '127.0.0.1', port: 7421, allowed_hosts: [], session_days: 30, active_turns: 2, waiting_turns: 64 });
    expect(loaded.created).toBe(true);
    expect(loaded.configFile).toBe(configFile());
    expect(loaded.dataDir).toBe(join(home, 'data', 'metnos'));
    expect(loaded.config.fast_path).toEqual({
      literal_enabled: true,
      canonical_query_enabled: true,
      canonical_query_min_uses: 3,
      canonical_query_threshold: 0.95,
      canonical_query_args_llm: false,
    });
    expect(loaded.config.multi_tool_fast_path).toEqual({
      enabled: false,
      chain_to_planner: false,
      threshold: 0.88,
      min_uses: 3,
      ttl_active_days: 30,
      k_synth: 50,
    });
    const written = readFileSync(configFile(), 'utf8');
    for (const section of ['vaglio', 'server', 'mcp', 'executors', 'telegram']) expect(written).toContain(`\n[${section}]\n`);
    expect(written).toContain("# The location you share with get_location");
    expect(written).toContain('[multi_tool_fast_path]');
    expect(written).toContain('# Minimum cosine similarity for an L1 match. (METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD)');
    expect(written).toContain('canonical_query_threshold = 0.95');
    // the generated file parses back to exactly the defaults
    expect(loadAssistantConfig({ env: envFor() }).created).toBe(false);
    // (named tables such as [mcp.servers.<name>] have no default to write: the file shows a commented example)
    const sources = Object.entries(loadAssistantConfig({ env: envFor() }).sources).filter(([key]) => key !== 'mcp.servers');
    expect(sources.every(([, source]) => source === 'file')).toBe(true);
    expect(written).toContain('# [mcp.servers.files]\n# command = "npx"');
  });

  it('should let the file override defaults and the environment override the file', () => {
    writeConfig('[fast_path]\ncanonical_query_threshold = 0.9\ncanonical_query_min_uses = 5\n[multi_tool_fast_path]\nenabled = true\n');
    const loaded = loadAssistantConfig({ env: envFor({ METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD: '0.97', METNOS_VAGLIO_PATH_ALLOWLIST: '/a, /b' }) });
    expect(loaded.config.fast_path.canonical_query_threshold).toBe(0.97);
    expect(loaded.config.fast_path.canonical_query_min_uses).toBe(5);
    expect(loaded.config.multi_tool_fast_path.enabled).toBe(true);
    expect(loaded.config.multi_tool_fast_path.threshold).toBe(0.88);
    expect(loaded.config.vaglio.path_allowlist).toEqual(['/a', '/b']);
    expect(loaded.sources['fast_path.canonical_query_threshold']).toBe('env');
    expect(loaded.sources['fast_path.canonical_query_min_uses']).toBe('file');
    expect(loaded.sources['multi_tool_fast_path.threshold']).toBe('default');
    expect(loaded.created).toBe(false);
  });








  it('should honour METNOS_CONFIG as the config path', () => {
    const custom = join(home, 'custom.toml');
    writeFileSync(custom, '[server]\nport = 9000\n');
    const loaded = loadAssistantConfig({ env: envFor({ METNOS_CONFIG: custom }) });
    expect(loaded.configFile).toBe(custom);
    expect(loaded.config.server.port).toBe(9000);
  });

  it('should read [mcp.servers.<name>] tables, filling each with the field defaults', () => {
    writeConfig('[mcp]\ntimeout_ms = 5000\n\n[mcp.servers.files]\ncommand = "node"\nargs = ["server.js"]\nenv = { LOG = "warn" }\n\n[mcp.servers.web]\nurl = "http://127.0.0.1:3001/mcp"\ntool_names = { fetch = "get_urls" }\n');
    const loaded = loadAssistantConfig({ env: envFor() });
    expect(loaded.config.mcp.timeout_ms).toBe(5000);
    expect(loaded.config.mcp.servers).toEqual({
      files: { command: 'node', args: ['server.js'], env: { LOG: 'warn' }, cwd: '', url: '', headers: {}, enabled: true, timeout_ms: 0, tools: [], tool_names: {}, trust_annotations: true },
      web: { command: '', args: [], env: {}, cwd: '', url: 'http://127.0.0.1:3001/mcp', headers: {}, enabled: true, timeout_ms: 0, tools: [], tool_names: { fetch: 'get_urls' }, trust_annotations: true },
    });
    expect(loaded.sources['mcp.servers']).toBe('file');
  });

  it('should name the table, the field and its line for a bad [mcp.servers.<name>] field', () => {
    expect(() => parseConfigToml('[mcp.servers.files]\ncommand = "node"\nargz = ["a"]\n', 'f.toml', { spec: assistantConfigSpec })).toThrow(
      'f.toml:3: mcp.servers: files.argz: unknown key (did you mean "args"?); known keys: command, args, env, cwd, url, headers, enabled, timeout_ms, tools, tool_names, trust_annotations',
    );
    expect(() => parseConfigToml('[mcp.servers.files]\ncommand = "node"\nenv = { DEBUG = 1 }\n', 'f.toml', { spec: assistantConfigSpec })).toThrow(
      'f.toml:3: mcp.servers: files.env: DEBUG: expected a string, got a number',
    );
  });

  it('should read [mcp] servers from METNOS_MCP_SERVERS as JSON', () => {
    const loaded = loadAssistantConfig({ env: envFor({ METNOS_MCP_SERVERS: '{"files":{"command":"node"}}' }), writeIfMissing: false });
    expect(loaded.config.mcp.servers.files?.command).toBe('node');
    const error = captureError(() => loadAssistantConfig({ env: envFor({ METNOS_MCP_SERVERS: '{files' }), writeIfMissing: false }));
    expect(error.message).toBe('environment variable METNOS_MCP_SERVERS: mcp.servers: expected a JSON object, got "{files"');
  });
});

describe('loadAssistantConfig (environment lists, relative data_dir, unknown variables)', () => {
  it('should read a JSON array from the environment, items with commas included', () => {
    const loaded = loadAssistantConfig({ env: envFor({ METNOS_VAGLIO_PATH_ALLOWLIST: '["/data/a, b", "/c"]', METNOS_TELEGRAM_ALLOWED_USER_IDS: '[123456789, 42]' }), writeIfMissing: false });
    expect(loaded.config.vaglio.path_allowlist).toEqual(['/data/a, b', '/c']);
    expect(loaded.config.telegram.allowed_user_ids).toEqual([123456789, 42]);
    expect(loadAssistantConfig({ env: envFor({ METNOS_TELEGRAM_ALLOWED_USER_IDS: '7, 8' }), writeIfMissing: false }).config.telegram.allowed_user_ids).toEqual([7, 8]);
  });

  it('should name the variable of a malformed JSON array or a non-integer user id', () => {
    expect(captureError(() => loadAssistantConfig({ env: envFor({ METNOS_VAGLIO_PATH_ALLOWLIST: '["/a", ' }), writeIfMissing: false })).message).toBe(
      'environment variable METNOS_VAGLIO_PATH_ALLOWLIST: vaglio.path_allowlist: expected a JSON array or comma-separated items, got "["/a", " (malformed JSON)',
    );
    expect(captureError(() => loadAssistantConfig({ env: envFor({ METNOS_TELEGRAM_ALLOWED_USER_IDS: 'me' }), writeIfMissing: false })).message).toBe(
      'environment variable METNOS_TELEGRAM_ALLOWED_USER_IDS: telegram.allowed_user_ids: expected an array of integers, got ["me"]',
    );
  });


  it('should know the assistant\'s variables, and suggest them for a typo', () => {
    const loaded = loadAssistantConfig({ env: envFor({ METNOS_SERVER_PORT: '9001', METNOS_TELEGRAM_BOTTOKEN: 'x', METNOS_LLM_TIMEOUT_MS: '5' }), writeIfMissing: false });
    expect(loaded.config.server.port).toBe(9001);
    expect(loaded.warnings).toEqual(['unknown environment variable METNOS_TELEGRAM_BOTTOKEN is ignored (did you mean METNOS_TELEGRAM_BOT_TOKEN?)']);
  });
});
