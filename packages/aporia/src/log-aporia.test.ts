import { createMemoryPraxisStore } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { classifyAporia } from './classify-aporia';
import { logAporia } from './log-aporia';

describe('logAporia', () => {
  it('should count repeats of the same gap per normalised query', () => {
    const store = createMemoryPraxisStore({ clock: () => new Date('2026-05-25T00:00:00.000Z') });
    const classification = classifyAporia({ query: 'Where am I?' });
    expect(logAporia(store, { query: 'Where am I?', classification }).count).toBe(1);
    const second = logAporia(store, { query: '  where   am i ', classification });
    expect(second).toEqual({
      category: 'user_action_required',
      query: 'where am i',
      detail: 'location: query asks for the location',
      count: 2,
      firstSeen: '2026-05-25T00:00:00.000Z',
      lastSeen: '2026-05-25T00:00:00.000Z',
    });
    expect(store.listAporiae()).toHaveLength(1);
  });

  it('should key gaps by the one query normal form: punctuation and curly apostrophes do not split them', () => {
    const store = createMemoryPraxisStore({ clock: () => new Date('2026-05-25T00:00:00.000Z') });
    const classification = classifyAporia({ query: 'What’s the weather, today?' });
    logAporia(store, { query: 'What’s the weather, today?', classification });
    expect(logAporia(store, { query: "what's the weather today", classification })).toMatchObject({ query: "what's the weather today", count: 2 });
    expect(logAporia(store, { query: ' ?! ', classification }).query).toBe('?!');
  });

  it('should keep different categories apart and put the target in the detail', () => {
    const store = createMemoryPraxisStore({ clock: () => new Date('2026-05-25T00:00:00.000Z') });
    logAporia(store, { query: 'q', classification: { category: 'missing_skill', subject: 'skill', target: 'drive', detail: 'off' } });
    logAporia(store, { query: 'q', classification: { category: 'missing_data', subject: 'data', detail: 'none' } });
    expect(store.listAporiae().map((record) => [record.category, record.detail, record.count])).toEqual([
      ['missing_data', 'data: none', 1],
      ['missing_skill', 'skill(drive): off', 1],
    ]);
  });
});
