import type { TurnLayer } from '@metnos/core';
import type { WrongServeClass } from './classify-wrong-serve';
import type { ReplayProbe } from './replay-probe';

/** The layers whose answer is a replay from memory. */
export const memoryLayers: readonly TurnLayer[] = ['L1', 'L2', 'skill'];

/** How one probe was answered and judged in one configuration. */
export interface ProbeResult {
  familyId: string;
  probe: ReplayProbe;
  /** The layer of the final turn (after consent), or `error` when the turn threw. */
  layer: TurnLayer | 'error';
  /** A memory layer (L1, L2, skill) answered. */
  served: boolean;
  /** The executed plan equals the expected one (after normalisation). */
  planRight: boolean;
  /** A memory layer answered a `mustNotServe` probe, or ran another plan than the expected one. */
  wrongServe: boolean;
  wrongClass?: WrongServeClass;
  /** The executed plan and the expected one, rendered (`~` for the eval home). */
  got: string;
  expected: string;
  error?: string;
}

/** Everything one configuration produced. */
export interface ConfigurationResult {
  name: string;
  change: string;
  /** Teaching turns: how many, how many ended not ok, and which layers answered them. */
  teach: { turns: number; notOk: number; byLayer: Partial<Record<string, number>>; failures: string[] };
  probes: ProbeResult[];
  ms: number;
}
