import type { LayerTiming } from '@metnos/core';
import type { TurnProgress } from '../turn/assistant';

/** Times the layers of one turn and reports their start and end. */
export interface LayerTimer {
  /** Runs `body` as `layer`; `outcome` maps its result to hit/miss (a throw records `error` and rethrows). */
  run<T>(layer: string, body: () => T | Promise<T>, outcome: (result: T) => LayerTiming['outcome']): Promise<T>;
  /** Records a layer that did not run (disabled or not configured). */
  skip(layer: string): undefined;
  readonly timings: LayerTiming[];
}

/** A timer over `clock` (ms, default `performance.now`) that calls `onProgress` around each layer. */
export function createLayerTimer({ onProgress, clock = () => performance.now() }: { onProgress?: (progress: TurnProgress) => void; clock?: () => number } = {}): LayerTimer {
  const timings: LayerTiming[] = [];
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    timings,
    async run(layer, body, outcome) {
      onProgress?.({ layer, phase: 'start' });
      const started = clock();
      try {
        const result = await body();
        const timing: LayerTiming = { layer, ms: round(clock() - started), outcome: outcome(result) };
        timings.push(timing);
        onProgress?.({ layer, phase: 'end', ms: timing.ms, outcome: timing.outcome });
        return result;
      } catch (error) {
        const timing: LayerTiming = { layer, ms: round(clock() - started), outcome: 'error' };
        timings.push(timing);
        onProgress?.({ layer, phase: 'end', ms: timing.ms, outcome: 'error' });
        throw error;
      }
    },
    skip(layer) {
      timings.push({ layer, ms: 0, outcome: 'skipped' });
      onProgress?.({ layer, phase: 'end', ms: 0, outcome: 'skipped' });
      return undefined;
    },
  };
}
