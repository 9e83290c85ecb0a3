import type { AllowedPathScope } from './create-scope-policy';
import type { ExecutorEnvironment } from './executor-environment';

/**
 * Where a Maildir executor may act: the Maildir root as the only allowed folder, the file executors' deny list and
 * hard-link switch. Every folder it lists and every message it opens or moves is judged on its real path against
 * this scope, so a message or folder that is a link to `~/.aws/credentials` or elsewhere is never read or moved.
 */
export function maildirScope(environment: Pick<ExecutorEnvironment, 'maildir' | 'pathDenylist' | 'allowHardLinks'>, tool: string): AllowedPathScope {
  return { roots: [environment.maildir], denylist: environment.pathDenylist, allowHardLinks: environment.allowHardLinks, tool };
}
