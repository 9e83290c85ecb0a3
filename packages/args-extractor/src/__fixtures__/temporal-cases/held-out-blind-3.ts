/**
 * A fifth held-out set, written blind for issue 21: its author read only the README's conventions, the case format
 * and the evaluation harness, never the rules, the development set or the other held-out sets (beyond the header and
 * first five lines of `held-out-blind-2.ts`, for the line format). It is weighted to where the reader was weakest on
 * an outside corpus: English windows ("from 4 to 6pm tomorrow", "between Monday and Wednesday", "the week of the
 * 10th", "over the weekend", "in the next couple of hours", "later this month", "end of next week", "early next
 * month", "the past fortnight"), English months and years ("in March", "March 2015", "the summer of '69", "Q4", "the
 * 90s", "last spring", "this year"), English holidays (US, UK, Irish, Canadian and French ones, movable feasts
 * computed from Easter) and English times of day ("half past three", "quarter to 5", "1700 hours", "8ish", "tonight
 * at 8"); then every other category, in Italian and English, as assistant requests, chat (no accents, "tmrw", "x
 * domani"), email and news text. Italian as Italians write it ("fra"/"tra", "stamattina", "stanotte", "ieri l'altro",
 * "a fine mese", "nel weekend", "per Ferragosto", "alle 18 e un quarto", "verso le sette di sera"). No-date lines are
 * names, titles, streets, scores, ages, measures and holidays used as a noun's modifier.
 * Expectations follow the README's conventions (weeks from Monday, a bare weekday the next one, "next Friday" next
 * week's, the tense of the sentence for recurring dates, parts of the day, seasons, bare hours on the 24-hour clock);
 * phrasings whose value is genuinely ambiguous were left out ("next weekend", "fiscal year 2020", "half seven",
 * "last Monday" on a Tuesday, "the rest of the week"). A part of the day, a season or a loose window ("late May",
 * "end of next week") is graded as a `p:` span its start must fall in.
 * An evaluation set: no floor is asserted on it yet (see `temporal-evaluation.test.ts`); the first run is in the README.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind3 = `
absolute-dates | en | d:2026-06-03 | Can you book the car service for June 3rd?
absolute-dates | en | d:2026-05-25 | The rent is due on the 25th.
absolute-dates | en | d:2024-03-15 | Invoice #4471 issued 3/15/2024
absolute-dates | en | d:2025-11-04 | Meeting notes 2025-11-04
absolute-dates | en | d:2026-06-01 | Kickoff is Monday, June 1.
absolute-dates | en | d:2026-12-12 | Concert tickets for Dec. 12 just arrived.
absolute-dates | en | d:2019-12-12 | The treaty was signed on the 12th of December, 2019.
absolute-dates | en | d:2026-07-01 | My new contract starts on the 1st of July.
absolute-dates | en | d:2027-01-02 | We fly out on Jan 2nd.
absolute-dates | en | d:2026-02-18 | BOSTON, Feb. 18 (AP) — Firefighters battled a three-alarm blaze in Dorchester.
absolute-dates | en | d:2026-05-31 | Pay the credit card on the 31st.
absolute-dates | en | d:2026-05-05 | I already paid it on May 5.
absolute-dates | en | d:2026-05-20 | Delivery scheduled for 5/20.
absolute-dates | en | d:2026-06-02 | Can we do Tuesday the 2nd?
absolute-dates | en | d:2021-03-04 | Posted on 4 March 2021
absolute-dates | en | d:2026-09-09 | Sept 9 works for the vet.
absolute-dates | it | d:2026-06-03 | Prenotami il parrucchiere per il 3 giugno
absolute-dates | it | d:2026-07-01 | il nuovo contratto parte il primo luglio
absolute-dates | it | d:2026-06-12 | Scadenza pagamento: 12/06/2026
absolute-dates | it | d:2026-05-25 | l'affitto va pagato entro il 25
absolute-dates | it | d:2026-06-02 | Ci vediamo martedì 2 giugno?
absolute-dates | it | d:2021-03-03 | Il decreto è stato firmato il 3 marzo 2021.
absolute-dates | it | d:2015-10-21 | Fattura emessa il 21.10.2015
absolute-dates | it | d:2026-09-01 | Le iscrizioni aprono il 1° settembre.
absolute-dates | it | d:2026-04-12 | Lo scorso 12 aprile il consiglio comunale ha approvato il bilancio.
absolute-dates | it | d:2026-05-30 | la festa è sabato 30 maggio
absolute-dates | it | d:2026-02-04 | ROMA, 4 febbraio – Il governo ha varato il nuovo decreto sulle bollette.
absolute-dates | it | d:2027-01-07 | Il corso riprende il 7 gennaio.
absolute-dates | it | d:2026-05-28 | ci vediamo il giorno 28
absolute-dates | it | d:2026-06-09 | ho la visita dal dentista il 9/6
absolute-dates | it | d:1999-12-31 | Era il 31 dicembre 1999 e tutti temevano il millennium bug.
absolute-dates | it | d:2026-08-20 | Partiamo giovedi 20 agosto
relative-days | en | d:2026-05-19 | what's on my calendar today?
relative-days | en | d:2026-05-20 | remind me to pay the gas bill tomorrow
relative-days | en | d:2026-05-18 | Did I get any packages yesterday?
relative-days | en | d:2026-05-21 | The package arrives the day after tomorrow.
relative-days | en | d:2026-05-17 | He left the day before yesterday.
relative-days | en | d:2026-05-20 | cant make it tmrw sorry
relative-days | en | d:2026-05-18 | forwarded you the pdf yday
relative-days | en | d:2026-05-20 | Let's move tomorrow's standup.
relative-days | en | d:2026-05-18 | Can you resend yesterday's minutes?
relative-days | en | d:2026-05-19 | The order must ship today.
relative-days | en | d:2026-05-20 | tmr works
relative-days | en | d:2026-05-21 | Day after tomorrow is fine for the delivery.
relative-days | it | d:2026-05-19 | che impegni ho oggi?
relative-days | it | d:2026-05-20 | ricordami domani di chiamare il commercialista
relative-days | it | d:2026-05-21 | La consegna è prevista per dopodomani.
relative-days | it | d:2026-05-18 | Ieri ho speso troppo al supermercato.
relative-days | it | d:2026-05-17 | L'ho sentito l'altro ieri.
relative-days | it | d:2026-05-17 | ieri l'altro è arrivato il pacco
relative-days | it | d:2026-05-17 | Avantieri c'era sciopero dei treni.
relative-days | it | d:2026-05-21 | ci vediamo dopo domani
relative-days | it | d:2026-05-19 | mandamelo oggi stesso
relative-days | it | d:2026-05-20 | x domani ok?
relative-days | it | d:2026-05-19 | La risposta arriverà in giornata.
relative-days | it | d:2026-05-20 | Sposta la riunione di domani alle 11.
relative-days | it | d:2026-05-18 | Mi giri le foto di ieri?
relative-days | it | d:2026-05-19 | Quali email ho ricevuto quest'oggi?
relative-days | it | d:2026-05-20 | Domani piove?
relative-days | it | d:2026-05-21 | dopodomani ho l'esame di guida
relative-days | it | d:2026-05-18 | ieri nn sono riuscito a chiamarti
relative-days | it | d:2026-05-20 | l'appuntamento è slittato a domani
weekdays | en | d:2026-05-22 | Can we meet on Friday?
weekdays | en | d:2026-05-29 | Let's postpone to next Friday.
weekdays | en | d:2026-05-22 | The report is due this Friday.
weekdays | en | d:2026-05-15 | What did I send to Anna last Friday?
weekdays | en | d:2026-05-25 | I'll call the bank Monday.
weekdays | en | d:2026-05-26 | Book the table for next Tuesday.
weekdays | en | d:2026-05-12 | I saw her on Tuesday at the gym.
weekdays | en | d:2026-05-23 | Saturday works for the barbecue.
weekdays | en | d:2026-05-17 | We went hiking on Sunday.
weekdays | en | d:2026-05-25 | This coming Monday is a holiday in the US.
weekdays | en | d:2026-05-28 | Shall we say Thursday week?
weekdays | en | d:2026-05-29 | The vote is a week on Friday.
weekdays | en | d:2026-05-20 | Wed works for me
weekdays | en | d:2026-05-22 | dinner fri?
weekdays | en | d:2026-05-14 | The minister resigned on Thursday.
weekdays | en | d:2026-05-20 | Is the pool open this Wednesday?
weekdays | it | d:2026-05-22 | Ci vediamo venerdì?
weekdays | it | d:2026-05-29 | Rimandiamo a venerdì prossimo.
weekdays | it | d:2026-05-22 | La consegna è questo venerdì.
weekdays | it | d:2026-05-15 | Cosa ho mandato a Giulia venerdì scorso?
weekdays | it | d:2026-05-25 | Lunedì chiamo la banca.
weekdays | it | d:2026-05-26 | prenota per martedì
weekdays | it | d:2026-05-20 | mercoledi sono libero
weekdays | it | d:2026-05-21 | Giovedì c'è il consiglio di classe.
weekdays | it | d:2026-05-23 | sabato andiamo al mare?
weekdays | it | d:2026-05-24 | Domenica pranzo dai nonni.
weekdays | it | d:2026-05-17 | domenica scorsa abbiamo fatto una gita
weekdays | it | d:2026-05-25 | lunedì prossimo inizio il nuovo lavoro
weekdays | it | d:2026-05-26 | Il prossimo martedì ho la riunione condominiale.
weekdays | it | d:2026-05-16 | sabato scorso sono andato a ballare
weekdays | it | d:2026-05-14 | L'ho visto giovedì in ufficio.
weekdays | it | d:2026-05-22 | venerdi pizza?
weekdays | it | d:2026-05-21 | giovedi ho il dentista
weekdays | it | d:2026-05-12 | Mi ha scritto martedì scorso.
offsets | en | d:2026-05-22 | Remind me to water the plants in 3 days.
offsets | en | d:2026-05-16 | I ordered it 3 days ago.
offsets | en | d:2026-06-02 | Let's check back in two weeks.
offsets | en | d:2026-05-12 | The package was shipped a week ago.
offsets | en | dt:2026-05-19T15:05 | Remind me in an hour to stretch.
offsets | en | dt:2026-05-19T13:45 | The alarm went off 20 minutes ago.
offsets | en | dt:2026-05-19T15:35 | Text me in 90 minutes.
offsets | en | d:2026-06-19 | The invoice is due a month from now.
offsets | en | d:2026-06-03 | Follow up two weeks from tomorrow.
offsets | en | dt:2026-05-19T14:35 | I'll be there in half an hour.
offsets | en | dt:2026-05-19T15:35 | Ping me an hour and a half from now.
offsets | en | d:2021-05-19 | I moved here 5 years ago today.
offsets | en | d:2026-05-29 | The results come out in ten days' time.
offsets | en | d:2026-04-28 | She started three weeks ago today.
offsets | it | d:2026-05-22 | ricordamelo fra 3 giorni
offsets | it | d:2026-06-02 | Ne riparliamo tra due settimane.
offsets | it | dt:2026-05-19T15:05 | ricordami tra un'ora di togliere la torta dal forno
offsets | it | dt:2026-05-19T13:55 | Ti ho scritto 10 minuti fa.
offsets | it | dt:2026-05-19T14:35 | Arrivo fra mezz'ora.
offsets | it | d:2026-05-12 | Il pacco è partito una settimana fa.
offsets | it | d:2026-05-16 | L'ho ordinato tre giorni fa.
offsets | it | d:2026-06-19 | Il saldo va pagato fra un mese.
offsets | it | d:2026-06-03 | Il referto sarà pronto tra 15 giorni.
offsets | it | dt:2026-05-19T16:05 | richiamami tra un paio d'ore
offsets | it | dt:2026-05-19T14:20 | Fra un quarto d'ora esco.
offsets | it | d:2024-05-19 | Ci siamo conosciuti due anni fa.
offsets | it | dt:2026-05-21T14:05 | La merce arriverà fra 48 ore.
offsets | it | dt:2026-05-19T14:15 | tra dieci minuti sono lì
offsets | it | d:2026-04-19 | Ho cambiato gestore un mese fa.
months-years | en | m:2027-03 | The new store opens in March.
months-years | en | m:2015-03 | Retail sales rose 4% in March 2015, the agency said.
months-years | en | p:1969-06-01T00:00..1969-09-23T00:00 | I got my first real six-string in the summer of '69.
months-years | en | q:2026-Q4 | We plan to ship the new firmware in Q4.
months-years | en | q:2025-Q4 | Q4 revenue came in above analysts' expectations, the company reported.
months-years | en | q:2027-Q1 | The rollout is scheduled for Q1 2027.
months-years | en | q:2024-Q3 | Profits fell sharply in the third quarter of 2024.
months-years | en | y:1990 | play some music from the 90s
months-years | en | y:1980 | She grew up in Detroit in the 1980s.
months-years | en | y:2000 | The brand was hugely popular in the early 2000s.
months-years | en | y:2026 | How many books have I read this year?
months-years | en | y:2025 | Show me my tax documents from last year.
months-years | en | y:2027 | We're hoping to move to Lisbon next year.
months-years | en | y:2019 | The bridge was completed in 2019.
months-years | en | y:2024 | Photos from the year before last, please.
months-years | en | p:2025-06-01T00:00..2025-09-23T00:00 | We rented a house in Maine last summer.
months-years | en | p:2025-12-01T00:00..2026-03-21T00:00 | The pipes froze twice last winter.
months-years | en | p:2025-03-01T00:00..2025-06-21T00:00 | Last spring we repainted the whole house.
months-years | en | p:2026-12-01T00:00..2027-03-21T00:00 | I want to go skiing next winter.
months-years | en | p:2026-09-01T00:00..2026-12-22T00:00 | The kids start a new school this fall.
months-years | en | p:2020-03-01T00:00..2020-06-21T00:00 | The lab shut down in the spring of 2020.
months-years | en | m:2026-04 | Our electricity bill doubled last month.
months-years | en | m:2026-06 | Rent goes up next month.
months-years | en | m:2026-06 | remind me to renew my passport in June
months-years | en | m:2027-01 | The lease ends in January.
months-years | en | m:2026-01 | I went to Japan in January.
months-years | en | m:2024-02 | The report was published in February 2024.
months-years | en | m:2019-09 | Sept. 2019: the first prototype was built.
months-years | en | m:2022-09 | invoice dated Sep '22
months-years | en | m:2025-04 | We signed the contract in April of last year.
months-years | en | m:2026-12 | The museum reopens in December of this year.
months-years | en | p:2008-09-01T00:00..2008-12-22T00:00 | Lehman Brothers collapsed in the fall of 2008.
months-years | en | y:1998 | The company was founded in '98.
months-years | en | y:2015 | The merger finally closed in mid-2015.
months-years | en | y:2019 | Construction began in late 2019.
months-years | en | y:2027 | The factory should be running early next year.
months-years | en | m:2027-03 | I'd like to take a week off at the beginning of March.
months-years | en | m:2026-07 | What's the weather usually like in Rome in July?
months-years | en | q:2026-Q2 | How are we tracking against targets this quarter?
months-years | en | q:2026-Q1 | Sales dropped last quarter.
months-years | en | q:2026-Q3 | The audit is planned for next quarter.
months-years | en | q:2025-Q2 | Revenue grew 12% in the second quarter of 2025.
months-years | en | y:2010 | Streaming took off in the 2010s.
months-years | en | y:1960 | My parents met in the sixties.
months-years | en | p:2026-06-01T00:00..2026-09-23T00:00 | Are you going anywhere this summer?
months-years | en | m:2026-07 | July 2026 newsletter draft
months-years | en | y:2026 | The new law takes effect at the end of the year.
months-years | en | m:2026-10 | The festival returns in October.
months-years | en | m:2026-03 | Unemployment fell in March, according to figures released on Tuesday.
months-years | it | m:2027-03 | A marzo cambio casa.
months-years | it | m:2026-03 | Lo scorso marzo abbiamo chiuso il bilancio in attivo.
months-years | it | m:2015-03 | I dati si riferiscono a marzo 2015.
months-years | it | y:2019 | Nel 2019 l'azienda ha assunto 200 persone.
months-years | it | y:2025 | Mostrami le spese mediche dell'anno scorso.
months-years | it | y:2027 | L'anno prossimo vorrei fare il Cammino di Santiago.
months-years | it | y:2026 | Quante ferie mi restano quest'anno?
months-years | it | q:2026-Q1 | Nel primo trimestre il fatturato è cresciuto del 3%.
months-years | it | q:2024-Q3 | Il terzo trimestre 2024 si è chiuso in perdita.
months-years | it | y:1990 | Metti un po' di musica degli anni '90.
months-years | it | y:1980 | Negli anni Ottanta Milano era la capitale della moda.
months-years | it | p:2025-06-01T00:00..2025-09-23T00:00 | L'estate scorsa siamo stati in Puglia.
months-years | it | p:2026-12-01T00:00..2027-03-21T00:00 | Il prossimo inverno voglio imparare a sciare.
months-years | it | p:2026-09-01T00:00..2026-12-22T00:00 | In autunno iniziano i lavori in casa.
months-years | it | m:2026-09 | A settembre mio figlio inizia le elementari.
months-years | it | m:2025-01 | A gennaio dell'anno scorso ho cambiato lavoro.
months-years | it | m:2026-08 | Nel mese di agosto l'ufficio resta chiuso.
months-years | it | m:2026-04 | Ad aprile ho speso più del solito.
months-years | it | y:1998 | Mi sono diplomato nel 1998.
months-years | it | q:2026-Q1 | Lo scorso trimestre le vendite sono calate.
months-years | it | m:2026-04 | Il mese scorso ho pagato due bollette della luce.
months-years | it | p:2026-06-01T00:00..2026-09-23T00:00 | Quest'estate andiamo in Sardegna.
times-of-day | en | dt:2026-05-19T15:30 | let's meet at half past three this afternoon
times-of-day | en | t:04:45 | set an alarm for quarter to 5, I have an early flight
times-of-day | en | dt:2026-05-20T12:00 | Lunch at noon tomorrow?
times-of-day | en | t:00:00 | turn off the porch lights at midnight
times-of-day | en | t:17:00 | The shop closes at 5 in the afternoon.
times-of-day | en | t:17:00 | Report to the gate at 1700 hours.
times-of-day | en | t:08:00 | breakfast at 8ish?
times-of-day | en | t:19:30 | Dinner around 7:30pm works.
times-of-day | en | dt:2026-05-19T20:00 | Call me tonight at 8.
times-of-day | en | p:2026-05-19T18:00..2026-05-20T00:00 | Are you free this evening?
times-of-day | en | p:2026-05-20T04:00..2026-05-20T09:00 | I'm leaving early tomorrow morning.
times-of-day | en | t:15:00 | remind me at 3 pm to take the cake out
times-of-day | en | t:07:00 | wake me up at 7 a.m.
times-of-day | en | dt:2026-05-20T09:00 | Meeting at 9 o'clock tomorrow morning.
times-of-day | en | dt:2026-05-19T22:15 | The train gets in at a quarter past ten tonight.
times-of-day | en | t:22:45 | Last entry 10:45pm.
times-of-day | en | t:08:40 | The bus leaves at twenty to nine in the morning.
times-of-day | en | t:18:10 | set a reminder for ten past six pm
times-of-day | en | t:09:30 | Briefing at 0930.
times-of-day | en | t:18:30 | table for two at 18:30
times-of-day | en | p:2026-05-20T15:00..2026-05-20T18:00 | Can we talk tomorrow late afternoon?
times-of-day | en | p:2026-05-19T06:00..2026-05-19T12:00 | I took my pill this morning, right?
times-of-day | en | p:2026-05-18T18:00..2026-05-19T06:00 | Did anyone call last night?
times-of-day | en | p:2026-05-20T18:00..2026-05-21T06:00 | Are we still on for tomorrow night?
times-of-day | en | p:2026-05-20T12:00..2026-05-20T14:00 | Let's grab something at lunchtime tomorrow.
times-of-day | en | t:11:00 | The ceremony starts at 11 in the morning.
times-of-day | en | t:12:00 | Check-out is at 12 noon.
times-of-day | en | t:02:00 | The baby woke up at 2 in the morning.
times-of-day | en | t:19:30 | book it for seven thirty pm
times-of-day | en | t:11:45 | The ferry leaves at eleven forty-five in the morning.
times-of-day | en | p:2026-05-22T12:00..2026-05-22T18:00 | I'll be around Friday afternoon.
times-of-day | en | dt:2026-05-22T19:00 | Friday evening at 7 at Marco's place.
times-of-day | en | t:08:30 | the meeting's at 8.30
times-of-day | en | t:17:00 | Doors close at 5pm sharp.
times-of-day | en | dt:2026-05-20T16:00 | Be there at 4 p.m. sharp tomorrow.
times-of-day | en | t:12:00 | We usually eat at midday.
times-of-day | en | t:21:00 | The show starts at nine in the evening.
times-of-day | en | t:15:00 | Pick-up is at 3 o'clock in the afternoon.
times-of-day | en | t:16:15 | Our slot is at a quarter after 4 pm.
times-of-day | en | dt:2026-05-19T20:00 | Reservation at 20:00 tonight.
times-of-day | en | dt:2026-05-20T18:00 | Meet me at 6 tomorrow evening.
times-of-day | en | dt:2026-05-19T16:00 | Can you call the landlord this afternoon at 4?
times-of-day | en | dt:2026-05-20T12:00 | Wednesday at noon works.
times-of-day | en | t:06:15 | alarm 6:15am
times-of-day | en | t:23:30 | lights out at half past eleven at night
times-of-day | en | p:2026-05-19T18:00..2026-05-20T06:00 | What's on TV tonight?
times-of-day | en | t:13:00 | The pharmacy reopens at 1 pm.
times-of-day | it | t:18:15 | la riunione è alle 18 e un quarto
times-of-day | it | t:19:00 | passo da te verso le sette di sera
times-of-day | it | p:2026-05-19T06:00..2026-05-19T12:00 | Stamattina ho dimenticato le chiavi in ufficio.
times-of-day | it | p:2026-05-18T18:00..2026-05-19T06:00 | Stanotte ho dormito malissimo.
times-of-day | it | p:2026-05-19T18:00..2026-05-20T06:00 | Stanotte è prevista pioggia forte al nord.
times-of-day | it | t:09:30 | svegliami alle 9 e mezza
times-of-day | it | t:15:00 | Il treno parte alle tre del pomeriggio.
times-of-day | it | t:00:00 | Il bando scade a mezzanotte.
times-of-day | it | t:20:30 | prenota per le 20:30
times-of-day | it | t:07:45 | sveglia alle 8 meno un quarto
times-of-day | it | t:05:50 | il primo bus passa alle sei meno dieci
times-of-day | it | t:17:00 | La farmacia apre alle 17 in punto.
times-of-day | it | dt:2026-05-20T07:00 | Domattina alle 7 vado a correre.
times-of-day | it | dt:2026-05-19T21:00 | ci sentiamo stasera alle 9
times-of-day | it | p:2026-05-19T12:00..2026-05-19T18:00 | Oggi pomeriggio sono in riunione.
times-of-day | it | p:2026-05-20T06:00..2026-05-20T12:00 | Il tecnico passa domani in mattinata.
times-of-day | it | t:13:30 | Pranzo alle 13.30 da Mario.
times-of-day | it | t:01:00 | Sono rientrato all'una di notte.
times-of-day | it | t:13:30 | l'appuntamento è all'una e mezza del pomeriggio
times-of-day | it | t:12:30 | Ci vediamo a mezzogiorno e mezzo.
times-of-day | it | t:07:00 | La palestra apre alle 7 di mattina.
times-of-day | it | t:10:00 | passo verso le 10
times-of-day | it | p:2026-05-22T18:00..2026-05-23T00:00 | Venerdì sera andiamo al cinema?
times-of-day | it | p:2026-05-20T15:00..2026-05-20T18:00 | ci sentiamo domani nel tardo pomeriggio
times-of-day | it | t:07:40 | la sveglia suona alle sette e quaranta
times-of-day | it | p:2026-05-20T12:00..2026-05-20T14:00 | Domani all'ora di pranzo passo in banca.
times-of-day | it | t:21:00 | Il concerto inizia alle ore 21.
times-of-day | it | t:05:00 | Il volo parte alle 5 del mattino.
times-of-day | it | t:23:00 | Il locale chiude alle undici di sera.
times-of-day | it | p:2026-05-18T18:00..2026-05-19T00:00 | Ieri sera ho visto la partita.
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | Stasera che si fa?
times-of-day | it | dt:2026-05-22T19:00 | venerdi alle 7 di sera da Marco
windows | en | r:2026-05-20T16:00..2026-05-20T18:00 | can you block my calendar from 4 to 6pm tomorrow
windows | en | r:2026-05-25..2026-05-27 | I'll be in Milan between Monday and Wednesday
windows | en | w:2026-06-08 | could we push the design review to the week of the 10th?
windows | en | w:2026-06-15 | Let's tentatively hold the week of June 15 for the offsite.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | I'll go through your notes over the weekend
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | Sorry for the late reply, I was offline over the weekend.
windows | en | r:2026-05-19T14:05..2026-05-19T16:05 | do I have anything in the next couple of hours?
windows | en | m:2026-05 | The plumber said he'd be able to come later this month.
windows | en | p:2026-05-28T00:00..2026-06-01T00:00 | let's plan the handover for the end of next week
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | The new hire starts early next month.
windows | en | p:2026-05-05T00:00..2026-05-06T00:00 | show me everything I spent over the past fortnight
windows | en | r:2026-05-11..2026-05-17 | what did I spend on groceries last week?
windows | en | r:2026-05-25..2026-05-31 | what does my schedule look like next week?
windows | en | r:2026-05-21T09:00..2026-05-21T12:00 | I'm free Thursday from 9 to 12 if that helps
windows | en | r:2026-05-22T14:00..2026-05-22T15:30 | Friday 2-3:30pm works for me.
windows | en | r:2026-06-01..2026-06-05 | Out of office June 1-5, limited access to email.
windows | en | r:2026-07-13..2026-07-24 | The course runs from July 13 through July 24.
windows | en | r:2026-05-19..2026-06-02 | remind me of anything due over the next two weeks
windows | en | r:2026-05-18T14:05..2026-05-19T14:05 | list the files I changed in the last 24 hours
windows | en | r:2026-05-18T00:00..2026-05-19T14:05 | How many emails have I received since Monday?
windows | en | r:2026-05-14T00:00..2026-05-19T14:05 | show the invoices uploaded since last Thursday
windows | en | r:2026-05-20T10:00..2026-05-20T11:00 | book the small meeting room between 10 and 11 tomorrow
windows | en | w:2026-06-01 | Can we do it the week after next?
windows | en | m:2026-05 | Earlier this month, the city council approved the new budget.
windows | en | r:2026-06-01..2026-06-15 | We're looking for a rental for the first half of June.
windows | en | r:2026-12-25..2027-01-01 | The office is closed from Christmas to New Year's Day.
windows | en | p:2026-05-20T00:00..2026-06-01T00:00 | the results should be out in late May
windows | en | r:2026-05-19T14:05..2026-05-21T14:05 | Any flights to Lisbon in the next 48 hours?
windows | en | r:2026-05-23T09:00..2026-05-23T17:00 | The library is open from 9am to 5pm on Saturday.
windows | en | p:2026-06-13T00:00..2026-06-15T00:00 | My sister's wedding is the weekend of June 13.
windows | en | r:2026-02-19..2026-05-19 | Summarize my spending over the last three months.
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | Thousands marched in Paris this past weekend.
windows | en | r:2026-05-25..2026-05-27 | I'm on call next Monday through Wednesday.
windows | en | r:2026-05-21T10:00..2026-05-21T11:30 | Dentist Thursday 10-11:30am.
windows | en | w:2026-05-25 | let's find a slot sometime next week
windows | en | p:2026-06-01T00:00..2026-09-23T00:00 | we're renting a place on the coast over the summer
windows | en | r:2026-05-19T14:00..2026-05-19T16:00 | I can take calls between 2 and 4 this afternoon.
windows | en | r:2026-08-03..2026-08-07 | The workshop runs from the 3rd to the 7th of August.
windows | en | r:2026-08-03..2026-08-07 | Booked the cabin Aug 3–7!
windows | en | r:2026-07-01..2026-12-31 | Hiring will pick up in the second half of 2026.
windows | en | r:2027-01-01..2027-03-31 | Training sessions: Jan–Mar 2027, dates TBC.
windows | en | r:2026-05-19..2026-05-31 | I have to finish three reports between now and the end of the month.
windows | en | r:2026-05-19T14:05..2026-05-19T15:05 | the courier will arrive within the next hour
windows | en | r:2010-01-01..2014-12-31 | Between 2010 and 2014, exports doubled.
windows | en | r:2026-05-19T19:00..2026-05-19T22:00 | We'll be at the pub from 7 to 10 tonight.
windows | en | r:2026-05-26..2026-05-28 | The conference is Tuesday to Thursday next week.
windows | en | m:2026-06 | What's on the calendar for next month?
windows | en | r:2026-04-01..2026-04-30 | Export all transactions from last month.
windows | en | r:2026-05-20T08:00..2026-05-20T08:30 | tomorrow 8-8:30 standup moved to room 4
windows | en | r:2026-05-22..2026-05-25 | We'll be away Friday through Monday.
windows | en | r:2026-05-12..2026-05-19 | what have I listened to in the past week?
windows | it | p:2026-05-21T00:00..2026-06-01T00:00 | Lo stipendio arriva a fine mese.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | Nel weekend sistemo il garage.
windows | it | w:2026-05-18 | Quante riunioni ho questa settimana?
windows | it | w:2026-05-25 | La settimana prossima sono in ferie.
windows | it | r:2026-05-11..2026-05-17 | Quanto ho speso la settimana scorsa?
windows | it | r:2026-06-03..2026-06-05 | Sono a Torino dal 3 al 5 giugno.
windows | it | r:2026-05-20T20:00..2026-05-20T21:00 | Chiamami domani tra le 8 e le 9 di sera.
windows | it | r:2026-05-19T15:00..2026-05-19T17:00 | oggi dalle 15 alle 17 sono in call
windows | it | r:2026-04-19..2026-05-19 | Mostrami i bonifici degli ultimi 30 giorni.
windows | it | r:2026-05-19T14:05..2026-05-19T16:05 | Ho impegni nelle prossime due ore?
windows | it | m:2026-06 | Il mese prossimo rinnovo l'abbonamento.
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | I lavori partono a inizio giugno.
windows | it | m:2026-07 | Torniamo a metà luglio.
windows | it | r:2026-05-19..2026-05-24 | Devo consegnare la relazione entro fine settimana.
windows | it | r:2026-05-19..2026-05-22 | Sono fuori sede fino a venerdì.
windows | it | r:2026-05-25..2026-05-27 | Da lunedì a mercoledì prossimi lavoro da casa.
windows | it | r:2026-05-04..2026-05-19 | Fammi vedere le foto degli ultimi 15 giorni.
windows | it | r:2026-07-10..2026-08-20 | La piscina è aperta dal 10 luglio al 20 agosto.
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | Il weekend scorso siamo andati in montagna.
windows | it | r:2026-05-23T09:00..2026-05-23T13:00 | Sabato l'ufficio è aperto dalle 9 alle 13.
windows | it | w:2026-05-18 | In settimana ti mando il preventivo.
windows | it | r:2026-01-01..2026-05-19 | Quanto ho guadagnato dall'inizio dell'anno?
windows | it | r:2026-06-10..2026-06-15 | Le iscrizioni sono aperte tra il 10 e il 15 giugno.
windows | it | r:2026-05-26..2026-05-28 | La settimana prossima sono a Roma da martedì a giovedì.
windows | it | r:2026-05-18T14:05..2026-05-19T14:05 | Quali file ho modificato nelle ultime 24 ore?
windows | it | r:2026-05-14T00:00..2026-05-19T14:05 | Quante email sono arrivate da giovedì scorso?
windows | it | r:2026-05-19T19:00..2026-05-19T22:00 | Stasera siamo al pub dalle 7 alle 10.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | cosa facciamo questo fine settimana?
windows | it | r:2026-06-01..2026-06-15 | Cerchiamo casa per la prima metà di giugno.
holidays | en | d:2026-11-26 | Are you flying home for Thanksgiving?
holidays | en | d:2025-11-27 | We had fourteen people over for Thanksgiving last year.
holidays | en | d:2026-12-24 | What time does the store close on Christmas Eve?
holidays | en | d:2010-01-01 | The law came into force on New Year's Day 2010.
holidays | en | p:2026-09-05T00:00..2026-09-08T00:00 | We're driving up to the lake for Labor Day weekend.
holidays | en | d:2026-05-25 | Is the post office open on Memorial Day?
holidays | en | d:2026-10-31 | The kids want to be pirates for Halloween.
holidays | en | d:2026-11-27 | Remind me to check the TV deals on Black Friday.
holidays | en | d:2027-03-29 | We fly back on Easter Monday.
holidays | en | d:2026-04-06 | We went for a long walk on Easter Monday.
holidays | en | d:2026-12-26 | The sales start on Boxing Day.
holidays | en | d:2026-05-10 | We took Mom out for brunch in Chicago on Mother's Day.
holidays | en | d:2026-06-21 | Father's Day is coming up, any gift ideas?
holidays | en | d:2026-07-04 | Fireworks on the Fourth of July start at 9.
holidays | en | d:2026-12-25 | Where are we spending Christmas Day this year?
holidays | en | d:2026-12-31 | Book a table for New Year's Eve.
holidays | en | d:2027-01-01 | Remind me to call grandma on New Year's Day.
holidays | en | d:2027-02-14 | Don't let me forget Valentine's Day this time.
holidays | en | d:2026-02-14 | What did you get her for Valentine's Day?
holidays | en | d:2027-03-17 | The parade is on St. Patrick's Day.
holidays | en | d:2027-03-26 | Is the bank open on Good Friday?
holidays | en | d:2019-04-21 | The attacks took place on Easter Sunday 2019.
holidays | en | d:2027-01-18 | Schools are closed on Martin Luther King Jr. Day.
holidays | en | d:2027-02-15 | Is the stock market open on Presidents' Day?
holidays | en | d:2026-11-11 | Will there be mail delivery on Veterans Day?
holidays | en | d:2026-10-12 | Columbus Day falls on a Monday this year.
holidays | en | d:2026-11-30 | Save the laptop deals for Cyber Monday.
holidays | en | dt:2026-12-24T20:00 | Dinner at my parents' on Christmas Eve at 8pm.
holidays | en | d:2026-11-27 | We always go shopping the day after Thanksgiving.
holidays | en | d:2025-12-25 | Sales on Christmas 2025 beat every forecast.
holidays | en | d:2027-03-28 | Easter 2027 falls in March.
holidays | en | d:2024-11-28 | Flights were packed around Thanksgiving 2024.
holidays | en | p:2026-10-31T18:00..2026-11-01T06:00 | Trick-or-treating on Halloween night, starting from our street.
holidays | en | d:2027-02-10 | Is there an evening service on Ash Wednesday?
holidays | en | d:2027-02-09 | We're going to New Orleans for Mardi Gras.
holidays | en | d:2026-05-24 | The choir is singing on Pentecost Sunday.
holidays | en | d:2026-06-19 | Is Juneteenth a day off this year?
holidays | en | d:2026-07-01 | Canada Day fireworks in Ottawa: where's the best spot?
holidays | en | d:2026-07-14 | We'll be in Paris for Bastille Day.
holidays | en | d:2026-05-25 | Shops may close early on the spring bank holiday.
holidays | en | p:2027-03-26T00:00..2027-03-30T00:00 | Are you going away for the Easter weekend?
holidays | en | dt:2026-11-26T12:00 | Thanksgiving lunch at noon at Aunt Carol's.
holidays | en | w:2026-11-23 | Airports are busiest the week of Thanksgiving.
holidays | en | p:2026-12-25T06:00..2026-12-25T12:00 | The kids will open their presents on Christmas morning.
holidays | en | d:2026-11-05 | Guy Fawkes Night fireworks at the park, bring sparklers.
holidays | en | d:2026-12-24 | i'll be at my in-laws xmas eve
holidays | en | d:2026-11-26 | thanksgiving dinner at ours this year?
holidays | it | d:2026-08-15 | Per Ferragosto andiamo al lago.
holidays | it | d:2026-12-25 | Dove passiamo il giorno di Natale quest'anno?
holidays | it | d:2026-12-26 | A Santo Stefano pranzo dai suoceri.
holidays | it | d:2026-12-24 | La vigilia di Natale chiudiamo alle 13.
holidays | it | d:2026-12-31 | Cosa facciamo a San Silvestro?
holidays | it | d:2027-01-01 | A Capodanno si dorme fino a tardi.
holidays | it | d:2027-01-06 | All'Epifania smontiamo l'albero.
holidays | it | d:2027-03-28 | A Pasqua andiamo dai miei.
holidays | it | d:2026-04-05 | A Pasqua siamo stati a Napoli.
holidays | it | d:2027-03-29 | Per Pasquetta organizziamo una grigliata?
holidays | it | d:2026-06-02 | Per la Festa della Repubblica i musei sono gratis?
holidays | it | d:2026-05-10 | Per la festa della mamma le abbiamo regalato dei fiori.
holidays | it | d:2027-03-19 | Per la festa del papà gli regalo un libro.
holidays | it | d:2026-11-01 | Ognissanti quest'anno cade di domenica.
holidays | it | d:2026-12-08 | All'Immacolata facciamo l'albero.
holidays | it | d:2026-04-25 | Alla festa della Liberazione c'era tantissima gente in piazza.
holidays | it | d:2027-05-01 | Per la festa dei lavoratori i negozi restano chiusi.
holidays | it | d:2027-02-14 | Per San Valentino prenoto una cena.
holidays | it | p:2026-08-10T18:00..2026-08-11T06:00 | La notte di San Lorenzo andiamo a vedere le stelle cadenti.
holidays | it | d:2026-11-02 | Il giorno dei morti andiamo al cimitero.
holidays | it | dt:2026-12-24T20:00 | La vigilia di Natale alle 20 ceniamo dai nonni.
holidays | it | d:2026-12-07 | A Sant'Ambrogio la Scala apre la stagione.
holidays | it | d:2026-12-25 | natale lo facciamo da noi
durations | en | dur:PT2H | Block 2 hours for deep work.
durations | en | dur:PT45M | Schedule a 45-minute call with the vendor.
durations | en | dur:P3W | I'll be traveling for three weeks.
durations | en | dur:PT30M | Set a timer for half an hour.
durations | en | dur:PT1H30M | The movie is an hour and a half long.
durations | en | dur:P14D | We stayed a fortnight in Crete.
durations | en | dur:P10D | Pause my subscription for 10 days.
durations | en | dur:PT90S | Boil the egg for another 90 seconds.
durations | en | dur:P6M | The contract is for six months.
durations | en | dur:PT2H15M | Flight time: 2h15m
durations | en | dur:PT2M | Give me a couple of minutes.
durations | en | dur:P3D | We're planning a 3-day trip to the Dolomites.
durations | en | dur:PT20M | Bake for 20 minutes at 180 degrees.
durations | it | dur:PT2H | Blocca 2 ore per lo studio.
durations | it | dur:PT30M | imposta un timer di mezz'ora
durations | it | dur:PT1H30M | Il film dura un'ora e mezza.
durations | it | dur:PT15M | Fai cuocere per un quarto d'ora.
durations | it | dur:P3W | Starò via per tre settimane.
durations | it | dur:P10D | Sospendi l'abbonamento per 10 giorni.
durations | it | dur:PT5M | timer di 5 minuti per il tè
durations | it | dur:PT45M | La lezione dura 45 minuti.
durations | it | dur:P1Y | Il contratto è per un anno.
durations | it | dur:P2M | Ho preso un'aspettativa di due mesi.
durations | it | dur:PT3H20M | Il viaggio in treno dura 3 ore e 20 minuti.
durations | it | dur:P15D | Siamo stati in Grecia per quindici giorni.
durations | it | dur:PT1H | Ci vuole un'oretta.
durations | it | dur:PT20M | Fai riposare l'impasto per venti minuti.
numbers | en | n:5 | Send me the 5 most recent photos.
numbers | en | n:12 | Add a dozen eggs to the shopping list.
numbers | en | n:23 | We need twenty-three chairs.
numbers | en | n:3 | Show me the top 3 results.
numbers | en | n:1500 | Import the first 1,500 rows.
numbers | en | n:2.5 | Set the volume to 2.5.
numbers | en | nr:10..20 | Find listings with between 10 and 20 rooms.
numbers | en | n:120 | Order a hundred and twenty flyers.
numbers | it | n:23 | Servono ventitré sedie.
numbers | it | n:31 | Ordina trentuno magliette per la squadra.
numbers | it | n:12 | Aggiungi una dozzina di uova alla lista.
numbers | it | n:1500 | Importa le prime 1.500 righe.
numbers | it | n:2.5 | Imposta il volume a 2,5.
numbers | it | n:100 | Stampa cento volantini.
numbers | it | n:1000 | Mi servono mille euro.
numbers | it | nr:3..5 | Cerca appartamenti tra i 3 e i 5 locali.
numbers | it | n:42 | Mandami le ultime quarantadue foto.
numbers | it | n:10 | Mostrami le ultime 10 email.
no-date | en | none | I'm reading The Man Who Was Thursday for book club.
no-date | en | none | Pick up a copy of the Sunday Times on your way.
no-date | en | none | May I ask you something personal?
no-date | en | none | June from accounting wants the spreadsheet.
no-date | en | none | She scored twice in the second half.
no-date | en | none | Your room is 1105, on the eleventh floor.
no-date | en | none | Flight AZ 610 is boarding at gate B12.
no-date | en | none | Read chapter 12 before class.
no-date | en | none | The 49ers won 24-17.
no-date | en | none | Have you seen Seven Samurai?
no-date | en | none | Put the Christmas tree lights back in the attic.
no-date | en | none | Easter Island is famous for its statues.
no-date | en | none | I need a new winter coat.
no-date | en | none | Friday Night Lights is one of my favourite shows.
no-date | en | none | Apollo 13 is on TV.
no-date | en | none | Route 66 starts in Chicago.
no-date | en | none | Can I get a second opinion on this draft?
no-date | en | none | Please circulate the minutes of the board meeting.
no-date | en | none | Doris Day sang Que Sera, Sera.
no-date | en | none | It's a 24-hour pharmacy.
no-date | en | none | He finished first in the 400 metres.
no-date | en | none | Tuesday Weld starred in that film.
no-date | en | none | Catch-22 is on the reading list.
no-date | en | none | Mix 3 parts flour with 1 part water.
no-date | en | none | Our new address is 1600 Elm Street, Apt 4.
no-date | en | none | Windows 11 keeps asking me to update.
no-date | en | none | The Independence Day sequel was a flop.
no-date | en | none | Set the screen ratio to 16:9.
no-date | en | none | Can you recommend a good summer read?
no-date | it | none | Compra Il Giorno in edicola.
no-date | it | none | Guardi la Domenica Sportiva?
no-date | it | none | Hai mai visto Novecento di Bertolucci?
no-date | it | none | Abito in via Venti Settembre 14.
no-date | it | none | L'appuntamento è in piazza Cinque Giornate.
no-date | it | none | Il signor Marzo è in sala d'attesa.
no-date | it | none | Pasqualina Natale è la nuova vicepreside.
no-date | it | none | Ho comprato un uovo di Pasqua enorme.
no-date | it | none | Ho tre figli e un cane.
no-date | it | none | La Juve ha vinto 2-1 con l'Inter.
no-date | it | none | Ho lasciato la ventiquattrore in macchina.
no-date | it | none | Il Mezzogiorno ha bisogno di investimenti.
no-date | it | none | Ho preso 8 in matematica.
no-date | it | none | La Mille Miglia passa da Brescia.
no-date | it | none | Mia figlia fa la seconda elementare.
no-date | it | none | È in piena crisi di mezza età.
no-date | it | none | Ho visto la quarta stagione di quella serie.
no-date | it | none | Mi passi il sale per favore?
no-date | it | none | Stampa il documento in formato A4 fronte retro.
no-date | it | none | Domenico Sabato è il nuovo allenatore.
no-date | it | none | L'albero di Natale è ancora in cantina.
no-date | it | none | Leggi il capitolo 12 per la prossima lezione.
no-date | it | none | La partita è finita 3 a 0.
no-date | it | none | Il Resto del Carlino ha pubblicato l'intervista.
`;
