/**
 * A seventh held-out set, the fifth written blind for issue 21: its author read only the README's conventions (not
 * its rule sections), the case format (`index.ts` and the first 40 lines of `held-out-blind-4.ts`) and the evaluation
 * harness (`src/evaluation/`), never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales,
 * the lexicon, the development set or the other held-out sets' cases, nor other parsers' test corpora, and did not run
 * any reader on these lines before committing them. Expected values were worked out by hand and checked with
 * JavaScript `Date` and `Intl` (weekdays named in the text against the expected day, offsets from the clock, time-zone
 * conversions, Easter and the nth-weekday holidays), not with this package.
 * Written for the variety of text that reaches an assistant beyond chat requests: lines forwarded from mail and
 * calendar invites ("Sent: Monday, May 18, 2026 9:14 AM", "Date: Fri, 15 May 2026 17:42:10 +0100", "On Tuesday,
 * March 3rd, 2026 at 10:00 AM EST, … wrote:", "Il giorno mar 3 mar 2026 alle ore 10:00 … ha scritto:", "When: Thursday,
 * June 4, 2026 2:00 PM-3:00 PM (UTC+01:00) …", "Mer 4 mar 2026, 15:00-16:00", "Sat, Jun 13 · 7:00 – 10:00pm"), formal
 * and informal requests, ranges and windows ("from 3 to 5pm tomorrow", "dal 3 al 7 agosto", "the first week of next
 * month", "entro fine mese", "the past 3 days", "Q3", "H2", "la seconda metà di luglio", "the weekend of the 6th"),
 * holidays of the US, the UK and Italy, national and regional ("Juneteenth", "Patriots' Day", "the August bank
 * holiday", "St Andrew's Day", "Bonfire Night", "Sant'Ambrogio", "San Giovanni", "San Gennaro", "il ponte del 2
 * giugno"), times written every way ("half past 3 in the afternoon", "15h30", "half seven", "1300 hrs", "5ish", "alle
 * 3 del pomeriggio", "alle 8 meno un quarto", "all'una", time zones "3pm ET", "10am PT", "ora di Londra"), numeric
 * dates by locale (m/d in English, d/m in Italian, ISO, dotted), words and digits mixed, typos and abbreviations, and
 * no-date lines full of traps (names that are months or days, titles, model and invoice numbers, addresses, scores,
 * prices, versions, "4 marzo 1943", "Sette anni in Tibet", "The 1975", "Q3_final_v2.docx", "modello 730").
 * Expectations follow the README's conventions (weeks from Monday, a bare weekday the next one, "next Friday" next
 * week's, "last Tuesday" on a Tuesday the one a week ago, the tense of the request for recurring dates, parts of the
 * day, astronomical seasons, bare hours on the 24-hour clock unless the request says otherwise, "by/entro X" its
 * inclusive end in a date field, nights of a stay as days); where a line says otherwise ("dinner at 8", "pranzo
 * all'una") the expected value is what the writer means. A date-time written in another zone is expected on Rome's
 * wall clock ("10:00 AM EST" on 3 March is 16:00). A part of the day, a season, a half-year, a rolling window or a
 * loose window ("mid-June", "early next month", "since May 1", "the past 3 days") is graded as a `p:` span its start
 * must fall in.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind5 = `
absolute-dates | en | dt:2026-03-03T16:00 | On Tuesday, March 3rd, 2026 at 10:00 AM EST, Dana Whitfield wrote:
absolute-dates | en | dt:2026-05-18T09:14 | Sent: Monday, May 18, 2026 9:14 AM
absolute-dates | en | dt:2026-05-15T18:42 | Date: Fri, 15 May 2026 17:42:10 +0100
absolute-dates | en | d:2026-06-15 | remind me to pay the water bill on 6/15
absolute-dates | en | d:2026-07-01 | the new contract starts 07/01/2026
absolute-dates | en | d:2026-06-30 | Deadline: 2026-06-30
absolute-dates | en | d:2026-06-12 | can we do the 12th instead?
absolute-dates | en | d:2026-05-28 | book the vet for Thursday the 28th
absolute-dates | en | dt:2026-06-10T14:30 | Your appointment is confirmed for Wed, Jun 10, 2026 at 2:30 PM.
absolute-dates | en | d:2026-04-27 | Order #113-552 placed on Apr 27, 2026
absolute-dates | en | d:2026-07-11 | Check-in: Sat 11 Jul 2026
absolute-dates | en | d:2026-09-22 | add the dentist on sept 22nd to my calendar
absolute-dates | en | dt:2026-06-03T11:00 | pls schedule the 1:1 for june 3rd 11am
absolute-dates | en | d:2025-02-14 | we closed on the house on 02/14/2025, find the paperwork
absolute-dates | en | d:2026-06-24 | My flight is on the twenty-fourth of June
absolute-dates | en | d:2026-12-31 | Renewal date: 31-Dec-2026
absolute-dates | en | d:2026-05-02 | Invoice dated 5/2/26, payable on receipt
absolute-dates | en | d:2026-06-08 | what's on my calendar for 8 June?
absolute-dates | en | d:2026-08-01 | Remind me on 1st August to renew the car tax
absolute-dates | en | d:2026-06-05 | RSVP by Friday, June 5
absolute-dates | en | d:2026-05-11 | the package was delivered 5/11, where's the receipt
absolute-dates | en | d:2026-06-22 | Mon 6/22: team offsite
absolute-dates | en | d:2024-01-09 | the lease was signed jan 9th 2024
absolute-dates | en | d:2026-06-18 | set up a call on 2026.06.18
absolute-dates | en | dt:2026-06-02T10:00 | schedule it for June 2 at 10 in the morning
absolute-dates | en | d:2026-11-03 | her birthday is november 3, remind me the day of
absolute-dates | en | d:2026-05-02 | I paid the deposit on the 2nd, did it clear?
absolute-dates | en | d:2026-03-14 | Originally posted 3/14/2026
absolute-dates | en | d:2026-06-09 | Meeting moved to 06/09
absolute-dates | en | d:2026-05-23 | the 23rd works for me
absolute-dates | en | dt:2026-06-16T16:00 | Time: Jun 16, 2026 10:00 AM Eastern Time (US and Canada)
absolute-dates | en | d:2026-10-07 | pick up the suit on Wednesday Oct. 7
absolute-dates | it | dt:2026-05-18T09:14 | Inviato: lunedì 18 maggio 2026 09:14
absolute-dates | it | dt:2026-03-03T10:00 | Il giorno mar 3 mar 2026 alle ore 10:00 Paolo Bianchi ha scritto:
absolute-dates | it | dt:2026-05-15T17:42 | Data: ven 15 mag 2026, 17:42
absolute-dates | it | d:2026-06-05 | ricordami di pagare l'affitto il 5/6
absolute-dates | it | d:2026-06-30 | scadenza 30/06/2026
absolute-dates | it | d:2026-06-12 | consegna prevista il 12.06.2026
absolute-dates | it | d:2026-06-03 | la visita è il 3 giugno
absolute-dates | it | dt:2026-06-10T15:00 | fissa la riunione per il 10 giugno alle 15
absolute-dates | it | d:2026-05-07 | ho pagato la bolletta il 7 maggio, trovami la ricevuta
absolute-dates | it | d:2026-07-01 | il contratto parte il primo luglio
absolute-dates | it | d:2026-08-02 | il 2 di agosto siamo al mare
absolute-dates | it | d:2026-09-11 | il volo è l'11/09
absolute-dates | it | d:2026-07-11 | sabato 11 luglio 2026 matrimonio di Giulia
absolute-dates | it | d:2026-05-28 | gio 28/5 cena dai suoceri
absolute-dates | it | d:2025-09-21 | le foto del 21 settembre 2025
absolute-dates | it | d:2026-06-23 | il ventitré giugno
absolute-dates | it | d:2026-06-15 | mi serve per il 15
absolute-dates | it | d:2026-07-14 | prenotazione confermata per il 2026-07-14
absolute-dates | it | d:2026-12-31 | il rinnovo scade il 31 dic
absolute-dates | it | d:2026-04-04 | la multa presa lo scorso 4 aprile
absolute-dates | it | d:2026-03-04 | il verbale del 4 marzo scorso
absolute-dates | it | d:2026-07-06 | arrivo il 6/7
absolute-dates | it | dt:2026-06-10T14:30 | Appuntamento: mer 10 giu 2026 ore 14:30
absolute-dates | it | d:1985-10-12 | data di nascita: 12/10/1985
absolute-dates | it | d:2026-09-01 | si ricomincia il 1° settembre
absolute-dates | it | d:2028-02-29 | il 29 febbraio 2028
absolute-dates | it | dt:2026-06-09T16:30 | dal dentista il 9 giugno alle 16:30
absolute-dates | it | d:2026-04-25 | ho fatto il bonifico il 25, è arrivato?
absolute-dates | it | d:2026-06-04 | giovedì 4 giugno sono a Bologna
absolute-dates | it | d:2026-11-13 | compleanno di Sara il 13 nov.
relative-days | en | d:2026-05-20 | Can you send it over by tomorrow?
relative-days | en | d:2026-05-20 | ok tmrw then
relative-days | en | d:2026-05-21 | the day after tomorrow I'm off, move my calls
relative-days | en | d:2026-05-18 | what did I get from Amazon yesterday
relative-days | en | d:2026-05-17 | find the photos from the day before yesterday
relative-days | en | dt:2026-05-19T16:30 | today at 4:30pm works
relative-days | en | p:2026-05-20T06:00..2026-05-20T12:00 | first thing tomorrow morning, call the plumber
relative-days | en | p:2026-05-18T12:00..2026-05-18T18:00 | send me the notes from yesterday afternoon's call
relative-days | en | dt:2026-05-19T21:00 | tonight around 9pm?
relative-days | en | dt:2026-05-20T12:00 | tomorrow @ noon
relative-days | en | d:2026-05-20 | I need it EOD tomorrow
relative-days | en | p:2026-05-18T18:00..2026-05-19T00:00 | who called me yesterday evening
relative-days | en | d:2026-05-20 | can we push it to 2moro?
relative-days | en | d:2026-05-19 | today's standup notes pls
relative-days | en | p:2026-05-18T18:00..2026-05-19T06:00 | the email I got last night from Priya
relative-days | en | dt:2026-05-20T14:30 | tomorrow afternoon at half past two
relative-days | en | dt:2026-05-21T08:00 | the day after tomorrow at 8 in the morning
relative-days | en | d:2026-05-19 | anything due today?
relative-days | it | d:2026-05-20 | ci vediamo domani
relative-days | it | d:2026-05-21 | dopodomani sono in ferie
relative-days | it | d:2026-05-18 | cosa mi ha scritto Luca ieri?
relative-days | it | d:2026-05-17 | le foto dell'altro ieri
relative-days | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio sono libero
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera usciamo?
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domani mattina presto chiama l'idraulico
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | chi mi ha chiamato ieri sera
relative-days | it | dt:2026-05-20T09:00 | domani alle 9
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina passo in banca
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | la mail arrivata stamattina
relative-days | it | dt:2026-05-19T17:00 | oggi alle 17 in sala riunioni
relative-days | it | dt:2026-05-20T21:00 | domani sera alle 21
relative-days | it | p:2026-05-21T12:00..2026-05-21T18:00 | dopodomani pomeriggio
relative-days | it | p:2026-05-18T12:00..2026-05-18T14:00 | lo scontrino di ieri a pranzo
relative-days | it | d:2026-05-19 | mandalo oggi stesso
relative-days | it | d:2026-05-20 | entro domani per favore
relative-days | it | d:2026-05-17 | ieri l'altro ho perso le chiavi
weekdays | en | d:2026-05-21 | How about Thursday?
weekdays | en | d:2026-05-29 | let's do next Friday instead
weekdays | en | d:2026-05-22 | is this Friday still on?
weekdays | en | d:2026-05-15 | the slides I sent last Friday
weekdays | en | d:2026-05-25 | put the budget review on Monday
weekdays | en | d:2026-05-18 | what did Bob send me on Monday?
weekdays | en | d:2026-05-26 | can we move it to Tues?
weekdays | en | dt:2026-05-20T15:00 | weds at 3pm ok?
weekdays | en | dt:2026-05-22T10:00 | Fri 10am dentist
weekdays | en | d:2026-05-24 | brunch this Sunday?
weekdays | en | p:2026-05-23T18:00..2026-05-24T06:00 | anything planned for Saturday night?
weekdays | en | d:2026-06-01 | let's say Monday week
weekdays | en | dt:2026-05-20T09:00 | remind me every Wednesday at 9am to submit timesheets
weekdays | en | d:2026-05-29 | the Friday after next
weekdays | en | d:2026-05-12 | the report from last Tuesday
weekdays | en | d:2026-05-17 | on Sunday I got a letter from the council, find the scan
weekdays | en | p:2026-05-20T06:00..2026-05-20T12:00 | Wednesday morning works for me
weekdays | en | dt:2026-05-21T14:00 | Thurs. @ 2pm
weekdays | en | d:2026-05-27 | sometime next Wednesday
weekdays | en | d:2026-05-25 | the coming Monday is fine
weekdays | en | p:2026-05-22T12:00..2026-05-22T18:00 | Friday afternoon, after lunch
weekdays | en | d:2026-05-16 | this past Saturday
weekdays | en | d:2026-05-25 | need the draft by Monday
weekdays | en | d:2026-05-25 | lunch w/ Sam mon
weekdays | en | dt:2026-05-21T19:30 | Thursday evening at 7:30
weekdays | it | d:2026-05-21 | facciamo giovedì?
weekdays | it | d:2026-05-29 | venerdì prossimo
weekdays | it | d:2026-05-22 | questo venerdì c'è il calcetto
weekdays | it | d:2026-05-15 | il file che ti ho mandato venerdì scorso
weekdays | it | d:2026-05-25 | metti la revisione del budget lunedì
weekdays | it | d:2026-05-18 | cosa mi ha mandato lunedì il commercialista?
weekdays | it | dt:2026-05-20T15:00 | mercoledì alle 15 va bene?
weekdays | it | dt:2026-05-22T10:00 | ven ore 10 dentista
weekdays | it | d:2026-05-24 | pranzo domenica dalla nonna
weekdays | it | p:2026-05-23T18:00..2026-05-24T00:00 | sabato sera pizza?
weekdays | it | d:2026-05-25 | lunedì della settimana prossima
weekdays | it | dt:2026-05-20T09:00 | ricordami ogni mercoledì alle 9 di mandare le ore
weekdays | it | d:2026-05-12 | il report di martedì scorso
weekdays | it | d:2026-05-17 | domenica ho ricevuto una raccomandata, trova la scansione
weekdays | it | p:2026-05-20T06:00..2026-05-20T12:00 | mercoledì mattina sono in ufficio
weekdays | it | dt:2026-05-28T14:00 | giovedì prossimo alle 14
weekdays | it | d:2026-05-30 | sabato 30 trasloco
weekdays | it | d:2026-05-25 | mi serve la bozza entro lunedì
weekdays | it | p:2026-05-22T12:00..2026-05-22T18:00 | venerdì pomeriggio dopo pranzo
weekdays | it | d:2026-05-25 | call con Marco lun
weekdays | it | dt:2026-05-21T19:30 | giovedì sera alle 19:30
weekdays | it | d:2026-05-24 | questa domenica c'è il mercatino
weekdays | it | d:2026-05-16 | la spesa di sabato scorso
weekdays | it | d:2026-05-27 | mercoledì della prossima settimana
weekdays | it | d:2026-05-26 | martedì vado a Torino
offsets | en | d:2026-05-22 | remind me in 3 days
offsets | en | d:2026-06-02 | follow up in two weeks
offsets | en | dt:2026-05-19T16:05 | ping me in 2 hours
offsets | en | dt:2026-05-19T14:50 | in 45 mins
offsets | en | d:2026-05-16 | the file I downloaded 3 days ago
offsets | en | d:2026-05-12 | a week ago today
offsets | en | d:2026-06-02 | two weeks from today
offsets | en | d:2026-05-28 | a week from Thursday
offsets | en | d:2026-05-29 | ten days from now
offsets | en | d:2026-06-19 | check back in a month
offsets | en | d:2025-11-19 | the bank statement from six months ago
offsets | en | d:2025-05-19 | what was I doing a year ago
offsets | en | dt:2026-05-19T14:35 | in half an hour
offsets | en | dt:2026-05-19T15:35 | in an hour and a half
offsets | en | d:2026-06-15 | 3 weeks from Monday
offsets | en | d:2026-06-28 | remind me 2 days before June 30
offsets | en | dt:2026-05-19T13:05 | the message that came in an hour ago
offsets | en | dt:2026-05-19T14:00 | he called 5 minutes ago
offsets | en | d:2026-06-02 | in a fortnight
offsets | en | d:2026-06-09 | in 3 wks
offsets | en | dt:2026-05-21T14:05 | 48 hours from now
offsets | en | d:2026-05-21 | in a couple of days
offsets | it | d:2026-05-22 | ricordamelo tra 3 giorni
offsets | it | d:2026-06-02 | risentiamoci fra due settimane
offsets | it | dt:2026-05-19T16:05 | avvisami tra 2 ore
offsets | it | dt:2026-05-19T14:50 | fra 45 minuti
offsets | it | d:2026-05-16 | il file che ho scaricato 3 giorni fa
offsets | it | d:2026-05-12 | una settimana fa
offsets | it | d:2026-05-29 | tra dieci giorni
offsets | it | d:2026-06-19 | ricontrolla fra un mese
offsets | it | d:2025-11-19 | l'estratto conto di sei mesi fa
offsets | it | d:2025-05-19 | cosa facevo un anno fa
offsets | it | dt:2026-05-19T14:35 | tra mezz'ora
offsets | it | dt:2026-05-19T15:35 | fra un'ora e mezza
offsets | it | dt:2026-05-19T13:05 | il messaggio arrivato un'ora fa
offsets | it | dt:2026-05-19T14:00 | ha chiamato 5 minuti fa
offsets | it | d:2026-06-03 | tra 15 giorni
offsets | it | d:2026-06-09 | fra 3 settimane
offsets | it | dt:2026-05-21T14:05 | fra 48 ore
offsets | it | d:2026-06-28 | due giorni prima del 30 giugno
offsets | it | d:2026-06-13 | tre giorni dopo il 10 giugno
offsets | it | d:2026-05-21 | fra un paio di giorni
offsets | it | dt:2026-05-19T14:20 | tra un quarto d'ora
offsets | it | d:2026-05-26 | tra una settimana
months-years | en | m:2026-06 | anything booked in June?
months-years | en | m:2026-06 | next month's rent
months-years | en | m:2026-04 | last month's invoices
months-years | en | y:2026 | total spending this year
months-years | en | y:2027 | renew it next year
months-years | en | m:2026-09 | the kids go back in Sept.
months-years | en | q:2026-Q3 | what's the forecast for Q3
months-years | en | q:2025-Q4 | pull the Q4 2025 numbers
months-years | en | p:2026-07-01T00:00..2026-07-02T00:00 | our H2 targets
months-years | en | y:2027 | we move in 2027
months-years | en | m:2027-01 | the course starts in January
months-years | en | m:2026-03 | the photos I took back in March
months-years | en | p:2024-06-01T00:00..2024-06-22T00:00 | pics from the summer of 2024
months-years | en | p:2026-09-01T00:00..2026-09-24T00:00 | this fall we repaint the house
months-years | en | m:2026-12 | Dec 2026 statement
months-years | en | y:2019 | it was late 2019, I think
months-years | en | y:1990 | photos from the '90s
months-years | en | m:2027-04 | next April
months-years | en | m:2026-07 | the month after next
months-years | en | m:2026-10 | Oct '26 newsletter
months-years | en | q:2026-Q2 | sales this quarter
months-years | en | q:2026-Q1 | last quarter's board deck
months-years | en | q:2027-Q1 | the first quarter of next year
months-years | en | y:2025 | everything I filed last year
months-years | it | m:2026-06 | cosa ho in agenda a giugno?
months-years | it | m:2026-06 | l'affitto del mese prossimo
months-years | it | m:2026-04 | le fatture del mese scorso
months-years | it | y:2026 | quanto ho speso quest'anno
months-years | it | y:2027 | lo rinnoviamo l'anno prossimo
months-years | it | m:2026-09 | la scuola riapre a sett.
months-years | it | q:2026-Q3 | le previsioni per il terzo trimestre
months-years | it | q:2025-Q4 | i numeri del Q4 2025
months-years | it | y:2027 | ci trasferiamo nel 2027
months-years | it | m:2027-01 | il corso inizia a gennaio
months-years | it | m:2026-03 | le foto che ho fatto a marzo
months-years | it | p:2024-06-01T00:00..2024-06-22T00:00 | le foto dell'estate 2024
months-years | it | p:2026-09-01T00:00..2026-09-24T00:00 | quest'autunno ridipingiamo casa
months-years | it | m:2026-12 | estratto conto dicembre 2026
months-years | it | y:2019 | era fine 2019, credo
months-years | it | y:1980 | le foto degli anni '80
months-years | it | m:2027-04 | ad aprile dell'anno prossimo
months-years | it | q:2026-Q2 | le vendite di questo trimestre
months-years | it | q:2026-Q1 | le slide dello scorso trimestre
months-years | it | q:2027-Q1 | il primo trimestre dell'anno prossimo
months-years | it | m:2026-10 | la newsletter di ott. 2026
months-years | it | y:2025 | tutto quello che ho archiviato l'anno scorso
months-years | it | p:2026-07-01T00:00..2026-07-02T00:00 | gli obiettivi del secondo semestre
months-years | it | m:2026-07 | luglio '26
months-years | it | y:2027 | a metà 2027
times-of-day | en | t:15:30 | at half past 3 in the afternoon
times-of-day | en | t:12:00 | let's meet at noon
times-of-day | en | t:00:00 | the server restarts at midnight
times-of-day | en | t:06:45 | wake me at quarter to seven
times-of-day | en | t:15:30 | the train leaves at 15h30
times-of-day | en | dt:2026-05-19T17:00 | call me 5ish this afternoon
times-of-day | en | t:07:45 | alarm at 7:45 a.m.
times-of-day | en | t:19:00 | doors open at 19:00
times-of-day | en | t:20:00 | the show starts at 8 pm
times-of-day | en | t:18:30 | webinar at 6:30pm CEST
times-of-day | en | dt:2026-05-20T21:00 | call the NY office tomorrow at 3pm ET
times-of-day | en | dt:2026-05-21T19:00 | 10am PT on Thursday works for the Seattle team
times-of-day | en | dt:2026-05-20T10:30 | 9:30 London time tomorrow
times-of-day | en | t:13:00 | briefing at 1300 hrs
times-of-day | en | t:11:10 | the bus comes at ten past eleven in the morning
times-of-day | en | t:16:00 | at 4 o'clock in the afternoon
times-of-day | en | t:09:00 | standup at 9 sharp
times-of-day | en | t:20:00 | dinner at 8
times-of-day | en | t:13:00 | lunch at 1?
times-of-day | en | t:12:30 | at 12:30pm
times-of-day | en | t:00:00 | the sale ends at 12am
times-of-day | en | t:07:15 | pick me up at 7.15 in the morning
times-of-day | en | t:06:00 | set an alarm for 6am
times-of-day | en | t:09:15 | at a quarter past nine
times-of-day | en | t:11:00 | around 11ish in the morning
times-of-day | en | dt:2026-05-19T14:45 | at 2:45 this afternoon
times-of-day | en | dt:2026-05-19T17:00 | at 5 this evening
times-of-day | en | dt:2026-05-20T21:00 | at 9 tomorrow night
times-of-day | en | dt:2026-05-19T19:30 | meet at half seven tonight
times-of-day | en | t:08:00 | muster at 0800
times-of-day | en | t:17:30 | the form has to be in by 5:30 pm
times-of-day | en | t:18:00 | any time after 6pm
times-of-day | it | t:15:00 | alle 3 del pomeriggio
times-of-day | it | t:12:00 | ci vediamo a mezzogiorno
times-of-day | it | t:00:00 | il server si riavvia a mezzanotte
times-of-day | it | t:15:30 | il treno parte alle 15.30
times-of-day | it | t:09:15 | alle nove e un quarto
times-of-day | it | t:07:45 | sveglia alle 8 meno un quarto
times-of-day | it | t:19:00 | apertura porte alle 19
times-of-day | it | t:20:00 | alle 8 di sera
times-of-day | it | t:18:30 | webinar alle 18:30 ora italiana
times-of-day | it | dt:2026-05-20T21:00 | domani alle 15 ora di New York
times-of-day | it | dt:2026-05-21T11:00 | giovedì alle 10 ora di Londra
times-of-day | it | t:05:30 | verso le cinque e mezza di mattina
times-of-day | it | t:15:20 | alle tre e venti del pomeriggio
times-of-day | it | t:14:00 | riunione h 14
times-of-day | it | t:21:00 | ore 21 al cinema
times-of-day | it | p:2026-05-20T12:00..2026-05-20T14:00 | ci sentiamo domani a pranzo
times-of-day | it | t:20:30 | prenota per cena alle 20:30
times-of-day | it | t:06:00 | sveglia alle 6
times-of-day | it | t:07:10 | alle 7 e 10
times-of-day | it | t:11:00 | verso le 11 di mattina
times-of-day | it | dt:2026-05-19T14:40 | alle due e quaranta oggi pomeriggio
times-of-day | it | dt:2026-05-19T19:00 | alle 7 stasera
times-of-day | it | dt:2026-05-20T21:00 | alle 9 domani sera
times-of-day | it | t:00:30 | alle 0:30
times-of-day | it | t:17:30 | il modulo va consegnato entro le 17:30
times-of-day | it | t:18:00 | quando vuoi dopo le 18
times-of-day | it | t:12:45 | alle 12 e 45
times-of-day | it | t:13:00 | pranzo all'una
times-of-day | it | t:08:00 | alle ore 8.00
times-of-day | it | t:04:00 | alle 4 di notte
times-of-day | it | t:22:00 | chiusura votazioni alle 22 CEST
windows | en | r:2026-06-04T14:00..2026-06-04T15:00 | When: Thursday, June 4, 2026 2:00 PM-3:00 PM (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna
windows | en | r:2026-06-13T19:00..2026-06-13T22:00 | Sat, Jun 13 · 7:00 – 10:00pm
windows | en | r:2026-05-20T15:00..2026-05-20T17:00 | block my calendar from 3 to 5pm tomorrow
windows | en | r:2026-05-22T10:00..2026-05-22T11:00 | between 10 and 11am on Friday
windows | en | w:2026-06-01 | the first week of next month
windows | en | p:2026-05-16T00:00..2026-05-17T00:01 | show me emails from the past 3 days
windows | en | p:2026-05-12T00:00..2026-05-13T00:01 | files modified in the last 7 days
windows | en | w:2026-05-25 | anything next week?
windows | en | w:2026-05-11 | what did I spend last week
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | plans this weekend?
windows | en | r:2026-06-08..2026-06-12 | out of office June 8-12
windows | en | r:2026-07-20..2026-08-02 | on leave from July 20 through Aug 2
windows | en | w:2026-06-15 | the week of June 15
windows | en | p:2026-06-10T00:00..2026-06-21T00:00 | sometime mid-June
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | early next month
windows | en | d:2026-05-31 | I need the figures by end of month
windows | en | d:2026-12-31 | finish the migration by the end of the year
windows | en | p:2026-05-01T00:00..2026-05-02T00:00 | all charges since May 1
windows | en | p:2026-05-19T00:00..2026-05-20T00:00 | my schedule over the next 2 weeks
windows | en | r:2026-08-18..2026-08-31 | the last two weeks of August
windows | en | r:2026-05-26..2026-05-28 | Tuesday through Thursday next week
windows | en | r:2026-05-26..2026-05-29 | hotel May 26–29
windows | en | r:2026-06-01..2026-06-05 | sometime between June 1st and June 5th
windows | en | r:2026-05-20T12:00..2026-05-20T14:00 | hold noon to 2 tomorrow
windows | en | r:2026-06-16T16:00..2026-06-16T17:30 | 10:00-11:30 AM EDT on June 16
windows | en | r:2026-05-22T09:00..2026-05-22T17:00 | Fri 9am–5pm
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | revenue year to date
windows | en | p:2026-05-18T00:00..2026-05-19T00:00 | the invoice that came earlier this week
windows | en | r:2026-08-03..2026-08-07 | Aug 3rd to the 7th
windows | en | p:2026-06-06T00:00..2026-06-08T00:00 | the weekend of the 6th
windows | en | d:2026-05-22 | I'm out until Friday
windows | en | r:2026-09-14..2026-09-18 | training 9/14–9/18
windows | en | p:2026-05-19T06:00..2026-05-19T12:00 | the call this morning
windows | en | p:2026-05-18T00:00..2026-05-18T14:06 | messages in the past 24 hours
windows | it | r:2026-03-04T15:00..2026-03-04T16:00 | Mer 4 mar 2026, 15:00-16:00
windows | it | r:2026-06-04T14:00..2026-06-04T15:00 | Quando: giovedì 4 giugno 2026 14:00-15:00 (UTC+01:00) Amsterdam, Berlino, Berna, Roma, Stoccolma, Vienna
windows | it | r:2026-08-03..2026-08-07 | ferie dal 3 al 7 agosto
windows | it | r:2026-05-20T15:00..2026-05-20T17:00 | bloccami l'agenda dalle 15 alle 17 domani
windows | it | r:2026-05-22T10:00..2026-05-22T11:00 | tra le 10 e le 11 di venerdì
windows | it | w:2026-06-01 | la prima settimana del mese prossimo
windows | it | d:2026-05-31 | mi serve entro fine mese
windows | it | p:2026-05-16T00:00..2026-05-17T00:01 | le mail degli ultimi 3 giorni
windows | it | r:2026-07-16..2026-07-31 | la seconda metà di luglio
windows | it | w:2026-05-25 | cosa c'è la settimana prossima?
windows | it | w:2026-05-11 | quanto ho speso la settimana scorsa
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | programmi per questo weekend?
windows | it | r:2026-06-08..2026-06-12 | fuori ufficio dall'8 al 12 giugno
windows | it | r:2026-07-20..2026-08-02 | in congedo dal 20 luglio al 2 agosto
windows | it | w:2026-06-15 | la settimana del 15 giugno
windows | it | p:2026-06-10T00:00..2026-06-21T00:00 | a metà giugno
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | ai primi di giugno
windows | it | d:2026-12-31 | chiudere la migrazione entro fine anno
windows | it | p:2026-05-01T00:00..2026-05-02T00:00 | tutti gli addebiti dal primo maggio
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | i miei impegni nelle prossime due settimane
windows | it | r:2026-08-18..2026-08-31 | le ultime due settimane di agosto
windows | it | r:2026-05-26..2026-05-28 | da martedì a giovedì della settimana prossima
windows | it | r:2026-05-26..2026-05-29 | albergo dal 26 al 29 maggio
windows | it | r:2026-05-20T12:00..2026-05-20T14:00 | tienimi libero dalle 12 alle 14 domani
windows | it | r:2026-05-22T09:00..2026-05-22T17:00 | ven dalle 9 alle 17
windows | it | p:2026-01-01T00:00..2026-01-02T00:00 | il fatturato da inizio anno
windows | it | p:2026-05-18T00:00..2026-05-19T00:00 | la fattura arrivata all'inizio di questa settimana
windows | it | w:2026-05-18 | te lo mando in settimana
windows | it | r:2027-04-03..2027-04-07 | prenota l'albergo dal 3 al 7 aprile
windows | it | d:2026-05-22 | sono fuori fino a venerdì
windows | it | r:2026-09-14..2026-09-18 | corso dal 14/9 al 18/9
windows | it | p:2026-05-18T00:00..2026-05-18T14:06 | i messaggi delle ultime 24 ore
windows | it | r:2026-05-19T09:00..2026-05-19T10:00 | la call di stamattina tra le 9 e le 10
windows | it | p:2026-06-06T00:00..2026-06-08T00:00 | il weekend del 6 giugno
holidays | en | d:2026-05-25 | are the banks open on Memorial Day?
holidays | en | d:2026-07-04 | what are we doing for the 4th of July?
holidays | en | p:2026-09-05T00:00..2026-09-08T00:00 | Labor Day weekend at the lake
holidays | en | d:2026-11-26 | book flights home for Thanksgiving
holidays | en | d:2026-11-27 | the day after Thanksgiving
holidays | en | d:2025-11-28 | what did I buy on Black Friday?
holidays | en | d:2026-12-24 | Christmas Eve dinner at Mom's
holidays | en | d:2026-12-31 | New Year's Eve party
holidays | en | d:2027-01-01 | New Year's Day brunch
holidays | en | d:2026-10-31 | costume for Halloween
holidays | en | d:2026-12-26 | the Boxing Day sales
holidays | en | d:2026-08-31 | the August bank holiday
holidays | en | d:2026-05-25 | the late May bank holiday
holidays | en | d:2026-11-05 | fireworks on Bonfire Night
holidays | en | d:2026-11-30 | is the Edinburgh office shut on St Andrew's Day?
holidays | en | d:2027-01-18 | MLK Day
holidays | en | d:2027-02-15 | Presidents' Day
holidays | en | d:2026-06-19 | is Juneteenth a day off this year?
holidays | en | d:2026-06-21 | gift for Dad for Father's Day
holidays | en | d:2026-10-12 | Columbus Day
holidays | en | d:2026-11-11 | Veterans Day parade
holidays | en | d:2026-11-03 | remind me to vote on Election Day
holidays | en | d:2027-04-19 | Patriots' Day in Boston
holidays | en | d:2027-03-26 | Good Friday
holidays | en | d:2027-03-29 | Easter Monday
holidays | en | d:2027-02-09 | Mardi Gras in New Orleans
holidays | en | d:2027-03-17 | St. Patrick's Day
holidays | en | dt:2026-11-26T16:00 | Thanksgiving at 4pm
holidays | it | d:2026-12-25 | cosa regaliamo a Natale alla zia?
holidays | it | d:2026-12-24 | la cena della vigilia di Natale
holidays | it | d:2027-01-01 | pranzo di Capodanno dai miei
holidays | it | d:2026-12-31 | la festa di San Silvestro
holidays | it | d:2026-08-15 | a Ferragosto siamo in montagna
holidays | it | d:2026-06-02 | la Festa della Repubblica
holidays | it | d:2026-11-01 | a Ognissanti andiamo dai nonni
holidays | it | d:2026-12-08 | all'Immacolata facciamo l'albero
holidays | it | d:2026-12-26 | il pranzo di Santo Stefano
holidays | it | d:2027-01-06 | la calza della Befana
holidays | it | d:2027-03-28 | dove andiamo a Pasqua?
holidays | it | d:2026-04-05 | mandami le foto che ho scattato a Pasqua
holidays | it | d:2027-03-29 | la gita di Pasquetta
holidays | it | d:2027-04-25 | il corteo per la festa della Liberazione
holidays | it | d:2026-12-07 | a Milano per Sant'Ambrogio gli uffici sono chiusi
holidays | it | d:2026-06-24 | a Firenze a San Giovanni è festa
holidays | it | d:2026-09-19 | la festa di San Gennaro
holidays | it | d:2026-06-29 | a Roma per Santi Pietro e Paolo
holidays | it | d:2027-02-09 | la sfilata di martedì grasso
holidays | it | d:2026-05-10 | cosa ho regalato alla mamma per la festa della mamma?
holidays | it | d:2027-03-19 | il regalo per la festa del papà
holidays | it | d:2027-02-14 | una cena per San Valentino
holidays | it | d:2026-05-24 | ci vediamo a Pentecoste
holidays | it | p:2026-05-30T00:00..2026-06-02T00:00 | il ponte del 2 giugno
holidays | it | d:2026-12-13 | Santa Lucia porta i regali
holidays | it | d:2027-02-05 | la festa di Sant'Agata a Catania
durations | en | dur:PT1H30M | block out an hour and a half
durations | en | dur:PT45M | a 45-minute call
durations | en | dur:PT20M | set a timer for 20 mins
durations | en | dur:P14D | I'll be gone for 2 weeks
durations | en | dur:P3D | book 3 nights at the Marriott
durations | en | dur:PT2H | a two-hour block for deep work
durations | en | dur:PT30M | I only need half an hour
durations | en | dur:PT90M | 90 min session
durations | en | dur:P6M | a 6-month contract
durations | en | dur:P3D | rent the car for 3 days
durations | en | dur:PT1H15M | the movie is 1h15
durations | en | dur:PT15M | give me a quarter of an hour
durations | en | dur:PT10S | a 10 second delay
durations | en | dur:P1Y | a year-long subscription
durations | en | dur:PT2H30M | the flight is 2.5 hours
durations | en | dur:PT2H | it'll take a couple of hours
durations | en | dur:P1DT12H | a day and a half
durations | en | dur:PT3H20M | 3 hrs 20 min
durations | it | dur:PT1H30M | blocca un'ora e mezza
durations | it | dur:PT45M | una call di 45 minuti
durations | it | dur:PT20M | un timer di 20 min
durations | it | dur:P14D | starò via per due settimane
durations | it | dur:P3D | prenota tre notti all'hotel Savoia
durations | it | dur:PT30M | mi basta mezz'ora
durations | it | dur:PT90M | sessione da 90 minuti
durations | it | dur:P6M | un contratto di 6 mesi
durations | it | dur:P3D | noleggia l'auto per 3 giorni
durations | it | dur:PT1H15M | il film dura 1h15
durations | it | dur:PT15M | dammi un quarto d'ora
durations | it | dur:PT10S | un ritardo di 10 secondi
durations | it | dur:P1Y | un abbonamento annuale
durations | it | dur:PT2H30M | il volo dura due ore e mezza
durations | it | dur:PT2H | ci vorrà un paio d'ore
durations | it | dur:P1DT12H | un giorno e mezzo
durations | it | dur:PT3H20M | 3 ore e 20 minuti
durations | it | dur:P30Y | un mutuo trentennale
durations | it | dur:P7D | sarò via una settimana
numbers | en | n:4 | table for 4
numbers | en | n:2 | book 2 rooms
numbers | en | n:12 | order a dozen bagels
numbers | en | nr:50..100 | files between 50 and 100 MB
numbers | en | n:3 | remind me three times
numbers | en | nr:10..20 | attachments from 10 to 20 MB
numbers | en | n:25 | we'll be twenty-five people
numbers | en | n:2 | get a couple of tickets
numbers | en | n:1500 | send 1,500 copies to the printer
numbers | en | nr:3..5 | a table for 3 to 5 people
numbers | en | n:15 | print fifteen copies
numbers | en | n:6 | a party of six
numbers | it | n:4 | un tavolo per 4
numbers | it | n:2 | prenota 2 camere
numbers | it | n:12 | una dozzina di uova
numbers | it | nr:50..100 | i file tra 50 e 100 MB
numbers | it | n:3 | ricordamelo tre volte
numbers | it | nr:10..20 | gli allegati da 10 a 20 MB
numbers | it | n:25 | saremo in venticinque
numbers | it | n:2 | prendi un paio di biglietti
numbers | it | n:1500 | manda 1.500 copie in tipografia
numbers | it | nr:3..5 | un tavolo per 3-5 persone
numbers | it | n:15 | stampa quindici copie
numbers | it | n:100 | un centinaio di inviti
numbers | it | n:6 | siamo in sei
no-date | en | none | Forward the Q&A doc to Jan and April
no-date | en | none | play Manic Monday by the Bangles
no-date | en | none | Order the iPhone 17 Pro in blue
no-date | en | none | our address is 1200 Fifth Avenue, Apt 4B
no-date | en | none | final score was 3-2 after extra time
no-date | en | none | the price is $12.99 plus tax
no-date | en | none | update to version 2.10.3
no-date | en | none | ask May Chen for the slides
no-date | en | none | call Mr. Sunday about the roof
no-date | en | none | add Tuesdays with Morrie to my reading list
no-date | en | none | the model number is HX-2026-05
no-date | en | none | room 1215 on the 12th floor
no-date | en | none | reply to the thread "10 things I hate about Excel"
no-date | en | none | Flight AZ 610, gate B12
no-date | en | none | find Invoice #2026-0519
no-date | en | none | turn the thermostat to 21
no-date | en | none | read chapter 11 of One Day
no-date | en | none | watch 500 Days of Summer
no-date | en | none | email summer.lee@acme.com the contract
no-date | en | none | buy 3 packs of AA batteries
no-date | en | none | What's the address of the Friday Harbor ferry terminal?
no-date | en | none | dial extension 2145
no-date | en | none | send the Black Mirror episode list to Dawn
no-date | en | none | the kids are 5 and 7
no-date | en | none | Reply to June's email about the catering
no-date | en | none | PO Box 1231, Austin TX 78701
no-date | en | none | The 1975 are playing at the O2, get tickets
no-date | en | none | Mark the PR as ready for review
no-date | en | none | rename the file Q3_final_v2.docx
no-date | en | none | pay the $1,031.26 balance on the Visa
no-date | en | none | add Eleven Madison Park to my restaurants list
no-date | en | none | the 7-Eleven on Route 66
no-date | it | none | metti 4 marzo 1943 di Lucio Dalla
no-date | it | none | manda la bozza a Gennaro Aprile
no-date | it | none | il mio indirizzo è Via XXIV Maggio 12, Roma
no-date | it | none | Piazza Cinque Giornate 3, Milano
no-date | it | none | la partita è finita 2-1
no-date | it | none | costa 19,99 euro
no-date | it | none | aggiorna alla versione 3.12.1
no-date | it | none | chiama la dottoressa Domenica Russo
no-date | it | none | aggiungi Il sabato del villaggio alla lista delle poesie
no-date | it | none | il codice articolo è AB-2026-05
no-date | it | none | stanza 12, terzo piano
no-date | it | none | il Frecciarossa 9519 è in ritardo?
no-date | it | none | cerca la fattura n. 2026/0519
no-date | it | none | metti il termostato a 21 gradi
no-date | it | none | guarda Sette anni in Tibet
no-date | it | none | ordina la Fiat 500 grigia
no-date | it | none | scrivi a Pasquale per le chiavi
no-date | it | none | ho 3 figli di 5, 7 e 10 anni
no-date | it | none | alza il volume a 11
no-date | it | none | CAP 20121 Milano
no-date | it | none | compra un cavo da 2 metri
no-date | it | none | leggi il capitolo 11 dei Promessi sposi
no-date | it | none | apri il file budget_Q3_def.xlsx
no-date | it | none | cerca Le notti di Cabiria
no-date | it | none | la Juve ha vinto 3 a 0
no-date | it | none | saluta Marzia da parte mia
no-date | it | none | come si compila il modello 730?
no-date | it | none | compra la Settimana Enigmistica in edicola
no-date | it | none | telefona al 347 1234567
no-date | it | none | cerca Novecento di Baricco
no-date | it | none | rispondi al ticket #1804
no-date | it | none | il Milan gioca a San Siro
`;
