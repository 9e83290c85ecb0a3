import type { FillerSpec, Framework, FrameworkStep } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';

/** A framework read from model output, or why the text is not one. */
export type ParseFrameworkResult = { success: true; value: Framework } | { success: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function readStep(value: unknown, position: number): FrameworkStep | string {
  if (!isRecord(value)) return `steps[${position}] is not an object`;
  if (typeof value['tool'] !== 'string' || value['tool'] === '') return `steps[${position}].tool is not a tool name`;
  const args = value['args'] ?? {};
  if (!isRecord(args)) return `steps[${position}].args is not an object`;
  return { tool: value['tool'], args };
}

function readFiller(value: unknown, name: string): FillerSpec | string {
  if (!isRecord(value)) return `fillers.${name} is not an object`;
  if (typeof value['prompt'] !== 'string') return `fillers.${name}.prompt is not a string`;
  const spec: FillerSpec = { prompt: value['prompt'] };
  if (value['default'] !== undefined) {
    if (typeof value['default'] !== 'string') return `fillers.${name}.default is not a string`;
    spec.default = value['default'];
  }
  if (value['tier'] !== undefined) {
    if (value['tier'] !== 'fast' && value['tier'] !== 'wise') return `fillers.${name}.tier must be "fast" or "wise"`;
    spec.tier = value['tier'];
  }
  return spec;
}

/**
 * Reads model output as a Framework without throwing: safe JSON parse, then the shape
 * `{steps:[{tool,args}], fillers?:{name:{prompt,default?,tier?}}, final_message}` (missing `fillers` reads as
 * `{}`). Whether the tools and arguments are valid is tool-grammar's `validateFramework`'s job.
 */
export function parseFramework(text: string): ParseFrameworkResult {
  const parsed = parseJson(text);
  if (!parsed.success) return { success: false, error: `not JSON: ${parsed.error.message}` };
  const value = parsed.value;
  if (!isRecord(value)) return { success: false, error: 'not a JSON object' };
  if (!Array.isArray(value['steps'])) return { success: false, error: 'steps is not an array' };
  if (typeof value['final_message'] !== 'string') return { success: false, error: 'final_message is not a string' };
  const steps: FrameworkStep[] = [];
  for (const [position, item] of value['steps'].entries()) {
    const step = readStep(item, position);
    if (typeof step === 'string') return { success: false, error: step };
    steps.push(step);
  }
  const rawFillers = value['fillers'] ?? {};
  if (!isRecord(rawFillers)) return { success: false, error: 'fillers is not an object' };
  const fillers: Record<string, FillerSpec> = {};
  for (const [name, item] of Object.entries(rawFillers)) {
    const spec = readFiller(item, name);
    if (typeof spec === 'string') return { success: false, error: spec };
    fillers[name] = spec;
  }
  return { success: true, value: { steps, fillers, final_message: value['final_message'] } };
}
