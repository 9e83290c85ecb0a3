/**
 * The twelfth blind held-out set, Italian, written for issue 21 from a catalogue of Italian time reference rather than
 * as assistant requests. Its author read only the README's conventions (the "Dates, times, windows, durations"
 * section), the case format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness
 * (`src/evaluation/`), never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the
 * lexicon, the development set or the other held-out sets' cases, nor other parsers' test corpora, and ran no reader
 * on these lines before committing them (only the well-formedness test).
 * The catalogue, by category, written first from the author's own Italian:
 * - absolute dates: "il 3 giugno", "il primo/1° luglio", a weekday with its day ("venerdì 12 giugno", "sabato 30"),
 *   numeric day-first dates with slash, dot, dash and two-digit years, abbreviated months ("21 ago.", "15 set"), ISO,
 *   number words ("il tre di giugno", "ventitré luglio"), bureaucratic forms ("in data", "addì", "entro e non oltre il
 *   giorno", "decorre dal", "p.v.", "c.m.", "u.s."), "il 10 del mese prossimo", a bare day ("il 28"), past dates;
 * - relative days: oggi, domani, dopodomani, ieri, l'altro ieri / l'altroieri / ieri l'altro, regional avantieri and
 *   domani l'altro, "in giornata", "entro oggi stesso", "domani in mattinata", the fused parts stamattina / stamani
 *   (Tuscan) / domattina / stasera / stanotte, and day + part ("ieri sera", "ieri notte", "dopodomani mattina");
 * - weekdays: bare (forward, and backward with a past verb or a news past), "prossimo", "questo", "scorso" before and
 *   after, "di questa/della prossima/della settimana scorsa", "che viene", "a otto", "a quindici", "tra due venerdì",
 *   "non questo ma quello dopo", n-th and last weekday of a month, weekday + part of the day, southern "ci sta";
 * - offsets: "tra/fra N giorni/settimane/mesi/anni", "N … fa", "un paio di", "esatto", "una settimana da oggi", "oggi a
 *   otto/quindici", "domani a otto", business days, and clock offsets in minutes, quarters, half hours and hours;
 * - months and years: "a giugno" (forward, and back with a past verb), "il mese prossimo/scorso", "questo mese", "nel
 *   mese in corso", "il prossimo aprile", "lo scorso settembre", "ad aprile scorso", "dicembre dell'anno scorso",
 *   "'98", "l'anno venturo/passato/in corso", quarters, semesters, decades ("anni Ottanta"), centuries ("Novecento");
 * - times of day: 24-hour and 12-hour with "di mattina/del pomeriggio/di sera/di notte", "e mezza", "e un quarto",
 *   "meno un quarto", "meno dieci", "e tre quarti", "18.30", "h 17", "ore 21:00", mezzogiorno, mezzanotte, "all'una",
 *   approximations ("verso le", "sulle", "intorno alle"), "in punto", meals fixing the half of the day, a zoned time
 *   ("ora di Londra", read on Rome's clock), and times joined to a day;
 * - windows: this/next/last week, weekends, "dal … al …", "tra il … e il …", "da lunedì a venerdì", month spans,
 *   clock spans on a day, "entro", "fino al", "da qui a", "entro fine mese", "a fine settimana", "il resto della
 *   settimana", n-th/last week of a month, "quindicina", "metà dell'anno", "dal 4 maggio", "da inizio mese",
 *   "dall'inizio dell'anno", rolling "negli ultimi/nei prossimi N", "a inizio/metà/agli inizi di", a season, and "la
 *   settimana di Ferragosto";
 * - holidays: Christmas to Epiphany, Easter 2026 (5 April) and 2027 (28 March) and the days computed from it (Pasquetta,
 *   Lunedì dell'Angelo, Carnevale, Ceneri, Palme, Venerdì Santo, Pentecoste), civil holidays (2 giugno, 25 aprile,
 *   Primo Maggio), Ognissanti and the Morti, patron saints (Ambrogio, Giovanni, Gennaro, Agata, Lorenzo, Redentore),
 *   the days of women, fathers and mothers (2nd Sunday of May), San Valentino, Halloween, "ponti" and a holiday with
 *   a time; past holidays read back with a past verb;
 * - durations: hours, "un'ora e mezza", "tre quarti d'ora", "un quarto d'ora", "mezz'ora", approximate counts ("una
 *   ventina", "una quindicina", "un paio", "un'oretta"), days, weeks, months, "un anno e mezzo", nights of a stay,
 *   "1h30", "2 ore e 15", seconds;
 * - numbers: number words, "una dozzina", "un centinaio", "una cinquantina", Italian thousands and decimals ("1.500",
 *   "2,5"), ranges ("tra 10 e 15", "dai 3 ai 5", "da 6 a 8");
 * - no date: everyday lines with numbers, names and titles that hold no time ("Il giorno della civetta", a street
 *   number, a score, a grade, a version, a room, a door code, a size) and vague time words ("c'è tempo", "prima o poi").
 * Left out, as the format cannot express them: recurrences ("ogni lunedì", "tutti i giorni", "di sabato").
 * Expected values were worked out by hand per the README's conventions and checked with JavaScript `Date` and `Intl`
 * (every weekday named in a line against its expected day, Easter 2026 and 2027 and the days counted from it, the n-th
 * weekdays, offsets from the clock, business days, the London time), not with this package.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind12It = `
absolute-dates | it | d:2026-06-03 | il 3 giugno ho la visita dall'oculista
absolute-dates | it | d:2026-06-12 | Segnati che la riunione di condominio è il 12 giugno.
absolute-dates | it | d:2026-07-01 | Il nuovo contratto decorre dal primo luglio.
absolute-dates | it | d:2026-07-01 | scadenza affitto 1° luglio
absolute-dates | it | d:2026-09-14 | Le lezioni riprendono il 14 settembre 2026.
absolute-dates | it | d:2026-06-12 | Quando: venerdì 12 giugno 2026, ore 10:00 - Sala Verdi
absolute-dates | it | d:2026-06-05 | il saggio di danza è venerdì 5
absolute-dates | it | d:2026-05-30 | sabato 30 festa a casa di Giulia, porti tu il dolce?
absolute-dates | it | d:2026-07-18 | Data del matrimonio: 18/07/2026
absolute-dates | it | d:2026-10-09 | Appuntamento fissato per il 09.10.2026 presso l'ufficio anagrafe.
absolute-dates | it | d:2026-06-20 | ci vediamo il 20/6 al mare
absolute-dates | it | d:2026-11-03 | rinnovo passaporto 3-11-26
absolute-dates | it | d:2026-08-21 | il volo di ritorno è il 21 ago.
absolute-dates | it | d:2026-09-15 | Consegna prevista: 15 set 2026
absolute-dates | it | d:2026-06-23 | La fattura va pagata entro e non oltre il giorno 23 giugno.
absolute-dates | it | d:2026-05-25 | in data 25/05/2026 si terrà l'assemblea dei soci
absolute-dates | it | d:2026-06-10 | Addì 10 giugno 2026, il sottoscritto dichiara quanto segue.
absolute-dates | it | d:2026-06-03 | il tre di giugno c'è la recita di Matteo
absolute-dates | it | d:2026-07-23 | ventitré luglio, segnatelo: compleanno della nonna
absolute-dates | it | d:2026-06-05 | Il pagamento avverrà il 5 p.v.
absolute-dates | it | d:2026-05-25 | Vi ricordo la consegna del 25 c.m.
absolute-dates | it | d:2026-04-03 | Come da nostra comunicazione del 3 u.s., vi inviamo il preventivo.
absolute-dates | it | d:2026-05-28 | il 28 ci sono, il 29 no
absolute-dates | it | d:2026-06-10 | Il 10 del mese prossimo scade il bollo.
absolute-dates | it | d:1966-11-04 | L'alluvione di Firenze avvenne il 4 novembre 1966.
absolute-dates | it | d:2026-03-12 | Ho fatto il vaccino il 12 marzo.
absolute-dates | it | d:2026-02-27 | l'ultima volta che l'ho visto era il 27 febbraio
absolute-dates | it | d:2026-06-30 | 2026-06-30: chiusura bilancio semestrale
absolute-dates | it | d:2026-07-15 | Mi raccomando, il quindici luglio passo a prenderti io.
absolute-dates | it | d:2026-08-01 | dal primo d'agosto chiudiamo per ferie
absolute-dates | it | d:2026-10-31 | Il termine ultimo per la domanda è il 31 ottobre.
absolute-dates | it | d:2026-06-18 | giovedì 18 giugno c'è lo sciopero dei treni
absolute-dates | it | d:2027-01-15 | Il saldo dovrà essere versato il 15 gennaio 2027.
absolute-dates | it | d:2026-09-01 | Decorrenza: 01/09/2026
relative-days | it | d:2026-05-19 | oggi devo chiamare il commercialista
relative-days | it | d:2026-05-20 | domani porto la macchina dal meccanico
relative-days | it | d:2026-05-21 | dopodomani arriva mia sorella da Palermo
relative-days | it | d:2026-05-18 | ieri ho dimenticato di pagare il parcheggio
relative-days | it | d:2026-05-17 | l'altro ieri sono andato a correre al parco
relative-days | it | d:2026-05-17 | l'altroieri mi ha scritto Marco
relative-days | it | d:2026-05-17 | Ieri l'altro la Camera ha approvato il decreto.
relative-days | it | d:2026-05-17 | avantieri è passato il tecnico della caldaia
relative-days | it | d:2026-05-21 | domani l'altro ci vediamo in centro
relative-days | it | d:2026-05-19 | Va consegnato in giornata, mi raccomando.
relative-days | it | d:2026-05-19 | entro oggi stesso mandami la bozza
relative-days | it | d:2026-05-20 | La risposta arriverà domani in mattinata.
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera pizza da Gino?
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | stamattina ho ricevuto la raccomandata
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | stamani il treno era in ritardo di mezz'ora
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina passo in banca
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domani mattina c'è il prelievo del sangue, a digiuno
relative-days | it | p:2026-05-19T12:00..2026-05-19T18:00 | oggi pomeriggio sono in smart working
relative-days | it | p:2026-05-18T18:00..2026-05-19T00:00 | ieri sera abbiamo visto la partita da Luca
relative-days | it | p:2026-05-20T18:00..2026-05-21T00:00 | Domani sera c'è la cena di classe.
relative-days | it | p:2026-05-19T22:00..2026-05-20T06:00 | stanotte dormo da mia madre
relative-days | it | p:2026-05-18T22:00..2026-05-19T06:00 | Ieri notte un incendio ha distrutto un capannone a Prato.
relative-days | it | p:2026-05-20T12:00..2026-05-20T18:00 | domani nel pomeriggio ti chiamo
relative-days | it | d:2026-05-20 | Ci sentiamo domani, buona serata!
relative-days | it | p:2026-05-21T06:00..2026-05-21T12:00 | dopodomani mattina parto presto per Bologna
relative-days | it | d:2026-05-19 | Oggi si vota in tutti i comuni del Veneto.
relative-days | it | d:2026-05-18 | ricordi cosa ti ho detto ieri?
weekdays | it | d:2026-05-25 | lunedì chiamo l'idraulico
weekdays | it | d:2026-05-20 | mercoledì ho il dentista
weekdays | it | d:2026-05-21 | giovedì pomeriggio non ci sono, lo dico a tutti
weekdays | it | d:2026-05-22 | Venerdì si chiude il bando, ricordamelo.
weekdays | it | d:2026-05-23 | sabato vieni al mercato con me?
weekdays | it | d:2026-05-24 | domenica pranzo dai suoceri
weekdays | it | d:2026-05-26 | martedì prossimo c'è la riunione con i fornitori
weekdays | it | d:2026-05-29 | venerdì prossimo consegna del progetto
weekdays | it | d:2026-05-22 | questo venerdì esco prima dall'ufficio
weekdays | it | d:2026-05-21 | giovedì di questa settimana passa il corriere
weekdays | it | d:2026-05-27 | mercoledì della prossima settimana facciamo il punto
weekdays | it | d:2026-05-15 | venerdì scorso ho consegnato la relazione
weekdays | it | d:2026-05-18 | lo scorso lunedì è arrivato il pacco
weekdays | it | d:2026-05-12 | martedì scorso abbiamo fatto la spesa grossa
weekdays | it | d:2026-05-14 | giovedì della settimana scorsa ha piovuto tutto il giorno
weekdays | it | d:2026-05-14 | ci siamo visti giovedì, te lo ricordi?
weekdays | it | d:2026-05-18 | l'ho chiamato lunedì ma non ha risposto
weekdays | it | d:2026-05-16 | Sabato la polizia ha arrestato due persone a Bari.
weekdays | it | d:2026-05-25 | lunedì che viene inizio la dieta
weekdays | it | d:2026-05-28 | giovedì a otto andiamo a teatro
weekdays | it | d:2026-05-30 | sabato a otto c'è il torneo di calcetto
weekdays | it | d:2026-06-08 | lunedì a quindici ricomincia il corso
weekdays | it | d:2026-05-29 | tra due venerdì scade la rata
weekdays | it | d:2026-05-30 | non questo sabato ma quello dopo
weekdays | it | d:2026-05-29 | l'ultimo venerdì del mese c'è la riunione plenaria
weekdays | it | d:2026-06-01 | il primo lunedì di giugno iniziano gli esami orali
weekdays | it | d:2026-07-14 | il secondo martedì di luglio si riunisce il consiglio
weekdays | it | d:2026-09-17 | Il terzo giovedì di settembre è la giornata dell'open day.
weekdays | it | d:2026-05-26 | ci vediamo martedì al solito posto
weekdays | it | p:2026-05-23T06:00..2026-05-23T12:00 | sabato mattina ci sta il mercato, vieni?
weekdays | it | p:2026-05-25T06:00..2026-05-25T12:00 | lunedì mattina sciopero dei mezzi a Roma
weekdays | it | p:2026-05-22T18:00..2026-05-23T00:00 | venerdì sera aperitivo sui Navigli?
weekdays | it | p:2026-05-24T06:00..2026-05-24T12:00 | domenica mattina messa alle 11 e poi pranzo
weekdays | it | d:2026-05-20 | Mercoledì 20 maggio: assemblea sindacale alle ore 9.
offsets | it | d:2026-05-22 | tra tre giorni parto per la Sardegna
offsets | it | d:2026-05-21 | fra due giorni è il compleanno di Anna
offsets | it | d:2026-06-02 | tra due settimane finisce la scuola di mia figlia
offsets | it | d:2026-06-19 | fra un mese esatto scade il contratto
offsets | it | d:2027-05-19 | tra un anno ci sposiamo!
offsets | it | d:2026-05-16 | tre giorni fa mi è arrivata la multa
offsets | it | d:2026-05-12 | una settimana fa ho prenotato il tavolo
offsets | it | d:2026-03-19 | due mesi fa ho cambiato lavoro
offsets | it | d:2025-05-19 | un anno fa esatto ci siamo conosciuti
offsets | it | d:2026-05-09 | dieci giorni fa è stato inaugurato il nuovo ponte.
offsets | it | d:2026-04-28 | tre settimane fa ho spedito il modulo e non ho ancora notizie
offsets | it | d:2026-05-21 | tra un paio di giorni ti faccio sapere
offsets | it | d:2026-06-03 | tra quindici giorni c'è l'udienza
offsets | it | d:2026-05-26 | una settimana da oggi arriva il nuovo divano
offsets | it | d:2026-05-26 | oggi a otto c'è il collaudo
offsets | it | d:2026-06-02 | oggi a quindici si vota
offsets | it | d:2026-05-27 | domani a otto la ditta viene a montare la cucina
offsets | it | d:2026-05-22 | entro tre giorni lavorativi riceverai il rimborso
offsets | it | d:2026-05-26 | La pratica sarà evasa tra 5 giorni lavorativi.
offsets | it | d:2026-11-19 | tra sei mesi devo rifare le analisi
offsets | it | dt:2026-05-19T15:05 | tra un'ora passo a prenderti
offsets | it | dt:2026-05-19T14:35 | fra mezz'ora sono lì
offsets | it | dt:2026-05-19T14:25 | ricordami tra 20 minuti di togliere la torta dal forno
offsets | it | dt:2026-05-19T13:50 | un quarto d'ora fa ha chiamato il corriere
offsets | it | dt:2026-05-19T12:05 | due ore fa è scattata l'allerta meteo in Liguria
offsets | it | dt:2026-05-19T13:35 | mezz'ora fa ho mandato la mail al capo
offsets | it | dt:2026-05-19T16:35 | tra due ore e mezza inizia il concerto
offsets | it | dt:2026-05-21T14:05 | fra 48 ore scade l'offerta
offsets | it | dt:2026-05-19T14:50 | tra tre quarti d'ora parte il treno
offsets | it | d:2024-05-19 | due anni fa di questi tempi eravamo in Giappone
months-years | it | m:2026-06 | a giugno facciamo il trasloco
months-years | it | m:2026-09 | Per settembre devo avere la tesi pronta.
months-years | it | m:2026-10 | a ottobre parte il nuovo corso di inglese
months-years | it | m:2027-03 | a marzo nasce il bambino
months-years | it | m:2026-03 | a marzo ho fatto il trasloco
months-years | it | m:2026-06 | il mese prossimo cambio gestore della luce
months-years | it | m:2026-04 | il mese scorso ho speso troppo
months-years | it | m:2026-05 | questo mese la bolletta è salata
months-years | it | m:2026-05 | Nel mese in corso le vendite sono calate.
months-years | it | m:2027-04 | il prossimo aprile torniamo a Lisbona
months-years | it | m:2025-09 | lo scorso settembre abbiamo comprato casa
months-years | it | m:2025-12 | Lo scorso dicembre l'inflazione era al 2%.
months-years | it | m:2026-04 | ad aprile scorso è morto il nonno
months-years | it | m:2027-01 | a gennaio del prossimo anno si rinnova l'abbonamento
months-years | it | m:2025-12 | dicembre dell'anno scorso ha fatto un freddo cane
months-years | it | m:2024-05 | nel maggio 2024 ho cambiato macchina
months-years | it | m:2026-09 | settembre 2026: inizio dottorato
months-years | it | m:2026-11 | novembre '26 abbiamo il viaggio in Marocco
months-years | it | m:2026-08 | Per tutto il mese di agosto l'ufficio resterà chiuso.
months-years | it | y:2027 | l'anno prossimo voglio imparare a nuotare
months-years | it | y:2025 | l'anno scorso siamo andati in Puglia
months-years | it | y:2026 | quest'anno non facciamo vacanze
months-years | it | y:2025 | L'anno passato è stato il più caldo di sempre.
months-years | it | y:2027 | l'anno venturo si terranno le elezioni regionali
months-years | it | y:2028 | nel 2028 ci sono le Olimpiadi di Los Angeles
months-years | it | y:1998 | mi sono diplomato nel '98
months-years | it | y:2026 | Nell'anno in corso sono state presentate 300 domande.
months-years | it | q:2026-Q1 | Nel primo trimestre il fatturato è cresciuto del 4%.
months-years | it | q:2026-Q3 | il terzo trimestre sarà decisivo
months-years | it | r:2026-07-01..2026-12-31 | il secondo semestre dell'anno
months-years | it | r:1980-01-01..1989-12-31 | negli anni Ottanta si ascoltava un'altra musica
months-years | it | r:1900-01-01..1999-12-31 | Nel Novecento Milano è diventata una metropoli industriale.
months-years | it | m:2027-02 | febbraio dell'anno prossimo
times-of-day | it | t:09:00 | alle 9 ho la call con Torino
times-of-day | it | t:15:00 | alle 3 del pomeriggio passa il tecnico
times-of-day | it | t:20:00 | alle otto di sera c'è la partita
times-of-day | it | t:10:00 | Ci vediamo alle dieci di mattina davanti alla stazione.
times-of-day | it | t:09:30 | alle 9 e mezza in ufficio
times-of-day | it | t:09:15 | sveglia alle nove e un quarto
times-of-day | it | t:08:45 | alle nove meno un quarto davanti a scuola
times-of-day | it | t:06:50 | il treno parte alle sette meno dieci
times-of-day | it | t:18:30 | alle 18.30 inizia la conferenza
times-of-day | it | t:21:00 | Orario di inizio: ore 21:00
times-of-day | it | t:17:00 | appuntamento h 17 in piazza
times-of-day | it | t:08:45 | ore 8.45 ingresso candidati
times-of-day | it | t:12:00 | a mezzogiorno pranziamo insieme
times-of-day | it | t:00:00 | a mezzanotte si chiude il televoto
times-of-day | it | t:12:30 | a mezzogiorno e mezzo in mensa
times-of-day | it | t:13:30 | all'una e mezza per pranzo va bene?
times-of-day | it | t:05:00 | alle 5 del mattino parte il pullman
times-of-day | it | t:23:00 | alle undici di sera chiudono i cancelli
times-of-day | it | t:02:00 | alle due di notte si è sentito un boato
times-of-day | it | t:19:00 | ci vediamo alle 7 per l'aperitivo
times-of-day | it | t:20:00 | cena alle 8 da noi
times-of-day | it | t:20:00 | alle 20 in punto, non fare tardi
times-of-day | it | t:10:00 | verso le 10 ti chiamo
times-of-day | it | t:16:00 | sulle 4 del pomeriggio dovrei essere libero
times-of-day | it | t:17:00 | intorno alle 17 arrivano gli ospiti
times-of-day | it | t:16:45 | alle 4 e tre quarti del pomeriggio c'è il colloquio
times-of-day | it | t:17:40 | il pullman passa alle 17 e 40
times-of-day | it | t:18:30 | alle diciotto e trenta chiude lo sportello
times-of-day | it | t:11:45 | a mezzogiorno meno un quarto esce da scuola
times-of-day | it | t:10:00 | alle 9 ora di Londra c'è il webinar
times-of-day | it | dt:2026-05-20T09:00 | domani alle 9 colloquio di lavoro
times-of-day | it | dt:2026-05-21T15:00 | giovedì alle 15 dal notaio
times-of-day | it | dt:2026-05-19T21:00 | stasera alle 9 film su Rai 1
times-of-day | it | dt:2026-05-19T08:00 | stamattina alle 8 c'era una coda enorme in tangenziale
times-of-day | it | dt:2026-05-22T18:20 | venerdì alle sei e venti di sera chiude la mostra
times-of-day | it | dt:2026-06-03T10:30 | il 3 giugno alle 10:30 firma del rogito
windows | it | w:2026-05-18 | questa settimana sono pieno di lavoro
windows | it | w:2026-05-25 | la settimana prossima vado a Berlino per lavoro
windows | it | w:2026-05-25 | La prossima settimana riprendono i lavori sull'A1.
windows | it | w:2026-05-11 | la settimana scorsa sono stato malato
windows | it | w:2026-05-11 | La settimana passata le borse hanno perso il 3%.
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | questo fine settimana andiamo in montagna
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | che fai questo weekend?
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | il weekend scorso siamo stati a Verona
windows | it | r:2026-06-03..2026-06-07 | dal 3 al 7 giugno sono in ferie
windows | it | r:2026-07-05..2026-07-08 | tra il 5 e l'8 luglio saremo a Napoli
windows | it | r:2026-05-25..2026-05-29 | da lunedì a venerdì della prossima settimana sono in trasferta a Bari
windows | it | r:2026-12-28..2027-01-06 | dal 28 dicembre al 6 gennaio la scuola è chiusa
windows | it | r:2026-06-01..2026-08-31 | tra giugno e agosto si lavora a orario ridotto
windows | it | r:2027-01-01..2027-03-31 | da gennaio a marzo 2027 sarò in Erasmus
windows | it | r:2026-06-01..2026-06-15 | dal 1° al 15 del mese prossimo chiude la piscina
windows | it | r:2026-05-20T09:00..2026-05-20T13:00 | domani dalle 9 alle 13 manca l'acqua
windows | it | r:2026-05-19T18:00..2026-05-19T20:00 | oggi tra le 18 e le 20 passa il fattorino
windows | it | r:2026-05-21T14:00..2026-05-21T16:00 | giovedì dalle 14 alle 16 ricevimento genitori
windows | it | r:2026-05-18T10:00..2026-05-18T11:00 | ieri tra le 10 e le 11 è saltata la corrente
windows | it | r:2026-05-19..2026-05-22 | entro venerdì devo finire la presentazione
windows | it | r:2026-05-19..2026-06-15 | fino al 15 giugno i saldi non partono
windows | it | r:2026-05-19..2026-05-22 | da qui a venerdì non ho un minuto libero
windows | it | r:2026-05-19..2026-05-31 | entro fine mese mandami le ricevute
windows | it | r:2026-05-21..2026-05-24 | a fine settimana ti mando il preventivo
windows | it | r:2026-05-19..2026-05-24 | il resto della settimana lavoro dal cliente
windows | it | r:2026-07-01..2026-07-07 | la prima settimana di luglio siamo al lago
windows | it | r:2026-08-25..2026-08-31 | l'ultima settimana di agosto rientriamo
windows | it | r:2026-06-16..2026-06-30 | nella seconda quindicina di giugno
windows | it | r:2026-08-01..2026-08-15 | la prima quindicina di agosto l'hotel è pieno
windows | it | r:2026-01-01..2026-06-30 | La prima metà dell'anno si è chiusa in attivo.
windows | it | r:2026-05-04..2026-05-19 | dal 4 maggio non ho più notizie di lui
windows | it | r:2026-05-01..2026-05-19 | da inizio mese ho fatto 200 km in bici
windows | it | r:2026-01-01..2026-05-19 | dall'inizio dell'anno i prezzi sono saliti del 5%
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | negli ultimi 7 giorni ci sono stati tre incidenti
windows | it | p:2026-02-19T00:00..2026-02-20T00:00 | negli ultimi tre mesi ho risparmiato poco
windows | it | p:2026-05-19T00:00..2026-05-20T00:00 | nei prossimi 10 giorni è previsto bel tempo
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | a inizio mese prossimo arriva lo stipendio nuovo
windows | it | p:2026-07-11T00:00..2026-07-21T00:00 | a metà luglio partiamo per la Grecia
windows | it | p:2026-09-01T00:00..2026-09-11T00:00 | agli inizi di settembre riprende il campionato
windows | it | p:2026-06-21T00:00..2026-09-23T00:00 | quest'estate affittiamo una casa in Salento
windows | it | w:2026-08-10 | la settimana di Ferragosto siamo chiusi
holidays | it | d:2026-12-25 | a Natale veniamo da voi
holidays | it | d:2026-12-24 | la vigilia di Natale cena di pesce da mamma
holidays | it | d:2026-12-26 | a Santo Stefano si mangiano gli avanzi
holidays | it | d:2027-01-01 | a Capodanno i negozi sono chiusi
holidays | it | d:2026-12-31 | a San Silvestro andiamo al veglione
holidays | it | d:2026-12-31 | l'ultimo dell'anno siamo a Roma
holidays | it | d:2027-01-06 | per la Befana arriva la zia dal Friuli
holidays | it | d:2027-01-06 | All'Epifania i negozi resteranno aperti.
holidays | it | d:2027-03-28 | a Pasqua andiamo dai nonni in Abruzzo
holidays | it | d:2027-03-29 | Pasquetta gita fuori porta?
holidays | it | d:2027-03-29 | il Lunedì dell'Angelo i musei saranno aperti
holidays | it | d:2026-04-05 | a Pasqua abbiamo mangiato troppo
holidays | it | d:2026-04-06 | a Pasquetta abbiamo fatto la grigliata in campagna
holidays | it | d:2025-12-25 | a Natale siamo andati in Trentino
holidays | it | d:2026-08-15 | Ferragosto in spiaggia come sempre
holidays | it | d:2026-06-02 | il 2 giugno c'è la parata ai Fori Imperiali
holidays | it | d:2026-06-02 | per la Festa della Repubblica i treni sono già pieni
holidays | it | d:2027-04-25 | il prossimo 25 aprile andrò al corteo
holidays | it | d:2027-05-01 | Per il Primo Maggio torna il concertone a San Giovanni.
holidays | it | d:2026-11-01 | Ognissanti quest'anno cade di domenica
holidays | it | d:2026-11-02 | il giorno dei Morti andiamo al cimitero
holidays | it | d:2026-12-08 | all'Immacolata si fa l'albero
holidays | it | d:2026-12-07 | per Sant'Ambrogio a Milano c'è la prima della Scala
holidays | it | d:2026-06-24 | a San Giovanni a Firenze ci sono i fuochi
holidays | it | d:2027-02-14 | per San Valentino prenoto al ristorante
holidays | it | d:2027-03-08 | alla festa della donna regalo le mimose
holidays | it | d:2027-03-19 | per la festa del papà faccio le zeppole
holidays | it | d:2027-05-09 | per la festa della mamma le regaliamo un viaggio
holidays | it | d:2027-02-09 | martedì grasso sfilata dei carri a Viareggio
holidays | it | d:2027-02-04 | giovedì grasso frittelle per tutti
holidays | it | d:2027-02-10 | il mercoledì delle Ceneri inizia la Quaresima
holidays | it | d:2027-03-26 | il Venerdì Santo c'è la processione
holidays | it | d:2027-03-21 | la domenica delle Palme si benedicono gli ulivi
holidays | it | d:2026-05-24 | a Pentecoste viene a trovarci il parroco
holidays | it | d:2026-10-31 | ad Halloween i bambini fanno dolcetto o scherzetto
holidays | it | d:2026-09-19 | per San Gennaro tutta Napoli aspetta il miracolo
holidays | it | d:2026-07-19 | Per la festa del Redentore ci sarà la regata sul canale della Giudecca.
holidays | it | d:2026-08-10 | la notte di San Lorenzo guardiamo le stelle cadenti
holidays | it | d:2027-02-05 | per Sant'Agata Catania si ferma
holidays | it | r:2026-05-30..2026-06-02 | il ponte del 2 giugno andiamo a Parigi
holidays | it | r:2026-12-05..2026-12-08 | per il ponte dell'Immacolata andiamo a sciare
holidays | it | dt:2026-12-25T13:00 | a Natale alle 13 tutti a tavola
durations | it | dur:PT10M | dammi dieci minuti e ti richiamo
durations | it | dur:PT2H | la riunione è durata due ore
durations | it | dur:PT1H30M | il film dura un'ora e mezza
durations | it | dur:PT45M | ci vogliono tre quarti d'ora di macchina
durations | it | dur:PT15M | fai bollire per un quarto d'ora
durations | it | dur:PT30M | una mezz'ora di camminata al giorno
durations | it | dur:PT20M | metti il timer per una ventina di minuti
durations | it | dur:P15D | starò via una quindicina di giorni
durations | it | dur:PT2H | ci ho messo un paio d'ore
durations | it | dur:P10D | dieci giorni di ferie non bastano
durations | it | dur:P14D | per due settimane niente alcol
durations | it | dur:P3M | il corso dura tre mesi
durations | it | dur:P1Y6M | ho lavorato lì un anno e mezzo
durations | it | dur:P3D | prenota la camera per tre notti
durations | it | dur:PT45M | cuocere in forno per 45 minuti a 180 gradi
durations | it | dur:PT1M30S | scalda il latte per un minuto e mezzo
durations | it | dur:PT1H30M | Durata della prova: 1h30
durations | it | dur:PT2H15M | il viaggio è di 2 ore e 15
durations | it | dur:PT1H | ci ho messo un'oretta a finire
durations | it | dur:PT5M | cinque minuti di pausa
durations | it | dur:P1M | un mese di prova gratuita
durations | it | dur:P7D | una settimana di antibiotico
durations | it | dur:P3DT12H | tre giorni e mezzo di trekking
durations | it | dur:PT8H | otto ore di sonno, almeno
durations | it | dur:P6M | Il cantiere resterà aperto sei mesi.
durations | it | dur:PT90S | 90 secondi al microonde
numbers | it | n:4 | prenota per quattro persone
numbers | it | n:23 | siamo in ventitré alla festa
numbers | it | n:12 | comprami una dozzina di uova
numbers | it | n:100 | al matrimonio saranno un centinaio di invitati
numbers | it | nr:10..15 | ci servono tra 10 e 15 sedie
numbers | it | nr:3..5 | il gruppo dai 3 ai 5 anni
numbers | it | n:1500 | un bonifico di 1.500 euro
numbers | it | n:2.5 | prendi 2,5 kg di farina
numbers | it | n:2 | un paio di biglietti per stasera
numbers | it | n:1000 | stampa mille copie del volantino
numbers | it | n:42 | la sala ha quarantadue posti
numbers | it | n:120 | centoventi partecipanti iscritti
numbers | it | n:17 | diciassette studenti hanno superato l'esame
numbers | it | n:6 | metti sei bicchieri in tavola
numbers | it | nr:6..8 | un tavolo da 6 a 8 persone
numbers | it | n:3 | tre camere doppie, per favore
numbers | it | n:2000 | duemila abbonati in più rispetto all'anno scorso
numbers | it | n:8 | otto bottiglie di vino bianco
numbers | it | nr:20..30 | aspettiamo dai venti ai trenta ospiti
numbers | it | n:11 | siamo in undici per il calcetto
numbers | it | n:50 | una cinquantina di iscritti
no-date | it | none | Ciao, come stai?
no-date | it | none | mandami il file del preventivo
no-date | it | none | abito in corso Vittorio Emanuele 45
no-date | it | none | mia figlia fa la terza elementare
no-date | it | none | la Juve ha vinto 2-1
no-date | it | none | ripassa gli esercizi a pagina 30
no-date | it | none | L'inchiesta l'ha pubblicata il Corriere della Sera.
no-date | it | none | chiama Rosaria per il preventivo
no-date | it | none | ho preso 8 in matematica
no-date | it | none | scarica la versione 2.3 dell'app
no-date | it | none | la piazza Cinque Giornate è chiusa al traffico
no-date | it | none | La Primavera dell'Inter ha vinto lo scudetto di categoria.
no-date | it | none | c'è tempo, non ti preoccupare
no-date | it | none | fai con calma
no-date | it | none | il treno regionale 2315 è soppresso
no-date | it | none | la stanza 214 è al secondo piano
no-date | it | none | compra il latte e il pane
no-date | it | none | Stagione 3, episodio 8
no-date | it | none | il voto è 7/10, niente di speciale
no-date | it | none | Il libro "Cent'anni di solitudine" è sul comodino.
no-date | it | none | prima o poi lo faccio
no-date | it | none | la mia taglia è la 42
no-date | it | none | il codice della porta è 1705
no-date | it | none | ogni tanto ci penso
no-date | it | none | Ho finito di leggere Il giorno della civetta di Sciascia.
no-date | it | none | mettiamo su Notte prima degli esami?
no-date | it | none | il pacco è in consegna
no-date | it | none | quanto costa il biglietto per Milano?
no-date | it | none | ci vuole pazienza
no-date | it | none | a che punto sei con la tesi?
no-date | it | none | hai visto le chiavi della macchina?
no-date | it | none | dove hai messo il caricabatterie?
`;
