/** Who answered a turn, as the statistics group them (Pronoia's re-plans count as the planner's). */
export type AnsweringLayer = 'L0' | 'L1' | 'L2' | 'skill' | 'single_step' | 'planner' | 'aporia';

/** The answering layers in cascade order: memory first, the model last, Aporia's dead-ends at the end. */
export const answeringLayers: readonly AnsweringLayer[] = ['L0', 'L1', 'L2', 'skill', 'single_step', 'planner', 'aporia'];

/** The layers that answer from memory, without planning. */
export const memoryLayers: readonly AnsweringLayer[] = ['L0', 'L1', 'L2', 'skill'];

/** Median and 95th percentile of the turns' total time in milliseconds (`turns` timed turns). */
export interface LatencySummary {
  turns: number;
  medianMs: number;
  p95Ms: number;
}

/** One local day of the assistant's learning. */
export interface DayStats {
  /** `YYYY-MM-DD` in the user's time zone. */
  day: string;
  turns: number;
  /** Turns per answering layer. */
  answeredBy: Record<AnsweringLayer, number>;
  /** Model calls the turns made. */
  llmCalls: number;
  /** Model calls the memory layers saved: per memory turn, the planner's usual calls less the ones it made. */
  llmCallsAvoided: number;
  /** Per layer that answered that day. */
  latency: Partial<Record<AnsweringLayer, LatencySummary>>;
  skills: { promoted: number; demoted: number; retired: number };
  /** Aporiae open at the end of the day. */
  openAporiae: number;
}

/** The learning statistics of the last `days` local days, oldest first, with the window's figures. */
export interface LearningStats {
  timeZone: string;
  days: DayStats[];
  /** The model calls a planned turn usually makes (the median of the window's planner turns; 2 without any). */
  plannerCallsBaseline: number;
  total: {
    turns: number;
    /** Share of turns answered from memory (L0/L1/L2/skill), 0..1. */
    memoryShare: number;
    llmCalls: number;
    llmCallsAvoided: number;
    latency: Partial<Record<AnsweringLayer, LatencySummary>>;
    openAporiae: number;
  };
}
