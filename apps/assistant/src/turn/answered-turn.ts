import type { AssistantTurn } from './assistant';
import type { TurnAnswer } from './turn-answer';

/** The parts of an `AssistantTurn` a turn's value decides (the rest is the turn's bookkeeping: timings, LLM calls). */
export type TurnResult = Omit<AssistantTurn, 'timings' | 'totalMs' | 'llmCalls'>;

/** The turn of a layer that answered: its reply, plan and steps. */
export function answeredTurn({ turnId, query, answer, language }: { turnId: string; query: string; answer: TurnAnswer; language: AssistantTurn['language'] }): TurnResult {
  return {
    turnId,
    query,
    reply: answer.reply,
    ok: true,
    layer: answer.layer,
    ...(answer.intent === undefined ? {} : { intent: answer.intent.intent }),
    ...(answer.framework === undefined ? {} : { framework: answer.framework }),
    steps: answer.execution?.steps ?? [],
    language,
    ...(answer.chain === undefined ? {} : { chained: { prefix: answer.chain.prefix, residual: answer.chain.residual } }),
  };
}
