import { loadConfig, type LoadConfigOptions, type LoadedConfig } from '@metnos/core/config';
import type { AssistantConfig } from './assistant-config';
import { assistantConfigSpec } from './assistant-config-spec';

/** The assistant's loaded configuration: every section of {@link assistantConfigSpec}. */
export type LoadedAssistantConfig = LoadedConfig<AssistantConfig>;

/**
 * Core's `loadConfig` over the assistant's spec: defaults < runtime.toml < METNOS_* variables for the libraries'
 * sections and the assistant's own (`[vaglio]`, `[server]`, `[mcp]`, `[executors]`, `[telegram]`); the runtime.toml
 * written on first run documents all of them.
 */
export function loadAssistantConfig(options: LoadConfigOptions = {}): LoadedAssistantConfig {
  return loadConfig({ ...options, spec: assistantConfigSpec });
}
