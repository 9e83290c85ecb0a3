import { createPathPolicy, type PathPolicyOptions } from './create-path-policy';
import { defaultPathAllowlist } from './default-path-allowlist';
import { defaultPathDenylist } from './default-path-denylist';
import { findPathValues } from './find-path-values';
import type { VaglioRule } from './vaglio';

const reasonText = {
  outside_allowlist: 'is outside the allowed folders',
  denied: 'is in a denied folder ([vaglio] path_denylist)',
  symlink_escape: 'leads outside the allowed folders through a symbolic link',
} as const;

/**
 * Blocks a call when any argument that looks like a path (see `findPathValues`) is refused by the path policy
 * (`createPathPolicy`): code `path_not_allowed` with `reason` `denied` (inside `denylist`, which wins),
 * `symlink_escape` (written inside an allowed folder, really outside through a symbolic link) or
 * `outside_allowlist`. Paths are resolved against `baseDir` after expanding `~`, then on disk: links are followed
 * and a path that does not exist yet is placed at the real path of its nearest existing ancestor. The policy is
 * rebuilt at every call, so a link changed since the last call is seen. An empty `allowlist` means
 * `defaultPathAllowlist()` (the usual user folders); the default `denylist` is `defaultPathDenylist()`.
 */
export function pathAllowlistRule({
  allowlist = [],
  denylist = defaultPathDenylist(),
  baseDir = process.cwd(),
  home,
}: Partial<PathPolicyOptions> = {}): VaglioRule {
  const policyOptions: PathPolicyOptions = {
    allowlist: allowlist.length === 0 ? defaultPathAllowlist(home === undefined ? {} : { home }) : allowlist,
    denylist,
    baseDir,
    ...(home === undefined ? {} : { home }),
  };
  return {
    name: 'path_allowlist',
    judgeCall({ manifest, args }) {
      const values = findPathValues(args);
      if (values.length === 0) return { allowed: true };
      const policy = createPathPolicy(policyOptions);
      for (const { location, value } of values) {
        const verdict = policy.judge(value);
        if (!verdict.allowed) {
          const real = verdict.realPath !== undefined && verdict.realPath !== verdict.path ? ` (really ${verdict.realPath})` : '';
          return {
            allowed: false,
            failure: { code: 'path_not_allowed', details: { argument: location, path: verdict.path, reason: verdict.reason } },
            message: `${manifest.name}.${location}: ${verdict.path}${real} ${reasonText[verdict.reason]}`,
          };
        }
      }
      return { allowed: true };
    },
  };
}
