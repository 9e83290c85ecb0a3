/**
 * A development set of it/en probe sentences (issue 21), written by the helper who added the constructs they test,
 * from how people write dates in mail, chat, calendars and news, not from any held-out set: times with their zone,
 * weekdays heading a line, business days, feasts of the lunar calendars, Italian halves and "the rest of", "between
 * now and", "fino al 15", the narrower parts of the day, fiscal years, irregular English pasts, and no-date traps
 * beside them. In-sample: the rules were written against it. Now: Tuesday 19 May 2026, 14:05, Europe/Rome (summer
 * time, +02:00). Format: `category | language | expectation | text` (see `index.ts`).
 */
export const developmentProbesEnIt = `
times-of-day | en | t:21:00 | call at 3pm eastern
times-of-day | en | dt:2026-05-20T18:00 | tomorrow at 9am pacific
times-of-day | en | dt:2026-05-19T18:00 | today at 4pm GMT
times-of-day | en | t:16:00 | the call is at 14:00 UTC
times-of-day | en | t:11:00 | standup at 10am London time
times-of-day | en | dt:2026-03-03T16:00 | Tuesday, March 3rd, 2026 at 10:00 AM EST
times-of-day | it | dt:2026-05-20T21:00 | domani alle 15 ora di New York
times-of-day | it | dt:2026-05-19T18:00 | oggi alle 16 GMT
times-of-day | en | t:08:30 | the call is at 14:30 Singapore time
times-of-day | it | dt:2026-05-20T02:00 | domani alle 9 ora di Tokyo
times-of-day | en | t:17:30 | doors open 17:30h
times-of-day | it | t:01:00 | torno all'una di notte
times-of-day | it | t:15:00 | ci vediamo sulle 15
times-of-day | en | p:2026-05-20T15:00..2026-05-20T18:00 | call the plumber tomorrow late afternoon
times-of-day | it | p:2026-05-19T15:00..2026-05-19T18:00 | ci sentiamo nel tardo pomeriggio
times-of-day | it | p:2026-05-20T10:00..2026-05-20T12:00 | passo domani in tarda mattinata
times-of-day | it | p:2026-05-20T12:00..2026-05-20T14:00 | domani all'ora di pranzo passo da te
offsets | it | dt:2026-05-19T15:05 | ti richiamo tra un'oretta
windows | it | w:2026-08-10 | la settimana di Ferragosto siamo chiusi
weekdays | en | d:2026-05-25 | Mon: dentist
weekdays | en | d:2026-05-22 | fri - farmers market
weekdays | en | d:2026-05-20 | weds works for me
weekdays | it | d:2026-05-23 | sab mercatino
weekdays | it | d:2026-05-25 | lun: dentista
weekdays | it | dt:2026-05-21T18:30 | giov. 18:30 palestra
weekdays | it | d:2026-05-25 | da lunedì in poi lavoro da casa
weekdays | en | d:2026-05-25 | from Monday onwards I work from home
offsets | en | d:2026-05-22 | the refund arrives in 3 business days
relative-days | en | p:2026-05-20T06:00..2026-05-20T12:00 | 2moro morning works
relative-days | en | dt:2026-05-20T14:05 | by this time tomorrow I'll be in Rome
relative-days | it | dt:2026-05-20T14:05 | domani a quest'ora sarò a Roma
windows | en | w:2026-05-25 | can we push it to nxt week
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | any plans this wknd?
windows | en | r:2026-05-19..2026-05-22 | the promo runs thru friday
offsets | en | d:2026-05-15 | I filed it 2 business days ago
offsets | en | d:2026-05-20 | it ships the next business day
offsets | it | d:2026-05-22 | la pratica si chiude tra 3 giorni lavorativi
windows | it | r:2026-05-19..2026-05-26 | bisogna rispondere entro 5 giorni lavorativi
windows | en | r:2026-05-19..2026-05-22 | can you finish it between now and Friday
windows | it | r:2026-05-19..2026-05-31 | da qui alla fine del mese sono pieno
windows | it | r:2026-05-19..2026-06-15 | fino al 15 sono in ferie
windows | it | r:2026-06-01..2026-06-15 | sono in ferie la prima metà di giugno
windows | it | r:2026-08-16..2026-08-31 | la seconda quindicina di agosto
windows | it | p:2026-05-19T14:05..2026-05-25T00:00 | il resto della settimana lavoro da casa
windows | en | w:2026-06-08 | I'm off the week of the 8th
windows | en | w:2026-06-08 | rota for the week commencing 8 June
windows | en | p:2026-05-21T00:00..2026-05-25T00:00 | I should hear back by the end of the week
months-years | it | r:2026-07-01..2026-12-31 | i conti della seconda metà dell'anno
months-years | it | y:2027 | il cantiere chiude a fine 2027
months-years | en | y:2027 | revenue guidance for fiscal 2027
months-years | en | r:1980-01-01..1989-12-31 | we lived in Milan in the eighties
months-years | en | y:2027 | the FY2027 budget
months-years | en | r:2027-01-01..2027-03-31 | the Jan–Mar 2027 figures
months-years | en | m:2025-06 | send me the 06/2025 statement
months-years | it | m:2025-06 | chiudi il mese 2025-06
months-years | en | p:2025-12-21T00:00..2026-03-20T00:00 | over the winter the pipes froze
holidays | en | d:2027-02-06 | Chinese New Year dinner with the team
holidays | en | d:2026-09-21 | the office is closed for Yom Kippur
holidays | en | d:2027-04-22 | we fly home for Passover
holidays | en | d:2026-12-05 | Hanukkah party at the Cohens
holidays | en | d:2026-12-31 | NYE party at Sam's
holidays | en | d:2027-05-05 | Cinco de Mayo tacos
holidays | en | d:2026-07-14 | Bastille Day fireworks in Paris
holidays | en | d:2025-11-27 | we hosted last year's Thanksgiving
holidays | it | d:2025-12-25 | lo scorso Natale eravamo a Roma
holidays | it | d:2027-02-06 | cena per il Capodanno cinese
holidays | it | d:2026-12-07 | la festa di Sant'Ambrogio
holidays | en | r:2026-11-21..2026-11-22 | we drive up the weekend before Thanksgiving
holidays | it | r:2026-12-18..2026-12-24 | la settimana prima di Natale il negozio è pieno
holidays | en | d:2026-07-04 | July 4th weekend at the lake
absolute-dates | en | d:2026-09-01 | starting 9/1
absolute-dates | it | d:2026-05-20 | il 20 ho il colloquio
absolute-dates | it | d:2026-06-15 | il 15 pago l'affitto
no-date | en | none | sun is out, let's go
no-date | en | none | see Smith et al. for details
no-date | it | none | il fatturato è salito dal 15 al 20 per cento
no-date | it | none | la seconda metà della partita è stata noiosa
no-date | it | none | ha preso 5 in condotta
no-date | en | none | take it twice a day after meals
no-date | it | none | prendere 2 volte al giorno dopo i pasti
no-date | en | none | order the USB-C 3.1 Gen 2 cable
`;
