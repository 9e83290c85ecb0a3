/**
 * Offsets from now ("in 3 days", "2 hours ago"), with or without a time of day. Now: Tuesday 19 May 2026, 14:05,
 * Europe/Rome. Offsets in minutes or hours are date-times; offsets in days or more are dates unless a time is given.
 */
export const offsets = `
it | dt:2026-05-19T15:05 | ricordami tra un'ora di togliere la torta dal forno
it | dt:2026-05-19T12:05 | cosa ho ricevuto 2 ore fa?
it | dt:2026-05-19T14:15 | tra 10 minuti chiama Paolo
it | dt:2026-05-19T14:35 | fra mezz'ora ricordami la lavatrice
it | dt:2026-05-19T15:35 | ricordami tra un'ora e mezza di uscire
it | dt:2026-05-19T13:50 | il messaggio arrivato 15 minuti fa
it | dt:2026-05-19T17:05 | fra tre ore parte il treno, avvisami
it | dt:2026-05-19T14:25 | tra venti minuti spegni il forno
it | dt:2026-05-19T13:35 | la mail di mezz'ora fa
it | dt:2026-05-19T16:05 | avvisami fra 2 ore
it | d:2026-05-22 | tra 3 giorni scade il bollo, ricordamelo
it | d:2026-06-02 | fra due settimane ho il controllo
it | d:2026-06-19 | tra un mese rinnova l'abbonamento
it | d:2026-05-12 | una settimana fa ho pagato la bolletta, trovala
it | d:2025-05-19 | le foto di un anno fa
it | d:2026-05-16 | i file creati 3 giorni fa
it | d:2026-03-19 | due mesi fa ho firmato il contratto
it | d:2026-05-26 | tra una settimana c'è la riunione
it | d:2026-11-19 | fra sei mesi scade il passaporto
it | d:2027-05-19 | tra un anno rinnova il dominio
it | dt:2026-05-22T12:00 | tra 3 giorni alle 12 c'è il pranzo
it | dt:2026-05-26T09:00 | tra una settimana alle 9 ho il volo
it | dt:2026-05-21T18:30 | fra due giorni alle 18:30 appuntamento con Luca
it | dt:2026-05-16T20:00 | tre giorni fa alle 20 ho visto un film, come si chiamava?
it | d:2026-05-27 | una settimana dopo domani c'è il saggio
it | d:2026-05-29 | dieci giorni da oggi consegna il lavoro
it | d:2026-06-09 | tra tre settimane ho le ferie
it | d:2026-04-19 | un mese fa ho ordinato le scarpe
it | d:2026-05-05 | due settimane fa è arrivato il pacco
it | dt:2026-05-19T14:10 | tra 5 minuti ricordami di bere
it | dt:2026-05-19T14:00 | 5 minuti fa ho chiuso la finestra per sbaglio
it | dt:2026-05-19T18:05 | tra quattro ore vai a prendere i bambini
it | dt:2026-05-19T11:05 | i messaggi di tre ore fa
it | dt:2026-05-19T14:50 | fra quarantacinque minuti inizia la partita
it | dt:2026-05-19T15:05 | fra un'ora
it | dt:2026-05-19T12:05 | 2 ore fa
it | d:2026-05-22 | fra tre giorni
it | d:2026-05-12 | 7 giorni fa
it | d:2026-05-24 | entro 5 giorni devo rispondere, ricordamelo quel giorno
it | d:2026-05-20 | tra 24 ore scade l'offerta, segnalo per domani
it | dt:2026-05-20T14:05 | avvisami tra 24 ore
it | d:2026-05-21 | fra 48 ore arriva il corriere
it | d:2026-06-19 | fra 31 giorni scade la prova gratuita
it | dt:2026-05-19T14:20 | tra un quarto d'ora chiama la mamma
it | dt:2026-05-19T16:35 | tra due ore e mezza ricordami il parcheggio
it | d:2026-08-19 | tra tre mesi fai il tagliando
it | d:2024-05-19 | due anni fa esatti ho cambiato lavoro
it | dt:2026-05-20T14:05 | tra un giorno alla stessa ora ricordamelo
it | dt:2026-05-22T12:00 | tra tre giorni a mezzogiorno ritira il pacco
it | dt:2026-05-19T14:06 | tra un minuto ricordami di salvare
en | dt:2026-05-19T15:05 | remind me in an hour to take the cake out of the oven
en | dt:2026-05-19T12:05 | what did I receive 2 hours ago?
en | dt:2026-05-19T14:15 | call Paul in 10 minutes
en | dt:2026-05-19T14:35 | in half an hour remind me about the laundry
en | dt:2026-05-19T15:35 | remind me in an hour and a half to leave
en | dt:2026-05-19T13:50 | the message that came 15 minutes ago
en | dt:2026-05-19T17:05 | the train leaves in three hours, warn me
en | dt:2026-05-19T14:25 | turn off the oven in twenty minutes
en | dt:2026-05-19T13:35 | the mail from half an hour ago
en | dt:2026-05-19T16:05 | alert me in 2 hours
en | d:2026-05-22 | the car tax is due in 3 days, remind me
en | d:2026-06-02 | I have the checkup in two weeks
en | d:2026-06-19 | renew the subscription in a month
en | d:2026-05-12 | I paid the bill a week ago, find it
en | d:2025-05-19 | photos from a year ago
en | d:2026-05-16 | files created 3 days ago
en | d:2026-03-19 | I signed the contract two months ago
en | d:2026-05-26 | the meeting is in a week
en | d:2026-11-19 | the passport expires in six months
en | d:2027-05-19 | renew the domain in a year
en | dt:2026-05-22T12:00 | in 3 days at noon there is the lunch
en | dt:2026-05-26T09:00 | in a week at 9am I have the flight
en | dt:2026-05-21T18:30 | in two days at 6:30pm meet Luke
en | dt:2026-05-16T20:00 | three days ago at 8pm I watched a movie, what was it?
en | d:2026-05-27 | a week after tomorrow is the recital
en | d:2026-05-29 | ten days from today hand in the work
en | d:2026-06-09 | my holidays start in three weeks
en | d:2026-04-19 | I ordered the shoes a month ago
en | d:2026-05-05 | the parcel arrived two weeks ago
en | dt:2026-05-19T14:10 | in 5 minutes remind me to drink
en | dt:2026-05-19T14:00 | I closed the window by mistake 5 minutes ago
en | dt:2026-05-19T18:05 | pick up the kids in four hours
en | dt:2026-05-19T11:05 | the messages from three hours ago
en | dt:2026-05-19T14:50 | the game starts in forty-five minutes
en | dt:2026-05-19T15:05 | in an hour
en | dt:2026-05-19T12:05 | 2 hours ago
en | d:2026-05-22 | in three days
en | d:2026-05-12 | 7 days ago
en | dt:2026-05-20T14:05 | notify me in 24 hours
en | d:2026-05-21 | the courier comes in 48 hours
en | dt:2026-05-19T14:20 | in a quarter of an hour call mom
en | dt:2026-05-19T16:35 | in two and a half hours remind me about the parking
en | d:2026-08-19 | service the car in three months
en | d:2024-05-19 | exactly two years ago I changed jobs
en | dt:2026-05-20T14:05 | a day from now at the same time remind me
en | dt:2026-05-22T12:00 | in three days at noon pick up the parcel
en | dt:2026-05-19T14:06 | remind me in a minute to save
en | d:2026-06-02 | in a fortnight the course ends
en | d:2026-06-09 | 3 weeks from now
en | dt:2026-05-19T14:35 | 30 mins from now
en | dt:2026-05-19T16:05 | two hours from now
en | d:2026-05-29 | 10 days from now
en | dt:2026-05-19T13:05 | an hour ago
en | d:2026-05-05 | a couple of weeks ago I bought a lamp, find the receipt
`;
