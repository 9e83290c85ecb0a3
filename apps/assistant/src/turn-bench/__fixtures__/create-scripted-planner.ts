import type { LlmRequest } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import type { TurnScript } from '../turn-bench-case';
import type { TurnBenchModel } from '../turn-bench-model';

/** The kind of model call a request is, read from the prompt each caller builds. */
type ModelCallKind = 'intent' | 'plan' | 'replan' | 'filler' | 'describe';

/** The scripted model of the bench: a `ScriptedLlmProvider` answering from the script of the request being asked. */
export interface ScriptedPlanner extends TurnBenchModel {
  llm: ScriptedLlmProvider;
  /** Calls made so far, by kind. */
  readonly callsByKind: Readonly<Record<ModelCallKind, number>>;
}

/** What a call asks for: Metis' intent and plan prompts, Pronoia's re-plan, a filler's question, or a description. */
function modelCallKind(request: LlmRequest): ModelCallKind {
  const prompt = request.prompt ?? '';
  if (prompt.startsWith('Extract the intent')) return 'intent';
  if (prompt.startsWith('You are Metis')) return prompt.includes('\nDO NOT propose these tools') || prompt.includes('\nNote: ') ? 'replan' : 'plan';
  if (prompt.startsWith("Answer the question about the user's setup")) return 'filler';
  return 'describe';
}

/**
 * A scripted model for the bench (only the *content* of the answers is scripted: the assistant, its grammar
 * checks, Nous and the executors are real). Each call is answered from the script of the request being asked:
 * the intent, the plan (or the re-plan Pronoia asks for), the filler whose question names a scripted word, the
 * description. A call the script has no answer for throws, so a turn that asks more than a good model would be
 * asked fails visibly instead of passing by accident; so does an intent or plan prompt for another request.
 */
export function createScriptedPlanner(): ScriptedPlanner {
  const llm = new ScriptedLlmProvider();
  const callsByKind: Record<ModelCallKind, number> = { intent: 0, plan: 0, replan: 0, filler: 0, describe: 0 };
  let current: { script: TurnScript; query: string } | undefined;
  const answer = (request: LlmRequest): string => {
    const kind = modelCallKind(request);
    callsByKind[kind] += 1;
    if (current === undefined) throw new Error('turn bench: a model call came before any request was asked');
    const { script, query } = current;
    const missing = () => new Error(`turn bench: the script of "${query}" has no ${kind} answer`);
    if ((kind === 'intent' || kind === 'plan' || kind === 'replan') && !(request.prompt ?? '').includes(`Request: ${JSON.stringify(query)}`)) {
      throw new Error(`turn bench: a ${kind} call for another request than "${query}"`);
    }
    switch (kind) {
      case 'intent':
        return JSON.stringify(script.intent);
      case 'plan':
      case 'replan': {
        const plan = kind === 'plan' ? script.plan : script.replan;
        if (plan === undefined) throw missing();
        return JSON.stringify({ fillers: {}, ...plan });
      }
      case 'filler': {
        const question = /\nQuestion: (.*)\n/.exec(request.prompt ?? '')?.[1]?.toLowerCase() ?? '';
        const found = Object.entries(script.fillers ?? {}).find(([word]) => question.includes(word.toLowerCase()));
        if (found === undefined) throw missing();
        return JSON.stringify({ value: found[1] });
      }
      case 'describe':
        if (script.describe === undefined) throw missing();
        return script.describe;
    }
  };
  return {
    llm,
    callsByKind,
    answering(script, query) {
      current = { script, query };
      while (llm.remaining < 8) llm.push(answer);
    },
  };
}
