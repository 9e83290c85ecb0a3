import { describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';
import { imperativePlansDay } from './imperative-plans-day';
import { normalizeTemporalText } from './normalize-temporal-text';

// Tuesday 19 May 2026, 14:05 in Rome.
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

/** Whether the day written as `day` in `text` is planned by an order of the request. */
function plans(text: string, day: string): boolean {
  const normalized = normalizeTemporalText(text).text;
  const start = normalized.indexOf(day);
  if (start < 0) throw new Error(`"${day}" is not in "${normalized}"`);
  return imperativePlansDay(normalized, start);
}

function dayRead(text: string): unknown {
  return findTemporalValues(text, clock)[0]?.value;
}

describe('imperativePlansDay', () => {
  it('should plan the day of an order that opens the request, after any courtesy', () => {
    expect(plans('send the invoice to Mark on May 28th', 'may 28th')).toBe(true);
    expect(plans('please pay the invoice on May 28th', 'may 28th')).toBe(true);
    expect(plans('can you email the report to Anna on Friday', 'friday')).toBe(true);
    expect(plans('mandami il report venerdì', 'venerdi')).toBe(true);
    expect(plans('per favore paga la bolletta il 28 maggio', '28 maggio')).toBe(true);
    expect(plans('envía la factura a Marcos el 28 de mayo', '28 de mayo')).toBe(true);
    expect(plans('puedes pagar la factura el viernes', 'viernes')).toBe(true);
  });

  it('should not plan the object\'s own day, nor a day after a verb that looks things up or none', () => {
    expect(plans('send the invoice from May 3', 'may 3')).toBe(false);
    expect(plans('forward the report dated May 3', 'may 3')).toBe(false);
    expect(plans('manda la fattura del 3 maggio', '3 maggio')).toBe(false);
    expect(plans("inoltra il verbale dell'8 maggio", '8 maggio')).toBe(false);
    expect(plans('envía la factura del 3 de mayo', '3 de mayo')).toBe(false);
    expect(plans('find the invoice from May 3', 'may 3')).toBe(false);
    expect(plans('show me the report on Friday', 'friday')).toBe(false);
    expect(plans('look up the invoice on May 3', 'may 3')).toBe(false);
    expect(plans('trova la fattura il 3 maggio', '3 maggio')).toBe(false);
    expect(plans('busca la factura el 3 de mayo', '3 de mayo')).toBe(false);
    expect(plans('the invoice is due on May 28th', 'may 28th')).toBe(false);
  });

  // Regression table (clock: Tue 19 May 2026): the order reads its yearless day forward over a noun of what exists;
  // the object's own day, a look-up and a verb in the past keep reading back.
  it.each([
    ['send the invoice to Mark on May 28th', '2026-05-28'],
    ['pay invoice on May 28th', '2026-05-28'],
    ['please pay the invoice on May 28th', '2026-05-28'],
    ['send the report on Friday', '2026-05-22'],
    ['can you email the report to Anna on Friday', '2026-05-22'],
    ['mandami il report venerdì', '2026-05-22'],
    ['mandami le fatture venerdì', '2026-05-22'],
    ['paga le bollette il 28 maggio', '2026-05-28'],
    ['envía la factura a Marcos el 28 de mayo', '2026-05-28'],
    ['paga la factura el 28 de mayo', '2026-05-28'],
    ['envía las facturas el viernes', '2026-05-22'],
    ['remind me on May 28th', '2026-05-28'],
    ['send the invoice from May 3', '2026-05-03'],
    ['find the invoice from May 3', '2026-05-03'],
    ['look up the invoice on May 3', '2026-05-03'],
    ['show me the report of Friday', '2026-05-15'],
    ['send me the photos I took on May 3', '2026-05-03'],
    ['I sent the invoice on May 3', '2026-05-03'],
    // "Mark" opens it as the verb "mark" would: the past "sent" outweighs the order.
    ['Mark sent the invoice on May 3', '2026-05-03'],
    ['envía la factura del 3 de mayo', '2026-05-03'],
    ['busca la factura del 3 de mayo', '2026-05-03'],
  ])('should read "%s" as %s', (text, date) => {
    expect(dayRead(text)).toBe(date);
  });
});
