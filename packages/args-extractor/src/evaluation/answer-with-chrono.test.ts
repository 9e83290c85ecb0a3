import { describe, expect, it } from 'vitest';
import { temporalCaseClock, type TemporalCase } from '../__fixtures__/temporal-cases';
import { answerWithChrono } from './answer-with-chrono';

describe('answerWithChrono', () => {
  it("should read a case with chrono-node's parser for the case's language", () => {
    const spanish: TemporalCase = {
      id: 'example/absolute-dates/es/0',
      category: 'absolute-dates',
      language: 'es',
      text: 'La reunión es el 3 de junio.',
      expected: { type: 'date', date: '2026-06-03' },
    };
    expect(answerWithChrono(spanish, temporalCaseClock, { forwardDate: false })).toEqual({ date: '2026-06-03' });
    expect(answerWithChrono({ ...spanish, language: 'en' }, temporalCaseClock, { forwardDate: false })).toEqual({});
    expect(answerWithChrono({ ...spanish, language: 'en', text: 'The meeting is on the 3rd of June.' }, temporalCaseClock, { forwardDate: false })).toEqual({ date: '2026-06-03' });
  });
});
