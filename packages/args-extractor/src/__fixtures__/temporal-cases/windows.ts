/**
 * Windows and ranges: rolling past and future windows, calendar weeks, weekends, "since"/"until", and explicit
 * ranges with both ends. Now: Tuesday 19 May 2026, 14:05, Europe/Rome; weeks start on Monday.
 * `r:A..B` with dates: both ends at day grain, B inclusive. `r:` with date-times: both ends to the minute.
 * `w:` a calendar week (any day of it; the reading's start must fall in that week). `p:` the start falls inside.
 */
export const windows = `
it | r:2026-05-12..2026-05-19 | trova i pdf modificati negli ultimi 7 giorni
it | r:2026-05-18T14:05..2026-05-19T14:05 | le mail delle ultime 24 ore
it | w:2026-05-11 | le foto della settimana scorsa
it | w:2026-05-11 | le spese della scorsa settimana
it | w:2026-05-18 | gli appuntamenti di questa settimana
it | w:2026-05-25 | la settimana prossima vado a Parigi
it | w:2026-05-25 | cosa ho in agenda la prossima settimana?
it | r:2026-05-17..2026-05-19 | i file dei 2 giorni passati
it | r:2026-05-05..2026-05-19 | le mail delle 2 ultime settimane
it | r:2026-05-19..2026-05-22 | che tempo farà nei prossimi 3 giorni?
it | r:2026-05-19..2026-05-26 | gli impegni dei prossimi sette giorni
it | r:2026-07-13..2026-07-15 | prenota l'hotel dal 13 al 15 luglio
it | r:2026-07-13..2026-07-15 | sarò via tra il 13 e il 15 luglio
it | r:2026-03-03..2026-05-19 | le spese dal 3 marzo a oggi
it | r:2026-03-03..2026-05-19 | i documenti modificati dal 3 marzo
it | r:2026-06-01..2026-06-07 | ferie dal 1 al 7 giugno
it | r:2026-05-25..2026-05-29 | da lunedì a venerdì prossimi lavoro da casa
it | r:2026-05-19T09:00..2026-05-19T11:00 | oggi dalle 9 alle 11 ho lezione
it | r:2026-05-20T14:00..2026-05-20T16:00 | domani dalle 14 alle 16 blocca il calendario
it | p:2026-05-23T00:00..2026-05-25T00:00 | questo fine settimana andiamo al mare
it | p:2026-05-23T00:00..2026-05-25T00:00 | cosa facciamo nel weekend?
it | p:2026-05-16T00:00..2026-05-18T00:00 | le foto dello scorso weekend
it | p:2026-05-30T00:00..2026-06-01T00:00 | il prossimo fine settimana
it | r:2026-04-19..2026-05-19 | le transazioni dell'ultimo mese
it | r:2026-02-19..2026-05-19 | gli ultimi tre mesi di estratti conto
it | r:2025-05-19..2026-05-19 | le foto dell'ultimo anno
it | r:2026-05-19T13:05..2026-05-19T14:05 | i messaggi dell'ultima ora
it | r:2026-05-19T13:35..2026-05-19T14:05 | gli ultimi 30 minuti di log
it | r:2026-05-19..2026-05-22 | fino a venerdì sono fuori ufficio
it | r:2026-05-19..2026-05-31 | da oggi fino alla fine del mese
it | r:2026-05-19..2026-06-18 | nei prossimi 30 giorni
it | r:2026-06-15..2026-06-30 | dal 15 al 30 giugno
it | r:2026-08-10..2026-08-20 | dal 10 agosto al 20 agosto
it | r:2026-05-18..2026-05-19 | da ieri a oggi
it | r:2026-05-19T14:05..2026-05-19T16:05 | nelle prossime due ore
it | r:2026-05-10..2026-05-19 | le mail degli ultimi nove giorni
it | r:2026-05-12..2026-05-19 | nell'ultima settimana
it | w:2026-05-18 | in settimana
it | r:2026-01-01..2026-05-19 | da inizio anno a oggi
it | r:2026-05-01..2026-05-19 | da inizio mese
it | r:2026-05-05..2026-05-19 | i commit delle ultime due settimane
it | r:2026-05-12..2026-05-19 | gli ultimi sette giorni
it | r:2026-05-14..2026-05-19 | le ultime cinque giornate
it | r:2026-09-01..2026-09-30 | dal primo al 30 settembre
it | r:2026-12-24..2027-01-06 | le vacanze dal 24 dicembre al 6 gennaio
it | r:2026-05-20..2026-05-22 | da domani a venerdì
it | r:2026-05-19T18:00..2026-05-19T20:00 | tra le 18 e le 20 passa il corriere
it | r:2026-05-11..2026-05-17 | la settimana scorsa da lunedì a domenica
it | r:2026-06-01..2026-06-30 | tutto il mese di giugno
it | r:2026-05-19..2026-06-02 | le prossime due settimane
it | w:2026-06-01 | tra due settimane, cioè la settimana del primo giugno
en | r:2026-05-12..2026-05-19 | find the pdfs modified in the last 7 days
en | r:2026-05-18T14:05..2026-05-19T14:05 | emails from the last 24 hours
en | w:2026-05-11 | photos from last week
en | w:2026-05-18 | appointments this week
en | w:2026-05-25 | next week I go to Paris
en | w:2026-05-25 | what's on my calendar for the upcoming week?
en | r:2026-05-17..2026-05-19 | files from the past 2 days
en | r:2026-05-05..2026-05-19 | mails from the past two weeks
en | r:2026-05-19..2026-05-22 | what's the weather in the next 3 days?
en | r:2026-05-19..2026-05-26 | my commitments for the next seven days
en | r:2026-07-13..2026-07-15 | book the hotel for July 13-15
en | r:2026-07-13..2026-07-15 | I'll be away between July 13 and 15
en | r:2026-03-03..2026-05-19 | expenses since 3 March
en | r:2026-03-03..2026-05-19 | documents modified since March 3rd
en | r:2026-06-01..2026-06-07 | holiday from June 1 to June 7
en | r:2026-05-25..2026-05-29 | working from home Monday to Friday next week
en | r:2026-05-19T09:00..2026-05-19T11:00 | today from 9 to 11 I have class
en | r:2026-05-20T14:00..2026-05-20T16:00 | block my calendar tomorrow from 2pm to 4pm
en | p:2026-05-23T00:00..2026-05-25T00:00 | this weekend we go to the beach
en | p:2026-05-23T00:00..2026-05-25T00:00 | what are we doing on the weekend?
en | p:2026-05-16T00:00..2026-05-18T00:00 | photos from last weekend
en | p:2026-05-30T00:00..2026-06-01T00:00 | next weekend
en | r:2026-04-19..2026-05-19 | transactions from the past month
en | r:2026-02-19..2026-05-19 | the last three months of statements
en | r:2025-05-19..2026-05-19 | photos from the past year
en | r:2026-05-19T13:05..2026-05-19T14:05 | messages from the last hour
en | r:2026-05-19T13:35..2026-05-19T14:05 | the last 30 minutes of logs
en | r:2026-05-19..2026-05-22 | I'm out of office until Friday
en | r:2026-05-19..2026-05-31 | from today until the end of the month
en | r:2026-05-19..2026-06-18 | in the next 30 days
en | r:2026-06-15..2026-06-30 | from June 15 to 30
en | r:2026-08-10..2026-08-20 | from August 10 through August 20
en | r:2026-05-18..2026-05-19 | from yesterday to today
en | r:2026-05-19T14:05..2026-05-19T16:05 | over the next two hours
en | r:2026-05-10..2026-05-19 | emails from the last nine days
en | r:2026-05-12..2026-05-19 | in the past week
en | r:2026-01-01..2026-05-19 | year to date
en | r:2026-05-01..2026-05-19 | since the beginning of the month
en | r:2026-05-05..2026-05-19 | commits from the last two weeks
en | r:2026-05-12..2026-05-19 | the past seven days
en | r:2026-09-01..2026-09-30 | September 1st to 30th
en | r:2026-12-24..2027-01-06 | the holidays from December 24 to January 6
en | r:2026-05-20..2026-05-22 | from tomorrow till Friday
en | r:2026-05-19T18:00..2026-05-19T20:00 | the courier comes between 6 and 8 pm
en | r:2026-06-01..2026-06-30 | the whole month of June
en | r:2026-05-19..2026-06-02 | the next two weeks
en | r:2026-05-18..2026-05-19 | since yesterday
en | r:2026-05-18..2026-05-19 | since Monday
en | w:2026-05-25 | the week after this one
en | r:2026-05-21..2026-05-23 | Thursday through Saturday
en | r:2026-05-19T14:05..2026-05-19T14:35 | within the next 30 minutes
en | r:2027-04-01..2027-04-15 | block the first half of April for the audit
en | r:2026-06-16..2026-06-30 | I'm travelling the second half of June
en | r:2026-05-25..2026-05-29 | the help desk is open Mon-Fri
en | r:2026-05-26..2026-05-28 | book the room Tue-Thu
en | r:2026-11-26..2026-11-29 | flights home for Thanksgiving weekend
en | r:2026-06-21..2026-06-30 | I'm on leave the last 10 days of June
en | r:2026-07-01..2026-07-14 | book the cottage for the first two weeks of July
en | r:2026-05-20T12:00..2026-05-20T15:00 | the office is closed from noon to 3 tomorrow
en | r:2026-06-01..2026-06-10 | the parts arrive early next month
`;
