import { describe, expect, it } from 'vitest';
import { detectSpanishTense } from './detect-spanish-tense';
import { normalizeTemporalText } from './normalize-temporal-text';

function cues(text: string): { past: number; future: number } {
  return detectSpanishTense(normalizeTemporalText(text, 'es').text, text);
}

describe('detectSpanishTense', () => {
  it('should read compound pasts, with irregular participles, but not a postponed plan', () => {
    expect(cues('ya lo he pagado')).toMatchObject({ future: 0 });
    expect(cues('hemos hecho la reunión').past).toBeGreaterThanOrEqual(2);
    expect(cues('han vuelto el lunes').past).toBe(2);
    expect(cues('la cita ha sido aplazada')).toEqual({ past: 0, future: 3 });
  });

  it('should read preterites by their accent, and not nouns or the future in "-ré" as a past', () => {
    expect(cues('pagué la luz').past).toBe(2);
    expect(cues('el banco anunció la subida').past).toBe(2);
    expect(cues('compré un café')).toEqual({ past: 2, future: 0 });
    expect(cues('pagaré la luz').past).toBe(0);
    expect(cues('el comité del jueves')).toEqual({ past: 0, future: 0 });
    expect(cues('pago la luz')).toEqual({ past: 0, future: 0 });
  });

  it('should read preterites spelled the same without accents and the preterite plural', () => {
    expect(cues('lo vi el jueves').past).toBe(2);
    expect(cues('fue el martes').past).toBe(2);
    expect(cues('los vecinos protestaron el lunes').past).toBe(2);
    expect(cues('¿cuánto pagaste en marzo?').past).toBe(2);
    expect(cues('un gran contraste en marzo').past).toBe(0);
  });

  it('should read "hace" with a length as "ago", not as the weather', () => {
    expect(cues('lo mandaron hace 3 días').past).toBe(4);
    expect(cues('hace un rato').past).toBe(2);
    expect(cues('hace buen tiempo el sábado').past).toBe(0);
    expect(cues('hace frío el sábado').past).toBe(0);
  });

  it('should read "pasado" of a date as past, "pasado mañana" not, and "ya" as a weak cue', () => {
    expect(cues('el pasado 12 de abril').past).toBe(2);
    expect(cues('la semana pasada').past).toBe(2);
    expect(cues('pasado mañana').past).toBe(0);
    expect(cues('ya lo pague').past).toBe(1);
    expect(cues('ya que estás, el lunes').past).toBe(0);
  });

  it('should read "voy a" with an infinitive, the simple future and reminders as future', () => {
    expect(cues('vamos a verlo el jueves')).toEqual({ past: 0, future: 2 });
    expect(cues('llegarán el jueves').future).toBe(2);
    expect(cues('lo haremos el lunes').future).toBe(2);
    expect(cues('lo haré el lunes').future).toBeGreaterThanOrEqual(2);
    expect(cues('recuérdame el jueves').future).toBe(2);
    expect(cues('el próximo martes').future).toBe(2);
    expect(cues('la semana que viene').future).toBe(2);
    expect(cues('está atrás en la lista').future).toBe(0);
  });

  it('should read the first-person future by its ending "-ré" and the preterite in "-í", not an adverb', () => {
    expect(cues('pagaré la luz el lunes')).toEqual({ past: 0, future: 2 });
    expect(cues('te escribiré el jueves')).toEqual({ past: 0, future: 2 });
    expect(cues('preparé la cena el jueves')).toEqual({ past: 2, future: 0 });
    expect(cues('comí con Ana el jueves')).toEqual({ past: 2, future: 0 });
    expect(cues('aquí el jueves')).toEqual({ past: 0, future: 0 });
  });
});
