import type { TurnAnswer } from '../turn/turn-answer';
import type { TurnContext } from './turn-context';
import type { TurnLayerSpec } from './layers/turn-layer-spec';

/**
 * Runs the cascade's layers in order for `request` and returns the first thing a layer produced (an answer or a
 * cascade-ending failure), or `undefined` when every layer missed. Disabled layers are recorded as skipped.
 * This loop is the only place that decides the order; the layers return values and share no state.
 */
export async function runLayers(request: string, layers: readonly TurnLayerSpec[], context: TurnContext): Promise<TurnAnswer | undefined> {
  for (const layer of layers) {
    if (!layer.enabled) {
      context.timer.skip(layer.name);
      continue;
    }
    const answer = await layer.answer(request, context);
    if (answer !== undefined) return answer;
  }
  return undefined;
}
