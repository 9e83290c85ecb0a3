import type { FailureClass, Language, StepFailure } from '@metnos/core';
import type { AporiaClassification, AporiaLlmCause, AporiaSubject } from './aporia-classification';

/** Input of {@link classifyAporia}. */
export interface ClassifyAporiaInput {
  query: string;
  /** The last failure of the turn, when a plan ran. */
  failure?: StepFailure;
  /** Pronoia's class of `failure`, used when neither fields nor markers decide. */
  failureClass?: FailureClass;
  /** Not used to classify (markers are bilingual); accepted so callers can pass the turn's context as is. */
  language?: Language;
}

interface MarkerRule {
  pattern: RegExp;
  category: AporiaClassification['category'];
  subject: AporiaSubject;
}

// Ordered: the first matching rule wins. Markers are it/en and matched case-insensitively.
const markerRules: MarkerRule[] = [
  {
    pattern: /\blocation\b|\bposizione\b|where am i|dove sono|dove mi trovo|\bgps\b/i,
    category: 'user_action_required',
    subject: 'location',
  },
  { pattern: /permission denied|\beacces\b|\beperm\b|permesso negato|accesso negato/i, category: 'user_action_required', subject: 'permission' },
  { pattern: /not enabled|non (è )?abilitat|\boauth\b|\bskill\b/i, category: 'missing_skill', subject: 'skill' },
  { pattern: /index (is )?not built|index missing|no index|\bindice\b/i, category: 'missing_data', subject: 'index' },
  {
    pattern: /connection refused|\beconnrefused\b|not responding|unreachable|non risponde|non raggiungibile|timed? ?out/i,
    category: 'user_action_required',
    subject: 'service',
  },
  { pattern: /not found|no such file|\benoent\b|does not exist|non trovat|non esiste/i, category: 'missing_data', subject: 'data' },
  { pattern: /unknown tool|no executor|not supported|unsupported|non supportat/i, category: 'missing_executor', subject: 'executor' },
];

const fallbackByClass: Record<FailureClass, Pick<AporiaClassification, 'category' | 'subject'>> = {
  out_of_scope: { category: 'user_action_required', subject: 'input' },
  missing_input: { category: 'missing_data', subject: 'data' },
  wrong_tool: { category: 'missing_executor', subject: 'executor' },
  wrong_args: { category: 'user_action_required', subject: 'arguments' },
};

// invalid_args codes about how the plan is wired (step references, fillers, length), not about values the user
// could state: the model did not produce a usable plan.
const planWiringCodes = new Set(['cap_steps_exceeded', 'from_step_invalid', 'from_step_unconsumed', 'unresolved_reference', 'unknown_filler']);

function stringDetail(details: Record<string, unknown> | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = details?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

/**
 * The names of the arguments a failure is about: `details.missing | arguments | group | argument`, a detail
 * named like the code (`invalid_when` with `details.when`), else the names in tool-grammar's messages
 * (`missing required args ['to', 'subject']`, `arg 'when' must be ...`).
 */
function argumentNames(failure: StepFailure): string[] {
  const details = failure.details ?? {};
  const named = ['missing', 'arguments', 'group', 'argument'].flatMap((key) => stringList(details[key]));
  const fromCode = /^(?:invalid|missing)_(\w+)$/.exec(failure.code)?.[1];
  if (fromCode !== undefined && Object.hasOwn(details, fromCode)) named.push(fromCode);
  if (named.length === 0) {
    const missing = /missing required args \[([^\]]*)\]/.exec(failure.message)?.[1];
    if (missing !== undefined) named.push(...[...missing.matchAll(/'([^']+)'/g)].map((match) => match[1]!));
    named.push(...[...failure.message.matchAll(/\barg '([^']+)'/g)].map((match) => match[1]!));
  }
  return [...new Set(named)];
}

function wrongArguments(failure: StepFailure): Omit<AporiaClassification, 'detail'> {
  const names = argumentNames(failure);
  return {
    category: 'user_action_required',
    subject: 'arguments',
    target: failure.tool.trim() === '' ? undefined : failure.tool,
    ...(names.length === 0 ? {} : { arguments: names }),
  };
}

/** A failure of the planning model, as apps/assistant's plannerFailure marks it (`details.subject: 'planner'`, `planner_*` codes). */
function isPlannerFailure(failure: StepFailure): boolean {
  return failure.details?.['subject'] === 'planner' || failure.code.startsWith('planner_');
}

function readLlmCause(value: unknown): AporiaLlmCause {
  if (value === null || typeof value !== 'object') return {};
  const fields = value as Record<string, unknown>;
  const cause: AporiaLlmCause = {};
  for (const key of ['code', 'type', 'message'] as const) {
    const field = fields[key];
    if (typeof field === 'string' && field.trim() !== '') cause[key] = field;
  }
  for (const key of ['status', 'timeoutMs', 'promptTokens', 'contextSize'] as const) {
    const field = fields[key];
    if (typeof field === 'number' && Number.isFinite(field)) cause[key] = field;
  }
  return cause;
}

function classifyPlannerFailure(failure: StepFailure): Omit<AporiaClassification, 'detail'> {
  if (failure.code === 'planner_truncated_output') return { category: 'missing_skill', subject: 'plan_truncated' };
  if (failure.code === 'planner_llm_failed') {
    const cause = readLlmCause(failure.details?.['cause']);
    return { category: 'missing_skill', subject: 'llm_error', ...(Object.keys(cause).length === 0 ? {} : { llmCause: cause }) };
  }
  return { category: 'missing_skill', subject: 'plan_unusable' };
}

function matchMarkers(text: string): MarkerRule | undefined {
  return markerRules.find((rule) => rule.pattern.test(text));
}

function describeFailure(failure: StepFailure): string {
  return `${failure.tool}#${failure.index} ${failure.kind}/${failure.code}: ${failure.message}`;
}

function classifyByFields(failure: StepFailure, text: string): Omit<AporiaClassification, 'detail'> | undefined {
  const details = failure.details;
  if (isPlannerFailure(failure)) return classifyPlannerFailure(failure);
  // The planner itself concluded that no tool fits and asked for a new one.
  if (failure.tool === 'request_new_executor') return { category: 'missing_executor', subject: 'executor', target: stringDetail(details, 'description') };
  switch (failure.kind) {
    case 'user_action_required': {
      const marker = matchMarkers(text);
      const subject = marker?.category === 'user_action_required' ? marker.subject : 'input';
      return { category: 'user_action_required', subject, target: stringDetail(details, 'input', 'filler', 'target') };
    }
    case 'blocked':
      if (failure.code === 'confirmation_required') return { category: 'user_action_required', subject: 'confirmation', target: failure.tool };
      if (failure.code === 'path_not_allowed') return { category: 'user_action_required', subject: 'path', target: stringDetail(details, 'path') };
      if (failure.code === 'result_too_large') return { category: 'user_action_required', subject: 'scope' };
      return { category: 'user_action_required', subject: 'permission', target: stringDetail(details, 'path', 'resource') };
    case 'missing_capability': {
      if (stringDetail(details, 'capability') === 'llm') return { category: 'missing_skill', subject: 'llm' };
      const skill = stringDetail(details, 'skill');
      if (skill !== undefined || matchMarkers(text)?.category === 'missing_skill') {
        return { category: 'missing_skill', subject: 'skill', target: skill };
      }
      if (matchMarkers(text)?.subject === 'location') return { category: 'user_action_required', subject: 'location' };
      return { category: 'missing_executor', subject: 'executor', target: stringDetail(details, 'capability') };
    }
    case 'unknown_tool':
      return { category: 'missing_executor', subject: 'executor', target: failure.tool };
    case 'invalid_args':
      if (planWiringCodes.has(failure.code)) return { category: 'missing_skill', subject: 'plan_unusable' };
      if (details?.['validatorCode'] === 'unknown_tool') return { category: 'missing_executor', subject: 'executor', target: failure.tool };
      return wrongArguments(failure);
    case 'not_found': {
      const index = stringDetail(details, 'index');
      if (index !== undefined || matchMarkers(text)?.subject === 'index') return { category: 'missing_data', subject: 'index', target: index };
      return { category: 'missing_data', subject: 'data', target: stringDetail(details, 'path', 'name', 'target') };
    }
    case 'empty_result':
      return { category: 'missing_data', subject: 'data' };
    case 'unavailable':
    case 'timeout': {
      const index = stringDetail(details, 'index');
      if (index !== undefined || matchMarkers(text)?.subject === 'index') return { category: 'missing_data', subject: 'index', target: index };
      return { category: 'user_action_required', subject: 'service', target: stringDetail(details, 'service', 'url') ?? failure.tool };
    }
    default:
      if (failure.code === 'filler_unresolved') {
        return { category: 'user_action_required', subject: 'input', target: stringDetail(details, 'filler') };
      }
      if (failure.code === 'no_llm') return { category: 'missing_skill', subject: 'llm' };
      return undefined;
  }
}

/**
 * Decides why a turn is a dead-end (seed 002 §10), deterministically and without an LLM: first the failure's
 * structured fields (`kind`, `code`, `details.skill|index|path|...`; a `missing_capability` whose
 * `details.capability` is `llm`, or code `no_llm`, means no language model is configured or reachable: subject
 * `llm`; a failure of the planning model (`details.subject: 'planner'`, codes `planner_truncated_output`,
 * `planner_malformed_output`, `planner_invalid_plan`, `planner_llm_failed`) is `missing_skill` with subject
 * `plan_truncated`, `plan_unusable` or `llm_error` (with `llmCause` from `details.cause`); `invalid_args` is
 * `user_action_required` / `arguments` naming the tool and its arguments, except plan-wiring codes such as
 * `unresolved_reference`, which are `plan_unusable`), then it/en textual markers in the code
 * and message (and, for location, the query), then Pronoia's `failureClass` (`wrong_args` → `arguments`), and
 * finally `missing_executor` when nothing ran at all (no tool or plan could serve the request). A string `details.action` of the failure
 * (the executor's own hint) is kept as the classification's `action`, which the rendered message uses.
 */
export function classifyAporia(input: ClassifyAporiaInput): AporiaClassification {
  const { query, failure, failureClass } = input;
  if (failure !== undefined) {
    const text = `${failure.code} ${failure.message}`;
    const detail = describeFailure(failure);
    const action = stringDetail(failure.details, 'action');
    const withAction = (classification: AporiaClassification): AporiaClassification =>
      action === undefined ? classification : { ...classification, action };
    const byFields = classifyByFields(failure, `${text} ${query}`);
    if (byFields !== undefined) return withAction(dropUndefinedTarget({ ...byFields, detail }));
    const marker = matchMarkers(text);
    if (marker !== undefined) {
      return withAction(
        marker.subject === 'service'
          ? { category: marker.category, subject: marker.subject, target: failure.tool, detail }
          : { category: marker.category, subject: marker.subject, detail },
      );
    }
    if (failureClass === 'wrong_args') return withAction(dropUndefinedTarget({ ...wrongArguments(failure), detail }));
    if (failureClass !== undefined) return withAction({ ...fallbackByClass[failureClass], detail });
    return withAction({ category: 'missing_executor', subject: 'executor', detail });
  }
  const queryMarker = matchMarkers(query);
  if (queryMarker?.subject === 'location') {
    return { category: 'user_action_required', subject: 'location', detail: 'query asks for the location' };
  }
  if (failureClass !== undefined) return { ...fallbackByClass[failureClass], detail: `failure class ${failureClass}` };
  return { category: 'missing_executor', subject: 'executor', detail: 'no plan could serve the request' };
}

function dropUndefinedTarget(classification: AporiaClassification): AporiaClassification {
  if (classification.target !== undefined) return classification;
  const { target: _target, ...rest } = classification;
  return rest;
}
