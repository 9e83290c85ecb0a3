import type { Language, LlmFailure, LocalizedText } from '@metnos/core';
import type { AporiaClassification, AporiaSubject } from './aporia-classification';

/**
 * How to unblock each subject in the words of the application that embeds Aporia (its configuration keys, its
 * channels): e.g. `{ path: { en: 'add it to [vaglio] path_allowlist', it: 'aggiungila a [vaglio] path_allowlist' } }`,
 * or a function of the classification (undefined keeps Aporia's own suggestion). Replaces the generic suggestion
 * Aporia would give for that subject.
 */
export type AporiaHowTo = Partial<Record<AporiaSubject, LocalizedText | ((classification: AporiaClassification) => LocalizedText | undefined)>>;

interface Sentence {
  /** What cannot be done. */
  problem: string;
  /** What would unblock it. */
  action: string;
}

type SentenceBuilder = (target: string | undefined, query: string, classification: AporiaClassification) => Sentence;

const quoteNames = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

function exceedsContext(llm: LlmFailure): boolean {
  return llm.serverType === 'exceed_context_size_error' || /context (size|length|window)|exceeds? the available context/i.test(llm.serverMessage ?? '');
}

function tokenCounts(llm: LlmFailure, unit: string): string {
  return llm.promptTokens !== undefined && llm.contextSize !== undefined ? ` (${llm.promptTokens} > ${llm.contextSize} ${unit})` : '';
}

/** The server's own message, cut to its first sentence and at most 120 characters. */
function shortReason(message: string | undefined): string | undefined {
  const first = message?.trim().split(/(?<=[.!?])\s|\n/u)[0]?.replace(/[.!?]+$/u, '').trim();
  if (first === undefined || first === '') return undefined;
  return first.length > 120 ? `${first.slice(0, 117)}...` : first;
}

/** `120 s`, or `250 ms` under a second. */
function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`;
}

const english: Record<AporiaSubject, SentenceBuilder> = {
  location: () => ({ problem: "I don't know where you are", action: 'share your location with me and ask again' }),
  confirmation: (target) => ({
    problem: `${target === undefined ? 'this action' : `"${target}"`} changes, deletes or sends your data and needs your consent`,
    action: 'check the steps shown and confirm them: I will run exactly those',
  }),
  permission: (target) => ({ problem: `I am not allowed to access ${target ?? 'what this request needs'}`, action: 'grant access (check its permissions) and ask again' }),
  credentials: (target) => ({ problem: `${target ?? 'a service I need'} refused my credentials`, action: 'fix the user name and password for it and ask again' }),
  path: (target) => ({ problem: `${target ?? 'that path'} is outside the folders I may touch`, action: 'use a file or folder inside the allowed ones, or allow that folder in my configuration' }),
  scope: () => ({ problem: 'the result is too large to handle safely', action: 'narrow the request (a folder, a date range, a sender)' }),
  service: (target) => ({ problem: `${target ?? 'a service I need'} is not responding`, action: 'check that it is running and ask again' }),
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
    action: 'I have logged this gap so that a tool for it can be added; meanwhile, ask for something my tools cover',
  }),
  skill: (target) => ({ problem: `the ${target ?? 'needed'} skill is not enabled`, action: 'enable it and ask again' }),
  llm: (_target, _query, { llm }) => {
    switch (llm?.reason) {
      case 'unreachable':
        return { problem: `the language model server${llm.origin === undefined ? '' : ` at ${llm.origin}`} cannot be reached`, action: 'start it, or point me at a running one' };
      case 'model_missing':
        return { problem: `the model file${llm.modelPath === undefined ? '' : ` ${llm.modelPath}`} does not exist`, action: 'point me at an existing GGUF model file' };
      case 'dependency_missing':
        return { problem: `the package ${llm.packageName ?? 'the language model needs'} is not installed`, action: `install it${llm.packageName === undefined ? '' : ` (npm install ${llm.packageName})`}` };
      default:
        return { problem: 'no language model is configured for requests I have not learned yet', action: 'configure a language model server (llama-server) for me' };
    }
  },
  plan_truncated: () => ({ problem: "the language model's plan was cut off before it was complete", action: 'allow the model more output tokens, or rephrase the request more simply' }),
  plan_unusable: () => ({ problem: 'the language model did not produce a usable plan for this request', action: 'rephrase it more concretely, or use a stronger model' }),
  llm_error: (_target, _query, { llm = { reason: 'http' } }) => {
    const answered = llm.status === undefined ? 'the language model failed' : `the model server answered ${llm.status}`;
    if (exceedsContext(llm)) {
      return { problem: `${answered}: the prompt exceeds the model's context size${tokenCounts(llm, 'tokens')}`, action: 'give the model a larger context, or shorten the request' };
    }
    if (llm.reason === 'timeout') {
      const seconds = llm.timeoutMs === undefined ? '' : ` within ${formatDuration(llm.timeoutMs)}`;
      return { problem: `the language model did not answer${seconds}`, action: 'allow it more time, use a faster model, or check the model server' };
    }
    const reason = shortReason(llm.serverMessage);
    return { problem: reason === undefined ? answered : `${answered}: ${reason}`, action: 'check the model server (and its log), then ask again' };
  },
  index: (target) => ({ problem: `the ${target === undefined ? '' : `${target} `}index has not been built`, action: 'build the index, then ask again' }),
  data: (target, query) => ({
    problem: target === undefined ? `I found no data for "${query}"` : `${target} was not found`,
    action: 'check that it exists (name, folder, account) or tell me the right one',
  }),
};

const italian: Record<AporiaSubject, SentenceBuilder> = {
  location: () => ({ problem: 'non so dove ti trovi', action: 'condividi con me la tua posizione e chiedi di nuovo' }),
  confirmation: (target) => ({
    problem: `${target === undefined ? 'questa azione' : `"${target}"`} modifica, elimina o invia i tuoi dati e richiede il tuo consenso`,
    action: 'controlla i passi mostrati e confermali: eseguirò esattamente quelli',
  }),
  permission: (target) => ({ problem: `non ho il permesso di accedere a ${target ?? 'ciò che serve a questa richiesta'}`, action: 'concedi l’accesso (controlla i permessi) e chiedi di nuovo' }),
  credentials: (target) => ({ problem: `${target ?? 'un servizio che mi serve'} ha rifiutato le mie credenziali`, action: 'correggi nome utente e password e chiedi di nuovo' }),
  path: (target) => ({ problem: `${target ?? 'quel percorso'} è fuori dalle cartelle che posso toccare`, action: 'usa un file o una cartella consentita, oppure consenti quella cartella nella mia configurazione' }),
  scope: () => ({ problem: 'il risultato è troppo grande da gestire in sicurezza', action: 'restringi la richiesta (una cartella, un intervallo di date, un mittente)' }),
  service: (target) => ({ problem: `${target ?? 'un servizio che mi serve'} non risponde`, action: 'controlla che sia attivo e chiedi di nuovo' }),
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
    action: 'ho registrato questa lacuna perché si possa aggiungere uno strumento adatto; nel frattempo chiedimi qualcosa che i miei strumenti coprono',
  }),
  skill: (target) => ({ problem: `la skill ${target ?? 'necessaria'} non è abilitata`, action: 'abilitala e chiedi di nuovo' }),
  llm: (_target, _query, { llm }) => {
    switch (llm?.reason) {
      case 'unreachable':
        return { problem: `il server del modello linguistico${llm.origin === undefined ? '' : ` a ${llm.origin}`} non è raggiungibile`, action: 'avvialo, oppure indicami un server attivo' };
      case 'model_missing':
        return { problem: `il file del modello${llm.modelPath === undefined ? '' : ` ${llm.modelPath}`} non esiste`, action: 'indicami un file di modello GGUF esistente' };
      case 'dependency_missing':
        return { problem: `il pacchetto ${llm.packageName ?? 'richiesto dal modello'} non è installato`, action: `installalo${llm.packageName === undefined ? '' : ` (npm install ${llm.packageName})`}` };
      default:
        return { problem: 'nessun modello linguistico è configurato per le richieste che non ho ancora imparato', action: 'configura per me un server di modello linguistico (llama-server)' };
    }
  },
  plan_truncated: () => ({ problem: 'il piano del modello linguistico è stato troncato prima di essere completo', action: 'concedi al modello più token di uscita, oppure riformula la richiesta in modo più semplice' }),
  plan_unusable: () => ({ problem: 'il modello linguistico non ha prodotto un piano utilizzabile per questa richiesta', action: 'riformulala in modo più concreto, oppure usa un modello più capace' }),
  llm_error: (_target, _query, { llm = { reason: 'http' } }) => {
    const answered = llm.status === undefined ? 'il modello linguistico ha dato errore' : `il server del modello ha risposto ${llm.status}`;
    if (exceedsContext(llm)) {
      return { problem: `${answered}: il prompt supera la dimensione del contesto del modello${tokenCounts(llm, 'token')}`, action: 'dai al modello un contesto più ampio, oppure accorcia la richiesta' };
    }
    if (llm.reason === 'timeout') {
      const seconds = llm.timeoutMs === undefined ? '' : ` entro ${formatDuration(llm.timeoutMs)}`;
      return { problem: `il modello linguistico non ha risposto${seconds}`, action: 'concedigli più tempo, usa un modello più veloce, oppure controlla il server del modello' };
    }
    const reason = shortReason(llm.serverMessage);
    return { problem: reason === undefined ? answered : `${answered}: ${reason}`, action: 'controlla il server del modello (e il suo log), poi chiedi di nuovo' };
  },
  index: (target) => ({ problem: `l’indice ${target === undefined ? '' : `${target} `}non è stato costruito`, action: 'costruisci l’indice, poi chiedi di nuovo' }),
  data: (target, query) => ({
    problem: target === undefined ? `non ho trovato dati per "${query}"` : `${target} non è stato trovato`,
    action: 'controlla che esista (nome, cartella, account) o indicami quello giusto',
  }),
};

const spanish: Record<AporiaSubject, SentenceBuilder> = {
  location: () => ({ problem: 'no sé dónde estás', action: 'comparte conmigo tu ubicación y pregunta de nuevo' }),
  confirmation: (target) => ({
    problem: `${target === undefined ? 'esta acción' : `"${target}"`} modifica, borra o envía tus datos y necesita tu consentimiento`,
    action: 'revisa los pasos mostrados y confírmalos: ejecutaré exactamente esos',
  }),
  permission: (target) => ({ problem: `no tengo permiso para acceder a ${target ?? 'lo que necesita esta petición'}`, action: 'concede el acceso (revisa los permisos) y pregunta de nuevo' }),
  credentials: (target) => ({ problem: `${target ?? 'un servicio que necesito'} ha rechazado mis credenciales`, action: 'corrige el usuario y la contraseña y pregunta de nuevo' }),
  path: (target) => ({ problem: `${target ?? 'esa ruta'} está fuera de las carpetas que puedo tocar`, action: 'usa un archivo o una carpeta permitida, o permite esa carpeta en mi configuración' }),
  scope: () => ({ problem: 'el resultado es demasiado grande para manejarlo con seguridad', action: 'acota la petición (una carpeta, un intervalo de fechas, un remitente)' }),
  service: (target) => ({ problem: `${target ?? 'un servicio que necesito'} no responde`, action: 'comprueba que esté en marcha y pregunta de nuevo' }),
  input: (target) => ({
    problem: 'me falta un dato que solo tú puedes darme',
    action: `dime ${target === undefined ? 'el dato que falta' : `el valor de "${target}"`} y pregunta de nuevo`,
  }),
  arguments: (target, _query, { arguments: names = [] }) => ({
    problem: `no he podido deducir de la petición ${
      names.length === 0 ? 'los argumentos' : names.length === 1 ? `el valor de ${quoteNames(names)}` : `los valores de ${quoteNames(names)}`
    } para ${target ?? 'la herramienta'}`,
    action: `${names.length === 1 ? 'indícalo' : 'indícalos'} explícitamente en la petición (p. ej. "${names[0] ?? 'nombre'}: ...") y pregunta de nuevo`,
  }),
  executor: (_target, query) => ({
    problem: `ninguna de mis herramientas sabe hacer "${query}"`,
    action: 'he registrado esta carencia para que se pueda añadir una herramienta; mientras tanto, pídeme algo que cubran mis herramientas',
  }),
  skill: (target) => ({ problem: `la habilidad ${target ?? 'necesaria'} no está activada`, action: 'actívala y pregunta de nuevo' }),
  llm: (_target, _query, { llm }) => {
    switch (llm?.reason) {
      case 'unreachable':
        return { problem: `no se puede contactar con el servidor del modelo de lenguaje${llm.origin === undefined ? '' : ` en ${llm.origin}`}`, action: 'arráncalo, o indícame uno que esté en marcha' };
      case 'model_missing':
        return { problem: `el archivo del modelo${llm.modelPath === undefined ? '' : ` ${llm.modelPath}`} no existe`, action: 'indícame un archivo de modelo GGUF que exista' };
      case 'dependency_missing':
        return { problem: `el paquete ${llm.packageName ?? 'que necesita el modelo'} no está instalado`, action: `instálalo${llm.packageName === undefined ? '' : ` (npm install ${llm.packageName})`}` };
      default:
        return { problem: 'no hay ningún modelo de lenguaje configurado para las peticiones que aún no he aprendido', action: 'configúrame un servidor de modelo de lenguaje (llama-server)' };
    }
  },
  plan_truncated: () => ({ problem: 'el plan del modelo de lenguaje se cortó antes de estar completo', action: 'permite al modelo más tokens de salida, o formula la petición de forma más sencilla' }),
  plan_unusable: () => ({ problem: 'el modelo de lenguaje no ha producido un plan utilizable para esta petición', action: 'formúlala de forma más concreta, o usa un modelo más capaz' }),
  llm_error: (_target, _query, { llm = { reason: 'http' } }) => {
    const answered = llm.status === undefined ? 'el modelo de lenguaje ha fallado' : `el servidor del modelo ha respondido ${llm.status}`;
    if (exceedsContext(llm)) {
      return { problem: `${answered}: el prompt supera el tamaño de contexto del modelo${tokenCounts(llm, 'tokens')}`, action: 'da al modelo un contexto más amplio, o acorta la petición' };
    }
    if (llm.reason === 'timeout') {
      const seconds = llm.timeoutMs === undefined ? '' : ` en ${formatDuration(llm.timeoutMs)}`;
      return { problem: `el modelo de lenguaje no ha respondido${seconds}`, action: 'dale más tiempo, usa un modelo más rápido, o revisa el servidor del modelo' };
    }
    const reason = shortReason(llm.serverMessage);
    return { problem: reason === undefined ? answered : `${answered}: ${reason}`, action: 'revisa el servidor del modelo (y su registro) y pregunta de nuevo' };
  },
  index: (target) => ({ problem: `el índice ${target === undefined ? '' : `${target} `}no se ha construido`, action: 'construye el índice y pregunta de nuevo' }),
  data: (target, query) => ({
    problem: target === undefined ? `no he encontrado datos para "${query}"` : `${target} no se ha encontrado`,
    action: 'comprueba que exista (nombre, carpeta, cuenta) o indícame el correcto',
  }),
};

const builderOf: Record<Language, Record<AporiaSubject, SentenceBuilder>> = { en: english, it: italian, es: spanish };

const frames: Record<Language, { problem: string; action: string }> = {
  en: { problem: "Can't resolve", action: 'To proceed' },
  it: { problem: 'Non riesco', action: 'Per procedere' },
  es: { problem: 'No puedo resolverlo', action: 'Para continuar' },
};

/** `text` in `language`: a plain string as it is, a localized one in that language or else in English. */
export function localize(text: LocalizedText, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}

function endSentence(text: string): string {
  return /[.?!]$/u.test(text) ? text : `${text}.`;
}

/**
 * Renders Aporia's one honest sentence in the user's language, whole: `Can't resolve: X. To proceed: Y.` or
 * `Non riesco: X. Per procedere: Y.` or `No puedo resolverlo: X. Para continuar: Y.`, where X names what blocks the turn and Y the action that unblocks it. Y is,
 * in order: the failing executor's own advice (`classification.action`), the application's `howTo` for the
 * subject (its configuration keys, its channels), else a generic suggestion. It never promises an action nothing
 * performs.
 */
export function renderAporiaMessage(
  classification: AporiaClassification,
  { language, query, howTo = {} }: { language: Language; query: string; howTo?: AporiaHowTo },
): string {
  const builders = builderOf[language];
  const sentence = builders[classification.subject](classification.target, query.trim(), classification);
  const applicationAdvice = howTo[classification.subject];
  const advice = classification.action ?? (typeof applicationAdvice === 'function' ? applicationAdvice(classification) : applicationAdvice);
  const action = (advice === undefined ? '' : localize(advice, language).trim()) || sentence.action;
  const frame = frames[language];
  return `${frame.problem}: ${endSentence(sentence.problem)} ${frame.action}: ${endSentence(action)}`;
}
