import type { Language } from '@metnos/core';
import type { AporiaClassification, AporiaSubject } from './aporia-classification';

interface Sentence {
  /** What cannot be done. */
  problem: string;
  /** What would unblock it. */
  action: string;
}

type SentenceBuilder = (target: string | undefined, query: string) => Sentence;

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
 * (share location, confirm, enable a skill, build an index, synthesise an executor...). An executor's own hint
 * (`classification.action`, from the failure's `details.action`) replaces the subject's default Y.
 */
export function renderAporiaMessage(
  classification: AporiaClassification,
  { language, query }: { language: Language; query: string },
): string {
  const builders = language === 'it' ? italian : english;
  const sentence = builders[classification.subject](classification.target, query.trim());
  const problem = sentence.problem;
  const action = classification.action?.trim() || sentence.action;
  const frame = frames[language];
  return `${frame.problem}: ${endSentence(problem)} ${frame.action}: ${endSentence(action)}`;
}
