/**
 * A fourth held-out set, written blind (before the rules were read), aimed at the first-run weaknesses of the other
 * blind sets: false positives on text with no date, and absolute dates, months and years, windows and times of day
 * phrased as public corpora phrase them. The no-date half is news and dialogue text full of date-looking traps:
 * names ("Friday" in Robinson Crusoe, "April" and "May" as people, "Mercoledì Addams"), verbs ("you may go", "march
 * on"), titles of songs, books, films, poems and newspapers with weekdays, months, parts of the day or holidays in
 * them, holidays used as a noun's modifier ("Easter eggs", "l'albero di Natale"), ages ("a 30 anni", "30-year-old"),
 * measures ("5 feet 10", "3 x 4 metri"), versions and model numbers ("iOS 17", "XR-2000"), sports scores ("6-4
 * 6-3", "21:17"), ratios ("3 su 4", "3:2"), grades, chapter and verse ("John 3:16"), laws ("legge 104/92") and parts
 * of a whole ("a quarter of the votes", "the second half of the book"). The positive half is news datelines and body
 * text (TimeBank/TempEval/MEANTIME, Ita-TimeBank/EVALITA style) and assistant turns (MultiWOZ, SGD, SNIPS, ATIS,
 * MASSIVE style). Expectations follow the README's conventions; ambiguous phrasings were left out.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind2 = `
absolute-dates | en | d:2019-03-04 | LONDON, March 4, 2019 (Reuters) - British retailers reported their weakest sales in years.
absolute-dates | en | d:2017-06-12 | The merger was completed on 12 June 2017, the company said.
absolute-dates | en | d:2026-06-18 | I want to book a flight to Atlanta for June 18
absolute-dates | en | d:2026-06-22 | schedule a dentist appointment for the 22nd of June
absolute-dates | en | d:1989-11-09 | The Berlin Wall fell on November 9, 1989.
absolute-dates | en | d:2003-03-20 | The invasion of Iraq began on 20 March 2003.
absolute-dates | en | d:2026-04-02 | The company filed the lawsuit on April 2, court records show.
absolute-dates | en | d:2026-02-27 | Officials said on Feb. 27 that the plant would close.
absolute-dates | en | d:2026-08-03 | find me a train to Cambridge on Monday, August 3
absolute-dates | en | d:2026-09-14 | my sister's wedding is on September 14
absolute-dates | en | d:2026-12-12 | set a reminder for 12 December
absolute-dates | en | d:2016-11-08 | Trump won the election held on Nov. 8, 2016.
absolute-dates | en | d:2012-07-27 | The London Olympics opened on 27 July 2012.
absolute-dates | en | d:2024-01-15 | Please find attached the report dated January 15, 2024.
absolute-dates | en | d:2026-06-30 | the offer ends on June 30
absolute-dates | en | d:2026-10-10 | Reserve two seats for October 10th.
absolute-dates | en | d:2026-05-28 | The vote is scheduled for May 28.
absolute-dates | en | d:1997-08-31 | Diana died in a car crash in Paris on August 31, 1997.
absolute-dates | en | d:2010-04-20 | The Deepwater Horizon rig exploded on April 20, 2010.
absolute-dates | en | d:2026-07-09 | I need a rental car in San Diego on the 9th of July
absolute-dates | it | d:2018-08-14 | Il ponte Morandi è crollato il 14 agosto 2018.
absolute-dates | it | d:2026-06-09 | prenotami un volo per Palermo per il 9 giugno
absolute-dates | it | d:2026-07-15 | la visita è fissata per il 15 luglio
absolute-dates | it | d:2009-04-06 | Il terremoto dell'Aquila del 6 aprile 2009 fece 309 vittime.
absolute-dates | it | d:2021-02-03 | MILANO, 3 febbraio 2021 — Mario Draghi ha accettato l'incarico con riserva.
absolute-dates | it | d:2026-09-08 | l'udienza è stata rinviata all'8 settembre
absolute-dates | it | d:2026-10-02 | ricordami del compleanno di Marco il 2 ottobre
absolute-dates | it | d:2014-03-22 | La sentenza del 22/03/2014 è stata impugnata in appello.
absolute-dates | it | d:2026-01-10 | I carabinieri hanno arrestato l'uomo il 10 gennaio.
absolute-dates | it | d:2026-06-01 | lunedì 1 giugno riapre la piscina comunale
absolute-dates | it | d:2020-03-09 | Il 9 marzo 2020 il governo ha esteso il lockdown a tutta Italia.
absolute-dates | it | d:2026-12-15 | vorrei un tavolo per il 15 dicembre
absolute-dates | it | d:2026-08-07 | cerco un treno per Bari venerdì 7 agosto
absolute-dates | it | d:2026-06-13 | metti in calendario la cena del 13 giugno
absolute-dates | it | d:2024-11-30 | Si allega il verbale del 30.11.2024.
absolute-dates | it | d:2026-03-03 | Lo scorso 3 marzo la Regione ha approvato il bilancio.
absolute-dates | it | d:2026-10-20 | il concerto sarà il 20 ottobre
absolute-dates | it | d:2005-04-02 | Papa Giovanni Paolo II morì il 2 aprile 2005.
absolute-dates | it | d:2026-11-27 | la seconda rata si paga il 27 novembre
absolute-dates | it | d:2026-07-04 | vorrei prenotare due notti a partire dal 4 luglio in un agriturismo
months-years | en | y:2015 | Sales fell sharply in 2015.
months-years | en | m:2019-10 | The factory closed in October 2019.
months-years | en | q:2025-Q3 | Revenue rose 8% in the third quarter of 2025.
months-years | en | m:2026-04 | Unemployment rose last month, the government said.
months-years | en | m:2026-06 | The new store will open next month.
months-years | en | y:2025 | Profits doubled last year.
months-years | en | y:2027 | The law takes effect next year.
months-years | en | m:2026-05 | what's on my calendar this month?
months-years | en | m:2026-09 | the new school year starts in September
months-years | en | m:2026-03 | The company announced the layoffs in March.
months-years | en | y:1998 | The bank was founded in 1998.
months-years | en | m:2008-09 | Lehman Brothers collapsed in September 2008.
months-years | en | q:2024-Q1 | Shipments fell 12% in the first quarter of 2024.
months-years | en | m:2026-07 | I'm planning a trip to Rome in July
months-years | en | y:2030 | The stadium will host the World Cup final in 2030.
months-years | en | m:2027-01 | the lease ends in January 2027
months-years | en | y:2020 | During 2020, air travel collapsed.
months-years | en | m:2026-08 | find me a beach house for August
months-years | it | y:2016 | Nel 2016 le esportazioni sono cresciute del 4%.
months-years | it | m:2019-03 | Lo stabilimento ha chiuso a marzo 2019.
months-years | it | q:2025-Q2 | Nel secondo trimestre del 2025 il PIL è salito dello 0,3%.
months-years | it | m:2026-04 | Il mese scorso la disoccupazione è salita, secondo l'Istat.
months-years | it | m:2026-06 | Il nuovo negozio aprirà il mese prossimo.
months-years | it | y:2025 | L'anno scorso gli utili sono raddoppiati.
months-years | it | y:2027 | La legge entrerà in vigore l'anno prossimo.
months-years | it | m:2026-05 | che impegni ho questo mese?
months-years | it | m:2026-09 | la scuola ricomincia a settembre
months-years | it | m:2026-02 | A febbraio l'azienda ha annunciato 300 esuberi.
months-years | it | y:1994 | Berlusconi vinse le elezioni politiche nel 1994.
months-years | it | m:2011-11 | Il governo Monti si insediò nel novembre 2011.
months-years | it | q:2024-Q4 | Le vendite sono calate nel quarto trimestre 2024.
months-years | it | m:2026-07 | vorrei andare in Sardegna a luglio
months-years | it | m:2026-12 | il cantiere chiuderà a dicembre
months-years | it | y:2026 | quest'anno le vendite sono cresciute del 3%
months-years | it | m:2026-10 | l'assemblea dei soci si terrà in ottobre
months-years | it | y:2008 | La crisi del 2008 ha colpito duramente le banche.
windows | en | r:2026-06-10..2026-06-12 | I need a hotel from June 10 to June 12
windows | en | r:2026-07-01..2026-07-05 | book a room in London July 1-5
windows | en | r:2005-01-01..2008-12-31 | From 2005 to 2008 the company lost money every year.
windows | en | w:2026-05-25 | schedule the review for next week
windows | en | w:2026-05-11 | Last week the governor signed the bill.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | are there any concerts this weekend?
windows | en | r:2026-04-19..2026-05-19 | show me emails from the last 30 days
windows | en | r:2026-05-19..2026-05-29 | the exhibition runs until May 29
windows | en | r:2026-03-01..2026-05-19 | Since March, prices have climbed 6%.
windows | en | r:2026-05-20T09:00..2026-05-20T11:00 | block my calendar tomorrow from 9 to 11 am
windows | en | r:2026-05-25..2026-05-29 | I'll be away from Monday, May 25 to Friday, May 29
windows | en | r:2026-08-10..2026-08-14 | a cabin for two between August 10 and August 14
windows | en | w:2026-05-18 | is anything due this week?
windows | en | r:2026-06-15T14:00..2026-06-15T16:00 | the room is booked on June 15 between 2 and 4 pm
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | During the weekend, rebels seized two towns in the north.
windows | it | r:2026-06-10..2026-06-12 | cerco un albergo dal 10 al 12 giugno
windows | it | r:2026-07-01..2026-07-05 | una casa al mare dall'1 al 5 luglio
windows | it | r:2001-01-01..2006-12-31 | Dal 2001 al 2006 il governo ha tagliato la spesa.
windows | it | w:2026-05-25 | fissa la revisione per la prossima settimana
windows | it | w:2026-05-11 | La scorsa settimana il Senato ha approvato la legge.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | ci sono concerti questo weekend?
windows | it | r:2026-04-19..2026-05-19 | mostrami le mail degli ultimi 30 giorni
windows | it | r:2026-05-19..2026-05-29 | la mostra resta aperta fino al 29 maggio
windows | it | r:2026-03-01..2026-05-19 | Da marzo i prezzi sono saliti del 6%.
windows | it | r:2026-05-20T09:00..2026-05-20T11:00 | blocca il calendario domani dalle 9 alle 11
windows | it | r:2026-08-10..2026-08-14 | una baita per due tra il 10 e il 14 agosto
windows | it | w:2026-05-18 | cosa devo consegnare questa settimana?
windows | it | r:2026-06-15T14:00..2026-06-15T16:00 | la sala è prenotata il 15 giugno dalle 14 alle 16
windows | it | r:2026-05-25..2026-05-29 | sarò in ferie da lunedì 25 a venerdì 29 maggio
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | Durante il fine settimana i ribelli hanno conquistato due città.
times-of-day | en | t:07:15 | wake me up at 7:15
times-of-day | en | t:18:30 | I need a table at 6:30 pm
times-of-day | en | dt:2026-05-20T10:00 | remind me tomorrow at 10 am to call the plumber
times-of-day | en | t:21:00 | the show starts at 9 p.m.
times-of-day | en | p:2026-05-19T12:00..2026-05-19T18:00 | The hearing resumed this afternoon.
times-of-day | en | p:2026-05-20T18:00..2026-05-21T00:00 | what's the weather tomorrow evening?
times-of-day | en | t:12:00 | let's meet at noon
times-of-day | en | t:16:45 | the train leaves at 4:45 pm
times-of-day | en | dt:2026-05-22T19:30 | book a table for Friday at 7:30 pm
times-of-day | en | t:23:00 | I need a taxi at 11 pm
times-of-day | en | dt:2026-05-19T20:00 | remind me tonight at 8 to call mom
times-of-day | en | t:10:30 | the meeting is at half past ten
times-of-day | en | t:15:00 | set the alarm for 3 in the afternoon
times-of-day | it | t:07:15 | svegliami alle 7:15
times-of-day | it | t:18:30 | un tavolo alle 18.30
times-of-day | it | dt:2026-05-20T10:00 | ricordami domani alle 10 di chiamare l'idraulico
times-of-day | it | t:21:00 | lo spettacolo inizia alle 21
times-of-day | it | p:2026-05-19T12:00..2026-05-19T18:00 | Oggi pomeriggio il Consiglio ha votato la fiducia.
times-of-day | it | p:2026-05-20T18:00..2026-05-21T00:00 | che tempo farà domani sera?
times-of-day | it | t:12:00 | vediamoci a mezzogiorno
times-of-day | it | t:16:45 | il treno parte alle 16:45
times-of-day | it | dt:2026-05-22T19:30 | prenota per venerdì alle 19:30
times-of-day | it | t:08:00 | il negozio apre alle otto
times-of-day | it | t:23:00 | mi serve un taxi alle 23
times-of-day | it | t:10:30 | la riunione è alle dieci e mezza
times-of-day | it | t:15:00 | metti la sveglia alle tre del pomeriggio
no-date | en | none | In the novel, Robinson Crusoe names his companion Friday.
no-date | en | none | April told me she would bring the cake.
no-date | en | none | You may go now, the doctor will see you.
no-date | en | none | We will march on until the job is done.
no-date | en | none | He gave an exclusive interview to The Sun.
no-date | en | none | The 30-year-old suspect was charged with robbery.
no-date | en | none | He is 5 feet 10 and weighs 170 pounds.
no-date | en | none | The bedroom is 12 x 14 feet.
no-date | en | none | Update your iPhone to iOS 17 to get the new features.
no-date | en | none | The Galaxy S23 has a 6.1-inch screen.
no-date | en | none | Three out of four dentists recommend it.
no-date | en | none | She got an A in history and a B+ in math.
no-date | en | none | The pastor read John 3:16 aloud.
no-date | en | none | The candidate won a quarter of the votes.
no-date | en | none | In the second half of the book the tone changes.
no-date | en | none | Manchester United drew 2-2 with Liverpool.
no-date | en | none | The Yankees beat the Red Sox 7 to 3.
no-date | en | none | Kiel won the handball final 21:17.
no-date | en | none | Seven times eight is fifty-six.
no-date | en | none | The screen has an aspect ratio of 3:2.
no-date | en | none | Chapter 12 explains the method in detail.
no-date | en | none | Tuesday Weld starred in the film.
no-date | en | none | He bought a copy of the Sunday Telegraph at the station.
no-date | en | none | Winter Is Coming was the first episode of the series.
no-date | en | none | The Christmas tree farm is on Route 9.
no-date | en | none | She bought chocolate Easter eggs at the supermarket.
no-date | en | none | play Manic Monday by the Bangles
no-date | en | none | play Sunday Bloody Sunday by U2
no-date | en | none | add Saturday Night Fever to my watchlist
no-date | en | none | The memoir Tuesdays with Morrie sold millions of copies.
no-date | en | none | The bakery is at 42 May Street.
no-date | en | none | Order a Big Mac and two 12-inch pizzas.
no-date | en | none | The 747 landed on runway 27.
no-date | en | none | Windows 10 and Office 365 are installed on every PC.
no-date | en | none | He wore number 23 for the Bulls.
no-date | en | none | Platform 9 3/4 is at King's Cross.
no-date | en | none | The population grew to 8.2 million.
no-date | en | none | The model XR-2000 is no longer sold.
no-date | en | none | For help, call extension 2030.
no-date | en | none | The speed limit on the highway is 65 mph.
no-date | en | none | Dr. March examined the patient.
no-date | en | none | Fahrenheit 451 is on the reading list.
no-date | en | none | Route 66 crosses eight states.
no-date | en | none | The senator appeared on Good Morning America.
no-date | en | none | The Evening Standard reported a rise in knife crime.
no-date | en | none | play Yesterday by the Beatles
no-date | en | none | Tomorrow Never Dies is my favourite Bond film.
no-date | en | none | She works the night shift at the hospital.
no-date | en | none | May I see the menu?
no-date | en | none | The rebels may march on the capital.
no-date | en | none | Halloween costumes are sold out everywhere.
no-date | en | none | He won the Indianapolis 500 twice.
no-date | en | none | The hotel has 1,999 rooms and 12 restaurants.
no-date | en | none | Agent 007 returns in the new film.
no-date | en | none | The recipe calls for 2 to 3 eggs.
no-date | en | none | I want a cheap Italian restaurant in the north of town.
no-date | en | none | Is there free parking at the Acorn Guest House?
no-date | en | none | The Lakers lost 101-99 in overtime.
no-date | en | none | The jury found him guilty on 3 of 4 counts.
no-date | en | none | He was ranked number 1 in the world.
no-date | en | none | Apartment 4B is on the fourth floor.
no-date | it | none | Mercoledì Addams è il personaggio più amato della serie.
no-date | it | none | Il sabato del villaggio è una poesia di Leopardi.
no-date | it | none | metti Un giorno di pioggia dei Modà
no-date | it | none | Ci vediamo al Marzo Cafe in centro.
no-date | it | none | A 30 anni ha lasciato il lavoro in banca.
no-date | it | none | Un uomo di 45 anni è stato arrestato dai carabinieri.
no-date | it | none | La stanza misura 3 x 4 metri.
no-date | it | none | Aggiorna l'iPhone a iOS 17.
no-date | it | none | Tre studenti su quattro hanno superato l'esame.
no-date | it | none | Ha preso 8 in matematica e 6 in latino.
no-date | it | none | Il sacerdote ha letto Giovanni 3,16.
no-date | it | none | Il candidato ha ottenuto un quarto dei voti.
no-date | it | none | Nella seconda metà del libro il tono cambia.
no-date | it | none | Il Milan ha pareggiato 2-2 con la Roma.
no-date | it | none | La Virtus ha vinto 85 a 78 contro Milano.
no-date | it | none | Sette per otto fa cinquantasei.
no-date | it | none | Il rapporto tra i lati è di 3 a 2.
no-date | it | none | Il capitolo 12 spiega il metodo.
no-date | it | none | Venerdì è il fedele compagno di Robinson Crusoe.
no-date | it | none | Pasquale Esposito ha vinto il concorso.
no-date | it | none | Ho comprato le uova di Pasqua al supermercato.
no-date | it | none | L'albero di Natale è già in salotto.
no-date | it | none | La Domenica Sportiva ha intervistato l'allenatore.
no-date | it | none | Ho letto Il giorno della civetta di Sciascia.
no-date | it | none | Il Frecciarossa 9521 è in ritardo.
no-date | it | none | Il volo AZ 1234 parte dal gate 12.
no-date | it | none | La Fiat 124 Spider è tornata in produzione.
no-date | it | none | Il Galaxy S24 ha uno schermo da 6,2 pollici.
no-date | it | none | Porta 4 bottiglie da 1,5 litri.
no-date | it | none | La Ferrari numero 16 è partita dalla pole.
no-date | it | none | Abita al terzo piano, interno 7.
no-date | it | none | L'ufficio è in viale Primo Maggio 25.
no-date | it | none | Radio 24 ha trasmesso l'intervista al ministro.
no-date | it | none | Canale 5 ha trasmesso la finale.
no-date | it | none | Il settimanale L'Espresso ha pubblicato l'inchiesta.
no-date | it | none | La maglia numero 10 è di Totti.
no-date | it | none | Il tasso è salito al 4,5%.
no-date | it | none | L'Italia ha battuto il Belgio 2 a 1.
no-date | it | none | Sinner ha vinto 6-4 6-3.
no-date | it | none | La pizza quattro stagioni costa 9 euro.
no-date | it | none | Il sabato italiano è una canzone di Sergio Caputo.
no-date | it | none | La notte stellata è un quadro di Van Gogh.
no-date | it | none | Ha vinto il Festival di Sanremo con una canzone d'amore.
no-date | it | none | Il commissario Marzo ha interrogato il testimone.
no-date | it | none | Ho prenotato la camera 214 al secondo piano.
no-date | it | none | È alto un metro e ottanta e pesa 70 chili.
no-date | it | none | Il modello XR-2000 non è più in produzione.
no-date | it | none | Ha chiesto i permessi della legge 104/92.
no-date | it | none | L'articolo 18 dello Statuto dei lavoratori è stato modificato.
no-date | it | none | La squadra ha vinto 3 scudetti e 2 Coppe Italia.
no-date | it | none | Ho letto l'intervista sul Venerdì di Repubblica.
no-date | it | none | Non segue l'ora di religione.
no-date | it | none | Tre metri sopra il cielo è un romanzo di Moccia.
no-date | it | none | Dona il 5 per mille all'associazione.
no-date | it | none | Ha vinto la 24 Ore di Le Mans.
no-date | it | none | Ho consegnato il 730 al CAF.
no-date | it | none | Maggio è un cantautore siciliano.
no-date | it | none | Puoi andare, il dottore ti aspetta.
no-date | it | none | Cerco un ristorante cinese economico vicino alla stazione.
no-date | it | none | C'è parcheggio gratuito all'hotel Aurora?
no-date | it | none | La giuria lo ha condannato per 3 capi d'accusa su 4.
no-date | it | none | È il numero 1 al mondo.
`;
