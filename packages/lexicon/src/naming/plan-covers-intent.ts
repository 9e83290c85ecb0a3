import type { Framework, Intent } from '@metnos/core';
import { canonicalObject } from '../vocabulary/canonical-object';
import { canonicalVerb } from '../vocabulary/canonical-verb';
import { parseToolName } from './parse-tool-name';
import { verbVocabulary } from '../vocabulary/verb-vocabulary';

/**
 * Whether a plan does what its intent asks, through the Naming Authority: one step's tool has the intent's
 * object and its verb — or, when the intent's verb is a lookup (`find`, `get`), another lookup verb ("check my
 * mail" is served by `find_messages`); an intent without a verb (`unknown`: "what time is it?") is covered by a
 * lookup step on its object. An object or verb outside the vocabulary, or a tool name that breaks the rule, never
 * covers. Pure; for the promotion rule (issue 11: a plan is promoted automatically only if it covers its intent).
 */
export function planCoversIntent(framework: Pick<Framework, 'steps'>, intent: Pick<Intent, 'verb' | 'object'>): boolean {
  const object = canonicalObject(intent.object);
  if (object === undefined) return false;
  const verbless = intent.verb === '' || intent.verb === 'unknown';
  const verb = verbless ? undefined : canonicalVerb(intent.verb);
  if (!verbless && verb === undefined) return false;
  const intentKind = verb === undefined ? 'lookup' : verbVocabulary[verb]?.kind;
  const objects = framework.steps.map((step) => parseToolName(step.tool)).flatMap((parsed) => (parsed.ok ? [parsed.object] : []));
  return framework.steps.some((step) => {
    const parsed = parseToolName(step.tool);
    if (!parsed.ok) return false;
    // A tool acting on `entries` ("describe the entries of an earlier step") acts on what the plan's other steps
    // produce: it covers the intent's object when another step of the plan is about that object.
    const onObject = parsed.object === object || (parsed.object === 'entries' && objects.includes(object));
    if (!onObject) return false;
    if (parsed.verb === verb) return true;
    return intentKind === 'lookup' && verbVocabulary[parsed.verb]?.kind === 'lookup';
  });
}
