/**
 * Times of day, alone or with a day, parts of the day and "now". Now: Tuesday 19 May 2026, 14:05, Europe/Rome.
 * `t:` cases fill a time field (HH:mm); `dt:` cases fill a date-time field: a time without a day is the next such
 * time for a plan and the last one for what already happened. `p:` cases are parts of the day: the reading's start
 * must fall inside the part.
 */
export const timesOfDay = `
it | t:15:30 | ricordami alle 15:30 di chiamare il dentista
it | t:07:30 | sveglia alle 7:30
it | t:06:00 | metti la sveglia alle 6
it | t:18:00 | alle 18 vado in palestra, ricordamelo
it | t:21:15 | alle 21.15 inizia il film
it | t:09:30 | la riunione è alle nove e mezza
it | t:08:15 | alle 8 e un quarto passa il bus
it | t:12:00 | a mezzogiorno pranzo con Anna
it | t:00:00 | a mezzanotte spegni le luci
it | t:16:45 | alle cinque meno un quarto del pomeriggio
it | t:15:00 | alle 3 del pomeriggio ho il dentista
it | t:22:00 | alle 10 di sera chiudi il cancello
it | t:07:00 | sveglia alle sette
it | t:19:45 | ore 19:45 cena
it | t:13:20 | alle 13 e 20 parte il treno
it | t:08:00 | alle otto di mattina
it | dt:2026-05-20T09:00 | domani alle 9 ho la riunione
it | dt:2026-05-19T15:30 | ricordami alle 15:30 di chiamare il dentista
it | dt:2026-05-20T07:30 | domattina alle 7:30 passa il tecnico
it | dt:2026-05-22T20:00 | venerdì alle 20 cena da Luca
it | dt:2026-05-25T10:00 | lunedì prossimo alle 10 colloquio
it | dt:2026-05-18T21:00 | cosa ho guardato ieri alle 21?
it | dt:2026-05-19T18:00 | alle 18 di oggi scade l'asta
it | dt:2026-05-19T20:00 | ricordami alle 20 di prendere la medicina
it | dt:2026-06-03T15:00 | il 3 giugno alle 15 c'è la consegna
it | dt:2026-05-21T12:30 | dopodomani alle 12:30 pranzo con il capo
it | dt:2026-05-19T14:05 | adesso
it | dt:2026-05-19T14:05 | manda il messaggio ora
it | dt:2026-05-19T14:05 | subito, in questo momento
it | dt:2026-05-20T12:00 | domani a mezzogiorno
it | dt:2026-05-24T17:30 | domenica alle 17:30 partita
it | dt:2026-05-19T19:00 | stasera alle 7 cena
it | dt:2026-05-20T06:45 | domani mattina alle 6:45 sveglia
it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera esco con gli amici, ricordamelo
it | p:2026-05-20T04:00..2026-05-20T12:00 | domani mattina chiama l'idraulico
it | p:2026-05-20T12:00..2026-05-20T19:00 | domani pomeriggio ho il dentista
it | p:2026-05-18T18:00..2026-05-19T06:00 | ieri sera ho visto un film, come si chiamava?
it | p:2026-05-22T18:00..2026-05-23T00:00 | venerdì sera pizza, segnalo
it | p:2026-05-19T12:00..2026-05-19T19:00 | oggi pomeriggio vado in banca
it | p:2026-05-19T04:00..2026-05-19T12:00 | le mail di stamattina
it | p:2026-05-23T04:00..2026-05-23T12:00 | sabato mattina porto la macchina a lavare
it | p:2026-05-19T18:00..2026-05-20T06:00 | stanotte nevicherà?
it | p:2026-05-18T18:00..2026-05-19T06:00 | stanotte ho dormito male, quanti passi ho fatto?
it | p:2026-05-19T18:00..2026-05-20T00:00 | questa sera
it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera
it | p:2026-05-20T12:00..2026-05-20T15:00 | domani a pranzo vediamoci
it | p:2026-05-18T04:00..2026-05-18T12:00 | ieri mattina ho ricevuto un pacco
it | t:10:00 | alle 10 in punto
it | t:17:00 | verso le 17 passo da te
en | t:15:30 | remind me at 3:30pm to call the dentist
en | t:07:30 | alarm at 7:30
en | t:06:00 | set an alarm for 6am
en | t:18:00 | at 6 pm I go to the gym, remind me
en | t:21:15 | the movie starts at 9:15 pm
en | t:09:30 | the meeting is at half past nine
en | t:08:15 | the bus comes at quarter past eight
en | t:12:00 | lunch with Anna at noon
en | t:00:00 | turn off the lights at midnight
en | t:16:45 | at a quarter to five in the afternoon
en | t:15:00 | at 3 in the afternoon I have the dentist
en | t:22:00 | close the gate at 10 at night
en | t:07:00 | wake me up at seven am
en | t:19:45 | dinner at 19:45
en | t:13:20 | the train leaves at 1:20 pm
en | t:08:00 | at eight in the morning
en | dt:2026-05-20T09:00 | meeting tomorrow at 9am
en | dt:2026-05-19T15:30 | remind me at 3:30 pm to call the dentist
en | dt:2026-05-22T20:00 | dinner at Luke's on Friday at 8pm
en | dt:2026-05-25T10:00 | interview next Monday at 10 am
en | dt:2026-05-18T21:00 | what did I watch yesterday at 9pm?
en | dt:2026-05-19T18:00 | the auction ends today at 6pm
en | dt:2026-05-20T08:00 | remind me at 8 am tomorrow to take the medicine
en | dt:2026-06-03T15:00 | delivery on June 3 at 3 pm
en | dt:2026-05-21T12:30 | lunch with the boss the day after tomorrow at 12:30
en | dt:2026-05-19T14:05 | now
en | dt:2026-05-19T14:05 | send the message right now
en | dt:2026-05-20T12:00 | tomorrow at noon
en | dt:2026-05-24T17:30 | match on Sunday at 5:30 pm
en | dt:2026-05-19T19:00 | dinner tonight at 7
en | dt:2026-05-20T06:45 | alarm tomorrow morning at 6:45
en | dt:2026-05-20T09:00 | at 9am tomorrow stand-up
en | p:2026-05-19T18:00..2026-05-20T00:00 | I'm going out with friends tonight, remind me
en | p:2026-05-20T04:00..2026-05-20T12:00 | call the plumber tomorrow morning
en | p:2026-05-20T12:00..2026-05-20T19:00 | I have the dentist tomorrow afternoon
en | p:2026-05-18T18:00..2026-05-19T06:00 | I watched a movie last night, what was it called?
en | p:2026-05-22T18:00..2026-05-23T00:00 | pizza on Friday evening, note it
en | p:2026-05-19T12:00..2026-05-19T19:00 | this afternoon I go to the bank
en | p:2026-05-19T04:00..2026-05-19T12:00 | the emails from this morning
en | p:2026-05-23T04:00..2026-05-23T12:00 | on Saturday morning I take the car to the car wash
en | p:2026-05-19T18:00..2026-05-20T00:00 | this evening
en | p:2026-05-20T18:00..2026-05-21T00:00 | tomorrow evening
en | p:2026-05-20T18:00..2026-05-21T06:00 | tomorrow night
en | p:2026-05-18T04:00..2026-05-18T12:00 | I got a parcel yesterday morning
en | t:10:00 | at 10 o'clock sharp
en | t:17:00 | around 5pm I'll stop by
en | t:14:30 | at 2.30pm
en | t:23:59 | at 11:59 pm
en | dt:2026-05-20T10:30 | remind me tomorrow 10:30
en | dt:2026-05-19T20:00 | at 8 tonight
en | t:05:50 | wake me at ten to six
en | t:08:35 | the bus leaves at 25 to 9
en | dt:2026-05-20T09:00 | send me the slides first thing tomorrow
en | t:15:00 | the shuttle leaves at 15h
en | t:00:30 | the party ends at half past midnight
`;
