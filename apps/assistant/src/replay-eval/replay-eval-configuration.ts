import type { AssistantConfig } from '../settings/assistant-config';

/** A setting of the memory layers the eval runs under, each in its own fresh assistant. */
export interface ReplayEvalConfiguration {
  name: 'default' | 'L2 on' | 'L1 taught';
  /** What it changes against the documented defaults. */
  change: string;
  apply(config: AssistantConfig): void;
}

/**
 * The three configurations: the documented defaults (L2 off, L1 answering from canonical rows seen 3 times); L2
 * switched on (`[multi_tool_fast_path] enabled = true`); and L1 taught, where every taught request already counts
 * as known to L1 (`[fast_path] canonical_query_min_uses = 1`, as after the planner had answered it the 3 times L1
 * needs, which skills answering the repetitions otherwise prevent).
 */
export const replayEvalConfigurations: readonly ReplayEvalConfiguration[] = [
  { name: 'default', change: 'documented defaults', apply: () => undefined },
  {
    name: 'L2 on',
    change: '[multi_tool_fast_path] enabled = true',
    apply: (config) => {
      config.multi_tool_fast_path.enabled = true;
    },
  },
  {
    name: 'L1 taught',
    change: '[fast_path] canonical_query_min_uses = 1',
    apply: (config) => {
      config.fast_path.canonical_query_min_uses = 1;
    },
  },
];
