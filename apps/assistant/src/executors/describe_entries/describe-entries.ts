import { ExecutorError, languageNames } from '@metnos/core';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

const tool = 'describe_entries';
const charsPerEntry = 3000;

/**
 * describe_entries: one fast-tier LLM call that describes the entries in `max_sentences` sentences. Without an
 * LLM it throws `ExecutorError` (missing_capability, `details.capability = 'llm'`) so Aporia can say what to
 * configure. Uses the turn's LLM (`llmForTurn`) when the environment offers one.
 */
export const createDescribeEntries: ExecutorFactory = (environment) => async (args, context) => {
  const llm = environment.llmForTurn?.(context.turnId) ?? environment.llm;
  if (llm === undefined) {
    throw new ExecutorError({
      tool,
      failureKind: 'missing_capability',
      code: 'llm_not_configured',
      message: 'describing needs a language model',
      details: { capability: 'llm' },
    });
  }
  const texts = (Array.isArray(args.entries) ? args.entries : []).map(entryText).filter((text) => text !== '');
  if (typeof args.text === 'string' && args.text.trim() !== '') texts.push(args.text.trim());
  if (texts.length === 0) throw new ExecutorError({ tool, failureKind: 'empty_result', code: 'nothing_to_describe', message: 'there is nothing to describe' });
  const sentences = typeof args.max_sentences === 'number' ? args.max_sentences : 2;
  const focus = typeof args.instruction === 'string' && args.instruction !== '' ? ` Focus on: ${args.instruction}.` : '';
  const language = languageNames[context.language];
  const prompt =
    `Describe the following content in at most ${sentences} sentence${sentences === 1 ? '' : 's'}, in ${language}.${focus}\n\n` +
    texts.map((text, index) => `--- item ${index + 1} ---\n${text.slice(0, charsPerEntry)}`).join('\n\n') +
    '\n\nDescription:';
  const response = await llm.complete({ prompt, tier: 'fast', maxTokens: 96 * sentences, temperature: 0.2, abortSignal: context.signal });
  const description = response.text.trim();
  return { description, entries: [{ description, text: description }], count: texts.length };
};

function entryText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (entry === null || typeof entry !== 'object') return '';
  const record = entry as Record<string, unknown>;
  const parts = ['title', 'subject', 'name', 'from', 'text', 'content', 'snippet', 'description']
    .map((key) => record[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return parts.join('\n');
}
