/**
 * The ninth blind held-out set, Italian, written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the
 * development set or the other held-out sets' cases, nor other parsers' test corpora, and ran no reader on these lines
 * before committing them (only the well-formedness test). Expected values were worked out by hand from the author's
 * Italian and checked with JavaScript `Date` and `Intl` (every weekday named in a line against its expected day,
 * nth-weekday dates, Easter 2026 and 2027 and the feasts counted from it, offsets from the clock), not with this package.
 * About a third each: voice transcriptions and chat messages as dictated or typed (no punctuation, "dmn", "x venerdì",
 * "sett prox", "cmq", "pome", self-corrections "martedì anzi mercoledì", number words "duemilaventisei", "le otto e
 * mezza", regional "doman l'altro", "ieri l'altro", "un quarto alle otto"); pasted documents and machine text (forms,
 * receipts, tracking, boarding passes "22GIU26", calendar exports, ISO timestamps and logs, "lun 01/06", "01-giu-26",
 * conditions "entro 14 giorni dal ricevimento"); everyday constructions in every category (ordinals, nth weekdays,
 * parts of the day, open and closed windows, Italian civil and religious feasts and patron saints, quarters and
 * seasons, durations, quantities), with no-date lines (about 10%) whose traps are what people write.
 * Expectations follow the README's conventions (weeks from Monday, a bare weekday the next one after today, "sabato
 * prossimo" next week's, the tense of the request for recurring dates, numeric dates d/m, parts of the day, seasons
 * astronomical, "entro X" its inclusive end in a date field); where a line says what the writer means otherwise, the
 * expected value is that ("mercoledì alle quattro e mezza dal dentista" 16:30). Seasons and rolling windows are graded
 * as a `p:` span their start must fall in. Recurrences ("lun-ven 9-18") are left out.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind9It = `
absolute-dates | it | d:2026-06-12 | ricordami il dentista il 12 giugno
absolute-dates | it | d:2026-07-03 | segnami che il 3 luglio ce la riunione condominiale
absolute-dates | it | d:2026-05-28 | il 28 va bene x me
absolute-dates | it | d:2026-05-27 | ok allora ci vediamo il ventisette
absolute-dates | it | d:2026-06-01 | mettimi in agenda il primo giugno visita dal commercialista
absolute-dates | it | d:2026-06-05 | la consegna è il 4 anzi no il 5 giugno
absolute-dates | it | d:2026-07-09 | cmq l'esame è il 9 luglio
absolute-dates | it | d:2026-06-15 | il 15 del mese prossimo scade l'affitto
absolute-dates | it | d:2026-03-03 | cosa ho speso in farmacia il 3 marzo
absolute-dates | it | d:2027-02-14 | il termine previsto è il quattordici febbraio duemilaventisette
absolute-dates | it | d:2026-06-06 | prenota x il 6 giugno eh
absolute-dates | it | d:2026-10-31 | allora ho prenotato per il trentuno ottobre
absolute-dates | it | d:1985-04-12 | Data di nascita: 12/04/1985
absolute-dates | it | d:2026-06-30 | Scadenza: 30/06/2026
absolute-dates | it | d:2026-06-01 | lun 01/06 riunione di reparto
absolute-dates | it | d:2026-06-01 | Data documento 01-giu-26
absolute-dates | it | d:2026-05-12 | Fattura n. 245 del 12.05.2026
absolute-dates | it | d:2026-05-04 | Data emissione: 2026-05-04
absolute-dates | it | d:2026-05-28 | Consegna prevista: gio 28 mag
absolute-dates | it | d:2026-12-31 | Abbonamento valido fino al 31/12/2026
absolute-dates | it | d:2026-06-07 | Data: 07/06/2026 - Firma del cliente ____________
absolute-dates | it | dt:2026-05-16T18:42 | SCONTRINO FISCALE 16-05-2026 18:42 DOC. N. 0143
absolute-dates | it | d:2026-06-22 | AZ1781 FCO-PMO 22GIU26 POSTO 14C
absolute-dates | it | dt:2026-05-15T11:32 | Il pacco è stato consegnato il 15/05/2026 alle 11:32
absolute-dates | it | d:1979-08-03 | Nato a Napoli il 3 agosto 1979
absolute-dates | it | d:2026-10-08 | Udienza fissata per il giorno 8 ottobre 2026
absolute-dates | it | d:2026-05-18 | Rif. ordine 88231 - spedito il 18/05
absolute-dates | it | d:2026-09-01 | il 1° settembre ricominciano i corsi
absolute-dates | it | d:2026-06-20 | Il matrimonio sarà sabato 20 giugno
absolute-dates | it | d:2019-01-10 | ci siamo conosciuti il 10 gennaio 2019
absolute-dates | it | d:2026-07-02 | la mostra apre il due di luglio
absolute-dates | it | d:2026-05-21 | il ventuno maggio c'è la recita di mia figlia
absolute-dates | it | d:2026-06-02 | martedì 2 giugno gli uffici sono chiusi
absolute-dates | it | d:2026-06-30 | la consegna dei lavori è l'ultimo giorno di giugno
absolute-dates | it | d:2026-11-03 | la visita di controllo è il 3/11
relative-days | it | d:2026-05-20 | domani ricordami di chiamare la mamma
relative-days | it | d:2026-05-20 | dmn porta la macchina dal meccanico
relative-days | it | d:2026-05-21 | dopodomani c'è la partita del piccolo
relative-days | it | d:2026-05-18 | ieri ho speso 40 euro al super
relative-days | it | d:2026-05-17 | l'altro ieri mi è arrivato un pacco strano
relative-days | it | d:2026-05-21 | doman l'altro vado a Milano
relative-days | it | d:2026-05-17 | ieri l'altro ho visto Marco al bar
relative-days | it | d:2026-05-19 | cosa ho in agenda oggi
relative-days | it | d:2026-05-20 | x domani mi serve la relazione finita
relative-days | it | d:2026-05-21 | passo domani no anzi dopodomani
relative-days | it | d:2026-05-19 | mandami il preventivo oggi stesso per favore
relative-days | it | d:2026-05-20 | ci vediamo domani allora ciao
relative-days | it | dt:2026-05-20T09:00 | domani alle 9 ho il medico
relative-days | it | dt:2026-05-20T08:30 | ricordamelo dmn alle otto e mezza
relative-days | it | dt:2026-05-21T17:00 | dopodomani alle cinque del pomeriggio c'è il saggio
relative-days | it | dt:2026-05-18T12:00 | ho pranzato con Luca ieri a mezzogiorno
relative-days | it | d:2026-05-20 | Consegna prevista: domani
relative-days | it | dt:2026-05-18T22:14 | Ultimo accesso: ieri alle 22:14
relative-days | it | d:2026-05-19 | Aggiornato oggi, 19 maggio
relative-days | it | d:2026-05-18 | Pubblicato ieri
relative-days | it | d:2026-05-20 | Domani: sole e 24°C a Roma
relative-days | it | d:2026-05-18 | ieri sono uscito prima dal lavoro
relative-days | it | d:2026-05-20 | eh niente domani non riesco a venire
relative-days | it | dt:2026-05-20T07:00 | puntami la sveglia domani alle sette
weekdays | it | d:2026-05-22 | venerdì ho il calcetto
weekdays | it | d:2026-05-22 | x venerdì mi serve il report
weekdays | it | d:2026-05-20 | spostiamo la call a martedì anzi mercoledì
weekdays | it | d:2026-05-30 | sabato prox andiamo al mare
weekdays | it | p:2026-05-21T18:00..2026-05-22T00:00 | giovedì sera da te
weekdays | it | dt:2026-05-25T08:15 | lunedì mattina alle otto e un quarto colloquio
weekdays | it | dt:2026-05-20T16:30 | mercoledì alle quattro e mezza dal dentista
weekdays | it | d:2026-05-24 | domenica pranzo dai nonni
weekdays | it | d:2026-05-18 | lunedì scorso ho pagato il bollo
weekdays | it | d:2026-05-12 | martedì scorso sono stato dal medico
weekdays | it | d:2026-05-15 | la lettera è arrivata venerdì scorso
weekdays | it | d:2026-05-21 | questo giovedì non posso
weekdays | it | d:2026-05-28 | giovedì della settimana prossima c'è il collaudo
weekdays | it | d:2026-06-01 | la scuola di musica riparte il primo lunedì di giugno
weekdays | it | d:2026-06-13 | il mercatino è il secondo sabato di giugno
weekdays | it | d:2026-05-29 | cena aziendale l'ultimo venerdì di maggio
weekdays | it | d:2026-09-17 | assemblea dei soci il terzo giovedì di settembre
weekdays | it | d:2026-06-28 | gara ciclistica l'ultima domenica di giugno
weekdays | it | dt:2026-05-27T18:00 | Mer 27/05 ore 18:00 - Consiglio di classe
weekdays | it | d:2026-05-29 | Ven 29 maggio: chiusura uffici per inventario
weekdays | it | d:2026-05-28 | Prossimo ritiro carta: giovedì 28 maggio
weekdays | it | d:2026-05-21 | ci vediamo mercoledì no giovedì scusa
weekdays | it | d:2026-05-25 | lunedì prossimo inizio il nuovo lavoro
weekdays | it | d:2026-05-17 | domenica scorsa ha piovuto tutto il giorno
weekdays | it | p:2026-05-21T12:00..2026-05-21T18:00 | giovedi pome passo io
weekdays | it | p:2026-05-22T18:00..2026-05-23T00:00 | ven sera pizza?
weekdays | it | d:2026-05-26 | martedì porto il cane dal veterinario
weekdays | it | dt:2026-05-23T21:00 | Sab 23.05 h 21:00 concerto in piazza
weekdays | it | d:2026-05-27 | riunione mercoledi prossimo in sala grande
weekdays | it | d:2026-05-23 | sabato si va da zia
weekdays | it | p:2026-05-24T18:00..2026-05-25T00:00 | domenica sera c'è la finale
offsets | it | d:2026-05-22 | ricordamelo tra tre giorni
offsets | it | dt:2026-05-19T16:05 | richiamami fra due ore
offsets | it | dt:2026-05-19T14:35 | esco tra mezz'ora
offsets | it | dt:2026-05-19T14:20 | arrivo fra un quarto d'ora
offsets | it | dt:2026-05-19T14:15 | avvisami tra 10 min
offsets | it | d:2026-05-16 | tre giorni fa ho prenotato il volo
offsets | it | d:2026-05-12 | una settimana fa è arrivata la multa
offsets | it | dt:2026-05-19T12:05 | ti ho scritto due ore fa
offsets | it | d:2026-04-19 | un mese fa ho cambiato lavoro
offsets | it | d:2026-06-02 | il referto è pronto fra due settimane
offsets | it | d:2026-06-19 | ci rivediamo tra un mese
offsets | it | d:2026-05-26 | il rimborso arriva fra 5 giorni lavorativi
offsets | it | d:2027-05-19 | la garanzia scade tra un anno
offsets | it | dt:2026-05-19T15:05 | passo tra un'oretta
offsets | it | dt:2026-05-19T14:25 | sono lì fra venti minuti
offsets | it | dt:2026-05-21T14:05 | Il link per il download scade tra 48 ore
offsets | it | dt:2026-05-19T14:00 | Ultimo aggiornamento: 5 minuti fa
offsets | it | d:2026-05-16 | Annuncio pubblicato 3 gg fa
offsets | it | d:2026-05-09 | dieci giorni fa ho fatto il tagliando
offsets | it | d:2026-05-23 | tra quattro giorni parto per la Sardegna
offsets | it | dt:2026-05-19T16:05 | ti chiamo fra un paio d'ore
offsets | it | d:2026-05-05 | due settimane fa abbiamo firmato il contratto
offsets | it | d:2026-11-19 | il prossimo controllo è tra sei mesi
offsets | it | d:2026-05-26 | consegna una settimana da oggi
offsets | it | d:2026-05-21 | ti rispondo tra 2 gg
offsets | it | dt:2026-05-19T13:35 | il tecnico è passato mezz'ora fa
months-years | it | m:2026-06 | a giugno vado in ferie
months-years | it | m:2026-06 | il mese prossimo cambio casa
months-years | it | m:2026-04 | quanto ho speso il mese scorso
months-years | it | y:2027 | l'anno prossimo vorrei andare in Giappone
months-years | it | y:2025 | l'anno scorso siamo stati in Puglia
months-years | it | y:2024 | nel 2024 ho cambiato tre lavori
months-years | it | m:2027-09 | a settembre duemilaventisette finisco il master
months-years | it | m:2026-04 | Periodo di riferimento: 04/2026
months-years | it | m:2026-03 | Estratto conto marzo 2026
months-years | it | m:2028-09 | Scadenza carta: 09/28
months-years | it | q:2026-Q1 | mandami i dati del primo trimestre
months-years | it | q:2026-Q3 | le vendite nel terzo trimestre dovrebbero salire
months-years | it | q:2026-Q4 | Obiettivi Q4 2026
months-years | it | y:2026 | quest'anno non ho ancora preso ferie
months-years | it | m:2025-07 | a luglio dell'anno scorso faceva un caldo assurdo
months-years | it | m:2026-08 | ad agosto chiude tutto
months-years | it | m:2027-01 | a gennaio ricomincio la palestra
months-years | it | m:2026-02 | a febbraio scorso c'era la neve
months-years | it | y:1998 | ci siamo sposati nel '98
months-years | it | r:1980-01-01..1989-12-31 | mio padre ha aperto il negozio negli anni '80
months-years | it | y:2025 | Approvazione bilancio esercizio 2025
months-years | it | r:2026-07-01..2026-12-31 | il nuovo modello esce nel secondo semestre
months-years | it | p:2027-03-19T00:00..2027-03-22T00:00 | la primavera prossima rifacciamo il tetto
months-years | it | p:2026-06-20T00:00..2026-06-22T00:00 | quest'estate andiamo in Grecia
months-years | it | p:2025-12-20T00:00..2025-12-23T00:00 | l'inverno scorso ha nevicato poco
months-years | it | m:2026-05 | cosa ho speso a maggio
months-years | it | m:2026-05 | Cedolino maggio 2026
months-years | it | m:2026-12 | la fine dei lavori è prevista per dicembre 2026
months-years | it | m:2026-11 | a novembre c'è il trasloco
times-of-day | it | t:07:15 | sveglia alle sette e un quarto
times-of-day | it | t:06:30 | mettimi la sveglia alle sei e mezza
times-of-day | it | dt:2026-05-19T20:30 | stasera alle otto e mezza da Gino
times-of-day | it | t:08:45 | la lezione del mattino inizia alle nove meno un quarto
times-of-day | it | t:00:00 | ricordami a mezzanotte di spegnere la lavatrice
times-of-day | it | t:15:00 | chiamami alle tre del pomeriggio
times-of-day | it | t:19:00 | apertura cancelli alle 7 di sera
times-of-day | it | t:11:00 | la consegna arriva alle undici di mattina
times-of-day | it | t:07:42 | Partenza 07:42 Roma Termini
times-of-day | it | t:10:40 | Chiusura imbarco 10.40
times-of-day | it | t:21:00 | Inizio spettacolo ore 21.00
times-of-day | it | t:18:30 | Apericena h 18:30
times-of-day | it | t:12:00 | pranziamo a mezzogiorno
times-of-day | it | t:17:50 | il treno parte alle 17 e 50
times-of-day | it | t:20:00 | la diretta inizia alle 20 in punto
times-of-day | it | t:10:00 | arrivo verso le 10
times-of-day | it | t:19:30 | alle diciannove e trenta c'è la messa
times-of-day | it | t:13:30 | pranzo all'una e mezza
times-of-day | it | t:20:00 | cena da mia suocera alle otto
times-of-day | it | dt:2026-05-19T17:00 | mi serve per le 5 stasera
times-of-day | it | dt:2026-05-22T09:30 | DTSTART;TZID=Europe/Rome:20260522T093000
times-of-day | it | dt:2026-05-18T09:45 | created_at: 2026-05-18T07:45:12Z
times-of-day | it | dt:2026-05-19T03:12 | [2026-05-19 03:12:44] ERROR connessione scaduta
times-of-day | it | t:03:00 | mi sono svegliato alle 3 di notte
times-of-day | it | t:16:20 | la riunione è alle 4 e 20 del pomeriggio
times-of-day | it | t:07:45 | colazione un quarto alle otto
times-of-day | it | t:14:30 | il colloquio è alle 14 e 30
times-of-day | it | t:09:00 | ore 9 precise in ufficio
times-of-day | it | t:12:30 | ci troviamo a mezzogiorno e mezzo
times-of-day | it | t:21:00 | chiudi il cancello alle nove di sera
times-of-day | it | dt:2026-05-21T10:15 | Appuntamento: 21/05/2026 ore 10:15
windows | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera cinema?
windows | it | p:2026-05-19T06:00..2026-05-19T12:00 | stamattina ho dimenticato le chiavi in macchina
windows | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pome non ci sono
windows | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina porto la bimba a scuola
windows | it | p:2026-05-18T18:00..2026-05-19T00:00 | ieri sera siamo andati al cinema
windows | it | p:2026-05-18T22:00..2026-05-19T06:00 | stanotte non ho dormito per niente
windows | it | w:2026-05-25 | sett prox sono in ferie
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | questo weekend che si fa
windows | it | p:2026-05-30T00:00..2026-06-01T00:00 | il weekend prossimo andiamo in montagna
windows | it | r:2026-08-03..2026-08-07 | siamo in ferie dal 3 al 7 agosto
windows | it | r:2026-05-21T14:00..2026-05-21T16:00 | il tecnico passa giovedì tra le 14 e le 16
windows | it | r:2026-05-20T09:00..2026-05-20T13:00 | Fascia di consegna: 20/05/2026 09:00-13:00
windows | it | r:2026-06-01..2026-06-02 | Apertura straordinaria: 1-2 giugno
windows | it | r:2026-08-12..2026-08-16 | Soggiorno: 12/08/2026 - 16/08/2026
windows | it | w:2026-05-11 | la settimana scorsa ero malato
windows | it | w:2026-05-18 | questa settimana lavoro da casa
windows | it | p:2026-05-12T00:00..2026-05-13T12:00 | mostrami le spese degli ultimi 7 giorni
windows | it | d:2026-05-22 | mandami il contratto firmato entro venerdì
windows | it | r:2026-05-19..2026-05-21 | sono in trasferta fino a giovedì
windows | it | d:2026-05-25 | da lunedì inizio la dieta giuro
windows | it | r:2026-07-01..2026-07-15 | vorrei le ferie nella prima metà di luglio
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | a inizio giugno ti mando tutto
windows | it | r:2026-05-23T09:00..2026-05-23T13:00 | sabato dalle 9 alle 13 c'è il mercato
windows | it | r:2026-05-18..2026-05-31 | Offerta valida dal 18/05 al 31/05
windows | it | r:2026-08-10..2026-08-21 | Cantiere chiuso dal 10 al 21 agosto 2026
windows | it | p:2026-05-19T22:00..2026-05-20T00:00 | ti chiamo stasera tardi
windows | it | p:2026-05-20T16:00..2026-05-20T18:00 | domani sul tardo pomeriggio passo a prenderlo
windows | it | p:2026-02-19T00:00..2026-02-20T00:00 | fammi vedere le bollette degli ultimi tre mesi
windows | it | r:2026-06-05..2026-06-10 | il mese prossimo dal 5 al 10 sono a Parigi
windows | it | p:2026-05-19T19:00..2026-05-19T22:00 | ci sentiamo all'ora di cena
windows | it | r:2026-05-20..2026-05-21 | sono a Torino mercoledì e giovedì
windows | it | r:2026-05-19..2026-05-31 | da qui a fine mese niente spese extra
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | che tempo fa nei prossimi tre giorni
windows | it | p:2026-05-20T12:00..2026-05-20T14:00 | domani all'ora di pranzo ti porto le chiavi
windows | it | r:2026-06-08..2026-06-12 | Corso di formazione: 08/06/2026 – 12/06/2026
holidays | it | d:2026-12-25 | a Natale siamo dai miei
holidays | it | d:2026-12-24 | il cenone della Vigilia lo facciamo da noi
holidays | it | d:2026-12-26 | a Santo Stefano pranzo con gli zii
holidays | it | d:2027-01-01 | a Capodanno andiamo in montagna
holidays | it | d:2026-12-31 | festa di San Silvestro da Marco
holidays | it | d:2027-01-06 | il giorno della Befana siamo ancora in vacanza
holidays | it | d:2026-08-15 | a Ferragosto grigliata al lago
holidays | it | d:2026-04-05 | a Pasqua eravamo a Napoli
holidays | it | d:2026-04-06 | a Pasquetta è piovuto tutto il giorno
holidays | it | d:2027-03-28 | prenotiamo l'agriturismo per Pasqua 2027
holidays | it | d:2027-03-29 | la gita di Pasquetta del 2027 la organizzo io
holidays | it | d:2026-04-25 | alla festa della Liberazione c'era tanta gente
holidays | it | d:2026-05-01 | al concertone del primo maggio c'ero anch'io
holidays | it | d:2026-06-02 | la parata per la festa della Repubblica la guardiamo in tv
holidays | it | d:2026-11-01 | a Ognissanti andiamo al cimitero dai nonni
holidays | it | d:2026-12-08 | all'Immacolata facciamo l'albero
holidays | it | d:2026-05-10 | alla festa della mamma le ho regalato dei fiori
holidays | it | d:2027-03-19 | per la festa del papà gli regalo un orologio
holidays | it | d:2027-02-14 | a San Valentino prenoto al ristorante
holidays | it | d:2027-02-09 | la sfilata di martedì grasso
holidays | it | d:2027-02-10 | il mercoledì delle Ceneri del prossimo anno
holidays | it | d:2027-03-26 | la via crucis del Venerdì Santo 2027
holidays | it | d:2026-10-31 | festa di Halloween a scuola
holidays | it | d:2026-05-24 | a Pentecoste c'è la cresima di mio nipote
holidays | it | r:2026-05-30..2026-06-02 | per il ponte del 2 giugno andiamo al mare
holidays | it | d:2025-12-25 | Natale scorso eravamo a Lecce
holidays | it | d:2026-12-28 | torniamo tre giorni dopo Natale
holidays | it | p:2026-08-10T18:00..2026-08-11T06:00 | la notte di San Lorenzo guardiamo le stelle cadenti
holidays | it | d:2026-12-07 | a Milano per Sant'Ambrogio chiudono le scuole
holidays | it | d:2026-06-24 | a Firenze per San Giovanni ci sono i fuochi
holidays | it | d:2026-09-19 | a Napoli per San Gennaro c'è sempre il miracolo
durations | it | dur:PT20M | metti un timer di venti minuti
durations | it | dur:PT1H | la riunione dura un'oretta
durations | it | dur:PT30M | ci vuole mezz'ora di macchina
durations | it | dur:PT45M | lo fai cuocere per tre quarti d'ora
durations | it | dur:PT2H15M | il film dura due ore e un quarto
durations | it | dur:P2D | prenota una stanza per due notti
durations | it | dur:P1W | sono stato via una settimana
durations | it | dur:PT1H45M | Durata: 1h 45min
durations | it | dur:PT12M | Tempo di cottura 12'
durations | it | dur:P14D | Il reso è possibile entro 14 giorni dal ricevimento della merce
durations | it | dur:P24M | Garanzia 24 mesi
durations | it | dur:P36M | Durata contratto: 36 mesi
durations | it | dur:PT5M | fai partire il timer 5 min
durations | it | dur:PT2H | ci ho messo un paio d'ore
durations | it | dur:P15D | il cantiere resta chiuso per quindici giorni
durations | it | dur:PT90S | scalda il latte per novanta secondi
durations | it | dur:P6M | ho vissuto a Berlino sei mesi
durations | it | dur:P2Y | il corso dura due anni
durations | it | dur:PT40M | ci metto tipo 40 minuti
durations | it | dur:PT2H50M | Tempo di percorrenza: 2 h 50 min
durations | it | dur:P1D | serve una giornata intera per montarlo
durations | it | dur:PT15M | facciamo una pausa di un quarto d'ora
durations | it | dur:P30D | Preavviso: 30 giorni
durations | it | dur:PT1H30M | la partita dura novanta minuti
numbers | it | n:4 | prenotami un tavolo per quattro
numbers | it | n:12 | compra una dozzina di uova
numbers | it | nr:20..30 | saranno tra 20 e 30 invitati
numbers | it | n:23 | siamo in ventitré
numbers | it | n:100 | ho speso un centinaio di euro
numbers | it | n:3 | cerco un appartamento con 3 camere
numbers | it | nr:50..80 | appartamento da 50 a 80 metri quadri
numbers | it | n:1500 | costa millecinquecento euro
numbers | it | n:0.5 | mezzo chilo di pane
numbers | it | n:2.5 | ne servono due litri e mezzo
numbers | it | n:6 | Qtà: 6
numbers | it | n:2 | Numero colli: 2
numbers | it | nr:7..8 | saremo sette otto persone
numbers | it | n:20 | ne ho invitati una ventina
numbers | it | n:30 | sconto del 30 per cento
numbers | it | n:1250 | Totale: 1.250,00 €
numbers | it | n:3.5 | la media è 3,5
numbers | it | nr:10..15 | un regalo tra i 10 e i 15 euro
numbers | it | n:2000 | il paese ha duemila abitanti
numbers | it | n:2 | prendi un paio di birre
numbers | it | nr:4..5 | bastano quattro o cinque sedie
numbers | it | n:12 | Confezione da 12 pz
no-date | it | none | mio figlio fa la terza media
no-date | it | none | abito in corso Vittorio Emanuele 112
no-date | it | none | ho appena finito Cent'anni di solitudine
no-date | it | none | il volo AZ 610 è pieno?
no-date | it | none | passami il numero di Marta 347 1234567
no-date | it | none | la Fiat 500 di mia sorella è dal carrozziere
no-date | it | none | la quarta stagione della serie è bellissima
no-date | it | none | mia nonna si chiamava Domenica
no-date | it | none | appuntamento in piazza Cinque Giornate
no-date | it | none | ho preso 28 all'esame di diritto
no-date | it | none | la partita è finita 2 a 1
no-date | it | none | leggo il Corriere della Sera ogni tanto
no-date | it | none | buongiorno a tutti
no-date | it | none | buonanotte amore
no-date | it | none | il mio PIN è 1503
no-date | it | none | aggiorna l'app alla versione 12.4
no-date | it | none | mi serve la 42 di scarpe
no-date | it | none | sono al settimo cielo
no-date | it | none | il dottor Sabato è un ottimo pediatra
no-date | it | none | la scuola è in via 4 Novembre
no-date | it | none | leggi dal capitolo 12 a pagina 45
no-date | it | none | aggiungi 3/4 di bicchiere di latte
no-date | it | none | suona all'interno 7 scala B
no-date | it | none | Otto e mezzo di Fellini è un capolavoro
no-date | it | none | Le quattro stagioni di Vivaldi mi rilassano
no-date | it | none | usa il codice sconto ESTATE20 al checkout
no-date | it | none | devo ancora fare il 730
no-date | it | none | Il giorno della civetta l'abbiamo letto a scuola
no-date | it | none | una pizza quattro formaggi e una margherita
no-date | it | none | cmq tutto ok dimmi tu
no-date | it | none | ho chiesto la 104 per mia madre
`;
