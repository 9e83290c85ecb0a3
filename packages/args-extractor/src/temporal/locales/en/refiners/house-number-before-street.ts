import type { TemporalFilter } from '../../../engine/temporal-rule';
import { HOUSE_NUMBER_STREET_AFTER } from '../../../engine/temporal-patterns';

let streetAfter: RegExp | undefined;

/**
 * A bare number before a capitalised street name is a house number, not a clock hour: "I live at 12 March Road", "at 5
 * Oak Lane" (the check the `house-number-street` mask makes for the chrono-node fallback). A time with minutes or am/pm
 * stays ("at 10:30 Baker Street"), and so does a lowercase word ("at 5 we drive").
 */
export const houseNumberBeforeStreet: TemporalFilter = {
  kind: 'filter',
  name: 'house-number-before-street',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'time' || !/\d$/u.test(surroundings.written) || /[:.]\d+$/u.test(surroundings.written)) return false;
    streetAfter ??= new RegExp(`^${HOUSE_NUMBER_STREET_AFTER}`, 'u');
    return streetAfter.test(surroundings.writtenAfter);
  },
  examples: {
    accept: [['see you at 5 then drive home', '17:00'], ['meet me at 10:30 Baker Street', '10:30']],
    reject: ['I live at 12 March Road', 'drop it off at 7 Elm Tree Lane'],
  },
};
