/**
 * Weekdays, alone or with this/next/last, and weekdays of a month. Today: Tuesday 19 May 2026. A bare weekday is
 * the next one (strictly after today) for a plan and the previous one for what already happened; "next Monday" is
 * the Monday of next week, "this Friday" the Friday of this week, "last Friday" the most recent one before today.
 */
export const weekdays = `
it | d:2026-05-25 | ricordami lunedì di pagare l'affitto
it | d:2026-05-22 | fissa la riunione per venerdì
it | d:2026-05-20 | mercoledì vado dal medico, mettilo in agenda
it | d:2026-05-21 | prenota il campo da padel per giovedì
it | d:2026-05-23 | sabato c'è la festa di Marco, segnalo
it | d:2026-05-24 | domenica pranzo dai suoceri
it | d:2026-05-26 | martedì prossimo ho il colloquio
it | d:2026-05-25 | lunedì prossimo inizia il corso
it | d:2026-05-15 | le foto di venerdì scorso
it | d:2026-05-18 | cosa ho fatto lunedì?
it | d:2026-05-16 | quanto ho speso sabato?
it | d:2026-05-17 | chi mi ha scritto domenica?
it | d:2026-05-14 | i file modificati giovedì
it | d:2026-05-13 | mostrami le mail ricevute mercoledì scorso
it | d:2026-05-12 | martedì scorso ho pagato il meccanico
it | d:2026-05-22 | questo venerdì si esce a cena
it | d:2026-05-29 | venerdì della settimana prossima c'è la consegna
it | d:2026-05-27 | mercoledì della prossima settimana vado a Roma
it | d:2026-05-25 | lunedì 25 ricordami la riunione
it | d:2026-05-22 | il meteo per venerdì
it | d:2026-05-23 | sabato mi serve la sveglia presto, ricordamelo
it | d:2026-05-21 | giovedì devo portare la macchina in officina
it | d:2026-05-16 | le foto scattate sabato scorso
it | d:2026-05-24 | prenota il ristorante per domenica
it | d:2026-05-15 | venerdì ho ricevuto un bonifico, trovalo
it | d:2026-05-20 | sposta la call a mercoledì
it | d:2026-05-25 | rimanda la lezione a lunedì
it | d:2026-05-18 | il report di lunedì scorso
it | d:2026-10-06 | il primo martedì di ottobre c'è l'assemblea
it | d:2026-06-08 | il secondo lunedì di giugno inizia il corso
it | d:2026-05-29 | l'ultimo venerdì del mese facciamo l'aperitivo
it | d:2026-09-27 | l'ultima domenica di settembre c'è la maratona
it | d:2026-07-02 | il primo giovedì di luglio
it | d:2026-11-26 | il quarto giovedì di novembre
it | d:2026-05-31 | domenica 31 maggio pranzo di classe
it | d:2026-05-22 | entro venerdì manda il preventivo
it | d:2026-05-23 | questo sabato andiamo al lago
it | d:2026-05-28 | giovedì 28 ho il dentista
it | d:2026-05-20 | mercoledì
it | d:2026-05-22 | venerdì
it | d:2026-05-25 | lunedì
it | d:2026-05-30 | sabato della prossima settimana
it | d:2026-05-18 | lunedì scorso
it | d:2026-05-15 | venerdì scorso
it | d:2026-05-26 | martedì della settimana prossima vado in palestra
it | d:2026-06-01 | il primo lunedì di giugno
it | d:2026-05-14 | che cosa ho mangiato giovedì?
it | d:2026-05-21 | per giovedì prepara la presentazione
it | d:2026-05-24 | domenica mattina porto il cane dal veterinario, ricordamelo
it | d:2026-05-25 | lun 25 maggio call
en | d:2026-05-25 | remind me on Monday to pay the rent
en | d:2026-05-22 | schedule the meeting for Friday
en | d:2026-05-20 | I see the doctor on Wednesday, put it in my calendar
en | d:2026-05-21 | book the padel court for Thursday
en | d:2026-05-23 | Mark's party is on Saturday, note it
en | d:2026-05-24 | lunch at the in-laws on Sunday
en | d:2026-05-26 | I have the interview next Tuesday
en | d:2026-05-25 | the course starts next Monday
en | d:2026-05-15 | photos from last Friday
en | d:2026-05-18 | what did I do on Monday?
en | d:2026-05-16 | how much did I spend on Saturday?
en | d:2026-05-17 | who wrote to me on Sunday?
en | d:2026-05-14 | files modified on Thursday
en | d:2026-05-13 | show me the emails I received last Wednesday
en | d:2026-05-12 | last Tuesday I paid the mechanic
en | d:2026-05-22 | this Friday we go out for dinner
en | d:2026-05-29 | the delivery is on Friday next week
en | d:2026-05-27 | Wednesday of next week I go to Rome
en | d:2026-05-25 | Monday the 25th remind me about the meeting
en | d:2026-05-22 | the weather for Friday
en | d:2026-05-21 | on Thursday I have to take the car to the garage
en | d:2026-05-16 | the pictures taken last Saturday
en | d:2026-05-24 | book the restaurant for Sunday
en | d:2026-05-15 | I got a transfer on Friday, find it
en | d:2026-05-20 | move the call to Wednesday
en | d:2026-05-25 | postpone the lesson to Monday
en | d:2026-05-18 | Monday's report
en | d:2026-10-06 | the first Tuesday of October is the assembly
en | d:2026-06-08 | the course starts on the second Monday of June
en | d:2026-05-29 | the last Friday of the month we have drinks
en | d:2026-09-27 | the marathon is on the last Sunday in September
en | d:2026-07-02 | the first Thursday in July
en | d:2026-11-26 | the fourth Thursday of November
en | d:2026-05-22 | send the quote by Friday
en | d:2026-05-28 | Thursday the 28th I have the dentist
en | d:2026-05-20 | Wednesday
en | d:2026-05-22 | Friday
en | d:2026-05-25 | on Monday
en | d:2026-05-18 | last Monday
en | d:2026-05-15 | last Friday
en | d:2026-06-01 | the first Monday of June
en | d:2026-05-14 | what did I eat on Thursday?
en | d:2026-05-21 | prepare the slides for Thursday
en | d:2026-05-24 | Sunday morning I take the dog to the vet, remind me
en | d:2026-05-22 | this coming Friday
en | d:2026-05-26 | Tuesday next week
en | d:2026-05-25 | mon may 25 call with Bob
en | d:2026-05-23 | this Saturday we go to the lake
en | d:2026-05-29 | a week from Friday
en | d:2026-06-01 | the plumber comes Monday week
en | d:2026-05-22 | send the deck by EOD Friday
en | d:2026-05-23 | the match is on Sat
`;
