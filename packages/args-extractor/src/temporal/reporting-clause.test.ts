import { describe, expect, it } from 'vitest';
import { reportingClauseStarts } from './reporting-clause';

describe('reportingClauseStarts', () => {
  it('should find a past verb of saying before "che", at its auxiliary', () => {
    expect([...reportingClauseStarts('la vicina ha detto che torna domenica')]).toEqual([10]);
    expect([...reportingClauseStarts('ci hanno confermato al telefono che il tecnico viene lunedi')]).toEqual([3]);
    expect([...reportingClauseStarts('mi ha gia scritto che consegna giovedi')]).toEqual([3]);
  });

  it('should not find a past verb of saying without "che", nor another past', () => {
    expect(reportingClauseStarts('ha detto tutto venerdi').size).toBe(0);
    expect(reportingClauseStarts('ho pagato che era tardi').size).toBe(0);
    expect(reportingClauseStarts('dice che passa venerdi').size).toBe(0);
  });
});
