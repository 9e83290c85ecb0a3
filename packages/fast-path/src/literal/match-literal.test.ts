import { describe, expect, it } from 'vitest';
import { createLiteralTable } from './create-literal-table';
import { matchLiteral } from './match-literal';

describe('matchLiteral', () => {
  it('should match after normalisation', () => {
    expect(matchLiteral('What’s the time?')?.tool).toBe('get_now');
    expect(matchLiteral('  CHE ORE SONO?? ')).toEqual({ phrase: 'che ore sono', tool: 'get_now', language: 'it' });
    expect(matchLiteral('Dove mi trovo?')?.tool).toBe('get_location');
    expect(matchLiteral('Annulla!')?.tool).toBe('undo_last_turn');
  });

  it('should tolerate a greeting and a please around the phrase', () => {
    expect(matchLiteral('Hey, what time is it please?')?.tool).toBe('get_now');
    expect(matchLiteral('che giorno è oggi, grazie')?.tool).toBe('get_date');
  });

  it('should match the Spanish phrases, opening marks and courtesy included', () => {
    expect(matchLiteral('¿Qué hora es?')).toEqual({ phrase: 'qué hora es', tool: 'get_now', language: 'es' });
    expect(matchLiteral('Hola, ¿qué día es hoy, por favor?')?.tool).toBe('get_date');
    expect(matchLiteral('¿Dónde estoy?')).toMatchObject({ tool: 'get_location', language: 'es' });
    expect(matchLiteral('¡Deshaz!')).toMatchObject({ tool: 'undo_last_turn', language: 'es' });
    expect(matchLiteral('¿qué hora es en Tokio?')).toBeUndefined();
    expect(matchLiteral('dónde estoy de vacaciones')).toBeUndefined();
  });

  it('should not match longer or different requests', () => {
    expect(matchLiteral('dove sono le chiavi')).toBeUndefined();
    expect(matchLiteral('what time is it in Tokyo')).toBeUndefined();
    expect(matchLiteral('annulla la riunione di domani')).toBeUndefined();
    expect(matchLiteral('')).toBeUndefined();
  });

  it('should use a custom table when given', () => {
    const table = createLiteralTable([{ phrase: 'orario', tool: 'get_now', language: 'it' }]);
    expect(matchLiteral('Orario', { table })?.tool).toBe('get_now');
    expect(matchLiteral('Orario')).toBeUndefined();
  });
});
