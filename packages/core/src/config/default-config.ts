import { configSpec, type AnyConfigSpec, type ConfigSpec } from './config-spec';
import type { MetnosConfig } from './metnos-config';

/** A fresh copy of the documented defaults of the libraries' sections (the last safety net of the precedence chain). */
export function defaultConfig(): MetnosConfig;
/** A fresh copy of the documented defaults of every section of `spec` (an application's own spec). */
export function defaultConfig<Config>(spec: ConfigSpec<Config>): Config;
export function defaultConfig(spec: AnyConfigSpec = configSpec as AnyConfigSpec): unknown {
  const config: Record<string, Record<string, unknown>> = {};
  for (const [section, { keys }] of Object.entries(spec)) {
    config[section] = {};
    for (const [key, keySpec] of Object.entries(keys)) config[section][key] = structuredClone(keySpec.default);
  }
  return config;
}
