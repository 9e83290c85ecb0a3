/**
 * Durations: how long, not when ("a 10 minute timer", "for 2 hours"). Graded on the length (ISO 8601 duration;
 * weeks count as 7 days, months and years are compared as calendar units).
 */
export const durations = `
it | dur:PT10M | imposta un timer di 10 minuti
it | dur:PT2H | la riunione dura 2 ore
it | dur:PT1H30M | il film dura un'ora e mezza
it | dur:PT30M | metti un timer di mezz'ora
it | dur:PT90S | timer di 90 secondi
it | dur:PT15M | cuoci la pasta per un quarto d'ora
it | dur:P3D | noleggia l'auto per 3 giorni
it | dur:P7D | blocca il calendario per una settimana
it | dur:PT45M | la lezione è di 45 minuti
it | dur:PT5M | timer 5 minuti
it | dur:PT20M | fai partire un conto alla rovescia di venti minuti
it | dur:PT2H30M | il volo dura due ore e mezza
it | dur:PT1H | prenota la sala per un'ora
it | dur:P14D | sospendi l'abbonamento per due settimane
it | dur:P1M | disattiva le notifiche per un mese
it | dur:PT3H | registra per tre ore
it | dur:PT40S | imposta un timer da 40 secondi
it | dur:PT1H15M | un'ora e un quarto di allenamento
it | dur:PT8H | ho dormito 8 ore?
it | dur:PT25M | pomodoro da 25 minuti
it | dur:PT1M | un timer di un minuto
it | dur:PT12H | non disturbare per 12 ore
it | dur:P2D | tieni la prenotazione per due giorni
it | dur:PT2H15M | la durata è di 2 ore e 15 minuti
it | dur:PT1H | timer di 60 minuti
it | dur:PT3M | cuoci l'uovo per tre minuti
it | dur:PT6H | la batteria dura sei ore
it | dur:PT35M | il tragitto richiede 35 min
it | dur:P1Y | abbonamento di un anno
it | dur:PT4H | metti in pausa la musica per quattro ore
it | dur:PT10S | aspetta 10 secondi e riprova
it | dur:P5D | la crociera dura cinque giorni
it | dur:PT1H45M | un'ora e tre quarti di viaggio
it | dur:PT30M | silenzia il telefono per 30 minuti
it | dur:PT2M30S | timer di 2 minuti e 30 secondi
en | dur:PT10M | set a timer for 10 minutes
en | dur:PT2H | the meeting lasts 2 hours
en | dur:PT1H30M | the movie is an hour and a half long
en | dur:PT30M | set a half hour timer
en | dur:PT90S | timer for 90 seconds
en | dur:PT15M | cook the pasta for a quarter of an hour
en | dur:P3D | rent the car for 3 days
en | dur:P7D | block the calendar for a week
en | dur:PT45M | the class is 45 minutes
en | dur:PT5M | 5 minute timer
en | dur:PT20M | start a twenty minute countdown
en | dur:PT2H30M | the flight takes two and a half hours
en | dur:PT1H | book the room for one hour
en | dur:P14D | pause the subscription for two weeks
en | dur:P1M | mute notifications for a month
en | dur:PT3H | record for three hours
en | dur:PT40S | set a 40 second timer
en | dur:PT1H15M | an hour and fifteen minutes of training
en | dur:PT8H | did I sleep 8 hours?
en | dur:PT25M | a 25-minute pomodoro
en | dur:PT1M | a one minute timer
en | dur:PT12H | do not disturb for 12 hours
en | dur:P2D | hold the booking for two days
en | dur:PT2H15M | the duration is 2 hours and 15 minutes
en | dur:PT1H | timer for 60 minutes
en | dur:PT3M | boil the egg for three minutes
en | dur:PT6H | the battery lasts six hours
en | dur:PT35M | the commute takes 35 min
en | dur:P1Y | a one-year subscription
en | dur:PT4H | pause the music for four hours
en | dur:PT10S | wait 10 seconds and retry
en | dur:P5D | the cruise lasts five days
en | dur:PT1H45M | an hour and three quarters of travel
en | dur:PT30M | silence my phone for 30 minutes
en | dur:PT2M30S | timer for 2 minutes and 30 seconds
en | dur:PT1H30M | 1h30 of cardio
en | dur:PT90M | a 90-min workout
`;
