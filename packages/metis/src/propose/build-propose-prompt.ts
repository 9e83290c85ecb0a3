import type { Intent, Language, ToolManifest } from '@metnos/core';
import { summariseInputSchema } from './summarise-input-schema';

/** Input of {@link buildProposePrompt}. */
export interface ProposePromptInput {
  query: string;
  intent: Intent;
  /** Tools the plan may use (already filtered, excluded tools removed). */
  pool: readonly ToolManifest[];
  /** Tools that already failed this turn: listed in the anti-fixation block. */
  excludedTools?: readonly string[];
  /** Pronoia's class-specific instruction for a re-proposal. */
  hint?: string;
  maxSteps: number;
  /** Language of `final_message` (default `en`). */
  language?: Language;
}

function describeTool(tool: ToolManifest): string {
  const lines = [`- ${tool.name}: ${tool.description}`, `  args: ${summariseInputSchema(tool.inputSchema)}`];
  if (tool.outputFields !== undefined && tool.outputFields.length > 0) lines.push(`  output: ${tool.outputFields.join(', ')}`);
  if (tool.consumerArg !== undefined) lines.push(`  from_step feeds the earlier step's entries into: ${tool.consumerArg}`);
  if (tool.flags?.destructive === true) lines.push('  destructive: changes user data');
  return lines.join('\n');
}

/**
 * The wise-tier prompt of Metis (seed 002 §7): the framework format and its rules, the intent, every tool
 * (name, description, argument summary, output fields), the anti-fixation block "DO NOT propose these
 * tools, they already failed: ..." when `excludedTools` is not empty, Pronoia's hint, and the request.
 * Pure and deterministic: the same input gives the same prompt (and so the same llama.cpp prompt cache).
 */
export function buildProposePrompt({ query, intent, pool, excludedTools = [], hint, maxSteps, language = 'en' }: ProposePromptInput): string {
  const sections = [
    'You are Metis, the planner of a local assistant. Propose the WHOLE plan for the request as ONE JSON object:',
    '{"steps":[{"tool":"<tool>","args":{...}}],"fillers":{"<name>":{"prompt":"<question>","default":"<value>","tier":"fast"}},"final_message":"<text>"}',
    'Rules:',
    `- Use only the tools listed below, at most ${maxSteps} steps, in execution order.`,
    '- "from_step": N in a step\'s args hands step N\'s entries (N is 1-based and earlier) to that step.',
    '- "${FILLER:name}" stands for a value that depends on the user\'s setup (a folder name, an account); declare each filler with a question, a sensible default and tier "fast".',
    '- "${stepN.field}" reads a field of step N\'s output; use it in final_message to report what was done.',
    `- Write final_message in ${language === 'it' ? 'Italian' : 'English'}.`,
    `Intent: verb=${intent.verb} object=${intent.object} keywords=${intent.keywords.join(', ')}`,
    'Tools:',
    ...pool.map(describeTool),
  ];
  if (excludedTools.length > 0) {
    sections.push(`DO NOT propose these tools, they already failed: ${excludedTools.join(', ')}.`);
  }
  if (hint !== undefined && hint !== '') sections.push(`Note: ${hint}`);
  sections.push(`Request: ${JSON.stringify(query)}`, 'JSON:');
  return sections.join('\n');
}
