import TOML from '@iarna/toml';
import { configSpec, type AnyConfigSpec } from './config-spec';
import { configEnvName } from './read-env-config';

/**
 * The runtime.toml written at first run: every section and key of `spec` (default: the libraries'
 * {@link configSpec}) with its default, each preceded by a comment saying what it does and which METNOS_* variable
 * overrides it.
 */
export function renderConfigToml({ spec = configSpec as AnyConfigSpec }: { spec?: AnyConfigSpec } = {}): string {
  const lines = [
    '# Metnos runtime configuration.',
    '# Precedence: METNOS_* environment variables > this file > built-in defaults.',
    '# Every key below shows its default; edit a value to change it, delete a key to go back to the default.',
    '',
  ];
  for (const [section, { doc, keys }] of Object.entries(spec)) {
    lines.push(`# ${doc}`, `[${section}]`);
    for (const [key, spec] of Object.entries(keys)) {
      const asJson = spec.type === 'tables' || spec.type === 'record' ? ', as JSON' : '';
      lines.push(`# ${spec.doc} (${configEnvName(section, key)}${asJson})`);
      if (spec.type === 'tables') {
        // Named tables have no default to show: an example, commented out, says how to write one.
        for (const [field, fieldSpec] of Object.entries(spec.fields ?? {})) lines.push(`#   ${field}: ${fieldSpec.doc}`);
        lines.push(...(spec.example ?? []).map((line) => (line === '' ? '#' : `# ${line}`)));
      } else if (spec.type === 'record') lines.push(`${key} = {}`);
      else lines.push(TOML.stringify({ [key]: spec.default } as TOML.JsonMap).trim());
    }
    lines.push('');
  }
  return lines.join('\n');
}
