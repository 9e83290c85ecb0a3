import TOML from '@iarna/toml';
import { ConfigError } from '../errors/config-error';
import { closestName } from './closest-name';
import { coerceConfigValue } from './coerce-config-value';
import { configSpec, type AnyConfigSpec } from './config-spec';
import { findTomlKeyLine } from './find-toml-key-line';

/** Values read from runtime.toml, as `section -> key -> value`, already checked against the spec. */
export type ConfigOverrides = Record<string, Record<string, unknown>>;

/**
 * Parses and checks the text of a runtime.toml against `spec` (default: the libraries' {@link configSpec}; an
 * application passes its own). Throws `ConfigError` naming `source`, the line and the key for malformed TOML,
 * unknown sections or keys (with a "did you mean"), and values of the wrong type or range.
 */
export function parseConfigToml(text: string, source: string, { spec = configSpec as AnyConfigSpec }: { spec?: AnyConfigSpec } = {}): ConfigOverrides {
  let document: Record<string, unknown>;
  try {
    document = TOML.parse(text) as Record<string, unknown>;
  } catch (error) {
    const tomlError = error as { line?: number; col?: number; message?: string; fromTOML?: boolean };
    const firstLine = (tomlError.message ?? 'invalid TOML').split('\n')[0] ?? 'invalid TOML';
    throw new ConfigError({
      message: `invalid TOML: ${firstLine.replace(/ at row \d+, col \d+, pos \d+:?$/, '')}`,
      source,
      line: tomlError.line === undefined ? undefined : tomlError.line + 1,
      column: tomlError.col === undefined ? undefined : tomlError.col + 1,
      cause: error,
    });
  }
  const overrides: ConfigOverrides = {};
  const sections = Object.keys(spec);
  for (const [section, table] of Object.entries(document)) {
    const sectionSpec = spec[section];
    if (sectionSpec === undefined) {
      const hint = closestName(section, sections);
      throw new ConfigError({
        message: `unknown section [${section}]${hint ? ` (did you mean [${hint}]?)` : ''}; known sections: ${sections.join(', ')}`,
        source,
        line: findTomlKeyLine(text, section) ?? findTopLevelLine(text, section),
        key: section,
      });
    }
    if (table === null || typeof table !== 'object' || Array.isArray(table)) {
      throw new ConfigError({ message: `expected a table [${section}]`, source, line: findTopLevelLine(text, section), key: section });
    }
    overrides[section] = {};
    for (const [key, value] of Object.entries(table)) {
      const keySpec = sectionSpec.keys[key];
      const line = findTomlKeyLine(text, section, key);
      if (keySpec === undefined) {
        const hint = closestName(key, Object.keys(sectionSpec.keys));
        throw new ConfigError({
          message: `unknown key${hint ? ` (did you mean "${hint}"?)` : ''}`,
          source,
          line,
          key: `${section}.${key}`,
        });
      }
      const checked = coerceConfigValue(keySpec, value);
      if (!checked.success) {
        // A bad field of a named table ([mcp.servers.files]) is reported on that table's line.
        const [table, field] = checked.path ?? [];
        const tableLine = table === undefined ? undefined : findTomlKeyLine(text, `${section}.${key}.${table}`, field);
        throw new ConfigError({ message: checked.error, source, line: tableLine ?? line, key: `${section}.${key}` });
      }
      overrides[section][key] = checked.value;
    }
  }
  return overrides;
}

function findTopLevelLine(text: string, key: string): number | undefined {
  const index = text.split(/\r?\n/).findIndex((line) => new RegExp(`^\\s*${key.replace(/[^\w-]/g, '')}\\s*=`).test(line));
  return index === -1 ? undefined : index + 1;
}
