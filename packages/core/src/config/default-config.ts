import { configSpec } from './config-spec';
import type { MetnosConfig } from './metnos-config';

/** A fresh copy of the documented defaults (the last safety net of the precedence chain). */
export function defaultConfig(): MetnosConfig {
  const config: Record<string, Record<string, unknown>> = {};
  for (const [section, { keys }] of Object.entries(configSpec)) {
    config[section] = {};
    for (const [key, spec] of Object.entries(keys as Record<string, { default: unknown }>)) {
      config[section][key] = structuredClone(spec.default);
    }
  }
  return config as unknown as MetnosConfig;
}
