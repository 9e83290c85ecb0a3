import type { Language } from '@metnos/core';
import type { CliInputProblem } from './cli-input-error';

/** Every sentence the `metnos` command prints to a person, in one language. */
export interface CliMessages {
  description: string;
  commands: Record<'ask' | 'chat' | 'serve' | 'telegram' | 'doctor' | 'skills' | 'skillsList' | 'skillsForget' | 'aporiae' | 'promote' | 'config', string>;
  options: Record<'config' | 'yes' | 'noSkill' | 'json' | 'host' | 'port' | 'query' | 'hash', string>;
  wroteDefaultConfig(file: string): string;
  unknownVariable(name: string, suggestion: string | undefined): string;
  tightenedPermissions(path: string, was: string, now: string): string;
  chatBanner: string;
  noReplyToRate: string;
  nothingToConfirm: string;
  feedbackSaved(glyph: string, skillStatus: string | undefined): string;
  failed(code: string, message: string): string;
  needsConfirmation(summaries: readonly string[], how: string): string;
  confirmHowAsk: string;
  confirmHowChat: string;
  noLlm(reason: string): string;
  shuttingDown(signal: string): string;
  serverClosed: string;
  telegramServing(username: string, users: number): string;
  telegramStopped: string;
  noSkills: string;
  forgotSkill(hash: string): string;
  noSuchSkill(hash: string): string;
  noAporiae: string;
  promoted(dayRank: number, expired: number, promoted: number): string;
  savedLearnedIndex: string;
  /** Progress of the nightly job giving a language to the learned requests taught before rows kept one. */
  fillingRowLanguages(filled: number, total: number): string;
  filledRowLanguages(count: number): string;
  configFileHeader(file: string, created: boolean): string;
  dataDirHeader(path: string): string;
  problem(problem: CliInputProblem): string;
  configError(message: string): string;
  unexpected(message: string): string;
  usage(message: string): string;
}

const english: CliMessages = {
  description: 'Metnos: a local assistant that learns to answer instantly',
  commands: {
    ask: 'ask one question and print the answer',
    chat: 'interactive chat; after a reply type :up, :down or :retry to give feedback, :quit to leave',
    serve: 'serve the web chat, the JSON API and the admin pages',
    telegram: 'answer on Telegram (long polling) the users of [telegram] allowed_user_ids',
    doctor: 'check the config, the data folder, the LLM server, the embedder and SMTP, and say what to fix',
    skills: 'list learned skills (Praxis memory)',
    skillsList: 'list learned skills',
    skillsForget: 'delete a skill (and its anti-skills)',
    aporiae: 'list the dead-ends the assistant met (gap log)',
    promote: 'nightly job: retire what stopped working or went unused (efficacy ager), expire anti-skills, promote frequent L2 paths, save the L1 index for fresh processes',
    config: 'show the effective config and where each value came from (default/file/env)',
  },
  options: {
    config: 'runtime.toml to use (default $METNOS_CONFIG or $XDG_CONFIG_HOME/metnos/runtime.toml)',
    yes: 'confirm the steps that need consent (move, send, delete) for this turn',
    noSkill: 'bypass learned skills (plan afresh)',
    json: 'print the whole turn as JSON',
    host: 'address to bind (default [server] host)',
    port: 'port (default [server] port; 0 = any free port)',
    query: 'the request, e.g. "what time is it"',
    hash: 'intent hash as shown by `metnos skills`',
  },
  wroteDefaultConfig: (file) => `metnos: wrote default config to ${file}`,
  tightenedPermissions: (path, was, now) => `metnos: ${path} was readable by other local users (mode ${was}): set to ${now}`,
  unknownVariable: (name, suggestion) =>
    `metnos: warning: the environment variable ${name} is not a Metnos setting and is ignored${suggestion === undefined ? '; `metnos config` lists the settings' : ` (did you mean ${suggestion}?)`}`,
  chatBanner: 'metnos chat: ask anything; :up :down :retry rate the last reply; :yes confirms it; :quit leaves',
  noReplyToRate: 'no reply to rate yet',
  nothingToConfirm: 'nothing waits for confirmation',
  feedbackSaved: (glyph, skillStatus) => `feedback ${glyph} saved${skillStatus === undefined ? '' : ` · skill ${skillStatus}`}`,
  failed: (_code, message) => `metnos: ${message}`,
  needsConfirmation: (summaries, how) => `This needs your confirmation:\n${summaries.map((summary) => `  • ${summary}`).join('\n')}\n${how}`,
  confirmHowAsk: 'To go ahead, ask again with --yes.',
  confirmHowChat: 'Type :yes to go ahead.',
  noLlm: (reason) => `metnos: no LLM (${reason}); known requests still answer`,
  shuttingDown: (signal) => `metnos: ${signal}, shutting down`,
  serverClosed: 'metnos: server and Praxis store closed',
  telegramServing: (username, users) => `metnos: Telegram bot @${username} answers ${users} allowed user(s); Ctrl-C stops it`,
  telegramStopped: 'metnos: Telegram bot and Praxis store closed',
  noSkills: 'no skills yet',
  forgotSkill: (hash) => `forgot skill ${hash}`,
  noSuchSkill: (hash) => `metnos: no skill ${hash}; \`metnos skills\` lists the hashes`,
  noAporiae: 'no aporiae yet',
  promoted: (dayRank, expired, promoted) => `active day ${dayRank}: expired ${expired} path(s), promoted ${promoted}`,
  savedLearnedIndex: 'saved the L1 index: a fresh process opens it instead of reading every learned request',
  fillingRowLanguages: (filled, total) => `metnos: reading the language of learned requests: ${filled}/${total}`,
  filledRowLanguages: (count) => `read the language of ${count} learned request(s) taught before it was kept`,
  configFileHeader: (file, created) => `# config file: ${file}${created ? ' (just created)' : ''}`,
  dataDirHeader: (path) => `# data dir:    ${path}`,
  problem(problem) {
    switch (problem.kind) {
      case 'invalid_port':
        return `metnos: --port must be a whole number from 0 to 65535 (0 = any free port), got "${problem.value}"`;
      case 'port_in_use':
        return `metnos: port ${problem.port} on ${problem.host} is already in use; stop the other server or pick another port with --port (0 = any free port)`;
      case 'port_not_permitted':
        return `metnos: not allowed to listen on port ${problem.port} on ${problem.host}; use a port above 1023 with --port`;
      case 'host_not_available':
        return `metnos: cannot listen on ${problem.host}: no such address on this machine; use --host 127.0.0.1`;
      case 'data_dir_not_folder':
        return `metnos: the data folder ${problem.path} is a file, not a folder; move that file away or set [storage] data_dir in ${problem.configFile}`;
      case 'data_dir_not_writable':
        return `metnos: cannot write in the data folder ${problem.path} (${problem.reason}); fix its permissions or set [storage] data_dir in ${problem.configFile}`;
      case 'telegram_token_missing':
        return `metnos: no Telegram bot token; create a bot with @BotFather and set [telegram] bot_token in ${problem.configFile} or METNOS_TELEGRAM_BOT_TOKEN`;
      case 'telegram_allowlist_empty':
        return `metnos: nobody may talk to the bot yet; put your Telegram user id in [telegram] allowed_user_ids in ${problem.configFile} (or METNOS_TELEGRAM_ALLOWED_USER_IDS)`;
      case 'telegram_token_refused':
        return `metnos: Telegram refused the bot token; copy it again from @BotFather into [telegram] bot_token in ${problem.configFile}`;
      case 'telegram_unreachable':
        return `metnos: cannot reach the Telegram Bot API at ${problem.apiRoot}; check the network or [telegram] api_root`;
    }
  },
  configError: (message) => `metnos: config error: ${message}`,
  unexpected: (message) => `metnos: unexpected error: ${message}`,
  usage: (message) => `metnos: ${message}; \`metnos --help\` lists the commands and options`,
};

const italian: CliMessages = {
  description: 'Metnos: un assistente locale che impara a rispondere subito',
  commands: {
    ask: 'fai una domanda e stampa la risposta',
    chat: 'chat interattiva; dopo una risposta scrivi :up, :down o :retry per valutarla, :quit per uscire',
    serve: 'avvia la chat web, le API JSON e le pagine di amministrazione',
    telegram: 'rispondi su Telegram (long polling) agli utenti di [telegram] allowed_user_ids',
    doctor: 'controlla configurazione, cartella dati, server LLM, embedder e SMTP, e dice cosa sistemare',
    skills: 'elenca le skill apprese (memoria Praxis)',
    skillsList: 'elenca le skill apprese',
    skillsForget: 'cancella una skill (e le sue anti-skill)',
    aporiae: "elenca i vicoli ciechi incontrati dall'assistente (registro delle lacune)",
    promote: 'lavoro notturno: ritira ciò che non funziona più o non si usa (efficacy ager), scadono gli anti-skill, i percorsi L2 più frequenti diventano proto-esecutori, salva l’indice L1 per i nuovi processi',
    config: 'mostra la configurazione effettiva e da dove viene ogni valore (default/file/env)',
  },
  options: {
    config: 'runtime.toml da usare (predefinito $METNOS_CONFIG o $XDG_CONFIG_HOME/metnos/runtime.toml)',
    yes: 'conferma per questo turno i passi che chiedono consenso (spostare, inviare, cancellare)',
    noSkill: 'ignora le skill apprese (pianifica da capo)',
    json: "stampa l'intero turno in JSON",
    host: 'indirizzo su cui ascoltare (predefinito [server] host)',
    port: 'porta (predefinita [server] port; 0 = una porta libera qualsiasi)',
    query: 'la richiesta, per esempio "che ore sono"',
    hash: "hash dell'intento come lo mostra `metnos skills`",
  },
  wroteDefaultConfig: (file) => `metnos: ho scritto la configurazione predefinita in ${file}`,
  tightenedPermissions: (path, was, now) => `metnos: ${path} era leggibile da altri utenti locali (modo ${was}): impostato a ${now}`,
  unknownVariable: (name, suggestion) =>
    `metnos: attenzione: la variabile d'ambiente ${name} non è un'impostazione di Metnos e viene ignorata${suggestion === undefined ? '; `metnos config` elenca le impostazioni' : ` (forse intendevi ${suggestion}?)`}`,
  chatBanner: "metnos chat: chiedi quello che vuoi; :up :down :retry valutano l'ultima risposta; :yes la conferma; :quit esce",
  noReplyToRate: 'ancora nessuna risposta da valutare',
  nothingToConfirm: 'non c’è nulla da confermare',
  feedbackSaved: (glyph, skillStatus) => `valutazione ${glyph} salvata${skillStatus === undefined ? '' : ` · skill ${skillStatus}`}`,
  failed: (code, message) => `metnos: operazione non riuscita (${code}): «${message}»`,
  needsConfirmation: (summaries, how) => `Serve la tua conferma:\n${summaries.map((summary) => `  • ${summary}`).join('\n')}\n${how}`,
  confirmHowAsk: 'Per procedere, chiedi di nuovo con --yes.',
  confirmHowChat: 'Scrivi :yes per procedere.',
  noLlm: (reason) => `metnos: nessun LLM (${reason}); le richieste già note hanno comunque risposta`,
  shuttingDown: (signal) => `metnos: ${signal}, chiusura in corso`,
  serverClosed: 'metnos: server e archivio Praxis chiusi',
  telegramServing: (username, users) => `metnos: il bot Telegram @${username} risponde a ${users} utenti autorizzati; Ctrl-C lo ferma`,
  telegramStopped: 'metnos: bot Telegram e archivio Praxis chiusi',
  noSkills: 'ancora nessuna skill',
  forgotSkill: (hash) => `skill ${hash} dimenticata`,
  noSuchSkill: (hash) => `metnos: nessuna skill ${hash}; \`metnos skills\` elenca gli hash`,
  noAporiae: 'ancora nessuna aporia',
  promoted: (dayRank, expired, promoted) => `giorno attivo ${dayRank}: ${expired} percorsi scaduti, ${promoted} promossi`,
  savedLearnedIndex: "indice L1 salvato: un nuovo processo lo apre invece di rileggere ogni richiesta appresa",
  fillingRowLanguages: (filled, total) => `metnos: lettura della lingua delle richieste apprese: ${filled}/${total}`,
  filledRowLanguages: (count) => `lingua letta per ${count} richieste apprese prima che venisse conservata`,
  configFileHeader: (file, created) => `# file di configurazione: ${file}${created ? ' (appena creato)' : ''}`,
  dataDirHeader: (path) => `# cartella dati:           ${path}`,
  problem(problem) {
    switch (problem.kind) {
      case 'invalid_port':
        return `metnos: --port deve essere un numero intero da 0 a 65535 (0 = una porta libera qualsiasi), non "${problem.value}"`;
      case 'port_in_use':
        return `metnos: la porta ${problem.port} su ${problem.host} è già occupata; ferma l'altro server o scegli un'altra porta con --port (0 = una libera qualsiasi)`;
      case 'port_not_permitted':
        return `metnos: non è permesso ascoltare sulla porta ${problem.port} su ${problem.host}; usa una porta sopra la 1023 con --port`;
      case 'host_not_available':
        return `metnos: impossibile ascoltare su ${problem.host}: l'indirizzo non esiste su questa macchina; usa --host 127.0.0.1`;
      case 'data_dir_not_folder':
        return `metnos: la cartella dati ${problem.path} è un file, non una cartella; sposta quel file o imposta [storage] data_dir in ${problem.configFile}`;
      case 'data_dir_not_writable':
        return `metnos: impossibile scrivere nella cartella dati ${problem.path} (${problem.reason}); correggi i permessi o imposta [storage] data_dir in ${problem.configFile}`;
      case 'telegram_token_missing':
        return `metnos: manca il token del bot Telegram; crea un bot con @BotFather e imposta [telegram] bot_token in ${problem.configFile} o METNOS_TELEGRAM_BOT_TOKEN`;
      case 'telegram_allowlist_empty':
        return `metnos: nessuno può ancora parlare con il bot; metti il tuo id utente Telegram in [telegram] allowed_user_ids in ${problem.configFile} (o METNOS_TELEGRAM_ALLOWED_USER_IDS)`;
      case 'telegram_token_refused':
        return `metnos: Telegram ha rifiutato il token del bot; ricopialo da @BotFather in [telegram] bot_token in ${problem.configFile}`;
      case 'telegram_unreachable':
        return `metnos: impossibile raggiungere la Bot API di Telegram su ${problem.apiRoot}; controlla la rete o [telegram] api_root`;
    }
  },
  configError: (message) => `metnos: errore di configurazione: ${message}`,
  unexpected: (message) => `metnos: errore inatteso: ${message}`,
  usage: (message) => `metnos: ${message}; \`metnos --help\` elenca comandi e opzioni`,
};

const spanish: CliMessages = {
  description: 'Metnos: un asistente local que aprende a responder al momento',
  commands: {
    ask: 'haz una pregunta e imprime la respuesta',
    chat: 'chat interactivo; tras una respuesta escribe :up, :down o :retry para valorarla, :quit para salir',
    serve: 'arranca el chat web, las API JSON y las páginas de administración',
    telegram: 'responde en Telegram (long polling) a los usuarios de [telegram] allowed_user_ids',
    doctor: 'comprueba la configuración, la carpeta de datos, el servidor LLM, el embedder y SMTP, y dice qué arreglar',
    skills: 'lista las habilidades aprendidas (memoria Praxis)',
    skillsList: 'lista las habilidades aprendidas',
    skillsForget: 'borra una habilidad (y sus anti-habilidades)',
    aporiae: 'lista los callejones sin salida que ha encontrado el asistente (registro de carencias)',
    promote: 'trabajo nocturno: retira lo que ya no funciona o no se usa (efficacy ager), caducan las anti-habilidades, las rutas L2 más frecuentes pasan a proto-ejecutores',
    config: 'muestra la configuración efectiva y de dónde viene cada valor (default/file/env)',
  },
  options: {
    config: 'runtime.toml a usar (por defecto $METNOS_CONFIG o $XDG_CONFIG_HOME/metnos/runtime.toml)',
    yes: 'confirma para este turno los pasos que piden consentimiento (mover, enviar, borrar)',
    noSkill: 'ignora las habilidades aprendidas (planifica desde cero)',
    json: 'imprime el turno entero en JSON',
    host: 'dirección en la que escuchar (por defecto [server] host)',
    port: 'puerto (por defecto [server] port; 0 = cualquier puerto libre)',
    query: 'la petición, por ejemplo "qué hora es"',
    hash: 'hash de la intención tal como lo muestra `metnos skills`',
  },
  savedLearnedIndex: 'índice L1 guardado: un proceso nuevo lo abre en lugar de releer cada petición aprendida',
  fillingRowLanguages: (filled, total) => `metnos: lectura del idioma de las peticiones aprendidas: ${filled}/${total}`,
  filledRowLanguages: (count) => `idioma leído de ${count} peticiones aprendidas antes de que se guardara`,
  wroteDefaultConfig: (file) => `metnos: he escrito la configuración por defecto en ${file}`,
  tightenedPermissions: (path, was, now) => `metnos: ${path} era legible por otros usuarios locales (modo ${was}): cambiado a ${now}`,
  unknownVariable: (name, suggestion) =>
    `metnos: atención: la variable de entorno ${name} no es un ajuste de Metnos y se ignora${suggestion === undefined ? '; `metnos config` lista los ajustes' : ` (¿querías decir ${suggestion}?)`}`,
  chatBanner: 'metnos chat: pide lo que quieras; :up :down :retry valoran la última respuesta; :yes la confirma; :quit sale',
  noReplyToRate: 'todavía no hay ninguna respuesta que valorar',
  nothingToConfirm: 'no hay nada que confirmar',
  feedbackSaved: (glyph, skillStatus) => `valoración ${glyph} guardada${skillStatus === undefined ? '' : ` · habilidad ${skillStatus}`}`,
  failed: (code, message) => `metnos: la operación ha fallado (${code}): «${message}»`,
  needsConfirmation: (summaries, how) => `Necesito tu confirmación:\n${summaries.map((summary) => `  • ${summary}`).join('\n')}\n${how}`,
  confirmHowAsk: 'Para continuar, pregunta de nuevo con --yes.',
  confirmHowChat: 'Escribe :yes para continuar.',
  noLlm: (reason) => `metnos: ningún LLM (${reason}); las peticiones ya conocidas tienen respuesta igualmente`,
  shuttingDown: (signal) => `metnos: ${signal}, cerrando`,
  serverClosed: 'metnos: servidor y almacén Praxis cerrados',
  telegramServing: (username, users) => `metnos: el bot de Telegram @${username} responde a ${users} usuarios autorizados; Ctrl-C lo detiene`,
  telegramStopped: 'metnos: bot de Telegram y almacén Praxis cerrados',
  noSkills: 'todavía no hay ninguna habilidad',
  forgotSkill: (hash) => `habilidad ${hash} olvidada`,
  noSuchSkill: (hash) => `metnos: no hay ninguna habilidad ${hash}; \`metnos skills\` lista los hashes`,
  noAporiae: 'todavía no hay ninguna aporía',
  promoted: (dayRank, expired, promoted) => `día activo ${dayRank}: ${expired} rutas caducadas, ${promoted} promovidas`,
  configFileHeader: (file, created) => `# archivo de configuración: ${file}${created ? ' (recién creado)' : ''}`,
  dataDirHeader: (path) => `# carpeta de datos:          ${path}`,
  problem(problem) {
    switch (problem.kind) {
      case 'invalid_port':
        return `metnos: --port debe ser un número entero de 0 a 65535 (0 = cualquier puerto libre), no "${problem.value}"`;
      case 'port_in_use':
        return `metnos: el puerto ${problem.port} en ${problem.host} ya está ocupado; detén el otro servidor o elige otro puerto con --port (0 = cualquiera libre)`;
      case 'port_not_permitted':
        return `metnos: no se permite escuchar en el puerto ${problem.port} en ${problem.host}; usa un puerto por encima del 1023 con --port`;
      case 'host_not_available':
        return `metnos: no se puede escuchar en ${problem.host}: la dirección no existe en esta máquina; usa --host 127.0.0.1`;
      case 'data_dir_not_folder':
        return `metnos: la carpeta de datos ${problem.path} es un archivo, no una carpeta; mueve ese archivo o define [storage] data_dir en ${problem.configFile}`;
      case 'data_dir_not_writable':
        return `metnos: no se puede escribir en la carpeta de datos ${problem.path} (${problem.reason}); corrige los permisos o define [storage] data_dir en ${problem.configFile}`;
      case 'telegram_token_missing':
        return `metnos: falta el token del bot de Telegram; crea un bot con @BotFather y define [telegram] bot_token en ${problem.configFile} o METNOS_TELEGRAM_BOT_TOKEN`;
      case 'telegram_allowlist_empty':
        return `metnos: todavía nadie puede hablar con el bot; pon tu id de usuario de Telegram en [telegram] allowed_user_ids en ${problem.configFile} (o METNOS_TELEGRAM_ALLOWED_USER_IDS)`;
      case 'telegram_token_refused':
        return `metnos: Telegram ha rechazado el token del bot; cópialo de nuevo de @BotFather en [telegram] bot_token en ${problem.configFile}`;
      case 'telegram_unreachable':
        return `metnos: no se puede contactar con la Bot API de Telegram en ${problem.apiRoot}; revisa la red o [telegram] api_root`;
    }
  },
  configError: (message) => `metnos: error de configuración: ${message}`,
  unexpected: (message) => `metnos: error inesperado: ${message}`,
  usage: (message) => `metnos: ${message}; \`metnos --help\` lista comandos y opciones`,
};

const byLanguage: Record<Language, CliMessages> = { en: english, it: italian, es: spanish };

/** The CLI's sentences in `language`. */
export function cliMessages(language: Language): CliMessages {
  return byLanguage[language];
}
