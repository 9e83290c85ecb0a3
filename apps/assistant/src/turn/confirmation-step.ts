import type { ToolEffect } from '@metnos/core';

/** One step as the user is shown it before consenting: what it does, with its resolved arguments. */
export interface ConfirmationStep {
  index: number;
  tool: string;
  /** What the step does beyond reading (`send`, `delete`, `overwrite`, `write`, `network`). */
  effects: ToolEffect[];
  /** One line in the request's language: the action and what it acts on (files, destination, recipients, subject). */
  summary: string;
  /** The arguments the step will run with (resolved for the step that asked; as planned for the later ones). */
  args: Record<string, unknown>;
}
