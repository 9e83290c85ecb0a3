import { afterEach, describe, expect, it } from 'vitest';
import { findTemporalValues } from './find-temporal-values';

// Tuesday 19 May 2026, 14:05 in Rome (UTC+2).
const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const originalTz = process.env.TZ;

function first(text: string, at = clock): [string, unknown] | undefined {
  const value = findTemporalValues(text, at)[0];
  return value === undefined ? undefined : [value.kind, value.value];
}

describe('findTemporalValues', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('should resolve a text read again on another clock on that clock, and leave earlier values as they were', () => {
    const earlier = findTemporalValues('tomorrow at 9 and next week', clock);
    const snapshot = JSON.stringify(earlier);
    const later = findTemporalValues('tomorrow at 9 and next week', { now: new Date('2026-07-01T08:00:00Z'), timeZone: 'America/New_York' });
    expect(later.map((value) => value.value)).toEqual([
      '2026-07-02T09:00:00-04:00',
      { from: '2026-07-06T00:00:00-04:00', to: '2026-07-13T00:00:00-04:00' },
    ]);
    expect(JSON.stringify(earlier)).toBe(snapshot);
    expect(findTemporalValues('tomorrow at 9 and next week', clock)).toEqual(earlier);
  });

  it('should read nothing, not throw, for a time further than a Date can hold', () => {
    expect(first('that was a million years ago')).toBeUndefined();
    expect(first('in a million years')).toBeUndefined();
    expect(first('10 years ago')).toEqual(['date', '2016-05-19']);
  });

  it('should read days, moments and times of day', () => {
    expect(first('domani alle 9')).toEqual(['datetime', '2026-05-20T09:00:00+02:00']);
    expect(first('meeting tomorrow at 9am')).toEqual(['datetime', '2026-05-20T09:00:00+02:00']);
    expect(first('sveglia alle 7:30')).toEqual(['time', '07:30']);
    expect(first('alle cinque meno un quarto del pomeriggio')).toEqual(['time', '16:45']);
    expect(first('il giorno dopo domani')).toEqual(['date', '2026-05-21']);
    expect(first('two days before yesterday')).toEqual(['date', '2026-05-16']);
    expect(first('primo martedì di ottobre')).toEqual(['date', '2026-10-06']);
    expect(first("l'ultimo giorno di ottobre 2015")).toEqual(['date', '2015-10-31']);
  });

  it('should read a weekday before "after"/"before" as that weekday when no day follows to count from', () => {
    expect(first('we meet Monday after the audit')).toEqual(['date', '2026-05-25']);
    expect(first('the Friday after Thanksgiving')).toEqual(['date', '2026-11-27']);
    expect(first('the Monday before the 15th')).toEqual(['date', '2026-06-08']);
  });

  it('should read a clock opened by "from" and its day as running to the clock "to" leads and its day', () => {
    expect(first('the line is shut from 11pm on 3 July to 5am on 4 July')).toEqual(['window', { from: '2026-07-03T23:00:00+02:00', to: '2026-07-04T05:00:00+02:00' }]);
    expect(first('from 8pm on 1 June the site is shut')).toEqual(['datetime', '2026-06-01T20:00:00+02:00']);
  });

  it('should read parts of the day, weekends and periods as windows', () => {
    expect(first('domani mattina')).toEqual(['window', { from: '2026-05-20T06:00:00+02:00', to: '2026-05-20T12:00:00+02:00' }]);
    expect(first('questo fine settimana')).toEqual(['window', { from: '2026-05-23T00:00:00+02:00', to: '2026-05-25T00:00:00+02:00' }]);
    expect(first('gennaio 2013')).toEqual(['window', { from: '2013-01-01T00:00:00+01:00', to: '2013-02-01T00:00:00+01:00' }]);
    expect(first('Q3')).toEqual(['window', { from: '2026-07-01T00:00:00+02:00', to: '2026-10-01T00:00:00+02:00' }]);
    expect(first('settimana prossima')).toEqual(['window', { from: '2026-05-25T00:00:00+02:00', to: '2026-06-01T00:00:00+02:00' }]);
  });

  it('should read both ends of a range and open ends of since/until', () => {
    expect(first('dal 13 al 15 luglio')).toEqual(['window', { from: '2026-07-13T00:00:00+02:00', to: '2026-07-16T00:00:00+02:00' }]);
    expect(first('tra il 13 e il 15 luglio')).toEqual(['window', { from: '2026-07-13T00:00:00+02:00', to: '2026-07-16T00:00:00+02:00' }]);
    expect(first('July 13-15')).toEqual(['window', { from: '2026-07-13T00:00:00+02:00', to: '2026-07-16T00:00:00+02:00' }]);
    expect(first('since 3 March')).toEqual(['window', { from: '2026-03-03T00:00:00+01:00', to: '2026-05-19T14:05:00+02:00' }]);
    expect(findTemporalValues('entro venerdì', clock).map((value) => value.anchor ?? value.kind)).toEqual(['end', 'date']);
  });

  it('should read a clock range inside a night said alone on that night, after midnight', () => {
    expect(first('stanotte tra le 3 e le 4 passa la cometa')).toEqual(['window', { from: '2026-05-20T03:00:00+02:00', to: '2026-05-20T04:00:00+02:00' }]);
    expect(first('stanotte dalle 1 alle 5 chiudono la strada')).toEqual(['window', { from: '2026-05-20T01:00:00+02:00', to: '2026-05-20T05:00:00+02:00' }]);
  });

  it('should plan forward a start said in the present before "dal"/"desde", and keep a start said in the past', () => {
    const dates = (text: string): unknown[] => findTemporalValues(text, clock).filter((value) => value.kind === 'date').map((value) => value.value);
    expect(dates("l'abbonamento parte dal 3 febbraio")).toEqual(['2027-02-03']);
    expect(dates('la nuova tariffa si applica dal 1° marzo')).toEqual(['2027-03-01']);
    expect(dates('la promoción es válida desde el 2 de febrero')).toEqual(['2027-02-02']);
    expect(dates("l'abbonamento è partito dal 3 febbraio")).toEqual(['2026-02-03']);
    expect(dates('ho la febbre dal 3 febbraio')).toEqual(['2026-02-03']);
  });

  it('should read a denied "until" as the moment it names, and an "until" not denied as a window', () => {
    expect(first("the bridge won't reopen until next month")).toEqual(['window', { from: '2026-06-01T00:00:00+02:00', to: '2026-07-01T00:00:00+02:00' }]);
    expect(first('we cannot deliver until Thursday')).toEqual(['date', '2026-05-21']);
    expect(first('the bridge is closed until next month')).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-07-01T00:00:00+02:00' }]);
    expect(first('the shop is open until the end of next week')).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-06-01T00:00:00+02:00' }]);
    expect(first("it's not raining. Stay until Thursday")).toEqual(['window', { from: '2026-05-19T14:05:00+02:00', to: '2026-05-22T00:00:00+02:00' }]);
  });

  it("should read a Monday holiday's weekend as the Saturday to the holiday, anchored on the holiday", () => {
    const [value] = findTemporalValues('a cabin for Labor Day weekend', clock);
    expect(value?.value).toEqual({ from: '2026-09-05T00:00:00+02:00', to: '2026-09-08T00:00:00+02:00' });
    expect(value?.anchor).toBe('end');
  });

  it('should read holidays, Easter included', () => {
    expect(first('Pasquetta')).toEqual(['date', '2027-03-29']);
    expect(first('le foto di Pasqua')).toEqual(['date', '2026-04-05']);
    expect(first('Thanksgiving')).toEqual(['date', '2026-11-26']);
    expect(first("st paddy's day parade")).toEqual(['date', '2027-03-17']);
    expect(first('Christmas Eve at 8pm')).toEqual(['datetime', '2026-12-24T20:00:00+01:00']);
  });

  it('should read offsets, with a time, and durations as lengths', () => {
    expect(first("tra un'ora")).toEqual(['datetime', '2026-05-19T15:05:00+02:00']);
    expect(first('2 ore fa')).toEqual(['datetime', '2026-05-19T12:05:00+02:00']);
    expect(first('in 3 days at noon')).toEqual(['datetime', '2026-05-22T12:00:00+02:00']);
    expect(findTemporalValues('un timer di 10 minuti', clock).map((value) => [value.kind, value.value, value.seconds])).toEqual([['duration', 'PT10M', 600]]);
  });

  it('should resolve recurring expressions by the tense of the request and keep both readings', () => {
    expect(first('ricordami lunedì di pagare')).toEqual(['date', '2026-05-25']);
    expect(first('cosa ho fatto lunedì?')).toEqual(['date', '2026-05-18']);
    const monday = findTemporalValues('lunedì', clock)[0];
    expect([monday?.alternatives?.past.value, monday?.alternatives?.future.value]).toEqual(['2026-05-18', '2026-05-25']);
  });

  it('should read the tense of the clause holding a date, not a past said in another clause', () => {
    expect(first("22 maggio ore 21 concerto all'Arena, hai preso i biglietti?")).toEqual(['datetime', '2026-05-22T21:00:00+02:00']);
    expect(first("22 maggio ore 21 concerto all'Arena. Hai preso i biglietti?")).toEqual(['datetime', '2026-05-22T21:00:00+02:00']);
    expect(first('May 22 at 9pm concert at the Arena, did you get the tickets?')).toEqual(['datetime', '2026-05-22T21:00:00+02:00']);
    expect(first('El 22 de mayo a las 21 concierto en el Arena, ¿compraste las entradas?')).toEqual(['datetime', '2026-05-22T21:00:00+02:00']);
    expect(findTemporalValues('Ieri ho finito il report e poi venerdì lo presento', clock).at(-1)?.value).toBe('2026-05-22');
    // The clause's own past, a date put before a past question, and a past told in an earlier sentence still look back.
    expect(first('Il 3 maggio ho pagato la bolletta, ma il 12 giugno scade la prossima')).toEqual(['date', '2026-05-03']);
    expect(first('Lunedì, sei andato dal medico?')).toEqual(['date', '2026-05-18']);
    expect(first('Il 3 maggio al mare, ti sei divertito?')).toEqual(['date', '2026-05-03']);
    expect(first('Sono stato al mare. Il 3 maggio invece pioveva')).toEqual(['date', '2026-05-03']);
    expect(first("Concerto all'Arena, hai preso i biglietti il 3 maggio?")).toEqual(['date', '2026-05-03']);
    expect(findTemporalValues('Ho spedito il pacco lunedì, dovrebbe arrivare entro giovedì.', clock).map((value) => value.value)).toContain('2026-05-18');
    expect(first("Segna che ho pagato l'affitto il 3 maggio")).toEqual(['date', '2026-05-03']);
  });

  it('should not read names and words that only look like dates', () => {
    for (const text of ['le foto del mar Rosso', 'the song Sunday Bloody Sunday', 'may I ask you something?', 'chi ha scritto 1984?', 'l\'ora legale', 'I sat down, now read me the news']) {
      expect({ text, values: findTemporalValues(text, clock) }).toEqual({ text, values: [] });
    }
  });

  it('should read the phrasings of news and booking dialogues', () => {
    expect(first('by mid-2015 the project had stalled')).toEqual(['window', { from: '2015-01-01T00:00:00+01:00', to: '2016-01-01T00:00:00+01:00' }]);
    expect(first('the city grew in the 1990s')).toEqual(['window', { from: '1990-01-01T00:00:00+01:00', to: '2000-01-01T00:00:00+01:00' }]);
    expect(first('negli anni Novanta')).toEqual(['window', { from: '1990-01-01T00:00:00+01:00', to: '2000-01-01T00:00:00+01:00' }]);
    expect(first('over the past decade')).toEqual(['window', { from: '2016-05-19T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }]);
    expect(first('inflation rose this past February')).toEqual(['window', { from: '2026-02-01T00:00:00+01:00', to: '2026-03-01T00:00:00+01:00' }]);
    expect(first('a two-week vacation')).toEqual(['duration', 'P14D']);
    expect(first('una camera per tre notti')).toEqual(['duration', 'P3D']);
    expect(first('pranzo a mezzogiorno e mezzo')).toEqual(['time', '12:30']);
    expect(first('la risposta arriverà in giornata')).toEqual(['date', '2026-05-19']);
    expect(first('mi serve un treno mercoledì dopo le 17')).toEqual(['date', '2026-05-20']);
  });

  it('should follow the tense of news reports', () => {
    expect(first('Il vertice si è tenuto il 3 marzo a Bruxelles.')).toEqual(['date', '2026-03-03']);
    expect(first('On Friday, the company reported higher profits.')).toEqual(['date', '2026-05-15']);
    expect(first("l'udienza è fissata per il 14 luglio")).toEqual(['date', '2026-07-14']);
    expect(first('the office is closed on Labor Day')).toEqual(['date', '2026-09-07']);
  });

  it('should not read dates in names and titles', () => {
    for (const text of ['lo ha scritto Il Sole 24 Ore', 'i biglietti per il Maggio Musicale Fiorentino', 'ho visto Mezzogiorno di fuoco', "play Friday I'm in Love", 'watch the movie Independence Day', 'play the 80s rock playlist', 'milleuno notti']) {
      expect({ text, values: findTemporalValues(text, clock) }).toEqual({ text, values: [] });
    }
  });

  it('should read news and booking phrasings: apostrophe years, parts of years, lengths, stays, ranges sharing a year', () => {
    expect(first("the plant was closed in '98")).toEqual(['window', { from: '1998-01-01T00:00:00+01:00', to: '1999-01-01T00:00:00+01:00' }]);
    expect(first("a metà 2017 l'impianto è stato chiuso")?.[1]).toEqual({ from: '2017-01-01T00:00:00+01:00', to: '2018-01-01T00:00:00+01:00' });
    expect(first('un mutuo ventennale')).toEqual(['duration', 'P20Y']);
    expect(first('we want to stay four nights')).toEqual(['duration', 'P4D']);
    expect(first('fissami un appuntamento per il giorno 5')).toEqual(['date', '2026-06-05']);
    expect(first('from March 1 through March 15, 2015')).toEqual(['window', { from: '2015-03-01T00:00:00+01:00', to: '2015-03-16T00:00:00+01:00' }]);
    expect(first('the pub is open on the Spring Bank Holiday')).toEqual(['date', '2026-05-25']);
    expect(first('flights from denver to atlanta on june twenty first')).toEqual(['date', '2026-06-21']);
    expect(first('profits fell in 3Q98')?.[1]).toEqual({ from: '1998-07-01T00:00:00+02:00', to: '1998-10-01T00:00:00+02:00' });
    expect(first('arriving at seven p m')).toEqual(['time', '19:00']);
    expect(first('leaving at seven fifteen am')).toEqual(['time', '07:15']);
    expect(first('the convoy left at 1500 hours')).toEqual(['time', '15:00']);
    expect(first('il treno parte alle ore 17,30')).toEqual(['time', '17:30']);
    expect(first('Juneteenth')).toEqual(['date', '2026-06-19']);
    expect(first('Mothering Sunday')).toEqual(['date', '2027-03-07']);
    expect(first('lo scorso 12 marzo la polizia ha arrestato due uomini')).toEqual(['date', '2026-03-12']);
    expect(first('last March 12 the plant closed')).toEqual(['date', '2026-03-12']);
    expect(first('per un decennio')).toEqual(['duration', 'P10Y']);
    expect(first('two decades of war')).toEqual(['duration', 'P20Y']);
    expect(findTemporalValues('a decade ago', clock).some((value) => value.kind === 'duration')).toBe(false);
  });

  it('should read nothing in names, addresses, phone numbers and frequencies', () => {
    for (const text of [
      'According to USA Today, the senator will not run again.',
      'He appeared on Saturday Night Live and the Tonight Show.',
      'Lo ha scritto il settimanale Oggi nell\'ultimo numero.',
      'Natale Rossi è il nuovo presidente della Provincia.',
      'Cerco i film Natale a Miami e Vacanze di Natale.',
      'The store on 5th Avenue is open 24/7.',
      'La sede è in Via XX Settembre 12, a Genova.',
      'The hotel is at 1600 Pennsylvania Avenue.',
      'call me at 555-0123 or 212-555-0187',
      'La farmacia di turno è aperta h24, 7 giorni su 7.',
      'Abbiamo visto Le quattro stagioni di Vivaldi.',
      'La Primavera di Botticelli è agli Uffizi.',
      'Theresa May said Britain would honor the vote.',
      "play Summer of '69 by Bryan Adams",
      'I watched 60 Minutes and 48 Hours.',
      'The Fed held rates at 5.25% to 5.5%.',
      'the Christmas tree is in the living room',
      'compra le uova di Pasqua',
    ]) {
      expect({ text, values: findTemporalValues(text, clock) }).toEqual({ text, values: [] });
    }
    expect(first('ci vediamo a Natale a Milano')).toEqual(['date', '2026-12-25']);
    expect(first('in May the shop closes')?.[0]).toBe('window');
    expect(first('we watched a film for 60 minutes')).toEqual(['duration', 'PT60M']);
    expect(first('the Christmas party is at the office')).toEqual(['date', '2026-12-25']);
  });

  it('should read no date in ages, counts, parts of a thing, chapter and verse, names and titles', () => {
    for (const text of [
      'a 12-year-old girl was found safe',
      'the suspect, aged 52, was released',
      'A 18 anni è partito per Londra.',
      'una donna di 80 anni è stata soccorsa',
      'Giulia Bianchi, 33 anni, ha vinto la gara.',
      'the second chapter is the best',
      'the first half of the film is slow',
      'la seconda metà della partita è stata noiosa',
      'the choir sang Psalm 23:4',
      'she writes for The Sat Review',
      'Mrs. June Carter opened the show',
      'Ms. April Ryan asked a question',
      'Il negozio è in piazza Primo Maggio 3.',
      'metti La domenica delle salme di De André',
      'Yesterday Once More is on the radio',
      'June said she would come',
      'a book about the Fourth Estate',
      'la firma dell\'accordo del Venerdì Santo',
    ]) {
      expect({ text, values: findTemporalValues(text, clock) }).toEqual({ text, values: [] });
    }
    expect(first('una condanna a 30 anni di reclusione')).toEqual(['duration', 'P30Y']);
    expect(first('a 30-year mortgage')).toEqual(['duration', 'P30Y']);
    expect(first('profits rose in the first half of the year')?.[0]).toBe('window');
    expect(first('meeting with Marco 15:30')).toEqual(['time', '15:30']);
    expect(first('remind me on the 3rd to pay the rent')).toEqual(['date', '2026-06-03']);
  });

  it('should give clock-independent keys and keep the keys of earlier versions', () => {
    expect(findTemporalValues('ieri', clock).map((value) => value.relativeKey)).toEqual(['day:-1', 'yesterday']);
    expect(findTemporalValues('negli ultimi 7 giorni', clock)[0]?.relativeKey).toBe('last:7:day');
    expect(findTemporalValues('alle 9', clock)[0]?.relativeKey).toBe('time:09:00');
    expect(findTemporalValues('il 3 marzo 2026', clock)[0]?.relativeKey).toBeUndefined();
  });

  it('should give the same values whatever the machine time zone, across daylight saving', () => {
    const afterChange = { now: new Date('2026-10-28T09:00:00Z'), timeZone: 'Europe/Rome' };
    const seen = new Set<string>();
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      process.env.TZ = tz;
      seen.add(JSON.stringify([first('domani alle 9'), first('last 7 days', afterChange), first('stanotte alle 3')]));
    }
    expect(seen.size).toBe(1);
    expect(first('last 7 days', afterChange)).toEqual(['window', { from: '2026-10-21T10:00:00+02:00', to: '2026-10-28T10:00:00+01:00' }]);
  });
});
