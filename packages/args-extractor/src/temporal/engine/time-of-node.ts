import type { TemporalNode, TimeOfDay } from '../temporal-node';

/** The time of day a node names: a clock time's, or a day's with its time; undefined for any other node. */
export function timeOfNode(node: TemporalNode): TimeOfDay | undefined {
  return node.type === 'time' || node.type === 'day' ? node.time : undefined;
}
