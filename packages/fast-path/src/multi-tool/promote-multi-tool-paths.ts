import type { MultiToolPathStore, ProtoExecutorRecord } from '@metnos/core';
import { assertNumberOption } from '../shared/assert-option';

/**
 * The nightly `multi_tool_promote` job: every L2 path used at least `kSynth` times (default 50,
 * `multi_tool_fast_path.k_synth`) and not promoted yet becomes a proto-executor that the synthesis engine can turn
 * into one unified executor. Returns the proto-executors created by this run; the store marks the paths promoted
 * in the same transaction, so a second run creates nothing.
 */
export function promoteMultiToolPaths(store: MultiToolPathStore, { kSynth = 50 }: { kSynth?: number } = {}): ProtoExecutorRecord[] {
  assertNumberOption('kSynth', kSynth, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
  return store.promoteMultiToolPaths(kSynth);
}
