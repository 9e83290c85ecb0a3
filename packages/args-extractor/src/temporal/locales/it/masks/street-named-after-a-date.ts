import type { TemporalMask } from '../../../engine/temporal-rule';

/** Streets named after dates are addresses, not days, for the chrono-node fallback: "Via XX Settembre 12", "Corso XXII Marzo 14", "Piazza IV Novembre". */
export const streetNamedAfterADate: TemporalMask = {
  kind: 'mask',
  name: 'street-named-after-a-date',
  locales: ['it'],
  pattern: /(?<![\p{L}])(?:[Vv]ia|[Vv]iale|[Pp]iazza|[Pp]iazzale|[Cc]orso|[Ll]argo|[Vv]icolo|[Bb]orgo|[Ss]trada|[Ll]ungomare)\s+(?:[IVXL]+\s+|\p{Lu}\p{L}*\s+|\d{1,2}\s+)*\p{Lu}\p{L}*(?:\s+\d{1,4})?/gu,
  examples: {
    accept: [],
    reject: [
      'Via XX Settembre 12',
      'Corso XXII Marzo 14',
    ],
  },
};
