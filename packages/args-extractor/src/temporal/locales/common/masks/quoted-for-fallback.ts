import type { TemporalMask } from '../../../engine/temporal-rule';

/** Quoted text is a title or a message, not a date, for the chrono-node fallback: `the file "Tue 3/3 notes"`. */
export const quotedForFallback: TemporalMask = {
  kind: 'mask',
  name: 'quoted-for-fallback',
  locales: ['it', 'en'],
  pattern: () => /"[^"]*"|«[^»]*»|“[^”]*”/gu,
  examples: {
    accept: [],
    reject: [
      'apri "Tue 3/3 notes"',
      'il file "3 Mar 2026 verbale"',
    ],
  },
};
