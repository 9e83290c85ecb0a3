/**
 * A ninth blind held-out set, English only (issue 21): its author read only the README's conventions (the "Dates,
 * times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case format
 * (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never
 * the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set or
 * the other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before
 * committing them (only the well-formedness test). Expected values were worked out by hand and every weekday named in
 * a line, the nth-weekday holidays (Memorial Day, Father's Day, Labor Day, Thanksgiving US and Canada, MLK Day,
 * Presidents' Day, the bank holidays), Easter 2026 and 2027 and the feasts hung on them, and the offsets from the clock
 * were checked with JavaScript `Date`, not with this package.
 * Written to cover the breadth of English (US and UK) time reference, about a third each: voice transcripts and chat
 * as typed or dictated (no punctuation, fillers, spoken numbers "oh nine hundred", "twenty twenty six", "half eight",
 * "quarter after three", self-corrections "on tuesday no wednesday next week", "tmrw", "nxt wk", "b4 fri", "eod",
 * "this arvo"); machine text people paste (forms, receipts, shipping updates, boarding passes "20AUG", log lines,
 * iCalendar `DTSTART`, ISO 8601 and RFC 2822 timestamps, "Mon 06/01", "01-Jun-26", "22.06.2026"); and plain sentences
 * across every category (ordinals, nth weekdays, parts of the day, open and closed windows, holidays of the
 * English-speaking countries and the Christian and Hindu calendars, quarters and seasons, durations, counts). No-date
 * lines (about 10%) are traps people write: names ("April", "May", "Summer"), titles, addresses, scores, ratings,
 * versions, order numbers, phone numbers, "24/7", "7-Eleven". Recurrences are left out (the format cannot grade them).
 * Expectations follow the README's conventions; a zoned or UTC time is expected on Rome's wall clock; a season, a
 * rolling or loose window is graded as a `p:` span its start must fall in.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind9En = `
absolute-dates | en | d:2026-06-12 | um can you put the plumber in for june twelfth
absolute-dates | en | d:2026-07-03 | dentist on the third of july
absolute-dates | en | d:2026-06-01 | Mon 06/01 - team offsite
absolute-dates | en | d:2026-06-01 | Ship date: 01-Jun-26
absolute-dates | en | d:2026-08-14 | Check-in: Fri 14 Aug 2026
absolute-dates | en | d:2026-06-18 | Estimated delivery: Thursday, June 18
absolute-dates | en | d:2026-09-30 | Payment due 09/30/2026 (USD 149.00)
absolute-dates | en | d:2026-10-04 | Your MOT is due on 04/10/2026, book with your local garage
absolute-dates | en | d:2026-06-27 | wedding is on the 27th of june
absolute-dates | en | d:2026-07-15 | pay the water bill on july fifteenth
absolute-dates | en | d:2026-11-02 | Date of appointment: 2 November 2026
absolute-dates | en | d:2026-06-10 | flight home june 10 2026
absolute-dates | en | d:2026-03-14 | what did i pay at costco on march 14
absolute-dates | en | d:2026-05-28 | the 28th is good for me
absolute-dates | en | d:2026-12-01 | DATE: 2026-12-01
absolute-dates | en | d:2026-07-20 | GP appointment 20/07 at the surgery on the high street
absolute-dates | en | d:2026-08-01 | lease starts aug 1st
absolute-dates | en | d:2026-06-06 | Order #58213 will arrive Sat, Jun 6
absolute-dates | en | d:2026-09-09 | remind me sept ninth to renew the domain
absolute-dates | en | d:2026-06-22 | Renewal date: 22.06.2026
absolute-dates | en | d:2027-01-15 | the contract ends january 15 2027
absolute-dates | en | d:2026-10-21 | parents evening twenty first of october
absolute-dates | en | d:2026-07-07 | uh the seventh of july or something like that for the bbq
absolute-dates | en | d:2026-06-30 | DTSTART;VALUE=DATE:20260630
absolute-dates | en | d:2026-08-20 | Boarding pass - BA 2491 LHR-EDI - 20AUG
absolute-dates | en | d:2026-06-05 | can u move my haircut to june 5 not june 4
absolute-dates | en | d:2026-02-11 | what was on my calendar on feb 11
absolute-dates | en | d:2026-11-14 | save the date!! saturday november 14th
absolute-dates | en | d:2026-07-31 | Offer valid until 31 July 2026
absolute-dates | en | d:2026-06-03 | put the school play in, it's on wednesday the 3rd
absolute-dates | en | d:2026-09-15 | pay the invoice by sep 15
absolute-dates | en | d:2026-06-09 | 2026/06/09 - quarterly review
absolute-dates | en | d:2026-10-01 | the first of october works
absolute-dates | en | d:2026-05-31 | set up the garden party for may thirty first
relative-days | en | d:2026-05-20 | remind me tmrw to call mum
relative-days | en | d:2026-05-20 | 2moro works
relative-days | en | d:2026-05-21 | day after tomorrow is fine
relative-days | en | d:2026-05-18 | what did i spend yesterday
relative-days | en | d:2026-05-19 | anything on my calendar today
relative-days | en | d:2026-05-17 | the email i got the day before yesterday
relative-days | en | d:2026-05-20 | ok so tomorrow then yeah
relative-days | en | d:2026-05-19 | need this done eod
relative-days | en | d:2026-05-20 | push the call to tomorrow please
relative-days | en | d:2026-05-19 | tonite is bad for me
relative-days | en | d:2026-05-18 | photos I took yday
relative-days | en | d:2026-05-20 | can we do it tomorrow instead of today
relative-days | en | d:2026-05-22 | three days from today
relative-days | en | d:2026-05-21 | the day after tomorrow at the latest, no rush
relative-days | en | d:2026-05-20 | tomorrow's fine by me
relative-days | en | d:2026-05-19 | log everything from today please
relative-days | en | d:2026-05-18 | the meeting we had yesterday was cancelled wasn't it
relative-days | en | d:2026-05-20 | tomoro at the dentist
relative-days | en | d:2026-05-19 | I'm off today
relative-days | en | d:2026-05-20 | the package should get here tmw
relative-days | en | d:2026-05-16 | three days ago I paid the electrician
relative-days | en | d:2026-05-20 | first thing tomorrow send the report to kate
relative-days | en | d:2026-05-19 | what's on for this arvo
relative-days | en | d:2026-05-20 | tomorrow no wait today hmm actually tomorrow
weekdays | en | d:2026-05-22 | b4 fri pls
weekdays | en | d:2026-05-21 | on thursday
weekdays | en | d:2026-05-27 | on tuesday no wednesday next week
weekdays | en | d:2026-05-29 | next friday drinks?
weekdays | en | d:2026-05-22 | this friday works
weekdays | en | d:2026-05-15 | what did i buy last friday
weekdays | en | d:2026-05-25 | book the gym monday
weekdays | en | d:2026-05-23 | sat for the car wash
weekdays | en | d:2026-05-24 | call grandma sunday
weekdays | en | d:2026-05-26 | tues works for me
weekdays | en | d:2026-05-12 | last tuesday's meeting notes
weekdays | en | d:2026-05-20 | weds at the earliest
weekdays | en | d:2026-05-21 | thurs ok?
weekdays | en | d:2026-06-02 | a week on tuesday
weekdays | en | d:2026-05-25 | Monday: dentist
weekdays | en | d:2026-05-29 | Friday week
weekdays | en | d:2026-05-18 | the email from monday
weekdays | en | d:2026-05-16 | what did we spend on saturday
weekdays | en | d:2026-05-22 | send the slides friday
weekdays | en | d:2026-06-01 | the first monday of june
weekdays | en | d:2026-06-28 | the last sunday in june
weekdays | en | d:2026-07-09 | the second thursday of july
weekdays | en | d:2026-05-22 | friday eod
weekdays | en | d:2026-05-31 | the sunday after next
weekdays | en | d:2026-05-28 | next thursday at the latest
weekdays | en | d:2026-05-20 | see you wednesday then
weekdays | en | d:2026-05-23 | this coming saturday
weekdays | en | d:2026-05-08 | the friday before last
weekdays | en | d:2026-05-22 | can you do fri instead of thurs
weekdays | en | d:2026-05-25 | move it to mon
offsets | en | dt:2026-05-19T16:05 | remind me in 2 hours
offsets | en | dt:2026-05-19T14:25 | in twenty minutes
offsets | en | d:2026-05-22 | in three days
offsets | en | d:2026-05-05 | two weeks ago
offsets | en | d:2026-06-02 | a fortnight today
offsets | en | dt:2026-05-19T14:35 | ping me in half an hour
offsets | en | dt:2026-05-19T15:05 | in an hour or so
offsets | en | d:2026-05-26 | a week from today
offsets | en | d:2026-05-12 | a week ago today
offsets | en | d:2026-06-16 | four weeks from now
offsets | en | d:2026-05-29 | 10 days from now
offsets | en | dt:2026-05-19T12:05 | the file i saved 2 hrs ago
offsets | en | d:2026-05-14 | 5 days ago
offsets | en | d:2026-05-26 | in a weeks time
offsets | en | dt:2026-05-19T14:50 | in 45 mins
offsets | en | d:2026-06-19 | a month from today
offsets | en | d:2026-04-19 | a month ago
offsets | en | d:2026-05-22 | in 3 business days
offsets | en | dt:2026-05-19T13:35 | 30 minutes ago
offsets | en | d:2026-11-19 | six months from now
offsets | en | d:2026-06-09 | three weeks today
offsets | en | dt:2026-05-19T17:05 | in three hours time
offsets | en | d:2026-05-21 | 2 days from now
offsets | en | d:2025-05-19 | a year ago today
offsets | en | dt:2026-05-19T14:15 | in ten mins
months-years | en | m:2026-06 | in june
months-years | en | m:2026-06 | next month
months-years | en | m:2026-04 | last month's bank statement
months-years | en | m:2026-05 | this month
months-years | en | y:2027 | next year
months-years | en | y:2025 | last year's tax return
months-years | en | q:2026-Q3 | Q3
months-years | en | q:2026-Q4 | in the fourth quarter
months-years | en | m:2026-09 | sometime in sept
months-years | en | m:2026-02 | can you find my feb phone bill
months-years | en | m:2027-01 | january 2027
months-years | en | y:2024 | photos from 2024
months-years | en | y:2026 | twenty twenty six
months-years | en | m:2026-08 | we go on holiday in aug
months-years | en | m:2026-12 | december
months-years | en | q:2026-Q1 | Q1 2026 results
months-years | en | y:2028 | in twenty twenty eight
months-years | en | m:2026-07 | 07/2026
months-years | en | m:2026-10 | Oct 2026
months-years | en | q:2026-Q2 | this quarter
months-years | en | q:2026-Q3 | next quarter
months-years | en | m:2026-03 | everything we spent in march
months-years | en | y:2027 | put it in the 2027 budget
months-years | en | m:2026-07 | the month after next
months-years | en | p:2026-06-20T00:00..2026-06-22T00:00 | this summer
times-of-day | en | dt:2026-05-20T09:00 | tomorrow at 9am
times-of-day | en | t:09:00 | oh nine hundred
times-of-day | en | dt:2026-05-20T08:30 | meet at half eight tomorrow morning
times-of-day | en | t:15:15 | quarter after three this afternoon
times-of-day | en | t:18:45 | quarter to seven tonight
times-of-day | en | dt:2026-06-01T09:30 | 2026-06-01T09:30
times-of-day | en | dt:2026-06-01T11:30 | 2026-06-01T09:30:00Z
times-of-day | en | dt:2026-06-01T11:30 | Date: Mon, 01 Jun 2026 09:30:00 +0000
times-of-day | en | t:12:00 | lunch at noon
times-of-day | en | t:00:00 | at midnight
times-of-day | en | t:19:30 | dinner at 7:30
times-of-day | en | t:14:00 | 2pm
times-of-day | en | t:18:30 | pints at half six after work?
times-of-day | en | t:15:00 | 3 o'clock this afternoon
times-of-day | en | dt:2026-05-22T17:00 | friday at 5pm
times-of-day | en | t:21:00 | 3pm ET
times-of-day | en | t:13:00 | Departs 13:00, platform 4
times-of-day | en | t:07:45 | wake me up at seven forty five
times-of-day | en | dt:2026-05-25T10:00 | monday at ten am
times-of-day | en | t:16:30 | the call's at 4:30pm
times-of-day | en | t:20:00 | come over at 8 tonight
times-of-day | en | t:10:15 | quarter past ten in the morning
times-of-day | en | t:06:00 | alarm for 6am
times-of-day | en | t:22:00 | 10pm
times-of-day | en | dt:2026-05-20T14:30 | tomorrow 2:30pm
times-of-day | en | t:11:50 | ten to twelve in the morning
times-of-day | en | p:2026-05-20T06:00..2026-05-20T12:00 | tmrw morning
times-of-day | en | p:2026-05-19T18:00..2026-05-20T00:00 | this evening
times-of-day | en | p:2026-05-22T12:00..2026-05-22T18:00 | friday afternoon
times-of-day | en | p:2026-05-18T22:00..2026-05-19T06:00 | last night
times-of-day | en | t:17:00 | 17:00h
times-of-day | en | dt:2026-06-03T19:00 | Wed 3 Jun 19:00 doors open
times-of-day | en | t:13:30 | lunch at half one
times-of-day | en | t:09:30 | standup moved to 0930
times-of-day | en | dt:2026-05-19T16:00 | at 4 this afternoon
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | this weekend
windows | en | p:2026-05-30T00:00..2026-06-01T00:00 | next weekend
windows | en | w:2026-05-25 | next week
windows | en | w:2026-05-11 | last week
windows | en | w:2026-05-25 | nxt wk
windows | en | r:2026-06-03..2026-06-05 | june 3-5
windows | en | r:2026-07-13..2026-07-17 | from 13 to 17 July
windows | en | r:2026-08-10..2026-08-21 | out of office aug 10 through aug 21
windows | en | r:2026-05-19..2026-05-22 | until friday
windows | en | r:2026-05-25..2026-05-29 | Mon-Fri next week
windows | en | r:2026-05-19T09:00..2026-05-19T17:00 | 9-5 today
windows | en | r:2026-05-20T12:00..2026-05-20T15:00 | tomorrow from noon to 3
windows | en | r:2026-05-21T18:00..2026-05-21T20:00 | thursday between 6 and 8pm
windows | en | p:2026-05-12T00:00..2026-05-13T00:00 | the past week
windows | en | p:2026-05-09T00:00..2026-05-10T00:00 | in the last 10 days
windows | en | p:2026-05-04T00:00..2026-05-05T00:00 | since may 4
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | early next month
windows | en | p:2026-05-21T00:00..2026-05-22T00:00 | the end of the week
windows | en | r:2026-06-01..2026-06-15 | the first half of june
windows | en | r:2026-05-26..2026-05-28 | tue to thu next week
windows | en | r:2026-12-24..2027-01-01 | from christmas eve to new year's day
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | card spending YTD
windows | en | w:2026-06-15 | week of 6/15
windows | en | r:2026-06-01T09:00..2026-06-01T17:30 | Mon 1 Jun 09:00-17:30
windows | en | r:2026-05-19..2026-05-29 | between now and next friday
windows | en | r:2026-07-01..2026-07-31 | July 1-31
windows | en | p:2026-09-22T00:00..2026-09-24T00:00 | in the autumn
windows | en | r:2026-05-20T08:00..2026-05-20T10:00 | tomorrow 8 to 10 am
windows | en | p:2026-05-19T00:00..2026-05-19T14:06 | next 3 days
windows | en | w:2026-06-29 | the week of june 29
windows | en | w:2026-05-18 | this week
windows | en | r:2026-05-20..2026-05-22 | window: 2026-05-20 to 2026-05-22
windows | en | p:2026-06-21T00:00..2026-06-30T00:00 | the last 10 days of june
windows | en | w:2026-09-07 | first full week of september
holidays | en | d:2026-05-25 | Memorial Day
holidays | en | d:2026-05-25 | the bank holiday monday
holidays | en | d:2026-06-21 | father's day
holidays | en | d:2026-07-04 | 4th of july bbq
holidays | en | d:2026-09-07 | labor day
holidays | en | d:2026-11-26 | thanksgiving
holidays | en | d:2026-12-25 | christmas
holidays | en | d:2026-12-24 | christmas eve
holidays | en | d:2026-12-26 | boxing day
holidays | en | d:2026-12-31 | new year's eve
holidays | en | d:2027-01-01 | new years day
holidays | en | d:2026-10-31 | halloween party
holidays | en | d:2027-03-28 | easter sunday
holidays | en | d:2027-03-26 | good friday
holidays | en | d:2027-03-29 | easter monday
holidays | en | d:2026-04-05 | what did we do at easter
holidays | en | d:2027-03-07 | mothering sunday
holidays | en | d:2026-08-31 | august bank holiday
holidays | en | d:2027-01-18 | MLK day
holidays | en | d:2027-02-15 | presidents day
holidays | en | d:2026-11-11 | remembrance day
holidays | en | d:2026-11-05 | bonfire night
holidays | en | d:2027-02-14 | valentine's day
holidays | en | d:2027-03-17 | st patrick's day
holidays | en | d:2026-11-27 | black friday
holidays | en | d:2026-06-19 | juneteenth
holidays | en | d:2026-07-01 | canada day
holidays | en | d:2026-10-12 | thanksgiving in canada
holidays | en | d:2027-02-09 | pancake day
holidays | en | d:2027-02-10 | ash wednesday
holidays | en | d:2026-05-24 | pentecost
holidays | en | d:2026-11-08 | diwali
holidays | en | p:2026-05-23T00:00..2026-05-24T00:00 | memorial day weekend
durations | en | dur:PT2H | for 2 hours
durations | en | dur:PT1H30M | an hour and a half
durations | en | dur:PT25M | a 25 minute timer
durations | en | dur:P3D | for three days
durations | en | dur:P2W | two weeks
durations | en | dur:PT45M | 45 mins
durations | en | dur:PT90M | 90 minutes
durations | en | dur:P14D | within 14 days of receipt of goods
durations | en | dur:PT15M | quarter of an hour
durations | en | dur:PT30M | half an hour
durations | en | dur:P1M | a month
durations | en | dur:P1Y | one year warranty
durations | en | dur:PT1H30M | 1h30
durations | en | dur:PT8H | 8 hrs
durations | en | dur:P2W | a fortnight
durations | en | dur:PT10M | set a timer for ten minutes
durations | en | dur:P5D | five nights
durations | en | dur:PT2H30M | two and a half hours
durations | en | dur:PT20S | 20 seconds
durations | en | dur:P6M | a six-month contract
durations | en | dur:PT3H | Duration: 3h
durations | en | dur:PT1H | block out an hour
durations | en | dur:P30D | 30-day free trial
durations | en | dur:PT5M | give me five mins
durations | en | dur:P10D | it takes ten days to clear
numbers | en | n:3 | three people
numbers | en | n:12 | a dozen eggs
numbers | en | n:4 | table for four
numbers | en | nr:10..20 | between 10 and 20 guests
numbers | en | n:25 | twenty five
numbers | en | n:2 | a couple of tickets
numbers | en | n:100 | a hundred quid
numbers | en | nr:3..5 | 3-5 people
numbers | en | n:7 | seven rooms
numbers | en | n:1500 | fifteen hundred
numbers | en | n:6 | half a dozen
numbers | en | nr:2..4 | two to four seats
numbers | en | n:11 | qty: 11
numbers | en | n:40 | forty
numbers | en | n:1 | just the one
numbers | en | n:250 | 250 units
numbers | en | nr:50..60 | 50 to 60 invites
numbers | en | n:9 | nine of them
numbers | en | n:2000 | two thousand
numbers | en | n:15 | fifteen copies
no-date | en | none | may i ask a question
no-date | en | none | have you seen the day after tomorrow, the disaster film
no-date | en | none | call april about the invoice
no-date | en | none | 221B Baker Street
no-date | en | none | rated 4/5
no-date | en | none | version 2.3.1 is out
no-date | en | none | order #20260601
no-date | en | none | I'm 34
no-date | en | none | Arsenal won 3-1
no-date | en | none | chapters 11 to 14
no-date | en | none | text summer about the keys
no-date | en | none | 10/10 would recommend
no-date | en | none | we're on page 24
no-date | en | none | the march of the penguins
no-date | en | none | Friday Night Lights is a great show
no-date | en | none | flat 3/2 please
no-date | en | none | 7-Eleven near me
no-date | en | none | the 49ers won
no-date | en | none | ref: KX7Q2P
no-date | en | none | 1984 by Orwell
no-date | en | none | it's a 24/7 service
no-date | en | none | call me at 07700 900123
no-date | en | none | I'm over the moon
no-date | en | none | send it to may
no-date | en | none | dial 999
no-date | en | none | a sunday roast recipe
no-date | en | none | the wednesday addams costume
no-date | en | none | postcode SW1A 1AA
no-date | en | none | tom is 6 ft 2
no-date | en | none | I just want a quick answer
no-date | en | none | add 3 apples and 2 pears
no-date | en | none | sold out
times-of-day | en | dt:2026-05-26T10:00 | um so basically can you remind me next tuesday at like ten in the morning to phone the bank
times-of-day | en | dt:2026-06-04T18:00 | DTSTART:20260604T160000Z
times-of-day | en | dt:2026-05-18T23:41 | [2026-05-18 23:41:07] ERROR disk quota exceeded
windows | en | r:2026-06-08..2026-06-12 | im away the week of the 8th of june monday to friday
absolute-dates | en | d:2026-07-04 | Date of Travel: 04JUL26
relative-days | en | d:2026-05-20 | hey so tomorrow can you like sort the car out and ring the garage too
weekdays | en | d:2026-05-21 | so on thursday we're meeting jo at the station and then lunch yeah
`;
