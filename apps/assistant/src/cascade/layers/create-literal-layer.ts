import type { FastPathLayers } from '../fast-path-layers';
import type { TurnLayerSpec } from './turn-layer-spec';
import { singleStepFramework } from './single-step-framework';

/**
 * L0: a well-known literal phrase ("what time is it", "che ore sono", "annulla") runs its executor at once and
 * words the result with the literal table's it/en template. A failing executor (no location shared) ends the
 * cascade with its failure.
 */
export function createLiteralLayer({ fastPath, enabled }: { fastPath: FastPathLayers; enabled: boolean }): TurnLayerSpec {
  return {
    name: 'L0',
    enabled,
    async answer(request, context) {
      const hit = await context.timer.run('L0', () => fastPath.literal(request), (found) => (found ? 'hit' : 'miss'));
      if (hit === undefined) return undefined;
      const framework = singleStepFramework(hit.tool, {});
      const execution = await context.run(framework, { consent: context.consent });
      const output = execution.steps[0]?.output;
      if (execution.ok && output !== undefined) {
        return { layer: 'L0', ok: true, reply: hit.render(output, context.language, context.now), framework, execution, outcomes: [] };
      }
      return { layer: 'L0', ok: false, reply: '', framework, execution, ...(execution.failure === undefined ? {} : { failure: execution.failure }), outcomes: [] };
    },
  };
}
