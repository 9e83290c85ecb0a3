import type { TurnAnswer } from '../../turn/turn-answer';
import type { TurnContext } from '../turn-context';

/**
 * One layer of the turn cascade: `answer` returns what it produced for the request (an answer, or a failure that
 * ends the cascade), or `undefined` when it cannot serve the request and the next layer should try. A layer that
 * is not `enabled` is recorded as skipped. Layers never share mutable state: everything they need comes from
 * the request and the turn context, everything they produce is in their return value.
 */
export interface TurnLayerSpec {
  /** Timing name of the layer (`L0`, `L1`, `L2`, `skill`, `single_step`, `planner`). */
  name: string;
  enabled: boolean;
  answer(request: string, context: TurnContext): Promise<TurnAnswer | undefined>;
}
