import type { AssistantTurn } from '../turn/assistant';

/** One status line for a turn: which layer answered, total latency, and each layer's time and outcome. */
export function formatTurnStatus(turn: AssistantTurn): string {
  const layers = turn.timings.map((timing) => `${timing.layer} ${formatMs(timing.ms)} ${timing.outcome}`).join(', ');
  return `[${turn.layer} · ${formatMs(turn.totalMs)} · llm calls ${turn.llmCalls} · turn ${turn.turnId}] ${layers}`;
}

/** `0.42 ms`, `12 ms`, `3.4 s`. */
function formatMs(ms: number): string {
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(0)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}
