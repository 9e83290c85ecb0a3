import TOML from '@iarna/toml';
import { configSpec, type ConfigKeySpec } from './config-spec';
import { configEnvName } from './read-env-config';

/**
 * The runtime.toml written at first run: every section and key with its default, each preceded by a comment
 * saying what it does and which METNOS_* variable overrides it.
 */
export function renderConfigToml(): string {
  const lines = [
    '# Metnos runtime configuration.',
    '# Precedence: METNOS_* environment variables > this file > built-in defaults.',
    '# Every key below shows its default; edit a value to change it, delete a key to go back to the default.',
    '',
  ];
  for (const [section, { doc, keys }] of Object.entries(configSpec) as [string, { doc: string; keys: Record<string, ConfigKeySpec> }][]) {
    lines.push(`# ${doc}`, `[${section}]`);
    for (const [key, spec] of Object.entries(keys)) {
      lines.push(`# ${spec.doc} (${configEnvName(section, key)})`);
      lines.push(TOML.stringify({ [key]: spec.default } as TOML.JsonMap).trim());
    }
    lines.push('');
  }
  return lines.join('\n');
}
