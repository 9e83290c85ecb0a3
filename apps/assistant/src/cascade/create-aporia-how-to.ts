import type { AporiaHowTo } from '@metnos/aporia';
import type { TurnChannel } from '../turn/assistant';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * How to unblock a dead-end in this assistant's own terms (runtime.toml keys, METNOS_* variables), in it/en/es, for
 * the subjects Aporia words generically. Aporia keeps its own sentence where this gives none (a missing npm
 * package names its install command). For a turn from a Telegram chat the location is shared in that chat
 * ("share your location here in chat (paperclip → Location)").
 */
export function createAporiaHowTo(config: AssistantConfig, { channel }: { channel?: TurnChannel['name'] } = {}): AporiaHowTo {
  return {
    location: channel === 'telegram' ? { en: 'share your location here in chat (paperclip → Location)', it: 'condividi la tua posizione qui in chat (graffetta → Posizione)', es: 'comparte tu ubicación aquí en el chat (clip → Ubicación)' } : {
      en: 'share your location: set [executors] location in runtime.toml ("City, Country" or "lat,lon") or METNOS_EXECUTORS_LOCATION',
      it: 'condividi la tua posizione: imposta [executors] location in runtime.toml ("Città, Paese" o "lat,lon") oppure METNOS_EXECUTORS_LOCATION',
      es: 'comparte tu ubicación: define [executors] location en runtime.toml ("Ciudad, País" o "lat,lon") o METNOS_EXECUTORS_LOCATION',
    },
    path: {
      en: 'use a folder inside the allowed ones, or add it to [vaglio] path_allowlist in runtime.toml',
      it: 'usa una cartella tra quelle consentite, oppure aggiungila a [vaglio] path_allowlist in runtime.toml',
      es: 'usa una carpeta de las permitidas, o añádela a [vaglio] path_allowlist en runtime.toml',
    },
    plan_truncated: {
      en: `raise [llm] max_tokens in runtime.toml (now ${config.llm.max_tokens}), or rephrase the request more simply`,
      it: `aumenta [llm] max_tokens in runtime.toml (ora ${config.llm.max_tokens}), oppure riformula la richiesta in modo più semplice`,
      es: `aumenta [llm] max_tokens en runtime.toml (ahora ${config.llm.max_tokens}), o formula la petición de forma más sencilla`,
    },
    llm: ({ llm }) => {
      switch (llm?.reason) {
        case 'unreachable':
          return {
            en: `start llama-server at ${llm.origin ?? config.llm.base_url}, or point [llm] base_url in runtime.toml at a running one`,
            it: `avvia llama-server a ${llm.origin ?? config.llm.base_url}, oppure punta [llm] base_url in runtime.toml a un server attivo`,
            es: `arranca llama-server en ${llm.origin ?? config.llm.base_url}, o apunta [llm] base_url en runtime.toml a uno en marcha`,
          };
        case 'model_missing':
          return { en: 'set [llm] model_path in runtime.toml to an existing GGUF file', it: 'imposta [llm] model_path in runtime.toml su un file GGUF esistente', es: 'define [llm] model_path en runtime.toml con un archivo GGUF que exista' };
        case 'dependency_missing':
          return undefined;
        default:
          return {
            en: 'set [llm] provider and base_url in runtime.toml (or METNOS_LLM_BASE_URL) to a running llama-server',
            it: 'imposta [llm] provider e base_url in runtime.toml (o METNOS_LLM_BASE_URL) su un llama-server attivo',
            es: 'define [llm] provider y base_url en runtime.toml (o METNOS_LLM_BASE_URL) con un llama-server en marcha',
          };
      }
    },
    llm_error: ({ llm }) =>
      llm?.reason === 'timeout'
        ? { en: `raise [llm] timeout_ms in runtime.toml (now ${config.llm.timeout_ms}), use a faster model, or check the server`, it: `aumenta [llm] timeout_ms in runtime.toml (ora ${config.llm.timeout_ms}), usa un modello più veloce, oppure controlla il server`, es: `aumenta [llm] timeout_ms en runtime.toml (ahora ${config.llm.timeout_ms}), usa un modelo más rápido, o revisa el servidor` }
        : undefined,
  };
}
