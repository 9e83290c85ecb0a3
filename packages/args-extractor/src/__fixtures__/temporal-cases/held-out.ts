/**
 * A held-out set, written after the rules existed and run once before any rule was changed for it: the same
 * categories with different phrasings. Its first score is reported beside the development set's; it is not used to
 * tune the rules. Lines are `category | lang | expectation | text`; same clock as the development set.
 */
export const heldOut = `
absolute-dates | it | d:2026-06-04 | mi ricordi il 4 giugno la revisione dell'auto?
absolute-dates | it | d:2026-09-18 | ho il matrimonio di Luca venerdì 18 settembre
absolute-dates | it | d:2026-10-15 | fai partire la campagna il 15 ottobre prossimo
absolute-dates | it | d:2025-12-31 | che foto ho fatto il 31 dicembre 2025?
absolute-dates | it | d:2026-07-07 | ci vediamo il 7/7
absolute-dates | it | d:2026-03-21 | apri il verbale del 21-03-2026
absolute-dates | it | d:2026-11-30 | il canone scade il trenta novembre
absolute-dates | it | d:2024-02-29 | le foto del 29 febbraio 2024
absolute-dates | it | d:2026-01-15 | quante mail ho ricevuto il 15 gennaio?
absolute-dates | it | d:2026-06-30 | consegna il report non oltre il 30 giugno
absolute-dates | en | d:2026-06-04 | can you remind me on June 4th about the car inspection?
absolute-dates | en | d:2026-09-18 | Luke's wedding is Friday, September 18
absolute-dates | en | d:2026-10-15 | launch the campaign on 10/15
absolute-dates | en | d:2025-12-31 | what photos did I take on December 31, 2025?
absolute-dates | en | d:2026-07-07 | see you on the 7th of July
absolute-dates | en | d:2026-03-21 | open the minutes from 2026/03/21
absolute-dates | en | d:2026-11-30 | the fee is due on November thirtieth
absolute-dates | en | d:2024-02-29 | photos from Feb 29, 2024
absolute-dates | en | d:2026-01-15 | how many emails did I get on Jan 15th?
absolute-dates | en | d:2026-12-01 | the lease renewal is on Dec. 1
absolute-dates | en | d:2026-06-30 | submit the report no later than June 30
relative-days | it | d:2026-05-20 | domani ricordami di portare le chiavi
relative-days | it | d:2026-05-18 | le spese di ieri
relative-days | it | d:2026-05-21 | dopo domani c'è sciopero
relative-days | it | d:2026-05-17 | l'altro ieri è arrivata una raccomandata
relative-days | it | d:2026-05-19 | i promemoria di oggi
relative-days | it | d:2026-05-22 | fra 3 giorni è il compleanno di Paolo
relative-days | it | d:2026-05-20 | per domani mattina prepara lo zaino
relative-days | it | d:2026-05-18 | cosa ho pagato ieri sera?
relative-days | it | d:2026-05-19 | stamattina ho perso il treno, a che ora era?
relative-days | en | d:2026-05-20 | tomorrow please remind me to bring the keys
relative-days | en | d:2026-05-18 | yesterday's expenses
relative-days | en | d:2026-05-21 | there's a strike the day after tomorrow
relative-days | en | d:2026-05-17 | a registered letter arrived the day before yesterday
relative-days | en | d:2026-05-19 | today's reminders
relative-days | en | d:2026-05-22 | Paul's birthday is 3 days from now
relative-days | en | d:2026-05-20 | pack the bag for tomorrow morning
relative-days | en | d:2026-05-18 | what did I pay for last night?
relative-days | en | d:2026-05-20 | tmr at the office
relative-days | en | d:2026-05-19 | this morning I missed the train
weekdays | it | d:2026-05-22 | venerdì mattina porta la bici dal meccanico
weekdays | it | d:2026-05-15 | quanto ho speso venerdì scorso al supermercato?
weekdays | it | d:2026-05-24 | domenica ci sono le elezioni
weekdays | it | d:2026-05-25 | lunedì che viene inizio il nuovo lavoro
weekdays | it | d:2026-05-21 | giovedì c'è la riunione di condominio
weekdays | it | d:2026-05-16 | le foto di sabato
weekdays | it | d:2026-05-20 | mercoledì alle 10 ho il dentista
weekdays | it | d:2026-06-02 | il primo martedì di giugno
weekdays | it | d:2026-05-26 | martedì prossimo ricordami la bolletta
weekdays | it | d:2026-05-13 | la mail che mi hai mandato mercoledì
weekdays | it | d:2026-05-31 | l'ultima domenica di maggio
weekdays | en | d:2026-05-22 | take the bike to the mechanic on Friday morning
weekdays | en | d:2026-05-15 | how much did I spend at the supermarket last Friday?
weekdays | en | d:2026-05-24 | the elections are on Sunday
weekdays | en | d:2026-05-25 | I start the new job this coming Monday
weekdays | en | d:2026-05-21 | the building meeting is Thursday
weekdays | en | d:2026-05-16 | Saturday's photos
weekdays | en | d:2026-06-02 | the first Tuesday in June
weekdays | en | d:2026-05-26 | remind me about the bill next Tuesday
weekdays | en | d:2026-05-13 | the email you sent me on Wednesday
weekdays | en | d:2026-05-31 | the last Sunday of May
offsets | it | dt:2026-05-19T14:35 | tra trenta minuti esco
offsets | it | dt:2026-05-19T16:05 | fra due ore passa a prendermi
offsets | it | d:2026-05-29 | tra dieci giorni scade la garanzia
offsets | it | d:2026-04-19 | le foto di un mese fa
offsets | it | dt:2026-05-19T11:05 | 3 ore fa ho chiuso il gas?
offsets | it | d:2026-06-16 | tra quattro settimane parto
offsets | it | d:2026-05-12 | sette giorni fa ho prenotato il volo
offsets | it | dt:2026-05-19T14:50 | ricordamelo fra tre quarti d'ora
offsets | it | d:2027-11-19 | tra un anno e mezzo
offsets | it | dt:2026-05-21T09:00 | fra due giorni alle nove di mattina
offsets | en | dt:2026-05-19T14:35 | I'm leaving in thirty minutes
offsets | en | dt:2026-05-19T16:05 | pick me up in two hours
offsets | en | d:2026-05-29 | the warranty expires in ten days
offsets | en | d:2026-04-19 | photos from one month ago
offsets | en | dt:2026-05-19T11:05 | did I turn off the gas 3 hours ago?
offsets | en | d:2026-06-16 | I leave in four weeks
offsets | en | d:2026-05-12 | I booked the flight seven days ago
offsets | en | dt:2026-05-19T14:50 | remind me in 45 minutes
offsets | en | d:2027-11-19 | in a year and a half
offsets | en | dt:2026-05-21T09:00 | in two days at nine in the morning
offsets | en | dt:2026-05-19T15:05 | an hour from now call the bank
months-years | it | m:2026-04 | quanto ho speso ad aprile?
months-years | it | m:2026-12 | le ferie di dicembre
months-years | it | y:2028 | nel 2028 scade il mutuo
months-years | it | m:2026-06 | a giugno di quest'anno
months-years | it | m:2025-11 | novembre dell'anno scorso
months-years | it | q:2026-Q2 | il secondo trimestre
months-years | it | y:2025 | tutte le foto dell'anno scorso
months-years | it | m:2026-08 | il mese di agosto
months-years | it | m:2026-05 | questo mese ho corso 50 km
months-years | it | m:2026-06 | il prossimo mese
months-years | it | d:2026-06-30 | l'ultimo giorno di giugno
months-years | en | m:2026-04 | how much did I spend in April?
months-years | en | m:2026-12 | the December holidays
months-years | en | y:2028 | the mortgage ends in 2028
months-years | en | m:2026-06 | June of this year
months-years | en | m:2025-11 | last November
months-years | en | q:2026-Q2 | the second quarter
months-years | en | y:2025 | all the photos from last year
months-years | en | m:2026-08 | the month of August
months-years | en | m:2026-05 | this month I ran 50 km
months-years | en | m:2026-06 | the following month
months-years | en | d:2026-06-30 | the last day of June
times-of-day | it | t:06:30 | svegliami alle sei e mezza
times-of-day | it | t:19:00 | cena alle 19
times-of-day | it | t:23:00 | alle 11 di sera spegni il router
times-of-day | it | t:14:45 | alle tre meno un quarto del pomeriggio
times-of-day | it | dt:2026-05-20T08:30 | domani alle 8:30 colloquio
times-of-day | it | dt:2026-05-19T21:00 | stasera alle nove
times-of-day | it | dt:2026-05-22T19:30 | venerdì sera alle 19:30 teatro
times-of-day | it | p:2026-05-20T12:00..2026-05-20T19:00 | domani nel pomeriggio passa il tecnico
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | in serata ti chiamo
times-of-day | it | dt:2026-05-19T14:05 | chiamalo subito
times-of-day | it | t:12:30 | alle dodici e mezza
times-of-day | it | t:00:30 | a mezzanotte e mezza
times-of-day | en | t:06:30 | wake me up at six thirty
times-of-day | en | t:19:00 | dinner at 7 pm
times-of-day | en | t:23:00 | turn off the router at 11 at night
times-of-day | en | t:14:45 | at quarter to three in the afternoon
times-of-day | en | dt:2026-05-20T08:30 | interview tomorrow at 8:30
times-of-day | en | dt:2026-05-19T21:00 | tonight at nine
times-of-day | en | dt:2026-05-22T19:30 | theatre Friday evening at 7:30
times-of-day | en | p:2026-05-20T12:00..2026-05-20T19:00 | the technician comes tomorrow in the afternoon
times-of-day | en | p:2026-05-19T18:00..2026-05-20T00:00 | I'll call you later this evening
times-of-day | en | dt:2026-05-19T14:05 | call him immediately
times-of-day | en | t:12:30 | at twelve thirty
times-of-day | en | t:00:30 | at 12:30 am
windows | it | r:2026-05-16..2026-05-19 | le mail degli ultimi tre giorni
windows | it | w:2026-05-11 | la scorsa settimana ho lavorato troppo?
windows | it | r:2026-05-19..2026-05-21 | che tempo farà nei prossimi due giorni?
windows | it | r:2026-06-10..2026-06-12 | sarò a Milano dal 10 al 12 giugno
windows | it | r:2026-04-01..2026-05-19 | le spese dal primo aprile
windows | it | r:2026-05-19T15:00..2026-05-19T17:00 | oggi pomeriggio dalle 15 alle 17 non disturbarmi
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | prenota qualcosa per il weekend
windows | it | r:2026-05-19..2026-05-31 | entro fine mese
windows | it | r:2026-03-19..2026-05-19 | gli ultimi 2 mesi di bollette
windows | it | w:2026-06-01 | la settimana dopo la prossima
windows | it | r:2026-05-25..2026-05-27 | da lunedì a mercoledì sono in trasferta
windows | en | r:2026-05-16..2026-05-19 | emails from the past three days
windows | en | w:2026-05-11 | did I work too much last week?
windows | en | r:2026-05-19..2026-05-21 | what's the weather over the next two days?
windows | en | r:2026-06-10..2026-06-12 | I'll be in Milan June 10-12
windows | en | r:2026-04-01..2026-05-19 | expenses since April 1st
windows | en | r:2026-05-19T15:00..2026-05-19T17:00 | this afternoon from 3 to 5 pm do not disturb me
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | book something for the weekend
windows | en | r:2026-05-19..2026-05-31 | by the end of the month
windows | en | r:2026-03-19..2026-05-19 | the last 2 months of bills
windows | en | w:2026-06-01 | the week after next
windows | en | r:2026-05-25..2026-05-27 | I'm travelling Monday through Wednesday
holidays | it | d:2026-12-25 | il pranzo di Natale da mia madre
holidays | it | d:2027-03-28 | dove andiamo per Pasqua?
holidays | it | d:2026-08-15 | a ferragosto chiudiamo
holidays | it | d:2027-01-01 | il primo gennaio
holidays | it | d:2026-12-31 | la sera di San Silvestro
holidays | it | d:2027-01-06 | il 6 gennaio prossimo
holidays | it | d:2025-12-25 | lo scorso Natale cosa abbiamo regalato a Marta?
holidays | it | d:2026-11-01 | la festa di Ognissanti
holidays | it | d:2027-03-29 | il lunedì di Pasqua
holidays | it | d:2026-06-02 | il 2 giugno festa della Repubblica
holidays | en | d:2026-12-25 | Christmas lunch at my mum's
holidays | en | d:2027-03-28 | where are we going for Easter?
holidays | en | d:2026-11-26 | Thanksgiving Day parade
holidays | en | d:2027-01-01 | New Year's Day brunch
holidays | en | d:2026-12-31 | New Year's Eve party
holidays | en | d:2025-12-25 | what did we give Martha last Christmas?
holidays | en | d:2026-10-31 | trick or treating on Halloween
holidays | en | d:2026-07-04 | July 4th fireworks
holidays | en | d:2026-09-07 | Labor Day weekend
holidays | en | d:2026-05-25 | Memorial Day sale
durations | it | dur:PT15M | metti un timer da quindici minuti
durations | it | dur:PT3H | il viaggio dura tre ore
durations | it | dur:PT1H20M | un'ora e venti minuti
durations | it | dur:P10D | prenota per dieci giorni
durations | it | dur:PT45S | 45 secondi di pausa
durations | it | dur:PT2H | parcheggia per due ore
durations | it | dur:P1M | prova gratuita di un mese
durations | it | dur:PT40M | quaranta minuti di corsa
durations | it | dur:PT8H | ho lavorato otto ore
durations | it | dur:PT30M | una mezz'ora di riposo
durations | en | dur:PT15M | set a fifteen minute timer
durations | en | dur:PT3H | the trip takes three hours
durations | en | dur:PT1H20M | an hour and twenty minutes
durations | en | dur:P10D | book it for ten days
durations | en | dur:PT45S | a 45-second break
durations | en | dur:PT2H | park for two hours
durations | en | dur:P1M | a one-month free trial
durations | en | dur:PT40M | forty minutes of running
durations | en | dur:PT8H | I worked eight hours
durations | en | dur:PT30M | a half-hour rest
numbers | it | n:17 | stampa diciassette copie
numbers | it | n:250 | duecentocinquanta euro
numbers | it | n:1100 | millecento persone
numbers | it | n:3000 | tremila metri
numbers | it | n:48 | quarantotto pagine
numbers | it | n:24 | due dozzine di rose
numbers | it | n:1250000 | 1,25 milioni di euro
numbers | it | n:7.5 | imposta la temperatura a 7,5
numbers | it | n:5 | le ultime cinque canzoni
numbers | it | nr:5..10 | tra 5 e 10 euro
numbers | it | n:13 | mostra 13 risultati
numbers | en | n:17 | print seventeen copies
numbers | en | n:250 | two hundred and fifty euros
numbers | en | n:1100 | eleven hundred people
numbers | en | n:3000 | three thousand meters
numbers | en | n:48 | forty-eight pages
numbers | en | n:24 | two dozen roses
numbers | en | n:1250000 | 1.25 million euros
numbers | en | n:7.5 | set the temperature to 7.5
numbers | en | n:5 | the last five songs
numbers | en | nr:5..10 | between 5 and 10 dollars
numbers | en | n:13 | show 13 results
no-date | it | none | quanti anni ha Mattarella?
no-date | it | none | apri il file relazione_finale.docx
no-date | it | none | cerca "Il sabato del villaggio"
no-date | it | none | trova via Garibaldi sulla mappa
no-date | it | none | metti la canzone Domenica bestiale
no-date | it | none | qual è il prefisso di Roma?
no-date | it | none | mandami il pdf del libro Cent'anni di solitudine
no-date | it | none | compra 2 biglietti per il concerto
no-date | it | none | la batteria è al 40 per cento
no-date | it | none | crea una cartella chiamata progetti
no-date | it | none | spegni tutte le luci
no-date | it | none | qual è la password del wifi?
no-date | it | none | quanti gradi ci sono fuori?
no-date | it | none | cerca il film Ritorno al futuro
no-date | en | none | how old is the president?
no-date | en | none | open the file final_report.docx
no-date | en | none | play the song Sunday Bloody Sunday
no-date | en | none | find Main Street on the map
no-date | en | none | what is the area code of Boston?
no-date | en | none | buy 2 tickets for the concert
no-date | en | none | the battery is at 40 percent
no-date | en | none | create a folder called projects
no-date | en | none | turn off all the lights
no-date | en | none | what's the wifi password?
no-date | en | none | how many degrees is it outside?
no-date | en | none | find the book One Hundred Years of Solitude
no-date | en | none | show me the March of the Penguins trailer
no-date | en | none | who won the 2018 World Cup?
`;
