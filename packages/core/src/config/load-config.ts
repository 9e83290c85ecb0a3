import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ConfigError } from '../errors/config-error';
import { configSpec, type AnyConfigSpec, type ConfigSpec } from './config-spec';
import { defaultConfig } from './default-config';
import { findUnknownEnvVariables } from './find-unknown-env-variables';
import type { MetnosConfig } from './metnos-config';
import { parseConfigToml, type ConfigOverrides } from './parse-config-toml';
import { readEnvConfig } from './read-env-config';
import { renderConfigToml } from './render-config-toml';
import { resolveMetnosPaths } from './resolve-metnos-paths';

/** Where an effective value came from. */
export type ConfigSource = 'default' | 'file' | 'env';

/** The effective config, the origin of every value (`"fast_path.canonical_query_threshold" -> "env"`), and paths. */
export interface LoadedConfig<Config extends MetnosConfig = MetnosConfig> {
  config: Config;
  sources: Record<string, ConfigSource>;
  configFile: string;
  /**
   * Resolved absolute data folder: `storage.data_dir` (relative to the config file's folder when set in the file,
   * to `cwd` when set by METNOS_STORAGE_DATA_DIR; `~/` is the home folder), or the XDG default.
   */
  dataDir: string;
  /** True when this call wrote the commented default runtime.toml. */
  created: boolean;
  /** Problems that do not stop Metnos, for the user: METNOS_* variables that name no setting (with a "did you mean"). */
  warnings: string[];
}

/** Options of `loadConfig`. */
export interface LoadConfigOptions {
  env?: Record<string, string | undefined>;
  configFile?: string;
  writeIfMissing?: boolean;
  /** Folder a relative METNOS_STORAGE_DATA_DIR is resolved against (default the process's). */
  cwd?: string;
}

/**
 * Loads the configuration: defaults < runtime.toml < METNOS_* variables. The sections are those of `spec`: by
 * default the libraries' ({@link configSpec}); an application passes a spec that adds its own sections to them
 * (`{ ...configSpec, server: {...} }`) and gets its config type back. On first run (no file) it writes a commented
 * runtime.toml with every default of the spec, unless `writeIfMissing` is false. Bad TOML or values, and sections
 * or keys the spec does not know, throw `ConfigError` naming the file, line and key.
 */
export function loadConfig(options?: LoadConfigOptions): LoadedConfig;
export function loadConfig<Config extends MetnosConfig>(options: LoadConfigOptions & { spec: ConfigSpec<Config> }): LoadedConfig<Config>;
export function loadConfig({
  env = process.env,
  configFile,
  writeIfMissing = true,
  cwd = process.cwd(),
  spec = configSpec as AnyConfigSpec,
}: LoadConfigOptions & { spec?: AnyConfigSpec } = {}): LoadedConfig {
  const paths = resolveMetnosPaths(env);
  const file = configFile ?? paths.configFile;
  const config = defaultConfig(spec as ConfigSpec<Record<string, Record<string, unknown>>>);
  const sources: Record<string, ConfigSource> = {};
  for (const [section, keys] of Object.entries(config)) for (const key of Object.keys(keys)) sources[`${section}.${key}`] = 'default';

  let created = false;
  let fileOverrides: ConfigOverrides = {};
  if (existsSync(file)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError({ message: `cannot read config file: ${(error as Error).message}`, source: file, cause: error });
    }
    fileOverrides = parseConfigToml(text, file, { spec });
  } else if (writeIfMissing) {
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderConfigToml({ spec }), { flag: 'wx' });
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new ConfigError({ message: `cannot write default config: ${(error as Error).message}`, source: file, cause: error });
      }
    }
  }
  const apply = (overrides: ConfigOverrides, source: ConfigSource) => {
    for (const [section, keys] of Object.entries(overrides)) {
      for (const [key, value] of Object.entries(keys)) {
        (config[section] as Record<string, unknown>)[key] = value;
        sources[`${section}.${key}`] = source;
      }
    }
  };
  apply(fileOverrides, 'file');
  apply(readEnvConfig(env, { spec }), 'env');
  const effective = config as unknown as MetnosConfig;
  const warnings = findUnknownEnvVariables(env, { spec }).map(
    ({ name, suggestion }) => `unknown environment variable ${name} is ignored${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}`,
  );
  return {
    config: effective,
    sources,
    configFile: file,
    dataDir: resolveDataDir(effective.storage.data_dir, { fromFile: sources['storage.data_dir'] === 'file', file, cwd, home: env.HOME ?? homedir(), fallback: paths.dataDir }),
    created,
    warnings,
  };
}

function resolveDataDir(value: string, { fromFile, file, cwd, home, fallback }: { fromFile: boolean; file: string; cwd: string; home: string; fallback: string }): string {
  if (value === '') return fallback;
  if (value === '~' || value.startsWith('~/')) return join(home, value.slice(1));
  if (isAbsolute(value)) return value;
  return resolve(fromFile ? dirname(resolve(cwd, file)) : cwd, value);
}
