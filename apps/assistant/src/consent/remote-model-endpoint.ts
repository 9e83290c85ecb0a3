import type { MetnosConfig } from '@metnos/core';
import { isLoopbackUrl } from './is-loopback-url';

/**
 * The endpoint of the model that tools reading content call (the fast tier: `[llm] fast_base_url`, else
 * `base_url`) when it is outside this machine and the user has not allowed content to go there
 * (`[llm] remote_content = "allow"`); `undefined` for no model, the in-process model, a loopback server or an
 * allowed one. An `api_key` changes nothing: a server without one can be remote too.
 */
export function remoteModelEndpoint(llm: Pick<MetnosConfig['llm'], 'provider' | 'base_url' | 'fast_base_url' | 'remote_content'>): string | undefined {
  if (llm.provider === 'none' || llm.provider === 'in-process' || llm.remote_content === 'allow') return undefined;
  const url = llm.fast_base_url === '' ? llm.base_url : llm.fast_base_url;
  return isLoopbackUrl(url) ? undefined : url;
}
