import { describe, expect, it } from 'vitest';
import { renderStepReply } from './render-step-reply';

describe('renderStepReply', () => {
  it('should list the first entries and count the rest', () => {
    const entries = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => ({ name: `${name}.pdf` }));
    expect(renderStepReply('find_files', { entries, count: 7 }, { language: 'en' })).toBe('Found 7 item(s): a.pdf, b.pdf, c.pdf, d.pdf, e.pdf and 2 more.');
  });

  it('should report ok_count for actions', () => {
    expect(renderStepReply('move_files', { entries: [{ path: '/x/a' }], ok_count: 1 }, { language: 'it' })).toBe('Fatto (move_files): 1: /x/a');
  });

  it('should reply with the text of a single read entry, named and clipped', () => {
    expect(renderStepReply('read_files', { entries: [{ name: 'notes.txt', content: 'buy milk' }] }, { language: 'en' })).toBe('notes.txt:\nbuy milk');
    const long = renderStepReply('read_files', { entries: [{ name: 'big.txt', content: 'x'.repeat(4000) }] }, { language: 'en' });
    expect(long.length).toBeLessThan(1600);
    expect(long.endsWith('…')).toBe(true);
    expect(renderStepReply('read_files', { entries: [{ name: 'a.txt', content: '  ' }] }, { language: 'en' })).not.toContain('\n');
  });

  it('should print scalar fields otherwise', () => {
    expect(renderStepReply('get_date', { date: '2026-05-19', weekday: 'Tuesday' }, { language: 'en' })).toBe('date: 2026-05-19, weekday: Tuesday');
  });
});
