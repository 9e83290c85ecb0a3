/** Types of llama-server-location.mjs (plain ESM shared by the build script and the live tests). */
export function findLlamaCppBundle(): { packageDirectory: string; bundlePath: string; tag: string; repository: string };
export function resolveLlamaServerCacheDirectory(tag: string, environment?: NodeJS.ProcessEnv): string;
export function llamaServerBinaryPath(cacheDirectory: string): string;
export function findBuiltLlamaServer(
  environment?: NodeJS.ProcessEnv,
): { binaryPath: string; reason?: undefined; broken?: undefined } | { binaryPath: undefined; reason: string; broken: boolean };
export const llamaServerCmakeFlags: readonly string[];
