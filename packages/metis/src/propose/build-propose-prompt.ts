import type { Intent, Language, StepResult, ToolManifest } from '@metnos/core';
import { languageNames } from '@metnos/core';
import { summariseInputSchema } from './summarise-input-schema';
import { summariseStepOutput } from './summarise-step-output';

/**
 * Steps already executed for the first part of a request (a fast-path prefix replayed before the planner, `chain_to_planner`): the planner sees
 * them and their key outputs and plans only the rest.
 */
export interface ProposeHistory {
  /** The part of the request those steps served. */
  request: string;
  /** The executed steps, in order, with their outputs. */
  steps: readonly StepResult[];
}

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
  /** Steps already executed for the first part of the request: the prompt asks only for the remaining steps. */
  history?: ProposeHistory;
}

function describeTool(tool: ToolManifest): string {
  const lines = [`- ${tool.name}: ${tool.description}`, `  args: ${summariseInputSchema(tool.inputSchema)}`];
  if (tool.outputFields !== undefined && tool.outputFields.length > 0) lines.push(`  output: ${tool.outputFields.join(', ')}`);
  if (tool.consumerArg !== undefined) lines.push(`  from_step feeds the earlier step's entries into: ${tool.consumerArg}`);
  if (tool.flags?.destructive === true) lines.push('  destructive: changes user data');
  return lines.join('\n');
}

/**
 * The wise-tier prompt of Metis: the framework format and its rules, the intent, every tool
 * (name, description, argument summary, output fields), the anti-fixation block "DO NOT propose these
 * tools, they already failed: ..." when `excludedTools` is not empty, Pronoia's hint, the steps already done
 * (`history`, when a fast-path prefix ran: only the remaining steps are asked for, numbered after them) by their
 * argument names and output shapes only — never values, which may be content a tool read — and the request.
 * Pure and deterministic: the same input gives the same prompt (and so the same llama.cpp prompt cache).
 */
export function buildProposePrompt({ query, intent, pool, excludedTools = [], hint, maxSteps, language = 'en', history }: ProposePromptInput): string {
  const sections = [
    'You are Metis, the planner of a local assistant. Propose the WHOLE plan for the request as ONE JSON object:',
    '{"steps":[{"tool":"<tool>","args":{...}}],"fillers":{"<name>":{"prompt":"<question>","default":"<value>","tier":"fast"}},"final_message":"<text>"}',
    'Rules:',
    `- Use only the tools listed below, at most ${maxSteps} steps, in execution order.`,
    '- "from_step": N in a step\'s args hands step N\'s entries (N is 1-based and earlier) to that step.',
    '- "${FILLER:name}" stands for a value that depends on the user\'s setup (a folder name, an account); declare each filler with a question, a sensible default and tier "fast".',
    '- "${stepN.field}" reads a field of step N\'s output; use it in final_message to report what was done.',
    `- Write final_message in ${languageNames[language]}.`,
    `Intent: verb=${intent.verb} object=${intent.object} keywords=${intent.keywords.join(', ')}`,
    'Tools:',
    ...pool.map(describeTool),
  ];
  if (excludedTools.length > 0) {
    sections.push(`DO NOT propose these tools, they already failed: ${excludedTools.join(', ')}.`);
  }
  if (hint !== undefined && hint !== '') sections.push(`Note: ${hint}`);
  if (history !== undefined && history.steps.length > 0) {
    sections.push(
      `Already done for ${JSON.stringify(history.request)} (do NOT repeat these steps):`,
      ...history.steps.map(
        // Names and shapes only: argument values and outputs may be content a tool read (see summariseStepOutput).
        (step, position) =>
          `- step ${position + 1}: ${step.tool}(${Object.keys(step.args).join(', ')}) → ${step.ok ? summariseStepOutput(step.output) : `failed: ${step.failure?.code ?? 'unknown'}`}`,
      ),
      `Plan ONLY the steps still needed for the request below. Your first step is step ${history.steps.length + 1}; use "from_step": N or "\${stepN.field}" to pass the results of the steps above (their values are not shown to you).`,
    );
  }
  sections.push(`Request: ${JSON.stringify(query)}`, 'JSON:');
  return sections.join('\n');
}
