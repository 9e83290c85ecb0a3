/** Days named relative to today (yesterday, the day after tomorrow, compound forms). Today: Tuesday 19 May 2026. */
export const relativeDays = `
it | d:2026-05-19 | che appuntamenti ho oggi?
it | d:2026-05-20 | ricordami domani di chiamare la nonna
it | d:2026-05-18 | mostrami le foto di ieri
it | d:2026-05-21 | dopodomani ho l'esame, segnalo in agenda
it | d:2026-05-17 | le email dell'altro ieri
it | d:2026-05-17 | cosa ho speso l'altroieri?
it | d:2026-05-21 | il giorno dopo domani devo andare in banca
it | d:2026-05-16 | tre giorni fa ho ricevuto un pacco, trovalo
it | d:2026-05-20 | che tempo farà domani a Milano?
it | d:2026-05-20 | sposta la call a domani
it | d:2026-05-18 | quanti passi ho fatto ieri?
it | d:2026-05-19 | cosa c'è in programma per oggi
it | d:2026-05-21 | prenota il taxi per dopodomani
it | d:2026-05-22 | fra tre giorni parto, ricordamelo
it | d:2026-05-17 | avantieri ho perso le chiavi, dove ero?
it | d:2026-05-20 | domani è il compleanno di Giulia
it | d:2026-05-18 | ieri ho scaricato un pdf, dove è finito?
it | d:2026-05-19 | le notizie di oggi
it | d:2026-05-22 | il giorno dopo dopodomani c'è la partita
it | d:2026-05-21 | domani l'altro arriva mia sorella
it | d:2026-05-16 | il giorno prima dell'altro ieri sono stato a Torino
it | d:2026-05-20 | aggiungi alla lista della spesa per domani il latte
it | d:2026-05-19 | quante mail ho ricevuto in data odierna?
it | d:2026-05-18 | gli screenshot fatti ieri
it | d:2026-05-23 | fra quattro giorni c'è la consegna
it | d:2026-05-20 | domani mi serve la macchina, ricordamelo
it | d:2026-05-18 | chi mi ha chiamato ieri?
it | d:2026-05-19 | oggi che giorno è per il calendario di Anna?
it | d:2026-05-24 | tra cinque giorni è domenica, organizza il pranzo
it | d:2026-05-21 | il treno di dopodomani parte presto
it | d:2026-05-14 | cinque giorni fa ho fatto la spesa, quanto ho speso?
it | d:2026-05-20 | fissa la lezione di tennis per domani
it | d:2026-05-17 | l'altro ieri ho visto un film, come si chiamava?
it | d:2026-05-18 | apri il documento modificato ieri
it | d:2026-05-20 | manda il promemoria domani
it | d:2026-05-19 | quali task scadono oggi
it | d:2026-05-20 | l'indomani della riunione, cioè domani, scrivi il verbale
it | d:2026-05-18 | il verbale di ieri
it | d:2026-05-21 | due giorni dopo oggi c'è il collaudo
it | d:2026-05-15 | quattro giorni fa è arrivata la bolletta
it | d:2026-05-20 | domani
it | d:2026-05-18 | ieri
it | d:2026-05-21 | dopodomani
it | d:2026-05-19 | oggi
it | d:2026-05-20 | per domani
it | d:2026-05-18 | da ieri non funziona la stampante, apri un ticket per quel giorno
en | d:2026-05-19 | what appointments do I have today?
en | d:2026-05-20 | remind me tomorrow to call grandma
en | d:2026-05-18 | show me yesterday's photos
en | d:2026-05-21 | the exam is the day after tomorrow, put it in my calendar
en | d:2026-05-17 | the emails from the day before yesterday
en | d:2026-05-21 | I need to go to the bank the day after tomorrow
en | d:2026-05-16 | I got a parcel three days ago, find it
en | d:2026-05-20 | what's the weather tomorrow in Boston?
en | d:2026-05-20 | move the call to tomorrow
en | d:2026-05-18 | how many steps did I walk yesterday?
en | d:2026-05-19 | what's on the agenda for today
en | d:2026-05-21 | book a cab for the day after tomorrow
en | d:2026-05-16 | two days before yesterday I was in Boston
en | d:2026-05-22 | two days after tomorrow is the game
en | d:2026-05-20 | tomorrow is Julia's birthday
en | d:2026-05-18 | I downloaded a pdf yesterday, where is it?
en | d:2026-05-19 | today's news
en | d:2026-05-20 | add milk to the shopping list for tomorrow
en | d:2026-05-18 | the screenshots taken yesterday
en | d:2026-05-23 | the delivery is four days from now
en | d:2026-05-18 | who called me yesterday?
en | d:2026-05-21 | the train the day after tomorrow leaves early
en | d:2026-05-14 | five days ago I went shopping, how much did I spend?
en | d:2026-05-20 | schedule the tennis lesson for tomorrow
en | d:2026-05-18 | open the document edited yesterday
en | d:2026-05-20 | send the reminder tomorrow
en | d:2026-05-19 | which tasks are due today
en | d:2026-05-18 | yesterday's minutes
en | d:2026-05-20 | tmrw remind me to water the plants
en | d:2026-05-20 | tomorrow
en | d:2026-05-18 | yesterday
en | d:2026-05-19 | today
en | d:2026-05-21 | day after tomorrow
en | d:2026-05-20 | for tomorrow
en | d:2026-05-17 | what did I eat the day before yesterday?
en | d:2026-05-21 | the day after tomorrow
en | d:2026-05-20 | I need the car tomorrow, remind me
en | d:2026-05-15 | the bill arrived four days ago
en | d:2026-05-20 | set the lesson for tomorrow please
en | d:2026-05-19 | anything due today?
en | d:2026-05-22 | three days from today I fly to Paris
en | d:2026-05-20 | a day from now the offer expires
en | d:2026-05-17 | 2 days ago I lost my keys
en | d:2026-05-21 | two days from now the inspection starts
en | d:2026-05-18 | the printer broke yesterday, open a ticket for that day
`;
