/**
 * Months, years and quarters, named or relative, and days defined inside them ("the last day of October 2015").
 * Today: Tuesday 19 May 2026. A month without a year is the current or next one for a plan and the current or
 * last one for what already happened. Graded at month, quarter or year grain on the start of the period.
 */
export const monthsYears = `
it | m:2026-03 | le spese di marzo
it | m:2013-01 | le foto di gennaio 2013
it | m:2026-06 | il mese prossimo vado in ferie
it | m:2026-04 | le bollette del mese scorso
it | m:2026-05 | le spese di questo mese
it | m:2026-04 | lo scorso mese ho speso troppo?
it | y:2015 | le foto del 2015
it | y:2027 | l'anno prossimo cambio casa, segnalo
it | y:2025 | i documenti dell'anno scorso
it | y:2026 | le tasse di quest'anno
it | q:2026-Q3 | il report del Q3
it | q:2025-Q4 | le vendite del quarto trimestre 2025
it | q:2026-Q3 | il prossimo trimestre assumiamo due persone
it | q:2026-Q1 | le fatture del trimestre scorso
it | q:2026-Q2 | il fatturato di questo trimestre
it | m:2026-09 | a settembre inizia la scuola
it | m:2026-08 | ad agosto siamo chiusi, mettilo in calendario
it | m:2026-12 | a dicembre vado in montagna
it | m:2026-02 | quanto ho speso a febbraio?
it | m:2026-01 | le mail di gennaio
it | m:2014-10 | le foto di ottobre 2014
it | m:2027-03 | a marzo 2027 scade il contratto
it | d:2015-10-31 | l'ultimo giorno di ottobre 2015
it | d:2026-05-31 | l'ultimo giorno del mese pago l'affitto
it | d:2026-06-01 | il primo giorno del mese prossimo
it | d:2026-12-31 | entro la fine dell'anno devo finire il libro, ricordamelo quel giorno
it | m:2026-07 | luglio
it | m:2026-11 | novembre
it | y:2030 | nel 2030
it | y:2019 | nel 2019 ero a Londra, trova le foto
it | m:2025-12 | dicembre 2025
it | m:2026-07 | il mese di luglio
it | y:2024 | due anni fa, nel 2024, ho cambiato lavoro: mostra le foto di quell'anno
it | m:2026-10 | prenota le vacanze per ottobre
it | m:2026-06 | a giugno
it | m:2026-03 | a marzo ho comprato la bici, trova lo scontrino
it | q:2026-Q4 | nel quarto trimestre chiudiamo il bilancio
it | q:2026-Q1 | primo trimestre 2026
it | m:2026-04 | il mese passato
it | y:2025 | lo scorso anno
it | y:2027 | il prossimo anno
it | m:2026-06 | giugno prossimo
it | m:2025-05 | maggio dell'anno scorso
it | m:2026-02 | a febbraio di quest'anno ho speso molto
it | m:2026-07 | i prossimi saldi sono a luglio
it | d:2026-05-01 | il primo del mese ho pagato l'affitto
it | m:2027-01 | a gennaio rinnovo il contratto
it | y:2023 | le spese del 2023
it | m:2026-09 | le riunioni di settembre 2026
it | m:2024-02 | febbraio 2024
it | q:2026-Q3 | terzo trimestre
en | m:2026-03 | March expenses
en | m:2013-01 | photos from January 2013
en | m:2026-06 | next month I go on holiday
en | m:2026-04 | last month's bills
en | m:2026-05 | this month's expenses
en | y:2015 | photos from 2015
en | y:2027 | next year I move house, note it
en | y:2025 | last year's documents
en | y:2026 | this year's taxes
en | q:2026-Q3 | the Q3 report
en | q:2025-Q4 | sales in the fourth quarter of 2025
en | q:2026-Q3 | next quarter we hire two people
en | q:2026-Q1 | invoices from last quarter
en | q:2026-Q2 | revenue this quarter
en | m:2026-09 | school starts in September
en | m:2026-08 | we are closed in August, put it in the calendar
en | m:2026-12 | in December I go to the mountains
en | m:2026-02 | how much did I spend in February?
en | m:2026-01 | the January emails
en | m:2014-10 | photos from October 2014
en | m:2027-03 | the contract ends in March 2027
en | d:2015-10-31 | the last day of October 2015
en | d:2026-05-31 | on the last day of the month I pay the rent
en | d:2026-06-01 | the first day of next month
en | d:2026-12-31 | by the end of the year I need to finish the book, remind me that day
en | m:2026-07 | July
en | m:2026-11 | November
en | y:2030 | in 2030
en | y:2019 | I was in London in 2019, find the photos
en | m:2025-12 | December 2025
en | m:2026-07 | the month of July
en | m:2026-10 | book the holidays for October
en | m:2026-06 | in June
en | m:2026-03 | I bought the bike in March, find the receipt
en | q:2026-Q4 | in Q4 we close the books
en | q:2026-Q1 | Q1 2026
en | m:2026-04 | the past month's statement
en | y:2027 | the coming year
en | m:2025-05 | May of last year
en | m:2026-02 | in February this year I spent a lot
en | m:2026-07 | the next sales are in July
en | d:2026-05-01 | I paid the rent on the first of the month
en | m:2027-01 | I renew the contract in January
en | y:2023 | expenses for 2023
en | m:2026-09 | September 2026 meetings
en | m:2024-02 | Feb 2024
en | q:2026-Q3 | third quarter
en | m:2026-06 | this coming June
en | y:2024 | the year 2024
en | m:2027-02 | February next year
en | m:2026-04 | the previous month
en | r:2027-01-01..2027-06-30 | revenue targets for H1 2027
en | r:2026-07-01..2026-12-31 | the H2 2026 roadmap review
en | m:2026-09 | our lease ends in Sept.
en | m:2026-11 | we move offices in Nov
en | d:2026-12-31 | close the books by year-end
en | p:2027-06-21T00:00..2027-09-22T00:00 | the album comes out in summer '27
`;
