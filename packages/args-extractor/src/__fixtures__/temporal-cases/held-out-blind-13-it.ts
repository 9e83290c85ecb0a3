/**
 * The thirteenth blind held-out set, Italian, written for issue 21 as what people type or dictate to a personal
 * assistant on their own machine (chat messages, command-line requests, voice transcripts without punctuation, notes to
 * self, forwarded one-liners), from all of Italy, rather than as a catalogue of constructs in edited prose. Its author
 * read only the README's conventions (the "Dates, times, windows, durations" section), the case format (`index.ts`
 * and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never the rules
 * (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set or the
 * other held-out sets' cases, nor other parsers' test corpora, and ran no reader on these lines before committing them
 * (only the well-formedness test).
 * Counts decided before writing: 31 lines in each of the ten dated categories and 34 no-date lines (about 10%), 344 in
 * all. Registers: lower case, terse ("domani dentista", "luglio ferie"), shorthand people type ("dmn", "nn", "ke",
 * "x domani", "gg", "min", "sab", "merc", "ven", "prox", "h 10.40", "11 nov", "10 lug"), missing accents ("mercoledi",
 * "giovedi"), a few real typos ("qunto", "revisone", "ricordmai", "mezzora", "un ora"), a forwarded "Fwd:" line and
 * command-line notes ("promemoria lun 10:00 call con milano"), dictation without punctuation, long rambling requests, polite and blunt requests, regional words ("avantieri", "posdomani",
 * "a mezzodì", "i fochi", "il giorno dei morti", patron saints of Milan, Naples, Florence, Rome, Bologna, Catania and
 * Santa Lucia), and no-date lines whose numbers are what people write (addresses, ages, exam marks, order numbers,
 * scores, the 118, the 730 form, radio stations, versions).
 * Expected values are what the writer means at the expression's grain, per the README's conventions (a bare weekday
 * the next one after today, "venerdì prossimo" next week's, "martedì scorso" the most recent, "giovedì a otto" a week
 * after Thursday, a date without a year by the tense of the request, parts of the day, astronomical seasons graded on
 * the day they start, "entro"/"fino a" windows from today, nights of a stay as days, "una quindicina" P15D); where the
 * words do not say it, what a person sending the line means ("le foto di giovedì" last Thursday, "le bollette di
 * aprile" April 2026, "cena alle 8" 20:00, "sveglia alle 5" stays 05:00). Weekdays, offsets from the clock, business
 * days, Easter 2026 (5 April) and 2027 (28 March), Martedì grasso 2027 and the Festa della mamma 2026 were checked with
 * JavaScript `Date`, not with this package. Recurrences ("ogni lunedì") are left out: the format cannot express them.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind13It = `
absolute-dates | it | d:2026-06-12 | dentista 12 giugno
absolute-dates | it | d:2026-06-03 | ricordami il 3 giugno di pagare il bollo della macchina
absolute-dates | it | d:2026-07-15 | scadenza assicurazione 15/07
absolute-dates | it | d:2026-09-14 | primo giorno di scuola lunedì 14 settembre
absolute-dates | it | d:2026-05-28 | il 28 va bene per me
absolute-dates | it | d:2026-03-03 | quanto ho speso in farmacia il 3 marzo?
absolute-dates | it | d:2026-08-22 | matrimonio di giulia e andrea 22 agosto, segnalo
absolute-dates | it | d:2026-06-30 | entro il 30/6 devo mandare il 730 al caf
absolute-dates | it | d:2026-10-01 | mi segni il colloquio per il primo ottobre
absolute-dates | it | d:2026-07-04 | 4 luglio compleanno marco
absolute-dates | it | d:2026-11-11 | appuntamento commercialista 11 nov
absolute-dates | it | d:2027-01-15 | il contratto d'affitto scade il 15 gennaio 2027
absolute-dates | it | d:2026-04-14 | mandami le foto che ho fatto il 14 aprile
absolute-dates | it | d:2026-06-20 | prenota il ristorante per sabato 20 giugno
absolute-dates | it | d:2026-09-05 | il 5 settembre c'è la sagra a bitonto ci andiamo?
absolute-dates | it | d:2026-12-03 | Fwd: promemoria visita oculistica del 03/12/2026
absolute-dates | it | d:2026-05-25 | ci vediamo il 25?
absolute-dates | it | d:2026-02-10 | trova le mail che mi ha mandato luca il 10 febbraio
absolute-dates | it | d:2026-10-23 | volo per catania il 23/10
absolute-dates | it | d:2026-06-06 | saggio di danza della bimba 6 giugno
absolute-dates | it | d:2026-07-31 | ultimo giorno di lavoro prima delle ferie 31 luglio
absolute-dates | it | d:2026-08-03 | il 3 agosto partiamo per la sardegna
absolute-dates | it | d:2026-01-20 | che tempo faceva a milano il 20 gennaio
absolute-dates | it | d:2026-09-19 | metti in calendario la cena di classe sabato 19 settembre
absolute-dates | it | d:2026-11-02 | allora ti spiego il notaio ha spostato il rogito e adesso è il 2 novembre quindi segnatelo e avvisa anche mio fratello che deve esserci
absolute-dates | it | d:2026-06-15 | la bolletta della luce scade il 15 giugno
absolute-dates | it | d:2026-05-31 | la mostra a palazzo reale chiude il 31 maggio
absolute-dates | it | d:2026-07-10 | consegna tesi 10 lug
absolute-dates | it | d:2026-12-18 | recita di natale dei bambini il 18 dicembre alla materna
absolute-dates | it | d:2026-10-09 | riunione di condominio venerdì 9 ottobre
absolute-dates | it | d:2026-06-27 | ricordami il ventisette giugno di chiamare la banca
relative-days | it | d:2026-05-20 | domani dentista
relative-days | it | d:2026-05-20 | ricordami domani di comprare il latte
relative-days | it | d:2026-05-21 | dopodomani vado a bologna per lavoro
relative-days | it | d:2026-05-18 | cosa avevo in agenda ieri
relative-days | it | d:2026-05-19 | chi mi ha scritto oggi?
relative-days | it | d:2026-05-17 | l'altro ieri ho speso un sacco al centro commerciale
relative-days | it | d:2026-05-20 | dmn ci sei?
relative-days | it | dt:2026-05-20T09:00 | domani alle 9 riunione con il capo
relative-days | it | dt:2026-05-20T17:30 | domani alle 17 e 30 ritiro le analisi
relative-days | it | d:2026-05-21 | dopo domani c'è lo sciopero dei treni
relative-days | it | d:2026-05-18 | manda a paolo le foto di ieri
relative-days | it | d:2026-05-19 | mi segni per oggi palestra
relative-days | it | d:2026-05-20 | domani nn posso scusa
relative-days | it | d:2026-05-20 | ehi ricordami che domani è il compleanno di mia madre e devo ancora prendere il regalo magari un foulard
relative-days | it | d:2026-05-21 | posdomani arriva il corriere con il divano
relative-days | it | d:2026-05-18 | qunto ho speso ieri al supermercato
relative-days | it | d:2026-05-19 | aggiungi alla lista di oggi stendere i panni
relative-days | it | d:2026-05-20 | sposta la call con i fornitori a domani
relative-days | it | d:2026-05-20 | ke fai domani
relative-days | it | dt:2026-05-19T16:00 | oggi alle 4 del pomeriggio passa il tecnico della caldaia
relative-days | it | dt:2026-05-20T08:15 | domani alle 8 e un quarto porto la macchina dal meccanico
relative-days | it | d:2026-05-18 | le ricevute di ieri mettile nella cartella spese
relative-days | it | d:2026-05-19 | in giornata mandami il preventivo per favore
relative-days | it | d:2026-05-20 | entro domani mi serve la bozza della presentazione
relative-days | it | dt:2026-05-20T12:00 | domani a mezzogiorno pranzo con i colleghi
relative-days | it | d:2026-05-17 | avantieri sono stato dal medico e mi ha dato le gocce
relative-days | it | d:2026-05-20 | domani tocca a me portare i bimbi a scuola
relative-days | it | d:2026-05-18 | quanti passi ho fatto ieri
relative-days | it | d:2026-05-21 | dopodomani scade il bollo ricordamelo
relative-days | it | d:2026-05-20 | vorrei prenotare un tavolo x domani
relative-days | it | d:2026-05-19 | oggi è il turno di chi per le pulizie
weekdays | it | d:2026-05-22 | venerdì cena da marco
weekdays | it | d:2026-05-25 | lunedì chiama il commercialista
weekdays | it | d:2026-05-23 | sabato vado al mare con le ragazze
weekdays | it | d:2026-05-24 | domenica pranzo dai suoceri
weekdays | it | d:2026-05-20 | mercoledì ho il dentista
weekdays | it | d:2026-05-21 | giovedì porto la macchina a fare la revisone
weekdays | it | d:2026-05-26 | martedì prossimo riunione con il cliente di verona
weekdays | it | d:2026-05-29 | venerdì prossimo parto per napoli
weekdays | it | d:2026-05-15 | cosa ho fatto venerdì scorso
weekdays | it | d:2026-05-18 | lunedì ho pagato l'affitto?
weekdays | it | d:2026-05-22 | questo venerdì sono libero
weekdays | it | d:2026-05-28 | giovedì a otto colloquio alla regione
weekdays | it | d:2026-05-26 | oggi a otto scade la fattura del fornitore
weekdays | it | d:2026-05-23 | sab partita di calcetto
weekdays | it | d:2026-05-20 | merc riunione genitori
weekdays | it | dt:2026-05-22T20:30 | venerdì alle 20:30 cinema
weekdays | it | dt:2026-05-25T10:00 | promemoria lun 10:00 call con milano
weekdays | it | d:2026-05-17 | domenica scorsa chi ha vinto il gran premio
weekdays | it | d:2026-05-16 | sabato sono andato a una festa e ho perso le chiavi
weekdays | it | d:2026-05-14 | le foto di giovedì mandale alla zia
weekdays | it | d:2026-05-21 | occhio che giovedì c'è sciopero dei mezzi a roma quindi se devi andare in centro prendi la macchina o meglio ancora resta a casa
weekdays | it | d:2026-05-27 | mercoledì della settimana prossima dal veterinario col gatto
weekdays | it | d:2026-05-25 | ricordmai lunedì di rinnovare l'abbonamento della palestra
weekdays | it | d:2026-05-22 | ven aperitivo?
weekdays | it | d:2026-05-24 | domenica c'è la prima comunione di sofia
weekdays | it | d:2026-05-29 | non questo venerdì ma quello dopo
weekdays | it | d:2026-05-20 | mercoledi pizza con gli amici
weekdays | it | d:2026-05-12 | martedì scorso ho fatto le analisi del sangue dove sono i risultati
weekdays | it | d:2026-05-21 | giovedi nn ci sono
weekdays | it | d:2026-05-29 | tra due venerdì consegno il progetto
weekdays | it | dt:2026-05-21T18:00 | giovedì alle 18 colloquio con la maestra
offsets | it | d:2026-05-22 | tra 3 giorni
offsets | it | d:2026-05-22 | fra tre giorni arriva il pacco da amazon
offsets | it | dt:2026-05-19T16:05 | ricordami tra 2 ore di stendere la lavatrice
offsets | it | dt:2026-05-19T14:35 | tra mezzora chiamami
offsets | it | dt:2026-05-19T14:15 | fra 10 min avvisami di togliere la torta dal forno
offsets | it | dt:2026-05-19T15:05 | tra un'ora
offsets | it | d:2026-05-16 | 3 giorni fa ho mandato il curriculum a quell'azienda di padova
offsets | it | d:2026-06-02 | tra due settimane ho l'esame di diritto privato
offsets | it | d:2026-06-19 | tra un mese mi scade il passaporto
offsets | it | d:2026-05-12 | l'ho comprato una settimana fa e già non funziona
offsets | it | dt:2026-05-19T12:05 | cosa mi ha scritto gianni 2 ore fa
offsets | it | d:2026-04-19 | un mese fa ho prenotato le vacanze con quale sito
offsets | it | d:2026-05-26 | tra una settimana torna mia sorella
offsets | it | d:2026-05-29 | fra 10 giorni
offsets | it | d:2026-05-24 | tra 5 gg scade la promo
offsets | it | dt:2026-05-19T14:25 | tra venti minuti esco
offsets | it | dt:2026-05-19T13:50 | un quarto d'ora fa mi ha chiamato un numero strano chi era
offsets | it | dt:2026-05-19T17:05 | fra tre ore ricordami di ritirare la bimba
offsets | it | d:2026-05-09 | dieci giorni fa ho prestato il trapano a luca
offsets | it | d:2026-05-22 | tra 3 giorni lavorativi arriva il bonifico
offsets | it | d:2026-05-26 | la pratica deve essere chiusa entro 5 giorni lavorativi
offsets | it | d:2027-05-19 | tra un anno finisco di pagare la macchina
offsets | it | d:2025-05-19 | un anno fa dove eravamo
offsets | it | dt:2026-05-21T14:05 | tra 48 ore scade l'offerta
offsets | it | dt:2026-05-19T14:50 | tra tre quarti d'ora sono da te
offsets | it | d:2026-06-09 | fra tre settimane si sposa mio cugino
offsets | it | d:2026-05-05 | due settimane fa ho fatto il tagliando
offsets | it | d:2026-07-19 | tra due mesi nasce il bambino
offsets | it | dt:2026-05-19T14:10 | tra 5 minuti
offsets | it | dt:2026-05-19T19:05 | tra 5 ore atterro
offsets | it | d:2026-03-19 | 2 mesi fa ho cambiato gestore del telefono
months-years | it | m:2026-06 | a giugno vado in vacanza
months-years | it | m:2026-07 | luglio ferie
months-years | it | m:2026-09 | a settembre iscrivo la bimba in piscina
months-years | it | m:2026-06 | il mese prossimo cambio lavoro
months-years | it | m:2026-04 | il mese scorso quanto ho speso di luce
months-years | it | m:2026-05 | spese di questo mese
months-years | it | y:2027 | l'anno prossimo andiamo in giappone
months-years | it | y:2025 | dove sono le tasse dell'anno scorso
months-years | it | y:2026 | quest'anno niente vacanze
months-years | it | m:2026-03 | mostrami le foto di marzo
months-years | it | m:2026-12 | a dicembre torno giù per le feste
months-years | it | m:2026-08 | ad agosto chiude tutto anche il medico
months-years | it | m:2026-10 | trasloco previsto per ottobre 2026
months-years | it | m:2027-02 | la rata del mutuo parte da febbraio 2027
months-years | it | m:2026-01 | a gennaio ho cambiato gestore della luce
months-years | it | y:2024 | le foto del 2024 spostale sul disco esterno
months-years | it | y:2028 | il mutuo finisce nel 2028
months-years | it | q:2026-Q3 | obiettivi del prossimo trimestre
months-years | it | q:2026-Q1 | fatturato del primo trimestre
months-years | it | m:2026-11 | a novembre ho l'esame della patente
months-years | it | m:2026-04 | dove sono le bollette di aprile?
months-years | it | p:2026-06-21T00:00..2026-06-22T00:00 | quest'estate andiamo in puglia
months-years | it | p:2025-12-21T00:00..2025-12-22T00:00 | l'inverno scorso abbiamo speso troppo di riscaldamento
months-years | it | p:2027-03-20T00:00..2027-03-21T00:00 | in primavera rifaccio il bagno
months-years | it | m:2027-06 | a giugno dell'anno prossimo si sposa mia sorella
months-years | it | m:2026-02 | a febbraio sono stato male tutto il mese
months-years | it | q:2026-Q4 | nell'ultimo trimestre dell'anno dobbiamo recuperare
months-years | it | m:2026-08 | a metà agosto siamo in montagna
months-years | it | m:2026-10 | a inizio ottobre c'è la fiera
months-years | it | m:2025-12 | lo scorso dicembre quanto abbiamo speso di regali
months-years | it | y:2027 | nel 2027 voglio cambiare casa
times-of-day | it | t:07:00 | sveglia alle 7
times-of-day | it | t:06:30 | metti la sveglia alle 6 e mezza
times-of-day | it | t:15:30 | alle 15:30 ho il parrucchiere
times-of-day | it | t:20:00 | cena alle 8 da noi ok?
times-of-day | it | t:19:00 | ci vediamo alle 7 per l'aperitivo
times-of-day | it | t:13:00 | pranzo all'una
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera esco con gli amici
times-of-day | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina chiama l'idraulico
times-of-day | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio sono in ufficio se serve
times-of-day | it | p:2026-05-20T12:00..2026-05-20T18:00 | domani pomeriggio porto la nonna a fare la visita
times-of-day | it | p:2026-05-18T18:00..2026-05-19T00:00 | chi mi ha chiamato ieri sera
times-of-day | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte devo finire la relazione
times-of-day | it | dt:2026-05-19T21:00 | stasera alle 9 c'è la partita
times-of-day | it | t:12:00 | a mezzodì si mangia
times-of-day | it | t:00:00 | ricordamelo a mezzanotte
times-of-day | it | t:17:45 | alle 17.45 esco dal lavoro
times-of-day | it | t:09:15 | alle 9 e un quarto
times-of-day | it | t:10:40 | appuntamento h 10.40
times-of-day | it | t:21:00 | alle 21 chiudi il gas
times-of-day | it | dt:2026-05-23T10:00 | sabato mattina alle 10 ho il corso di ceramica
times-of-day | it | p:2026-05-23T06:00..2026-05-23T12:00 | sabato mattina spesa grossa
times-of-day | it | p:2026-05-22T18:00..2026-05-23T00:00 | venerdì sera pizza?
times-of-day | it | t:14:00 | alle due del pomeriggio
times-of-day | it | t:23:00 | alle 11 di sera chiudi le finestre
times-of-day | it | t:05:00 | sveglia alle 5 che ho il volo
times-of-day | it | p:2026-05-20T12:00..2026-05-20T14:00 | domani all'ora di pranzo ti chiamo
times-of-day | it | t:08:30 | la bimba entra a scuola alle otto e mezza
times-of-day | it | dt:2026-05-19T18:00 | oggi alle 18 fisioterapia
times-of-day | it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera vieni a cena da noi
times-of-day | it | t:07:45 | sveglia 7:45
times-of-day | it | p:2026-05-19T18:00..2026-05-20T00:00 | in serata ti mando il file
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | questo weekend che si fa
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | ci sei il fine settimana?
windows | it | w:2026-05-25 | la settimana prossima
windows | it | w:2026-05-11 | cosa ho fatto la settimana scorsa in palestra
windows | it | w:2026-05-18 | appuntamenti di questa settimana
windows | it | r:2026-06-03..2026-06-07 | dal 3 al 7 giugno sono a londra
windows | it | r:2026-07-13..2026-07-17 | ferie dal 13 al 17 luglio
windows | it | r:2026-05-19..2026-05-22 | fino a venerdì sono a roma
windows | it | r:2026-05-20T09:00..2026-05-20T11:00 | domani dalle 9 alle 11 sono impegnato
windows | it | r:2026-05-21T14:00..2026-05-21T16:00 | giovedì tra le 14 e le 16 passa il corriere
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | quanto ho speso negli ultimi 7 giorni
windows | it | p:2026-04-19T00:00..2026-04-20T00:00 | mail degli ultimi 30 giorni dalla banca
windows | it | r:2026-05-01..2026-05-19 | spese dal primo maggio a oggi
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | meteo prossimi 3 giorni
windows | it | r:2026-05-19..2026-05-31 | entro fine mese devo pagare il condominio
windows | it | r:2026-05-25..2026-05-27 | da lunedì a mercoledì sono in trasferta
windows | it | r:2026-06-10..2026-06-20 | tra il 10 e il 20 giugno arriva la cucina
windows | it | r:2026-05-19T15:00..2026-05-19T17:00 | oggi dalle 15 alle 17 non mi disturbare
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | le foto dello scorso weekend
windows | it | r:2026-07-01..2026-07-07 | la prima settimana di luglio siamo al lago
windows | it | r:2026-06-16..2026-06-30 | nella seconda metà di giugno ho gli esami
windows | it | r:2026-06-28..2026-07-05 | dal 28 giugno al 5 luglio in croazia
windows | it | r:2026-05-19..2026-05-30 | sono via fino al 30
windows | it | w:2026-05-25 | settimana prox sono a milano
windows | it | p:2026-05-21T00:00..2026-05-22T00:00 | a fine settimana ti faccio sapere
windows | it | r:2026-05-25T09:00..2026-05-25T13:00 | lunedì sono in ufficio dalle 9 alle 13
windows | it | r:2026-05-19..2026-05-24 | da oggi a domenica niente dolci
windows | it | r:2026-06-01..2026-09-30 | la piscina scoperta è aperta da giugno a settembre
windows | it | r:2026-08-20..2026-08-27 | dal 20 al 27 agosto in salento
windows | it | r:2026-05-19T20:00..2026-05-19T21:00 | stasera tra le 8 e le 9 ti chiamo
windows | it | p:2026-05-15T00:00..2026-05-16T00:00 | mail arrivate dal 15 maggio
holidays | it | d:2026-12-25 | natale da mia madre quest'anno
holidays | it | d:2026-12-24 | la vigilia di natale cena da noi
holidays | it | d:2026-12-26 | a santo stefano andiamo dai nonni
holidays | it | d:2026-12-31 | festa di san silvestro a casa di luca
holidays | it | d:2027-01-01 | a capodanno sono di turno in ospedale
holidays | it | d:2027-01-06 | per la befana torniamo da roccaraso
holidays | it | d:2026-08-15 | ferragosto al mare
holidays | it | d:2026-06-02 | per la festa della repubblica che si fa?
holidays | it | d:2026-11-01 | a ognissanti andiamo al cimitero dal nonno
holidays | it | d:2026-12-08 | all'immacolata facciamo l'albero
holidays | it | d:2027-03-28 | pasqua dai miei
holidays | it | d:2027-03-29 | a pasquetta grigliata in campagna?
holidays | it | d:2026-04-05 | a pasqua siamo stati a matera
holidays | it | d:2026-04-06 | pasquetta ha piovuto tutto il giorno
holidays | it | d:2026-04-25 | per la liberazione siamo andati in montagna
holidays | it | d:2026-05-01 | il primo maggio sono andato al concertone
holidays | it | d:2026-06-24 | a san giovanni a firenze ci sono i fochi
holidays | it | d:2026-06-29 | santi pietro e paolo a roma è festa o no?
holidays | it | d:2026-09-19 | per san gennaro scendo a napoli
holidays | it | d:2026-12-07 | sant'ambrogio l'ufficio è chiuso?
holidays | it | d:2027-02-05 | per sant'agata torno a catania
holidays | it | d:2026-10-04 | a san petronio gli uffici del comune sono chiusi
holidays | it | d:2026-10-31 | halloween festa dei bimbi in oratorio
holidays | it | d:2027-02-14 | prenota da qualche parte per san valentino
holidays | it | d:2026-05-10 | cosa ho regalato a mamma per la festa della mamma
holidays | it | d:2027-02-09 | martedì grasso festa in maschera all'asilo
holidays | it | d:2027-03-08 | per la festa della donna prenota una pizzeria con le ragazze
holidays | it | d:2026-11-02 | il giorno dei morti vado in sicilia dai parenti
holidays | it | d:2026-08-10 | la notte di san lorenzo andiamo a vedere le stelle cadenti
holidays | it | d:2026-12-13 | per santa lucia i regali ai bimbi li nascondiamo in cantina
holidays | it | r:2026-05-30..2026-06-02 | ponte del 2 giugno andiamo al lago
durations | it | dur:PT10M | timer 10 minuti
durations | it | dur:PT1H30M | ci vuole un ora e mezza di macchina
durations | it | dur:PT25M | metti un timer di 25 min
durations | it | dur:PT45M | la lezione dura 45 minuti
durations | it | dur:P3D | sto via per tre giorni
durations | it | dur:PT2H | parcheggio per 2 ore
durations | it | dur:PT30S | conta 30 secondi
durations | it | dur:PT15M | 15 min di pausa e poi riprendiamo
durations | it | dur:P2W | due settimane di ferie
durations | it | dur:P1M | abbonamento di un mese in palestra quanto costa
durations | it | dur:PT3H | il film dura 3 ore?? troppo
durations | it | dur:PT8M | cuoci la pasta 8 minuti
durations | it | dur:PT1H | ci metto un'oretta
durations | it | dur:PT20M | sono 20 minuti a piedi
durations | it | dur:P5D | prenota l'hotel a rimini per 5 notti
durations | it | dur:PT2H30M | 2 ore e mezza di treno
durations | it | dur:PT1H15M | la riunione è durata un'ora e un quarto
durations | it | dur:PT90M | timer 90 minuti
durations | it | dur:P1Y | contratto di un anno
durations | it | dur:P6M | sei mesi di prova
durations | it | dur:PT40M | forno a 180 per 40 minuti
durations | it | dur:PT5M | dammi 5 minuti
durations | it | dur:P10D | 10 giorni di antibiotico
durations | it | dur:PT12H | digiuno di 12 ore prima delle analisi
durations | it | dur:PT4H | turno di 4 ore
durations | it | dur:P1W | una settimana di malattia
durations | it | dur:PT1M | timer un minuto
durations | it | dur:PT9M | uova sode 9 minuti
durations | it | dur:PT1H | 1h di corsa stamattina
durations | it | dur:PT35M | il treno ha 35 min di ritardo
durations | it | dur:P15D | mi servono una quindicina di giorni per finire
numbers | it | n:4 | tavolo per 4
numbers | it | n:3 | compra 3 litri di latte
numbers | it | n:12 | una dozzina di uova
numbers | it | n:2 | prendi 2 biglietti per il concerto
numbers | it | n:5 | lascia 5 stelle alla pizzeria
numbers | it | nr:50..80 | cerca una bici usata tra 50 e 80 euro
numbers | it | nr:60..80 | appartamento in affitto da 60 a 80 mq
numbers | it | n:150 | budget 150 euro per il regalo
numbers | it | n:10 | stampa dieci copie
numbers | it | n:1000 | mi servono mille volantini
numbers | it | n:2.5 | 2,5 kg di farina
numbers | it | n:7 | siamo in sette
numbers | it | n:25 | ordina 25 buste imbottite
numbers | it | n:3 | mi servono tre sedie in più
numbers | it | n:40 | invita 40 persone alla festa
numbers | it | nr:3..4 | vengono 3 o 4 amici
numbers | it | n:500 | 500 g di pasta
numbers | it | nr:100..200 | hotel tra 100 e 200 euro a notte
numbers | it | n:6 | mezza dozzina di cornetti
numbers | it | n:1.5 | un litro e mezzo d'acqua
numbers | it | n:20 | una ventina di invitati
numbers | it | n:15 | quindici euro a testa
numbers | it | n:2000 | duemila euro di budget per la cucina
numbers | it | n:8 | taglia la torta in 8 fette
numbers | it | nr:10..15 | un vino dai 10 ai 15 euro
numbers | it | n:100 | un centinaio di foto da stampare
numbers | it | n:36 | ordina 36 bottiglie di acqua
numbers | it | n:0.5 | mezzo chilo di pane
numbers | it | nr:18..25 | il termostato tienilo tra 18 e 25 gradi
numbers | it | n:30 | una trentina di persone
numbers | it | n:1200 | l'affitto è 1.200 euro
no-date | it | none | ciao come stai
no-date | it | none | mandami l'indirizzo via xx settembre 12 roma
no-date | it | none | ho 34 anni e mi sento vecchio
no-date | it | none | il libro cent'anni di solitudine ce l'hai?
no-date | it | none | ordine n. 10452 non ancora arrivato
no-date | it | none | la partita è finita 2-1
no-date | it | none | voto 8/10 il ristorante
no-date | it | none | bologna centrale binario 5
no-date | it | none | guarda se su netflix c'è sette anni in tibet
no-date | it | none | chiama la pizzeria da gennaro
no-date | it | none | aggiungi pomodori basilico e mozzarella alla lista della spesa
no-date | it | none | quanto fa 15 per 12
no-date | it | none | il mio numero è 347 123 4567
no-date | it | none | metti su un po' di musica
no-date | it | none | spegni le luci in sala
no-date | it | none | chi ha scritto i promessi sposi
no-date | it | none | il cap di milano centro è 20121?
no-date | it | none | aggiorna l'app alla versione 2.3.1
no-date | it | none | che bello il mare
no-date | it | none | fammi vedere la ricetta della carbonara
no-date | it | none | messaggio a mamma: arrivo
no-date | it | none | la pasta di gragnano è la migliore
no-date | it | none | come si chiama l'attore di la vita è bella
no-date | it | none | grazie mille
no-date | it | none | scrivi a martina che va bene
no-date | it | none | alza il volume a 20
no-date | it | none | metti radio 105
no-date | it | none | chiama il 118
no-date | it | none | ho preso 28 all'esame di analisi
no-date | it | none | manda un messaggio a domenico
no-date | it | none | la mia squadra ha perso 3 a 0
no-date | it | none | quanti abitanti ha bari
no-date | it | none | il 730 precompilato dove lo trovo
no-date | it | none | buonanotte a tutti
`;
