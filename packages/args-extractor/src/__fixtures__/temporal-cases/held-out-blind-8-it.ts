/**
 * A blind held-out set in Italian, the eighth written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development
 * set or the other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before
 * committing them (only the well-formedness test). Written from the author's own Italian, about a third each: (a) turns
 * said or typed to a task-oriented assistant (tables, flights, trains, hotels, alarms, reminders, calendar, weather,
 * music, shopping, bank, smart home: "svegliami alle sette meno un quarto", "pioverà nel weekend?", "metti un timer di
 * 25 minuti"), (b) single constructs in short neutral sentences, many surface forms each (ordinals, numbers in words,
 * "avantieri", "domani l'altro", "ieri l'altro", "oggi a otto", "due settimane da lunedì", "la seconda settimana di
 * marzo", "l'ultimo venerdì del mese", "il weekend dopo il prossimo", "stanotte a mezzanotte", "a mezzodì", "stamane",
 * "la prima quindicina di giugno", "gli anni 2020", "il quarto trimestre", national, religious and patron-saint feasts),
 * and (c) news, mail and document lines (past events, circulars, calls for applications, deadlines, timetables). The
 * no-date lines (about 10%) are traps people write: street names ("via XX Settembre", "via Primo Maggio"), names
 * ("Pasquale", "Natalia"), titles ("Sabato pomeriggio", "Notte prima degli esami", "Mezzogiorno di fuoco", "La
 * Primavera" di Botticelli), "il Mezzogiorno" as the South, "Corriere della Sera", ages, scores, prices, file numbers.
 * Expected values are what a careful reader means, at the expression's grain, per the README's conventions (weeks from
 * Monday, a bare weekday the next one after today or the last one in a past-tense line, "venerdì prossimo" next week's,
 * parts of the day, astronomical seasons, "entro/fino a X" starting now, nights of a stay as days, d/m numeric dates);
 * where the line says otherwise the value is that ("prendere i bambini a scuola alle tre e un quarto" 15:15,
 * "aperitivo alle sette" 19:00). Seasons, rolling and loose windows ("nell'ultimo mese", "più avanti nel mese",
 * "all'inizio del mese prossimo") are `p:` spans the reading's start must fall in. Weekdays, offsets from the clock,
 * nth weekdays, Easter 2026 (5 April) and 2027 (28 March) and the feasts computed from it (Pasquetta, martedì grasso,
 * Ceneri, Venerdì Santo, Pentecoste) and the festa della mamma were checked with JavaScript `Date`, not with this
 * package. Recurrences ("ogni lunedì") are left out: the format cannot express them.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind8It = `
absolute-dates | it | d:2026-06-12 | segnami il dentista il 12 giugno
absolute-dates | it | d:2026-07-03 | prenota un volo Milano-Palermo per il 3 luglio
absolute-dates | it | d:2026-06-27 | mi serve una camera doppia a Firenze per sabato 27 giugno
absolute-dates | it | d:2026-09-14 | ricordami il primo giorno di scuola, lunedì 14 settembre
absolute-dates | it | d:2026-05-28 | il 28 ho il colloquio, mettilo in calendario
absolute-dates | it | d:2026-03-03 | quanto ho speso in farmacia il 3 marzo?
absolute-dates | it | d:2026-08-01 | che tempo farà il primo agosto a Rimini?
absolute-dates | it | d:2026-10-15 | fissa il tagliando della macchina al quindici ottobre
absolute-dates | it | d:2026-06-30 | il bollo scade il 30/06, ricordamelo
absolute-dates | it | d:2026-12-09 | ho il volo di ritorno il nove dicembre, segnalo
absolute-dates | it | d:2026-05-02 | mostrami le foto del 2 maggio
absolute-dates | it | d:2026-06-05 | spostami la riunione col capo al 5 giugno
absolute-dates | it | d:2026-06-18 | ricordami di pagare l'affitto giovedì 18 giugno
absolute-dates | it | d:2027-01-15 | segna la visita dall'oculista per il 15 gennaio 2027
absolute-dates | it | d:2026-07-21 | cercami un treno per Bari il 21/7
absolute-dates | it | d:2026-06-01 | Il 1° giugno comincia il nuovo contratto.
absolute-dates | it | d:2026-10-23 | La consegna è prevista per il ventitré ottobre.
absolute-dates | it | d:2026-07-11 | L'11 luglio siamo al mare.
absolute-dates | it | d:2026-08-08 | Partiamo l'8 agosto.
absolute-dates | it | d:2026-11-30 | Il trenta novembre c'è il saggio di danza.
absolute-dates | it | d:2026-06-20 | Sabato 20 giugno festa di compleanno da Marta.
absolute-dates | it | d:2026-09-03 | Giovedì 3 settembre riapre la palestra.
absolute-dates | it | d:2026-12-31 | La scadenza è il 31.12.2026.
absolute-dates | it | d:2026-07-04 | Il 4/7/2026 c'è il matrimonio di Giulia.
absolute-dates | it | d:2026-05-30 | Ci vediamo il 30 di questo mese.
absolute-dates | it | d:2026-06-10 | Il 10 del mese prossimo arriva il mobiliere.
absolute-dates | it | d:2025-12-12 | Ci siamo conosciuti il 12 dicembre dell'anno scorso.
absolute-dates | it | d:2026-03-15 | L'incidente è avvenuto il 15 marzo scorso sulla A1 nei pressi di Orvieto.
absolute-dates | it | d:2026-06-15 | Le domande vanno presentate entro il 15 giugno 2026.
absolute-dates | it | d:2026-04-28 | Con la circolare n. 112 del 28 aprile 2026 il Ministero ha chiarito i requisiti.
absolute-dates | it | d:2026-07-01 | Il nuovo orario entrerà in vigore dal 1° luglio.
absolute-dates | it | d:2026-09-22 | La prova scritta si terrà martedì 22 settembre 2026 presso l'aula magna.
absolute-dates | it | d:2026-05-12 | Roma, 12 maggio 2026 – Oggetto: convocazione dell'assemblea condominiale
absolute-dates | it | d:1946-06-02 | Il referendum istituzionale si svolse il 2 giugno 1946.
absolute-dates | it | d:2026-02-27 | La fattura emessa in data 27/02/2026 risulta ancora non pagata.
absolute-dates | it | d:2026-06-08 | L'assemblea è convocata in seconda convocazione per lunedì 8 giugno.
absolute-dates | it | d:2026-04-09 | Il decreto, pubblicato in Gazzetta Ufficiale il 9 aprile, è già in vigore.
absolute-dates | it | d:2026-10-05 | Le lezioni del secondo anno inizieranno il 5 ottobre.
relative-days | it | d:2026-05-21 | cosa ho in agenda dopodomani?
relative-days | it | d:2026-05-20 | che tempo fa domani a Torino?
relative-days | it | d:2026-05-19 | ho appuntamenti oggi?
relative-days | it | d:2026-05-18 | quanto ho speso ieri al supermercato?
relative-days | it | d:2026-05-17 | fammi vedere le foto dell'altro ieri
relative-days | it | d:2026-05-20 | ricordami domani di chiamare l'idraulico
relative-days | it | d:2026-05-21 | prenota il parrucchiere per dopodomani
relative-days | it | d:2026-05-18 | chi mi ha chiamato ieri?
relative-days | it | d:2026-05-19 | quali bonifici sono arrivati oggi?
relative-days | it | d:2026-05-21 | posticipa la call a dopodomani
relative-days | it | d:2026-05-20 | sposta la consegna della spesa a domani
relative-days | it | d:2026-05-18 | ieri ho pagato la bolletta della luce?
relative-days | it | d:2026-05-17 | Avantieri sono passato da te ma non c'eri.
relative-days | it | d:2026-05-21 | Domani l'altro ci vediamo al bar.
relative-days | it | d:2026-05-21 | Il giorno dopo domani parto per Lecce.
relative-days | it | d:2026-05-17 | Ieri l'altro sono andato al mercato.
relative-days | it | d:2026-05-20 | Domani è il compleanno di Luca.
relative-days | it | d:2026-05-19 | Oggi si mangia da nonna.
relative-days | it | d:2026-05-18 | Ieri ha piovuto tutto il giorno.
relative-days | it | d:2026-05-18 | Ieri la Borsa di Milano ha chiuso in rialzo dell'1,2%.
relative-days | it | d:2026-05-19 | Si comunica che in data odierna il servizio mensa non sarà attivo.
relative-days | it | d:2026-05-20 | Domani sciopero dei mezzi pubblici a Roma.
relative-days | it | d:2026-05-21 | Dopodomani il Consiglio dei ministri esaminerà il decreto.
relative-days | it | d:2026-05-17 | L'altro ieri una scossa di magnitudo 3.2 è stata avvertita in Irpinia.
relative-days | it | d:2026-05-19 | Oggi in gran parte d'Italia si sono registrate temperature sopra la media.
relative-days | it | d:2026-05-18 | Come anticipato ieri, la riunione è stata annullata.
relative-days | it | d:2026-05-20 | Ti confermo che il pacco verrà consegnato domani.
relative-days | it | d:2026-05-19 | Ciao, oggi non riesco a passare in ufficio.
weekdays | it | d:2026-05-22 | prenota un tavolo da Mario per venerdì
weekdays | it | d:2026-05-25 | lunedì ricordami di portare la macchina dal meccanico
weekdays | it | d:2026-05-23 | che tempo fa sabato a Genova?
weekdays | it | d:2026-05-24 | domenica vado a pranzo dai miei, segnalo
weekdays | it | d:2026-05-21 | giovedì ho il dentista?
weekdays | it | d:2026-05-15 | quanto ho speso venerdì scorso?
weekdays | it | d:2026-05-29 | sposta la riunione a venerdì prossimo
weekdays | it | d:2026-05-26 | cosa ho martedì prossimo?
weekdays | it | dt:2026-05-25T09:00 | fissa la call con Luca lunedì alle 9
weekdays | it | d:2026-05-14 | chi mi ha scritto giovedì scorso?
weekdays | it | d:2026-05-20 | la spesa arriva mercoledì, ricordamelo
weekdays | it | d:2026-05-16 | che film abbiamo visto sabato?
weekdays | it | d:2026-05-28 | giovedì 28 ho la riunione con i fornitori, segnala
weekdays | it | d:2026-06-05 | il concerto è venerdì 5, compra i biglietti
weekdays | it | d:2026-05-22 | questo venerdì esco prima dal lavoro, avvisa Paola
weekdays | it | d:2026-05-29 | l'ultimo venerdì del mese
weekdays | it | d:2026-06-01 | il primo lunedì di giugno
weekdays | it | d:2026-07-14 | il secondo martedì di luglio
weekdays | it | d:2026-09-17 | il terzo giovedì di settembre
weekdays | it | d:2026-10-25 | l'ultima domenica di ottobre
weekdays | it | d:2026-08-01 | il primo sabato di agosto
weekdays | it | d:2026-05-28 | giovedì della settimana prossima
weekdays | it | d:2026-05-20 | mercoledì di questa settimana
weekdays | it | d:2026-05-12 | martedì scorso
weekdays | it | d:2026-05-24 | questa domenica
weekdays | it | d:2026-05-13 | mercoledì scorso
weekdays | it | d:2026-05-25 | lunedì prossimo
weekdays | it | d:2026-05-17 | Domenica si è votato per il rinnovo del consiglio comunale in 120 comuni.
weekdays | it | d:2026-05-15 | Venerdì il governo ha approvato la manovra correttiva.
weekdays | it | d:2026-05-22 | La scuola resterà chiusa venerdì per la disinfestazione.
weekdays | it | d:2026-05-27 | Gentili genitori, mercoledì prossimo si terrà il consiglio di classe.
weekdays | it | d:2026-05-25 | L'ufficio anagrafe riaprirà lunedì.
weekdays | it | d:2026-05-14 | Giovedì scorso il Tribunale di Milano ha emesso la sentenza.
weekdays | it | d:2026-05-23 | Il mercatino dell'usato si terrà sabato in piazza Garibaldi.
weekdays | it | d:2026-05-16 | Sabato i vigili del fuoco hanno effettuato oltre 300 interventi.
offsets | it | dt:2026-05-19T15:05 | ricordami tra un'ora di togliere il bucato
offsets | it | dt:2026-05-19T14:35 | richiamami fra mezz'ora
offsets | it | d:2026-05-22 | tra tre giorni devo consegnare la tesi, ricordamelo
offsets | it | d:2026-06-02 | fissa il controllo tra due settimane
offsets | it | dt:2026-05-19T14:20 | avvisami fra un quarto d'ora
offsets | it | dt:2026-05-19T14:15 | tra 10 minuti ricordami di spegnere il forno
offsets | it | d:2026-05-12 | mostrami le mail di una settimana fa
offsets | it | dt:2026-05-19T12:05 | chi mi ha chiamato due ore fa?
offsets | it | d:2026-05-26 | prenota un albergo a Siena fra una settimana
offsets | it | d:2026-06-19 | rinnova l'abbonamento tra un mese
offsets | it | dt:2026-05-19T16:05 | richiamami fra un paio d'ore
offsets | it | d:2026-05-22 | il bonifico arriverà tra tre giorni lavorativi?
offsets | it | d:2026-05-26 | Oggi a otto ho l'esame di guida.
offsets | it | d:2026-06-08 | due settimane da lunedì
offsets | it | d:2026-05-27 | domani a otto
offsets | it | d:2026-05-16 | tre giorni fa
offsets | it | d:2026-04-19 | un mese fa
offsets | it | d:2025-05-19 | un anno fa
offsets | it | d:2027-05-19 | fra un anno
offsets | it | dt:2026-05-19T14:50 | tra 45 minuti
offsets | it | dt:2026-05-19T16:35 | fra due ore e mezza
offsets | it | d:2026-05-24 | fra cinque giorni
offsets | it | d:2026-06-08 | tra venti giorni
offsets | it | d:2026-05-26 | tra cinque giorni lavorativi
offsets | it | d:2026-05-09 | dieci giorni fa
offsets | it | d:2026-05-05 | due settimane fa
offsets | it | dt:2026-05-19T13:35 | mezz'ora fa
offsets | it | d:2026-05-26 | Ci sentiamo tra una settimanina.
offsets | it | d:2026-05-15 | La nave è salpata quattro giorni fa da Civitavecchia.
offsets | it | d:2026-05-29 | Il risultato sarà comunicato tra dieci giorni.
offsets | it | dt:2026-05-19T13:05 | Aggiornamento: la strada è stata riaperta un'ora fa.
offsets | it | d:2026-05-13 | L'ordine è stato spedito sei giorni fa.
offsets | it | d:2026-08-19 | Il suo contratto scadrà tra tre mesi.
offsets | it | y:2028 | Il cantiere dovrebbe chiudere tra due anni.
months-years | it | m:2026-04 | quanto ho speso ad aprile in bollette?
months-years | it | m:2026-07 | cerco un appartamento in affitto per luglio a Lecce
months-years | it | m:2026-06 | il mese prossimo ricordami di rinnovare la carta d'identità
months-years | it | m:2026-04 | fammi vedere le spese del mese scorso
months-years | it | m:2026-05 | che eventi ci sono questo mese a Torino?
months-years | it | m:2026-08 | segna le ferie ad agosto
months-years | it | y:2027 | quanto costerà il bollo l'anno prossimo?
months-years | it | y:2025 | mostrami le foto dell'anno scorso
months-years | it | m:2026-09 | a settembre ricomincia il corso di yoga, segnalo
months-years | it | m:2026-03 | trovami le foto di marzo
months-years | it | m:2026-10 | il prossimo ottobre
months-years | it | m:2027-02 | a febbraio dell'anno prossimo
months-years | it | m:2026-11 | novembre 2026
months-years | it | m:2025-12 | nel dicembre 2025
months-years | it | y:2030 | nel 2030
months-years | it | r:2020-01-01..2029-12-31 | gli anni 2020
months-years | it | r:1980-01-01..1989-12-31 | negli anni Ottanta
months-years | it | r:1990-01-01..1999-12-31 | negli anni '90
months-years | it | q:2026-Q4 | il quarto trimestre
months-years | it | r:2026-01-01..2026-06-30 | il primo semestre del 2026
months-years | it | y:2026 | quest'anno
months-years | it | m:2027-01 | a gennaio prossimo
months-years | it | m:2026-02 | lo scorso febbraio
months-years | it | m:2026-04 | Ad aprile l'inflazione è scesa all'1,8%, secondo l'Istat.
months-years | it | q:2026-Q1 | Nel primo trimestre il PIL è cresciuto dello 0,3%.
months-years | it | y:2025 | Nel 2025 le esportazioni sono aumentate del 4%.
months-years | it | m:2026-06 | Il bando sarà pubblicato nel mese di giugno.
months-years | it | m:2026-09 | I lavori riprenderanno a settembre 2026.
months-years | it | y:2027 | Il nuovo ospedale sarà inaugurato nel 2027.
months-years | it | m:2026-01 | Le vendite di gennaio hanno superato le attese.
months-years | it | r:2026-07-01..2026-12-31 | Nel secondo semestre 2026 sono previste nuove assunzioni.
months-years | it | m:2026-05 | Report mensile – maggio 2026
times-of-day | it | t:06:45 | svegliami alle sette meno un quarto
times-of-day | it | dt:2026-05-20T20:00 | prenota un tavolo per quattro domani sera alle 8
times-of-day | it | t:07:30 | metti la sveglia alle 7:30
times-of-day | it | t:18:30 | ricordami alle sei e mezza del pomeriggio di passare in farmacia
times-of-day | it | dt:2026-05-20T12:00 | domani a mezzogiorno chiama la banca
times-of-day | it | t:21:00 | accendi l'irrigazione alle 21
times-of-day | it | t:15:15 | ricordami di prendere i bambini a scuola alle tre e un quarto
times-of-day | it | dt:2026-05-19T17:00 | oggi alle 17 chiamo il commercialista, ricordamelo
times-of-day | it | t:19:00 | aperitivo alle sette da Gino?
times-of-day | it | dt:2026-05-20T08:15 | il treno di domani parte alle 8:15?
times-of-day | it | t:22:30 | spegni le luci del giardino alle dieci e mezza di sera
times-of-day | it | t:13:00 | pranzo all'una con Chiara, segnalo
times-of-day | it | dt:2026-05-21T09:30 | dopodomani alle nove e mezza ho il colloquio
times-of-day | it | t:06:00 | sveglia alle sei
times-of-day | it | dt:2026-05-22T20:30 | prenota il cinema venerdì alle 20:30
times-of-day | it | t:08:30 | alle otto e mezza
times-of-day | it | t:10:45 | alle undici meno un quarto
times-of-day | it | t:16:20 | alle 16 e 20
times-of-day | it | t:12:00 | a mezzogiorno
times-of-day | it | t:12:00 | a mezzodì
times-of-day | it | t:00:00 | a mezzanotte
times-of-day | it | dt:2026-05-20T00:00 | stanotte a mezzanotte
times-of-day | it | t:00:15 | a mezzanotte e un quarto
times-of-day | it | t:14:30 | alle due e mezza del pomeriggio
times-of-day | it | t:09:00 | alle nove di mattina
times-of-day | it | t:23:00 | alle undici di sera
times-of-day | it | t:17:40 | alle sei meno venti del pomeriggio
times-of-day | it | t:19:45 | alle otto meno un quarto di sera
times-of-day | it | t:13:30 | alle 13.30
times-of-day | it | t:18:00 | alle h 18
times-of-day | it | t:03:00 | alle tre di notte
times-of-day | it | t:12:30 | a mezzogiorno e mezzo
times-of-day | it | t:20:30 | alle 20 e trenta
times-of-day | it | t:09:30 | Gli uffici aprono al pubblico alle 9.30.
times-of-day | it | dt:2026-05-26T10:00 | La riunione è convocata per martedì 26 maggio alle ore 10:00.
times-of-day | it | t:20:45 | Fischio d'inizio alle 20.45, diretta su Rai 1.
times-of-day | it | dt:2026-05-18T22:30 | L'incidente è avvenuto ieri sera verso le 22:30.
times-of-day | it | t:07:12 | Il Frecciarossa 9512 parte da Roma Termini alle 7:12.
times-of-day | it | dt:2026-06-04T15:00 | Il webinar si terrà giovedì 4 giugno alle 15.
times-of-day | it | dt:2026-05-19T06:30 | Stamattina alle 6.30 è scattata l'allerta meteo in Liguria.
times-of-day | it | dt:2026-05-19T19:30 | Oggi la farmacia chiude alle 19:30.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | pioverà nel weekend?
windows | it | p:2026-05-19T18:00..2026-05-20T00:00 | cosa c'è in tv stasera?
windows | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina ho impegni?
windows | it | w:2026-05-25 | che tempo farà la settimana prossima a Napoli?
windows | it | r:2026-06-03..2026-06-07 | cerco un hotel a Venezia dal 3 al 7 giugno
windows | it | r:2026-05-20T14:00..2026-05-20T16:00 | il tecnico passa domani tra le 14 e le 16
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | che tempo farà nei prossimi 3 giorni?
windows | it | p:2026-04-19T00:00..2026-04-20T00:00 | quanto ho speso nell'ultimo mese?
windows | it | p:2026-05-21T12:00..2026-05-21T18:00 | giovedì pomeriggio sono libero?
windows | it | w:2026-05-11 | mostrami le spese della settimana scorsa
windows | it | p:2026-05-30T00:00..2026-06-01T00:00 | il weekend dopo il prossimo vado a Cortina, segnalo
windows | it | r:2026-08-10..2026-08-21 | sono in ferie dal 10 al 21 agosto, imposta la risposta automatica
windows | it | p:2026-05-20T12:00..2026-05-20T14:00 | domani all'ora di pranzo ricordami di chiamare mia madre
windows | it | r:2026-05-19..2026-05-22 | sono fuori fino a venerdì, sposta gli appuntamenti
windows | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte scendono le temperature?
windows | it | p:2026-05-18T18:00..2026-05-19T00:00 | chi mi ha scritto ieri sera?
windows | it | p:2026-02-19T00:00..2026-02-20T00:00 | mostrami i movimenti degli ultimi tre mesi
windows | it | r:2026-05-23..2026-05-24 | sabato e domenica sono a Rimini, blocca il calendario
windows | it | w:2026-05-18 | in settimana passo a trovarti
windows | it | w:2027-03-08 | la seconda settimana di marzo
windows | it | p:2026-05-18T00:00..2026-05-19T00:00 | all'inizio di questa settimana
windows | it | p:2026-05-19T00:00..2026-05-22T00:00 | più avanti nel mese
windows | it | p:2027-03-20T00:00..2027-06-21T00:00 | la prossima primavera
windows | it | p:2026-06-21T00:00..2026-09-23T00:00 | quest'estate
windows | it | p:2026-12-21T00:00..2027-03-20T00:00 | il prossimo inverno
windows | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio
windows | it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera
windows | it | p:2026-05-24T06:00..2026-05-24T12:00 | domenica mattina
windows | it | p:2026-05-20T16:00..2026-05-20T18:00 | domani nel tardo pomeriggio
windows | it | p:2026-05-20T06:00..2026-05-20T09:00 | domattina presto
windows | it | p:2026-05-19T06:00..2026-05-19T12:00 | stamane
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | all'inizio del mese prossimo
windows | it | p:2026-05-28T00:00..2026-06-01T00:00 | alla fine della settimana prossima
windows | it | p:2026-05-25T00:00..2026-05-27T00:00 | a inizio settimana prossima
windows | it | p:2026-05-19T00:00..2026-05-21T00:00 | il resto della settimana
windows | it | r:2026-07-20..2026-07-26 | dal 20 al 26 luglio
windows | it | r:2026-06-01..2026-06-15 | la prima quindicina di giugno
windows | it | r:2026-05-25..2026-05-29 | da lunedì a venerdì della settimana prossima
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | negli ultimi sette giorni
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | nelle prossime 48 ore
windows | it | r:2026-05-19T19:00..2026-05-19T21:00 | stasera dalle 19 alle 21
windows | it | r:2026-05-04..2026-05-19 | dal 4 maggio a oggi
windows | it | r:2026-06-15..2026-07-10 | Le iscrizioni saranno aperte dal 15 giugno al 10 luglio 2026.
windows | it | r:2026-05-25..2026-05-29 | Chiusura degli uffici per inventario dal 25 al 29 maggio.
windows | it | r:2026-05-19..2026-05-31 | Il saldo va versato entro fine mese.
windows | it | p:2026-05-16T22:00..2026-05-17T06:00 | Nella notte tra sabato e domenica i ladri sono entrati in una farmacia di Mestre.
windows | it | r:2026-06-05..2026-06-07 | Il festival si svolgerà da venerdì 5 a domenica 7 giugno.
windows | it | r:2026-05-19T09:00..2026-05-19T17:00 | Sciopero dei treni oggi dalle 9 alle 17.
windows | it | w:2026-05-11 | La scorsa settimana le vendite sono calate del 3%.
windows | it | p:2026-05-18T18:00..2026-05-19T00:00 | Ieri sera un corteo ha bloccato il traffico in centro a Milano.
windows | it | r:2026-07-01..2026-08-31 | L'orario estivo è valido dal 1° luglio al 31 agosto.
windows | it | p:2026-03-20T00:00..2026-06-21T00:00 | Questa primavera le piogge sono state scarse in tutto il Nord.
holidays | it | d:2026-12-25 | prenota un tavolo per il pranzo di Natale
holidays | it | d:2026-08-15 | che tempo farà a Ferragosto?
holidays | it | d:2026-06-02 | quest'anno la festa della Repubblica cade di martedì?
holidays | it | d:2027-03-29 | prenota un agriturismo per Pasquetta
holidays | it | d:2026-04-05 | quante foto ho fatto a Pasqua?
holidays | it | d:2026-12-31 | prenota il ristorante per San Silvestro
holidays | it | d:2026-12-24 | la vigilia di Natale lavoro?
holidays | it | d:2027-01-06 | ricordami di comprare la calza per l'Epifania
holidays | it | d:2026-11-01 | Ognissanti quest'anno cade di domenica?
holidays | it | d:2026-12-08 | cercami un volo per Milano il giorno dell'Immacolata
holidays | it | d:2026-10-31 | segna la festa di Halloween dai cugini
holidays | it | d:2026-05-10 | cosa ho regalato alla mamma per la festa della mamma?
holidays | it | d:2026-12-26 | A Santo Stefano siamo dai nonni.
holidays | it | d:2027-01-01 | a Capodanno
holidays | it | d:2026-06-24 | il giorno di San Giovanni
holidays | it | d:2026-06-29 | la festa dei santi Pietro e Paolo
holidays | it | d:2026-09-19 | per San Gennaro
holidays | it | d:2026-12-07 | il giorno di Sant'Ambrogio
holidays | it | d:2027-02-09 | martedì grasso
holidays | it | d:2027-02-10 | il mercoledì delle Ceneri
holidays | it | d:2026-05-24 | a Pentecoste
holidays | it | d:2027-03-26 | il Venerdì Santo
holidays | it | d:2027-03-19 | la festa del papà
holidays | it | d:2027-02-14 | a San Valentino
holidays | it | d:2027-03-08 | la festa della donna
holidays | it | d:2026-04-25 | Per la Festa della Liberazione migliaia di persone hanno sfilato a Milano.
holidays | it | d:2026-05-01 | Il concertone del Primo Maggio a piazza San Giovanni ha richiamato 200 mila persone.
holidays | it | d:2026-04-06 | A Pasquetta le autostrade sono state prese d'assalto.
holidays | it | d:2026-11-02 | Il giorno dei Morti i cimiteri resteranno aperti fino alle 19.
holidays | it | d:2027-01-27 | In occasione della Giornata della Memoria la scuola organizza un incontro con gli studenti.
holidays | it | d:2026-10-04 | Gli uffici comunali di Bologna saranno chiusi per San Petronio.
holidays | it | d:2026-02-05 | La festa di Sant'Agata ha attirato migliaia di fedeli a Catania.
durations | it | dur:PT25M | metti un timer di 25 minuti
durations | it | dur:PT1H30M | il film dura un'ora e mezza?
durations | it | dur:PT10M | cuoci la pasta per dieci minuti, mettimi il timer
durations | it | dur:P3D | noleggia una macchina per tre giorni
durations | it | dur:P2W | ho bisogno di due settimane di ferie
durations | it | dur:P7D | cercami una camera per sette notti a Ischia
durations | it | dur:PT2H | paga il parcheggio per due ore
durations | it | dur:PT30S | timer di trenta secondi
durations | it | dur:PT20M | avvia un timer da 20 minuti
durations | it | dur:PT12M | metti 12 min sul timer per le uova
durations | it | dur:PT15M | un quarto d'ora
durations | it | dur:PT45M | tre quarti d'ora
durations | it | dur:PT1H15M | un'ora e un quarto
durations | it | dur:PT5M | dammi cinque minuti
durations | it | dur:P3W | tre settimane di vacanza
durations | it | dur:PT1H | ci metto un'oretta
durations | it | dur:P2D | resto a Milano un paio di giorni
durations | it | dur:P1Y | un abbonamento di un anno
durations | it | dur:P6M | Il contratto ha una durata di sei mesi.
durations | it | dur:PT90M | La partita dura novanta minuti più il recupero.
durations | it | dur:P10D | Il trattamento antibiotico va proseguito per dieci giorni.
durations | it | dur:PT8H | Lo sciopero durerà otto ore.
durations | it | dur:PT2H30M | Il volo dura due ore e mezza.
durations | it | dur:P1M | La strada resterà chiusa per un mese.
durations | it | dur:PT36H | Il blackout è durato 36 ore.
durations | it | dur:PT40M | Cuocere in forno per 40 minuti a 180 gradi.
numbers | it | n:4 | prenota un tavolo per quattro persone da Enzo
numbers | it | n:2 | compra i biglietti del treno per due adulti
numbers | it | n:3 | aggiungi tre litri di latte alla spesa
numbers | it | n:12 | metti in lista una dozzina di uova
numbers | it | n:6 | ordina una confezione da sei bottiglie d'acqua
numbers | it | nr:4..6 | cerco una casa vacanze per 4-6 persone
numbers | it | n:21 | imposta il termostato a 21 gradi
numbers | it | n:50 | alza il volume al 50 per cento
numbers | it | n:250 | fai un bonifico di 250 euro a Marco
numbers | it | n:1500 | trasferisci millecinquecento euro sul conto risparmio
numbers | it | n:2 | un paio di biglietti per il concerto
numbers | it | n:7 | siamo in sette a cena
numbers | it | n:3.5 | tre chili e mezzo
numbers | it | n:0.5 | mezzo chilo di pane
numbers | it | n:2 | due etti di prosciutto
numbers | it | nr:10..15 | ci saranno dai 10 ai 15 invitati
numbers | it | nr:30..40 | tra i 30 e i 40 partecipanti
numbers | it | n:1000 | Una multa di mille euro.
numbers | it | n:20 | Venti persone sono rimaste ferite nello scontro.
numbers | it | n:15000000 | La Regione ha stanziato 15 milioni di euro per la ricostruzione.
numbers | it | n:100 | Un centinaio di persone hanno partecipato al presidio.
no-date | it | none | abito in via XX Settembre 15
no-date | it | none | Mi sono trasferito in via Primo Maggio 8.
no-date | it | none | chiama Pasquale sul cellulare
no-date | it | none | manda un messaggio a Natalia
no-date | it | none | metti Sabato pomeriggio di Claudio Baglioni
no-date | it | none | metti Notte prima degli esami di Venditti
no-date | it | none | metti Le quattro stagioni di Vivaldi
no-date | it | none | Ho comprato il Corriere della Sera.
no-date | it | none | Ho letto Cent'anni di solitudine.
no-date | it | none | Hai mai visto Mezzogiorno di fuoco?
no-date | it | none | Le politiche per il Mezzogiorno restano al centro del dibattito.
no-date | it | none | La Primavera di Botticelli è agli Uffizi.
no-date | it | none | Mio figlio ha sette anni.
no-date | it | none | La partita è finita 2-1.
no-date | it | none | La Juve ha vinto 3 a 0.
no-date | it | none | Il prezzo è di 19,90 euro.
no-date | it | none | La temperatura in casa è di 24 gradi.
no-date | it | none | abbassa la luce del soggiorno al 30%
no-date | it | none | metti su Radio Deejay
no-date | it | none | aggiungi pane, latte e uova alla lista della spesa
no-date | it | none | accendi le luci in cucina
no-date | it | none | qual è il saldo del conto corrente?
no-date | it | none | leggi il capitolo 12
no-date | it | none | Il mio numero di pratica è 2026/0518.
no-date | it | none | L'ufficio è al secondo piano, stanza 12.
no-date | it | none | Buongiorno, come sta?
no-date | it | none | Buonanotte a tutti!
no-date | it | none | Sono un tipo mattiniero.
no-date | it | none | Quanto costa una settimana bianca in Trentino?
no-date | it | none | Il Primo Ministro ha parlato alla Camera.
no-date | it | none | Il treno è in orario?
no-date | it | none | Sei sempre in ritardo!
no-date | it | none | leggi l'ultima mail di Marta
no-date | it | none | quanti anni ha Mattarella?
no-date | it | none | La linea 90 passa da qui?
no-date | it | none | metti Estate di Bruno Martino
no-date | it | none | Il libro costa 12 euro e 50.
`;
