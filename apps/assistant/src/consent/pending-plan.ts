import type { Framework, Intent, Language, TurnLayer } from '@metnos/core';
import type { SkillOutcome } from '../cascade/turn-answer';
import type { ConfirmationStep } from './confirmation-step';

/** A step the user consented to: its position and tool, and the hash of the exact arguments they were shown. */
export interface ApprovedStep {
  index: number;
  tool: string;
  argsHash: string;
}

/**
 * A plan waiting for the user's consent: the exact framework that asked, the steps the user is shown and approves
 * by confirming, and what the turn needs to be recorded once it runs (query, language, layer, intent).
 */
export interface PendingPlan {
  turnId: string;
  query: string;
  language: Language;
  /** The layer whose plan asked (`skill`, `planner`, `L1`...). */
  layer: Exclude<TurnLayer, 'aporia'>;
  intent?: { intent: Intent; hash: string };
  framework: Framework;
  /** The plans that asked, as skill outcomes to record once the confirmed run ends (a chained turn's residual). */
  outcomes: Array<Pick<SkillOutcome, 'framework' | 'source' | 'request'>>;
  approved: ApprovedStep[];
  steps: ConfirmationStep[];
}
