/**
 * Numbers as people write them in requests: digits with separators, number words, multipliers and quantity ranges.
 * `n:` fills a numeric field; `nr:A..B` fills a minimum and a maximum.
 */
export const numbers = `
it | n:23 | mostrami le ventitré foto più recenti
it | n:31 | trentuno invitati alla festa, aggiungili
it | n:1200 | trasferisci mille duecento euro
it | n:12 | compra una dozzina di uova
it | n:7 | le ultime sette mail
it | n:42 | quarantadue pagine da stampare
it | n:120 | centoventi caratteri al massimo
it | n:250 | duecentocinquanta grammi di farina
it | n:1000 | mille passi
it | n:2000 | duemila euro di budget
it | n:3500 | tremilacinquecento euro
it | n:2000000 | due milioni di righe
it | n:2 | un paio di file
it | n:1234567 | il file ha 1 234 567 righe
it | n:1500 | limite di 1,5k token
it | n:3.5 | imposta il volume a 3,5
it | n:1500 | 1.500 euro di anticipo
it | n:99 | novantanove problemi
it | n:18 | diciotto candeline sulla torta
it | n:6 | mezza dozzina di bottiglie
it | n:21 | ventuno gradi in salotto
it | n:38 | imposta il riscaldamento a trentotto gradi
it | n:5000 | cinquemila passi al giorno
it | n:300 | trecento parole di riassunto
it | n:10 | mostrami i primi dieci risultati
it | n:15 | dammi quindici risultati
it | n:2500000 | 2,5 milioni di visualizzazioni
it | n:0.5 | mezzo litro di latte
it | n:1001 | milleuno notti
it | n:77 | settantasette euro
it | n:20 | comprimi le immagini al 20%
it | n:4 | dividi il conto in quattro
it | n:150 | centocinquanta euro
it | n:11 | undici file trovati
it | n:12500 | 12.500 persone
it | nr:10..20 | file tra 10 e 20 MB
it | nr:10..20 | i file da 10-20 MB
it | nr:100..200 | un budget tra cento e duecento euro
it | nr:3..5 | tra 3 e 5 stelle
it | nr:50..80 | prezzi da 50 a 80 euro
it | n:64 | sessantaquattro giga
it | n:13 | tredici
it | n:1000000 | un milione
it | n:8 | mostra otto risultati
it | n:25 | venticinque
en | n:23 | show me the twenty-three latest photos
en | n:31 | thirty-one guests at the party, add them
en | n:1200 | transfer one thousand two hundred dollars
en | n:12 | buy a dozen eggs
en | n:7 | the last seven emails
en | n:42 | forty-two pages to print
en | n:120 | one hundred and twenty characters at most
en | n:250 | two hundred fifty grams of flour
en | n:1000 | a thousand steps
en | n:2000 | two thousand dollars budget
en | n:3500 | three thousand five hundred euros
en | n:2000000 | two million rows
en | n:2 | a couple of files
en | n:1234567 | the file has 1,234,567 lines
en | n:1500 | a limit of 1.5k tokens
en | n:3.5 | set the volume to 3.5
en | n:99 | ninety-nine problems
en | n:6 | half a dozen bottles
en | n:21 | twenty-one degrees in the living room
en | n:5000 | five thousand steps a day
en | n:300 | three hundred words of summary
en | n:10 | show me the first ten results
en | n:2500000 | 2.5M views
en | n:0.5 | half a liter of milk
en | n:77 | seventy-seven dollars
en | n:20 | compress the images to 20%
en | n:4 | split the bill four ways
en | n:150 | a hundred and fifty euros
en | n:11 | eleven files found
en | n:12500 | 12,500 people
en | nr:10..20 | files between 10 and 20 MB
en | nr:10..20 | files of 10-20 MB
en | nr:100..200 | a budget between one hundred and two hundred dollars
en | nr:3..5 | from 3 to 5 stars
en | nr:50..80 | prices from 50 to 80 dollars
en | n:64 | sixty-four gigs
en | n:13 | thirteen
en | n:1000000 | a million
en | n:8 | show eight results
en | n:25 | twenty five
en | n:2000 | 2k followers
en | n:144 | print 144 labels
en | n:19 | nineteen
en | n:1000000 | 1 million
en | n:40 | list forty items
`;
