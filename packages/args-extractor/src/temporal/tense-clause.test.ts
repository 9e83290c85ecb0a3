import { describe, expect, it } from 'vitest';
import { tenseClause } from './tense-clause';

function clauseOf(text: string, expression: string): string {
  const start = text.indexOf(expression);
  const { from, to } = tenseClause(text, start, start + expression.length);
  return text.slice(from, to).trim();
}

describe('tenseClause', () => {
  it('should give the sentence holding the expression', () => {
    expect(clauseOf('22 maggio concerto. hai preso i biglietti?', '22 maggio')).toBe('22 maggio concerto');
    expect(clauseOf('ho pagato tutto. il 3 giugno scade la rata!', '3 giugno')).toBe('il 3 giugno scade la rata');
    expect(clauseOf('ho pagato il 5 p.v. la rata', '5')).toBe('ho pagato il 5 p.v. la rata');
  });

  it('should cut a sentence at the clause words that open a new clause', () => {
    expect(clauseOf('ho pagato ieri, ma il 12 giugno scade la prossima', '12 giugno')).toBe('il 12 giugno scade la prossima');
    expect(clauseOf('ieri ho finito e poi venerdi lo presento', 'venerdi')).toBe('venerdi lo presento');
    expect(clauseOf('i finished it, but on friday i present it', 'friday')).toBe('on friday i present it');
    expect(clauseOf("segna che ho pagato l'affitto il 3 maggio", '3 maggio')).toBe("ho pagato l'affitto il 3 maggio");
  });

  it('should give the part between commas that holds the expression', () => {
    const text = 'ho spedito il pacco lunedi, dovrebbe arrivare entro giovedi';
    const { part } = tenseClause(text, text.indexOf('lunedi'), text.indexOf('lunedi') + 6);
    expect(text.slice(part.from, part.to)).toBe('ho spedito il pacco lunedi');
  });

  it('should take a question\'s part between commas only when it is a heading, the date and then its event', () => {
    expect(clauseOf("22 maggio ore 21 concerto all'arena, hai preso i biglietti?", '22 maggio ore 21')).toBe("22 maggio ore 21 concerto all'arena");
    expect(clauseOf('lunedi, sei andato dal medico?', 'lunedi')).toBe('lunedi, sei andato dal medico');
    expect(clauseOf('il 3 maggio al mare, ti sei divertito?', '3 maggio')).toBe('il 3 maggio al mare, ti sei divertito');
    expect(clauseOf("22 maggio ore 21 concerto all'arena, ho preso i biglietti", '22 maggio ore 21')).toBe("22 maggio ore 21 concerto all'arena, ho preso i biglietti");
  });
});
