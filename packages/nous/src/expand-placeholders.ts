import type { FailureReason, StepResult } from '@metnos/core';
import { placeholderPattern } from './placeholder-pattern';
import { readStepReference } from './read-step-reference';
import { stringifyReferenceValue } from './stringify-reference-value';

/** What placeholders resolve against: earlier step results and the fillers resolved so far. */
export interface PlaceholderScope {
  steps: readonly StepResult[];
  fillers: Readonly<Record<string, string>>;
}

/** Expanded value, or the first placeholder that could not be resolved. */
export type ExpandPlaceholdersResult =
  | { ok: true; value: unknown }
  | { ok: false; failure: Extract<FailureReason, { code: 'unresolved_reference' | 'unknown_filler' }>; message: string };

const wholeStepReference = /^\$\{step(\d+)((?:\.[A-Za-z_][A-Za-z0-9_]*|\.\d+)+)\}$/;
const wholeFiller = /^\$\{FILLER:([A-Za-z_][A-Za-z0-9_]*)\}$/;

class PlaceholderFailure {
  constructor(readonly result: Extract<ExpandPlaceholdersResult, { ok: false }>) {}
}

function fail(failure: Extract<FailureReason, { code: 'unresolved_reference' | 'unknown_filler' }>, message: string): never {
  throw new PlaceholderFailure({ ok: false, failure, message });
}

function expandString(text: string, scope: PlaceholderScope): unknown {
  if (!text.includes('${')) return text;
  const whole = wholeStepReference.exec(text);
  if (whole !== null) {
    const reference = readStepReference(scope.steps, Number(whole[1]), (whole[2] as string).slice(1));
    if (!reference.found) fail({ code: 'unresolved_reference', details: { reference: text } }, reference.reason);
    return reference.value;
  }
  const filler = wholeFiller.exec(text);
  if (filler !== null) {
    const value = scope.fillers[filler[1] as string];
    if (value === undefined) fail({ code: 'unknown_filler', details: { filler: filler[1] as string } }, `filler "${filler[1]}" is not resolved`);
    return value;
  }
  return text.replace(placeholderPattern, (match, stepNumber: string | undefined, path: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      const value = scope.fillers[name];
      if (value === undefined) fail({ code: 'unknown_filler', details: { filler: name } }, `filler "${name}" is not resolved`);
      return value;
    }
    const reference = readStepReference(scope.steps, Number(stepNumber), (path as string).slice(1));
    if (!reference.found) fail({ code: 'unresolved_reference', details: { reference: match } }, reference.reason);
    return stringifyReferenceValue(reference.value);
  });
}

function expandValue(value: unknown, scope: PlaceholderScope): unknown {
  if (typeof value === 'string') return expandString(value, scope);
  if (Array.isArray(value)) return value.map((item) => expandValue(item, scope));
  if (value !== null && typeof value === 'object') {
    const expanded: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) expanded[key] = expandValue(item, scope);
    return expanded;
  }
  return value;
}

/**
 * Replaces `${FILLER:name}` and `${stepN.field.path}` everywhere in `value` (deeply). A string that is exactly
 * one step reference takes the referenced value with its type (`"${step1.entries}"` becomes the array,
 * `"${step1.entries.length}"` a number); inside longer text values are stringified (JSON for arrays and
 * objects). The first unresolvable placeholder makes the whole expansion fail.
 */
export function expandPlaceholders(value: unknown, scope: PlaceholderScope): ExpandPlaceholdersResult {
  try {
    return { ok: true, value: expandValue(value, scope) };
  } catch (error) {
    if (error instanceof PlaceholderFailure) return error.result;
    throw error;
  }
}
