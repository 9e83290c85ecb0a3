import type { LlmFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import type { AporiaSubject } from './aporia-classification';
import { renderAporiaMessage } from './render-aporia-message';

const allSubjects: AporiaSubject[] = [
  'location', 'confirmation', 'permission', 'credentials', 'path', 'scope', 'service', 'input', 'arguments',
  'executor', 'skill', 'llm', 'plan_truncated', 'plan_unusable', 'llm_error', 'index', 'data',
];

describe('renderAporiaMessage', () => {
  it('should render the English and Italian frames for a location request', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'en', query: 'where am I' }))
      .toBe("Can't resolve: I don't know where you are. To proceed: share your location with me and ask again.");
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'it', query: 'dove sono' }))
      .toBe('Non riesco: non so dove ti trovi. Per procedere: condividi con me la tua posizione e chiedi di nuovo.');
  });

  it('should render every subject in Spanish, in the Spanish frame', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'es', query: 'dónde estoy' }))
      .toBe('No puedo resolverlo: no sé dónde estás. Para continuar: comparte conmigo tu ubicación y pregunta de nuevo.');
    for (const subject of allSubjects) {
      const message = renderAporiaMessage({ category: 'user_action_required', subject, detail: '' }, { language: 'es', query: 'borra todo' });
      expect(message, subject).toMatch(/^No puedo resolverlo: .+\. Para continuar: .+\.$/u);
      expect(message, subject).not.toBe(renderAporiaMessage({ category: 'user_action_required', subject, detail: '' }, { language: 'it', query: 'borra todo' }));
    }
    const howTo = { location: { en: 'use the paperclip', es: 'usa el clip' } };
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'es', query: 'dónde estoy', howTo }))
      .toBe('No puedo resolverlo: no sé dónde estás. Para continuar: usa el clip.');
  });

  it("should use the application's how-to for a subject, in the turn's language", () => {
    const howTo = { location: { en: 'set [executors] location in runtime.toml', it: 'imposta [executors] location in runtime.toml' } };
    const classification = { category: 'user_action_required', subject: 'location', detail: '' } as const;
    expect(renderAporiaMessage(classification, { language: 'it', query: 'dove sono', howTo })).toBe(
      'Non riesco: non so dove ti trovi. Per procedere: imposta [executors] location in runtime.toml.',
    );
    expect(renderAporiaMessage(classification, { language: 'en', query: 'where am I', howTo: { location: { en: 'use the paperclip' } } })).toBe(
      "Can't resolve: I don't know where you are. To proceed: use the paperclip.",
    );
  });

  it('should take a how-to that depends on the classification, and keep its own suggestion when it gives none', () => {
    const howTo = { llm: ({ llm }: { llm?: LlmFailure }) => (llm?.reason === 'unreachable' ? { en: `start llama-server at ${llm.origin}` } : undefined) };
    const unreachable = { category: 'missing_skill', subject: 'llm', detail: '', llm: { reason: 'unreachable', origin: 'http://h:1' } } as const;
    expect(renderAporiaMessage(unreachable, { language: 'en', query: 'q', howTo })).toMatch(/To proceed: start llama-server at http:\/\/h:1\.$/);
    expect(renderAporiaMessage({ ...unreachable, llm: { reason: 'dependency_missing', packageName: 'p' } }, { language: 'en', query: 'q', howTo })).toMatch(/npm install p/);
  });

  it("should let the executor's own action win, in the turn's language, and ignore a blank one", () => {
    const classification = { category: 'user_action_required', subject: 'location', detail: '', action: { en: 'set it', it: 'impostala' } } as const;
    expect(renderAporiaMessage(classification, { language: 'it', query: 'q', howTo: { location: 'ignored' } })).toBe('Non riesco: non so dove ti trovi. Per procedere: impostala.');
    expect(renderAporiaMessage({ ...classification, action: '  ' }, { language: 'en', query: 'q' })).toMatch(/share your location/);
  });

  it('should name the query for a missing executor without promising to build one', () => {
    const message = renderAporiaMessage({ category: 'missing_executor', subject: 'executor', detail: '' }, { language: 'en', query: ' fold my laundry ' });
    expect(message).toBe('Can\'t resolve: none of my tools can do "fold my laundry". To proceed: I have logged this gap so that a tool for it can be added; meanwhile, ask for something my tools cover.');
  });

  it('should never promise an action nor name configuration keys by default', () => {
    for (const subject of allSubjects) {
      for (const language of ['en', 'it'] as const) {
        const message = renderAporiaMessage({ category: 'missing_data', subject, detail: '' }, { language, query: 'q' });
        expect(message).not.toMatch(/\[[a-z_]+\]|runtime\.toml|confirm\?|shall I|vuoi che|sintetizz|synthesi/i);
        expect(message).toMatch(language === 'en' ? /^Can't resolve: .+[.] To proceed: .+[.]$/u : /^Non riesco: .+[.] Per procedere: .+[.]$/u);
      }
    }
  });

  it("should name what is missing about the language model from the provider's failure", () => {
    const llm = (failure?: LlmFailure) => ({ category: 'missing_skill', subject: 'llm', detail: '', ...(failure === undefined ? {} : { llm: failure }) }) as const;
    expect(renderAporiaMessage(llm(), { language: 'en', query: 'q' })).toBe(
      "Can't resolve: no language model is configured for requests I have not learned yet. To proceed: configure a language model server (llama-server) for me.",
    );
    expect(renderAporiaMessage(llm({ reason: 'unreachable', origin: 'http://127.0.0.1:8080' }), { language: 'it', query: 'q' })).toBe(
      'Non riesco: il server del modello linguistico a http://127.0.0.1:8080 non è raggiungibile. Per procedere: avvialo, oppure indicami un server attivo.',
    );
    expect(renderAporiaMessage(llm({ reason: 'dependency_missing', packageName: 'node-llama-cpp' }), { language: 'en', query: 'q' })).toContain('npm install node-llama-cpp');
    expect(renderAporiaMessage(llm({ reason: 'model_missing', modelPath: '/m/x.gguf' }), { language: 'en', query: 'q' })).toContain('/m/x.gguf does not exist');
  });

  it("should say the model failed, with the server's first sentence, its context overflow or its timeout", () => {
    const failed = (llm: LlmFailure) => ({ category: 'missing_skill', subject: 'llm_error', detail: '', llm }) as const;
    expect(renderAporiaMessage(failed({ reason: 'invalid_response', serverMessage: 'The server sent no text. Body was empty.' }), { language: 'en', query: 'q' })).toBe(
      "Can't resolve: the language model failed: The server sent no text. To proceed: check the model server (and its log), then ask again.",
    );
    const overflow = failed({ reason: 'http', status: 400, serverType: 'exceed_context_size_error', promptTokens: 5000, contextSize: 4096 });
    expect(renderAporiaMessage(overflow, { language: 'it', query: 'q' })).toBe(
      'Non riesco: il server del modello ha risposto 400: il prompt supera la dimensione del contesto del modello (5000 > 4096 token). Per procedere: dai al modello un contesto più ampio, oppure accorcia la richiesta.',
    );
    expect(renderAporiaMessage(failed({ reason: 'timeout', timeoutMs: 120000 }), { language: 'en', query: 'q' })).toContain('did not answer within 120 s');
  });

  it('should name the skill, the index and the arguments when known', () => {
    expect(renderAporiaMessage({ category: 'missing_skill', subject: 'skill', target: 'google_drive', detail: '' }, { language: 'it', query: 'q' }))
      .toBe('Non riesco: la skill google_drive non è abilitata. Per procedere: abilitala e chiedi di nuovo.');
    expect(renderAporiaMessage({ category: 'missing_data', subject: 'index', target: 'photos', detail: '' }, { language: 'en', query: 'q' }))
      .toBe("Can't resolve: the photos index has not been built. To proceed: build the index, then ask again.");
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'arguments', target: 'send_messages', arguments: ['to'], detail: '' }, { language: 'en', query: 'q' }))
      .toBe('Can\'t resolve: I could not work out the value of "to" for send_messages from your request. To proceed: state it explicitly in the request (e.g. "to: ...") and ask again.');
  });
});
