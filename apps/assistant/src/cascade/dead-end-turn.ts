import type { AporiaStore, Language } from '@metnos/core';
import { classifyAporia, logAporia, renderAporiaMessage, type AporiaHowTo } from '@metnos/aporia';
import { damagedStoreReply } from '../storage/damaged-store-reply';
import type { TurnResult } from '../turn/answered-turn';
import type { TurnAnswer } from '../turn/turn-answer';

const emptyRequest: Record<Language, string> = {
  en: 'Tell me what you would like me to do (for example "what time is it" or "find the pdf files in Documents").',
  it: 'Dimmi che cosa vuoi che faccia (per esempio "che ore sono" o "trova i pdf in Documenti").',
  es: 'Dime qué quieres que haga (por ejemplo "qué hora es" o "busca los pdf en Documentos").',
};

/**
 * The turn Aporia answers: nothing could serve the request, or the layer that tried ended with a failure. Aporia
 * classifies the gap, logs it, and says in the request's language what would unblock it; a chained turn says first
 * what its prefix did. A request with no words at all gets a one-line hint instead, and no gap is logged; so does a
 * step stopped by a damaged store (`damagedStoreReply`: the file and the fix).
 */
export function deadEndTurn({
  turnId,
  query,
  answer,
  language,
  store,
  howTo,
}: {
  turnId: string;
  query: string;
  answer: TurnAnswer | undefined;
  language: Language;
  store: AporiaStore;
  howTo?: AporiaHowTo;
}): TurnResult {
  const base = {
    turnId,
    query,
    ok: false,
    layer: 'aporia' as const,
    language,
    ...(answer?.intent === undefined ? {} : { intent: answer.intent.intent }),
    ...(answer?.framework === undefined ? {} : { framework: answer.framework }),
    steps: answer?.execution?.steps ?? [],
    ...(answer?.chain === undefined ? {} : { chained: { prefix: answer.chain.prefix, residual: answer.chain.residual } }),
  };
  if (answer === undefined && query.trim() !== '' && !/[\p{L}\p{N}]/u.test(query)) {
    return { ...base, reply: emptyRequest[language], aporia: { category: 'user_action_required', subject: 'input', detail: 'the request has no words' } };
  }
  if (answer === undefined && query.trim() === '') {
    return { ...base, reply: emptyRequest[language], aporia: { category: 'user_action_required', subject: 'input', detail: 'the request is empty' } };
  }
  const failure = answer?.failure;
  // A damaged store is the user's to repair, not a gap in the tools: said in one line, nothing logged.
  const damaged = damagedStoreReply(failure, language);
  if (damaged !== undefined) return { ...base, reply: damaged };
  const classification = classifyAporia({ query, ...(failure === undefined ? {} : { failure }), ...(answer?.failureClass === undefined ? {} : { failureClass: answer.failureClass }), language });
  logAporia(store, { query, classification });
  const message = renderAporiaMessage(classification, { language, query, ...(howTo === undefined ? {} : { howTo }) });
  const prefix = answer?.chain?.reply ?? '';
  return {
    ...base,
    reply: prefix === '' ? message : `${prefix}\n${message}`,
    aporia: { category: classification.category, subject: classification.subject, detail: classification.detail },
    ...(failure?.code === 'confirmation_required' ? { needsConfirmation: true } : {}),
  };
}
