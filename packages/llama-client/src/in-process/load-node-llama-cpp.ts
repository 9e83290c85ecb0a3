import { LlmDependencyMissingError } from '../errors/llm-dependency-missing-error';

/** The node-llama-cpp module, as the in-process provider uses it. */
export type NodeLlamaCppModule = typeof import('node-llama-cpp');

/**
 * Imports the optional peer dependency node-llama-cpp on first use, so that users of the HTTP providers never
 * load it. A missing package becomes `LlmDependencyMissingError`; any other import failure is rethrown.
 */
export async function loadNodeLlamaCpp(
  importModule: () => Promise<NodeLlamaCppModule> = () => import('node-llama-cpp'),
): Promise<NodeLlamaCppModule> {
  try {
    return await importModule();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new LlmDependencyMissingError({ packageName: 'node-llama-cpp', cause: error });
    }
    throw error;
  }
}
