import { describe, expect, it } from 'vitest';
import { renderAporiaMessage } from './render-aporia-message';

describe('renderAporiaMessage', () => {
  it('should render the English frame for a location request', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'en', query: 'where am I' }))
      .toBe("Can't resolve: I don't know where you are. To proceed: share your location here in chat (paperclip → Location).");
  });

  it('should render the Italian frame for a location request', () => {
    expect(renderAporiaMessage({ category: 'user_action_required', subject: 'location', detail: '' }, { language: 'it', query: 'dove sono' }))
      .toBe('Non riesco: non so dove ti trovi. Per procedere: condividi la tua posizione qui in chat (graffetta → Posizione).');
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

  it('should render every subject in both languages with the frame', () => {
    const subjects = ['location', 'confirmation', 'permission', 'path', 'scope', 'service', 'input', 'executor', 'skill', 'llm', 'index', 'data'] as const;
    for (const subject of subjects) {
      const en = renderAporiaMessage({ category: 'missing_data', subject, detail: '' }, { language: 'en', query: 'q' });
      const it = renderAporiaMessage({ category: 'missing_data', subject, detail: '' }, { language: 'it', query: 'q' });
      expect(en).toMatch(/^Can't resolve: .+[.?] To proceed: .+[.?]$/u);
      expect(it).toMatch(/^Non riesco: .+[.?] Per procedere: .+[.?]$/u);
    }
  });
});
