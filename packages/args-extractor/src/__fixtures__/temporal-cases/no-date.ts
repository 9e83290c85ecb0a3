/**
 * Requests that name no date, time or duration, including words that look like one ("mar Rosso", "may I",
 * "second-hand", "zip code", "Windows 11", "1984 by Orwell"). Any date, date-time, time, range or duration read
 * from them is a false positive.
 */
export const noDate = `
it | none | mostrami le foto del mar Rosso
it | none | cerca i file zip nella cartella download
it | none | apri la cartella progetti
it | none | manda una mail a Marco con il preventivo
it | none | qual è il codice ISO dell'Italia?
it | none | traduci questa frase in inglese
it | none | accendi la luce del soggiorno
it | none | alza il volume
it | none | chi ha scritto il libro 1984?
it | none | cerca un ristorante giapponese vicino a me
it | none | quanto fa 3/4 più 1/2?
it | none | converti 10 euro in dollari
it | none | apri la pagina 15 del manuale
it | none | metti su Radio Deejay
it | none | cerca il modello Fiat 500
it | none | aggiorna Windows 11
it | none | compra un iPhone 15
it | none | qual è la capitale del Marocco?
it | none | leggimi le ultime notizie
it | none | come si dice gatto in tedesco?
it | none | apri la casa editrice Mondadori sul sito
it | none | cerca mar Mediterraneo su Wikipedia
it | none | trova le foto di Venezia
it | none | quanto costa la benzina?
it | none | cerca la canzone Sabato di Jovanotti
it | none | chiama la mamma
it | none | spegni il riscaldamento
it | none | ordina per dimensione i file della cartella
it | none | elenca i file più grandi in ~/Documenti
it | none | mostrami la formula 1 su Sky
it | none | cerca il capitolo 12 del libro
it | none | quanti abitanti ha Milano?
it | none | prenota un tavolo per quattro persone
it | none | scrivi un messaggio a Giovanna
it | none | aggiungi il latte alla lista della spesa
it | none | il mio codice fiscale
it | none | apri il documento versione 2.3
it | none | calcola il 20% di 150
it | none | trova le email di Domenico
it | none | quanti km ci sono tra Roma e Napoli?
it | none | riproduci la playlist rock anni 80
it | none | mostra la mappa del Piemonte
it | none | che ore sono a Tokyo? no, dimmi solo il fuso orario
it | none | cerca un volo Roma Parigi
it | none | leggi le mail non lette
it | none | sei sveglio?
it | none | cancella i file duplicati
it | none | l'ora legale si applica in Arizona?
it | none | mi piace il mare
it | none | scarica i dati grezzi del sondaggio
it | none | metti in pausa la musica
it | none | aumenta la luminosità dello schermo
it | none | apri la home page del comune
it | none | mostrami Marte e Giove
it | none | cerca il ristorante Venerdì a Torino
it | none | stampa il file in formato A4
it | none | cerca "Domenica In" su RaiPlay
it | none | apri il canale 5
it | none | trova la stanza 3/4 del piano terra
it | none | cerca l'autostrada A1
en | none | show me the photos of the Red Sea
en | none | find the zip files in the downloads folder
en | none | what is my zip code?
en | none | open the projects folder
en | none | send an email to Mark with the quote
en | none | what is the ISO code of Italy?
en | none | translate this sentence into Italian
en | none | turn on the living room light
en | none | turn the volume up
en | none | who wrote the book 1984?
en | none | find a Japanese restaurant near me
en | none | what is 3/4 plus 1/2?
en | none | convert 10 euros to dollars
en | none | open page 15 of the manual
en | none | may I ask you something?
en | none | find second-hand bikes
en | none | update Windows 11
en | none | buy an iPhone 15
en | none | what is the capital of Morocco?
en | none | read me the latest news
en | none | how do you say cat in German?
en | none | open the publisher's home page
en | none | find the raw data of the survey
en | none | find pictures of Venice
en | none | how much does gas cost?
en | none | play the song Friday I'm in Love
en | none | call mom
en | none | turn off the heating
en | none | sort the files in the folder by size
en | none | list the biggest files in ~/Documents
en | none | watch Formula 1 highlights
en | none | find chapter 12 of the book
en | none | how many people live in Milan?
en | none | book a table for four
en | none | write a message to Joanna
en | none | add milk to the shopping list
en | none | open the document version 2.3
en | none | calculate 20% of 150
en | none | find the emails from Sunny
en | none | how many miles from Boston to New York?
en | none | play the 80s rock playlist
en | none | show the map of Texas
en | none | search flights from Rome to Paris
en | none | read the unread mail
en | none | delete the duplicate files
en | none | I like the sea
en | none | pause the music
en | none | increase the screen brightness
en | none | open the city's home page
en | none | show me Mars and Jupiter
en | none | find the restaurant Sunday Brunch Club
en | none | print the file in A4
en | none | march the robot forward
en | none | turn on channel 5
en | none | I sat down, now read me the news headlines
en | none | find the sun cream in the shopping list
en | none | search for the band Seconds of Summer
en | none | open the 2.5 inch drive folder
en | none | find the Apollo 13 documentary
`;
