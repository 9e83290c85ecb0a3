/** The evaluation's clock: Tuesday 2026-05-19, 12:00 in Europe/Rome (the expected dates of the cases assume it). */
export const singleStepEvalClock = { now: new Date('2026-05-19T10:00:00Z'), timeZone: 'Europe/Rome' } as const;
