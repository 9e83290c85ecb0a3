import { describe, expect, it } from 'vitest';
import { renderAporiaMessage } from './render-aporia-message';

describe('renderAporiaMessage', () => {
  it('should render the English frame for a location request', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'en', query: 'where am I' }))
      .toBe(
        'Can\'t resolve: I don\'t know where you are. To proceed: share your location: set [executors] location in runtime.toml ("City, Country" or "lat,lon").',
      );
  });

  it('should render the Italian frame for a location request', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'it', query: 'dove sono' }))
      .toBe(
        'Non riesco: non so dove ti trovi. Per procedere: condividi la tua posizione: imposta [executors] location in runtime.toml ("Città, Paese" o "lat,lon").',
      );
  });

  it('should name the query for a missing executor and not double the final question mark', () => {
    expect(renderAporiaMessage({ category: 'missing_executor', subject: 'executor', detail: '' }, { language: 'en', query: ' fold my laundry ' }))
      .toBe('Can\'t resolve: none of my tools can do "fold my laundry". To proceed: I can try to synthesise a new executor for this. Confirm?');
  });

  it('should name the skill and the index when known', () => {
    expect(renderAporiaMessage({ category: 'missing_skill', subject: 'skill', target: 'google_drive', detail: '' }, { language: 'it', query: 'q' }))
      .toBe('Non riesco: la skill google_drive non è abilitata. Per procedere: abilitala (può richiedere OAuth) e chiedi di nuovo.');
    expect(renderAporiaMessage({ category: 'missing_data', subject: 'index', target: 'photos', detail: '' }, { language: 'en', query: 'q' }))
      .toBe("Can't resolve: the photos index has not been built. To proceed: shall I build it now? It can take some minutes.");
    expect(renderAporiaMessage({ category: 'missing_data', subject: 'index', detail: '' }, { language: 'it', query: 'q' }))
      .toBe('Non riesco: l’indice non è stato costruito. Per procedere: vuoi che lo costruisca ora? Può richiedere alcuni minuti.');
  });

  it('should point a missing or unreachable LLM at the [llm] config in both languages', () => {
    const llm = { category: 'missing_skill', subject: 'llm', detail: '' } as const;
    expect(renderAporiaMessage(llm, { language: 'en', query: 'q' })).toBe(
      "Can't resolve: no language model is configured or reachable for this request. To proceed: set [llm] provider and base_url in runtime.toml, or start llama-server at the configured base_url.",
    );
    expect(renderAporiaMessage(llm, { language: 'it', query: 'q' })).toBe(
      'Non riesco: nessun modello linguistico è configurato o raggiungibile per questa richiesta. Per procedere: imposta [llm] provider e base_url in runtime.toml, oppure avvia llama-server al base_url configurato.',
    );
  });

  it("should let the executor's own action replace the default suggestion", () => {
    const classification = { category: 'user_action_required', subject: 'location', detail: '', action: 'set METNOS_EXECUTORS_LOCATION' } as const;
    expect(renderAporiaMessage(classification, { language: 'en', query: 'where am I' })).toBe(
      "Can't resolve: I don't know where you are. To proceed: set METNOS_EXECUTORS_LOCATION.",
    );
    expect(renderAporiaMessage({ ...classification, action: '  ' }, { language: 'en', query: 'q' })).toMatch(/\[executors\] location/);
  });

  it('should render every subject in both languages with the frame', () => {
    const subjects = ['location', 'confirmation', 'permission', 'path', 'scope', 'service', 'input', 'executor', 'skill', 'llm', 'index', 'data'] as const;
    for (const subject of subjects) {
      const en = renderAporiaMessage({ category: 'missing_data', subject, detail: '' }, { language: 'en', query: 'q' });
      const it = renderAporiaMessage({ category: 'missing_data', subject, detail: '' }, { language: 'it', query: 'q' });
      expect(en).toMatch(/^Can't resolve: .+[.?] To proceed: .+[.?]$/u);
      expect(it).toMatch(/^Non riesco: .+[.?] Per procedere: .+[.?]$/u);
    }
  });

  it("should say the language model failed, with the provider's first sentence, when no server status is known", () => {
    const failed = { category: 'missing_skill', subject: 'llm_error', llmCause: { code: 'llm_response', message: 'The server sent no text. Body was empty.' }, detail: '' } as const;
    expect(renderAporiaMessage(failed, { language: 'en', query: 'q' })).toBe(
      "Can't resolve: the language model failed: The server sent no text. To proceed: check the model server at [llm] base_url in runtime.toml (and its log), then ask again.",
    );
    expect(renderAporiaMessage({ category: 'missing_skill', subject: 'llm_error', detail: '' }, { language: 'it', query: 'q' })).toBe(
      'Non riesco: il modello linguistico ha dato errore. Per procedere: controlla il server del modello a [llm] base_url in runtime.toml (e il suo log), poi chiedi di nuovo.',
    );
  });
});
