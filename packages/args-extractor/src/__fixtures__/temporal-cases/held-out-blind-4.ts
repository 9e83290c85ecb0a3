/**
 * A sixth held-out set, the fourth written blind for issue 21: its author read only the README's conventions, the
 * case format (`index.ts` and the first 40 lines of `held-out-blind-3.ts`) and the evaluation harness
 * (`src/evaluation/`), never the rules (`src/temporal/`, `src/rules/`), the lexicon's date words, the development set
 * or the other held-out sets' cases, nor other parsers' test corpora. Expected values were computed by hand and the
 * weekdays checked with `Date` (not with this package).
 * Written as people type to a personal assistant that handles mail, files and reminders: lowercase, no accents,
 * typos and chat shorthand ("tmrw", "tomorow", "yday", "dmn", "nn posso", "x domani", "dom.", "giov.", "h 9.30",
 * "weds", "thurs"), numbers as words ("july ninth", "il ventuno luglio", "tra tre quarti d'ora"), past requests
 * about mail and files ("the invoice I got last friday", "cosa ho scaricato ieri") next to future reminders, time
 * zones ("3pm eastern", "ora di Londra", "14:30 Singapore time"), recurrences graded on their next occurrence ("every
 * monday", "ogni lunedì", "tutte le sere alle 21"), and dates mixed with names, rooms and addresses ("room 101",
 * "via XX Settembre 14", "Sala 3"). No-date lines are requests full of traps: names that are months or weekdays
 * ("June", "April", "Dr. May", "Domenica", "Noel"), titles and songs ("September", "Nineteen Eighty-Four", "Il giorno
 * della civetta", "Domenica bestiale", "Notte prima degli esami"), products and places ("iPhone 15", "Studio 54",
 * "Windows 11", "piazza IV Novembre", "via XXV Aprile 8", "Radio 105", "il regionale 2145"), counts and measures.
 * Expectations follow the README's conventions (weeks from Monday, a bare weekday the next one, "next Friday" next
 * week's, "last Tuesday" on a Tuesday the one a week ago, the tense of the request for recurring dates, parts of the
 * day, astronomical seasons, bare hours on the 24-hour clock unless the request says otherwise, "by/entro X" its
 * inclusive end in a date field, nights of a stay as days). A part of the day, a season, a rolling window or a loose
 * window ("early next month", "since May 1", "over the next 3 days") is graded as a `p:` span its start must fall
 * in; the span of a season takes both its astronomical and its meteorological start.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is in the README.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind4 = `
absolute-dates | en | d:2026-06-12 | remind me to renew my passport on june 12
absolute-dates | en | d:2026-06-03 | can u move the dentist to the 3rd of june
absolute-dates | en | d:2026-05-28 | send the invoice to Mark on May 28th
absolute-dates | en | d:2026-08-14 | book the ferry for aug 14
absolute-dates | en | d:2025-12-03 | find the pdf Anna sent me on december 3rd last year
absolute-dates | en | d:2026-03-11 | what did I save on March 11?
absolute-dates | en | d:2026-06-30 | the lease ends 6/30
absolute-dates | en | d:2026-10-02 | Dinner with the Hendersons on Oct 2
absolute-dates | en | d:2024-02-29 | open the photos from Feb 29 2024
absolute-dates | en | d:2026-05-21 | set a reminder for the 21st
absolute-dates | en | d:2026-06-05 | pls remind me on the fifth to call the bank
absolute-dates | en | d:2026-09-01 | starting 9/1 the gym changes hours
absolute-dates | en | d:2026-11-11 | Remind me about the vet on 11/11
absolute-dates | en | d:2026-04-22 | emails I got on april 22
absolute-dates | en | d:2026-01-07 | which files did i edit on jan 7th
absolute-dates | en | d:2026-07-18 | my flight is on saturday july 18
absolute-dates | en | d:2026-06-09 | Tuesday, June 9 works for me
absolute-dates | en | d:2026-12-01 | Remind me December 1st to book the cabin
absolute-dates | en | d:2026-05-30 | the package should arrive on the 30th
absolute-dates | en | d:2015-10-21 | scan of the letter dated 21 October 2015
absolute-dates | en | d:2026-08-03 | haircut aug. 3rd
absolute-dates | en | d:2026-09-15 | remind me sept 15 about the car insurance
absolute-dates | en | d:2026-06-20 | BBQ at Dave's place, 14 Elm Street, on June 20
absolute-dates | en | d:2026-06-15 | room 101 is booked for the 15th of June
absolute-dates | en | d:2026-07-09 | remind me on july ninth to water Mrs. Kim's plants
absolute-dates | en | d:2026-05-27 | 2026-05-27 deploy window
absolute-dates | en | d:2026-10-10 | Oct 10th - Sarah's wedding, reminder pls
absolute-dates | en | d:2027-02-03 | remind me on feb 3 to renew the domain
absolute-dates | en | d:2026-03-30 | I signed the contract on march 30
absolute-dates | en | d:2026-06-24 | the plumber comes june twenty-fourth
relative-days | en | d:2026-05-20 | remind me tmrw to call mom
relative-days | en | d:2026-05-20 | tomorow pick up the dry cleaning
relative-days | en | d:2026-05-18 | what did I download yesterday
relative-days | en | d:2026-05-21 | day after tomorrow I need to pay the plumber
relative-days | en | d:2026-05-17 | show me the files from the day before yesterday
relative-days | en | d:2026-05-19 | what's on my calendar today
relative-days | en | d:2026-05-20 | Remind me tomorrow morning to take the pills
relative-days | en | p:2026-05-19T18:00..2026-05-20T00:00 | anything on tonight?
relative-days | en | d:2026-05-20 | tmr: dentist
relative-days | en | dt:2026-05-20T09:00 | wake me up tomorrow at 9
relative-days | en | d:2026-05-18 | the email from yday about the lease
relative-days | en | p:2026-05-19T06:00..2026-05-19T12:00 | the docs I edited this morning
relative-days | en | p:2026-05-18T18:00..2026-05-19T06:00 | photos I took last night
relative-days | en | d:2026-05-20 | set an alarm for tomorrow
relative-days | en | d:2026-05-19 | remind me later today to call Jim
relative-days | en | p:2026-05-20T12:00..2026-05-20T18:00 | tomorrow afternoon works for the call
relative-days | en | d:2026-05-18 | invoices received yesterday
relative-days | en | p:2026-05-20T18:00..2026-05-21T00:00 | dinner plans tomorrow evening?
relative-days | en | d:2026-05-20 | first thing tomorrow email the landlord
relative-days | en | d:2026-05-19 | TODAY: pay electricity bill
relative-days | en | d:2026-05-21 | the day after tmrw i'm off
relative-days | en | p:2026-05-19T18:00..2026-05-20T00:00 | remind me this evening to lock the garage
relative-days | en | d:2026-05-19 | by end of day today send the slides
weekdays | en | d:2026-05-22 | remind me friday to submit the timesheet
weekdays | en | d:2026-05-25 | call the bank on monday
weekdays | en | d:2026-05-29 | next friday lunch with Tom
weekdays | en | d:2026-05-22 | this friday is the deadline for the report
weekdays | en | d:2026-05-15 | the invoice I got last friday
weekdays | en | d:2026-05-21 | dentist thurs
weekdays | en | d:2026-05-24 | pick up the kids from grandma's on sun.
weekdays | en | d:2026-05-23 | sat: farmers market
weekdays | en | d:2026-05-20 | weds works for me
weekdays | en | d:2026-05-26 | remind me next tuesday to call the school
weekdays | en | d:2026-05-14 | what did I send on thursday
weekdays | en | d:2026-05-17 | the pics I took on sunday
weekdays | en | dt:2026-05-20T15:00 | Wednesday at 3pm with the accountant
weekdays | en | d:2026-05-27 | wednesday next week, ok?
weekdays | en | d:2026-05-18 | the files I uploaded on monday
weekdays | en | d:2026-06-01 | the monday after next
weekdays | en | d:2026-05-23 | remind me on saturday morning to mow the lawn
weekdays | en | d:2026-05-22 | fri pls
weekdays | en | dt:2026-05-21T18:30 | Thursday 6:30pm yoga
weekdays | en | d:2026-05-12 | the quote I emailed last tuesday
weekdays | en | d:2026-05-16 | did Jim reply on saturday
weekdays | en | d:2026-05-20 | Remind me wednesday to pay Lisa back
weekdays | en | d:2026-05-24 | Sunday brunch at Clinton St. Baking
weekdays | en | d:2026-05-26 | Tue: send deck to Priya
weekdays | en | d:2026-05-25 | every monday take out the recycling
weekdays | en | d:2026-05-21 | remind me every thursday to water the plants
offsets | en | d:2026-05-22 | remind me in 3 days to follow up with Karen
offsets | en | dt:2026-05-19T14:35 | remind me in 30 min to take the laundry out
offsets | en | dt:2026-05-19T16:05 | in two hours ping me about the oven
offsets | en | d:2026-06-02 | in two weeks check the tomato plants
offsets | en | d:2026-05-12 | files I edited a week ago
offsets | en | d:2026-05-16 | the email from 3 days ago
offsets | en | dt:2026-05-19T13:05 | what did I get an hour ago
offsets | en | d:2026-06-19 | a month from today cancel the trial
offsets | en | d:2025-05-19 | photos from a year ago today
offsets | en | dt:2026-05-19T14:20 | remind me in 15 mins
offsets | en | d:2026-05-29 | in 10 days renew the parking permit
offsets | en | dt:2026-05-19T14:50 | in 45 minutes start the oven
offsets | en | d:2026-05-05 | the doc I shared two weeks ago
offsets | en | dt:2026-05-19T11:05 | the message from 3 hrs ago
offsets | en | d:2026-05-26 | a week from today meeting with the lawyer
offsets | en | d:2026-05-24 | 5 days from now the lease ends
offsets | en | dt:2026-05-19T14:06 | remind me in a min to stretch
offsets | en | d:2026-06-16 | four weeks from now the cast comes off
offsets | en | dt:2026-05-19T15:35 | in an hour and a half call me back
offsets | en | d:2026-07-19 | in 2 months review the budget
offsets | en | d:2026-04-19 | the receipt from a month ago
months-years | en | m:2026-06 | plan the trip for june
months-years | en | m:2027-03 | remind me in march to do taxes
months-years | en | m:2026-03 | the photos I took in march
months-years | en | y:2024 | all invoices from 2024
months-years | en | m:2026-06 | remind me next month to check the bill
months-years | en | m:2026-04 | expenses from last month
months-years | en | m:2026-05 | my spending this month
months-years | en | y:2027 | next year I want to visit Japan
months-years | en | y:2025 | tax documents for last year
months-years | en | q:2026-Q3 | open the q3 planning doc
months-years | en | q:2026-Q1 | show me the Q1 2026 numbers
months-years | en | m:2025-09 | the september 2025 bank statement
months-years | en | p:2026-06-01T00:00..2026-06-22T00:00 | this summer we go to Maine
months-years | en | m:2026-07 | vacation in July
months-years | en | y:2026 | all receipts from this year
months-years | en | m:2026-12 | remind me in december to book flights home
months-years | en | m:2026-02 | what did we spend in feb
months-years | en | p:2025-12-01T00:00..2025-12-22T00:00 | pics from last winter
months-years | en | y:2023 | my 2023 tax return
months-years | en | m:2027-01 | in january i start the new job
months-years | en | q:2026-Q4 | the roadmap for q4
months-years | en | m:2026-08 | august is booked solid
months-years | en | m:2026-11 | sometime in november we should repaint
times-of-day | en | t:15:00 | set an alarm at 3pm
times-of-day | en | t:07:30 | wake me at 7:30
times-of-day | en | t:12:00 | remind me at noon to eat
times-of-day | en | t:00:00 | at midnight turn off the lights
times-of-day | en | dt:2026-05-19T20:00 | tonight at 8 call Sam
times-of-day | en | t:15:30 | call the school at half past three in the afternoon
times-of-day | en | t:16:45 | quarter to five pm
times-of-day | en | t:09:15 | standup at quarter past nine am
times-of-day | en | dt:2026-05-20T08:00 | tomorrow at 8am gym
times-of-day | en | t:18:00 | 6 pm pickup
times-of-day | en | t:21:30 | 9:30 p.m. movie
times-of-day | en | t:10:00 | call the vet at 10 o'clock in the morning
times-of-day | en | t:17:00 | at 17:00 sharp
times-of-day | en | t:13:00 | lunch at 1pm
times-of-day | en | dt:2026-05-22T19:00 | friday 7pm dinner at Luigi's
times-of-day | en | t:23:59 | the deadline is 11:59 pm
times-of-day | en | t:06:00 | alarm for 6 a.m.
times-of-day | en | t:14:30 | let's say 2:30pm
times-of-day | en | dt:2026-05-20T14:00 | tomorrow 2 pm
times-of-day | en | t:20:15 | at 8:15 in the evening
times-of-day | en | dt:2026-05-19T21:00 | call with NY at 3pm eastern today
times-of-day | en | dt:2026-05-20T18:00 | tomorrow at 9am pacific
times-of-day | en | dt:2026-05-20T17:00 | the webinar is tomorrow at 3pm UTC
times-of-day | en | dt:2026-05-20T11:00 | tomorrow 10am London time
times-of-day | en | dt:2026-05-20T02:00 | tomorrow at 9 am Tokyo time
times-of-day | en | dt:2026-05-21T16:30 | thursday 10:30am EDT
times-of-day | en | dt:2026-05-19T18:00 | today at 4pm GMT
times-of-day | en | dt:2026-05-22T09:00 | friday 9:00 CEST
times-of-day | en | dt:2026-05-20T08:30 | tomorrow 14:30 Singapore time
times-of-day | en | t:07:00 | every day at 7am remind me to take my meds
times-of-day | en | t:21:00 | remind me every night at 9pm to journal
times-of-day | en | t:08:45 | weekdays at 8:45 standup reminder
times-of-day | en | t:12:30 | lunch @ 12.30
times-of-day | en | t:19:00 | 7 in the evening works
times-of-day | en | t:05:45 | wake up at quarter to six am
windows | en | r:2026-06-03..2026-06-07 | I'm away june 3-7
windows | en | r:2026-05-20T14:00..2026-05-20T16:00 | block my calendar tomorrow from 2 to 4pm
windows | en | w:2026-05-25 | what's on next week
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | any plans this weekend?
windows | en | r:2026-05-25..2026-05-29 | from Monday to Friday next week I'm in Berlin
windows | en | d:2026-05-22 | need it done by Friday
windows | en | r:2026-07-13..2026-07-17 | out of office july 13 to july 17
windows | en | p:2026-05-12T00:00..2026-05-13T00:00 | emails from the last 7 days
windows | en | w:2026-05-11 | files I changed last week
windows | en | r:2026-05-21T09:00..2026-05-21T12:00 | thursday between 9 and 12
windows | en | r:2026-06-10..2026-06-14 | book the cabin from the 10th through the 14th of June
windows | en | d:2026-05-31 | pay by the end of the month
windows | en | p:2026-05-18T14:00..2026-05-18T14:10 | what came in over the past 24 hours
windows | en | r:2026-05-19T17:00..2026-05-19T19:00 | I'm free between 5 and 7 pm today
windows | en | w:2026-05-18 | anything due this week?
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | what did I spend last weekend
windows | en | r:2026-08-01..2026-08-15 | vacation aug 1-15
windows | en | d:2026-05-24 | until Sunday I'm offline
windows | en | r:2026-05-20..2026-05-22 | from wed to fri I'll be in Rome
windows | en | p:2026-05-01T00:00..2026-05-02T00:00 | all messages since May 1
windows | en | r:2026-12-20..2027-01-06 | closed from december 20 to january 6
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | I'm free early next month
windows | en | r:2026-05-22T10:00..2026-05-22T11:30 | Friday 10-11:30am call block
windows | en | p:2026-05-19T14:00..2026-05-20T00:01 | over the next 3 days
windows | en | w:2026-06-01 | the week after next
windows | en | w:2026-06-22 | the week of june 22 works
windows | en | p:2026-05-19T14:00..2026-05-19T14:10 | between now and Friday don't book anything
windows | en | r:2026-09-14..2026-09-18 | conference sept 14th-18th
holidays | en | d:2026-12-25 | remind me to call grandma on christmas
holidays | en | d:2026-11-26 | thanksgiving dinner at my sister's
holidays | en | d:2026-07-04 | fireworks on the 4th of July
holidays | en | d:2026-12-31 | new year's eve party at Jen's
holidays | en | d:2027-01-01 | new years day brunch
holidays | en | d:2026-10-31 | halloween costume shopping reminder
holidays | en | d:2026-05-25 | Memorial Day BBQ
holidays | en | d:2026-09-07 | office closed on labor day
holidays | en | d:2027-02-14 | valentine's day reservation
holidays | en | d:2026-12-24 | christmas eve at my parents
holidays | en | d:2027-03-28 | Easter brunch
holidays | en | d:2026-04-05 | what did we do on easter
holidays | en | d:2026-06-21 | father's day gift for dad
holidays | en | d:2026-11-27 | black friday deals
holidays | en | d:2026-12-26 | boxing day sales
holidays | en | d:2027-03-17 | st. patrick's day pub crawl
holidays | en | d:2026-05-24 | pentecost sunday mass
holidays | en | d:2026-06-19 | is juneteenth a day off?
holidays | en | d:2027-01-18 | MLK day long weekend plans
holidays | en | d:2026-05-10 | what did I get mom for mother's day
holidays | en | d:2027-03-26 | remind me on good friday to call the church
durations | en | dur:PT25M | set a timer for 25 minutes
durations | en | dur:PT1H30M | block 1.5 hours for the review
durations | en | dur:PT1H30M | the call will take an hour and a half
durations | en | dur:P3D | I'll be gone for 3 days
durations | en | dur:P2W | rent the car for two weeks
durations | en | dur:PT45M | 45-min meeting
durations | en | dur:PT10M | timer 10 mins
durations | en | dur:PT2H | a 2 hour drive
durations | en | dur:PT90S | set a 90 second timer
durations | en | dur:P1M | pause my subscription for a month
durations | en | dur:PT30M | half an hour nap
durations | en | dur:P1Y | one-year contract
durations | en | dur:PT8H | an eight hour shift
durations | en | dur:PT15M | the talk lasts fifteen minutes
durations | en | dur:P5D | a 5 day trip
durations | en | dur:PT3H | parking for 3 hrs
durations | en | dur:P6M | six-month lease
durations | en | dur:PT1H | an hour-long workout
durations | en | dur:P2D | stay two nights at the Marriott
numbers | en | n:5 | show me the last 5 emails from Sarah
numbers | en | n:10 | find the ten biggest files
numbers | en | n:3 | remind me three times
numbers | en | n:20 | list the top twenty songs
numbers | en | nr:10..50 | files between 10 and 50 MB
numbers | en | n:2 | book a table for two
numbers | en | n:12 | order a dozen eggs
numbers | en | nr:100..500 | photos between 100 and 500 KB
no-date | en | none | add 3 apples to the shopping list
no-date | en | none | my new iPhone 15 screen is cracked
no-date | en | none | email the guys in room 101 about the projector
no-date | en | none | play September by Earth, Wind & Fire
no-date | en | none | find the file called march-report-final.docx
no-date | en | none | call Dr. May about the results
no-date | en | none | send the Studio 54 photos to Ana
no-date | en | none | text April that I'm running late
no-date | en | none | how many calories in 2 eggs
no-date | en | none | add the Sunday Times subscription to my budget sheet
no-date | en | none | what's 15 percent of 80
no-date | en | none | my address is 221B Baker Street
no-date | en | none | remind me about the 7 habits book
no-date | en | none | the score was 3-1
no-date | en | none | forward the deck to June and Peter
no-date | en | none | search my drive for the Monday.com invoice
no-date | en | none | open the 2-page summary
no-date | en | none | unsubscribe me from the Black Friday newsletters
no-date | en | none | what's the weather like in Turin
no-date | en | none | set the thermostat to 21 degrees
no-date | en | none | rename the folder to Project Apollo 11
no-date | en | none | call Summer Wilson back
no-date | en | none | flat 4, 10 Downing Street
no-date | en | none | add milk, bread and 6 eggs
no-date | en | none | who wrote Nineteen Eighty-Four?
no-date | en | none | I need a size 10 shoe
no-date | en | none | order the 24-pack of water
no-date | en | none | what is the capital of Australia
no-date | en | none | reply to Noel with a thumbs up
no-date | en | none | Windows 11 won't boot
no-date | en | none | directions to 1600 Amphitheatre Parkway
absolute-dates | it | d:2026-06-03 | ricordami il 3 giugno di rinnovare la carta d'identita
absolute-dates | it | d:2026-06-12 | appuntamento dal dentista il 12/6
absolute-dates | it | d:2026-07-01 | il primo luglio scade l'assicurazione
absolute-dates | it | d:2026-05-28 | manda la fattura a Marco il 28 maggio
absolute-dates | it | d:2026-03-15 | la mail che mi ha mandato Giulia il 15 marzo
absolute-dates | it | d:2026-05-20 | il 20 ho il colloquio
absolute-dates | it | d:2026-06-15 | il 15 pago l'affitto
absolute-dates | it | d:2026-05-15 | cosa ho ricevuto il 15?
absolute-dates | it | d:2026-09-10 | prenota il ristorante per giovedì 10 settembre
absolute-dates | it | d:2026-08-20 | partenza il 20 agosto
absolute-dates | it | d:2025-12-23 | le foto del 23 dicembre 2025
absolute-dates | it | d:2026-10-05 | 5 ottobre riunione condominio
absolute-dates | it | d:2026-11-02 | il 2 novembre porta i fiori al cimitero
absolute-dates | it | d:2026-06-30 | scadenza bolletta 30/06
absolute-dates | it | d:2026-07-21 | ricordami il ventuno luglio di chiamare la nonna
absolute-dates | it | d:2027-01-10 | il 10 gennaio rinnova l'abbonamento della palestra
absolute-dates | it | d:2026-04-28 | il documento che ho salvato il 28 aprile
absolute-dates | it | d:2026-06-04 | gio 4 giugno visita medica
absolute-dates | it | d:2026-09-01 | dal 1/9 si torna in ufficio
absolute-dates | it | d:2026-05-31 | il 31 maggio scade il bando
absolute-dates | it | d:2026-10-15 | metti in agenda il 15 ott. la revisione auto
absolute-dates | it | d:2026-02-11 | il contratto l'ho firmato l'11 febbraio
absolute-dates | it | d:2026-06-24 | il 24 giugno cena in via XX Settembre 14
absolute-dates | it | d:2026-07-07 | 7 luglio: dentista a Milano
absolute-dates | it | d:2026-08-01 | primo agosto si parte!
absolute-dates | it | d:2026-05-27 | 27/05 consegna progetto
absolute-dates | it | d:2026-06-11 | l'11 giugno riunione in Sala 3
absolute-dates | it | d:2026-09-22 | ricordami il 22 settembre il tagliando dell'auto
absolute-dates | it | d:2024-11-09 | scansione del rogito del 9 novembre 2024
absolute-dates | it | d:2026-06-06 | sabato 6 giugno matrimonio di Luca
relative-days | it | d:2026-05-20 | ricordami domani di chiamare il commercialista
relative-days | it | d:2026-05-21 | dopodomani ho l'esame
relative-days | it | d:2026-05-18 | cosa ho scaricato ieri
relative-days | it | d:2026-05-17 | l'altro ieri ho mandato il preventivo
relative-days | it | d:2026-05-19 | oggi pomeriggio paga il bollo
relative-days | it | p:2026-05-19T18:00..2026-05-20T00:00 | stasera cena da Paola
relative-days | it | p:2026-05-20T06:00..2026-05-20T12:00 | domattina chiama l'idraulico
relative-days | it | p:2026-05-19T06:00..2026-05-19T12:00 | i file modificati stamattina
relative-days | it | p:2026-05-18T18:00..2026-05-19T06:00 | le foto di ieri sera
relative-days | it | d:2026-05-20 | x domani: comprare il pane
relative-days | it | d:2026-05-20 | dmn porta la macchina dal meccanico
relative-days | it | d:2026-05-18 | la mail di ieri dell'avvocato
relative-days | it | p:2026-05-20T12:00..2026-05-20T18:00 | domani pomeriggio riunione con i fornitori
relative-days | it | d:2026-05-19 | oggi devo pagare il condominio
relative-days | it | p:2026-05-19T20:00..2026-05-20T06:00 | stanotte scarica gli aggiornamenti
relative-days | it | d:2026-05-21 | dopo domani consegna del divano
relative-days | it | d:2026-05-20 | domani mattina presto accompagna Luca a scuola
relative-days | it | d:2026-05-18 | ieri ho pagato la bolletta della luce
relative-days | it | p:2026-05-20T18:00..2026-05-21T00:00 | domani sera partita di calcetto
relative-days | it | d:2026-05-17 | ieri l'altro ho perso le chiavi
relative-days | it | d:2026-05-19 | entro oggi manda il report
relative-days | it | dt:2026-05-20T09:00 | domani ore 9 riunione
relative-days | it | d:2026-05-20 | domani nn posso, ho il dentista
weekdays | it | d:2026-05-22 | ricordami venerdì di pagare la baby sitter
weekdays | it | d:2026-05-25 | lunedì chiama la banca
weekdays | it | d:2026-05-29 | venerdì prossimo cena con i colleghi
weekdays | it | d:2026-05-15 | la fattura di venerdì scorso
weekdays | it | d:2026-05-24 | dom. pranzo dai suoceri
weekdays | it | d:2026-05-23 | sab mercatino
weekdays | it | d:2026-05-20 | mercoledi riunione
weekdays | it | d:2026-05-21 | giovedi dal dottore
weekdays | it | d:2026-05-26 | martedi prossimo porta il cane dal veterinario
weekdays | it | d:2026-05-18 | i documenti che ho caricato lunedì
weekdays | it | d:2026-05-14 | cosa mi ha scritto Franco giovedì?
weekdays | it | dt:2026-05-20T15:00 | mercoledì alle 15 dal commercialista
weekdays | it | d:2026-05-22 | questo venerdì scade il modulo
weekdays | it | d:2026-05-27 | mercoledì della settimana prossima
weekdays | it | d:2026-05-23 | sabato mattina lavare la macchina
weekdays | it | d:2026-05-16 | cosa ho speso sabato?
weekdays | it | dt:2026-05-21T18:30 | giov. 18:30 palestra
weekdays | it | d:2026-05-12 | il preventivo mandato martedì scorso
weekdays | it | d:2026-05-25 | lun prossimo dentista
weekdays | it | d:2026-05-22 | ven consegna
weekdays | it | d:2026-05-24 | domenica andiamo al mare
weekdays | it | d:2026-05-17 | le foto di domenica scorsa
weekdays | it | d:2026-05-20 | ricordami mercoledi di restituire il libro a Sara
weekdays | it | d:2026-06-01 | lunedì 1° giugno riunione
weekdays | it | d:2026-05-13 | la mail di mercoledì scorso
weekdays | it | d:2026-05-25 | ogni lunedì porta fuori la differenziata
offsets | it | d:2026-05-22 | tra 3 giorni ricontatta il cliente
offsets | it | dt:2026-05-19T14:35 | fra mezz'ora ricordami di girare l'arrosto
offsets | it | dt:2026-05-19T16:05 | tra due ore chiama Laura
offsets | it | d:2026-06-02 | fra due settimane controlla le analisi
offsets | it | d:2026-05-12 | i file modificati una settimana fa
offsets | it | d:2026-05-16 | la mail di 3 giorni fa
offsets | it | dt:2026-05-19T13:05 | cosa è arrivato un'ora fa
offsets | it | d:2026-06-19 | tra un mese disdici la prova gratuita
offsets | it | d:2025-05-19 | le foto di un anno fa
offsets | it | dt:2026-05-19T14:20 | tra 15 min
offsets | it | d:2026-05-29 | fra dieci giorni rinnova il permesso
offsets | it | dt:2026-05-19T14:50 | tra tre quarti d'ora togli la torta dal forno
offsets | it | d:2026-05-05 | il documento condiviso due settimane fa
offsets | it | dt:2026-05-19T11:05 | il messaggio di 3 ore fa
offsets | it | d:2026-05-26 | fra una settimana appuntamento con l'avvocato
offsets | it | dt:2026-05-19T15:35 | tra un'ora e mezza richiamami
offsets | it | d:2026-07-19 | fra 2 mesi rivedi il budget
offsets | it | dt:2026-05-19T14:15 | tra 10 minuti spegni il forno
offsets | it | d:2026-05-24 | tra cinque giorni scade il contratto
offsets | it | d:2026-04-19 | la ricevuta di un mese fa
offsets | it | dt:2026-05-19T13:35 | mezz'ora fa mi ha chiamato qualcuno
months-years | it | m:2026-06 | a giugno andiamo in Sardegna
months-years | it | m:2027-03 | ricordami a marzo di fare il 730
months-years | it | m:2026-03 | le foto che ho fatto a marzo
months-years | it | y:2024 | tutte le fatture del 2024
months-years | it | m:2026-06 | il mese prossimo cambio operatore
months-years | it | m:2026-04 | le spese del mese scorso
months-years | it | m:2026-05 | quanto ho speso questo mese
months-years | it | y:2027 | l'anno prossimo vorrei andare in Giappone
months-years | it | y:2025 | i documenti dell'anno scorso
months-years | it | q:2026-Q3 | obiettivi del terzo trimestre
months-years | it | m:2025-09 | estratto conto di settembre 2025
months-years | it | p:2026-06-01T00:00..2026-06-22T00:00 | quest'estate andiamo in montagna
months-years | it | m:2026-07 | ferie a luglio
months-years | it | y:2026 | le ricevute di quest'anno
months-years | it | m:2026-12 | a dicembre prenota i voli per casa
months-years | it | m:2026-02 | cosa abbiamo speso a febbraio
months-years | it | p:2025-12-01T00:00..2025-12-22T00:00 | le foto dello scorso inverno
months-years | it | y:2023 | la dichiarazione dei redditi del 2023
months-years | it | m:2027-01 | a gennaio inizio il nuovo lavoro
months-years | it | q:2026-Q1 | il report del primo trimestre 2026
months-years | it | m:2026-08 | ad agosto siamo chiusi
months-years | it | m:2026-10 | a ottobre c'è il trasloco
months-years | it | p:2026-09-01T00:00..2026-09-24T00:00 | in autunno cambio casa
times-of-day | it | t:15:00 | metti un promemoria alle 15
times-of-day | it | t:07:30 | svegliami alle 7:30
times-of-day | it | t:12:00 | a mezzogiorno ricordami di mangiare
times-of-day | it | t:00:00 | a mezzanotte spegni le luci
times-of-day | it | dt:2026-05-19T21:00 | stasera alle 9 chiama Sandro
times-of-day | it | t:18:15 | alle 18 e un quarto
times-of-day | it | t:16:45 | alle cinque meno un quarto del pomeriggio
times-of-day | it | t:09:30 | h 9.30 riunione
times-of-day | it | dt:2026-05-20T08:00 | domani alle 8 palestra
times-of-day | it | t:18:00 | alle sei di sera
times-of-day | it | t:21:30 | alle 21:30 film
times-of-day | it | t:10:00 | chiama il veterinario alle dieci di mattina
times-of-day | it | t:17:00 | ore 17 riunione
times-of-day | it | t:13:00 | pranzo all'una
times-of-day | it | dt:2026-05-22T20:00 | venerdì alle 20 cena da Gigi
times-of-day | it | t:23:59 | scadenza alle 23:59
times-of-day | it | t:06:00 | sveglia alle 6
times-of-day | it | t:14:30 | facciamo alle due e mezza del pomeriggio
times-of-day | it | dt:2026-05-20T14:00 | domani ore 14
times-of-day | it | t:20:15 | alle otto e un quarto di sera
times-of-day | it | dt:2026-05-19T21:00 | call con il cliente alle 15 ora di New York
times-of-day | it | dt:2026-05-20T11:00 | domani alle 10 ora di Londra
times-of-day | it | dt:2026-05-20T17:00 | il webinar è domani alle 15 UTC
times-of-day | it | dt:2026-05-20T02:00 | domani alle 9 ora di Tokyo
times-of-day | it | dt:2026-05-21T16:30 | giovedì alle 10:30 ora della costa est
times-of-day | it | dt:2026-05-22T09:00 | venerdì alle 9 ora italiana
times-of-day | it | dt:2026-05-20T18:00 | domani alle 9 del mattino ora di Los Angeles
times-of-day | it | dt:2026-05-19T18:00 | oggi alle 16 GMT
times-of-day | it | t:07:00 | ogni giorno alle 7 ricordami la pastiglia
times-of-day | it | t:21:00 | tutte le sere alle 21 ricordami di scrivere il diario
times-of-day | it | t:12:30 | pranzo alle 12.30
times-of-day | it | t:19:00 | alle 7 di sera va bene
times-of-day | it | t:05:45 | sveglia alle sei meno un quarto
times-of-day | it | t:08:45 | alle nove meno un quarto
windows | it | r:2026-06-03..2026-06-07 | sono via dal 3 al 7 giugno
windows | it | r:2026-05-20T14:00..2026-05-20T16:00 | blocca il calendario domani dalle 14 alle 16
windows | it | w:2026-05-25 | cosa ho la settimana prossima
windows | it | p:2026-05-23T00:00..2026-05-25T00:00 | programmi per il weekend?
windows | it | r:2026-05-25..2026-05-29 | da lunedì a venerdì della settimana prossima sono a Berlino
windows | it | d:2026-05-22 | entro venerdì mi serve il contratto firmato
windows | it | r:2026-07-13..2026-07-17 | fuori ufficio dal 13 al 17 luglio
windows | it | p:2026-05-12T00:00..2026-05-13T00:00 | le mail degli ultimi 7 giorni
windows | it | w:2026-05-11 | i file modificati la settimana scorsa
windows | it | r:2026-05-21T09:00..2026-05-21T12:00 | giovedì tra le 9 e le 12
windows | it | d:2026-05-31 | paga entro fine mese
windows | it | p:2026-05-18T14:00..2026-05-18T14:10 | cosa è arrivato nelle ultime 24 ore
windows | it | r:2026-05-19T17:00..2026-05-19T19:00 | oggi sono libero tra le 17 e le 19
windows | it | w:2026-05-18 | cosa scade questa settimana?
windows | it | p:2026-05-16T00:00..2026-05-18T00:00 | cosa ho speso lo scorso weekend
windows | it | r:2026-08-01..2026-08-15 | ferie dal 1 al 15 agosto
windows | it | d:2026-05-24 | fino a domenica sono offline
windows | it | r:2026-05-20..2026-05-22 | da mercoledì a venerdì sono a Roma
windows | it | p:2026-05-01T00:00..2026-05-02T00:00 | tutti i messaggi dal 1 maggio
windows | it | r:2026-12-20..2027-01-06 | chiuso dal 20 dicembre al 6 gennaio
windows | it | p:2026-06-01T00:00..2026-06-11T00:00 | ci vediamo ai primi di giugno
windows | it | r:2026-05-22T10:00..2026-05-22T11:30 | venerdì dalle 10 alle 11:30 call
windows | it | p:2026-05-25T00:00..2026-05-26T00:00 | l'ultima settimana di maggio sono in ferie
windows | it | r:2026-09-14..2026-09-18 | convegno dal 14 al 18 settembre
windows | it | w:2026-06-22 | la settimana del 22 giugno va bene
windows | it | p:2026-05-19T14:00..2026-05-20T00:01 | nei prossimi 3 giorni
windows | it | r:2026-06-08..2026-06-12 | dall'8 al 12 giugno corso di formazione
windows | it | p:2026-05-19T14:00..2026-05-19T14:10 | da adesso fino a venerdì non disturbarmi
holidays | it | d:2026-12-25 | a Natale pranzo dai nonni
holidays | it | d:2026-08-15 | a ferragosto siamo al mare
holidays | it | d:2026-06-02 | per la festa della Repubblica siamo chiusi
holidays | it | d:2026-12-31 | festa di san silvestro da Marta
holidays | it | d:2027-01-01 | il primo dell'anno siamo chiusi
holidays | it | d:2027-01-06 | all'Epifania arriva la Befana
holidays | it | d:2026-11-01 | il giorno di Ognissanti andiamo dai nonni
holidays | it | d:2026-12-08 | all'Immacolata facciamo l'albero
holidays | it | d:2026-12-26 | a Santo Stefano pranzo dalla zia
holidays | it | d:2026-12-24 | la vigilia di Natale
holidays | it | d:2027-03-28 | pranzo di Pasqua
holidays | it | d:2027-03-29 | a Pasquetta grigliata
holidays | it | d:2026-04-06 | cosa abbiamo fatto a Pasquetta?
holidays | it | d:2027-02-14 | san valentino prenota il ristorante
holidays | it | d:2027-03-19 | festa del papà
holidays | it | d:2026-05-10 | cosa ho regalato alla mamma per la festa della mamma
holidays | it | d:2027-04-25 | per la festa della Liberazione andiamo in montagna
holidays | it | d:2026-10-31 | festa di halloween per i bambini
holidays | it | d:2027-02-09 | martedì grasso sfilata dei carri
holidays | it | d:2026-05-24 | a Pentecoste c'è la cresima di Giorgio
holidays | it | d:2027-05-01 | il primo maggio andiamo al concertone
durations | it | dur:PT25M | timer di 25 minuti
durations | it | dur:PT1H30M | la call durerà un'ora e mezza
durations | it | dur:P3D | sto via 3 giorni
durations | it | dur:P2W | noleggia la macchina per due settimane
durations | it | dur:PT45M | riunione di 45 min
durations | it | dur:PT10M | timer 10 min
durations | it | dur:PT2H | due ore di macchina
durations | it | dur:PT90S | timer da 90 secondi
durations | it | dur:P1M | sospendi l'abbonamento per un mese
durations | it | dur:PT30M | un pisolino di mezz'ora
durations | it | dur:P1Y | contratto di un anno
durations | it | dur:PT8H | turno di otto ore
durations | it | dur:PT15M | l'intervento dura un quarto d'ora
durations | it | dur:P5D | un viaggio di 5 giorni
durations | it | dur:PT3H | parcheggio per 3 ore
durations | it | dur:P6M | affitto di sei mesi
durations | it | dur:PT1H | un'ora di palestra
durations | it | dur:P2D | due notti all'hotel Roma
durations | it | dur:PT1H15M | 1h15 di treno
numbers | it | n:5 | mostrami le ultime 5 mail di Sara
numbers | it | n:10 | trova i dieci file più grandi
numbers | it | n:3 | ricordamelo tre volte
numbers | it | n:20 | le prime venti canzoni della playlist
numbers | it | nr:10..50 | file tra 10 e 50 MB
numbers | it | n:2 | prenota un tavolo per due
numbers | it | n:12 | una dozzina di uova
numbers | it | nr:100..500 | foto tra 100 e 500 KB
no-date | it | none | aggiungi 3 mele alla lista della spesa
no-date | it | none | lo schermo del mio iPhone 15 è rotto
no-date | it | none | manda la mail ai ragazzi dell'aula 101
no-date | it | none | ci vediamo in piazza IV Novembre
no-date | it | none | chiama il dottor Maggio per i risultati
no-date | it | none | manda le foto dello Studio 54 ad Anna
no-date | it | none | chiama Domenica, la sorella di Marco
no-date | it | none | quante calorie hanno 2 uova
no-date | it | none | metti Radio 105
no-date | it | none | quanto fa il 15 per cento di 80
no-date | it | none | il mio indirizzo è via XXV Aprile 8
no-date | it | none | la partita è finita 3 a 1
no-date | it | none | inoltra la presentazione a Natalia
no-date | it | none | cerca la fattura di Sky nel drive
no-date | it | none | apri il riassunto di 2 pagine
no-date | it | none | che tempo fa a Torino
no-date | it | none | imposta il termostato a 21 gradi
no-date | it | none | rinomina la cartella in Progetto Apollo 11
no-date | it | none | richiama Primo per il preventivo
no-date | it | none | abito al terzo piano, interno 7
no-date | it | none | aggiungi latte, pane e 6 uova
no-date | it | none | chi ha scritto Il giorno della civetta?
no-date | it | none | mi serve il 42 di scarpe
no-date | it | none | ordina la confezione da 24 bottiglie
no-date | it | none | qual è la capitale dell'Australia
no-date | it | none | metti la canzone Domenica bestiale
no-date | it | none | Windows 11 non si avvia
no-date | it | none | mettimi Notte prima degli esami
no-date | it | none | ho bisogno di un caricatore da 65 watt
no-date | it | none | il regionale 2145 per Brescia è in ritardo?
`;
