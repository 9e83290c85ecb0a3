/**
 * Holidays, fixed and movable (Easter computed), Italian and English/American. Today: Tuesday 19 May 2026.
 * Easter 2026 was 5 April; Easter 2027 is 28 March. A holiday without a year is the next one for a plan and the last
 * one for what already happened.
 */
export const holidays = `
it | d:2026-12-25 | a Natale andiamo dai nonni, segnalo
it | d:2026-12-24 | la vigilia di Natale cena dalla zia
it | d:2026-08-15 | a Ferragosto siamo al mare
it | d:2027-01-06 | ricordami di togliere l'albero all'Epifania
it | d:2027-03-28 | prenota il pranzo di Pasqua
it | d:2027-03-29 | a Pasquetta facciamo la grigliata
it | d:2026-04-05 | le foto di Pasqua
it | d:2026-04-06 | cosa abbiamo fatto a Pasquetta?
it | d:2027-01-01 | il primo dell'anno dormo fino a tardi
it | d:2026-12-31 | a San Silvestro festa a casa di Paolo
it | d:2026-12-26 | a Santo Stefano pranzo dai cugini
it | d:2026-06-02 | per la festa della Repubblica andiamo a Roma
it | d:2027-04-25 | il 25 aprile prossimo
it | d:2026-11-01 | a Ognissanti siamo chiusi
it | d:2026-12-08 | all'Immacolata facciamo l'albero
it | d:2027-02-14 | prenota la cena di San Valentino
it | d:2026-10-31 | la festa di Halloween
it | d:2025-12-25 | le foto di Natale 2025
it | d:2024-03-31 | Pasqua 2024
it | d:2027-03-26 | il venerdì santo
it | d:2026-05-24 | a Pentecoste vado in montagna
it | d:2027-02-09 | martedì grasso prossimo
it | d:2027-02-10 | il mercoledì delle ceneri
it | d:2026-11-02 | il giorno dei morti vado al cimitero
it | d:2027-05-01 | il primo maggio prossimo
it | d:2026-05-10 | che regalo ho fatto per la festa della mamma?
it | d:2027-03-19 | la festa del papà
it | d:2026-12-25 | il giorno di Natale
it | d:2026-12-31 | la notte di San Silvestro
it | dt:2026-12-25T13:00 | a Natale alle 13 pranzo in famiglia
it | dt:2026-12-24T20:00 | la vigilia di Natale alle 20
it | d:2026-12-26 | il giorno dopo Natale
it | d:2026-08-14 | il giorno prima di Ferragosto
it | d:2026-11-26 | il giorno del Ringraziamento
it | d:2025-08-15 | cosa ho fatto a Ferragosto dell'anno scorso?
it | d:2027-01-06 | la Befana
it | d:2026-12-25 | Natale
it | d:2026-08-15 | Ferragosto
it | d:2027-03-29 | lunedì dell'Angelo
it | d:2027-03-28 | Pasqua
it | d:2026-12-25 | ricordami di chiamare la zia a Natale
it | d:2026-12-24 | vigilia di Natale
it | d:2026-12-31 | il cenone di San Silvestro
it | d:2027-01-01 | Capodanno
it | d:2026-06-04 | il Corpus Domini
it | d:2026-06-29 | la festa di San Pietro e Paolo a Roma
it | d:2026-12-25 | il 25 dicembre
it | d:2026-04-25 | cosa abbiamo fatto il giorno della Liberazione?
it | d:2025-12-24 | le foto della vigilia di Natale dell'anno scorso
it | d:2027-01-06 | il giorno dell'Epifania
en | d:2026-12-25 | we are going to the grandparents' for Christmas, note it
en | d:2026-12-24 | dinner at my aunt's on Christmas Eve
en | d:2026-11-26 | Thanksgiving dinner
en | d:2026-11-27 | Black Friday deals
en | d:2027-03-28 | book the Easter lunch
en | d:2026-04-05 | the Easter photos
en | d:2027-01-01 | on New Year's Day I'll sleep in
en | d:2026-12-31 | party at Paul's on New Year's Eve
en | d:2026-12-26 | on Boxing Day lunch with the cousins
en | d:2026-07-04 | fireworks on Independence Day
en | d:2026-07-04 | the 4th of July barbecue
en | d:2026-05-25 | Memorial Day weekend trip, remind me on Memorial Day
en | d:2026-09-07 | Labor Day
en | d:2027-02-14 | book dinner for Valentine's Day
en | d:2026-10-31 | the Halloween party
en | d:2025-12-25 | photos from Christmas 2025
en | d:2024-03-31 | Easter 2024
en | d:2027-03-26 | Good Friday
en | d:2027-03-29 | Easter Monday
en | d:2026-05-10 | what did I get mum for Mother's Day?
en | d:2026-06-21 | Father's Day
en | d:2027-03-17 | St. Patrick's Day
en | d:2026-12-25 | Christmas Day
en | dt:2026-12-25T13:00 | Christmas at 1pm family lunch
en | dt:2026-12-24T20:00 | Christmas Eve at 8pm
en | d:2026-12-26 | the day after Christmas
en | d:2026-11-25 | the day before Thanksgiving
en | d:2025-11-27 | what did we cook on Thanksgiving last year?
en | d:2026-12-25 | Christmas
en | d:2026-11-26 | Thanksgiving
en | d:2027-03-28 | Easter
en | d:2026-12-25 | remind me to call my aunt on Christmas
en | d:2027-01-18 | Martin Luther King Day
en | d:2027-02-15 | Presidents' Day
en | d:2026-10-12 | Columbus Day
en | d:2026-11-11 | Veterans Day
en | d:2026-11-30 | Cyber Monday
en | d:2027-01-01 | New Year's
en | d:2026-12-31 | New Year's Eve
en | d:2026-05-24 | Pentecost
en | d:2027-02-10 | Ash Wednesday
en | d:2026-11-26 | Thanksgiving 2026
en | d:2026-12-25 | Xmas
en | d:2026-12-24 | Christmas Eve
en | d:2027-02-09 | Mardi Gras
en | d:2026-11-01 | All Saints' Day
en | d:2026-05-10 | the Mother's Day photos
en | d:2027-04-01 | April Fools' Day
en | d:2026-05-25 | barbecue plans for Memorial Day weekend
en | d:2026-09-07 | rent a cabin for Labor Day weekend
en | w:2026-11-23 | we fly out the week of Thanksgiving
en | w:2026-12-21 | the office is shut Christmas week
en | r:2026-12-18..2026-12-24 | the shop is packed the week before Christmas
`;
