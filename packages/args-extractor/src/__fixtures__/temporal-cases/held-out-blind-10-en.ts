/**
 * The tenth blind held-out set, English, written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set results or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the
 * development set or the other held-out sets' cases, nor other parsers' test corpora, and ran no reader on these lines
 * before committing them. Expected values were worked out by hand and checked with JavaScript `Date` and `Intl` (every
 * weekday named in a line against its expected day, offsets from the clock, Memorial Day, Labor Day, Thanksgiving,
 * Father's Day, MLK Day 2027, the August bank holiday, Easter 2026 and 2027, Good Friday, Mothering Sunday 2027, and
 * "3pm eastern" and "7pm London time" on Rome's wall clock), not with this package.
 * About 260 English lines (US and UK) as text reaches a personal assistant in 2026: typed and dictated requests in
 * every register (typos, "tmrw", "2moro", "wknd"), chat lines, pasted mail subjects, invites, tickets, receipts,
 * booking confirmations and news lines, plain sentences for each construct, and no-date lines (about 10%) people write.
 * Expectations follow the README's conventions; a zoned time is expected on Rome's wall clock, a part of the day, a
 * season or a rolling window as a `p:` span its start must fall in. An evaluation set: no floor is asserted on it.
 * Lines are `category | lang | expectation | text`; clock Tuesday 19 May 2026, 14:05, Europe/Rome.
 */
export const heldOutBlind10En = `
absolute-dates | en | d:2026-06-18 | dentist june 18th
absolute-dates | en | d:2026-07-02 | can u add sarahs bday party on july 2
absolute-dates | en | d:2026-08-21 | Flight BA0287 departs London Heathrow 21 Aug 2026 11:40 - please add to calendar
absolute-dates | en | d:2026-06-09 | Invoice due date: 06/09/2026 (USD 1,240.00)
absolute-dates | en | d:2026-10-03 | wedding is saturday october 3rd, save the date!!
absolute-dates | en | d:2026-06-30 | Your subscription renews on 30 June 2026.
absolute-dates | en | d:2026-04-14 | what did i pay the plumber on april 14
absolute-dates | en | d:2026-09-15 | remind me to file the quarterly estimate on Sept 15
absolute-dates | en | d:2026-05-27 | the 27th is fine for me
absolute-dates | en | d:2026-11-12 | Closing date for applications is 12 November 2026.
absolute-dates | en | d:2026-07-23 | Order #88213 — estimated delivery Thu, Jul 23
absolute-dates | en | d:2026-02-11 | find the photos from feb 11
absolute-dates | en | d:2027-01-15 | lease ends jan 15 2027
absolute-dates | en | d:2026-06-05 | GP appointment confirmed for 05/06/2026 at the Elm Street surgery
absolute-dates | en | d:2026-12-04 | The school Christmas fair is on Friday 4th December.
absolute-dates | en | d:2026-05-31 | put the recycling collection on may 31
absolute-dates | en | d:2026-08-08 | hey are you free on the 8th of august
absolute-dates | en | d:2026-03-22 | show me emails from 3/22
absolute-dates | en | d:2026-06-13 | book a table for four on june thirteenth
absolute-dates | en | d:2026-09-01 | New hire start date: 2026-09-01
absolute-dates | en | d:2026-07-11 | Tickets: Coldplay, Wembley Stadium, Sat 11 Jul 2026, doors 17:00
absolute-dates | en | d:2026-01-30 | The company was fined on 30 January, regulators said.
absolute-dates | en | d:2026-10-19 | move my dentist to oct 19
absolute-dates | en | d:2026-06-01 | Rent of $2,150 is due on the first of June.
absolute-dates | en | d:2026-05-29 | Can we do the 29th instead?
relative-days | en | d:2026-05-20 | remind me tmrw to call the bank
relative-days | en | d:2026-05-20 | what's on my calendar tomorrow
relative-days | en | d:2026-05-19 | anything due today?
relative-days | en | d:2026-05-18 | what time did I get that email from HR yesterday
relative-days | en | d:2026-05-21 | day after tomorrow works
relative-days | en | d:2026-05-17 | i left my charger at the office the day before yesterday
relative-days | en | d:2026-05-20 | Subject: Re: site visit — can we push it to tomorrow?
relative-days | en | d:2026-05-20 | 2moro is good 4 me
relative-days | en | d:2026-05-19 | set up a call with the contractor later today
relative-days | en | d:2026-05-20 | remind me tomorow to water the plants
relative-days | en | d:2026-05-18 | how many steps did I walk yesterday
relative-days | en | d:2026-05-19 | send the slides to Priya by end of day
relative-days | en | d:2026-05-20 | The minister will visit the plant tomorrow, officials confirmed.
relative-days | en | d:2026-05-18 | Shares of the retailer fell 4% yesterday after the earnings miss.
relative-days | en | d:2026-05-19 | cancel everything i have today im sick
relative-days | en | d:2026-05-20 | ok lets say tomorrow then
relative-days | en | d:2026-05-19 | add milk to today's shopping list
relative-days | en | d:2026-05-21 | the parcel should arrive the day after tomorrow
relative-days | en | d:2026-05-18 | what did I have for lunch yesterday according to my notes
relative-days | en | d:2026-05-20 | remind me first thing tomorrow to move the car
weekdays | en | d:2026-05-22 | lunch with dan friday
weekdays | en | d:2026-05-25 | Monday I need to renew the parking permit
weekdays | en | d:2026-05-21 | can we meet thursday instead of wednesday
weekdays | en | d:2026-05-29 | next Friday works for the review
weekdays | en | d:2026-05-12 | what did we agree last Tuesday
weekdays | en | d:2026-05-22 | this friday is payday
weekdays | en | d:2026-05-23 | football practice sat
weekdays | en | d:2026-05-15 | Did I send the invoice last Friday?
weekdays | en | d:2026-05-24 | remind me on sunday to call grandma
weekdays | en | dt:2026-05-20T16:00 | wed: dentist 4pm reschedule pls
weekdays | en | d:2026-05-27 | Subject: Standup moved to Wednesday 27th
weekdays | en | d:2026-05-16 | the boiler broke on saturday and nobody came
weekdays | en | d:2026-05-25 | put gym on monday
weekdays | en | d:2026-05-26 | Tuesday next week works, ping me
weekdays | en | d:2026-06-01 | Monday week I'm off
weekdays | en | d:2026-05-28 | a week on Thursday is the deadline
weekdays | en | d:2026-05-11 | show me the notes from monday last week
weekdays | en | d:2026-05-14 | The strike began on Thursday, the union said.
weekdays | en | d:2026-05-22 | can u book the vet for fri
weekdays | en | d:2026-05-29 | friday after next is the school trip
weekdays | en | d:2026-05-21 | thursday's meeting is cancelled
weekdays | en | d:2026-05-24 | The match kicks off on Sunday at Anfield.
weekdays | en | d:2026-05-13 | what did I spend wednesday
offsets | en | d:2026-05-22 | remind me in 3 days to follow up with the landlord
offsets | en | d:2026-06-02 | schedule the retro two weeks from today
offsets | en | dt:2026-05-19T16:05 | ping me in 2 hours
offsets | en | dt:2026-05-19T14:35 | remind me in half an hour to take the cake out
offsets | en | dt:2026-05-19T14:20 | in 15 mins remind me to call back
offsets | en | d:2026-05-16 | the email I got 3 days ago from the school
offsets | en | d:2026-05-12 | show me what I wrote a week ago
offsets | en | dt:2026-05-19T13:05 | who called me an hour ago
offsets | en | d:2026-06-02 | in a fortnight we'll know the results
offsets | en | d:2026-05-29 | a week from Friday works for me
offsets | en | d:2026-05-26 | one week from today: tax meeting
offsets | en | d:2026-05-05 | what was on my calendar two weeks ago
offsets | en | d:2026-05-26 | follow up in a week if they haven't replied
offsets | en | d:2026-05-24 | check on the sourdough in 5 days
offsets | en | dt:2026-05-19T14:15 | set a reminder for 10 minutes from now
offsets | en | d:2026-05-22 | in three business days the refund should land
offsets | en | d:2026-04-19 | pull up the invoice from a month ago
offsets | en | d:2026-05-29 | Payment will be processed within 10 days, by the 29th.
offsets | en | dt:2026-05-19T11:05 | The explosion happened three hours ago, police said.
offsets | en | d:2026-05-21 | two days from now the movers come
offsets | en | d:2026-06-18 | remind me 30 days from today to cancel the free trial
offsets | en | dt:2026-05-19T14:50 | call me back in 45 minutes
offsets | en | d:2026-05-09 | that package shipped 10 days ago and still nothing
months-years | en | m:2026-06 | what's my budget for june
months-years | en | m:2026-07 | we're thinking of going to Cornwall in July
months-years | en | m:2026-06 | next month I start the new job
months-years | en | m:2026-04 | how much did I spend on groceries last month
months-years | en | m:2026-03 | show me my march bank statement
months-years | en | y:2027 | plans for next year: learn Spanish
months-years | en | y:2025 | my taxes from last year are in the drive somewhere
months-years | en | m:2026-09 | the baby is due in september
months-years | en | m:2026-12 | Dec 2026 rota attached
months-years | en | q:2026-Q3 | Q3 targets are in the deck
months-years | en | q:2026-Q2 | Revenue for the second quarter is expected to rise, the company said.
months-years | en | y:2027 | Construction is due to finish in 2027.
months-years | en | m:2026-08 | Aug is booked solid for me
months-years | en | m:2026-10 | what holidays are in october
months-years | en | y:2026 | how many books have I read this year
months-years | en | m:2027-01 | Jan 2027 the contract renews
months-years | en | m:2026-02 | my electricity bill for feb was crazy high
months-years | en | q:2026-Q4 | Q4 planning kicks off soon
months-years | en | y:2019 | pics from 2019 trip to Rome
months-years | en | m:2026-11 | sometime in November maybe
months-years | en | m:2026-05 | what's left in the budget this month
months-years | en | m:2025-12 | Inflation rose to 3.4% in December 2025, the ONS said.
months-years | en | y:2028 | The stadium will host the final in 2028.
months-years | en | m:2026-06 | the June newsletter goes out soon
times-of-day | en | t:15:00 | call the pharmacy at 3pm
times-of-day | en | dt:2026-05-20T09:00 | meeting tomorrow at 9am
times-of-day | en | dt:2026-05-20T07:30 | wake me up at 7:30 tomorrow
times-of-day | en | t:18:30 | drinks at half six?
times-of-day | en | t:20:15 | set an alarm for 8:15 pm
times-of-day | en | t:12:00 | lunch at noon with Jess
times-of-day | en | t:00:00 | the sale ends at midnight
times-of-day | en | t:08:45 | quarter to nine standup
times-of-day | en | t:19:00 | dinner with the Parkers at 7
times-of-day | en | dt:2026-05-22T16:00 | Friday 4pm works for the call
times-of-day | en | t:17:30 | pick me up at 5:30pm pls
times-of-day | en | t:20:00 | Your table is booked for 8:00 pm.
times-of-day | en | dt:2026-05-25T10:00 | Monday at 10 in room 4B
times-of-day | en | dt:2026-05-19T21:00 | remind me at 9 tonight to take my meds
times-of-day | en | t:06:00 | alarm 6am
times-of-day | en | t:13:00 | lunch at 1?
times-of-day | en | t:21:00 | 3pm eastern works for me
times-of-day | en | t:20:00 | call at 7pm London time
times-of-day | en | dt:2026-05-21T15:15 | pick up the kids thursday at 3:15
times-of-day | en | t:10:20 | twenty past ten it is
times-of-day | en | t:23:30 | Last train departs 23:30 from platform 2
times-of-day | en | t:18:00 | the shop closes at six in the evening
times-of-day | en | dt:2026-05-19T17:00 | can you call me at 5 today? afternoon obvs
times-of-day | en | t:09:30 | Doors open 09:30, talks start at 10.
windows | en | p:2026-05-20T06:00..2026-05-20T12:00 | tomorrow morning works for the plumber
windows | en | p:2026-05-19T18:00..2026-05-20T00:00 | anything on this evening?
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | what's the weather this weekend
windows | en | w:2026-05-25 | next week I'm in Leeds
windows | en | w:2026-05-11 | what meetings did I have last week
windows | en | r:2026-07-13..2026-07-17 | I'm off July 13-17
windows | en | r:2026-06-08..2026-06-12 | Conference: 8–12 June 2026, ExCeL London
windows | en | p:2026-05-12T00:00..2026-05-19T14:05 | show me expenses from the past week
windows | en | p:2026-05-21T12:00..2026-05-21T18:00 | thursday afternoon?
windows | en | r:2026-05-19..2026-05-22 | between now and friday I'm slammed
windows | en | p:2026-05-19T14:05..2026-05-22T14:05 | what's due in the next 3 days
windows | en | r:2026-08-03..2026-08-14 | Out of office from Aug 3 through Aug 14, limited access to email.
windows | en | p:2026-05-18T22:00..2026-05-19T06:00 | did anyone call last night
windows | en | r:2026-05-25..2026-05-29 | Mon-Fri next week I'm on call
windows | en | r:2026-05-27T14:30..2026-05-27T15:00 | When: Wednesday, May 27, 2026 2:30 PM-3:00 PM
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | early next month works better
windows | en | p:2026-05-04T00:00..2026-05-19T14:05 | all the receipts since May 4
windows | en | w:2026-06-15 | the week of June 15th I'm in Boston
windows | en | p:2026-06-21T00:00..2026-09-23T00:00 | this summer we should finally fix the fence
windows | en | r:2026-05-19T09:00..2026-05-19T17:00 | I'm in meetings today from 9 to 5
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | any plans for the wknd?
windows | en | r:2026-05-20T13:00..2026-05-20T15:00 | tomorrow between 1 and 3pm
windows | en | r:2026-09-14..2026-09-18 | Check-in Mon 14 Sep, check-out Fri 18 Sep
windows | en | p:2026-05-19T12:00..2026-05-19T18:00 | i'll be at the office this afternoon
windows | en | p:2026-05-30T00:00..2026-06-01T00:00 | next weekend we're at my parents'
windows | en | r:2026-06-01..2026-06-03 | I'm away 1st-3rd June
windows | en | p:2026-01-01T00:00..2026-05-19T14:05 | total spend YTD on travel
windows | en | r:2026-05-19..2026-05-24 | the rest of the week is quiet
holidays | en | d:2026-07-04 | fireworks on the fourth of july
holidays | en | d:2026-11-26 | we're hosting Thanksgiving this year
holidays | en | d:2026-12-25 | what should I get mom for christmas
holidays | en | d:2026-12-24 | the office closes early on christmas eve
holidays | en | d:2026-09-07 | Labor Day bbq at the lake?
holidays | en | d:2026-05-25 | Memorial Day parade downtown
holidays | en | d:2026-05-25 | Office closed Monday for the spring bank holiday.
holidays | en | d:2026-08-31 | we're going to Brighton on the August bank holiday
holidays | en | d:2026-10-31 | halloween party at the Hendersons'
holidays | en | d:2026-12-31 | NYE plans?
holidays | en | d:2027-01-01 | gym closed on New Year's Day
holidays | en | d:2026-06-21 | father's day brunch reservation please
holidays | en | d:2027-03-28 | Easter next year is at my sister's
holidays | en | d:2026-04-05 | what did we do last Easter
holidays | en | dt:2026-12-26T06:00 | boxing day sales start at 6am
holidays | en | d:2027-02-14 | remind me about valentine's day
holidays | en | d:2026-11-05 | bonfire night fireworks in the park
holidays | en | d:2026-06-19 | Juneteenth is a federal holiday, markets are closed.
holidays | en | d:2026-04-03 | Did the bank open on Good Friday?
holidays | en | d:2027-01-18 | MLK Day we have no school
holidays | en | dt:2026-11-11T11:00 | Veterans Day ceremony at 11am
holidays | en | d:2027-03-17 | st paddys day pub crawl
holidays | en | d:2026-11-25 | the day before Thanksgiving traffic is awful
holidays | en | d:2027-03-07 | Mothering Sunday lunch for mum
durations | en | dur:PT25M | set a timer for 25 minutes
durations | en | dur:PT1H30M | block an hour and a half for the review
durations | en | dur:PT45M | the call should take 45 mins max
durations | en | dur:P3D | we're staying 3 nights in Lisbon
durations | en | dur:PT2H | I need 2 hours of focus time
durations | en | dur:P2W | the course runs for two weeks
durations | en | dur:PT10M | give me 10 min
durations | en | dur:PT90M | Duration: 90 min
durations | en | dur:P6M | a 6-month contract
durations | en | dur:PT4M | steep the tea for 4 minutes
durations | en | dur:PT15M | a quick 15 minute catch-up
durations | en | dur:P1W | I'll be away for a week
durations | en | dur:PT3H | the drive takes about 3 hours
durations | en | dur:P1Y | Your warranty covers 1 year of parts and labour.
durations | en | dur:PT30S | hold the plank for 30 seconds
durations | en | dur:P5D | The conference lasts five days.
durations | en | dur:PT1H | book the meeting room for an hour
durations | en | dur:PT8H | i slept like 8 hours lol
durations | en | dur:P10D | a 10-day course of antibiotics
durations | en | dur:PT40M | bake for 40 minutes at 180°C
durations | en | dur:P2D | 2-day turnaround on the translation
durations | en | dur:PT4H30M | Flight time 4h 30m
numbers | en | n:4 | book a table for 4
numbers | en | n:3 | remind me to buy three lemons
numbers | en | n:12 | order a dozen eggs
numbers | en | n:2 | 2 tickets for the matinee please
numbers | en | nr:3..5 | find me hotels with 3 to 5 stars
numbers | en | n:150 | transfer 150 to savings
numbers | en | n:6 | we'll be six for dinner
numbers | en | nr:20..30 | guests: 20-30 people
numbers | en | n:10 | show me the last 10 emails from Tom
numbers | en | n:1 | just one coffee thanks
numbers | en | n:500 | The factory will cut 500 jobs, the union said.
numbers | en | n:8 | print 8 copies of the agenda
numbers | en | nr:2..3 | a 2-3 bedroom flat near the station
numbers | en | n:25 | play the top 25 songs
numbers | en | n:5 | i need 5 more chairs for the party
numbers | en | n:2 | a couple of people from finance will join
numbers | en | n:15 | add 15 to the count
numbers | en | n:100 | what's 100 in euros
numbers | en | n:7 | Qty: 7
numbers | en | nr:10..15 | it should fit 10 to 15 boxes
numbers | en | n:3 | call the three vendors on the list
numbers | en | n:40 | reply to the 40 unread messages
no-date | en | none | May I borrow your charger?
no-date | en | none | tell April the report looks great
no-date | en | none | play The Day After Tomorrow on Netflix
no-date | en | none | what's the capital of Australia
no-date | en | none | turn off the living room lights
no-date | en | none | Order #A7720-19 has shipped.
no-date | en | none | we won 3-1
no-date | en | none | I'd rate it 7/10
no-date | en | none | update the app to version 4.12.3
no-date | en | none | the address is 221B Baker Street
no-date | en | none | call Summer about the logo
no-date | en | none | add Friday Night Lights to my watchlist
no-date | en | none | read chapters 12 to 15 of the manual
no-date | en | none | how do you say thank you in Japanese
no-date | en | none | Ticket INC-4471 status: resolved
no-date | en | none | she's 34 and works in marketing
no-date | en | none | the Sunday Times crossword is brutal
no-date | en | none | whats a good recipe for banana bread
no-date | en | none | Ref: 12/345/678
no-date | en | none | go to 5th Avenue and 42nd Street
no-date | en | none | 2/3 of the team agreed
no-date | en | none | who won Love Island
no-date | en | none | my password has to be 8 characters long
no-date | en | none | how tall is Mount Everest
no-date | en | none | Call 555-0142 for support
no-date | en | none | mark all as read
`;
