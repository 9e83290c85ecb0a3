import type { JsonSchema, ToolManifest } from '@metnos/core';
import { defaultMaxSteps } from '../tool/compile-framework-grammar';
import { collectArgumentIssues } from './collect-argument-issues';
import { collectStrings, findPlaceholders, isWholePlaceholder } from './find-placeholders';
import { formatNameList } from './format-instance-path';
import { getSchemaValidator } from './get-schema-validator';
import { mapAjvErrors } from './map-ajv-errors';
import { toValidationResult, type ToolCallValidation, type ValidationIssue } from './validation-issue';

/** Options of `validateFramework`. */
export interface FrameworkValidationOptions {
  /** Most steps allowed; default 8, like the plan grammar. */
  maxSteps?: number;
  /**
   * Tools of the steps that already ran before this plan (a request's first part served from memory): the plan's
   * steps are numbered after them and may refer to them (`from_step`, `${stepN.field}`). Default none.
   */
  priorTools?: readonly string[];
}

const frameworkShape: JsonSchema = {
  type: 'object',
  required: ['steps', 'fillers', 'final_message'],
  additionalProperties: false,
  properties: {
    steps: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['tool', 'args'],
        additionalProperties: false,
        properties: { tool: { type: 'string' }, args: { type: 'object' } },
      },
    },
    fillers: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['prompt'],
        additionalProperties: false,
        properties: { prompt: { type: 'string' }, default: { type: 'string' }, tier: { enum: ['fast', 'wise'] } },
      },
    },
    final_message: { type: 'string' },
  },
};

const placeholderKeywords = new Set(['format', 'pattern', 'minLength', 'maxLength']);

interface PlanStep {
  tool: string;
  args: Record<string, unknown>;
}

/**
 * Checks a whole plan (core `Framework`) against the pool before Nous runs it: the plan's shape, at most
 * `maxSteps` steps, each step's args against its tool exactly like `validateToolCall` (with `from_step` removed
 * and required to name an earlier step; the tool's `consumerArg` may be omitted when `from_step` feeds it; a
 * string argument that is a whole `${FILLER:x}` / `${stepN.field}` placeholder skips format, pattern and length
 * checks), every `${FILLER:x}` naming a declared filler, and every `${stepN.field}` naming an earlier step (any
 * step in `final_message`; steps count after `priorTools`) and, when that tool declares `outputFields`, one of them.
 * Messages start with `step N: ` so that the model knows which step to fix.
 */
export function validateFramework(
  framework: unknown,
  pool: readonly ToolManifest[],
  { maxSteps = defaultMaxSteps, priorTools = [] }: FrameworkValidationOptions = {},
): ToolCallValidation {
  const shapeValidator = getSchemaValidator(frameworkShape);
  if (shapeValidator instanceof Error) throw shapeValidator;
  if (!shapeValidator(framework)) {
    return toValidationResult(mapAjvErrors(shapeValidator.errors ?? [], { suffix: ' in the plan' }));
  }
  const plan = framework as { steps: PlanStep[]; fillers: Record<string, unknown>; final_message: string };
  const issues: ValidationIssue[] = [];
  if (plan.steps.length > maxSteps) {
    issues.push({ code: 'too_many_steps', message: `the plan has ${plan.steps.length} steps; at most ${maxSteps} are allowed`, path: 'steps' });
  }
  const fillerNames = Object.keys(plan.fillers);
  const offset = priorTools.length;
  const toolAt = (stepNumber: number) => (stepNumber <= offset ? priorTools[stepNumber - 1] : plan.steps[stepNumber - offset - 1]?.tool);
  const checkReferences = (texts: string[], stepNumber: number | undefined, prefix: string) => {
    const lastAllowed = stepNumber === undefined ? offset + plan.steps.length : stepNumber - 1;
    for (const reference of texts.flatMap(findPlaceholders)) {
      if (reference.kind === 'filler') {
        if (!fillerNames.includes(reference.name)) {
          issues.push({ code: 'unknown_filler', message: `${prefix}'${reference.text}' names no declared filler; declared fillers: ${formatNameList(fillerNames)}`, path: '' });
        }
        continue;
      }
      if (reference.step < 1 || reference.step > lastAllowed) {
        issues.push({
          code: 'invalid_reference',
          message: `${prefix}'${reference.text}' must refer to ${stepNumber === undefined ? 'a step of the plan' : 'an earlier step'} (1..${lastAllowed})`,
          path: '',
        });
        continue;
      }
      const target = pool.find((tool) => tool.name === toolAt(reference.step));
      const field = reference.field.split('.')[0] as string;
      if (target?.outputFields !== undefined && !target.outputFields.includes(field)) {
        issues.push({
          code: 'invalid_reference',
          message: `${prefix}'${reference.text}' reads field '${field}', but tool '${target.name}' outputs ${formatNameList(target.outputFields)}`,
          path: '',
        });
      }
    }
  };
  for (const [index, step] of plan.steps.entries()) {
    const stepNumber = offset + index + 1;
    const prefix = `step ${stepNumber}: `;
    const manifest = pool.find((tool) => tool.name === step.tool);
    if (manifest === undefined) {
      issues.push({ code: 'unknown_tool', message: `${prefix}unknown tool '${step.tool}'; available tools: ${formatNameList(pool.map((tool) => tool.name))}`, path: '' });
      continue;
    }
    const { from_step: fromStep, ...args } = step.args;
    if (fromStep !== undefined && !(Number.isInteger(fromStep) && (fromStep as number) >= 1 && (fromStep as number) < stepNumber)) {
      issues.push({
        code: 'invalid_from_step',
        message: `${prefix}from_step must name an earlier step (${stepNumber === 1 ? 'step 1 has none' : `1..${stepNumber - 1}`}), got ${JSON.stringify(fromStep)}`,
        path: 'from_step',
      });
    }
    const fed = fromStep !== undefined && manifest.consumerArg !== undefined ? [manifest.consumerArg] : [];
    const stepIssues = collectArgumentIssues(manifest, args, {
      presentNames: fed,
      ignoreError: (error) =>
        (placeholderKeywords.has(error.keyword) && isWholePlaceholder(error.data)) ||
        (error.keyword === 'required' && error.instancePath === '' && fed.includes(String((error.params as { missingProperty: string }).missingProperty))),
    });
    issues.push(...stepIssues.map((issue) => ({ ...issue, message: `${prefix}${issue.message}` })));
    checkReferences(collectStrings(args), stepNumber, prefix);
  }
  checkReferences([plan.final_message], undefined, 'final_message: ');
  return toValidationResult(issues);
}
