import { ConfigError } from '../errors/config-error';
import { coerceConfigValue } from './coerce-config-value';
import { configSpec, type AnyConfigSpec } from './config-spec';
import type { ConfigOverrides } from './parse-config-toml';

/** Name of the environment variable that overrides `section.key`: `METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD`. */
export function configEnvName(section: string, key: string): string {
  return `METNOS_${section}_${key}`.toUpperCase();
}

/**
 * Reads every `METNOS_<SECTION>_<KEY>` variable that names a key of `spec` (default: the libraries'
 * {@link configSpec}). Booleans accept true/false/1/0/yes/no, lists are comma-separated. Throws `ConfigError`
 * naming the variable for a bad value.
 */
export function readEnvConfig(env: Record<string, string | undefined>, { spec = configSpec as AnyConfigSpec }: { spec?: AnyConfigSpec } = {}): ConfigOverrides {
  const overrides: ConfigOverrides = {};
  for (const [section, { keys }] of Object.entries(spec)) {
    for (const [key, spec] of Object.entries(keys)) {
      const name = configEnvName(section, key);
      const raw = env[name];
      if (raw === undefined) continue;
      const checked = coerceConfigValue(spec, raw, { fromString: true });
      if (!checked.success) throw new ConfigError({ message: checked.error, source: `environment variable ${name}`, key: `${section}.${key}` });
      (overrides[section] ??= {})[key] = checked.value;
    }
  }
  return overrides;
}
