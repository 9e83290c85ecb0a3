import type { Language } from '@metnos/core';

/** Every sentence `metnos doctor` prints, in one language. */
export interface DoctorMessages {
  labels: Record<'config' | 'environment' | 'data_dir' | 'llm' | 'embedder' | 'smtp' | 'telegram', string>;
  configLoaded(file: string, changed: number): string;
  configMissing(file: string): string;
  configBroken(message: string): string;
  skippedAfterConfig: string;
  unknownVariable(name: string, suggestion: string | undefined): string;
  dataDirReady(path: string): string;
  dataDirWillBeCreated(path: string): string;
  dataDirIsFile(path: string, configFile: string): string;
  dataDirNotWritable(path: string, reason: string, configFile: string): string;
  llmNone: string;
  llmUnreachable(url: string, reason: string): string;
  llmLoading(url: string): string;
  llmUnhealthy(endpoint: string, status: number): string;
  llmReady(summary: { provider: string; url: string; tiers: string; model: string | undefined; contextTokens: number | undefined }): string;
  llmContextSmall(url: string, contextTokens: number, needed: number): string;
  llmModelMissing(url: string, model: string, available: readonly string[]): string;
  llmGrammarIgnored(url: string, answer: string): string;
  llmGrammarFailed(url: string, reason: string): string;
  inProcessNoModel: string;
  inProcessModelMissing(path: string): string;
  inProcessNotGguf(path: string): string;
  inProcessReady(path: string, contextTokens: number): string;
  inProcessContextSmall(contextTokens: number, needed: number): string;
  embedderHashed(dimension: number): string;
  embedderNoFolder: string;
  embedderFilesMissing(folder: string, missing: readonly string[]): string;
  embedderReady(folder: string, dimension: number): string;
  embedderFailed(folder: string, reason: string): string;
  smtpOutbox(outbox: string): string;
  smtpReady(server: string): string;
  smtpLoginRefused(server: string): string;
  smtpFailed(server: string, reason: string): string;
  telegramOff: string;
  telegramNoAllowlist(configFile: string): string;
  telegramReady(username: string, allowed: number): string;
  telegramTokenRefused: string;
  telegramUnreachable(apiRoot: string, reason: string): string;
}

const english: DoctorMessages = {
  labels: { config: 'config', environment: 'environment', data_dir: 'data folder', llm: 'LLM', embedder: 'embedder', smtp: 'mail', telegram: 'Telegram' },
  configLoaded: (file, changed) => `${file} loads (${changed} setting(s) differ from the defaults)`,
  configMissing: (file) => `no ${file} yet: the defaults apply; any metnos command writes a commented one`,
  configBroken: (message) => `${message}; fix that line (or the variable) and run metnos doctor again`,
  skippedAfterConfig: 'the other checks need a config that loads; fix it first',
  unknownVariable: (name, suggestion) =>
    `${name} is not a Metnos setting and is ignored${suggestion === undefined ? '; `metnos config` lists the settings' : `; did you mean ${suggestion}?`}`,
  dataDirReady: (path) => `${path} is a folder Metnos can write in`,
  dataDirWillBeCreated: (path) => `${path} does not exist yet and will be created on first use`,
  dataDirIsFile: (path, configFile) => `${path} is a file, not a folder; move that file away or set [storage] data_dir in ${configFile}`,
  dataDirNotWritable: (path, reason, configFile) => `cannot write in ${path} (${reason}); fix its permissions or set [storage] data_dir in ${configFile}`,
  llmNone: '[llm] provider = "none": known requests answer, new ones cannot be planned; set provider = "llama-server" and base_url to plan them',
  llmUnreachable: (url, reason) => `cannot reach ${url} (${reason}); start llama-server (llama-server -m model.gguf -c 8192 --port …) or point [llm] base_url at a running one`,
  llmLoading: (url) => `${url} is still loading its model; run metnos doctor again in a minute`,
  llmUnhealthy: (endpoint, status) => `${endpoint} answered HTTP ${status}; look at the server's log`,
  llmReady: ({ provider, url, tiers, model, contextTokens }) =>
    `${provider} at ${url} (${tiers}): model ${model ?? 'unnamed'}, context ${contextTokens === undefined ? 'not reported' : `${contextTokens} tokens`}, grammar-constrained decoding works`,
  llmContextSmall: (url, contextTokens, needed) => `${url} has a context of ${contextTokens} tokens; the planner needs about ${needed}: restart llama-server with -c 8192`,
  llmModelMissing: (url, model, available) => `${url} does not serve the model "${model}" (it serves: ${available.join(', ') || 'none'}); fix [llm] fast_model / wise_model`,
  llmGrammarIgnored: (url, answer) => `${url} ignored a grammar (answered ${JSON.stringify(answer)}); use llama-server, or a vLLM with structured outputs`,
  llmGrammarFailed: (url, reason) => `${url} failed a grammar-constrained completion (${reason}); look at the server's log`,
  inProcessNoModel: '[llm] provider = "in-process" needs model_path: set it to a GGUF file',
  inProcessModelMissing: (path) => `the model ${path} does not exist; fix [llm] model_path`,
  inProcessNotGguf: (path) => `${path} is not a GGUF file; point [llm] model_path at a .gguf model`,
  inProcessReady: (path, contextTokens) => `in-process model ${path}, context ${contextTokens} tokens (loaded on the first request that needs it)`,
  inProcessContextSmall: (contextTokens, needed) => `[llm] context_size = ${contextTokens} tokens; the planner needs about ${needed}: set context_size = 8192`,
  embedderHashed: (dimension) =>
    `hashed embedder (${dimension} dimensions, no weights): L1/L2 match similar wording, not meaning; for meaning set [embedder] kind = "onnx" and model_dir to a BGE-M3 folder`,
  embedderNoFolder: '[embedder] kind = "onnx" needs model_dir: set it to a folder with tokenizer.json and model.onnx',
  embedderFilesMissing: (folder, missing) => `${folder} lacks ${missing.join(' and ')}; download the model there or fix [embedder] model_dir`,
  embedderReady: (folder, dimension) => `ONNX embedder from ${folder} works (${dimension} dimensions)`,
  embedderFailed: (folder, reason) => `the ONNX embedder from ${folder} does not load (${reason}); check the model files`,
  smtpOutbox: (outbox) => `no SMTP server: send_messages writes .eml files to ${outbox}; set [executors] smtp_url to deliver mail`,
  smtpReady: (server) => `the SMTP server ${server} accepts the connection and the login`,
  smtpLoginRefused: (server) => `${server} refused the login; fix the user and password in [executors] smtp_url`,
  smtpFailed: (server, reason) => `cannot talk to the SMTP server ${server} (${reason}); check host, port and smtp:// or smtps:// in [executors] smtp_url`,
  telegramOff: 'not set up (optional): create a bot with @BotFather, set [telegram] bot_token and allowed_user_ids, then run metnos telegram',
  telegramNoAllowlist: (configFile) => `the bot answers nobody: put your Telegram user id in [telegram] allowed_user_ids in ${configFile}`,
  telegramReady: (username, allowed) => `bot @${username} is reachable; ${allowed} user(s) may talk to it (metnos telegram)`,
  telegramTokenRefused: 'Telegram refused the bot token; copy it again from @BotFather into [telegram] bot_token',
  telegramUnreachable: (apiRoot, reason) => `cannot reach ${apiRoot} (${reason}); check the network or [telegram] api_root`,
};

const italian: DoctorMessages = {
  labels: { config: 'configurazione', environment: 'ambiente', data_dir: 'cartella dati', llm: 'LLM', embedder: 'embedder', smtp: 'posta', telegram: 'Telegram' },
  configLoaded: (file, changed) => `${file} si carica (${changed} impostazioni diverse dai valori predefiniti)`,
  configMissing: (file) => `${file} non esiste ancora: valgono i valori predefiniti; qualsiasi comando metnos ne scrive uno commentato`,
  configBroken: (message) => `${message}; correggi quella riga (o la variabile) e rilancia metnos doctor`,
  skippedAfterConfig: 'gli altri controlli richiedono una configurazione che si carica: correggila prima',
  unknownVariable: (name, suggestion) =>
    `${name} non è un'impostazione di Metnos e viene ignorata${suggestion === undefined ? '; `metnos config` elenca le impostazioni' : `; forse intendevi ${suggestion}?`}`,
  dataDirReady: (path) => `${path} è una cartella in cui Metnos può scrivere`,
  dataDirWillBeCreated: (path) => `${path} non esiste ancora e verrà creata al primo uso`,
  dataDirIsFile: (path, configFile) => `${path} è un file, non una cartella; sposta quel file o imposta [storage] data_dir in ${configFile}`,
  dataDirNotWritable: (path, reason, configFile) => `impossibile scrivere in ${path} (${reason}); correggi i permessi o imposta [storage] data_dir in ${configFile}`,
  llmNone:
    '[llm] provider = "none": le richieste note hanno risposta, quelle nuove non si possono pianificare; imposta provider = "llama-server" e base_url per pianificarle',
  llmUnreachable: (url, reason) =>
    `impossibile raggiungere ${url} (${reason}); avvia llama-server (llama-server -m modello.gguf -c 8192 --port …) o punta [llm] base_url a uno attivo`,
  llmLoading: (url) => `${url} sta ancora caricando il modello; rilancia metnos doctor tra un minuto`,
  llmUnhealthy: (endpoint, status) => `${endpoint} ha risposto HTTP ${status}; guarda il log del server`,
  llmReady: ({ provider, url, tiers, model, contextTokens }) =>
    `${provider} su ${url} (${tiers}): modello ${model ?? 'senza nome'}, contesto ${contextTokens === undefined ? 'non dichiarato' : `di ${contextTokens} token`}, la decodifica vincolata da grammatica funziona`,
  llmContextSmall: (url, contextTokens, needed) => `${url} ha un contesto di ${contextTokens} token; il pianificatore ne chiede circa ${needed}: riavvia llama-server con -c 8192`,
  llmModelMissing: (url, model, available) => `${url} non serve il modello "${model}" (serve: ${available.join(', ') || 'nessuno'}); correggi [llm] fast_model / wise_model`,
  llmGrammarIgnored: (url, answer) => `${url} ha ignorato una grammatica (ha risposto ${JSON.stringify(answer)}); usa llama-server, o vLLM con structured outputs`,
  llmGrammarFailed: (url, reason) => `${url} non ha completato una richiesta vincolata da grammatica (${reason}); guarda il log del server`,
  inProcessNoModel: '[llm] provider = "in-process" richiede model_path: impostalo su un file GGUF',
  inProcessModelMissing: (path) => `il modello ${path} non esiste; correggi [llm] model_path`,
  inProcessNotGguf: (path) => `${path} non è un file GGUF; punta [llm] model_path a un modello .gguf`,
  inProcessReady: (path, contextTokens) => `modello in-process ${path}, contesto di ${contextTokens} token (caricato alla prima richiesta che lo usa)`,
  inProcessContextSmall: (contextTokens, needed) => `[llm] context_size = ${contextTokens} token; il pianificatore ne chiede circa ${needed}: imposta context_size = 8192`,
  embedderHashed: (dimension) =>
    `embedder a hash (${dimension} dimensioni, senza pesi): L1/L2 riconoscono parole simili, non il significato; per il significato imposta [embedder] kind = "onnx" e model_dir su una cartella BGE-M3`,
  embedderNoFolder: '[embedder] kind = "onnx" richiede model_dir: impostalo su una cartella con tokenizer.json e model.onnx',
  embedderFilesMissing: (folder, missing) => `in ${folder} mancano ${missing.join(' e ')}; scarica lì il modello o correggi [embedder] model_dir`,
  embedderReady: (folder, dimension) => `l'embedder ONNX da ${folder} funziona (${dimension} dimensioni)`,
  embedderFailed: (folder, reason) => `l'embedder ONNX da ${folder} non si carica (${reason}); controlla i file del modello`,
  smtpOutbox: (outbox) => `nessun server SMTP: send_messages scrive file .eml in ${outbox}; imposta [executors] smtp_url per spedire la posta`,
  smtpReady: (server) => `il server SMTP ${server} accetta la connessione e l'accesso`,
  smtpLoginRefused: (server) => `${server} ha rifiutato l'accesso; correggi utente e password in [executors] smtp_url`,
  smtpFailed: (server, reason) => `impossibile parlare con il server SMTP ${server} (${reason}); controlla host, porta e smtp:// o smtps:// in [executors] smtp_url`,
  telegramOff: 'non configurato (facoltativo): crea un bot con @BotFather, imposta [telegram] bot_token e allowed_user_ids, poi lancia metnos telegram',
  telegramNoAllowlist: (configFile) => `il bot non risponde a nessuno: metti il tuo id utente Telegram in [telegram] allowed_user_ids in ${configFile}`,
  telegramReady: (username, allowed) => `il bot @${username} è raggiungibile; ${allowed} utenti possono parlargli (metnos telegram)`,
  telegramTokenRefused: 'Telegram ha rifiutato il token del bot; ricopialo da @BotFather in [telegram] bot_token',
  telegramUnreachable: (apiRoot, reason) => `impossibile raggiungere ${apiRoot} (${reason}); controlla la rete o [telegram] api_root`,
};

const spanish: DoctorMessages = {
  labels: { config: 'configuración', environment: 'entorno', data_dir: 'carpeta de datos', llm: 'LLM', embedder: 'embedder', smtp: 'correo', telegram: 'Telegram' },
  configLoaded: (file, changed) => `${file} se carga (${changed} ajustes distintos de los valores por defecto)`,
  configMissing: (file) => `${file} todavía no existe: valen los valores por defecto; cualquier comando metnos escribe uno comentado`,
  configBroken: (message) => `${message}; corrige esa línea (o la variable) y vuelve a lanzar metnos doctor`,
  skippedAfterConfig: 'las demás comprobaciones necesitan una configuración que se cargue: corrígela primero',
  unknownVariable: (name, suggestion) =>
    `${name} no es un ajuste de Metnos y se ignora${suggestion === undefined ? '; `metnos config` lista los ajustes' : `; ¿querías decir ${suggestion}?`}`,
  dataDirReady: (path) => `${path} es una carpeta en la que Metnos puede escribir`,
  dataDirWillBeCreated: (path) => `${path} todavía no existe y se creará en el primer uso`,
  dataDirIsFile: (path, configFile) => `${path} es un archivo, no una carpeta; mueve ese archivo o define [storage] data_dir en ${configFile}`,
  dataDirNotWritable: (path, reason, configFile) => `no se puede escribir en ${path} (${reason}); corrige los permisos o define [storage] data_dir en ${configFile}`,
  llmNone:
    '[llm] provider = "none": las peticiones conocidas tienen respuesta, las nuevas no se pueden planificar; define provider = "llama-server" y base_url para planificarlas',
  llmUnreachable: (url, reason) =>
    `no se puede contactar con ${url} (${reason}); arranca llama-server (llama-server -m modelo.gguf -c 8192 --port …) o apunta [llm] base_url a uno en marcha`,
  llmLoading: (url) => `${url} todavía está cargando el modelo; vuelve a lanzar metnos doctor dentro de un minuto`,
  llmUnhealthy: (endpoint, status) => `${endpoint} ha respondido HTTP ${status}; mira el registro del servidor`,
  llmReady: ({ provider, url, tiers, model, contextTokens }) =>
    `${provider} en ${url} (${tiers}): modelo ${model ?? 'sin nombre'}, contexto ${contextTokens === undefined ? 'no declarado' : `de ${contextTokens} tokens`}, la decodificación restringida por gramática funciona`,
  llmContextSmall: (url, contextTokens, needed) => `${url} tiene un contexto de ${contextTokens} tokens; el planificador pide unos ${needed}: reinicia llama-server con -c 8192`,
  llmModelMissing: (url, model, available) => `${url} no sirve el modelo "${model}" (sirve: ${available.join(', ') || 'ninguno'}); corrige [llm] fast_model / wise_model`,
  llmGrammarIgnored: (url, answer) => `${url} ha ignorado una gramática (ha respondido ${JSON.stringify(answer)}); usa llama-server, o vLLM con structured outputs`,
  llmGrammarFailed: (url, reason) => `${url} no ha completado una petición restringida por gramática (${reason}); mira el registro del servidor`,
  inProcessNoModel: '[llm] provider = "in-process" necesita model_path: defínelo con un archivo GGUF',
  inProcessModelMissing: (path) => `el modelo ${path} no existe; corrige [llm] model_path`,
  inProcessNotGguf: (path) => `${path} no es un archivo GGUF; apunta [llm] model_path a un modelo .gguf`,
  inProcessReady: (path, contextTokens) => `modelo in-process ${path}, contexto de ${contextTokens} tokens (se carga en la primera petición que lo usa)`,
  inProcessContextSmall: (contextTokens, needed) => `[llm] context_size = ${contextTokens} tokens; el planificador pide unos ${needed}: define context_size = 8192`,
  embedderHashed: (dimension) =>
    `embedder por hash (${dimension} dimensiones, sin pesos): L1/L2 reconocen palabras parecidas, no el significado; para el significado define [embedder] kind = "onnx" y model_dir con una carpeta BGE-M3`,
  embedderNoFolder: '[embedder] kind = "onnx" necesita model_dir: defínelo con una carpeta con tokenizer.json y model.onnx',
  embedderFilesMissing: (folder, missing) => `en ${folder} faltan ${missing.join(' y ')}; descarga allí el modelo o corrige [embedder] model_dir`,
  embedderReady: (folder, dimension) => `el embedder ONNX de ${folder} funciona (${dimension} dimensiones)`,
  embedderFailed: (folder, reason) => `el embedder ONNX de ${folder} no se carga (${reason}); revisa los archivos del modelo`,
  smtpOutbox: (outbox) => `ningún servidor SMTP: send_messages escribe archivos .eml en ${outbox}; define [executors] smtp_url para enviar el correo`,
  smtpReady: (server) => `el servidor SMTP ${server} acepta la conexión y el inicio de sesión`,
  smtpLoginRefused: (server) => `${server} ha rechazado el inicio de sesión; corrige usuario y contraseña en [executors] smtp_url`,
  smtpFailed: (server, reason) => `no se puede hablar con el servidor SMTP ${server} (${reason}); revisa host, puerto y smtp:// o smtps:// en [executors] smtp_url`,
  telegramOff: 'sin configurar (opcional): crea un bot con @BotFather, define [telegram] bot_token y allowed_user_ids, y lanza metnos telegram',
  telegramNoAllowlist: (configFile) => `el bot no responde a nadie: pon tu id de usuario de Telegram en [telegram] allowed_user_ids en ${configFile}`,
  telegramReady: (username, allowed) => `el bot @${username} es accesible; ${allowed} usuarios pueden hablarle (metnos telegram)`,
  telegramTokenRefused: 'Telegram ha rechazado el token del bot; cópialo de nuevo de @BotFather en [telegram] bot_token',
  telegramUnreachable: (apiRoot, reason) => `no se puede contactar con ${apiRoot} (${reason}); revisa la red o [telegram] api_root`,
};

const byLanguage: Record<Language, DoctorMessages> = { en: english, it: italian, es: spanish };

/** The doctor's sentences in `language`. */
export function doctorMessages(language: Language): DoctorMessages {
  return byLanguage[language];
}
