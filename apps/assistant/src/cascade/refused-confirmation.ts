import type { Language } from '@metnos/core';
import type { ConfirmationRefusal } from '../storage/confirmation-store';
import type { AssistantTurn } from '../turn/assistant';

const replies: Record<Language, Record<ConfirmationRefusal, string>> = {
  en: {
    unknown: 'I have no plan waiting for that confirmation. Ask again and I will show you the steps.',
    used: 'That confirmation was already used. Ask again and I will show you the steps.',
    expired: 'That confirmation has expired. Ask again and I will show you the steps.',
  },
  it: {
    unknown: 'Non ho nessun piano in attesa di quella conferma. Chiedimelo di nuovo e ti mostrerò i passi.',
    used: 'Quella conferma è già stata usata. Chiedimelo di nuovo e ti mostrerò i passi.',
    expired: 'Quella conferma è scaduta. Chiedimelo di nuovo e ti mostrerò i passi.',
  },
  es: {
    unknown: 'No tengo ningún plan esperando esa confirmación. Pídemelo de nuevo y te mostraré los pasos.',
    used: 'Esa confirmación ya se usó. Pídemelo de nuevo y te mostraré los pasos.',
    expired: 'Esa confirmación ha caducado. Pídemelo de nuevo y te mostraré los pasos.',
  },
};

/** The turn of a confirmation token that cannot be used (unknown, used, expired): nothing runs. */
export function refusedConfirmation({ turnId, refusal, language, started }: { turnId: string; refusal: ConfirmationRefusal; language: Language; started: number }): AssistantTurn {
  return {
    turnId,
    query: '',
    reply: replies[language][refusal],
    ok: false,
    layer: 'aporia',
    steps: [],
    timings: [],
    totalMs: Math.round((performance.now() - started) * 1000) / 1000,
    language,
    llmCalls: 0,
    aporia: { category: 'user_action_required', subject: 'confirmation', detail: `confirmation ${refusal}` },
  };
}
