import { describe, expect, it } from 'vitest';
import { formatCommanderError } from './format-commander-error';

describe('formatCommanderError', () => {
  it("should make one line of commander's message, its suggestion included, pointing at --help", () => {
    expect(formatCommanderError("error: unknown command 'aks'\n(Did you mean ask?)\n", 'en')).toBe("metnos: unknown command 'aks' (did you mean ask?); `metnos --help` lists the commands and options");
    expect(formatCommanderError("error: missing required argument 'query'\n", 'en')).toBe("metnos: missing required argument 'query'; `metnos --help` lists the commands and options");
  });

  it('should say it in Italian for an Italian locale', () => {
    expect(formatCommanderError("error: unknown option '--porta'\n(Did you mean --port?)\n", 'it')).toBe("metnos: opzione sconosciuta '--porta' (forse intendevi --port?); `metnos --help` elenca comandi e opzioni");
    expect(formatCommanderError("error: option '--port <port>' argument missing\n", 'it')).toBe("metnos: all'opzione '--port <port>' manca il valore; `metnos --help` elenca comandi e opzioni");
  });

  it('should say it in Spanish for a Spanish locale', () => {
    expect(formatCommanderError("error: unknown command 'pregunta'\n(Did you mean ask?)\n", 'es')).toBe("metnos: comando desconocido 'pregunta' (¿querías decir ask?); `metnos --help` lista comandos y opciones");
    expect(formatCommanderError("error: too many arguments for 'ask'. Expected 1 argument but got 2.\n", 'es')).toBe("metnos: demasiados argumentos para 'ask': se necesitan 1, recibidos 2; `metnos --help` lista comandos y opciones");
  });
});
