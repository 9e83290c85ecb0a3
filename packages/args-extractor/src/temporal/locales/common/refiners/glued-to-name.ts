import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A date word glued into a file or web name is part of the name, not a value: next to an underscore ("Q3_final_v2.docx",
 * "budget_Q3_def.xlsx") or followed, without a space, by a dot and a domain or file ending (a letter first) ("Monday.com",
 * "May.io", "Q3.pdf"). A date at the end of a sentence ("see you on Monday.") is still read.
 */
export const gluedToName: TemporalFilter = {
  kind: 'filter',
  name: 'glued-to-name',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => /_$/u.test(surroundings.before) || /^_/u.test(surroundings.writtenAfter) || /^\.\p{L}[\p{L}\d]+(?![\p{L}\d])/u.test(surroundings.writtenAfter),
  examples: {
    accept: [
      ['see you on Monday.', '2026-05-25'],
      ['the meeting moved to Monday. Thanks', '2026-05-25'],
    ],
    reject: ['open the Friday.app settings', 'rinomina report_Q4_bozza.pdf', 'archive Q2_summary.xlsx', 'log in to Monday.com'],
  },
};
