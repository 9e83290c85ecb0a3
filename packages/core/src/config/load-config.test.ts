import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/config-error';
import { loadConfig } from './load-config';
import { parseConfigToml } from './parse-config-toml';
import { configSpec, type ConfigSpec } from './config-spec';
import type { MetnosConfig } from './metnos-config';
import { defaultConfig } from './default-config';
import { renderConfigToml } from './render-config-toml';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'metnos-config-'));
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

describe('loadConfig', () => {
  it('should use the built-in defaults and write a commented runtime.toml on first run', () => {
    const loaded = loadConfig({ env: envFor() });
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
    expect(written).toContain('[multi_tool_fast_path]');
    expect(written).toContain('# Minimum cosine similarity for an L1 match. (METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD)');
    expect(written).toContain('canonical_query_threshold = 0.95');
    // the generated file parses back to exactly the defaults
    expect(loadConfig({ env: envFor() }).created).toBe(false);
    expect(Object.values(loadConfig({ env: envFor() }).sources).every((source) => source === 'file')).toBe(true);
    // only the libraries' sections: an application adds its own through a spec
    expect(Object.keys(loaded.config)).toEqual(['fast_path', 'multi_tool_fast_path', 'praxis', 'llm', 'embedder', 'storage', 'nous']);
    expect(written).not.toContain('[server]');
  });

  it('should let the file override defaults and the environment override the file', () => {
    writeConfig('[fast_path]\ncanonical_query_threshold = 0.9\ncanonical_query_min_uses = 5\n[multi_tool_fast_path]\nenabled = true\n');
    const loaded = loadConfig({ env: envFor({ METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD: '0.97', METNOS_NOUS_CAP_STEPS: '4' }) });
    expect(loaded.config.fast_path.canonical_query_threshold).toBe(0.97);
    expect(loaded.config.fast_path.canonical_query_min_uses).toBe(5);
    expect(loaded.config.multi_tool_fast_path.enabled).toBe(true);
    expect(loaded.config.multi_tool_fast_path.threshold).toBe(0.88);
    expect(loaded.config.nous.cap_steps).toBe(4);
    expect(loaded.sources['fast_path.canonical_query_threshold']).toBe('env');
    expect(loaded.sources['fast_path.canonical_query_min_uses']).toBe('file');
    expect(loaded.sources['multi_tool_fast_path.threshold']).toBe('default');
    expect(loaded.created).toBe(false);
  });

  it('should take the data dir from storage.data_dir when set', () => {
    writeConfig(`[storage]\ndata_dir = "${join(home, 'elsewhere')}"\n`);
    expect(loadConfig({ env: envFor() }).dataDir).toBe(join(home, 'elsewhere'));
  });

  it('should not write a file when writeIfMissing is false', () => {
    const loaded = loadConfig({ env: envFor(), writeIfMissing: false });
    expect(loaded.created).toBe(false);
    expect(() => readFileSync(configFile())).toThrow();
  });

  it('should name the file, line and column of malformed TOML', () => {
    writeConfig('[fast_path]\ncanonical_query_threshold = 0.9\ncanonical_query_min_uses = = 3\n');
    const error = captureError(() => loadConfig({ env: envFor() }));
    expect(error.source).toBe(configFile());
    expect(error.line).toBe(3);
    expect(error.message).toMatch(new RegExp(`^${configFile().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:\\d+: invalid TOML: `));
  });

  it('should name the file, line and key of a wrong-typed value', () => {
    writeConfig('# comment\n[fast_path]\ncanonical_query_enabled = true\ncanonical_query_threshold = "high"\n');
    const error = captureError(() => loadConfig({ env: envFor() }));
    expect(error.message).toBe(`${configFile()}:4: fast_path.canonical_query_threshold: expected a number, got a string`);
    expect(error.key).toBe('fast_path.canonical_query_threshold');
    expect(error.line).toBe(4);
  });

  it('should reject out-of-range and non-integer values', () => {
    expect(() => parseConfigToml('[fast_path]\ncanonical_query_threshold = 1.5\n', 'f.toml')).toThrow(
      'f.toml:2: fast_path.canonical_query_threshold: must be <= 1, got 1.5',
    );
    expect(() => parseConfigToml('[multi_tool_fast_path]\nmin_uses = 2.5\n', 'f.toml')).toThrow(
      'f.toml:2: multi_tool_fast_path.min_uses: expected an integer, got 2.5',
    );
    expect(() => parseConfigToml('[llm]\nprovider = "gpt"\n', 'f.toml')).toThrow(
      'f.toml:2: llm.provider: expected one of "none", "llama-server", "openai-compatible", "in-process", got "gpt"',
    );
  });

  it('should reject unknown keys and sections with a suggestion', () => {
    expect(() => parseConfigToml('[fast_path]\ncanonical_query_treshold = 0.9\n', 'f.toml')).toThrow(
      'f.toml:2: fast_path.canonical_query_treshold: unknown key (did you mean "canonical_query_threshold"?)',
    );
    expect(() => parseConfigToml('\n[fastpath]\nx = 1\n', 'f.toml')).toThrow(/^f\.toml:2: fastpath: unknown section \[fastpath\] \(did you mean \[fast_path\]\?\)/);
  });

  it('should name the environment variable holding a bad value', () => {
    const error = captureError(() => loadConfig({ env: envFor({ METNOS_MULTI_TOOL_FAST_PATH_ENABLED: 'maybe' }), writeIfMissing: false }));
    expect(error.message).toBe('environment variable METNOS_MULTI_TOOL_FAST_PATH_ENABLED: multi_tool_fast_path.enabled: expected true or false, got "maybe"');
  });




});

describe('loadConfig (relative data_dir, unknown variables)', () => {


  it('should resolve a relative data_dir against the config file folder, and one from the environment against cwd', () => {
    writeConfig('[storage]\ndata_dir = "state"\n');
    expect(loadConfig({ env: envFor(), cwd: '/somewhere/else' }).dataDir).toBe(join(home, 'cfg', 'metnos', 'state'));
    expect(loadConfig({ env: envFor({ METNOS_STORAGE_DATA_DIR: 'here' }), cwd: join(home, 'work') }).dataDir).toBe(join(home, 'work', 'here'));
    expect(loadConfig({ env: envFor({ METNOS_STORAGE_DATA_DIR: '~/metnos-data' }) }).dataDir).toBe(join(home, 'metnos-data'));
  });

  it('should warn about METNOS_* variables that name no setting, with a did-you-mean', () => {
    const loaded = loadConfig({ env: envFor({ METNOS_LLM_BASEURL: 'http://x', METNOS_WHATEVER: '1', METNOS_CONFIG: configFile(), METNOS_LLM_TIMEOUT_MS: '5' }), writeIfMissing: false });
    expect(loaded.warnings).toEqual([
      'unknown environment variable METNOS_LLM_BASEURL is ignored (did you mean METNOS_LLM_BASE_URL?)',
      'unknown environment variable METNOS_WHATEVER is ignored',
    ]);
  });
});

/** An application's own section, as an app declares it beside the libraries' (every key kind the loader reads). */
interface AppSections {
  service: { port: number; hosts: string[]; user_ids: number[]; labels: Record<string, string>; backends: Record<string, { url: string; weight: number }> };
}
const appSpec: ConfigSpec<MetnosConfig & AppSections> = {
  ...configSpec,
  service: {
    doc: 'An application section.',
    keys: {
      port: { type: 'integer', default: 7000, min: 0, max: 65535, doc: 'Port.' },
      hosts: { type: 'string[]', default: [], doc: 'Host names.' },
      user_ids: { type: 'integer[]', default: [], doc: 'User ids.' },
      labels: { type: 'record', default: {}, doc: 'Labels.' },
      backends: {
        type: 'tables',
        default: {},
        doc: 'One [service.backends.<name>] table per backend.',
        example: ['[service.backends.main]', 'url = "http://127.0.0.1:1"'],
        fields: { url: { type: 'string', default: '', doc: 'Where.' }, weight: { type: 'integer', default: 1, min: 1, doc: 'Share.' } },
      },
    },
  },
};

describe('loadConfig (an application spec)', () => {
  it('should load, default, document and check the sections an application declares beside the libraries\'', () => {
    const loaded = loadConfig({ env: envFor({ METNOS_SERVICE_HOSTS: '["a", "b"]', METNOS_SERVICE_USER_IDS: '7, 8' }), spec: appSpec });
    expect(loaded.config.service).toEqual({ port: 7000, hosts: ['a', 'b'], user_ids: [7, 8], labels: {}, backends: {} });
    expect(loaded.config.fast_path.canonical_query_threshold).toBe(0.95);
    const written = readFileSync(configFile(), 'utf8');
    expect(written).toContain('# An application section.\n[service]\n# Port. (METNOS_SERVICE_PORT)\nport = 7_000');
    expect(written).toContain('# [service.backends.main]\n# url = "http://127.0.0.1:1"');
    expect(written).toBe(renderConfigToml({ spec: appSpec }));
    expect(defaultConfig(appSpec).service.port).toBe(7000);

    writeConfig('[service]\nport = 9000\n\n[service.backends.main]\nurl = "http://x"\n');
    expect(loadConfig({ env: envFor(), spec: appSpec }).config.service).toMatchObject({ port: 9000, backends: { main: { url: 'http://x', weight: 1 } } });
    expect(() => parseConfigToml('[service.backends.main]\nweight = 0\n', 'f.toml', { spec: appSpec })).toThrow(/^f\.toml:2: service\.backends: main\.weight: must be >= 1/);
    expect(() => parseConfigToml('[service]\nport = 1\n', 'f.toml')).toThrow(/unknown section \[service\]/);
    expect(captureError(() => loadConfig({ env: envFor({ METNOS_SERVICE_USER_IDS: 'me' }), writeIfMissing: false, spec: appSpec })).message).toBe(
      'environment variable METNOS_SERVICE_USER_IDS: service.user_ids: expected an array of integers, got ["me"]',
    );
    expect(loadConfig({ env: envFor({ METNOS_SERVICE_PORT: '1' }), configFile: join(home, 'none.toml'), writeIfMissing: false }).warnings).toEqual(['unknown environment variable METNOS_SERVICE_PORT is ignored']);
  });
});
