import type { ExecutorFailureDetails, FailureClass, Language, StepFailure } from '@metnos/core';
import type { AporiaClassification } from './aporia-classification';
import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';

/** Input of {@link classifyAporia}. */
export interface ClassifyAporiaInput {
  query: string;
  /** The last failure of the turn, when a plan ran or planning failed. */
  failure?: StepFailure;
  /** Pronoia's class of `failure`; decides only for an unexplained executor crash. */
  failureClass?: FailureClass;
  /** Not used to classify; accepted so callers can pass the turn's context as is. */
  language?: Language;
}

type Verdict = Omit<AporiaClassification, 'detail'>;

// The user asks where they are (it/en): the only reading of the query itself, when no plan ran.
const locationQuery = new RegExp(`\\b(?:${wordAlternation([...wordsOfEveryLocale((locale) => locale.locationPhrases)], { spaces: ' ' })})\\b`, 'i');

const permissionCauses = new Set(['EACCES', 'EPERM', 'EROFS']);
const missingCauses = new Set(['ENOENT', 'ENOTDIR']);
const serviceCauses = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

const fallbackByClass: Record<FailureClass, Pick<Verdict, 'category' | 'subject'>> = {
  out_of_scope: { category: 'user_action_required', subject: 'input' },
  missing_input: { category: 'missing_data', subject: 'data' },
  wrong_tool: { category: 'missing_executor', subject: 'executor' },
  wrong_args: { category: 'user_action_required', subject: 'arguments' },
};

function withTarget(verdict: Verdict, target: string | undefined): Verdict {
  return target === undefined || target.trim() === '' ? verdict : { ...verdict, target };
}

function arguments_(verdict: Verdict, names: readonly string[] | undefined): Verdict {
  return names === undefined || names.length === 0 ? verdict : { ...verdict, arguments: [...names] };
}

/** An executor's own failure, by its kind, what it says the user must provide, and its cause's Node code. */
function classifyExecutorFailure(tool: string, details: ExecutorFailureDetails, failureClass: FailureClass | undefined): Verdict {
  const user = (subject: Verdict['subject'], target?: string) => withTarget({ category: 'user_action_required', subject }, target);
  if (tool === 'request_new_executor') return withTarget({ category: 'missing_executor', subject: 'executor' }, details.capability);
  switch (details.need) {
    case 'location':
      return user('location');
    case 'permission':
      return user('permission', details.path ?? details.url);
    case 'credentials':
      return user('credentials', details.service);
    case 'service':
      return user('service', details.service ?? details.url ?? tool);
    case 'input':
      return arguments_(user('input', details.arguments?.[0]), details.arguments);
    case undefined:
      break;
  }
  if (details.index !== undefined) return withTarget({ category: 'missing_data', subject: 'index' }, details.index);
  switch (details.kind) {
    case 'invalid_args':
      return arguments_(user('arguments', tool), details.arguments);
    case 'unknown_tool':
      return withTarget({ category: 'missing_executor', subject: 'executor' }, tool);
    case 'not_found':
      return withTarget({ category: 'missing_data', subject: 'data' }, details.path ?? details.url);
    case 'empty_result':
      return { category: 'missing_data', subject: 'data' };
    case 'timeout':
    case 'unavailable':
      return user('service', details.service ?? details.url ?? tool);
    case 'user_action_required':
      return arguments_(user('input', details.arguments?.[0]), details.arguments);
    case 'missing_capability':
      if (details.capability === 'llm') return { category: 'missing_skill', subject: 'llm' };
      if (details.skill !== undefined) return withTarget({ category: 'missing_skill', subject: 'skill' }, details.skill);
      return withTarget({ category: 'missing_executor', subject: 'executor' }, details.capability);
    case 'blocked':
      return user('permission', details.path ?? details.url);
    case 'executor_crash':
    case 'unknown': {
      const cause = details.causeCode;
      if (cause !== undefined && permissionCauses.has(cause)) return user('permission', details.path);
      if (cause !== undefined && missingCauses.has(cause)) return withTarget({ category: 'missing_data', subject: 'data' }, details.path);
      if (cause !== undefined && serviceCauses.has(cause)) return user('service', details.service ?? details.url ?? tool);
      return failureClass === undefined ? { category: 'missing_executor', subject: 'executor' } : fallbackByClass[failureClass];
    }
  }
}

/** The dead-end of a failure, exhaustively on its `code` (the compiler rejects a code left out). */
function classifyFailure(failure: StepFailure, failureClass: FailureClass | undefined): Verdict {
  switch (failure.code) {
    case 'confirmation_required':
      return { category: 'user_action_required', subject: 'confirmation', target: failure.tool };
    case 'path_not_allowed':
      return { category: 'user_action_required', subject: 'path', target: failure.details.path };
    case 'result_too_large':
      return { category: 'user_action_required', subject: 'scope' };
    case 'filler_unresolved':
      return withTarget({ category: 'user_action_required', subject: 'input' }, failure.details.filler);
    case 'invalid_args':
      return arguments_(withTarget({ category: 'user_action_required', subject: 'arguments' }, failure.tool), failure.details.arguments);
    case 'step_timeout':
      return { category: 'user_action_required', subject: 'service', target: failure.tool };
    case 'unknown_tool':
    case 'invalid_result':
      return { category: 'missing_executor', subject: 'executor', target: failure.tool };
    case 'empty_pool':
      return { category: 'missing_executor', subject: 'executor' };
    case 'cap_steps_exceeded':
    case 'unknown_filler':
    case 'unresolved_reference':
    case 'from_step_invalid':
    case 'from_step_unconsumed':
      return { category: 'missing_skill', subject: 'plan_unusable' };
    case 'llm_unavailable':
      return { category: 'missing_skill', subject: 'llm', ...(failure.details.llm === undefined ? {} : { llm: failure.details.llm }) };
    case 'plan_failed':
      switch (failure.details.reason) {
        case 'truncated':
          return { category: 'missing_skill', subject: 'plan_truncated' };
        case 'llm_error':
          return { category: 'missing_skill', subject: 'llm_error', ...(failure.details.llm === undefined ? {} : { llm: failure.details.llm }) };
        case 'malformed':
        case 'invalid':
          return { category: 'missing_skill', subject: 'plan_unusable' };
      }
      break;
    case 'executor_failed':
      return classifyExecutorFailure(failure.tool, failure.details, failureClass);
  }
}

/**
 * Decides why a turn is a dead-end (docs/praxis-engine.md, "Dead-ends"), deterministically and without an LLM, from the failure's
 * structured fields only — its `code` and typed details, never its message: a consent, path or size block is a
 * user action; a plan that is wired wrong or that the model could not produce is `missing_skill`
 * (`plan_unusable`, `plan_truncated`, `llm_error` with the provider's `LlmFailure`); no usable model is
 * `missing_skill`/`llm`; an unknown tool or no tool left is `missing_executor`; an executor's own failure is
 * classified by what it says the user must provide (`need`), the index it misses, its kind, and its cause's Node
 * error code (permission, missing file, unreachable service), and only an unexplained crash falls back to
 * Pronoia's `failureClass`. Without a failure, a query asking where the user is needs the location; anything else
 * is a `missing_executor` (nothing could serve the request). The executor's own `action` is kept.
 */
export function classifyAporia(input: ClassifyAporiaInput): AporiaClassification {
  const { query, failure, failureClass } = input;
  if (failure === undefined) {
    if (locationQuery.test(query)) return { category: 'user_action_required', subject: 'location', detail: 'query asks for the location' };
    if (failureClass !== undefined) return { ...fallbackByClass[failureClass], detail: `failure class ${failureClass}` };
    return { category: 'missing_executor', subject: 'executor', detail: 'no plan could serve the request' };
  }
  const verdict = classifyFailure(failure, failureClass);
  const action = failure.code === 'executor_failed' ? failure.details.action : undefined;
  return { ...verdict, detail: `${failure.tool}#${failure.index} ${failure.code}${failure.code === 'executor_failed' ? `/${failure.details.kind}/${failure.details.executorCode}` : ''}`, ...(action === undefined ? {} : { action }) };
}
