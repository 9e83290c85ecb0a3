import type { Language } from '@metnos/core';
import type { AporiaClassification, AporiaLlmCause, AporiaSubject } from './aporia-classification';

interface Sentence {
  /** What cannot be done. */
  problem: string;
  /** What would unblock it. */
  action: string;
}

type SentenceBuilder = (target: string | undefined, query: string, classification: AporiaClassification) => Sentence;

const quoteNames = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** The server's own message, cut to its first sentence and at most 120 characters. */
function shortReason(message: string | undefined): string | undefined {
  const first = message?.trim().split(/(?<=[.!?])\s|\n/u)[0]?.replace(/[.!?]+$/u, '').trim();
  if (first === undefined || first === '') return undefined;
  return first.length > 120 ? `${first.slice(0, 117)}...` : first;
}

function exceedsContext(cause: AporiaLlmCause): boolean {
  return cause.type === 'exceed_context_size_error' || /context (size|length|window)|exceeds? the available context/i.test(cause.message ?? '');
}

function tokenCounts(cause: AporiaLlmCause): string {
  return cause.promptTokens !== undefined && cause.contextSize !== undefined ? ` (${cause.promptTokens} > ${cause.contextSize} tokens)` : '';
}

const english: Record<AporiaSubject, SentenceBuilder> = {
  location: () => ({
    problem: "I don't know where you are",
    action: 'share your location: set [executors] location in runtime.toml ("City, Country" or "lat,lon")',
  }),
  confirmation: (target) => ({
    problem: `${target === undefined ? 'this action' : `"${target}"`} changes your data and needs your confirmation`,
    action: 'confirm and I will run it',
  }),
  permission: (target) => ({
    problem: `I am not allowed to access ${target ?? 'what this request needs'}`,
    action: 'grant access (check its permissions) and ask again',
  }),
  path: (target) => ({
    problem: `${target ?? 'that path'} is outside the folders I may touch`,
    action: 'add it to [vaglio] path_allowlist in runtime.toml, or use a folder inside the allowed ones',
  }),
  scope: () => ({
    problem: 'the result is too large to handle safely',
    action: 'narrow the request (a folder, a date range, a sender)',
  }),
  service: (target) => ({
    problem: `${target ?? 'a service I need'} is not responding`,
    action: 'check that it is running and ask again',
  }),
  input: (target) => ({
    problem: 'I am missing information only you can give',
    action: `tell me ${target === undefined ? 'the missing detail' : `the value of "${target}"`} and ask again`,
  }),
  arguments: (target, _query, { arguments: names = [] }) => ({
    problem: `I could not work out ${
      names.length === 0 ? 'the arguments' : names.length === 1 ? `the value of ${quoteNames(names)}` : `the values of ${quoteNames(names)}`
    } for ${target ?? 'the tool'} from your request`,
    action: `state ${names.length === 1 ? 'it' : 'them'} explicitly in the request (e.g. "${names[0] ?? 'name'}: ...") and ask again`,
  }),
  executor: (_target, query) => ({
    problem: `none of my tools can do "${query}"`,
    action: 'I can try to synthesise a new executor for this. Confirm?',
  }),
  skill: (target) => ({
    problem: `the ${target ?? 'needed'} skill is not enabled`,
    action: 'enable it (it may require OAuth) and ask again',
  }),
  llm: () => ({
    problem: 'no language model is configured or reachable for this request',
    action: 'set [llm] provider and base_url in runtime.toml, or start llama-server at the configured base_url',
  }),
  plan_truncated: () => ({
    problem: "the language model's plan was cut off before it was complete",
    action: 'raise [llm] max_tokens in runtime.toml, or rephrase the request more simply',
  }),
  plan_unusable: () => ({
    problem: 'the language model did not produce a usable plan for this request',
    action: 'rephrase it more concretely, or use a stronger model in [llm]',
  }),
  llm_error: (_target, _query, { llmCause: cause = {} }) => {
    const answered = cause.status === undefined ? 'the language model failed' : `the model server answered ${cause.status}`;
    if (exceedsContext(cause)) {
      return {
        problem: `${answered}: the prompt exceeds the model's context size${tokenCounts(cause)}`,
        action: 'give the model a larger context (llama-server -c, or [llm] context_size for the in-process model), or shorten the request',
      };
    }
    if (cause.code === 'llm_timeout') {
      const seconds = cause.timeoutMs === undefined ? '' : ` within ${Math.round(cause.timeoutMs / 1000)} s`;
      return {
        problem: `the language model did not answer${seconds}`,
        action: 'raise [llm] timeout_ms in runtime.toml, use a faster model, or check the server at [llm] base_url',
      };
    }
    const reason = shortReason(cause.message);
    return {
      problem: reason === undefined ? answered : `${answered}: ${reason}`,
      action: 'check the model server at [llm] base_url in runtime.toml (and its log), then ask again',
    };
  },
  index: (target) => ({
    problem: `the ${target === undefined ? '' : `${target} `}index has not been built`,
    action: 'shall I build it now? It can take some minutes',
  }),
  data: (target, query) => ({
    problem: target === undefined ? `I found no data for "${query}"` : `${target} was not found`,
    action: 'check that it exists (name, folder, account) or tell me the right one',
  }),
};

const italian: Record<AporiaSubject, SentenceBuilder> = {
  location: () => ({
    problem: 'non so dove ti trovi',
    action: 'condividi la tua posizione: imposta [executors] location in runtime.toml ("Città, Paese" o "lat,lon")',
  }),
  confirmation: (target) => ({
    problem: `${target === undefined ? 'questa azione' : `"${target}"`} modifica i tuoi dati e richiede la tua conferma`,
    action: 'conferma e la eseguo',
  }),
  permission: (target) => ({
    problem: `non ho il permesso di accedere a ${target ?? 'ciò che serve a questa richiesta'}`,
    action: 'concedi l’accesso (controlla i permessi) e chiedi di nuovo',
  }),
  path: (target) => ({
    problem: `${target ?? 'quel percorso'} è fuori dalle cartelle che posso toccare`,
    action: 'aggiungilo a [vaglio] path_allowlist in runtime.toml, oppure usa una cartella consentita',
  }),
  scope: () => ({
    problem: 'il risultato è troppo grande da gestire in sicurezza',
    action: 'restringi la richiesta (una cartella, un intervallo di date, un mittente)',
  }),
  service: (target) => ({
    problem: `${target ?? 'un servizio che mi serve'} non risponde`,
    action: 'controlla che sia attivo e chiedi di nuovo',
  }),
  input: (target) => ({
    problem: 'mi manca un’informazione che solo tu puoi darmi',
    action: `dimmi ${target === undefined ? 'il dato mancante' : `il valore di "${target}"`} e chiedi di nuovo`,
  }),
  arguments: (target, _query, { arguments: names = [] }) => ({
    problem: `non sono riuscito a ricavare dalla richiesta ${
      names.length === 0 ? 'gli argomenti' : names.length === 1 ? `il valore di ${quoteNames(names)}` : `i valori di ${quoteNames(names)}`
    } per ${target ?? 'lo strumento'}`,
    action: `${names.length === 1 ? 'indicalo' : 'indicali'} esplicitamente nella richiesta (es. "${names[0] ?? 'nome'}: ...") e chiedi di nuovo`,
  }),
  executor: (_target, query) => ({
    problem: `nessuno dei miei strumenti sa fare "${query}"`,
    action: 'posso provare a sintetizzare un nuovo executor per questo. Confermi?',
  }),
  skill: (target) => ({
    problem: `la skill ${target ?? 'necessaria'} non è abilitata`,
    action: 'abilitala (può richiedere OAuth) e chiedi di nuovo',
  }),
  llm: () => ({
    problem: 'nessun modello linguistico è configurato o raggiungibile per questa richiesta',
    action: 'imposta [llm] provider e base_url in runtime.toml, oppure avvia llama-server al base_url configurato',
  }),
  plan_truncated: () => ({
    problem: 'il piano del modello linguistico è stato troncato prima di essere completo',
    action: 'aumenta [llm] max_tokens in runtime.toml, oppure riformula la richiesta in modo più semplice',
  }),
  plan_unusable: () => ({
    problem: 'il modello linguistico non ha prodotto un piano utilizzabile per questa richiesta',
    action: 'riformulala in modo più concreto, oppure usa un modello più capace in [llm]',
  }),
  llm_error: (_target, _query, { llmCause: cause = {} }) => {
    const answered = cause.status === undefined ? 'il modello linguistico ha dato errore' : `il server del modello ha risposto ${cause.status}`;
    if (exceedsContext(cause)) {
      return {
        problem: `${answered}: il prompt supera la dimensione del contesto del modello${tokenCounts(cause).replace('tokens', 'token')}`,
        action: 'dai al modello un contesto più ampio (llama-server -c, oppure [llm] context_size per il modello in-process), oppure accorcia la richiesta',
      };
    }
    if (cause.code === 'llm_timeout') {
      const seconds = cause.timeoutMs === undefined ? '' : ` entro ${Math.round(cause.timeoutMs / 1000)} s`;
      return {
        problem: `il modello linguistico non ha risposto${seconds}`,
        action: 'aumenta [llm] timeout_ms in runtime.toml, usa un modello più veloce, oppure controlla il server a [llm] base_url',
      };
    }
    const reason = shortReason(cause.message);
    return {
      problem: reason === undefined ? answered : `${answered}: ${reason}`,
      action: 'controlla il server del modello a [llm] base_url in runtime.toml (e il suo log), poi chiedi di nuovo',
    };
  },
  index: (target) => ({
    problem: `l’indice ${target === undefined ? '' : `${target} `}non è stato costruito`,
    action: 'vuoi che lo costruisca ora? Può richiedere alcuni minuti',
  }),
  data: (target, query) => ({
    problem: target === undefined ? `non ho trovato dati per "${query}"` : `${target} non è stato trovato`,
    action: 'controlla che esista (nome, cartella, account) o indicami quello giusto',
  }),
};

const frames: Record<Language, { problem: string; action: string }> = {
  en: { problem: "Can't resolve", action: 'To proceed' },
  it: { problem: 'Non riesco', action: 'Per procedere' },
};

function endSentence(text: string): string {
  return /[.?!]$/u.test(text) ? text : `${text}.`;
}

/**
 * Renders Aporia's one honest sentence in the user's language: `Can't resolve: X. To proceed: Y.` or
 * `Non riesco: X. Per procedere: Y.`, where X names what blocks the turn and Y the action that unblocks it
 * (share location, confirm, state a tool's arguments, enable a skill, raise [llm] max_tokens or the model's context,
 * build an index, synthesise an executor...). An executor's own hint
 * (`classification.action`, from the failure's `details.action`) replaces the subject's default Y.
 */
export function renderAporiaMessage(
  classification: AporiaClassification,
  { language, query }: { language: Language; query: string },
): string {
  const builders = language === 'it' ? italian : english;
  const sentence = builders[classification.subject](classification.target, query.trim(), classification);
  const problem = sentence.problem;
  const action = classification.action?.trim() || sentence.action;
  const frame = frames[language];
  return `${frame.problem}: ${endSentence(problem)} ${frame.action}: ${endSentence(action)}`;
}
