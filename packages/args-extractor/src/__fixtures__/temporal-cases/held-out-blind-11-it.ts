/**
 * The eleventh blind held-out set, Italian, written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development
 * set or the other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before
 * committing them (only the well-formedness test).
 * Written as a catalogue by domain: twelve everyday domains of a personal assistant's user (viaggi e prenotazioni,
 * salute e visite, scuola e figli, lavoro e riunioni, bollette/banca/tasse, casa e riparazioni, famiglia e vita
 * sociale, sport e hobby, acquisti e consegne, burocrazia, notizie e documenti, spettacoli e media), and for each the
 * ways Italian refers to time there: dates in words and digits ("03/08/2026", "5.9.26", "il 9/6", "il 3 del mese
 * prossimo", "il 5 p.v.", "il 25 c.m.", "la Vostra del 3 u.s.", "il giorno 10 del mese entrante", "lo scorso 3
 * maggio", "a far data dal"), relative days ("oggi a otto", "domani a quindici", "ieri l'altro", "l'altroieri", "in
 * data odierna", "dmn", "stanotte" ahead and behind), weekdays ("venerdì a otto", "domenica a otto", "tra due venerdì",
 * "non questo lunedì, quello della settimana dopo", "lunedì venturo", nth and last weekdays of a month), offsets
 * (giorni, giorni lavorativi, settimane, mesi, anni, "una decina di giorni", "dieci giorni prima del 15 luglio"),
 * months, quarters, semesters, seasons, decades and card expiries ("scade 08/28"), times said every way ("le tre meno un
 * quarto del pomeriggio", "le sei e venti", "h 15", "ore 15.30", "verso mezzogiorno", "alle 8 per cena", "all'una e
 * mezza" at a school's gate), parts of the day ("in mattinata", "in tarda mattinata", "nel primo pomeriggio", "in
 * serata", "la notte tra sabato e domenica"), windows open and closed ("entro", "non oltre", "entro e non oltre le ore
 * 12:00 del", "fino a", "da qui a", "tra ... e ...", "nel weekend", "verso fine settimana", "negli ultimi 10 giorni",
 * "nelle ultime 48 ore", "da martedì scorso", "dall'inizio dell'anno", "ai primi di giugno", "a metà luglio"), feasts
 * (national, religious and movable with Easter 2027 on 28 March, patron saints of Milan, Florence, Rome, Naples,
 * Palermo, Bologna and Verona, ponti of 2 June, the Immacolata and Ognissanti, Ferragosto alone and shifted),
 * durations, counts, and the no-date traps each domain really has (seat and order numbers, IBANs, laws and decrees
 * "104/92", addresses "via XX Settembre", "via Primo Maggio", "corso Venti Settembre", "piazza Ventiquattro Maggio",
 * scores, marks "8 e mezzo", room "4.12", sizes, names "Natale", "Pasquale", "Domenica", titles "8½", "Il giorno della
 * civetta", "Sabato, domenica e lunedì", "Il Venerdì di Repubblica"). Sentences are typed or dictated requests, chat
 * lines, mail, invite, ticket and document lines, news lines and notes to self, two to four per domain and construct;
 * recurrences ("ogni lunedì") and the school year are left out, the format having no value for them.
 * Expectations are what a careful reader means, at the expression's grain, per the README's conventions: a bare
 * weekday the next one after today, "lunedì/martedì prossimo" next week's, "martedì scorso" on a Tuesday the one a week
 * ago, the tense of the line for recurring dates, "entro/non oltre X" its inclusive end in a date field, a ponte from
 * the Saturday before a Tuesday feast, a weekend feast its weekend, astronomical seasons, nights of a stay as days,
 * approximate counts their round number, "il 5 p.v." next month's; where the line says the half of the day ("per
 * cena", "all'uscita da scuola", "del pomeriggio") the hour is read there. A part of the day, a season, a rolling or
 * loose window is a `p:` span its start must fall in. Every weekday named in a line was checked against its expected
 * day, and every offset, nth weekday, Easter 2027 feast and ponte computed, with JavaScript `Date`, not with this package.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind11It = `
absolute-dates | it | d:2026-07-12 | prenotami il volo per Cagliari il 12 luglio
absolute-dates | it | d:2026-08-03 | Partenza: 03/08/2026 - Milano Centrale → Napoli Centrale
absolute-dates | it | d:2026-09-05 | il traghetto per l'Elba è il 5.9.26, ricordamelo
absolute-dates | it | d:2026-06-27 | il check-in è sabato 27 giugno
weekdays | it | d:2026-05-29 | venerdì a otto parto per Lisbona
offsets | it | d:2026-06-19 | tra un mese esatto torno da Tokyo
windows | it | r:2026-07-13..2026-07-19 | cercami un albergo a Rimini dal 13 al 19 luglio
windows | it | r:2026-08-08..2026-08-22 | ferie: dall'8 al 22 agosto compresi
durations | it | dur:P3D | cerco un B&B a Matera per tre notti
durations | it | dur:PT1H20M | il regionale per Genova ci mette un'ora e venti
numbers | it | n:3 | una camera per 3 persone, per favore
numbers | it | nr:2..3 | ci servono 2-3 camere doppie per il matrimonio
holidays | it | r:2026-05-30..2026-06-02 | pensavamo di andare al lago per il ponte del 2 giugno
times-of-day | it | t:06:45 | il volo per Catania parte alle 6:45
times-of-day | it | dt:2026-05-20T07:10 | domani il Frecciarossa è alle 7 e 10, svegliami presto
no-date | it | none | Posto 12A, carrozza 7, Frecciarossa 9543
no-date | it | none | l'albergo è in via XX Settembre 24, a due passi dalla stazione
months-years | it | m:2026-09 | a settembre vorrei andare in Sicilia
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | nel weekend andiamo al mare a Sperlonga
relative-days | it | d:2026-05-21 | dopodomani parto per Bari col pullman
windows | it | d:2026-05-31 | il voucher dell'hotel va usato entro fine mese
absolute-dates | it | d:2026-10-18 | Volo AZ 1784 del 18 ottobre: il tuo posto è confermato
offsets | it | d:2026-07-03 | il passaporto nuovo arriva fra 45 giorni
absolute-dates | it | dt:2026-06-09T08:30 | Prenotazione CUP: visita cardiologica il 9/6 ore 8.30
times-of-day | it | t:14:45 | il dentista mi ha dato appuntamento alle tre meno un quarto del pomeriggio
times-of-day | it | dt:2026-05-20T08:00 | domattina alle 8 devo fare le analisi del sangue a digiuno
relative-days | it | d:2026-05-18 | ieri sono stato dal medico di base per la ricetta
weekdays | it | d:2026-05-14 | giovedì ho ritirato i referti in ospedale
offsets | it | d:2026-06-02 | il controllo dall'ortopedico è tra due settimane
offsets | it | d:2026-08-19 | il richiamo del vaccino va fatto fra tre mesi
durations | it | dur:P10D | antibiotico per dieci giorni, una compressa al giorno dopo pranzo
durations | it | dur:PT20M | tieni il ghiaccio sul ginocchio per 20 minuti
numbers | it | n:15 | prendere 15 gocce prima di dormire
windows | it | d:2026-06-30 | l'impegnativa è valida non oltre il 30 giugno
no-date | it | none | pressione 130 su 85, battito 72
no-date | it | none | Farmacia Comunale n. 3, via Primo Maggio 18
times-of-day | it | p:2026-05-20T06:00..2026-05-20T12:00 | il fisioterapista passa domani in mattinata
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | stamattina mi sono misurato la febbre: 37,8
weekdays | it | d:2026-05-25 | lunedì prossimo ho la risonanza alle gambe
times-of-day | it | t:11:15 | il prelievo è alle 11 e un quarto
absolute-dates | it | d:2026-09-14 | la scuola ricomincia lunedì 14 settembre
windows | it | d:2026-06-08 | il modulo per la gita va consegnato entro l'8 giugno
times-of-day | it | t:16:20 | l'uscita da scuola è alle 16 e 20
times-of-day | it | t:13:30 | ricordami di prendere Giulia all'una e mezza all'uscita da scuola
weekdays | it | d:2026-05-27 | i colloqui con i professori sono mercoledì della settimana prossima
holidays | it | d:2026-11-01 | i bambini vanno dai nonni per Ognissanti
offsets | it | d:2026-05-29 | la recita di fine anno è fra 10 giorni
numbers | it | n:24 | la classe di Tommaso è di 24 alunni
no-date | it | none | compiti per casa: pagina 112, esercizi dal 3 al 7
no-date | it | none | Giulia ha preso 8 e mezzo nel compito di matematica
relative-days | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio c'è il saggio di danza
durations | it | dur:P3W | il centro estivo dura tre settimane
absolute-dates | it | d:2026-06-10 | ultimo giorno di scuola: mercoledì 10 giugno
months-years | it | m:2026-06 | gli esami di terza media sono a giugno
windows | it | r:2026-06-15..2026-06-26 | il campo scuola è dal 15 al 26/06
weekdays | it | d:2026-06-09 | la riunione dei genitori è il secondo martedì di giugno
times-of-day | it | dt:2026-05-21T10:30 | spostiamo la call a giovedì alle 10:30
windows | it | r:2026-05-27T14:00..2026-05-27T15:00 | Quando: mercoledì 27 maggio 2026 14:00-15:00 (ora dell'Europa centrale)
times-of-day | it | t:15:30 | la riunione con il cliente è alle ore 15.30
times-of-day | it | t:15:00 | Briefing h 15 sala Verdi
times-of-day | it | t:11:00 | ci sentiamo verso le 11 per il preventivo
windows | it | d:2026-05-29 | il report va consegnato non oltre venerdì 29
offsets | it | d:2026-05-26 | il contratto ce lo rimandano firmato tra 5 giorni lavorativi
months-years | it | q:2026-Q3 | dobbiamo chiudere i conti del terzo trimestre
months-years | it | r:2026-07-01..2026-12-31 | mandami il budget del secondo semestre
windows | it | d:2026-06-30 | il piano ferie va approvato entro fine trimestre
durations | it | dur:PT1H30M | durata prevista della riunione: 90 minuti
durations | it | dur:PT38H | questa settimana ho lavorato 38 ore
windows | it | w:2026-05-25 | la settimana prossima sono in trasferta a Torino
no-date | it | none | ordine del giorno: punto 3, varie ed eventuali
no-date | it | none | sala riunioni 4.12, secondo piano, scala C
absolute-dates | it | d:2026-06-03 | la giornata di formazione è il 3 del mese prossimo
absolute-dates | it | d:2026-06-01 | lunedì 1° giugno inizia il nuovo stagista
relative-days | it | d:2026-05-26 | oggi a otto c'è la revisione del progetto
relative-days | it | d:2026-06-03 | domani a quindici presentiamo il piano al consiglio
weekdays | it | d:2026-06-01 | non questo lunedì, quello della settimana dopo: fissa lì la demo
times-of-day | it | dt:2026-05-22T09:00 | venerdì alle 9 c'è lo stand-up con tutto il team
windows | it | p:2026-05-21T00:00..2026-05-25T00:00 | verso fine settimana ti mando la bozza
absolute-dates | it | d:2026-06-05 | la bolletta della luce scade il 5 p.v.
absolute-dates | it | d:2026-05-25 | addebito SDD previsto il 25 c.m.
absolute-dates | it | d:2026-04-03 | abbiamo ricevuto la Vostra del 3 u.s. e provvederemo al rimborso
absolute-dates | it | d:2026-09-30 | 730 precompilato: scadenza 30 settembre
absolute-dates | it | d:2026-12-16 | la seconda rata dell'IMU scade il 16 dicembre
windows | it | d:2026-06-16 | l'acconto IMU va versato entro il 16 giugno
absolute-dates | it | d:2026-03-16 | l'F24 l'ho pagato il 16/03
months-years | it | m:2026-04 | scaricami l'estratto conto di aprile
windows | it | p:2026-04-19T00:00..2026-04-21T00:00 | mostrami le spese degli ultimi 30 giorni
months-years | it | m:2026-04 | quanto ho speso il mese scorso al supermercato?
windows | it | r:2026-01-01..2026-05-19 | quanto ho pagato di benzina dall'inizio dell'anno
numbers | it | n:1250 | fai un bonifico di 1.250 euro a Marco
no-date | it | none | IBAN IT60 X054 2811 1010 0000 0123 456
no-date | it | none | codice cliente 0519-2026, contatore n. 88412
durations | it | dur:P25Y | abbiamo preso un mutuo a 25 anni
durations | it | dur:P36M | il prestito dura 36 mesi
numbers | it | n:3 | dividi la spesa del frigorifero in 3 rate
months-years | it | y:2025 | mi serve la certificazione unica 2025
windows | it | r:2026-06-01..2026-06-10 | il pagamento va fatto tra il 1° e il 10 del mese prossimo
offsets | it | d:2026-05-22 | l'accredito arriva tra 3 giorni lavorativi
months-years | it | q:2026-Q2 | la bolletta dell'acqua del secondo trimestre è arrivata doppia
windows | it | r:2026-05-21T09:00..2026-05-21T12:00 | l'idraulico viene giovedì tra le 9 e le 12
times-of-day | it | p:2026-05-20T11:00..2026-05-20T12:00 | il tecnico della caldaia passa domani in tarda mattinata
times-of-day | it | p:2026-05-19T13:00..2026-05-19T15:00 | il corriere passa nel primo pomeriggio
windows | it | r:2026-06-01..2026-06-12 | lavori sulla facciata dal 1° al 12 giugno, non stendete i panni
weekdays | it | d:2026-05-29 | l'assemblea di condominio è l'ultimo venerdì del mese
weekdays | it | d:2026-07-06 | l'imbianchino può cominciare il primo lunedì di luglio
durations | it | dur:PT59M | il programma eco della lavatrice dura 59 minuti
no-date | it | none | il divano misura 2,40 m per 95 cm
no-date | it | none | Interno 7, scala B, citofono Rossi-Esposito
numbers | it | n:3 | ho comprato 3 barattoli di vernice bianca
numbers | it | nr:20..25 | servono dai 20 ai 25 metri quadri di piastrelle
weekdays | it | d:2026-05-22 | il fabbro ha detto che passa venerdì
relative-days | it | d:2026-05-20 | domani viene quello della fibra
offsets | it | d:2026-05-12 | il frigo si è rotto una settimana fa
times-of-day | it | p:2026-05-23T18:00..2026-05-24T00:00 | sabato sera siamo a cena da mia suocera
times-of-day | it | t:20:00 | ci vediamo alle 8 per cena?
times-of-day | it | t:19:00 | aperitivo alle sette al solito bar
absolute-dates | it | d:2026-08-02 | il compleanno di nonna è il 2 di agosto
absolute-dates | it | d:2026-06-06 | festa di laurea di Marco sabato 6 giugno, segnatelo
absolute-dates | it | dt:2026-09-12T11:00 | Matrimonio di Chiara e Paolo: 12 settembre 2026, ore 11, chiesa di San Zeno
holidays | it | d:2026-04-05 | l'ultima volta che ho sentito Luca era a Pasqua
holidays | it | d:2027-03-29 | la grigliata di Pasquetta l'anno prossimo la facciamo da noi
windows | it | r:2026-12-24..2027-01-02 | i miei stanno da noi dalla vigilia di Natale al 2 gennaio
weekdays | it | d:2026-05-29 | vado a trovare la zia tra due venerdì
holidays | it | d:2027-05-09 | la festa della mamma l'anno prossimo la passiamo al mare
months-years | it | m:2026-10 | Anna compie 40 anni a ottobre
no-date | it | none | Natale mi ha scritto che arriva con un po' di ritardo
no-date | it | none | mio figlio ha 7 anni e porta il 34 di scarpe
relative-days | it | d:2026-05-17 | ieri l'altro siamo stati al battesimo di Sofia
weekdays | it | d:2026-05-16 | sabato scorso è venuta a trovarci mia cugina da Lecce
durations | it | dur:PT2H | mia madre è stata al telefono con la zia per due ore
numbers | it | n:20 | saremo una ventina di persone alla festa
times-of-day | it | dt:2026-05-24T20:45 | Inter-Juventus è domenica alle 20:45, registrala
durations | it | dur:PT52M | ho corso 10 km in 52 minuti
absolute-dates | it | d:2026-10-03 | il corso di ceramica inizia il 3 ottobre
no-date | it | none | alla fine ha vinto il Napoli 3 a 1
no-date | it | none | Roma-Lazio 2-2, doppietta di Dybala
holidays | it | d:2026-08-15 | la palestra chiude per Ferragosto
absolute-dates | it | d:2026-05-30 | la finale di Champions è il 30 maggio
windows | it | p:2026-08-20T00:00..2026-09-01T00:00 | il campionato riprende a fine agosto
numbers | it | n:10 | siamo in 10 per il calcetto, manca uno
numbers | it | nr:15..20 | al torneo di burraco aspettiamo tra 15 e 20 coppie
times-of-day | it | t:21:30 | il calcetto è alle nove e mezza di sera
windows | it | r:2026-05-19T17:00..2026-05-19T17:30 | Giro d'Italia, tappa di oggi: arrivo previsto tra le 17 e le 17.30
durations | it | dur:PT45M | la lezione di yoga dura tre quarti d'ora
weekdays | it | d:2026-09-27 | la gara sociale di pesca è l'ultima domenica di settembre
times-of-day | it | dt:2026-05-20T18:30 | allenamento di nuoto domani alle 18 e 30
months-years | it | p:2026-09-23T00:00..2026-12-21T00:00 | in autunno riprendo il corso di chitarra
windows | it | r:2026-05-22..2026-05-26 | Consegna prevista: 22-26 maggio
windows | it | d:2026-05-21 | il pacco di Amazon dovrebbe arrivare entro giovedì
durations | it | dur:P14D | hai 14 giorni per fare il reso
absolute-dates | it | d:2026-05-12 | Ordine effettuato il 12/05/2026 - n. 403-2205177
windows | it | r:2026-05-19T14:00..2026-05-19T18:00 | Oggi la consegna è prevista tra le 14 e le 18
absolute-dates | it | d:2026-07-04 | i saldi estivi iniziano il 4 luglio
holidays | it | d:2026-11-27 | aspetto il Black Friday per comprare la tv nuova
numbers | it | n:2 | metti nella lista 2 kg di farina
no-date | it | none | ordine n. 4031-2205, spedito con BRT
durations | it | dur:P24M | la lavastoviglie ha una garanzia di 24 mesi
numbers | it | n:12 | compra una dozzina di uova fresche
relative-days | it | d:2026-05-20 | Il tuo ordine arriverà domani
weekdays | it | d:2026-05-15 | venerdì ho ordinato le scarpe e non sono ancora arrivate
offsets | it | d:2026-05-16 | tre giorni fa il pacco era già a Bologna
months-years | it | m:2026-12 | i regali li compro a dicembre, come sempre
no-date | it | none | taglia 42, colore blu notte, codice articolo 7725-B
absolute-dates | it | dt:2026-06-23T09:40 | appuntamento in anagrafe per la carta d'identità il 23/06 alle 9:40
absolute-dates | it | d:2026-12-31 | il permesso di soggiorno scade il 31.12.2026
windows | it | d:2026-06-30 | la domanda all'INPS va presentata entro il 30 giugno
offsets | it | d:2026-07-19 | la patente mi scade tra 2 mesi
durations | it | dur:P60D | per il rinnovo del passaporto ci vogliono circa 60 giorni
absolute-dates | it | d:2026-10-31 | termine per il modello Redditi: 31 ottobre
absolute-dates | it | dt:2026-06-04T10:00 | mi hanno convocato in questura per il 4 del prossimo mese alle 10
no-date | it | none | Agenzia delle Entrate, Direzione Provinciale II di Roma, Ufficio Territoriale 3
no-date | it | none | pratica n. 12/2026, rif. Legge 104/92
no-date | it | none | ai sensi dell'art. 5, comma 2, del DPR 445/2000
windows | it | d:2026-06-16 | l'Agenzia delle Entrate dice di pagare il saldo non oltre il 16/06
months-years | it | y:2027 | l'ISEE nuovo lo rifaccio l'anno prossimo
offsets | it | d:2026-06-18 | il certificato è pronto fra 30 giorni
windows | it | r:2026-05-12..2026-05-19 | aspetto la risposta del Comune da martedì scorso
times-of-day | it | t:08:30 | lo sportello dell'anagrafe apre alle 8 e mezza
absolute-dates | it | d:2026-07-01 | il nuovo contratto decorre dal 1° luglio
months-years | it | m:2026-11 | la visita per l'invalidità è fissata per novembre
times-of-day | it | p:2026-05-16T22:00..2026-05-17T06:00 | la scossa è stata avvertita nella notte tra sabato e domenica
months-years | it | m:2026-04 | Istat: ad aprile l'inflazione è scesa all'1,8%
months-years | it | r:1970-01-01..1979-12-31 | negli anni Settanta l'Italia ha vissuto gli anni di piombo
weekdays | it | d:2026-05-18 | il decreto è entrato in vigore lunedì scorso
windows | it | r:2026-06-15..2026-06-16 | il vertice si terrà il 15 e 16 giugno a Bruxelles
months-years | it | q:2026-Q1 | nel primo trimestre il PIL è cresciuto dello 0,3%
months-years | it | y:2025 | l'anno scorso gli sbarchi sono diminuiti
absolute-dates | it | d:2026-05-29 | sciopero nazionale dei treni venerdì 29 maggio
months-years | it | y:1994 | nel 1994 Berlusconi vinse le elezioni per la prima volta
holidays | it | d:2026-06-02 | il 2 giugno la parata ai Fori Imperiali
months-years | it | y:2027 | il nuovo stadio sarà pronto a metà 2027
no-date | it | none | l'ha scritto il Sole 24 Ore in prima pagina
no-date | it | none | la spedizione dei Mille partì da Quarto
relative-days | it | d:2026-05-18 | ieri il Senato ha approvato la riforma con 92 voti favorevoli
windows | it | p:2026-05-17T14:00..2026-05-17T14:10 | nelle ultime 48 ore sono caduti 200 mm di pioggia
months-years | it | r:1980-01-01..1989-12-31 | la musica degli anni '80 torna di moda
absolute-dates | it | d:2026-06-20 | il concerto di Vasco a San Siro è il 20 giugno
times-of-day | it | dt:2026-05-19T21:25 | stasera su Rai 1 alle 21:25 c'è la finale
durations | it | dur:PT2H10M | il film dura 2 ore e 10
numbers | it | n:4 | prendi 4 biglietti per la prima fila
times-of-day | it | p:2026-05-24T18:00..2026-05-25T00:00 | registrami Che tempo che fa domenica sera
months-years | it | m:2026-10 | la nuova stagione della serie esce a ottobre
no-date | it | none | ho riguardato 8½ di Fellini, che capolavoro
no-date | it | none | Le quattro stagioni di Vivaldi eseguite dai Solisti Veneti
no-date | it | none | ho finito di leggere Il giorno della civetta
no-date | it | none | a teatro danno Sabato, domenica e lunedì di Eduardo
times-of-day | it | t:21:00 | lo spettacolo inizia alle ore 21
holidays | it | d:2026-12-07 | la prima della Scala è come sempre a Sant'Ambrogio
windows | it | r:2026-07-02..2026-07-05 | il festival jazz va dal 2 al 5 luglio
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera guardiamo un film?
absolute-dates | it | d:2026-11-14 | il musical è sabato 14 novembre alle Arcimboldi
offsets | it | dt:2026-05-19T14:35 | tra mezz'ora inizia la diretta
holidays | it | r:2026-12-05..2026-12-08 | per il ponte dell'Immacolata andiamo a Vienna ai mercatini
holidays | it | d:2026-12-24 | la vigilia di Natale cenone dai miei, porto io il capitone
holidays | it | d:2026-12-26 | a Santo Stefano pranzo dagli zii a Caserta
holidays | it | d:2026-12-31 | San Silvestro lo festeggiamo in piazza
holidays | it | d:2027-01-01 | a Capodanno il museo è chiuso
holidays | it | d:2027-01-06 | per la Befana riempio le calze ai bambini
holidays | it | d:2026-06-24 | a Firenze per San Giovanni c'è la finale del calcio storico
holidays | it | d:2026-06-29 | il 29 a Roma è festa per i Santi Pietro e Paolo, gli uffici comunali sono chiusi
holidays | it | d:2026-09-19 | a San Gennaro andiamo in Duomo a vedere il miracolo
holidays | it | d:2026-07-15 | il giorno di Santa Rosalia a Palermo i negozi chiudono
holidays | it | d:2026-10-04 | la festa di San Petronio a Bologna quest'anno cade di domenica
holidays | it | d:2026-05-21 | giovedì a Verona è San Zeno, il patrono: la biblioteca resta chiusa
holidays | it | d:2026-05-24 | quest'anno a Pentecoste facciamo la gita in montagna
holidays | it | d:2027-03-28 | Pasqua l'anno prossimo è presto, a marzo
holidays | it | d:2027-02-09 | a martedì grasso sfilano i carri a Viareggio
holidays | it | d:2027-02-04 | per giovedì grasso la nonna fa le chiacchiere
holidays | it | d:2026-08-18 | tre giorni dopo Ferragosto riapre l'officina
holidays | it | d:2026-04-25 | il 25 aprile siamo andati al corteo per la Liberazione
holidays | it | d:2026-02-14 | a San Valentino le avevo regalato un bracciale
holidays | it | d:2026-10-31 | la festa di Halloween all'asilo
holidays | it | r:2026-10-31..2026-11-01 | quest'anno il ponte di Ognissanti non c'è, cade di domenica: solo il weekend
holidays | it | d:2026-11-02 | il giorno dei morti andiamo al cimitero a portare i fiori
holidays | it | d:2027-03-19 | per la festa del papà gli regaliamo una cravatta
holidays | it | w:2026-08-10 | la settimana di Ferragosto l'ufficio è chiuso
offsets | it | d:2026-05-16 | l'ho visto in giro tre giorni fa
offsets | it | d:2026-04-19 | un mese fa abbiamo firmato il preliminare
offsets | it | d:2025-05-19 | un anno fa esatto ci siamo trasferiti a Padova
offsets | it | dt:2026-05-19T14:20 | fra un quarto d'ora chiamo il commercialista
offsets | it | dt:2026-05-19T11:05 | ho mandato la mail 3 ore fa e non ha ancora risposto
offsets | it | dt:2026-05-19T16:05 | ricordami tra due ore di ritirare il bucato
offsets | it | d:2026-06-16 | tra 4 settimane c'è l'udienza
offsets | it | d:2027-05-19 | il bond scade tra un anno
offsets | it | d:2025-11-19 | sei mesi fa ho cambiato gestore del gas
offsets | it | d:2026-06-13 | tre giorni dopo il 10 giugno parte la nave
offsets | it | d:2026-07-05 | dieci giorni prima del 15 luglio mandami un promemoria per l'affitto
offsets | it | d:2026-03-19 | due mesi fa ho rinnovato l'abbonamento ATM
offsets | it | y:2028 | tra due anni andiamo in pensione
relative-days | it | d:2026-05-19 | oggi devo pagare il bollo auto
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | dmn mattina porto la macchina dal meccanico
relative-days | it | d:2026-05-21 | dopo domani c'è il ricevimento dei genitori
relative-days | it | d:2026-05-17 | l'altro ieri ho perso le chiavi al parco
relative-days | it | p:2026-05-18T06:00..2026-05-18T12:00 | ho ricevuto la raccomandata ieri mattina
relative-days | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte danno temporali forti, chiudi le finestre
relative-days | it | p:2026-05-18T22:00..2026-05-19T06:00 | stanotte non ho chiuso occhio per il caldo
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina porto il cane dal veterinario
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | ieri sera i vicini hanno fatto una festa fino a tardi
offsets | it | d:2026-05-22 | fra tre giorni arriva mia sorella da Berlino
relative-days | it | d:2026-05-20 | ci sentiamo domani, oggi sono pieno
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | in serata ti giro il preventivo del falegname
weekdays | it | p:2026-05-23T06:00..2026-05-23T12:00 | sabato mattina c'è il mercato in piazza, ci andiamo?
weekdays | it | d:2026-05-26 | martedì prossimo ho la revisione della macchina
weekdays | it | d:2026-05-28 | giovedì a otto c'è la cena di classe
weekdays | it | d:2026-05-12 | martedì scorso è arrivata la multa
weekdays | it | d:2026-05-17 | domenica scorsa siamo andati a funghi
weekdays | it | d:2026-05-24 | domenica pranzo da mia madre, ricordamelo
weekdays | it | d:2026-05-22 | questo venerdì esco prima dal lavoro
weekdays | it | d:2026-05-20 | mercoledì passo io a prendere le chiavi
weekdays | it | d:2026-10-15 | la sagra della castagna è il terzo giovedì di ottobre
weekdays | it | d:2026-12-05 | il mercatino di Natale apre il primo sabato di dicembre
weekdays | it | d:2026-08-31 | l'ultimo lunedì di agosto torniamo dalle ferie
weekdays | it | d:2026-05-25 | il lunedì della settimana prossima inizio in palestra
numbers | it | n:2 | un paio di biglietti per il cinema
numbers | it | n:6 | prendi sei bottiglie di acqua frizzante
numbers | it | nr:3..4 | ci vogliono 3 o 4 persone per spostare l'armadio
numbers | it | n:1000 | ho messo da parte mille euro per le vacanze
numbers | it | n:2500000 | il comune ha stanziato due milioni e mezzo per le strade
numbers | it | n:8 | prenota un tavolo per otto alla pizzeria
numbers | it | nr:50..60 | invitati al battesimo: tra i 50 e i 60
numbers | it | n:150 | servono 150 bomboniere per il matrimonio
numbers | it | n:30 | una trentina di partecipanti al corso
durations | it | dur:PT30M | metti la pasta a lievitare per mezz'ora
durations | it | dur:PT15M | ci vuole un quarto d'ora a piedi fino alla stazione
durations | it | dur:P1Y6M | ho vissuto a Londra per un anno e mezzo
durations | it | dur:P15D | il cantiere durerà una quindicina di giorni
durations | it | dur:PT48H | l'offerta è valida per 48 ore
durations | it | dur:PT1H | imposta un timer di un'oretta per il ragù
durations | it | dur:P1D | per il trasloco ci serve una giornata intera
months-years | it | p:2026-06-21T00:00..2026-09-23T00:00 | quest'estate affittiamo una casa in Salento
months-years | it | m:2026-06 | il mese prossimo cambio lavoro
months-years | it | y:2026 | quest'anno il 730 lo faccio al CAF
months-years | it | m:2027-01 | a gennaio dell'anno prossimo scade la carta di credito
months-years | it | r:2027-01-01..2027-06-30 | nel primo semestre del 2027 apriamo il negozio nuovo
times-of-day | it | t:06:20 | metti la sveglia alle sei e venti
times-of-day | it | t:12:00 | passo da te verso mezzogiorno
times-of-day | it | t:00:00 | il parcheggio chiude a mezzanotte
times-of-day | it | t:05:30 | il primo autobus passa alle cinque e mezza del mattino
times-of-day | it | dt:2026-05-20T07:50 | domani mattina alle otto meno dieci passa il taxi
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | ai primi di giugno sistemo il giardino
windows | it | p:2026-07-10T00:00..2026-07-21T00:00 | a metà luglio arrivano i cugini dall'Argentina
windows | it | r:2026-05-19..2026-05-22 | da qui a venerdì sono di turno in pronto soccorso
windows | it | r:2026-05-23..2026-05-24 | tra sabato e domenica finisco di dipingere la ringhiera
windows | it | p:2026-05-09T00:00..2026-05-11T00:00 | negli ultimi 10 giorni ho speso troppo in ristoranti
no-date | it | none | abito in corso Venti Settembre 3, vicino a piazza Cinque Giornate
no-date | it | none | ho chiamato Pasquale dell'assicurazione, richiama lui
no-date | it | none | il Venerdì di Repubblica ha un articolo sulle pensioni
no-date | it | none | la mia Fiat 500 fa 18 km con un litro
windows | it | r:2026-05-19..2026-05-21 | sono in ferie fino a giovedì, scrivimi dopo
absolute-dates | it | d:2026-06-14 | il prossimo 14 giugno si vota per il ballottaggio
absolute-dates | it | d:2026-05-03 | lo scorso 3 maggio è mancato il nonno di Federica
windows | it | dt:2026-07-15T12:00 | le domande devono pervenire entro e non oltre le ore 12:00 del 15/07/2026
absolute-dates | it | d:2026-09-01 | a far data dal 1° settembre 2026 l'ufficio si trasferisce in via Roma
absolute-dates | it | d:2026-06-10 | il canone va corrisposto entro il giorno 10 del mese entrante
relative-days | it | d:2026-05-19 | in data odierna abbiamo ricevuto il Suo reclamo
weekdays | it | d:2026-05-25 | la S.V. è convocata per lunedì venturo presso la sede
relative-days | it | d:2026-05-17 | l'altroieri ha grandinato su tutta la Brianza
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | ier sera ho visto la partita dai vicini
times-of-day | it | dt:2026-05-19T02:00 | stanotte alle 2 è suonato l'allarme della macchina
times-of-day | it | t:12:30 | pranziamo a mezzogiorno e mezzo, va bene?
times-of-day | it | p:2026-08-14T22:00..2026-08-15T06:00 | la notte tra il 14 e il 15 agosto facciamo il falò in spiaggia
times-of-day | it | p:2026-05-19T16:00..2026-05-19T18:00 | nel tardo pomeriggio passo in tintoria
weekdays | it | d:2026-05-31 | domenica a otto c'è la comunione di Matteo
offsets | it | d:2026-05-29 | ci risentiamo fra una decina di giorni
months-years | it | p:2025-06-21T00:00..2025-09-23T00:00 | l'estate scorsa siamo stati in Grecia
months-years | it | m:2028-08 | la carta di credito scade 08/28
months-years | it | y:1998 | ci siamo sposati nel '98
numbers | it | n:100 | al battesimo verranno un centinaio di persone
durations | it | dur:PT2H | lascio la macchina nel parcheggio per un paio d'ore
no-date | it | none | ci troviamo in piazza Ventiquattro Maggio, davanti al bar
no-date | it | none | mi chiamo Domenica Russo e sono nata a Bari
`;
