import type { Framework, Intent, Language, StepResult, TurnLayer } from '@metnos/core';
import type { SkillOutcome } from './turn-answer';
import type { ConfirmationStep } from './confirmation-step';

/** A step the user consented to: its position and tool, and the hash of the exact arguments they were shown. */
export interface ApprovedStep {
  index: number;
  tool: string;
  argsHash: string;
}

/**
 * A plan waiting for the user's consent: the exact framework that asked, the steps the user is shown and approves
 * by confirming, the steps that already ran with an effect, and what the turn needs to be recorded once it runs (query, language, layer, intent).
 */
export interface PendingPlan {
  turnId: string;
  query: string;
  language: Language;
  /** The layer whose plan asked (`skill`, `planner`, `L1`...). */
  layer: Exclude<TurnLayer, 'aporia'>;
  intent?: { intent: Intent; hash: string };
  framework: Framework;
  /**
   * The plans that asked, as skill outcomes to record once the confirmed run ends (a chained turn's residual); a
   * replayed skill's keeps `ran`, its plan with this request's values, which its replay template is rebuilt from.
   */
  outcomes: Array<Pick<SkillOutcome, 'framework' | 'source' | 'request' | 'ran'>>;
  approved: ApprovedStep[];
  steps: ConfirmationStep[];
  /**
   * The plan's first steps, through the last one with an effect, as they already ran (an L2 prefix, an earlier
   * confirmation of this plan): the confirmed run resumes after them with their results and never runs them again.
   * Absent when nothing with an effect ran: the confirmed run then starts at step 1 and re-reads what it acts on.
   */
  ran?: StepResult[];
}
