/**
 * A third held-out set, written blind (before the rules were read) and weighted toward the categories where the
 * corpus-style set was weakest against chrono-node: absolute dates, months and years, durations, holidays, times of
 * day and no-date text. Phrased as public corpora phrase things: news datelines and body text (TimeBank/TempEval/
 * MEANTIME, Italian news in the EVALITA/Ita-TimeBank style: "WASHINGTON, Oct. 5 (AP) —", "the third quarter of 1998",
 * "in '98", "Roma, 12 marzo 2015 —", "il 12/3/2015" day-first, "nell'anno in corso", "a fine giugno", "dal 2010 al
 * 2014", "da tre settimane"), task-oriented turns (ATIS, MultiWOZ, Schema-Guided Dialogue, SNIPS, MASSIVE it/en:
 * "flights leaving before 8 a.m.", "book it for 2 people on tuesday at 18:15", "svegliami alle sei e mezza"),
 * Italian, US and UK holidays, and no-date text full of date-like traps (newspapers and shows named after days,
 * films, bands, products, scores, "24/7", street names like "Via XX Settembre", ISBNs, phone numbers, prices).
 * Expectations follow the README's conventions (weeks start on Monday, past or next by tense, a request saying
 * neither looks forward, parts of the day, bare hours on the 24-hour clock); ambiguous phrasings were left out.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind = `
absolute-dates | en | d:2025-10-05 | WASHINGTON, Oct. 5 (AP) — The Senate approved the spending bill late on Sunday night.
absolute-dates | en | d:2015-10-05 | The agreement was signed on Monday, Oct. 5, 2015, in Atlanta.
absolute-dates | en | d:2015-10-05 | Trading was halted on 5 Oct 2015 after the announcement.
absolute-dates | en | d:2026-10-05 | the board meets again on the fifth of October
absolute-dates | en | d:1998-10-05 | The filing, dated 1998-10-05, lists three subsidiaries.
absolute-dates | en | d:2001-09-11 | The attacks of Sept. 11, 2001, changed airport security.
absolute-dates | en | d:2026-01-02 | Police said the suspect was arrested on Jan. 2 in Ohio.
absolute-dates | en | d:2026-06-15 | flights leaving before 8 a.m. on June 15th
absolute-dates | en | d:2026-06-03 | remind me on the 3rd to pay the rent
absolute-dates | en | d:2026-06-15 | I need a flight from Boston to Denver on the 15th
absolute-dates | en | d:2014-07-17 | Flight MH17 was shot down on July 17, 2014.
absolute-dates | en | d:2015-12-25 | the invoice dated 12/25/2015
absolute-dates | en | d:2008-11-04 | Obama was elected president on November 4, 2008.
absolute-dates | en | d:2026-07-01 | the new rules take effect July 1
absolute-dates | en | d:2026-04-16 | Shares rose 4% on April 16 after the earnings report.
absolute-dates | en | d:2026-08-21 | book a hotel in Cambridge for August 21st
absolute-dates | en | d:2026-06-12 | I'd like to fly out on Friday the 12th of June
absolute-dates | en | d:1990-08-02 | Iraq invaded Kuwait on 2 August 1990.
absolute-dates | en | d:2026-12-03 | the hearing is scheduled for December 3
absolute-dates | en | d:2026-03-09 | On March 9 the company recalled 40,000 vehicles.
absolute-dates | en | d:2026-09-30 | the contract expires on the 30th of September
absolute-dates | en | d:2011-03-11 | The earthquake struck Japan on 11 March 2011.
absolute-dates | en | d:2026-05-28 | can you book a table at the Golden House for Thursday, May 28?
absolute-dates | en | d:2026-06-09 | i want to travel to Chicago on june ninth
absolute-dates | en | d:2020-02-29 | the last leap day was February 29th, 2020
absolute-dates | en | d:2026-11-15 | the deadline for applications is Nov. 15
absolute-dates | it | d:2015-03-12 | Roma, 12 marzo 2015 — Il governo ha approvato la riforma della scuola.
absolute-dates | it | d:2015-03-12 | il contratto firmato il 12/3/2015 è scaduto
absolute-dates | it | d:2015-03-12 | la delibera del 12.3.2015 è stata annullata dal TAR
absolute-dates | it | d:2026-03-12 | Il 12 marzo scorso il sindaco ha inaugurato il nuovo ponte.
absolute-dates | it | d:2026-06-03 | mi ricordi il 3 giugno di chiamare il commercialista?
absolute-dates | it | d:2026-06-15 | vorrei un volo per Catania il 15 giugno
absolute-dates | it | d:2001-09-11 | l'attentato dell'11 settembre 2001 alle Torri gemelle
absolute-dates | it | d:2026-05-14 | L'incontro si è svolto giovedì 14 maggio a Palazzo Chigi.
absolute-dates | it | d:1992-05-23 | La strage di Capaci avvenne il 23 maggio 1992.
absolute-dates | it | d:2026-12-01 | il nuovo orario entrerà in vigore il primo dicembre
absolute-dates | it | d:2019-11-05 | la sentenza n. 123 pubblicata il 05/11/2019
absolute-dates | it | d:2026-02-14 | Il 14 febbraio la Procura ha chiesto l'archiviazione.
absolute-dates | it | d:2026-07-18 | prenota la camera per sabato 18 luglio
absolute-dates | it | d:2026-10-31 | il bando scade il 31 ottobre
absolute-dates | it | d:1966-11-04 | L'alluvione di Firenze colpì la città il 4 novembre 1966.
absolute-dates | it | d:2016-08-24 | il terremoto del 24 agosto 2016 ad Amatrice
absolute-dates | it | d:2026-09-21 | le iscrizioni si chiudono lunedì 21 settembre
absolute-dates | it | d:2023-01-16 | Messina Denaro è stato arrestato il 16 gennaio 2023 a Palermo.
absolute-dates | it | d:2026-06-20 | ci vediamo il venti giugno
absolute-dates | it | d:2026-04-28 | Il 28 aprile la Borsa ha chiuso in rialzo.
absolute-dates | it | d:2018-08-14 | il crollo del ponte Morandi del 14/08/2018
absolute-dates | it | d:2026-11-09 | l'assemblea dei soci è convocata per il 9 novembre
absolute-dates | it | d:2026-01-30 | Milano, 30 gennaio — Sono stati arrestati tre dirigenti della società.
absolute-dates | it | d:2026-07-02 | avrei bisogno di un treno per Firenze il 2 luglio
absolute-dates | it | d:2026-06-05 | fissami un appuntamento per il giorno 5
absolute-dates | en | d:2026-05-05 | On May 5 the central bank cut its key rate by half a point.
absolute-dates | it | d:2026-05-05 | Il 5 maggio la banca centrale ha tagliato i tassi.
months-years | en | q:1998-Q3 | Profits fell 12% in the third quarter of 1998.
months-years | en | y:1998 | The plant was closed in '98 and never reopened.
months-years | en | y:1998 | Sales in 1998 reached $4.2 billion.
months-years | en | m:2015-10 | The company went public in October 2015.
months-years | en | m:2026-03 | Unemployment rose in March, the Labor Department said.
months-years | en | y:2025 | Revenue grew 8% last year.
months-years | en | y:2027 | The merger is expected to close early next year.
months-years | en | m:2026-06 | the rent goes up next month
months-years | en | m:2026-04 | Home sales dropped last month, according to the report.
months-years | en | y:2026 | The firm plans to hire 500 people this year.
months-years | en | q:2025-Q4 | Earnings in Q4 2025 beat analysts' estimates.
months-years | en | q:2014-Q1 | in the first quarter of 2014 the economy shrank
months-years | en | y:1990 | Crime rates fell sharply in the 1990s.
months-years | en | m:2001-09 | The fund lost half its value in September 2001.
months-years | en | y:2016 | By the end of 2016 the project had been abandoned.
months-years | en | m:2026-12 | The new terminal will open in December.
months-years | en | m:2027-01 | the price increase takes effect in January
months-years | en | y:2019 | in mid-2019 the talks broke down
months-years | en | m:2025-11 | Last November the council voted against the plan.
months-years | en | m:2026-09 | this coming September the school will add two classes
months-years | en | y:2012 | The law was passed in 2012.
months-years | en | m:2016-06 | The UK voted to leave the EU in June 2016.
months-years | en | y:2008 | Housing prices collapsed during the 2008 crisis.
months-years | en | m:2026-02 | In February, exports fell 3 percent.
months-years | en | m:2026-08 | I'm going on vacation in August, remind me to renew my passport
months-years | it | y:2014 | Nel 2014 l'azienda ha chiuso il bilancio in perdita.
months-years | it | y:2026 | Nell'anno in corso il fatturato è cresciuto del 5%.
months-years | it | m:2026-06 | i lavori finiranno a fine giugno
months-years | it | y:2016 | all'inizio del 2016 la società è stata quotata in borsa
months-years | it | m:2015-03 | nel marzo 2015 il tribunale ha emesso la sentenza
months-years | it | m:2026-03 | A marzo le vendite sono diminuite del 4%.
months-years | it | y:2025 | l'anno scorso le esportazioni sono cresciute
months-years | it | y:2027 | il piano sarà presentato l'anno prossimo
months-years | it | m:2026-04 | Il mese scorso l'inflazione è salita al 2,1%.
months-years | it | m:2026-06 | il mese prossimo parte il nuovo servizio
months-years | it | q:2015-Q3 | nel terzo trimestre del 2015 il PIL è cresciuto dello 0,2%
months-years | it | q:2026-Q1 | Nel primo trimestre di quest'anno i ricavi sono saliti.
months-years | it | m:2025-12 | Lo scorso dicembre il governo ha varato la manovra.
months-years | it | m:2026-09 | la scuola riaprirà a settembre
months-years | it | y:1980 | negli anni Ottanta la città contava 300 mila abitanti
months-years | it | m:2016-06 | nel giugno del 2016 si è votato per le comunali
months-years | it | y:2009 | la crisi del 2009 ha colpito l'industria
months-years | it | y:2020 | alla fine del 2020 i contagi sono aumentati
months-years | it | m:2026-07 | le ferie le prendo a luglio, ricordami di prenotare
months-years | it | m:2026-01 | A gennaio la produzione industriale è calata.
months-years | it | y:2030 | l'obiettivo è raggiungere la neutralità nel 2030
months-years | it | m:2026-11 | a novembre ci sarà il congresso nazionale
months-years | it | m:2014-02 | a febbraio 2014 Renzi è diventato presidente del Consiglio
months-years | it | y:2026 | Quest'anno la vendemmia è stata anticipata.
months-years | it | y:2017 | a metà 2017 l'impianto è stato chiuso
months-years | it | q:2025-Q4 | nell'ultimo trimestre del 2025 le vendite sono salite
durations | en | dur:P3D | I need a room for 3 nights starting Friday
durations | en | dur:PT20M | play music for 20 minutes
durations | en | dur:P10Y | He served as mayor for 10 years.
durations | en | dur:P30Y | a 30-year fixed mortgage
durations | en | dur:P6M | The strike lasted six months.
durations | en | dur:PT48H | The ceasefire held for 48 hours.
durations | en | dur:P2W | we'll be away for a fortnight
durations | en | dur:P10D | a 10-day cruise around the Greek islands
durations | en | dur:PT90S | set a timer for 90 seconds
durations | en | dur:PT30M | set a timer for half an hour
durations | en | dur:PT1H30M | the movie runs an hour and a half
durations | en | dur:P12Y | He was sentenced to 12 years in prison.
durations | en | dur:PT2H | a two-hour meeting with the board
durations | en | dur:PT90M | a 90-minute flight to Rome
durations | en | dur:P2W | book the apartment for two weeks
durations | en | dur:P4D | we want to stay four nights
durations | en | dur:PT1H45M | the train ride takes 1 hour 45 minutes
durations | en | dur:PT15M | snooze for 15 minutes
durations | en | dur:P5Y | a five-year contract with the club
durations | en | dur:P3M | the trial period is three months
durations | en | dur:PT2H | the battery lasts about 2 hours
durations | en | dur:P1W | I'll be in Berlin for a week
durations | it | dur:P10Y | ha guidato l'azienda per 10 anni
durations | it | dur:P3W | è ricoverato da tre settimane
durations | it | dur:P8Y | condannato a 8 anni di reclusione
durations | it | dur:P6M | lo sciopero è durato sei mesi
durations | it | dur:PT2H30M | la riunione è durata due ore e mezza
durations | it | dur:PT1H15M | il viaggio dura un'ora e un quarto
durations | it | dur:PT45M | fai partire un timer di 45 minuti
durations | it | dur:PT30M | metti la musica per mezz'ora
durations | it | dur:PT48H | il blocco del traffico durerà 48 ore
durations | it | dur:P15D | una vacanza di quindici giorni in Sardegna
durations | it | dur:P18M | un contratto della durata di 18 mesi
durations | it | dur:P3D | vorrei una camera per tre notti
durations | it | dur:PT2H | per un paio d'ore non ci sono
durations | it | dur:P5Y | un mandato di cinque anni
durations | it | dur:PT3H | ha impiegato tre ore per arrivare
durations | it | dur:PT2H10M | il volo dura 2 ore e 10 minuti
durations | it | dur:P1W | resto a Parigi una settimana
durations | it | dur:P2Y | è in cassa integrazione da due anni
durations | it | dur:PT10M | posticipa la sveglia di 10 minuti
durations | it | dur:P20Y | un mutuo ventennale di 150 mila euro
durations | it | dur:PT1M30S | imposta un timer di un minuto e mezzo
durations | it | dur:P4D | un soggiorno di 4 notti a Venezia
holidays | it | d:2027-01-01 | cosa facciamo a Capodanno?
holidays | it | d:2027-01-06 | la Befana cade di mercoledì, ricordami i regali
holidays | it | d:2027-02-14 | prenota un ristorante per San Valentino
holidays | it | d:2026-06-02 | la parata per la Festa della Repubblica
holidays | it | d:2026-11-01 | a Ognissanti i negozi resteranno chiusi
holidays | it | d:2026-12-26 | pranzo dai nonni a Santo Stefano
holidays | it | d:2026-08-15 | che tempo farà a Ferragosto?
holidays | it | d:2026-12-24 | la cena della vigilia di Natale
holidays | it | d:2026-12-31 | il cenone di San Silvestro
holidays | it | d:2026-04-25 | Il 25 aprile, festa della Liberazione, migliaia di persone hanno sfilato a Milano.
holidays | it | d:2026-04-05 | A Pasqua gli alberghi della riviera erano pieni.
holidays | it | d:2027-03-28 | dove passiamo la Pasqua?
holidays | it | d:2027-03-29 | gita fuori porta a Pasquetta
holidays | it | d:2026-12-08 | all'Immacolata si fa l'albero
holidays | it | d:2026-12-25 | il giorno di Natale il museo è chiuso
holidays | it | d:2026-05-10 | per la festa della mamma le ho regalato dei fiori
holidays | it | d:2027-05-01 | il concertone del Primo Maggio
holidays | it | d:2026-05-01 | Il primo maggio i sindacati hanno manifestato in piazza.
holidays | it | d:2026-02-14 | A San Valentino le vendite di fiori sono aumentate del 10%.
holidays | it | d:2026-01-01 | a Capodanno ci sono stati tre feriti per i botti
holidays | it | d:2015-12-25 | il Natale del 2015 l'abbiamo passato a Napoli
holidays | it | d:2024-03-31 | a Pasqua 2024 siamo andati in montagna
holidays | it | d:2027-02-09 | la sfilata di martedì grasso a Viareggio
holidays | it | d:2027-03-19 | la festa del papà
holidays | it | d:2026-05-24 | a Pentecoste la chiesa sarà piena
holidays | it | d:2027-01-06 | all'Epifania riparte il campionato
holidays | en | d:2026-05-25 | traffic will be heavy on Memorial Day
holidays | en | d:2026-09-07 | the store is closed on Labor Day
holidays | en | d:2026-12-31 | what are we doing on New Year's Eve?
holidays | en | d:2026-10-31 | the Halloween party at the office
holidays | en | d:2027-03-26 | remind me to book the ferry for Good Friday
holidays | en | d:2026-04-03 | The markets were closed on Good Friday.
holidays | en | d:2027-05-09 | buy flowers for Mother's Day
holidays | en | d:2026-11-26 | flights to Chicago for Thanksgiving
holidays | en | d:2025-11-27 | Retail sales jumped on Thanksgiving 2025.
holidays | en | d:2026-07-04 | fireworks on the Fourth of July
holidays | en | d:2026-07-04 | the Independence Day parade
holidays | en | d:2026-12-25 | the office is closed on Christmas Day
holidays | en | d:2026-12-26 | the Boxing Day sales
holidays | en | d:2027-01-01 | book a table for New Year's Day
holidays | en | d:2027-03-17 | the St. Patrick's Day parade in Boston
holidays | en | d:2027-02-14 | book a table for Valentine's Day
holidays | en | d:2026-11-27 | Black Friday deals start at midnight
holidays | en | d:2026-06-21 | call dad on Father's Day
holidays | en | d:2027-01-18 | the office is closed on Martin Luther King Day
holidays | en | d:2019-04-21 | The bombings took place on Easter Sunday 2019.
holidays | en | d:2026-12-24 | dinner on Christmas Eve at my parents'
holidays | en | d:2026-05-25 | the pub is open on the Spring Bank Holiday
holidays | en | d:2026-11-11 | the ceremony on Veterans Day
holidays | en | d:2027-02-15 | the store opens late on Presidents' Day
holidays | en | d:2026-04-06 | Many shops stayed closed on Easter Monday this year.
times-of-day | en | t:17:45 | I need a train arriving by 17:45
times-of-day | en | dt:2026-05-26T18:15 | book it for 2 people on tuesday at 18:15
times-of-day | en | dt:2026-05-20T06:30 | set an alarm at six thirty tomorrow
times-of-day | en | t:08:00 | show me flights leaving before 8 a.m.
times-of-day | en | t:15:00 | the press conference is at 3 p.m.
times-of-day | en | t:19:30 | a table for four at half past seven in the evening
times-of-day | en | t:08:45 | the bus leaves at a quarter to nine
times-of-day | en | t:12:00 | let's meet at noon
times-of-day | en | t:00:00 | the store closes at midnight
times-of-day | en | t:14:30 | I want to leave after 14:30
times-of-day | en | t:21:00 | wake me up at 9 pm
times-of-day | en | dt:2026-05-23T19:45 | a table for 6 at 19:45 on saturday
times-of-day | en | dt:2026-05-20T10:00 | schedule the call tomorrow at 10 am
times-of-day | en | t:07:30 | I'd like a taxi at 7:30 in the morning
times-of-day | en | t:17:15 | the train to Cambridge should leave at 5:15 pm
times-of-day | en | dt:2026-05-19T20:00 | book a table for tonight at 8
times-of-day | en | t:06:00 | set an alarm for 6 o'clock
times-of-day | en | t:13:24 | the train departs at 13:24
times-of-day | en | t:16:00 | I need to arrive by 4 pm
times-of-day | en | dt:2026-05-22T09:15 | remind me friday at 9:15
times-of-day | en | t:22:30 | turn off the lights at ten thirty p.m.
times-of-day | en | t:11:45 | I want to leave after 11:45
times-of-day | en | dt:2026-05-21T12:30 | lunch on Thursday at 12:30
times-of-day | en | t:20:45 | kickoff is at 8:45 pm
times-of-day | en | t:09:00 | the museum opens at 9 a.m.
times-of-day | it | t:06:30 | svegliami alle sei e mezza
times-of-day | it | t:19:00 | accendi le luci alle 19
times-of-day | it | p:2026-05-24T12:00..2026-05-24T18:00 | che tempo farà domenica pomeriggio?
times-of-day | it | t:21:30 | il treno parte alle 21.30
times-of-day | it | t:20:45 | il fischio d'inizio è alle ore 20.45
times-of-day | it | t:08:45 | la lezione inizia alle nove meno un quarto
times-of-day | it | t:17:15 | l'appuntamento è alle 17 e un quarto
times-of-day | it | t:20:00 | ci vediamo alle otto di sera
times-of-day | it | t:06:00 | la sveglia alle 6 del mattino
times-of-day | it | dt:2026-05-20T08:30 | domani alle 8 e mezza porta la macchina dal meccanico
times-of-day | it | dt:2026-05-22T20:00 | prenota per venerdì alle 20
times-of-day | it | t:12:00 | il pranzo è a mezzogiorno
times-of-day | it | t:00:00 | la festa finisce a mezzanotte
times-of-day | it | dt:2026-05-23T20:30 | un tavolo per due sabato sera alle 20:30
times-of-day | it | t:15:00 | la conferenza stampa è alle tre del pomeriggio
times-of-day | it | t:18:00 | vorrei arrivare entro le 18
times-of-day | it | t:10:15 | un treno che parta dopo le 10:15
times-of-day | it | dt:2026-05-19T21:00 | stasera alle nove guardiamo la partita
times-of-day | it | t:07:00 | spegni il riscaldamento alle sette
times-of-day | it | dt:2026-05-20T07:45 | svegliami domattina alle 7:45
times-of-day | it | t:13:00 | alle 13 ho la riunione
times-of-day | it | t:16:30 | ricordami alle quattro e mezza del pomeriggio
times-of-day | it | dt:2026-05-25T09:00 | lunedì alle 9 c'è il colloquio
times-of-day | it | t:23:15 | alle 23:15 c'è l'ultimo autobus
times-of-day | it | t:19:40 | il volo atterra alle 19 e 40
no-date | en | none | According to USA Today, the senator will not run again.
no-date | en | none | She told the Sunday Times that the deal was dead.
no-date | en | none | The store on 5th Avenue is open 24/7.
no-date | en | none | Chelsea won 3-0 at Stamford Bridge.
no-date | en | none | The Lakers led 30-22 at the end of the first quarter.
no-date | en | none | He appeared on Saturday Night Live and the Tonight Show.
no-date | en | none | I just finished reading 1984 by George Orwell.
no-date | en | none | play Summer of '69 by Bryan Adams
no-date | en | none | play the album Green Day released with Warner
no-date | en | none | Theresa May said Britain would honor the vote.
no-date | en | none | May I have the check, please?
no-date | en | none | Thousands of protesters will march on the capitol.
no-date | en | none | The Sun reported that the striker wants to leave.
no-date | en | none | The ISBN is 978-0-14-118776-1.
no-date | en | none | call me at 555-0123 or 212-555-0187
no-date | en | none | prices rose 3.4% and the index gained 12.5 points
no-date | en | none | the jacket costs $129.99 plus tax
no-date | en | none | Boeing delivered 12 747s and 30 A320s were ordered from Airbus.
no-date | en | none | My new laptop runs Windows 11 on an Intel Core i7.
no-date | en | none | Take two tablets twice a day with food.
no-date | en | none | The weekly newsletter goes out to 10,000 readers.
no-date | en | none | The hotel is at 1600 Pennsylvania Avenue.
no-date | en | none | I watched Twelve Years a Slave and Seven Years in Tibet.
no-date | en | none | add 1/2 cup of sugar and 3/4 cup of flour
no-date | en | none | Apollo 11 landed near the Sea of Tranquility.
no-date | en | none | the Patriots beat the Jets 24-17
no-date | en | none | He filed for Chapter 11 bankruptcy protection.
no-date | en | none | Jan Ullrich won the stage ahead of Marco Pantani.
no-date | en | none | I'm looking for a cheap restaurant in the centre of town.
no-date | en | none | Is there a train from London to Cambridge?
no-date | en | none | Room 101 is on the second floor, gate B12.
no-date | en | none | the movie The Day After Tomorrow was on TV
no-date | en | none | June Carter and Johnny Cash sang together.
no-date | en | none | He drives a Fiat 500 and she has a Peugeot 208.
no-date | it | none | Secondo Il Mattino, il sindaco non si ricandiderà.
no-date | it | none | Lo ha scritto il settimanale Oggi nell'ultimo numero.
no-date | it | none | La sede è in Via XX Settembre 12, a Genova.
no-date | it | none | Il corteo è partito da Piazza Cinque Giornate.
no-date | it | none | L'ufficio si trova in Piazza IV Novembre.
no-date | it | none | La Juventus ha battuto l'Inter 3-1 allo Stadium.
no-date | it | none | Il Secolo XIX ha pubblicato un'inchiesta sul porto.
no-date | it | none | Ho rivisto Notte prima degli esami e La vita è bella.
no-date | it | none | Cerco i film Natale a Miami e Vacanze di Natale.
no-date | it | none | La farmacia di turno è aperta h24, 7 giorni su 7.
no-date | it | none | Prendi la pillola due volte al giorno.
no-date | it | none | Il PIL è cresciuto del 3,5% su base annua.
no-date | it | none | Il biglietto costa 19,99 euro.
no-date | it | none | Chiamami al 347 1234567 o allo 02/12345678.
no-date | it | none | Il traghetto attraversa il mar Tirreno.
no-date | it | none | Ha comprato una Fiat Panda 4x4 e una Lancia Ypsilon.
no-date | it | none | Il d.lgs. 81/2008 disciplina la sicurezza sul lavoro.
no-date | it | none | Natale Rossi è il nuovo presidente della Provincia.
no-date | it | none | La squadra ha vinto la trentottesima giornata di campionato.
no-date | it | none | Nel secondo tempo il Napoli ha segnato due gol.
no-date | it | none | Domenica In ha ospitato un cantante famoso.
no-date | it | none | Abbiamo visto Le quattro stagioni di Vivaldi al Teatro alla Scala.
no-date | it | none | La Primavera di Botticelli è agli Uffizi.
no-date | it | none | Cerco un ristorante economico in centro.
no-date | it | none | C'è un treno da Milano a Torino?
no-date | it | none | Il negozio si trova in Corso XXII Marzo 14, Milano.
no-date | it | none | Ho letto Il Giorno e Il Tempo in edicola.
no-date | it | none | Lo sconto è del 20% sul secondo articolo.
no-date | it | none | Il codice ISBN è 978-88-04-66839-2.
no-date | it | none | I Pooh e gli 883 hanno suonato al festival.
relative-days | en | d:2026-05-20 | what's the weather like tomorrow in Seattle?
relative-days | en | d:2026-05-18 | The company said yesterday it would cut 2,000 jobs.
relative-days | en | d:2026-05-21 | I need a taxi the day after tomorrow
relative-days | en | d:2026-05-19 | what's on my calendar today?
relative-days | en | p:2026-05-18T18:00..2026-05-19T06:00 | The fire broke out last night in a warehouse.
relative-days | en | p:2026-05-20T06:00..2026-05-20T12:00 | is it going to rain tomorrow morning?
relative-days | en | d:2026-05-17 | the package arrived the day before yesterday
relative-days | en | p:2026-05-19T06:00..2026-05-19T12:00 | Markets opened lower this morning.
relative-days | en | d:2026-05-20 | book a table for tomorrow for three people
relative-days | en | p:2026-05-19T18:00..2026-05-20T06:00 | any good movies playing tonight?
relative-days | it | d:2026-05-20 | che tempo farà domani a Bologna?
relative-days | it | d:2026-05-18 | Il ministro ha dichiarato ieri che non ci saranno nuove tasse.
relative-days | it | d:2026-05-21 | mi serve un taxi dopodomani
relative-days | it | d:2026-05-19 | che impegni ho oggi?
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | L'incendio è scoppiato ieri sera in un capannone.
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | pioverà domani mattina?
relative-days | it | d:2026-05-17 | il pacco è arrivato l'altro ieri
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | Stamattina la Borsa ha aperto in calo.
relative-days | it | p:2026-05-19T18:00..2026-05-20T06:00 | cosa danno stasera al cinema?
relative-days | it | p:2026-05-20T12:00..2026-05-20T18:00 | domani pomeriggio porto il cane dal veterinario
weekdays | en | d:2026-05-29 | what's on my calendar for next friday?
weekdays | en | d:2026-05-22 | Will it be sunny on Friday?
weekdays | en | d:2026-05-15 | The president met the prime minister on Friday, officials said.
weekdays | en | d:2026-05-18 | Last Monday the union called a strike.
weekdays | en | d:2026-05-23 | I'd like to book a table for Saturday
weekdays | en | d:2026-05-24 | is the museum open on Sunday?
weekdays | en | d:2026-05-22 | this Friday we close early
weekdays | en | d:2026-05-27 | I need a train on Wednesday next week
weekdays | en | d:2026-05-13 | Stocks fell sharply on Wednesday, the exchange reported.
weekdays | en | d:2026-05-21 | I want to leave on thursday
weekdays | en | d:2026-05-25 | remind me on monday to call the bank
weekdays | en | d:2026-05-26 | I'd like to book a hotel for next tuesday
weekdays | it | d:2026-05-29 | che impegni ho venerdì prossimo?
weekdays | it | d:2026-05-22 | ci sarà il sole venerdì?
weekdays | it | d:2026-05-15 | Il presidente ha incontrato il premier venerdì.
weekdays | it | d:2026-05-18 | Lunedì scorso il sindacato ha proclamato lo sciopero.
weekdays | it | d:2026-05-23 | vorrei prenotare un tavolo per sabato
weekdays | it | d:2026-05-24 | il museo è aperto domenica?
weekdays | it | d:2026-05-22 | questo venerdì chiudiamo prima
weekdays | it | d:2026-05-27 | mi serve un treno mercoledì della prossima settimana
weekdays | it | d:2026-05-13 | Mercoledì la Borsa ha chiuso in forte calo.
weekdays | it | d:2026-05-21 | voglio partire giovedì
weekdays | it | d:2026-05-25 | ricordami lunedì di chiamare la banca
weekdays | it | d:2026-05-16 | sabato scorso siamo andati al mare
offsets | en | d:2026-06-02 | the results will be published in two weeks
offsets | en | d:2026-05-29 | remind me in 10 days to renew the insurance
offsets | en | d:2026-05-16 | Three days ago the storm hit the coast.
offsets | en | d:2026-03-19 | The factory closed two months ago.
offsets | en | d:2026-05-26 | a week from today
offsets | en | dt:2026-05-19T14:50 | remind me in 45 minutes to take the cake out
offsets | en | d:2024-05-19 | two years ago the bridge collapsed
offsets | en | dt:2026-05-19T15:35 | ping me in 90 minutes
offsets | en | d:2026-05-23 | 4 days from now
offsets | en | d:2025-11-19 | six months ago the company was sold
offsets | it | d:2026-06-02 | i risultati saranno pubblicati tra due settimane
offsets | it | d:2026-05-29 | ricordami fra 10 giorni di rinnovare l'assicurazione
offsets | it | d:2026-05-16 | Tre giorni fa la tempesta ha colpito la costa.
offsets | it | d:2026-03-19 | La fabbrica ha chiuso due mesi fa.
offsets | it | dt:2026-05-19T14:35 | tra mezz'ora esco
offsets | it | dt:2026-05-21T14:05 | fra 48 ore scade l'offerta
offsets | it | d:2025-05-19 | un anno fa è morto il fondatore
offsets | it | d:2026-05-24 | tra 5 giorni parto per Lisbona
offsets | it | d:2026-05-09 | dieci giorni fa è stato inaugurato il ponte
offsets | it | d:2026-06-19 | fra un mese scade il contratto
windows | it | r:2010-01-01..2014-12-31 | dal 2010 al 2014 il debito è raddoppiato
windows | en | r:1995-01-01..1999-12-31 | from 1995 to 1999 the economy grew every year
windows | it | r:2026-06-03..2026-06-07 | vorrei una camera dal 3 al 7 giugno
windows | en | r:2026-06-03..2026-06-07 | I'd like a room from June 3 to June 7
windows | en | r:2026-06-03..2026-06-07 | a hotel in Paris June 3-7
windows | it | r:2026-07-10..2026-07-20 | il festival si terrà tra il 10 e il 20 luglio
windows | en | r:2026-07-10..2026-07-20 | the festival runs between July 10 and July 20
windows | en | r:2015-03-01..2015-03-15 | from March 1 through March 15, 2015
windows | it | r:2015-01-01..2015-03-31 | dal 1° gennaio al 31 marzo 2015
windows | it | w:2026-05-11 | La settimana scorsa il governo ha approvato il decreto.
windows | en | w:2026-05-11 | Last week the central bank raised rates.
windows | it | w:2026-05-25 | la settimana prossima sono in ferie
windows | en | w:2026-05-25 | I'm on holiday next week
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | che tempo farà questo fine settimana?
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | what's the weather this weekend?
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | Lo scorso fine settimana ci sono stati tre incidenti.
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | Three people died in crashes over the weekend, police said.
windows | it | r:2026-05-12..2026-05-19 | quante mail ho ricevuto negli ultimi 7 giorni?
windows | en | r:2026-04-19..2026-05-19 | Prices have risen over the past month.
windows | it | r:2026-05-19..2026-05-22 | fino a venerdì sono a Roma
windows | en | r:2026-05-19..2026-05-22 | I'm in Rome until Friday
windows | en | r:2026-05-20T14:00..2026-05-20T16:00 | book the room between 2 and 4 pm tomorrow
windows | it | r:2026-05-21T15:00..2026-05-21T17:00 | la sala è occupata dalle 15 alle 17 di giovedì
windows | it | r:2026-01-01..2026-05-19 | da gennaio le vendite sono aumentate
windows | en | r:2026-01-01..2026-05-19 | since January, sales have risen 4%
windows | it | w:2026-05-18 | questa settimana ho tre riunioni
windows | en | w:2026-05-18 | what meetings do I have this week?
windows | it | r:2026-06-06..2026-06-07 | una gita il 6 e 7 giugno
windows | en | r:2026-05-25..2026-05-27 | I'm away from Monday to Wednesday
windows | it | r:2026-05-25..2026-05-27 | sono via da lunedì a mercoledì
numbers | it | n:23 | prenota un tavolo per ventitré persone
numbers | it | n:4 | un tavolo per 4
numbers | it | n:1500 | sono arrivati millecinquecento profughi
numbers | it | n:12 | una dozzina di uova
numbers | it | n:3 | compra tre biglietti
numbers | en | n:4 | a table for four please
numbers | en | n:2 | book it for 2 people
numbers | en | n:21 | twenty-one passengers were injured
numbers | en | n:6 | half a dozen eggs
numbers | en | n:120 | one hundred and twenty delegates attended
`;
