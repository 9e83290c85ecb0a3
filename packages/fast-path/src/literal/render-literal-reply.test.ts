import { describe, expect, it } from 'vitest';
import { FastPathError } from '../fast-path-error';
import type { LiteralEntry } from './literal-entry';
import { renderLiteralReply } from './render-literal-reply';

const entry = (tool: LiteralEntry['tool'], language: LiteralEntry['language']): LiteralEntry => ({ phrase: 'x', tool, language });

describe('renderLiteralReply', () => {
  it('should render the time in Italian and English', () => {
    expect(renderLiteralReply(entry('get_now', 'it'), { time: '14:05' })).toBe('Sono le 14:05.');
    expect(renderLiteralReply(entry('get_now', 'en'), { iso: '2026-05-19T09:07:33+02:00' })).toBe("It's 09:07.");
    expect(renderLiteralReply(entry('get_now', 'it'), { time: '9:07:10' }, 'en')).toBe("It's 09:07.");
  });

  it('should render the date with weekday and month names', () => {
    expect(renderLiteralReply(entry('get_date', 'it'), { date: '2026-05-19' })).toBe('Oggi è martedì 19 maggio 2026.');
    expect(renderLiteralReply(entry('get_date', 'en'), { now: '2026-12-31T23:00:00-05:00' })).toBe('Today is Thursday 31 December 2026.');
  });

  it('should render the location and undo outcomes', () => {
    expect(renderLiteralReply(entry('get_location', 'it'), { city: 'Roma', country: 'Italia' })).toBe('Sei a Roma, Italia.');
    expect(renderLiteralReply(entry('get_location', 'en'), { label: 'Via Roma 1, Torino' })).toBe('You are in Via Roma 1, Torino.');
    expect(renderLiteralReply(entry('undo_last_turn', 'it'), {})).toBe("Ho annullato l'ultima operazione.");
    expect(renderLiteralReply(entry('undo_last_turn', 'en'), { undone: true, description: 'moved 3 files back' })).toBe('Undone: moved 3 files back.');
    expect(renderLiteralReply(entry('undo_last_turn', 'it'), { undone: false })).toBe("Non c'è nulla da annullare.");
  });

  it('should render every reply in Spanish', () => {
    expect(renderLiteralReply(entry('get_now', 'es'), { time: '14:05' })).toBe('Son las 14:05.');
    expect(renderLiteralReply(entry('get_date', 'es'), { date: '2026-05-19' })).toBe('Hoy es martes 19 de mayo de 2026.');
    expect(renderLiteralReply(entry('get_location', 'es'), { city: 'Madrid', country: 'España' })).toBe('Estás en Madrid, España.');
    expect(renderLiteralReply(entry('undo_last_turn', 'es'), {})).toBe('He deshecho la última acción.');
    expect(renderLiteralReply(entry('undo_last_turn', 'es'), { undone: false })).toBe('No hay nada que deshacer.');
    expect(renderLiteralReply(entry('get_now', 'it'), { time: '9:07' }, 'es')).toBe('Son las 09:07.');
  });

  it('should throw a structured error when the result lacks the field', () => {
    expect(() => renderLiteralReply(entry('get_now', 'en'), { date: '2026-05-19' })).toThrow(FastPathError);
    expect(() => renderLiteralReply(entry('get_date', 'en'), { date: '2026-13-01' })).toThrow(/get_date/u);
    expect(() => renderLiteralReply(entry('get_location', 'en'), { city: ' ' })).toThrow(FastPathError);
  });
});
