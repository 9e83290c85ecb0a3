import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the config file and the data files live. */
export interface MetnosPaths {
  configFile: string;
  dataDir: string;
}

/**
 * XDG locations: `$METNOS_CONFIG` or `$XDG_CONFIG_HOME/metnos/runtime.toml` (default `~/.config`), and
 * `$XDG_DATA_HOME/metnos` (default `~/.local/share`). `storage.data_dir` in the config overrides the data dir.
 */
export function resolveMetnosPaths(env: Record<string, string | undefined> = process.env): MetnosPaths {
  const home = env.HOME ?? homedir();
  const configHome = env.XDG_CONFIG_HOME || join(home, '.config');
  const dataHome = env.XDG_DATA_HOME || join(home, '.local', 'share');
  return {
    configFile: env.METNOS_CONFIG || join(configHome, 'metnos', 'runtime.toml'),
    dataDir: join(dataHome, 'metnos'),
  };
}
