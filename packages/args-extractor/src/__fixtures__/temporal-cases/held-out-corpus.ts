/**
 * A second held-out set, phrased the way public corpora phrase dates rather than the way people ask an assistant:
 * news sentences (TimeBank/TempEval, Italian news and EVALITA-style text: "earlier this month", "il 3 marzo scorso",
 * "nel primo trimestre", "mid-2015", "the 1990s"), task-oriented dialogue turns (MultiWOZ, Schema-Guided Dialogue,
 * SNIPS, ATIS, MASSIVE it/en: "a table for 4 at 7:30 pm on Friday", "I need to leave after 11:45", "prenota per
 * sabato sera alle 20"), numeric formats (21.10.2015, 10/21/2015, 9/11/2025 in Italian), spelled numbers, holidays,
 * ranges and durations, and no-date text full of date-like words ("Corriere della Sera", "Il Sole 24 Ore", "3-1").
 * Written before the rules were read and run once before any rule changed for it; expectations follow the README's
 * conventions (weeks start on Monday, past or next by tense, parts of the day, bare hours on the 24-hour clock).
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutCorpus = `
absolute-dates | it | d:2015-10-21 | La sentenza è stata depositata il 21.10.2015 presso la cancelleria.
absolute-dates | it | d:2015-10-21 | nota del 21/10/2015 sul bilancio consuntivo
absolute-dates | it | d:2015-10-21 | il decreto è entrato in vigore il 2015-10-21
absolute-dates | it | d:2026-03-03 | Il 3 marzo scorso la polizia ha fermato due uomini a Palermo.
absolute-dates | it | d:2026-03-03 | Il vertice si è tenuto il 3 marzo a Bruxelles.
absolute-dates | it | d:2026-06-12 | La partita si giocherà il 12 giugno allo stadio Olimpico.
absolute-dates | it | d:2015-10-21 | è nato il ventuno ottobre 2015
absolute-dates | it | d:2024-05-01 | il 1° maggio 2024 si è svolto il concerto in piazza
absolute-dates | it | d:2025-11-09 | il 9/11/2025 è arrivata la comunicazione ufficiale
absolute-dates | it | d:1989-11-09 | Il muro di Berlino è caduto il 9 novembre 1989.
absolute-dates | it | d:2026-09-01 | le lezioni riprenderanno il primo settembre
absolute-dates | it | d:2026-07-14 | l'udienza è fissata per il 14 luglio
absolute-dates | it | d:2026-02-27 | ROMA, 27 febbraio 2026 - Il consiglio dei ministri ha approvato il decreto.
absolute-dates | it | d:2026-05-28 | vorrei prenotare per giovedì 28 maggio
absolute-dates | it | d:2019-12-03 | il verbale di assemblea del 03/12/2019
absolute-dates | it | d:2026-10-21 | il 21 ottobre prossimo si vota
absolute-dates | it | d:2026-01-08 | L'8 gennaio scorso il consiglio comunale ha approvato il bilancio.
absolute-dates | it | d:2026-05-30 | una prenotazione per il 30 maggio
absolute-dates | it | d:2027-02-15 | la scadenza è stata fissata al 15 febbraio 2027
absolute-dates | it | d:2026-08-03 | il 3 agosto parto per la Sardegna
absolute-dates | it | d:2020-03-09 | Il 9 marzo 2020 è iniziato il lockdown in tutta Italia.
absolute-dates | it | d:2026-12-03 | il concerto è in programma il 3 dicembre
absolute-dates | it | d:2015-10-21 | mercoledì 21 ottobre 2015 si è riunito il consiglio
absolute-dates | en | d:2015-10-21 | The report was released on 10/21/2015.
absolute-dates | en | d:2015-10-21 | On October 21, 2015, shares fell sharply.
absolute-dates | en | d:2015-10-21 | the complaint was filed 2015-10-21
absolute-dates | en | d:2026-10-21 | can you book it for the 21st of October
absolute-dates | en | d:2026-10-21 | I need the hotel on Oct 21st
absolute-dates | en | d:2026-03-03 | The agency announced the decision on March 3.
absolute-dates | en | d:2026-06-12 | The hearing is scheduled for June 12.
absolute-dates | en | d:1989-11-09 | The Berlin Wall fell on November 9, 1989.
absolute-dates | en | d:2026-05-28 | I'd like to book for Thursday, May 28
absolute-dates | en | d:2026-09-01 | school starts on September 1st
absolute-dates | en | d:2025-12-03 | in a statement dated Dec. 3, 2025
absolute-dates | en | d:2026-07-14 | I want to fly out on 14 July
absolute-dates | en | d:2019-12-03 | meeting minutes from 12/03/2019
absolute-dates | en | d:2026-05-30 | reservation for May 30th please
absolute-dates | en | d:2026-08-03 | I'm leaving for Boston on August third
absolute-dates | en | d:2026-01-08 | On Jan. 8 the council approved the budget.
absolute-dates | en | d:2027-02-15 | the deadline is February 15, 2027
absolute-dates | en | d:2020-03-09 | On 9 March 2020 the lockdown began.
absolute-dates | en | d:2026-06-20 | show me flights on june twentieth
absolute-dates | en | d:2026-11-04 | The vote will take place on Wednesday, November 4.
absolute-dates | en | d:2001-09-11 | the attacks of September 11, 2001
absolute-dates | en | d:2026-05-25 | I need a taxi on the 25th
relative-days | it | d:2026-05-18 | Ieri il presidente ha incontrato i sindacati al Quirinale.
relative-days | it | d:2026-05-18 | nella giornata di ieri si sono registrati nuovi casi
relative-days | it | d:2026-05-20 | domani è prevista pioggia su tutta la regione
relative-days | it | d:2026-05-19 | Oggi il Senato vota la fiducia al governo.
relative-days | it | d:2026-05-17 | ieri l'altro è stato firmato l'accordo
relative-days | it | d:2026-05-21 | dopodomani sciopero dei trasporti
relative-days | it | d:2026-05-19 | stamani il sindaco ha inaugurato la mostra
relative-days | it | d:2026-05-18 | Ieri sera a Milano si è svolta una manifestazione.
relative-days | it | d:2026-05-20 | domani pomeriggio c'è la conferenza stampa
relative-days | it | d:2026-05-19 | la risposta del ministero arriverà in giornata
relative-days | it | d:2026-05-20 | prenota un tavolo per domani
relative-days | it | d:2026-05-19 | stasera mi serve un taxi
relative-days | it | d:2026-05-20 | nella giornata di domani sono previsti temporali
relative-days | it | d:2026-05-21 | domani l'altro arriva il pacco
relative-days | it | d:2026-05-19 | il documento è stato protocollato in data odierna
relative-days | it | d:2026-05-18 | ieri mattina è crollato un ponte
relative-days | en | d:2026-05-18 | Yesterday, the company said it would cut 500 jobs.
relative-days | en | d:2026-05-19 | The minister said today that talks would resume.
relative-days | en | d:2026-05-20 | I need a train tomorrow
relative-days | en | d:2026-05-21 | what's the weather for the day after tomorrow
relative-days | en | d:2026-05-17 | a fire broke out the day before yesterday
relative-days | en | d:2026-05-19 | Earlier today the market dropped 2%.
relative-days | en | d:2026-05-19 | the results will be announced later today
relative-days | en | d:2026-05-18 | Yesterday afternoon police arrested two men.
relative-days | en | d:2026-05-20 | set an alarm for tomorrow morning
relative-days | en | d:2026-05-19 | tonight I need a table for two
relative-days | en | d:2026-05-18 | he scored twice in last night's game
relative-days | en | d:2026-05-20 | book me a taxi for tomorrow please
relative-days | en | d:2026-05-19 | is there any rain forecast for today
relative-days | en | d:2026-05-20 | what's the weather like tomorrow in London
relative-days | en | d:2026-05-18 | Yesterday's vote was postponed.
relative-days | en | d:2026-05-19 | the shop closes early this evening
weekdays | it | d:2026-05-22 | prenota un tavolo per venerdì
weekdays | it | d:2026-05-15 | Venerdì il governo ha approvato il decreto.
weekdays | it | d:2026-05-23 | sabato sera vorrei andare al cinema
weekdays | it | d:2026-05-25 | lunedì prossimo riapre la scuola
weekdays | it | d:2026-05-25 | il prossimo lunedì ho una visita
weekdays | it | d:2026-05-20 | mi serve un treno mercoledì dopo le 17
weekdays | it | d:2026-05-21 | giovedì 21 maggio c'è il consiglio
weekdays | it | d:2026-05-30 | prenotazione per sabato 30
weekdays | it | d:2026-06-07 | domenica 7 giugno si vota per il referendum
weekdays | it | d:2026-05-17 | Domenica scorsa allo stadio c'erano 60 mila spettatori.
weekdays | it | d:2026-05-14 | giovedì scorso la Borsa ha chiuso in calo
weekdays | it | d:2026-05-26 | martedì prossimo arriva il tecnico
weekdays | it | d:2026-05-24 | domenica mattina andiamo al mare
weekdays | it | d:2026-05-16 | Sabato è stato arrestato un uomo di 40 anni.
weekdays | it | d:2026-05-21 | per tre notti a partire da giovedì
weekdays | it | d:2026-05-22 | questo venerdì c'è la riunione
weekdays | it | d:2026-06-01 | lunedì 1 giugno gli uffici restano aperti
weekdays | it | d:2026-05-13 | mercoledì scorso è uscito il nuovo album
weekdays | it | d:2026-05-20 | mercoledì 20 ho il dentista
weekdays | en | d:2026-05-22 | a table for 4 on Friday
weekdays | en | d:2026-05-15 | On Friday, the company reported higher profits.
weekdays | en | d:2026-05-20 | I need a train leaving on wednesday
weekdays | en | d:2026-05-25 | next Monday I start the course
weekdays | en | d:2026-05-21 | for three nights starting on thursday
weekdays | en | d:2026-05-23 | I want to book for saturday
weekdays | en | d:2026-05-24 | can you find me a restaurant for sunday
weekdays | en | d:2026-05-14 | Stocks rallied last Thursday.
weekdays | en | d:2026-05-16 | Three people were killed in Saturday's attack.
weekdays | en | d:2026-06-10 | the match is on Wednesday, June 10
weekdays | en | d:2026-05-22 | this Friday we have the review
weekdays | en | d:2026-05-26 | next Tuesday the technician comes
weekdays | en | d:2026-05-21 | thursday please
weekdays | en | d:2026-05-13 | The meeting was held on Wednesday.
weekdays | en | d:2026-05-17 | last Sunday we went to the beach
weekdays | en | d:2026-05-29 | the concert is on Friday, May 29
weekdays | en | d:2026-06-01 | the offices are open on Monday, June 1
weekdays | en | d:2026-05-23 | Saturday morning I need a cab
weekdays | en | d:2026-05-20 | I'd like to leave on Wednesday
offsets | it | dt:2026-05-19T14:25 | ricordamelo tra venti minuti
offsets | it | dt:2026-05-19T14:15 | fra dieci minuti parte il treno
offsets | it | dt:2026-05-19T14:20 | tra un quarto d'ora arrivo
offsets | it | dt:2026-05-19T15:35 | tra un'ora e mezza inizia la partita
offsets | it | dt:2026-05-19T13:35 | mezz'ora fa è scattato l'allarme
offsets | it | dt:2026-05-19T12:05 | Due ore fa è stato diramato l'allerta meteo.
offsets | it | d:2026-05-05 | Due settimane fa il governo aveva annunciato il piano.
offsets | it | d:2026-04-28 | tre settimane fa ho rinnovato il passaporto
offsets | it | d:2025-05-19 | un anno fa l'azienda ha chiuso lo stabilimento
offsets | it | d:2025-11-19 | sei mesi fa è iniziata la cassa integrazione
offsets | it | d:2026-06-03 | fra 15 giorni si vota
offsets | it | d:2026-05-26 | tra una settimana parte la campagna
offsets | it | d:2026-07-19 | tra due mesi scade il contratto
offsets | it | d:2026-05-16 | Tre giorni fa la polizia ha trovato il corpo.
offsets | it | dt:2026-05-17T14:05 | 48 ore fa è partita la nave
offsets | it | d:2026-05-14 | cinque giorni fa è arrivata la lettera
offsets | it | d:2026-05-29 | fra dieci giorni riaprono le piscine
offsets | it | dt:2026-05-19T16:05 | chiamami tra 2 ore
offsets | en | dt:2026-05-19T14:25 | remind me in twenty minutes
offsets | en | dt:2026-05-19T14:15 | the train leaves in 10 minutes
offsets | en | dt:2026-05-19T14:20 | I'll be there in a quarter of an hour
offsets | en | dt:2026-05-19T15:35 | the game starts in an hour and a half
offsets | en | dt:2026-05-19T13:35 | the alarm went off half an hour ago
offsets | en | dt:2026-05-19T12:05 | A weather warning was issued two hours ago.
offsets | en | d:2026-05-05 | Two weeks ago the government announced the plan.
offsets | en | d:2026-06-02 | the results are due in a fortnight
offsets | en | d:2025-05-19 | a year ago the plant was closed
offsets | en | d:2025-11-19 | six months ago the strike began
offsets | en | d:2026-06-09 | three weeks from now we move house
offsets | en | d:2026-05-29 | ten days from today the pools reopen
offsets | en | d:2026-07-19 | the contract expires in two months
offsets | en | d:2026-05-16 | Three days ago police found the body.
offsets | en | dt:2026-05-17T14:05 | the ship left 48 hours ago
offsets | en | d:2026-05-14 | the letter arrived five days ago
offsets | en | dt:2026-05-19T15:35 | wake me up in 90 minutes
offsets | en | d:2026-05-24 | the festival opens in five days
months-years | it | m:2026-05 | all'inizio di questo mese i prezzi sono saliti
months-years | it | m:2026-04 | Il mese scorso le vendite sono aumentate del 3%.
months-years | it | y:2025 | lo scorso anno le esportazioni sono calate
months-years | it | y:2027 | l'anno prossimo apre la nuova linea della metro
months-years | it | y:2026 | quest'anno il raccolto è stato scarso
months-years | it | q:2026-Q1 | Nel primo trimestre il fatturato è cresciuto del 5%.
months-years | it | q:2025-Q3 | nel terzo trimestre del 2025 l'utile è raddoppiato
months-years | it | m:2015-10 | il bilancio di ottobre 2015
months-years | it | y:2015 | a metà del 2015 l'azienda è stata venduta
months-years | it | y:2019 | alla fine del 2019 è stato firmato l'accordo
months-years | it | m:2026-03 | A marzo la disoccupazione è scesa al 7%.
months-years | it | m:2026-09 | a settembre riapriranno le scuole
months-years | it | m:2026-06 | a metà giugno arriva il caldo
months-years | it | m:2026-07 | all'inizio di luglio partiremo per le vacanze
months-years | it | y:2010 | nel 2010 la società è stata quotata in Borsa
months-years | it | m:2027-01 | a gennaio del prossimo anno cambierà la legge
months-years | it | q:2026-Q3 | il prossimo trimestre sarà decisivo
months-years | it | m:2026-06 | il mese prossimo si vota
months-years | it | y:2025 | alla fine dell'anno scorso il debito è salito
months-years | it | m:2026-02 | lo scorso febbraio l'inflazione è salita
months-years | en | m:2026-05 | Earlier this month, prices rose.
months-years | en | m:2026-04 | Sales increased 3% last month.
months-years | en | y:2025 | The company was sold late last year.
months-years | en | y:2015 | by mid-2015 the project had stalled
months-years | en | q:2026-Q1 | Revenue fell from the previous quarter.
months-years | en | q:2026-Q1 | Profits rose 5% in the first quarter.
months-years | en | y:2027 | the new line opens next year
months-years | en | y:2026 | this year the harvest was poor
months-years | en | m:2015-10 | the budget for October 2015
months-years | en | q:2024-Q3 | earnings in Q3 2024 doubled
months-years | en | m:2026-05 | the vote is expected later this month
months-years | en | m:2026-06 | the law takes effect early next month
months-years | en | y:2020 | in early 2020 the pandemic began
months-years | en | m:2026-09 | schools will reopen in September
months-years | en | m:2026-03 | In March, unemployment fell to 7%.
months-years | en | y:2019 | the deal was signed in late 2019
months-years | en | m:2026-06 | the heat arrives in mid-June
months-years | en | q:2026-Q3 | next quarter will be decisive
months-years | en | y:2008 | during the 2008 financial crisis
months-years | en | m:2026-02 | inflation rose this past February
times-of-day | it | t:08:15 | ho bisogno di un taxi per le 8 e un quarto
times-of-day | it | dt:2026-05-23T20:00 | prenota per sabato sera alle 20
times-of-day | it | t:19:30 | il treno parte alle 19.30
times-of-day | it | t:20:00 | ci vediamo alle otto di sera
times-of-day | it | t:12:30 | pranzo a mezzogiorno e mezzo
times-of-day | it | t:06:45 | svegliami alle sette meno un quarto
times-of-day | it | dt:2026-05-20T06:00 | metti la sveglia domani alle 6
times-of-day | it | t:21:00 | passo verso le 21
times-of-day | it | t:18:00 | la riunione è convocata alle ore 18:00
times-of-day | it | t:17:15 | un treno che parta dopo le 17:15
times-of-day | it | dt:2026-05-22T19:30 | un tavolo per 4 venerdì alle 19:30
times-of-day | it | p:2026-05-20T06:00..2026-05-20T12:00 | domani in mattinata arriva il corriere
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera cosa danno in tv?
times-of-day | it | t:00:00 | a mezzanotte chiude il locale
times-of-day | it | t:13:00 | all'una del pomeriggio
times-of-day | it | t:09:30 | apre alle nove e mezza
times-of-day | it | t:16:40 | il volo atterra alle 16 e 40
times-of-day | it | dt:2026-05-21T08:00 | giovedì mattina alle 8 ho il treno
times-of-day | it | t:22:00 | alle dieci di sera spegni tutto
times-of-day | it | p:2026-05-18T18:00..2026-05-19T06:00 | Ieri notte un incendio ha distrutto il capannone.
times-of-day | en | t:06:45 | wake me up at quarter to seven
times-of-day | en | dt:2026-05-20T06:00 | set an alarm for 6 am tomorrow
times-of-day | en | dt:2026-05-22T19:30 | a table for 4 at 7:30 pm on Friday
times-of-day | en | dt:2026-05-20T17:15 | I need a train leaving after 17:15 on wednesday
times-of-day | en | t:20:30 | I want to arrive by 20:30
times-of-day | en | t:11:45 | I need to leave after 11:45
times-of-day | en | dt:2026-05-23T18:45 | I want a reservation at 18:45 on Saturday for 3 people
times-of-day | en | t:12:00 | let's meet at noon
times-of-day | en | t:09:15 | at a quarter past nine
times-of-day | en | t:17:00 | the store closes at 5 in the afternoon
times-of-day | en | t:19:00 | dinner at 7 p.m.
times-of-day | en | t:20:00 | around 8 pm
times-of-day | en | t:06:30 | the bus leaves at half past six
times-of-day | en | t:10:00 | the meeting is at ten o'clock
times-of-day | en | p:2026-05-19T06:00..2026-05-19T12:00 | Police said this morning that two men were arrested.
times-of-day | en | p:2026-05-18T18:00..2026-05-19T06:00 | A fire destroyed the warehouse last night.
times-of-day | en | dt:2026-05-21T12:15 | for 4 people at 12:15 on thursday
times-of-day | en | t:15:30 | the flight lands at 3:30 pm
times-of-day | en | p:2026-05-19T18:00..2026-05-20T06:00 | what's on tv tonight
times-of-day | en | t:21:00 | turn off the lights at 9 at night
times-of-day | en | dt:2026-05-20T07:00 | tomorrow at 7 a.m.
windows | it | r:2026-06-10..2026-06-12 | il festival si terrà dal 10 al 12 giugno
windows | it | r:2026-05-19..2026-12-31 | il cantiere chiuderà entro fine anno
windows | it | r:2026-05-19..2026-05-31 | il pagamento va fatto entro la fine del mese
windows | it | w:2026-05-11 | La settimana scorsa i prezzi sono saliti.
windows | it | w:2026-05-25 | la prossima settimana arriva il caldo
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | questo fine settimana è previsto bel tempo
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | lo scorso fine settimana ci sono stati tre incidenti
windows | it | r:1990-01-01..1999-12-31 | negli anni Novanta la città è cresciuta
windows | it | r:2016-05-19..2026-05-19 | negli ultimi dieci anni la popolazione è calata
windows | it | r:2026-05-12..2026-05-19 | nell'ultima settimana i contagi sono scesi
windows | it | r:2026-05-19..2026-05-26 | nei prossimi sette giorni è previsto sole
windows | it | r:2026-05-20T09:00..2026-05-20T13:00 | domani dalle 9 alle 13 manca l'acqua
windows | it | r:2026-07-01..2026-07-15 | dal primo al 15 luglio la strada è chiusa
windows | it | r:2010-01-01..2026-05-19 | dal 2010 il numero di iscritti è raddoppiato
windows | it | r:2026-06-01..2026-06-05 | da lunedì 1 a venerdì 5 giugno
windows | it | r:2026-05-21..2026-05-24 | sarò via da giovedì a domenica
windows | it | w:2026-05-18 | questa settimana il Parlamento discute la legge
windows | it | r:2015-01-01..2019-12-31 | tra il 2015 e il 2019 il fatturato è cresciuto
windows | it | r:2026-05-19..2026-06-30 | le domande vanno presentate entro il 30 giugno
windows | it | r:2026-05-19T18:00..2026-05-19T20:00 | oggi tra le 18 e le 20
windows | en | r:2026-06-10..2026-06-12 | the festival runs from June 10 to June 12
windows | en | r:2026-05-19..2026-12-31 | the site will close by the end of the year
windows | en | w:2026-05-11 | Prices rose last week.
windows | en | w:2026-05-25 | the heat arrives next week
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | Three crashes occurred this past weekend.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | nice weather is expected this weekend
windows | en | r:1990-01-01..1999-12-31 | the city grew in the 1990s
windows | en | r:2016-05-19..2026-05-19 | the population has declined over the past decade
windows | en | r:2026-05-12..2026-05-19 | cases fell in the past week
windows | en | r:2026-05-19..2026-05-26 | sunshine is expected over the next seven days
windows | en | r:2026-05-20T09:00..2026-05-20T13:00 | the water is off tomorrow from 9 am to 1 pm
windows | en | r:2026-07-01..2026-07-15 | the road is closed July 1-15
windows | en | r:2010-01-01..2026-05-19 | enrolment has doubled since 2010
windows | en | r:2026-05-21..2026-05-24 | I'll be away Thursday through Sunday
windows | en | w:2026-05-18 | Earlier this week the Senate passed the bill.
windows | en | r:2015-01-01..2019-12-31 | revenue grew between 2015 and 2019
windows | en | r:2026-05-19..2026-06-30 | applications must be submitted by June 30
windows | en | r:2026-06-15..2026-06-19 | the course runs June 15th through the 19th
windows | en | r:2026-05-19T18:00..2026-05-19T20:00 | deliver it between 6 and 8 pm today
windows | en | w:2026-06-08 | book something for the week of June 8
holidays | it | d:2026-12-25 | a Natale torneremo a casa
holidays | it | d:2026-12-26 | il giorno di Santo Stefano i negozi sono chiusi
holidays | it | d:2026-12-24 | la vigilia di Natale cena dai nonni
holidays | it | d:2027-01-06 | all'Epifania arriva la Befana
holidays | it | d:2026-04-05 | A Pasqua sono aumentati i prezzi dei voli.
holidays | it | d:2026-04-06 | A Pasquetta c'è stato il pienone sulle spiagge.
holidays | it | d:2026-04-25 | La festa della Liberazione è stata celebrata in tutte le piazze.
holidays | it | d:2026-05-01 | Al concerto del Primo Maggio c'erano centomila persone.
holidays | it | d:2026-06-02 | la festa della Repubblica quest'anno cade di martedì
holidays | it | d:2026-08-15 | a Ferragosto le città si svuotano
holidays | it | d:2026-11-01 | il giorno di Ognissanti
holidays | it | d:2026-11-02 | il giorno dei morti andremo al cimitero
holidays | it | d:2026-12-08 | il ponte dell'Immacolata
holidays | it | d:2026-12-31 | il cenone di San Silvestro
holidays | it | d:2027-01-01 | a Capodanno i musei saranno chiusi
holidays | it | d:2027-02-14 | a San Valentino prenota una cena
holidays | it | d:2026-05-24 | a Pentecoste ci sarà la processione
holidays | it | d:2026-05-10 | per la festa della mamma ho regalato dei fiori
holidays | it | d:2027-03-28 | a Pasqua dell'anno prossimo andremo in Puglia
holidays | en | d:2026-12-25 | we'll go home on Christmas Day
holidays | en | d:2026-12-24 | dinner at my grandparents' on Christmas Eve
holidays | en | d:2026-11-26 | book a table for Thanksgiving
holidays | en | d:2026-11-27 | Black Friday deals
holidays | en | d:2026-07-04 | the fireworks on the Fourth of July
holidays | en | d:2026-09-07 | the office is closed on Labor Day
holidays | en | d:2026-05-25 | the Memorial Day parade
holidays | en | d:2026-10-31 | a Halloween party
holidays | en | d:2027-01-01 | museums will be closed on New Year's Day
holidays | en | d:2026-12-31 | a New Year's Eve party
holidays | en | d:2027-02-14 | book a dinner for Valentine's Day
holidays | en | d:2027-03-17 | the St. Patrick's Day parade
holidays | en | d:2026-04-05 | On Easter Sunday the pope celebrated mass in St. Peter's Square.
holidays | en | d:2026-06-21 | a gift for Father's Day
holidays | en | d:2026-05-10 | I gave my mother flowers on Mother's Day
holidays | en | d:2027-01-18 | Martin Luther King Jr. Day
holidays | en | d:2026-12-26 | Boxing Day sales
holidays | en | d:2026-11-11 | the Veterans Day ceremony
holidays | en | d:2026-04-03 | The markets were closed on Good Friday.
durations | it | dur:P3D | una camera per tre notti
durations | it | dur:PT2H | posso parcheggiare per un paio d'ore?
durations | it | dur:P7D | un noleggio per una settimana
durations | it | dur:PT1H30M | una riunione di 90 minuti
durations | it | dur:PT30M | una pausa di mezz'ora
durations | it | dur:PT15M | ci vuole un quarto d'ora a piedi
durations | it | dur:P14D | due settimane di ferie
durations | it | dur:P6M | è stato condannato a sei mesi di reclusione
durations | it | dur:P1Y6M | un anno e mezzo di lavori
durations | it | dur:P3Y | un contratto di tre anni
durations | it | dur:PT20M | imposta un timer di 20 minuti
durations | it | dur:PT45M | il volo dura 45 minuti
durations | it | dur:P2D | un soggiorno di due giorni
durations | it | dur:PT8H | otto ore di sciopero
durations | it | dur:PT1H | un'ora di attesa al pronto soccorso
durations | en | dur:P3D | a room for three nights
durations | en | dur:PT2H | can I park for a couple of hours?
durations | en | dur:P7D | a car rental for a week
durations | en | dur:PT1H30M | a 90-minute meeting
durations | en | dur:PT30M | a half hour break
durations | en | dur:PT15M | it's a 15 minute walk
durations | en | dur:P14D | a two-week vacation
durations | en | dur:P6M | he was sentenced to six months in prison
durations | en | dur:P10Y | a 10-year bond
durations | en | dur:P3Y | a three-year contract
durations | en | dur:PT20M | set a timer for twenty minutes
durations | en | dur:PT45M | the 45-minute flight
durations | en | dur:P2D | a two-day stay
durations | en | dur:PT8H | an eight-hour strike
durations | en | dur:PT1H | a one-hour wait in the emergency room
numbers | it | n:12 | compra una dozzina di uova
numbers | it | n:3 | un tavolo per tre persone
numbers | it | n:21 | ventuno candeline
numbers | it | n:1500 | l'azienda ha 1.500 dipendenti
numbers | it | n:2500000 | un finanziamento da 2,5 milioni di euro
numbers | it | n:23 | ventitré feriti
numbers | it | n:2000 | duemila manifestanti in piazza
numbers | it | n:4 | un albergo a quattro stelle
numbers | it | n:120 | centoventi posti letto
numbers | it | n:6 | mezza dozzina di bottiglie
numbers | it | nr:10..20 | un regalo tra 10 e 20 euro
numbers | it | nr:100..200 | un hotel dai 100 ai 200 euro a notte
numbers | it | n:1234567 | 1.234.567 abitanti
numbers | it | n:31 | trentuno studenti
numbers | it | n:0.5 | aggiungi 0,5 litri di latte
numbers | en | n:12 | buy a dozen eggs
numbers | en | n:4 | a table for four
numbers | en | n:21 | twenty-one candles
numbers | en | n:1500 | the company has 1,500 employees
numbers | en | n:3200000000 | a 3.2 billion dollar deal
numbers | en | n:120 | one hundred and twenty beds
numbers | en | n:6 | half a dozen bottles
numbers | en | n:2000 | two thousand protesters
numbers | en | n:4 | a four star hotel
numbers | en | nr:10..20 | files of 10-20 MB
numbers | en | nr:3..5 | hotels from 3 to 5 stars
numbers | en | n:1500 | 1.5k followers
numbers | en | n:99 | ninety-nine problems
numbers | en | n:7 | a reservation for seven people
numbers | en | n:250000 | 250,000 people attended
no-date | it | none | l'ho letto sul Corriere della Sera
no-date | it | none | lo ha scritto Il Sole 24 Ore
no-date | it | none | buongiorno, vorrei prenotare un tavolo per due
no-date | it | none | la Juventus ha vinto 3-1 contro il Milan
no-date | it | none | cerco un ristorante economico in centro
no-date | it | none | abito in via XX Settembre
no-date | it | none | metti un po' di musica jazz
no-date | it | none | che tempo fa a Roma?
no-date | it | none | un albergo con parcheggio gratuito
no-date | it | none | il Movimento 5 Stelle ha presentato un emendamento
no-date | it | none | ho comprato un iPhone 15
no-date | it | none | buonasera, mi serve un taxi
no-date | it | none | il vertice del G7 si è chiuso senza accordo
no-date | it | none | guardo la Formula 1 su Canale 5
no-date | it | none | il decreto legislativo 231 sulla responsabilità delle imprese
no-date | it | none | apri la porta d'ingresso
no-date | it | none | il mio numero è 347 123 4567
no-date | it | none | il prezzo è di 12,50 euro
no-date | it | none | i biglietti per il Maggio Musicale Fiorentino
no-date | it | none | la spedizione dei Mille
no-date | it | none | il codice postale è 00184
no-date | it | none | riproduci Notte prima degli esami
no-date | it | none | il tempo di cottura è indicato sulla confezione
no-date | it | none | la linea 2 della metro è interrotta
no-date | it | none | ho visto Mezzogiorno di fuoco
no-date | it | none | un buon ristorante per una serata romantica
no-date | en | none | I'm looking for a cheap restaurant in the centre
no-date | en | none | the train from Cambridge to London Kings Cross
no-date | en | none | what's the postcode?
no-date | en | none | I read it in the Sunday Times
no-date | en | none | Good morning, I need a hotel with free wifi
no-date | en | none | Manchester United won 2-1
no-date | en | none | play Saturday Night Fever
no-date | en | none | a 4 star hotel in the north
no-date | en | none | the G7 summit ended without a deal
no-date | en | none | upgrade to Windows 11
no-date | en | none | a road trip on Route 66
no-date | en | none | what is the fare code Y
no-date | en | none | show me the cheapest flight from Boston to Denver
no-date | en | none | the Morning Star newspaper
no-date | en | none | COVID-19 vaccines
no-date | en | none | the phone number is 01223 351880
no-date | en | none | add milk to my shopping list
no-date | en | none | turn the volume up to 11
no-date | en | none | play Friday I'm in Love by The Cure
no-date | en | none | watch the movie Independence Day
no-date | en | none | the price is $12.50
no-date | en | none | is it going to be sunny
no-date | en | none | call me back when you can
no-date | en | none | a romantic restaurant for a night out
no-date | en | none | I need a room with a sea view
no-date | en | none | the Second World War ended in Europe
`;
