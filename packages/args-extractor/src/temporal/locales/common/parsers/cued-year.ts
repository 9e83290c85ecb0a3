import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, YEAR } from '../../../engine/temporal-patterns';

/** Years after a cue: "nel 2015", "in 2030", "del 2023", "for 2023", "the year 2024", "fiscal 2027", "FY2027", "esercizio 2025"; a year alone as the whole text. */
export const cuedYear: TemporalParser = {
  kind: 'parser',
  name: 'cued-year',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('cued-year/nel')})(?:\\s+|(?<=${cueWords('cued-year/fy')})[-]?)(${YEAR})${E}(?![.,/:-]?\\d)(?!\\s*(?:${cueWords('cued-year/euro')}|%))`, 'gu'),
  build: (match) => {
    const lead = match[1] ?? '';
    const node: TemporalNode = { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[2]) } };
    if (new RegExp(`^(?:${cueWords('cued-year/dal')})$`, 'u').test(lead) && lead !== 'from') return { kind: 'node', node: { type: 'since', from: node, looksBack: lead === 'since' }, priority: 2 };
    if (new RegExp(`^(?:${cueWords('cued-year/until')})$`, 'u').test(lead)) return { kind: 'node', node: { type: 'until', to: node, exclusive: false }, priority: 2 };
    if (new RegExp(`^(?:${cueWords('cued-year/before')})$`, 'u').test(lead)) return { kind: 'node', node: { type: 'until', to: node, exclusive: true }, priority: 2 };
    if (new RegExp(`^(?:${cueWords('cued-year/after')})$`, 'u').test(lead)) return { kind: 'node', node: { type: 'since', from: { type: 'period', unit: 'year', shift: 0, year: { year: Number(match[2]) + 1 } }, looksBack: false }, priority: 2 };
    return { kind: 'node', node, priority: 2, skip: match[0].lastIndexOf(match[2] ?? '') };
  },
  examples: {
    accept: [
      ['nel 2015', '2015-01-01..2016-01-01'],
      ['in 2030', '2030-01-01..2031-01-01'],
      ['revenue guidance for fiscal 2027', '2027-01-01..2028-01-01'],
      ['the FY2027 budget', '2027-01-01..2028-01-01'],
      ["il bilancio dell'esercizio 2025", '2025-01-01..2026-01-01'],
    ],
    reject: [],
  },
};
