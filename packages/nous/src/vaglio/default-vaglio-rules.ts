import { confirmDestructiveRule } from './confirm-destructive-rule';
import type { ModelEndpointOf } from './content-leaves';
import { defaultPathDenylist } from './default-path-denylist';
import { pathAllowlistRule } from './path-allowlist-rule';
import { resultSizeRule } from './result-size-rule';
import type { VaglioRule } from './vaglio';

/** Options of {@link defaultVaglioRules}; the first three mirror `[vaglio]` in runtime.toml. */
export interface DefaultVaglioRulesOptions {
  /** `[vaglio] confirm_destructive` (default true). */
  confirmDestructive?: boolean;
  /** Tools that hand their input to a model outside the machine, and its endpoint (see `contentLeaves`). */
  modelEndpointOf?: ModelEndpointOf;
  /** Allowed folders (default empty = `defaultPathAllowlist()`, the usual user folders). */
  pathAllowlist?: readonly string[];
  /**
   * The complete deny list, which wins over the allowlist (default `defaultPathDenylist()`); callers add
   * `[vaglio] path_denylist` to `defaultPathDenylist({ configDir, dataDir })`.
   */
  pathDenylist?: readonly string[];
  /** Folder relative paths resolve against (default `process.cwd()`). */
  baseDir?: string;
  /** Result cap in bytes of JSON (default 1 MiB). */
  maxResultBytes?: number;
  /** Result cap in entries (default 10 000). */
  maxResultEntries?: number;
}

/**
 * The standard rule set, in order: path allow/deny lists (real paths), destructive confirmation, result size. Paths
 * come first so that a call the policy refuses anyway (a move to a folder outside the allowlist) is refused before
 * the user is asked to consent to it.
 */
export function defaultVaglioRules({
  confirmDestructive = true,
  modelEndpointOf,
  pathAllowlist = [],
  pathDenylist = defaultPathDenylist(),
  baseDir,
  maxResultBytes,
  maxResultEntries,
}: DefaultVaglioRulesOptions = {}): VaglioRule[] {
  return [
    pathAllowlistRule({ allowlist: pathAllowlist, denylist: pathDenylist, ...(baseDir === undefined ? {} : { baseDir }) }),
    ...(confirmDestructive ? [confirmDestructiveRule(modelEndpointOf === undefined ? {} : { modelEndpointOf })] : []),
    resultSizeRule({ maxBytes: maxResultBytes, maxEntries: maxResultEntries }),
  ];
}
