import { closestName } from './closest-name';
import { configSpec, type AnyConfigSpec } from './config-spec';
import { configEnvName } from './read-env-config';

/**
 * METNOS_* variables that are not config keys but are read elsewhere: the config path, and the llama-server
 * build/supervision and test tooling of the repository.
 */
const otherMetnosVariables: readonly string[] = [
  'METNOS_CONFIG',
  'METNOS_LLAMA_SERVER_BIN',
  'METNOS_LLAMA_SERVER_CACHE',
  'METNOS_LLAMA_SERVER_JOBS',
  'METNOS_SUPERVISOR_REMOVE_ON_EXIT',
  'METNOS_RECORD_LLAMA_SERVER_FIXTURES',
  'METNOS_CORPORA',
];

/** A METNOS_* variable that names nothing Metnos reads, with the closest known name when it looks like a typo. */
export interface UnknownEnvVariable {
  name: string;
  suggestion?: string;
}

/**
 * The METNOS_* variables of `env` that are neither a key of `spec` (`METNOS_<SECTION>_<KEY>`; default: the
 * libraries' {@link configSpec}) nor one of
 * {@link otherMetnosVariables}: they would be ignored silently, so callers warn about them.
 */
export function findUnknownEnvVariables(
  env: Record<string, string | undefined>,
  { spec = configSpec as AnyConfigSpec }: { spec?: AnyConfigSpec } = {},
): UnknownEnvVariable[] {
  const known = [...otherMetnosVariables];
  for (const [section, { keys }] of Object.entries(spec)) for (const key of Object.keys(keys)) known.push(configEnvName(section, key));
  return Object.keys(env)
    .filter((name) => name.startsWith('METNOS_') && env[name] !== undefined && !known.includes(name))
    .sort()
    .map((name) => {
      const suggestion = closestName(name, known);
      return suggestion === undefined ? { name } : { name, suggestion };
    });
}
