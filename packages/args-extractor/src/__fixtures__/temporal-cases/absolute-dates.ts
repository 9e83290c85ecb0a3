/**
 * Absolute dates: a day named by its number (with or without month and year), in the forms people type to an
 * assistant. Reference clock: Tuesday 19 May 2026, 14:05, Europe/Rome. A date without a year is the next one for a
 * plan or a reminder and the last one for something that already happened.
 */
export const absoluteDates = `
it | d:2026-03-03 | mostrami le foto del 3 marzo 2026
it | d:2025-12-24 | cerca le email del 24 dicembre 2025
it | d:2026-06-12 | fissa la visita dal dermatologo per il 12 giugno
it | d:2026-07-01 | ricordami il 1° luglio di pagare la bolletta
it | d:2026-06-02 | prenota il ristorante per il 2/6
it | d:2026-09-15 | imposta un promemoria per il 15/09/2026
it | d:2027-01-10 | il volo di ritorno è il 10 gennaio 2027
it | d:2026-04-30 | apri il report del 2026-04-30
it | d:2026-08-08 | metti in calendario la cena dell'8 agosto
it | d:2026-11-03 | segna il compleanno di Luca il 3 novembre
it | d:2026-05-21 | appuntamento dal dentista giovedì 21 maggio
it | d:2026-02-14 | quali file ho modificato il 14 febbraio?
it | d:2026-04-02 | trova le foto che ho scattato il 2 aprile
it | d:2026-10-31 | la scadenza del progetto è il 31 ottobre
it | d:2026-05-25 | sposta la riunione al 25 maggio
it | d:2026-06-30 | devo consegnare la tesi entro il 30 giugno
it | d:2024-03-15 | trova le fatture del 15.03.2024
it | d:2023-12-01 | documenti del 1 dicembre 2023
it | d:2026-07-04 | prenota l'hotel per sabato 4 luglio
it | d:2026-12-07 | ricordami il 7 dicembre di comprare i regali
it | d:2026-01-20 | che tempo ha fatto il 20 gennaio?
it | d:2026-09-01 | la scuola ricomincia il primo settembre
it | d:2026-05-28 | il pacco arriverà il 28
it | d:2025-11-11 | mostra le mail che ho inviato l'11 novembre 2025
it | d:2026-03-27 | mostra gli eventi del 27/3/26
it | d:2030-01-01 | imposta la scadenza al 1 gennaio 2030
it | d:2026-10-10 | il concerto sarà il dieci ottobre
it | d:2026-06-21 | il ventuno giugno partiamo per il mare
it | d:2026-07-31 | ricordami il trentuno luglio di rinnovare l'assicurazione
it | d:2026-08-03 | lunedì 3 agosto ho la visita
it | d:2026-02-28 | quanto ho speso il 28 febbraio?
it | d:2019-06-07 | apri le foto del 7 giugno 2019
it | d:2026-12-31 | organizza la festa per il 31/12
it | d:2026-06-15 | la riunione è stata spostata al 15 giugno
it | d:2026-05-19 | che appuntamenti ho il 19 maggio?
it | d:2026-05-23 | prenota un tavolo per il 23 maggio alla trattoria
it | d:2025-09-09 | quando ho pagato il 9 settembre 2025 quanto era?
it | d:2026-11-20 | fissa la call con il cliente il 20 novembre
it | d:2026-06-06 | aggiungi in agenda: 6 giugno, matrimonio di Sara
it | d:2026-10-02 | la fattura scade il 2 ottobre 2026
it | d:2026-01-07 | i documenti ricevuti il 7 gennaio
it | d:2026-09-30 | scrivi a Marco che la consegna slitta al 30 settembre
it | d:2027-03-15 | segna in calendario 15 marzo 2027 colloquio
it | d:2026-05-10 | cosa ho ascoltato il 10 maggio?
it | d:2026-07-20 | dal 20 luglio sono in ferie, ricordamelo quel giorno
it | d:2026-08-25 | il treno per Roma è il 25/08
it | d:2022-04-18 | backup del 18-04-2022
it | d:2026-06-18 | ricordami giovedì 18 giugno di chiamare il commercialista
it | d:2026-04-12 | che partita c'era il 12 aprile?
it | d:2026-11-01 | prenota il volo per il 1 novembre
it | d:2026-05-31 | il 31 maggio scade l'abbonamento
it | d:2026-09-12 | iscrivimi alla maratona del 12 settembre
it | d:2026-12-12 | il dodici dicembre c'è la cena aziendale
it | d:2026-03-08 | le foto dell'8 marzo
it | d:2026-06-01 | nuovo orario dal primo giugno, ricordamelo quel giorno
en | d:2026-03-03 | show me the photos from March 3, 2026
en | d:2025-12-24 | find the emails from December 24th 2025
en | d:2026-06-12 | book the dermatologist for June 12
en | d:2026-07-01 | remind me on July 1st to pay the bill
en | d:2026-06-02 | book a table for 6/2
en | d:2026-09-15 | set a reminder for 09/15/2026
en | d:2027-01-10 | my return flight is on January 10, 2027
en | d:2026-04-30 | open the report of 2026-04-30
en | d:2026-08-08 | put the dinner on August 8th in my calendar
en | d:2026-11-03 | add Luke's birthday on the 3rd of November
en | d:2026-05-21 | dentist appointment Thursday, May 21
en | d:2026-02-14 | which files did I edit on Feb 14?
en | d:2026-04-02 | find the pictures I took on April 2
en | d:2026-10-31 | the project is due October 31
en | d:2026-05-25 | move the meeting to May 25
en | d:2026-06-30 | I have to hand in the thesis by June 30th
en | d:2024-03-15 | find the invoices from 3/15/2024
en | d:2023-12-01 | documents from 1 December 2023
en | d:2026-07-04 | book the hotel for Saturday July 4
en | d:2026-12-07 | remind me on Dec 7 to buy the presents
en | d:2026-01-20 | what was the weather like on January 20?
en | d:2026-09-01 | school starts again on September first
en | d:2026-05-28 | the parcel will arrive on the 28th
en | d:2025-11-11 | show the mails I sent on Nov 11, 2025
en | d:2030-01-01 | set the deadline to January 1 2030
en | d:2026-10-10 | the concert is on the tenth of October
en | d:2026-06-21 | we leave for the sea on June twenty-first
en | d:2026-07-31 | remind me on the 31st of July to renew the insurance
en | d:2026-08-03 | I have a checkup on Monday, August 3
en | d:2026-02-28 | how much did I spend on February 28?
en | d:2019-06-07 | open the photos from June 7 2019
en | d:2026-12-31 | plan the party for 12/31
en | d:2026-06-15 | the meeting has been moved to June 15th
en | d:2026-05-19 | what appointments do I have on May 19?
en | d:2026-05-23 | reserve a table for May 23rd at the bistro
en | d:2026-11-20 | schedule the client call on November 20
en | d:2026-06-06 | add to my calendar: June 6, Sarah's wedding
en | d:2026-10-02 | the invoice is due 2 Oct 2026
en | d:2026-01-07 | the documents received on January 7
en | d:2026-09-30 | tell Mark the delivery slips to September 30
en | d:2027-03-15 | put March 15 2027 interview in the calendar
en | d:2026-05-10 | what did I listen to on May 10?
en | d:2026-08-25 | the train to Rome is on 8/25
en | d:2022-04-18 | backup from 2022-04-18
en | d:2026-06-18 | remind me on Thursday June 18 to call the accountant
en | d:2026-04-12 | which game was on April 12?
en | d:2026-11-01 | book the flight for Nov. 1
en | d:2026-05-31 | my subscription ends on May 31st
en | d:2026-09-12 | sign me up for the September 12 marathon
en | d:2026-12-12 | the company dinner is on December twelfth
en | d:2026-03-08 | the pictures from the 8th of March
en | d:2026-02-03 | which meetings did I have on 2/3?
en | d:2026-07-14 | the package ships on Tuesday the 14th of July
en | d:2025-05-05 | logs from May 5th, 2025
`;
