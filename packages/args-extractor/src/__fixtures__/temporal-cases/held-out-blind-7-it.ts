/**
 * The seventh blind held-out set for issue 21, Italian only: its author read only the README's conventions (the
 * "Dates, times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case format
 * (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never
 * the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set
 * or the other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before
 * committing them (only the well-formedness test).
 * Unlike the earlier sets, written as requests to an assistant, it was written from a catalogue of the constructs
 * Italian uses for time reference, category by category, with a few sentences per construct in varied registers (a
 * request, a chat line, a mail or notice line, a news line, a note to self): dates written every way ("il 1° luglio",
 * "il ventitré luglio", "12.10.2026", "26-06-2026", "3/7", "28 mag.", "il 3 del mese prossimo", "il giorno 5 p.v.",
 * "lunedì 25 c.m.", nth weekdays "il secondo lunedì di ottobre", "l'ultima domenica di ottobre"); relative days
 * including regional and colloquial ones ("ieri l'altro", "domani l'altro", "posdomani", "avantieri", "stamani",
 * "stanotte" looking forward and back); weekdays ("giovedì a otto", "oggi a otto", "tra due venerdì", "non questo sabato
 * ma quello dopo", "lunedì della settimana dopo la prossima"); offsets from the clock, business days included; months,
 * years, quarters, semesters, decades ("gli anni '90"), "a metà marzo", "inizio anno prossimo", seasons; times of day
 * ("le tre meno un quarto", "le undici meno dieci", "h 15", "ore 15.30", "18h30", "all'una di notte", meal hours);
 * windows ("dalle 3 alle 5 del pomeriggio", "da lunedì a mercoledì", "entro il 5", "negli ultimi 10 giorni", "da
 * martedì scorso", "fino a fine settimana prossima", "la seconda metà di giugno"); holidays national, religious
 * (Easter 2026 on 5 April and 2027 on 28 March, and the feasts hung on it) and local patron saints (Sant'Ambrogio, San
 * Giovanni, Santi Pietro e Paolo, San Gennaro, Santa Rosalia, San Petronio, Sant'Agata, the Redentore), "ponte",
 * "Ferragosto", shifts from a holiday ("tre giorni prima di Natale"); durations ("una quindicina di giorni", "tre quarti
 * d'ora", "un'oretta", "per tre notti"); counts and ranges with Italian number formats ("1.200", "2,5", "una dozzina");
 * and no-date lines (about 10%) with the traps Italian text holds (streets and squares named after dates, "Domenica
 * In", "il Venerdì di Repubblica", "Il Sole 24 Ore", people called Natale or Pasquale, scores, ratings, versions).
 * Expected values are what a careful reader means at the expression's grain, per the README's conventions (weeks from
 * Monday, a bare weekday the next one after today, "venerdì prossimo" next week's, "martedì scorso" on a Tuesday the
 * one a week ago, the tense of the request for recurring dates, parts of the day, astronomical seasons, "entro X" its
 * inclusive end in a date field, "inizio anno prossimo" and "a fine anno" the year, nights of a stay as days, numeric
 * dates d/m); a loose or rolling window ("a metà marzo", "negli ultimi 10 giorni", "da martedì scorso") is a `p:` span
 * its start must fall in, a ponte the days it bridges. Constructs the format cannot express (recurrences) are left out.
 * Every weekday, nth weekday, Easter-dependent feast and offset was checked with JavaScript `Date` and `Intl`, not with
 * this package. An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the
 * lead's. Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026,
 * 14:05, Europe/Rome).
 */
export const heldOutBlind7It = `
absolute-dates | it | d:2026-06-03 | Mi segni l'appuntamento dal commercialista il 3 giugno?
absolute-dates | it | d:2026-06-12 | dentista 12/06
absolute-dates | it | d:2026-07-01 | Il contratto decorre dal 1° luglio.
absolute-dates | it | d:2026-07-01 | ricordami di pagare l'affitto il primo luglio
absolute-dates | it | d:2026-07-23 | La cerimonia si terrà il ventitré luglio nella chiesa di San Lorenzo.
absolute-dates | it | d:2026-06-08 | Oggetto: riunione di condominio lunedì 8 giugno
absolute-dates | it | d:2026-06-12 | Quando: venerdì 12 giugno 2026, ore 18:00 – Sala consiliare
absolute-dates | it | d:2026-06-03 | ci vediamo il 3 del mese prossimo
absolute-dates | it | d:2026-06-15 | la bolletta scade il 15 del mese prossimo
absolute-dates | it | d:2026-05-20 | il 20 ho il colloquio, segnalo
absolute-dates | it | d:2026-05-25 | Il pacco arriva il giorno 25, tienimi libera la mattina.
absolute-dates | it | d:2026-06-10 | Il 10 passa il tecnico della caldaia.
absolute-dates | it | d:2026-04-30 | Che mail ho ricevuto il 30 aprile scorso dalla banca?
absolute-dates | it | d:2026-03-04 | Trova le foto che ho fatto il 4 marzo.
absolute-dates | it | d:2027-01-05 | Il volo di ritorno è il 5 gennaio 2027.
absolute-dates | it | d:2026-09-02 | Inizio corso: 2 settembre '26
absolute-dates | it | d:2026-05-28 | consegna prevista 28 mag.
absolute-dates | it | d:2026-10-12 | Scadenza iscrizioni 12.10.2026
absolute-dates | it | d:2026-06-26 | Data dell'esame: 26-06-2026
absolute-dates | it | d:2026-07-03 | prenota il ristorante per il 3/7
absolute-dates | it | d:2026-12-31 | il 31 dicembre chiude l'ufficio anagrafe
absolute-dates | it | d:2026-10-12 | Il secondo lunedì di ottobre c'è il consiglio d'istituto.
absolute-dates | it | d:2026-06-05 | La festa di fine anno della scuola è il primo venerdì di giugno.
absolute-dates | it | d:2026-07-31 | Segna l'inventario per l'ultimo venerdì di luglio.
absolute-dates | it | d:2026-09-30 | L'ultimo giorno di settembre scade la garanzia dell'auto.
absolute-dates | it | d:2026-06-06 | Il primo sabato del mese prossimo facciamo la grigliata da Luca.
absolute-dates | it | d:2026-09-20 | La sagra è la terza domenica di settembre, come ogni anno.
absolute-dates | it | d:2026-10-25 | L'ultima domenica di ottobre torna l'ora solare.
absolute-dates | it | d:2026-08-04 | Il 4 agosto parto per la Puglia.
absolute-dates | it | d:2026-11-17 | martedì 17 novembre alle ore 10, presso l'aula magna, si discuterà la tesi
absolute-dates | it | d:2026-06-22 | ci vediamo lunedì ventidue giugno
absolute-dates | it | d:2026-05-31 | Il 31 maggio c'è la maratona, strade chiuse in centro.
absolute-dates | it | d:2026-05-25 | Si comunica che lunedì 25 c.m. gli sportelli resteranno chiusi.
absolute-dates | it | d:2026-06-05 | La consegna è fissata per il giorno 5 p.v.
absolute-dates | it | d:2026-06-12 | Il pagamento è stato disposto in data 12/06/2026.
absolute-dates | it | d:2026-06-03 | il 3 giugno prossimo c'è la prima comunione di Sofia
relative-days | it | d:2026-05-19 | Che appuntamenti ho oggi?
relative-days | it | d:2026-05-20 | domani ricordami di chiamare la nonna
relative-days | it | d:2026-05-21 | Dopodomani arriva il corriere.
relative-days | it | d:2026-05-18 | Ieri ho speso 40 euro al supermercato, segnali.
relative-days | it | d:2026-05-17 | l'altro ieri mi è arrivata una raccomandata, trovala
relative-days | it | d:2026-05-17 | Ieri l'altro Marco mi ha scritto per il preventivo.
relative-days | it | d:2026-05-21 | domani l'altro passo in banca
relative-days | it | d:2026-05-21 | Posdomani è il compleanno di Giulia.
relative-days | it | d:2026-05-17 | Avantieri ho lasciato l'ombrello in ufficio.
relative-days | it | d:2026-05-19 | Te lo mando in giornata.
relative-days | it | d:2026-05-19 | entro oggi devo spedire il modulo
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | Stamattina ho dimenticato di prendere la pillola.
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | Stamani ha chiamato l'idraulico, che voleva?
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | Il corteo è partito stamane da piazza Dante.
relative-days | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio sono fuori, sposta la call
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | Stasera pizza da Gino?
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | Ti faccio sapere in serata.
relative-days | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte c'è lo sciopero dei treni, controlla
relative-days | it | p:2026-05-18T22:00..2026-05-19T06:00 | Stanotte non ho chiuso occhio per il caldo.
relative-days | it | p:2026-05-18T22:00..2026-05-19T06:00 | Ieri notte hanno rubato due motorini in via Roma.
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | ieri sera chi ha vinto la partita?
relative-days | it | p:2026-05-18T12:00..2026-05-18T18:00 | Ieri pomeriggio ho mandato il curriculum, controlla se hanno risposto.
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | Domattina devo essere in ospedale per le analisi.
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | Ti richiamo domani in mattinata.
relative-days | it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera cinema?
relative-days | it | p:2026-05-21T06:00..2026-05-21T12:00 | dopodomani mattina ho la visita dall'oculista
relative-days | it | p:2026-05-20T12:00..2026-05-20T18:00 | Domani nel pomeriggio passo a ritirare le chiavi.
relative-days | it | d:2026-05-20 | Domani è il compleanno di mia sorella, ricordamelo.
relative-days | it | d:2026-05-18 | Il Consiglio dei ministri ha approvato ieri il decreto.
relative-days | it | d:2026-05-20 | Per domani, niente: rimandiamo tutto.
relative-days | it | p:2026-05-17T18:00..2026-05-18T00:00 | L'altro ieri sera ho visto un film bellissimo, come si chiamava?
weekdays | it | d:2026-05-25 | Lunedì chiamo il medico.
weekdays | it | d:2026-05-20 | mercoledì palestra
weekdays | it | d:2026-05-23 | sabato si va al mare?
weekdays | it | d:2026-05-24 | Domenica pranzo dai suoceri.
weekdays | it | d:2026-05-22 | Ricordami venerdì di rinnovare l'abbonamento.
weekdays | it | d:2026-05-28 | Giovedì prossimo c'è la riunione con i fornitori.
weekdays | it | d:2026-05-29 | venerdì prossimo cena di classe
weekdays | it | d:2026-05-21 | Questo giovedì non posso, facciamo un'altra volta.
weekdays | it | d:2026-05-21 | giovedì di questa settimana ho il dentista
weekdays | it | d:2026-05-28 | Giovedì della settimana prossima vado a Milano.
weekdays | it | d:2026-05-25 | Lunedì della prossima settimana inizio il nuovo lavoro.
weekdays | it | d:2026-05-28 | Ci rivediamo giovedì a otto.
weekdays | it | d:2026-05-26 | oggi a otto c'è l'udienza
weekdays | it | d:2026-05-27 | Domani a otto scade il bando.
weekdays | it | d:2026-05-30 | Sabato a otto c'è il matrimonio di Paolo.
weekdays | it | d:2026-05-29 | Tra due venerdì consegno la tesi.
weekdays | it | d:2026-05-30 | Non questo sabato ma quello dopo andiamo a Verona.
weekdays | it | d:2026-05-15 | Venerdì scorso ho pagato il bollo, trova la ricevuta.
weekdays | it | d:2026-05-12 | Martedì scorso chi mi ha scritto?
weekdays | it | d:2026-05-18 | Lunedì ho chiamato l'assicurazione ma nessuno ha risposto.
weekdays | it | d:2026-05-16 | sabato scorso la festa com'è andata? ritrova le foto
weekdays | it | d:2026-05-26 | Martedì prossimo porto la macchina dal meccanico.
weekdays | it | d:2026-05-26 | Martedì della settimana prossima ho l'esame di guida.
weekdays | it | d:2026-05-23 | Sabato 23 si balla al circolo!
weekdays | it | d:2026-05-20 | Merc. ore 9 riunione staff
weekdays | it | d:2026-05-22 | ven: consegna bozze
weekdays | it | p:2026-05-24T06:00..2026-05-24T12:00 | Domenica mattina si va a correre al parco.
weekdays | it | p:2026-05-20T12:00..2026-05-20T18:00 | Mercoledì pomeriggio sono libera, se vuoi.
weekdays | it | p:2026-05-22T18:00..2026-05-23T00:00 | Venerdì sera andiamo al concerto.
weekdays | it | dt:2026-05-21T09:00 | Giovedì alle 9 ho il colloquio.
weekdays | it | dt:2026-05-22T18:30 | venerdì alle 18.30 aperitivo in piazza
weekdays | it | d:2026-05-25 | Il negozio riapre lunedì.
weekdays | it | d:2026-05-17 | Domenica si è votato in tre comuni della provincia.
weekdays | it | d:2026-05-20 | Due giorni prima di venerdì devo mandare i documenti al notaio.
weekdays | it | d:2026-06-01 | Lunedì della settimana dopo la prossima ho le ferie.
offsets | it | dt:2026-05-19T15:05 | Ricordami fra un'ora di togliere il bucato.
offsets | it | dt:2026-05-19T14:35 | tra mezz'ora chiamami
offsets | it | dt:2026-05-19T14:25 | Tra 20 minuti esco, ricordami l'ombrello.
offsets | it | dt:2026-05-19T14:20 | fra un quarto d'ora spegni il forno
offsets | it | dt:2026-05-19T15:35 | Tra un'ora e mezza c'è la call con Londra.
offsets | it | dt:2026-05-19T11:05 | Tre ore fa ho mandato il bonifico, è arrivato?
offsets | it | dt:2026-05-19T12:05 | Chi mi ha chiamato due ore fa?
offsets | it | d:2026-05-21 | Fra due giorni parto.
offsets | it | d:2026-05-22 | tra 3 giorni scade la carta d'identità
offsets | it | d:2026-05-26 | Tra una settimana ho l'esame.
offsets | it | d:2026-05-26 | Una settimana da oggi torna mia madre.
offsets | it | d:2026-06-02 | Ci sentiamo fra un paio di settimane.
offsets | it | d:2026-06-09 | Tra tre settimane si sposa mia cugina.
offsets | it | d:2026-06-19 | fra un mese rinnovo il contratto
offsets | it | d:2026-11-19 | Tra sei mesi scade il mutuo a tasso fisso.
offsets | it | d:2027-05-19 | Tra un anno esatto ci rivediamo qui.
offsets | it | d:2025-05-19 | Un anno fa ho comprato questa macchina.
offsets | it | d:2026-05-05 | Due settimane fa ho ordinato le scarpe, non sono ancora arrivate.
offsets | it | d:2026-05-16 | tre giorni fa ho prestato il trapano a Franco
offsets | it | d:2026-05-12 | Una settimana fa è stato inaugurato il nuovo ponte.
offsets | it | d:2026-05-09 | Dieci giorni fa è arrivata la fattura.
offsets | it | d:2026-05-22 | Il rimborso arriverà tra 3 giorni lavorativi.
offsets | it | d:2026-05-26 | tra cinque giorni lavorativi ti consegnano il divano
offsets | it | d:2026-04-19 | Un mese fa ho disdetto la palestra, controlla l'addebito.
offsets | it | d:2026-05-22 | fra tre giorni da oggi
offsets | it | dt:2026-05-19T16:05 | Tra due ore passa il corriere.
offsets | it | dt:2026-05-19T13:35 | Mezz'ora fa ho ricevuto un SMS strano, trovalo.
offsets | it | d:2026-05-23 | Fra quattro giorni inizia il torneo.
offsets | it | dt:2026-05-19T16:05 | fra un paio d'ore ti richiamo
months-years | it | m:2026-09 | A settembre cambio casa.
months-years | it | m:2026-06 | Il mese prossimo vado in Spagna.
months-years | it | m:2026-04 | Quanto ho speso il mese scorso?
months-years | it | m:2026-03 | Lo scorso marzo abbiamo rifatto il tetto.
months-years | it | m:2027-03 | A marzo prendo la patente.
months-years | it | m:2026-08 | In agosto l'ufficio è chiuso.
months-years | it | m:2026-11 | ci sentiamo a novembre
months-years | it | m:2026-02 | Mostrami le spese di febbraio.
months-years | it | m:2026-10 | Ottobre 2026: inizio lavori.
months-years | it | m:2026-07 | luglio prossimo in montagna
months-years | it | y:2027 | L'anno prossimo mi iscrivo all'università.
months-years | it | y:2025 | Quante tasse ho pagato l'anno scorso?
months-years | it | y:2028 | Le Olimpiadi si terranno nel 2028 a Los Angeles.
months-years | it | y:2027 | Inizio anno prossimo cambiamo fornitore.
months-years | it | y:2026 | A fine anno faccio il bilancio.
months-years | it | q:2026-Q3 | Nel terzo trimestre le vendite dovrebbero risalire.
months-years | it | q:2026-Q2 | Chiudiamo i conti a fine trimestre.
months-years | it | q:2027-Q1 | Il nuovo modello arriva nel primo trimestre 2027.
months-years | it | r:2027-07-01..2027-12-31 | L'apertura è prevista nel secondo semestre 2027.
months-years | it | r:2026-01-01..2026-06-30 | Fatturato del primo semestre?
months-years | it | r:1990-01-01..1999-12-31 | Fammi una playlist di canzoni degli anni '90.
months-years | it | r:1980-01-01..1989-12-31 | Negli anni Ottanta Milano era un'altra città.
months-years | it | p:2027-03-10T00:00..2027-03-21T00:00 | A metà marzo ho l'esame di Stato.
months-years | it | p:2026-06-01T00:00..2026-06-11T00:00 | a inizio giugno parto
months-years | it | p:2026-07-21T00:00..2026-08-01T00:00 | Verso fine luglio si va in ferie.
months-years | it | p:2026-06-21T00:00..2026-06-22T00:00 | Quest'estate andiamo in Sardegna.
months-years | it | p:2026-12-21T00:00..2026-12-22T00:00 | Il cantiere riprenderà il prossimo inverno.
months-years | it | m:2026-01 | Ritrova le ricevute di gennaio di quest'anno.
months-years | it | y:2026 | quest'anno le ferie le prendo a settembre o no?
months-years | it | m:2026-05 | Questo mese ho già superato il budget della spesa?
times-of-day | it | t:12:00 | Ci vediamo verso mezzogiorno.
times-of-day | it | t:00:00 | La festa finisce a mezzanotte.
times-of-day | it | t:15:00 | h 15 riunione
times-of-day | it | t:15:30 | Consegna ore 15.30
times-of-day | it | t:20:00 | Passo da te alle 8 di sera.
times-of-day | it | t:08:00 | Sveglia alle 8 di mattina.
times-of-day | it | t:19:15 | alle sette e un quarto di sera ti vengo a prendere
times-of-day | it | t:14:45 | Nel pomeriggio, alle tre meno un quarto, c'è la maestra.
times-of-day | it | t:18:20 | Il treno arriva alle sei e venti di sera.
times-of-day | it | t:10:50 | Ci troviamo alle undici meno dieci davanti al bar.
times-of-day | it | t:21:00 | Il film inizia alle 21.
times-of-day | it | t:17:45 | Apertura cancelli 17:45
times-of-day | it | t:16:00 | verso le 4 del pomeriggio
times-of-day | it | t:09:00 | Alle 9 in punto, mi raccomando.
times-of-day | it | t:01:00 | All'una di notte è partito l'allarme.
times-of-day | it | t:13:00 | Pranzo all'una?
times-of-day | it | t:20:30 | Cena alle otto e mezza.
times-of-day | it | t:10:40 | la lezione è alle 10 e 40
times-of-day | it | t:11:30 | Appuntamento alle 11 e mezza dal notaio.
times-of-day | it | t:12:30 | Alle dodici e trenta c'è la conferenza stampa.
times-of-day | it | t:23:00 | Il locale chiude alle undici di sera.
times-of-day | it | t:18:30 | Ritrovo alle 18h30 al campo.
times-of-day | it | t:19:00 | Aperitivo alle 7 al solito posto?
times-of-day | it | t:15:00 | Alle tre del pomeriggio c'è la partita.
times-of-day | it | t:05:30 | Sveglia alle cinque e mezza, il volo parte presto.
times-of-day | it | dt:2026-05-20T09:00 | Domani alle 9 chiama il dottore.
times-of-day | it | dt:2026-05-20T14:45 | domani alle tre meno un quarto del pomeriggio c'è il saggio di danza
times-of-day | it | dt:2026-05-19T18:00 | Oggi alle 18 c'è la riunione dei genitori.
times-of-day | it | dt:2026-05-21T07:45 | Dopodomani alle 7:45 passa il taxi.
times-of-day | it | p:2026-05-20T13:00..2026-05-20T15:00 | Domani nel primo pomeriggio vado in posta.
times-of-day | it | p:2026-05-20T16:00..2026-05-20T18:00 | Domani nel tardo pomeriggio sono a casa.
times-of-day | it | p:2026-05-20T12:00..2026-05-20T14:00 | Domani all'ora di pranzo ci vediamo al bar sotto l'ufficio.
times-of-day | it | p:2026-05-20T06:00..2026-05-20T09:00 | Domani di prima mattina parto per Bologna.
times-of-day | it | p:2026-05-22T19:00..2026-05-22T22:00 | Venerdì a cena da noi?
times-of-day | it | dt:2026-05-19T20:00 | Stasera alle 8 c'è la riunione di condominio.
times-of-day | it | dt:2026-05-23T10:00 | Sabato mattina alle 10 al mercato.
times-of-day | it | t:17:00 | Arrivo alle 17 circa.
times-of-day | it | t:12:15 | Il pranzo è servito alle dodici e un quarto.
windows | it | r:2026-05-25..2026-05-27 | Da lunedì a mercoledì sono a Roma per lavoro.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | Nel weekend cosa facciamo?
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | Questo fine settimana ho i bambini.
windows | it | p:2026-05-30T00:00..2026-06-01T00:00 | Il fine settimana del 30 maggio andiamo in montagna.
windows | it | p:2026-06-27T00:00..2026-06-29T00:00 | L'ultimo weekend di giugno c'è il festival.
windows | it | p:2026-05-09T00:00..2026-05-10T00:01 | Mostrami le mail degli ultimi 10 giorni.
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | Da martedì scorso la caldaia fa rumore.
windows | it | d:2026-05-31 | Sono in ferie fino a fine settimana prossima.
windows | it | d:2026-06-05 | Il modulo va consegnato entro il 5.
windows | it | d:2026-05-21 | entro giovedì mandami il preventivo
windows | it | d:2026-05-31 | Entro fine mese devo fare la dichiarazione.
windows | it | d:2026-12-31 | Entro fine anno finiamo il trasloco.
windows | it | d:2026-06-30 | Il report va consegnato entro fine trimestre.
windows | it | r:2026-05-19T15:00..2026-05-19T17:00 | Oggi dalle 3 alle 5 del pomeriggio sono in riunione.
windows | it | r:2026-05-20T09:00..2026-05-20T13:00 | Domani dalle 9 alle 13 manca l'acqua in tutto il quartiere.
windows | it | r:2026-05-19T18:00..2026-05-19T20:00 | Passa stasera tra le 18 e le 20.
windows | it | r:2026-06-10..2026-06-15 | Dal 10 al 15 giugno sono in Grecia.
windows | it | r:2026-08-03..2026-08-07 | Ferie dal 3 al 7 agosto, rispondi così a chi mi scrive.
windows | it | r:2026-05-20..2026-05-25 | Tra il 20 e il 25 ti mando la merce.
windows | it | r:2026-07-01..2026-07-10 | I primi dieci giorni di luglio il negozio è chiuso.
windows | it | r:2026-06-16..2026-06-30 | Nella seconda metà di giugno sono libero.
windows | it | r:2026-06-01..2026-06-15 | nella prima metà di giugno faccio il trasloco
windows | it | r:2026-05-25..2026-05-31 | Tutta la settimana prossima sono in smart working.
windows | it | r:2026-05-19..2026-05-31 | Da qui a fine mese non prendo impegni.
windows | it | r:2026-05-19..2026-05-22 | Fino a venerdì lavoro da casa.
windows | it | p:2026-05-19T00:00..2026-05-20T00:01 | Nei prossimi tre giorni che tempo fa a Napoli?
windows | it | p:2025-11-19T00:00..2025-11-20T00:01 | Quanto ho speso di benzina negli ultimi sei mesi?
windows | it | p:2026-01-01T00:00..2026-01-01T00:01 | Da inizio anno quante ore di straordinario ho fatto?
windows | it | w:2026-05-25 | La settimana prossima ho gli esami.
windows | it | w:2026-05-11 | La settimana scorsa chi mi ha mandato fatture?
windows | it | w:2026-05-18 | questa settimana non ce la faccio
windows | it | r:2026-07-01..2026-07-07 | La prima settimana di luglio vado al mare.
windows | it | p:2026-05-21T00:00..2026-05-23T00:00 | Verso fine settimana ti mando il preventivo.
windows | it | r:2026-06-01..2026-06-05 | Da lunedì primo giugno a venerdì 5 corso di formazione.
windows | it | p:2026-05-01T00:00..2026-05-01T00:01 | Dall'inizio del mese quanti chilometri ho fatto?
windows | it | r:2026-05-22..2026-05-24 | Da venerdì a domenica siamo al lago.
windows | it | r:2026-05-20T02:00..2026-05-20T03:00 | Stanotte tra le 2 e le 3 manca la corrente per lavori.
holidays | it | d:2026-12-25 | A Natale siamo dai miei.
holidays | it | d:2026-12-26 | Il giorno di Santo Stefano pranzo dagli zii.
holidays | it | d:2027-01-01 | Capodanno lo passiamo a Vienna.
holidays | it | d:2027-01-06 | Per la Befana torniamo a casa.
holidays | it | d:2027-01-06 | L'Epifania cade di mercoledì?
holidays | it | d:2026-08-15 | A Ferragosto grigliata in spiaggia.
holidays | it | d:2026-06-02 | La Festa della Repubblica quest'anno cade di martedì.
holidays | it | d:2026-11-01 | Ognissanti andiamo dai nonni.
holidays | it | d:2026-11-02 | Il giorno dei morti andiamo al cimitero.
holidays | it | d:2026-12-08 | All'Immacolata si fa l'albero.
holidays | it | d:2026-12-07 | A Milano il 7 dicembre, Sant'Ambrogio, le scuole sono chiuse.
holidays | it | d:2026-06-24 | A Firenze per San Giovanni ci sono i fuochi.
holidays | it | d:2026-06-29 | A Roma il giorno dei Santi Pietro e Paolo gli uffici comunali sono chiusi.
holidays | it | d:2026-09-19 | Per San Gennaro andiamo al Duomo a vedere il miracolo.
holidays | it | d:2026-07-15 | Il giorno di Santa Rosalia a Palermo è festa.
holidays | it | d:2026-10-04 | A Bologna San Petronio è festivo, il negozio è chiuso.
holidays | it | d:2026-12-13 | Santa Lucia porta i regali ai bambini di Verona.
holidays | it | d:2027-02-14 | A San Valentino prenota una cena romantica.
holidays | it | d:2027-03-28 | Pasqua la facciamo in montagna.
holidays | it | d:2026-04-05 | A Pasqua siamo stati a Napoli, trova le foto.
holidays | it | d:2027-03-29 | A Pasquetta gita fuori porta!
holidays | it | d:2027-03-29 | Il lunedì dell'Angelo i musei restano aperti.
holidays | it | d:2027-03-30 | Il giorno dopo Pasquetta riapre la scuola.
holidays | it | d:2027-02-09 | Martedì grasso sfilata dei carri.
holidays | it | d:2027-02-04 | a giovedì grasso facciamo le chiacchiere
holidays | it | d:2027-02-10 | Il mercoledì delle Ceneri c'è la messa alle 18.
holidays | it | d:2027-04-25 | Il 25 aprile c'è il corteo per la Liberazione.
holidays | it | d:2026-05-01 | Il primo maggio eravamo al concertone.
holidays | it | d:2026-12-24 | La Vigilia di Natale cenone dalla zia.
holidays | it | d:2026-12-31 | A San Silvestro andiamo in piazza.
holidays | it | d:2026-12-22 | Tre giorni prima di Natale chiude l'asilo.
holidays | it | d:2026-08-22 | una settimana dopo Ferragosto torno in città
holidays | it | d:2026-08-14 | Il giorno prima di Ferragosto parto per la Calabria.
holidays | it | d:2026-10-31 | Ad Halloween festa in maschera da Sara.
holidays | it | d:2026-05-24 | A Pentecoste c'è la cresima di mio nipote.
holidays | it | d:2027-03-19 | Per la festa del papà prendo una cravatta.
holidays | it | d:2027-05-09 | Per la festa della mamma prenota il ristorante.
holidays | it | d:2026-05-10 | Per la festa della mamma le abbiamo regalato dei fiori.
holidays | it | d:2026-11-11 | A San Martino si apre la botte.
holidays | it | d:2027-02-05 | A Catania per Sant'Agata la città si ferma.
holidays | it | d:2026-07-19 | La domenica del Redentore a Venezia si va in barca.
holidays | it | r:2026-05-30..2026-06-02 | Per il ponte del 2 giugno andiamo a Ischia.
holidays | it | r:2026-12-05..2026-12-08 | Il ponte dell'Immacolata lo facciamo a Vienna.
holidays | it | w:2026-08-10 | La settimana di Ferragosto il bar è chiuso.
holidays | it | d:2027-04-21 | Il Natale di Roma si festeggia al Circo Massimo.
holidays | it | d:2026-06-01 | Faccio il ponte lunedì primo giugno, così stiamo quattro giorni al mare.
durations | it | dur:PT30M | Metti un timer di mezz'ora.
durations | it | dur:PT1H30M | Il film dura un'ora e mezza.
durations | it | dur:PT15M | Ci vuole un quarto d'ora a piedi.
durations | it | dur:PT45M | La lezione dura tre quarti d'ora.
durations | it | dur:PT1H15M | Il viaggio in treno è un'ora e un quarto.
durations | it | dur:PT2H30M | Parcheggio per due ore e mezza.
durations | it | dur:P15D | Starò via una quindicina di giorni.
durations | it | dur:P10D | ci vorrà una decina di giorni
durations | it | dur:P3D | Prenota l'albergo per tre notti.
durations | it | dur:P3D | Il convegno dura tre giorni.
durations | it | dur:P1W | L'auto resta in officina per una settimana.
durations | it | dur:P2W | Mi serve la sala per due settimane.
durations | it | dur:P1M | Il periodo di prova è di un mese.
durations | it | dur:P1Y6M | il corso dura un anno e mezzo
durations | it | dur:PT45M | Cuocere in forno per 45 minuti.
durations | it | dur:PT1H | È un'oretta di macchina.
durations | it | dur:PT2H | La riunione è durata un paio d'ore.
durations | it | dur:PT20M | Lascia riposare l'impasto una ventina di minuti.
durations | it | dur:PT10S | timer 10 secondi
durations | it | dur:PT1H30M | Allenamento 1h30
durations | it | dur:PT1H30M | Durata: 90 min
durations | it | dur:P6M | Il contratto è a tempo determinato per sei mesi.
durations | it | dur:PT8H | Ho dormito otto ore.
durations | it | dur:PT3M | Fai bollire l'uovo per tre minuti.
numbers | it | n:12 | Compra una dozzina di uova.
numbers | it | n:6 | Prenota un tavolo per sei persone.
numbers | it | n:25 | Stampa 25 copie del volantino.
numbers | it | n:30 | ordina trenta bottiglie di prosecco
numbers | it | n:1200 | Mi servono 1.200 volantini per la campagna.
numbers | it | n:2.5 | Aggiungi 2,5 litri di acqua.
numbers | it | n:150 | Invita centocinquanta persone al matrimonio.
numbers | it | n:2 | Compra un paio di pile stilo.
numbers | it | n:20 | Mostrami i primi venti risultati.
numbers | it | nr:4..6 | Cerco un appartamento per 4-6 persone.
numbers | it | nr:10..15 | Ci saranno tra 10 e 15 partecipanti.
numbers | it | nr:20..30 | Servono dai 20 ai 30 posti a sedere.
numbers | it | n:3 | Tre biglietti per il concerto, per favore.
numbers | it | n:6 | Ne voglio mezza dozzina.
numbers | it | n:2000 | Il budget è di duemila euro.
no-date | it | none | Abito in via XX Settembre 12.
no-date | it | none | Ho letto l'articolo sul Secolo XIX.
no-date | it | none | Il negozio è in piazza Cinque Giornate.
no-date | it | none | Hai visto Domenica In?
no-date | it | none | Compra il Venerdì di Repubblica.
no-date | it | none | Ho 34 anni e faccio l'infermiera.
no-date | it | none | La partita è finita 2 a 1.
no-date | it | none | Leggi da pagina 12 a pagina 20.
no-date | it | none | Manda un messaggio a Marzia.
no-date | it | none | Ho un appuntamento con Gennaro, trovami il suo numero.
no-date | it | none | Il Sole 24 Ore ha pubblicato la classifica delle città.
no-date | it | none | Ho dato 7/10 al ristorante.
no-date | it | none | Aggiorna l'app alla versione 3.12.
no-date | it | none | Il mio ordine è il numero 2026-0519.
no-date | it | none | Chiama Natale, l'elettricista.
no-date | it | none | Metti in playlist "Il sabato del villaggio" letto da Gassman.
no-date | it | none | Quanto costa un biglietto per Napoli?
no-date | it | none | Non ho mai tempo per niente.
no-date | it | none | Qual è la capitale dell'Australia?
no-date | it | none | Ogni tanto penso di cambiare lavoro.
no-date | it | none | Il treno Frecciarossa 9512 è in ritardo?
no-date | it | none | Scrivi a Domenico e Pasquale che il pacco è pronto.
no-date | it | none | La pizzeria Quattro Stagioni è in corso Garibaldi.
no-date | it | none | Apri il file bilancio_v2 e controlla la colonna F.
no-date | it | none | Ascoltiamo "Sabato pomeriggio" di Claudio Baglioni.
no-date | it | none | Quante calorie ha un piatto di pasta?
no-date | it | none | Il capitolo 11 è il più bello del libro.
no-date | it | none | Via Quattro Novembre è chiusa al traffico.
no-date | it | none | Prima o poi ci andiamo, a Parigi.
no-date | it | none | Piazza Primo Maggio a Udine è piena di gente.
no-date | it | none | Ordina una quattro formaggi e una margherita.
no-date | it | none | Il Milan ha vinto tre a zero.
no-date | it | none | Ricordami di comprare il latte.
no-date | it | none | Chi ha scritto "Cent'anni di solitudine"?
no-date | it | none | Leggi la Lettera ai Romani, capitolo 8.
`;
