/**
 * The fourteenth blind held-out set, Italian, written blind for issue 21 like sets 4-6: its author read only the
 * README's conventions (the "Dates, times, windows, durations" section), the case format (`index.ts` and the first 40
 * lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never the rules (`src/temporal/`,
 * `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set or the other held-out sets'
 * cases, nor other parsers' test corpora, and ran no reader on these lines before committing them. Expected values were
 * worked out by hand and checked with JavaScript `Date` (weekdays named in a line, offsets from the clock, Easter 2027,
 * the Redentore, Martedì and Giovedì grasso 2027, Pentecost 2026, Mother's Day 2026, Black Friday 2026), not with this
 * package.
 * Requests to a personal assistant running on the user's machine (reminders and alarms, calendar, mail, files,
 * weather, travel and bookings, notes), from all of Italy (a few regional turns: "domani l'altro", "pe' domani",
 * "c'ho", "sabato che viene"), planned before writing at 31 cases for each of the ten temporal categories and 34
 * no-date lines (about 10%). Expected values are what the user means at the expression's grain, per the README's
 * conventions; a rolling or loose window is a `p:` span its start must fall in.
 * An evaluation set: no floor is asserted on it; the first run is the lead's. Lines are `category | lang | expectation
 * | text`; same clock as the development set (Tuesday 19 May 2026, 14:05, Europe/Rome).
 */
export const heldOutBlind14It = `
absolute-dates | it | d:2026-06-12 | ricordami il 12 giugno di pagare il bollo auto
absolute-dates | it | d:2026-07-03 | segna in calendario: visita dal dermatologo il 3 luglio
absolute-dates | it | d:2026-09-15 | prenota il treno Milano-Napoli per il 15 settembre
absolute-dates | it | d:2026-03-04 | cerca le foto che ho fatto il 4 marzo
absolute-dates | it | d:2026-05-28 | il 28 ho la riunione di condominio, mettila in agenda
absolute-dates | it | d:2026-06-30 | il 30/06 scade l'abbonamento della palestra, avvisami
absolute-dates | it | d:2026-10-01 | sposta l'appuntamento con il commercialista al 1° ottobre
absolute-dates | it | d:2026-08-22 | ho il volo per Palermo il 22 agosto, aggiungilo al calendario
absolute-dates | it | d:2026-02-14 | trovami la mail che mi ha mandato Giulia il 14 febbraio
absolute-dates | it | d:2026-11-07 | metti un promemoria per sabato 7 novembre: cambio gomme
absolute-dates | it | d:2027-01-18 | la carta d'identità scade il 18 gennaio 2027, mettimi un promemoria quel giorno
absolute-dates | it | d:2026-06-05 | venerdì 5 giugno cena da mia suocera a Bari
absolute-dates | it | d:2026-04-20 | quanto ho speso il 20 aprile?
absolute-dates | it | d:2026-12-03 | prenotami una stanza a Bologna per il 3 dicembre
absolute-dates | it | d:2026-05-25 | manda a Marco il preventivo il 25 maggio
absolute-dates | it | d:2026-07-21 | il 21/7 devo portare la macchina dal meccanico
absolute-dates | it | d:2026-09-09 | appuntamento all'anagrafe mercoledì 9 settembre
absolute-dates | it | d:2026-06-18 | Fissa una call con i fornitori di Verona per il diciotto giugno
absolute-dates | it | d:2026-08-03 | le ferie iniziano il 3 agosto, attiva la risposta automatica da quel giorno
absolute-dates | it | d:2026-10-24 | compleanno di nonna Carmela il 24 ottobre, non farmelo dimenticare
absolute-dates | it | d:2026-01-27 | apri i file che ho modificato il 27 gennaio
absolute-dates | it | d:2026-06-20 | il matrimonio di Salvo a Catania è il 20 giugno, segnalo
absolute-dates | it | d:2026-11-30 | la rata del mutuo va pagata il 30 novembre, ricordamelo
absolute-dates | it | d:2026-07-10 | che tempo farà a Lecce il 10 luglio?
absolute-dates | it | d:2026-05-30 | Aggiungi al calendario: saggio di danza di Sofia, sabato 30 maggio
absolute-dates | it | d:2026-09-21 | il 21 settembre inizia il corso di inglese, segnalo
absolute-dates | it | d:2026-04-02 | cercami la fattura della luce arrivata il 2 aprile
absolute-dates | it | d:2026-06-09 | rinnovo patente: visita medica il 9/6
absolute-dates | it | d:2027-03-15 | il 15 marzo 2027 scade il contratto d'affitto, ricordamelo
absolute-dates | it | d:2026-08-31 | metti in agenda il trasloco per il 31 agosto
absolute-dates | it | d:2026-12-12 | il 12 dicembre c'è la recita di Natale di Pietro alle elementari, segnatela
relative-days | it | d:2026-05-20 | ricordami domani di chiamare il dottore
relative-days | it | d:2026-05-21 | dopodomani ho il dentista, mettilo in calendario
relative-days | it | d:2026-05-18 | cosa avevo in agenda ieri?
relative-days | it | d:2026-05-17 | mostrami le mail arrivate l'altro ieri
relative-days | it | d:2026-05-19 | che impegni ho oggi?
relative-days | it | d:2026-05-21 | domani l'altro devo passare in banca, ricordamelo
relative-days | it | d:2026-05-20 | domani piove a Torino?
relative-days | it | d:2026-05-19 | ricordami oggi di comprare il latte
relative-days | it | d:2026-05-18 | trova il PDF che ho scaricato ieri
relative-days | it | d:2026-05-20 | sposta la call con Luca a domani
relative-days | it | d:2026-05-21 | il giorno dopo domani ho la visita, segnala
relative-days | it | d:2026-05-20 | Manda domani la mail di sollecito all'amministratore
relative-days | it | d:2026-05-19 | segna nelle note che oggi ho pagato la bolletta del gas
relative-days | it | d:2026-05-18 | ieri ho speso 40 euro dal benzinaio, aggiungilo alle spese
relative-days | it | d:2026-05-20 | mi serve un taxi per domani, prenotalo
relative-days | it | d:2026-05-21 | dopo domani parto per Cagliari, che tempo fa là?
relative-days | it | d:2026-05-20 | domani c'è sciopero dei treni?
relative-days | it | d:2026-05-17 | l'altroieri ho ricevuto una PEC, cercala nella posta
relative-days | it | d:2026-05-19 | elenca i file creati oggi
relative-days | it | d:2026-05-20 | metti la riunione di reparto a domani invece che a oggi
relative-days | it | d:2026-05-18 | archivia le mail di ieri
relative-days | it | d:2026-05-20 | Domani devo ricordarmi di innaffiare le piante
relative-days | it | d:2026-05-21 | fissa il tagliando per dopodomani
relative-days | it | d:2026-05-19 | chi mi ha scritto oggi?
relative-days | it | d:2026-05-18 | riassumimi la nota che ho scritto ieri
relative-days | it | d:2026-05-20 | ricordami pe' domani de ritirà er pacco
relative-days | it | d:2026-05-21 | dopodomani c'ho la partita de calcetto, segnala
relative-days | it | d:2026-05-18 | sposta nella cartella Lavoro i file di ieri
relative-days | it | d:2026-05-20 | domani è il compleanno di Franco, ricordamelo
relative-days | it | d:2026-05-19 | cancella gli eventi di oggi dal calendario
relative-days | it | d:2026-05-17 | cosa avevo scritto nelle note l'altro ieri?
weekdays | it | d:2026-05-22 | ricordami venerdì di pagare l'affitto
weekdays | it | d:2026-05-25 | lunedì chiama l'idraulico, mettimi un promemoria
weekdays | it | d:2026-05-29 | fissa la riunione per venerdì prossimo
weekdays | it | d:2026-05-18 | mostrami le mail di lunedì scorso
weekdays | it | d:2026-05-20 | mercoledì ho il colloquio a Firenze, segnalo
weekdays | it | d:2026-05-21 | che tempo fa giovedì a Genova?
weekdays | it | d:2026-05-23 | sabato vado al mare a Rimini, com'è il meteo?
weekdays | it | d:2026-05-24 | domenica pranzo dai miei, ricordamelo
weekdays | it | d:2026-05-26 | martedì prossimo c'è il consiglio di classe
weekdays | it | d:2026-05-15 | trova la fattura che ho ricevuto venerdì scorso
weekdays | it | d:2026-05-28 | giovedì a otto arriva il corriere con il divano
weekdays | it | d:2026-05-30 | sabato prossimo festa di compleanno di Giorgia, aggiungila
weekdays | it | d:2026-05-14 | cosa avevo in calendario giovedì scorso?
weekdays | it | d:2026-05-22 | Manda venerdì il report al capo
weekdays | it | d:2026-05-27 | mercoledì prossimo devo portare il gatto dal veterinario
weekdays | it | d:2026-05-23 | sabato che viene ho la cena di classe, mettila in agenda
weekdays | it | d:2026-05-17 | domenica scorsa ho fatto delle foto a Ortigia, trovamele
weekdays | it | d:2026-05-25 | sposta il dentista a lunedì
weekdays | it | d:2026-05-26 | martedì devo andare in posta
weekdays | it | d:2026-05-22 | questo venerdì non ci sono, blocca la giornata in calendario
weekdays | it | d:2026-05-16 | sabato scorso ho scritto una nota sulla ricetta del ragù, dov'è?
weekdays | it | d:2026-05-21 | giovedì consegna del progetto, mettimi un promemoria
weekdays | it | d:2026-05-12 | martedì scorso ho mandato una mail all'avvocato, ritrovala
weekdays | it | d:2026-05-24 | domenica c'è il derby, mettilo in calendario
weekdays | it | d:2026-05-20 | prenota un tavolo per mercoledì da Zia Concetta
weekdays | it | d:2026-05-28 | giovedì prossimo ho l'esame all'università
weekdays | it | d:2026-05-25 | il prossimo lunedì inizio il nuovo lavoro
weekdays | it | d:2026-05-23 | sabato devo ritirare gli occhiali dall'ottico
weekdays | it | d:2026-05-22 | ven: consegna bozza tesi
weekdays | it | d:2026-05-18 | quali file ho spostato lunedì?
weekdays | it | d:2026-06-01 | tra due lunedì comincia il corso di nuoto
offsets | it | d:2026-05-22 | ricordami tra 3 giorni di richiamare l'assicurazione
offsets | it | dt:2026-05-19T15:05 | ricordami tra un'ora di ritirare il bucato
offsets | it | dt:2026-05-19T14:25 | tra 20 minuti devo uscire, avvisami
offsets | it | d:2026-05-16 | mostrami le mail di tre giorni fa
offsets | it | d:2026-05-12 | il file l'ho salvato una settimana fa, trovalo
offsets | it | d:2026-06-02 | fra due settimane ho il controllo dal cardiologo
offsets | it | dt:2026-05-19T14:35 | sveglia tra mezz'ora
offsets | it | dt:2026-05-19T12:05 | chi mi ha scritto due ore fa?
offsets | it | d:2026-05-29 | fra dieci giorni scade il bollo, segnalo
offsets | it | d:2026-06-19 | tra un mese devo rinnovare l'abbonamento
offsets | it | d:2026-05-22 | tra tre giorni lavorativi mandami un promemoria per la pratica INPS
offsets | it | d:2026-05-26 | il pacco arriva entro 5 giorni lavorativi, segnati la data
offsets | it | dt:2026-05-19T14:50 | fra 45 minuti avvisami che devo prendere il treno
offsets | it | d:2027-05-19 | tra un anno scade la garanzia della lavatrice, mettimi un promemoria
offsets | it | d:2026-11-19 | tra sei mesi ricordami di rifare le analisi
offsets | it | d:2026-05-09 | trova le note di dieci giorni fa
offsets | it | d:2026-06-03 | tra 15 giorni parto per la Sardegna
offsets | it | d:2026-05-21 | fra due giorni ho l'esame della patente
offsets | it | dt:2026-05-19T16:05 | mettimi una sveglia fra due ore
offsets | it | dt:2026-05-19T14:15 | ricordami fra dieci minuti di togliere la pasta
offsets | it | d:2026-04-19 | un mese fa ho pagato il condominio, cerca la ricevuta
offsets | it | d:2026-05-05 | due settimane fa ho ricevuto un preventivo, trovalo
offsets | it | d:2026-05-26 | tra una settimana ho la visita oculistica
offsets | it | d:2026-05-24 | fra cinque giorni arriva mia cugina dall'Argentina
offsets | it | dt:2026-05-19T13:35 | mezz'ora fa ho cancellato un file per sbaglio, recuperalo
offsets | it | d:2025-05-19 | fammi vedere le foto di un anno fa
offsets | it | d:2026-05-15 | quattro giorni fa ho scritto una nota sulla riunione, aprila
offsets | it | dt:2026-05-19T17:05 | tra tre ore devo prendere le medicine, avvisami
offsets | it | d:2026-06-16 | fra quattro settimane scade il preventivo
offsets | it | d:2026-07-19 | tra due mesi ho il volo per New York
offsets | it | dt:2026-05-19T14:10 | ricordamelo tra 5 minuti
months-years | it | m:2026-06 | a giugno vado in vacanza in Puglia, cercami un albergo
months-years | it | m:2026-03 | mostrami le spese di marzo
months-years | it | m:2026-06 | il mese prossimo devo rinnovare il passaporto
months-years | it | m:2026-04 | cerca le fatture del mese scorso
months-years | it | y:2027 | l'anno prossimo voglio andare in Giappone, scrivilo nelle note
months-years | it | y:2025 | trova le foto del 2025
months-years | it | m:2026-09 | a settembre ricomincia la scuola, ricordami di comprare i libri
months-years | it | m:2026-05 | quanti eventi ho questo mese?
months-years | it | m:2026-08 | ad agosto l'ufficio è chiuso, imposta la risposta automatica
months-years | it | m:2027-01 | a gennaio scade l'assicurazione della moto
months-years | it | m:2025-12 | cercami le mail di dicembre scorso
months-years | it | q:2026-Q3 | pianifica le riunioni del terzo trimestre
months-years | it | y:2026 | quante bollette ho pagato quest'anno?
months-years | it | m:2026-10 | a ottobre ho il congresso a Torino
months-years | it | m:2026-02 | sposta nella cartella Archivio i documenti di febbraio
months-years | it | m:2026-07 | blocca in calendario le ferie di luglio
months-years | it | m:2026-11 | a novembre devo montare le gomme invernali
months-years | it | y:2024 | cerca i file del 2024 sulla dichiarazione dei redditi
months-years | it | m:2026-12 | dicembre: organizzare la cena aziendale, segnalo nelle note
months-years | it | m:2027-03 | il matrimonio di mio fratello è a marzo 2027, mettilo in agenda
months-years | it | q:2026-Q1 | mandami il riepilogo delle spese del primo trimestre
months-years | it | m:2026-01 | cancella le note di gennaio
months-years | it | m:2026-05 | fammi vedere le bollette di maggio
months-years | it | y:2027 | il contratto del telefono si rinnova nel 2027
months-years | it | m:2026-06 | mi serve la lista dei compleanni di giugno
months-years | it | m:2026-04 | ad aprile ho speso troppo, fammi vedere le spese
months-years | it | q:2026-Q4 | nel quarto trimestre devo chiudere il bilancio, segnalo
months-years | it | m:2026-09 | prenota il viaggio a Matera per settembre
months-years | it | m:2026-10 | ottobre prossimo corso di formazione a Roma, aggiungilo in agenda
months-years | it | y:2023 | trova le mail del 2023 di Poste Italiane
months-years | it | m:2026-08 | cercami un appartamento a Cortina per agosto
times-of-day | it | t:07:00 | sveglia alle 7
times-of-day | it | dt:2026-05-20T09:00 | domani alle 9 chiamata con il commercialista
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera che tempo fa a Milano?
times-of-day | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina devo portare l'auto in officina, ricordamelo
times-of-day | it | t:15:30 | metti la riunione alle 15:30
times-of-day | it | t:20:00 | cena alle 8 da Gino, segnala
times-of-day | it | t:19:00 | ci vediamo alle 7 per l'aperitivo, mettilo in agenda
times-of-day | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio sono libero?
times-of-day | it | t:06:45 | svegliami alle 6:45
times-of-day | it | t:09:30 | ricordami alle nove e mezza di chiamare mamma
times-of-day | it | t:12:00 | a mezzogiorno ho la call con Londra
times-of-day | it | dt:2026-05-22T18:00 | venerdì alle 18 aperitivo con i colleghi
times-of-day | it | t:07:45 | sveglia alle otto meno un quarto
times-of-day | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte piove a Bologna?
times-of-day | it | dt:2026-05-20T20:30 | domani sera alle 20:30 cinema con Marta
times-of-day | it | t:17:00 | alle 17 devo staccare, avvisami
times-of-day | it | t:21:15 | alle 21 e un quarto comincia la partita, ricordamelo
times-of-day | it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera c'è il concerto, mettimi un promemoria
times-of-day | it | t:13:00 | pranzo all'una con il cliente, segnalo
times-of-day | it | t:05:30 | sveglia alle 5 e mezza, ho il volo presto
times-of-day | it | dt:2026-05-21T10:00 | giovedì alle 10 colloquio con la maestra
times-of-day | it | t:16:15 | alle quattro e un quarto del pomeriggio ritiro i bimbi a scuola
times-of-day | it | p:2026-05-19T06:00..2026-05-19T12:00 | cosa è arrivato stamattina nella posta?
times-of-day | it | t:23:00 | alle 23 ricordami di prendere la pillola
times-of-day | it | t:00:00 | imposta la sveglia a mezzanotte
times-of-day | it | dt:2026-05-23T11:00 | sabato alle 11 appuntamento dal parrucchiere
times-of-day | it | t:18:30 | alle sei e mezza di sera passo a prendere Luca, ricordamelo
times-of-day | it | dt:2026-05-20T08:00 | domani alle 8 di mattina parte il pullman per la gita
times-of-day | it | t:14:30 | sposta la call alle 14:30
times-of-day | it | p:2026-05-24T12:00..2026-05-24T18:00 | domenica pomeriggio vado allo stadio, segnalo
times-of-day | it | t:10:00 | ricordami alle dieci di chiamare l'agenzia
windows | it | r:2026-07-13..2026-07-15 | prenota un hotel a Firenze dal 13 al 15 luglio
windows | it | w:2026-05-25 | cosa ho in programma la settimana prossima?
windows | it | r:2026-05-23..2026-05-24 | questo fine settimana che tempo fa in Liguria?
windows | it | w:2026-05-11 | mostrami le mail della settimana scorsa
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | trova i file modificati negli ultimi 7 giorni
windows | it | r:2026-05-20T14:00..2026-05-20T16:00 | domani dalle 14 alle 16 blocca il calendario
windows | it | r:2026-05-19T18:00..2026-05-19T20:00 | oggi tra le 18 e le 20 sono dal medico, segnami occupato
windows | it | r:2026-06-01..2026-06-10 | ferie dal 1° al 10 giugno, metti la risposta automatica
windows | it | d:2026-05-22 | il report va consegnato entro venerdì, ricordamelo
windows | it | r:2026-05-25..2026-05-27 | da lunedì a mercoledì sono a Roma per lavoro
windows | it | r:2026-06-01..2026-06-15 | cercami un volo per Londra nella prima metà di giugno
windows | it | d:2026-05-31 | entro fine mese devo pagare la TARI
windows | it | r:2026-05-30..2026-05-31 | il prossimo weekend vado in montagna, che tempo fa?
windows | it | r:2026-08-10..2026-08-23 | dal 10 al 23 agosto sono in ferie, segnalo
windows | it | p:2026-05-01T00:00..2026-05-02T00:00 | mostrami le spese da inizio mese
windows | it | r:2026-06-06..2026-06-07 | il weekend del 6 e 7 giugno sono a Napoli
windows | it | r:2026-05-20T09:00..2026-05-20T13:00 | domani dalle 9 alle 13 sono in riunione
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | che impegni ho per il resto della settimana?
windows | it | r:2026-06-20..2026-06-25 | tra il 20 e il 25 giugno cercami un traghetto per la Grecia
windows | it | d:2026-06-15 | mandami il contratto firmato entro il 15 giugno
windows | it | p:2026-04-19T00:00..2026-04-20T00:00 | trova le mail ricevute nell'ultimo mese
windows | it | r:2026-05-28..2026-05-31 | da giovedì 28 a domenica 31 sono a Lecce
windows | it | w:2026-06-01 | la settimana dopo la prossima sono in ferie, blocca tutto
windows | it | r:2026-09-04..2026-09-06 | trova un B&B a Matera dal 4 al 6 settembre
windows | it | r:2026-05-19T14:05..2026-05-19T18:00 | fino alle 18 non disturbarmi
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | i prossimi tre giorni com'è il meteo a Palermo?
windows | it | r:2026-05-21..2026-05-22 | da giovedì a venerdì lavoro da casa, segnalo in calendario
windows | it | w:2026-05-18 | questa settimana quante riunioni ho?
windows | it | d:2026-05-24 | entro domenica devo finire la tesina, ricordamelo
windows | it | r:2026-12-23..2027-01-06 | dal 23 dicembre al 6 gennaio lo studio è chiuso, segnalo in calendario
windows | it | p:2026-05-20T12:00..2026-05-20T14:00 | domani all'ora di pranzo ho la riunione con i soci
holidays | it | d:2026-12-25 | a Natale siamo da zia Pina a Reggio Calabria, segnalo
holidays | it | d:2026-12-24 | ricordami la vigilia di Natale di ordinare il capitone
holidays | it | d:2027-01-01 | a Capodanno parto per Vienna, mettilo in agenda
holidays | it | d:2027-03-28 | a Pasqua vado dai miei in Abruzzo
holidays | it | d:2027-03-29 | Pasquetta gita al lago, mettila in calendario
holidays | it | d:2026-08-15 | Ferragosto grigliata a casa di Tonino, segnala
holidays | it | d:2026-06-02 | alla Festa della Repubblica ho il pranzo con i parenti
holidays | it | d:2026-04-05 | dove sono le foto di Pasqua?
holidays | it | d:2026-11-01 | a Ognissanti andiamo al cimitero a trovare il nonno
holidays | it | d:2026-12-08 | all'Immacolata facciamo l'albero, ricordamelo
holidays | it | d:2027-01-06 | alla Befana arriva la nonna, segna in calendario
holidays | it | d:2026-12-26 | Santo Stefano pranzo da mia sorella
holidays | it | d:2026-12-31 | San Silvestro cenone da noi, mettilo in calendario
holidays | it | d:2026-12-07 | a Sant'Ambrogio gli uffici a Milano sono chiusi, blocca la giornata
holidays | it | d:2026-09-19 | per San Gennaro andiamo al Duomo, segnatelo
holidays | it | d:2026-06-24 | a San Giovanni vediamo i fochi sull'Arno, aggiungilo in agenda
holidays | it | d:2026-07-15 | il giorno di Santa Rosalia sono a Palermo
holidays | it | d:2026-07-19 | per la festa del Redentore prenotami una barca a Venezia
holidays | it | d:2026-06-29 | Santi Pietro e Paolo a Roma è festa, segnalo in calendario
holidays | it | d:2027-02-14 | a San Valentino prenota un tavolo in un ristorante romantico
holidays | it | d:2027-03-19 | segna la festa del papà in calendario
holidays | it | d:2026-05-10 | quanto ho speso per la festa della mamma?
holidays | it | d:2027-02-09 | martedì grasso festa in maschera all'asilo, ricordamelo
holidays | it | d:2026-10-31 | ad Halloween festa dai vicini
holidays | it | d:2026-11-27 | il Black Friday ricordami di comprare la TV
holidays | it | d:2026-05-24 | a Pentecoste c'è la cresima di mio nipote
holidays | it | r:2026-05-30..2026-06-02 | per il ponte del 2 giugno cercami un agriturismo in Umbria
holidays | it | w:2026-08-10 | la settimana di Ferragosto l'ufficio è chiuso, segnalo
holidays | it | d:2026-04-25 | alla Festa della Liberazione ho fatto le foto al corteo, trovamele
holidays | it | d:2027-05-01 | per la festa dei lavoratori prenotami il treno per Roma
holidays | it | d:2027-02-04 | giovedì grasso frittelle a casa di nonna, segnalo
durations | it | dur:PT10M | timer di 10 minuti per la pasta
durations | it | dur:PT1H30M | blocca un'ora e mezza per la revisione del contratto
durations | it | dur:P3D | prenota l'hotel a Siena per tre notti
durations | it | dur:PT45M | la riunione dura 45 minuti
durations | it | dur:PT15M | imposta un timer di un quarto d'ora
durations | it | dur:PT2H | blocca due ore in agenda per la palestra
durations | it | dur:P7D | noleggia un'auto per una settimana a Olbia
durations | it | dur:PT30S | timer da 30 secondi
durations | it | dur:PT25M | facciamo un pomodoro di 25 minuti
durations | it | dur:P14D | imposta la risposta automatica per due settimane
durations | it | dur:PT1H | crea un evento di un'ora: ripasso di storia
durations | it | dur:P1M | attiva l'abbonamento al parcheggio per un mese
durations | it | dur:PT3H | segna nelle note tre ore di lavoro sul progetto
durations | it | dur:P5D | cerca una casa vacanze in Salento per cinque giorni
durations | it | dur:PT40M | il pane va in forno per 40 minuti, mettimi un timer
durations | it | dur:PT2H30M | la riunione durerà due ore e mezza
durations | it | dur:PT5M | timer 5 minuti
durations | it | dur:P2D | la conferenza dura due giorni
durations | it | dur:PT1H15M | la lezione di yoga dura un'ora e un quarto
durations | it | dur:PT90M | prenota il campo di calcetto per 90 minuti
durations | it | dur:P10D | noleggio il camper per 10 giorni
durations | it | dur:PT8H | segna un turno di otto ore
durations | it | dur:PT12M | metti un timer di dodici minuti per le uova
durations | it | dur:P4D | cercami quattro notti a Parigi
durations | it | dur:PT35M | la lavatrice ci mette 35 minuti, fai partire un timer
durations | it | dur:P6M | l'affitto della stanza a Padova è per sei mesi, scrivilo nelle note
durations | it | dur:PT4H | il volo per Tenerife dura quattro ore
durations | it | dur:P1Y | rinnova l'abbonamento per un anno
durations | it | dur:PT50M | la seduta dal fisioterapista dura 50 minuti
durations | it | dur:PT3M | fammi un timer di 3 minuti
durations | it | dur:PT20M | tieni il ragù sul fuoco venti minuti, fammi partire il conto alla rovescia
numbers | it | n:4 | prenota un tavolo per 4 persone da Michele
numbers | it | n:5 | mostrami le ultime 5 mail di Amazon
numbers | it | n:2 | prenota due biglietti per il Frecciarossa
numbers | it | n:3 | ricordamelo tre volte
numbers | it | n:10 | trova i 10 file più grandi nella cartella Download
numbers | it | nr:10..50 | cerca i file tra 10 e 50 MB
numbers | it | n:12 | prenota una sala riunioni per 12 persone
numbers | it | n:6 | cerca un appartamento per 6 persone a Ischia
numbers | it | n:20 | cancella le 20 note più vecchie
numbers | it | n:3 | cercami un hotel a 3 stelle a Rimini
numbers | it | n:23 | prenota il pranzo della comunione per ventitré persone
numbers | it | n:2 | una stanza per 2 adulti a Taormina
numbers | it | n:15 | mostrami le prossime 15 riunioni
numbers | it | n:100 | trova i file più grandi di 100 MB
numbers | it | nr:1..5 | cerca le foto da 1 a 5 MB
numbers | it | n:8 | aggiungi 8 bottiglie d'acqua alla lista della spesa
numbers | it | n:50 | elenca le ultime 50 mail non lette
numbers | it | n:1 | prenota un biglietto solo andata per Bari
numbers | it | n:7 | invita 7 persone alla riunione
numbers | it | n:30 | mostrami i 30 file più recenti
numbers | it | n:4 | quattro biglietti per il concerto di Vasco, prenotali
numbers | it | nr:2..4 | cerca un appartamento in affitto a Bologna da 2 a 4 locali
numbers | it | n:25 | prenota il pullman per 25 ragazzi della gita
numbers | it | n:3 | fammi vedere i 3 eventi più vicini
numbers | it | n:200 | trova le immagini sotto i 200 KB
numbers | it | n:9 | manda l'avviso ai 9 genitori della classe
numbers | it | n:40 | prenota un tavolo per quaranta per la laurea di Gianni
numbers | it | n:2 | ricordamelo 2 volte prima della partenza
numbers | it | nr:100..150 | cercami un hotel tra 100 e 150 euro a notte
numbers | it | n:11 | aggiungi 11 nomi alla lista degli invitati
numbers | it | n:16 | mostrami le ultime sedici note
no-date | it | none | apri la nota della spesa
no-date | it | none | manda una mail a Gennaro con il preventivo
no-date | it | none | cerca nelle mail l'abbonamento al Sole 24 Ore
no-date | it | none | qual è l'indirizzo dell'hotel in via XX Settembre?
no-date | it | none | che tempo fa a Bari?
no-date | it | none | sposta i PDF nella cartella Documenti
no-date | it | none | elimina i file duplicati
no-date | it | none | leggimi la nota sulla ricetta della parmigiana
no-date | it | none | mandami la lista dei contatti
no-date | it | none | scrivi a Martina che sto arrivando
no-date | it | none | cerca il biglietto del Frecciarossa 9542
no-date | it | none | aggiungi alla nota: Marco ha 34 anni
no-date | it | none | crea una cartella Vacanze Sicilia
no-date | it | none | apri il file Capitolo 3
no-date | it | none | annulla l'ultima sveglia
no-date | it | none | mostrami le mail non lette
no-date | it | none | quali sono le mie prenotazioni attive?
no-date | it | none | inoltra a Paolo la mail del notaio
no-date | it | none | scrivi una nota: comprare il pane, il latte e sei uova
no-date | it | none | rispondi a Federica che va bene
no-date | it | none | cerca le foto di Natalina
no-date | it | none | manda a Pasquale il file del progetto
no-date | it | none | cerca la mail di Domenico sul contratto
no-date | it | none | fai un backup della cartella Foto
no-date | it | none | mi trovi il numero del Bar Sport?
no-date | it | none | cambia l'indirizzo di spedizione in Via Roma 25
no-date | it | none | cerca il PDF del libretto della caldaia
no-date | it | none | dimmi quali sveglie ho attive
no-date | it | none | elimina la nota "idee regali"
no-date | it | none | salva l'allegato nella cartella Lavoro
no-date | it | none | Buongiorno! leggimi l'ultima mail
no-date | it | none | com'è il traffico sulla tangenziale di Napoli?
no-date | it | none | svuota il cestino
no-date | it | none | c'è qualcosa di nuovo nella posta?
`;
