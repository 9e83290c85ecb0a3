import { describe, expect, it } from 'vitest';
import {
  developmentProbeCases,
  developmentProbesEn3Cases,
  heldOutBlind2Cases,
  heldOutBlind3Cases,
  heldOutBlind4Cases,
  heldOutBlind5Cases,
  heldOutBlind6Cases,
  heldOutBlind7EnCases,
  heldOutBlind7ItCases,
  heldOutBlind8EnCases,
  heldOutBlind8ItCases,
  heldOutBlindCases,
  heldOutBlindEs2Cases,
  heldOutBlindEsCases,
  heldOutCases,
  heldOutCorpusCases,
  temporalCaseClock,
  temporalCases,
} from '../__fixtures__/temporal-cases';
import { findTemporalValues } from './find-temporal-values';

const everyCase = [
  ...temporalCases,
  ...developmentProbeCases,
  ...developmentProbesEn3Cases,
  ...heldOutCases,
  ...heldOutCorpusCases,
  ...heldOutBlindCases,
  ...heldOutBlind2Cases,
  ...heldOutBlind3Cases,
  ...heldOutBlind4Cases,
  ...heldOutBlindEsCases,
  ...heldOutBlind5Cases,
  ...heldOutBlind6Cases,
  ...heldOutBlind7ItCases,
  ...heldOutBlind7EnCases,
  ...heldOutBlind8EnCases,
  ...heldOutBlind8ItCases,
  ...heldOutBlindEs2Cases,
];

function reversedWindows(text: string): string[] {
  return findTemporalValues(text, temporalCaseClock)
    .filter((value) => value.span !== undefined && Date.parse(value.span.from) > Date.parse(value.span.to))
    .map((value) => `${text} → ${value.text}: ${value.span?.from} > ${value.span?.to}`);
}

describe('resolveTemporalNode', () => {
  it('should start a range that ends today on the last such day before it', () => {
    for (const text of ['dal 4 maggio a oggi', 'from May 4 to today', 'desde el 4 de mayo hasta hoy']) {
      const [value] = findTemporalValues(text, temporalCaseClock);
      expect(value?.span?.from, text).toMatch(/^2026-05-04T00:00/u);
    }
  });

  it('should read a range of yearless dates that holds today in this year', () => {
    for (const text of ['sconto valido dal 12/05 al 02/06', 'coupon good from 5/12 to 6/2', 'promo dal 15 maggio al 3 giugno']) {
      const [value] = findTemporalValues(text, temporalCaseClock);
      expect(value?.span?.from, text).toMatch(/^2026-05-1[25]T00:00/u);
    }
  });

  it('should still read a yearless range that ended before today in the coming year', () => {
    for (const text of ['sconto valido dal 02/05 al 12/05', 'coupon good from 5/2 to 5/12']) {
      const [value] = findTemporalValues(text, temporalCaseClock);
      expect(value?.span?.from, text).toMatch(/^2027-05-02T00:00/u);
    }
  });

  it('should take the year in which a weekday written beside a yearless date falls on that day', () => {
    for (const [text, date] of [['the fair was held on Friday 22 May', '2026-05-22'], ['the fair was held on Thursday 22 May', '2025-05-22'], ['Office closed Monday 25 May (bank holiday)', '2026-05-25']] as const) {
      const [value] = findTemporalValues(text, temporalCaseClock);
      expect(value?.span?.from, text).toMatch(new RegExp(`^${date}T00:00`, 'u'));
    }
  });

  it('should read no window whose start is after its end, over every case set', () => {
    expect(everyCase.length).toBeGreaterThan(2000);
    expect(everyCase.flatMap((testCase) => reversedWindows(testCase.text))).toEqual([]);
  });
});
