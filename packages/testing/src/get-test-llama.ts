import { getLlama, LlamaLogLevel, type Llama } from 'node-llama-cpp';

let llamaPromise: Promise<Llama> | undefined;

/**
 * The shared CPU-only `Llama` for tests: `getLlama({ gpu: false, build: 'never', logLevel: error, maxThreads: 1 })`,
 * created once per test worker and memoised (a failed load is not memoised, so the next call retries).
 * `build: 'never'` uses the prebuilt binary and fails fast instead of compiling llama.cpp. `maxThreads: 1` keeps
 * contexts on one thread by default: on a small shared machine, llama.cpp's spinning worker threads make a tiny
 * model hundreds of times slower (measured: ~300 ms/token with the default 4 threads vs ~1 ms/token with 1).
 */
export function getTestLlama(): Promise<Llama> {
  llamaPromise ??= getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error, maxThreads: 1 }).catch(
    (error: unknown) => {
      llamaPromise = undefined;
      throw error;
    },
  );
  return llamaPromise;
}
