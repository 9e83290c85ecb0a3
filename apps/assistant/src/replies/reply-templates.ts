import type { Framework, Language, LlmCacheStore } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';

/** Cache namespace of the final messages planned for each sequence of tools (what L1 and L2 replays reply with). */
const replyTemplateNamespace = 'reply-template';

interface ReplyTemplate {
  final_message: string;
  /** The arguments the plan ran with, whose values the message may name. */
  args: Array<Framework['steps'][number]['args']>;
}

const keyOf = (framework: Framework) => framework.steps.map((step) => step.tool).join('>');

/**
 * Keeps the final message of a plan that answered, under its sequence of tools, with the arguments it ran with:
 * an L1 or L2 replay of the same tools replies with it, re-bound to its own values ({@link withReplyTemplate}).
 * A message that needs fillers (not asked on a replay) or is empty is not kept.
 */
export function saveReplyTemplate(cache: LlmCacheStore, framework: Framework): void {
  if (framework.final_message.trim() === '' || framework.final_message.includes('${FILLER:')) return;
  const template: ReplyTemplate = { final_message: framework.final_message, args: framework.steps.map((step) => step.args) };
  cache.setCached(replyTemplateNamespace, keyOf(framework), JSON.stringify(template));
}

/**
 * A replayed plan (no final message of its own) with the final message planned for the same tools, re-bound to its
 * values; unchanged (its results worded by the tools' renderers) when none was kept or it cannot be re-bound. The
 * re-binding (and the date parser it reads the message with) loads only when a message was kept.
 */
export async function withReplyTemplate(cache: LlmCacheStore, framework: Framework, { language }: { language: Language }): Promise<Framework> {
  if (framework.final_message !== '') return framework;
  const stored = cache.getCached(replyTemplateNamespace, keyOf(framework));
  if (stored === undefined) return framework;
  const parsed = parseJson(stored);
  if (!parsed.success) return framework;
  const template = parsed.value as ReplyTemplate;
  const { rebindFinalMessage } = await import('./rebind-final-message');
  const message = rebindFinalMessage(template.final_message, { taught: template.args, current: framework.steps.map((step) => step.args), language });
  return message === undefined ? framework : { ...framework, final_message: message };
}
