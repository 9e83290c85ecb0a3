import type { Language } from '@metnos/core';

/** Every sentence and button label the Telegram bot shows, in one language. */
export interface TelegramMessages {
  welcome: string;
  locationSaved: string;
  unsupported: string;
  emptyReply: string;
  progress: Record<'working' | 'intent' | 'planner' | 'pronoia', string>;
  buttons: { up: string; down: string; retry: string; confirm: string };
  feedbackSaved(glyph: string, skillStatus: string | undefined): string;
  unknownTurn: string;
  failed(code: string): string;
}

const english: TelegramMessages = {
  welcome:
    'Hi, I am Metnos. Ask me something, e.g. "what time is it". Known requests answer at once, even without a language model; new ones need the LLM server of my config. To let me tell you where you are, share your location here in chat (paperclip → Location). Under each answer: ✓ right, ✗ wrong, ↺ try again.',
  locationSaved: '📍 Location saved for this chat: ask me "where am I?" and I will use it.',
  unsupported: 'I read text messages and shared locations only.',
  emptyReply: 'Done.',
  progress: { working: '⏳ Working on it…', intent: '⏳ Understanding the request…', planner: '⏳ Planning the steps…', pronoia: '⏳ Something failed, planning again…' },
  buttons: { up: '✓', down: '✗', retry: '↺', confirm: '✅ Confirm' },
  feedbackSaved: (glyph, skillStatus) => `${glyph} saved${skillStatus === undefined ? '' : ` · skill ${skillStatus}`}`,
  unknownTurn: 'This answer is no longer in my memory.',
  failed: (code) => `Sorry, this request failed (${code}). Ask something else or try again.`,
};

const italian: TelegramMessages = {
  welcome:
    'Ciao, sono Metnos. Chiedimi qualcosa, per esempio "che ore sono". Le richieste note hanno risposta subito, anche senza un modello linguistico; quelle nuove richiedono il server LLM della mia configurazione. Per dirti dove sei, condividi la tua posizione qui in chat (graffetta → Posizione). Sotto ogni risposta: ✓ giusta, ✗ sbagliata, ↺ riprova.',
  locationSaved: '📍 Posizione salvata per questa chat: chiedimi "dove sono?" e la userò.',
  unsupported: 'Leggo solo messaggi di testo e posizioni condivise.',
  emptyReply: 'Fatto.',
  progress: { working: '⏳ Ci sto lavorando…', intent: '⏳ Capisco la richiesta…', planner: '⏳ Pianifico i passi…', pronoia: '⏳ Qualcosa non è andato, ripianifico…' },
  buttons: { up: '✓', down: '✗', retry: '↺', confirm: '✅ Conferma' },
  feedbackSaved: (glyph, skillStatus) => `${glyph} salvato${skillStatus === undefined ? '' : ` · skill ${skillStatus}`}`,
  unknownTurn: 'Questa risposta non è più nella mia memoria.',
  failed: (code) => `Mi dispiace, questa richiesta non è riuscita (${code}). Chiedi altro o riprova.`,
};

const spanish: TelegramMessages = {
  welcome:
    'Hola, soy Metnos. Pregúntame algo, por ejemplo "qué hora es". Las peticiones conocidas se responden al momento, incluso sin un modelo de lenguaje; las nuevas necesitan el servidor LLM de mi configuración. Para decirte dónde estás, comparte tu ubicación aquí en el chat (clip → Ubicación). Debajo de cada respuesta: ✓ correcta, ✗ incorrecta, ↺ reintentar.',
  locationSaved: '📍 Ubicación guardada para este chat: pregúntame "¿dónde estoy?" y la usaré.',
  unsupported: 'Solo leo mensajes de texto y ubicaciones compartidas.',
  emptyReply: 'Hecho.',
  progress: { working: '⏳ Estoy en ello…', intent: '⏳ Entiendo la petición…', planner: '⏳ Planifico los pasos…', pronoia: '⏳ Algo ha fallado, vuelvo a planificar…' },
  buttons: { up: '✓', down: '✗', retry: '↺', confirm: '✅ Confirmar' },
  feedbackSaved: (glyph, skillStatus) => `${glyph} guardado${skillStatus === undefined ? '' : ` · habilidad ${skillStatus}`}`,
  unknownTurn: 'Esta respuesta ya no está en mi memoria.',
  failed: (code) => `Lo siento, esta petición ha fallado (${code}). Pide otra cosa o vuelve a intentarlo.`,
};

const byLanguage: Record<Language, TelegramMessages> = { en: english, it: italian, es: spanish };

/** The bot's sentences in `language`. */
export function telegramMessages(language: Language): TelegramMessages {
  return byLanguage[language];
}
