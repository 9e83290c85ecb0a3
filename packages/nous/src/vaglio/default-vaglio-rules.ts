import { confirmDestructiveRule } from './confirm-destructive-rule';
import { pathAllowlistRule } from './path-allowlist-rule';
import { resultSizeRule } from './result-size-rule';
import type { VaglioRule } from './vaglio';

/** Options of {@link defaultVaglioRules}; the first two mirror `[vaglio]` in runtime.toml. */
export interface DefaultVaglioRulesOptions {
  /** `[vaglio] confirm_destructive` (default true). */
  confirmDestructive?: boolean;
  /** `[vaglio] path_allowlist` (default empty = the home folder). */
  pathAllowlist?: readonly string[];
  /** Folder relative paths resolve against (default `process.cwd()`). */
  baseDir?: string;
  /** Result cap in bytes of JSON (default 1 MiB). */
  maxResultBytes?: number;
  /** Result cap in entries (default 10 000). */
  maxResultEntries?: number;
}

/** The standard rule set, in order: destructive confirmation, path allowlist, result size. */
export function defaultVaglioRules({
  confirmDestructive = true,
  pathAllowlist = [],
  baseDir,
  maxResultBytes,
  maxResultEntries,
}: DefaultVaglioRulesOptions = {}): VaglioRule[] {
  return [
    ...(confirmDestructive ? [confirmDestructiveRule()] : []),
    pathAllowlistRule({ allowlist: pathAllowlist, baseDir }),
    resultSizeRule({ maxBytes: maxResultBytes, maxEntries: maxResultEntries }),
  ];
}
