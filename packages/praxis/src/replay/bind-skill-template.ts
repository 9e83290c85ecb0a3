import { bindFrame, type FrameBinding, type RequestFrame } from '@metnos/args-extractor';
import type { Framework } from '@metnos/core';

/**
 * A skill's replay template: which values of the plan that ran (`ran`: the plan with the values of the request it
 * answered) came from which slot of that request's `frame` (source and destination folders, recipients, subjects,
 * times, numbers...) and which the planner chose, as an args-extractor frame binding. Only the arguments can carry
 * the request's values; the tools are the plan's own. The caller keeps it under `skillTemplateKey` in
 * `skillTemplateNamespace` of its LLM cache store, serialised as JSON.
 */
export function bindSkillTemplate(ran: Framework, frame: RequestFrame): FrameBinding {
  return bindFrame(
    ran.steps.map((step) => step.args),
    frame,
  );
}
