/**
 * The thirteenth blind held-out set, English, written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set or rule sections), the case format
 * (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never
 * the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set
 * or the other held-out sets' cases, nor git history or other parsers' test corpora, and ran no reader on these lines
 * before committing them (only the well-formedness test). Expected values were worked out by hand and checked with
 * JavaScript `Date` and `Intl` (every weekday named in a line against its expected day, offsets from the clock,
 * Memorial Day, Labor Day, Thanksgiving, Father's Day, Mother's Day, MLK and Presidents' Day, the August bank holiday,
 * Remembrance Sunday, Easter 2026 and 2027 with Good Friday and Easter Monday), not with this package.
 * Unlike the earlier sets, which catalogued constructs in well-edited prose, this one is what people type or dictate
 * to a personal assistant on their own machine, US and UK: chat messages, command-line requests, voice transcripts,
 * notes to self, in lower case, without punctuation, with everyday shorthand ("tmrw", "2moro", "w/", "pls", "thurs",
 * "appt", "wfh") and the odd typo, about half the lines ordinary. Counts per category were fixed before writing: 31 in
 * each of the ten dated categories and 34 no-date lines (344 in all). Recurrences were left out.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind13En = `
absolute-dates | en | d:2026-06-04 | remind me to renew the car tax on june 4
absolute-dates | en | d:2026-07-02 | whats on my calendar for july 2nd
absolute-dates | en | d:2026-08-21 | flight home is aug 21
absolute-dates | en | d:2026-06-30 | rent due 6/30
absolute-dates | en | d:2026-09-15 | add parent teacher conference sept 15
absolute-dates | en | d:2026-10-03 | put sarahs wedding in the calendar its october 3rd
absolute-dates | en | d:2026-06-08 | block out the 8th of june pls
absolute-dates | en | d:2026-05-28 | can we move the review to the 28th
absolute-dates | en | d:2026-11-14 | book the village hall for 14 nov
absolute-dates | en | d:2026-07-18 | hey can you remind me about mums birthday on 18 july
absolute-dates | en | d:2026-03-12 | find the receipt i got on march 12
absolute-dates | en | d:2026-04-22 | what time did i leave work on april 22
absolute-dates | en | d:2027-01-09 | schedule the boiler service for jan 9 2027
absolute-dates | en | d:2026-12-05 | Xmas party is Dec 5 this year, can you add it?
absolute-dates | en | d:2026-06-19 | set a reminder for 19/06 for the MOT
absolute-dates | en | d:2026-08-03 | I'm off work on the 3rd of August
absolute-dates | en | d:2026-06-01 | pay the credit card on june first
absolute-dates | en | d:2026-09-01 | new job starts 1 september
absolute-dates | en | d:2026-07-27 | remind me the car goes in for service on july twenty seventh
absolute-dates | en | d:2026-10-20 | vet appt 10/20
absolute-dates | en | d:2026-06-06 | bbq at dans on sat 6 june
absolute-dates | en | d:2026-05-30 | is anything booked on may 30
absolute-dates | en | d:2026-02-14 | how much did i spend on feb 14
absolute-dates | en | d:2026-08-29 | mark aug 29 as busy
absolute-dates | en | d:2026-12-18 | last day of term is 18th december
absolute-dates | en | d:2027-03-04 | my passport expires 4 march 2027, add it to the calendar
absolute-dates | en | d:2026-06-23 | the plumber says he can come tuesday june 23
absolute-dates | en | d:2026-07-09 | plz send the contract to mike on july 9
absolute-dates | en | d:2026-11-02 | put down nov 2nd for the dentist
absolute-dates | en | d:2026-01-27 | what meetings did i have on jan 27
absolute-dates | en | d:2026-09-26 | reserve a table for the 26th of september
relative-days | en | d:2026-05-20 | remind me tmrw to call the bank
relative-days | en | d:2026-05-20 | Can you move my dentist appointment to tomorrow?
relative-days | en | d:2026-05-18 | what did i spend yesterday
relative-days | en | d:2026-05-19 | whats on today
relative-days | en | d:2026-05-21 | day after tomorrow is fine
relative-days | en | d:2026-05-17 | show me the photos from the day before yesterday
relative-days | en | d:2026-05-20 | remind me tomorow to take the bins out
relative-days | en | d:2026-05-19 | anything due today?
relative-days | en | d:2026-05-18 | who emailed me yesterday
relative-days | en | d:2026-05-20 | 2moro pls
relative-days | en | d:2026-05-20 | I need the slides done by tomorrow
relative-days | en | d:2026-05-19 | mark today as wfh
relative-days | en | d:2026-05-18 | did i take my meds yesterday
relative-days | en | d:2026-05-20 | tomorrow: gym, groceries, call mum
relative-days | en | d:2026-05-21 | the day after tomorrow we're going to the coast can you check the weather
relative-days | en | dt:2026-05-20T09:00 | remind me tomorrow at 9am to call the garage
relative-days | en | dt:2026-05-19T17:30 | retro today at 5.30pm
relative-days | en | d:2026-05-20 | tmrw
relative-days | en | d:2026-05-18 | what was the name of that restaurant i went to yesterday
relative-days | en | d:2026-05-19 | Email the landlord today about the leak.
relative-days | en | d:2026-05-20 | tomorrow works
relative-days | en | dt:2026-05-20T08:00 | wake me up at 8 tomorrow
relative-days | en | d:2026-05-17 | I think I lost my keys the day before yesterday, can you check where I was
relative-days | en | d:2026-05-20 | set the out of office for tomorrow
relative-days | en | d:2026-05-21 | the day after tmrw works for me
relative-days | en | d:2026-05-18 | yesterdays meeting notes pls
relative-days | en | d:2026-05-19 | Is the pharmacy open today
relative-days | en | dt:2026-05-20T10:30 | tomorrow 10.30 coffee with jess
relative-days | en | d:2026-05-20 | cancel everything tomorrow im sick
relative-days | en | d:2026-05-18 | forward me the email dave sent yesterday
relative-days | en | d:2026-05-19 | todays schedule
weekdays | en | d:2026-05-22 | remind me friday to pay the babysitter
weekdays | en | d:2026-05-21 | thursday works for me
weekdays | en | d:2026-05-25 | can we do monday instead
weekdays | en | d:2026-05-29 | next friday?
weekdays | en | d:2026-05-22 | this friday im out
weekdays | en | d:2026-05-15 | what did i spend last friday
weekdays | en | d:2026-05-12 | who did i meet last tuesday
weekdays | en | d:2026-05-24 | book brunch for sunday
weekdays | en | d:2026-05-23 | sat - dinner at mums
weekdays | en | d:2026-05-27 | next wed works
weekdays | en | d:2026-05-20 | wed is good
weekdays | en | dt:2026-05-21T15:00 | thursday 3pm call with the bank
weekdays | en | dt:2026-05-22T19:30 | fri 7.30pm drinks w/ tom
weekdays | en | d:2026-05-18 | send me the notes from mondays meeting
weekdays | en | d:2026-05-26 | tuesday next week
weekdays | en | d:2026-05-28 | can u do thurs next week
weekdays | en | d:2026-05-23 | what's the weather like saturday
weekdays | en | d:2026-05-17 | did anyone call on sunday
weekdays | en | dt:2026-05-25T09:00 | monday 9am dentist
weekdays | en | d:2026-05-22 | Friday - deadline for the grant application
weekdays | en | d:2026-05-26 | move my 1:1 to tuesday
weekdays | en | d:2026-05-14 | i sent the invoice thursday didnt i
weekdays | en | d:2026-05-31 | lunch at grans sunday week
weekdays | en | d:2026-05-20 | remind me on wednesday to water the plants
weekdays | en | d:2026-05-22 | fri
weekdays | en | dt:2026-05-23T11:00 | haircut sat 11am
weekdays | en | d:2026-05-29 | not this friday the one after
weekdays | en | d:2026-05-21 | can u check if im free thur
weekdays | en | d:2026-05-18 | what did i have for lunch on monday lol
weekdays | en | d:2026-05-24 | is the gym open sunday
weekdays | en | d:2026-06-01 | the monday after next
offsets | en | d:2026-05-22 | in 3 days remind me to follow up with the recruiter
offsets | en | dt:2026-05-19T16:05 | remind me in 2 hours to move the car
offsets | en | dt:2026-05-19T14:35 | in half an hour ping me
offsets | en | dt:2026-05-19T14:25 | set a reminder for 20 mins from now
offsets | en | d:2026-05-26 | a week from today
offsets | en | d:2026-05-12 | what was i doing a week ago
offsets | en | d:2026-06-02 | in two weeks check the tomatoes
offsets | en | d:2026-06-19 | remind me in a month to cancel the free trial
offsets | en | d:2026-05-16 | i ordered a charger 3 days ago wheres it at
offsets | en | dt:2026-05-19T13:05 | what was the email that came in an hour ago
offsets | en | dt:2026-05-19T14:20 | remind me in 15 min to take the pizza out
offsets | en | d:2026-05-29 | 10 days from now
offsets | en | d:2026-05-05 | where's the package that arrived 2 weeks ago
offsets | en | dt:2026-05-19T15:35 | in an hour and a half remind me to call them back
offsets | en | d:2026-05-21 | follow up with them in a couple days
offsets | en | d:2026-05-22 | the order should arrive in 3 business days
offsets | en | dt:2026-05-19T14:10 | in 5 mins
offsets | en | d:2026-11-19 | remind me in 6 months to get my teeth cleaned
offsets | en | d:2027-05-19 | remind me in a year to renew the domain
offsets | en | d:2026-04-19 | what was my balance a month ago
offsets | en | dt:2026-05-19T11:05 | who was the guy that called me 3 hrs ago
offsets | en | dt:2026-05-19T14:50 | in 45 minutes tell me to leave
offsets | en | d:2026-06-09 | three weeks from today
offsets | en | d:2026-05-24 | five days from now
offsets | en | d:2026-05-26 | dentist a week today
offsets | en | d:2026-06-02 | check back in a fortnight
offsets | en | dt:2026-05-19T18:05 | in 4 hrs
offsets | en | d:2026-05-09 | how many steps did i do 10 days ago
offsets | en | dt:2026-05-19T14:08 | ping me in 3 min
offsets | en | dt:2026-05-20T14:05 | remind me 24 hours from now to check the bid
offsets | en | d:2026-05-23 | can you remind me in 4 days to return the library books
months-years | en | m:2026-06 | whats my budget for june
months-years | en | m:2026-07 | plan a trip in july
months-years | en | m:2026-04 | how much did i spend in april
months-years | en | m:2026-06 | book the car service for sometime next month
months-years | en | m:2026-04 | show me last month's electric bill
months-years | en | m:2026-05 | how many steps have i done this month
months-years | en | y:2027 | I want to run a marathon next year, can you make a plan
months-years | en | y:2025 | show me my tax docs from last year
months-years | en | m:2026-09 | school starts in sept
months-years | en | m:2026-12 | we're going to nyc in dec
months-years | en | m:2027-01 | dentist wants to see me again jan 2027
months-years | en | q:2026-Q3 | set up a q3 review with the team
months-years | en | m:2026-08 | august is booked out already
months-years | en | y:2024 | photos from 2024
months-years | en | m:2026-03 | find the gas bill from march
months-years | en | m:2026-10 | move the reunion to october
months-years | en | q:2026-Q4 | draft the q4 budget
months-years | en | m:2026-11 | anything planned for november 2026?
months-years | en | m:2025-12 | what did i buy in december last year
months-years | en | y:2026 | how much have i spent on uber this year
months-years | en | m:2026-02 | did i pay the council tax in feb
months-years | en | m:2026-06 | the kitchen fitters are coming in june
months-years | en | q:2026-Q2 | what were sales like this quarter
months-years | en | m:2027-02 | we're thinking of skiing in feb next year
months-years | en | y:2023 | find that pic from our trip back in 2023
months-years | en | m:2026-07 | whats on in july
months-years | en | m:2026-09 | pencil in a week off in september
months-years | en | y:2027 | the new office opens in 2027
months-years | en | m:2026-07 | let's do it the month after next
months-years | en | q:2027-Q1 | schedule the audit for the first quarter of next year
months-years | en | m:2026-05 | what bills are due in may
times-of-day | en | t:15:00 | set an alarm for 3pm
times-of-day | en | t:07:30 | wake me at 7:30
times-of-day | en | t:19:30 | meet at half 7 for dinner
times-of-day | en | t:12:00 | lunch at noon?
times-of-day | en | t:20:00 | dinner with the in-laws at 8
times-of-day | en | t:09:15 | standup moved to quarter past nine
times-of-day | en | t:16:45 | I'll leave the office at quarter to five
times-of-day | en | t:06:00 | alarm 6am
times-of-day | en | t:23:00 | remind me at 11pm to take my pills
times-of-day | en | t:14:30 | call the school at 2.30pm
times-of-day | en | t:10:00 | can we talk at 10am
times-of-day | en | t:21:00 | movie starts 9pm
times-of-day | en | t:17:00 | meet me at 5 o'clock after work
times-of-day | en | t:08:45 | bus is at 8:45
times-of-day | en | t:13:00 | lunch at 1 with the team
times-of-day | en | t:00:00 | turn the heating off at midnight
times-of-day | en | dt:2026-05-19T19:00 | call mum at 7 tonight
times-of-day | en | t:16:00 | the delivery comes at 4 in the afternoon
times-of-day | en | t:11:30 | coffee at half eleven?
times-of-day | en | t:15:15 | pick up the kids at 3:15 pm
times-of-day | en | t:18:00 | set the oven timer to go off at 6 pm
times-of-day | en | t:09:00 | be there at 9 am sharp
times-of-day | en | dt:2026-05-20T07:00 | tmrw 7am run
times-of-day | en | t:22:30 | remind me at 10:30 pm to lock the back door
times-of-day | en | t:12:30 | book a table for 12.30
times-of-day | en | t:05:45 | alarm for 5:45 am please
times-of-day | en | t:17:30 | pick me up at half past five after work
times-of-day | en | t:20:15 | the train gets in at 8.15pm
times-of-day | en | t:14:00 | call scheduled for 14:00
times-of-day | en | t:10:45 | meeting at ten forty five
times-of-day | en | t:19:45 | curtain up 7:45 pm
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | any plans this weekend?
windows | en | w:2026-05-25 | what's on next week
windows | en | w:2026-05-11 | how many hours did i work last week
windows | en | p:2026-05-19T18:00..2026-05-20T00:00 | am i free this evening
windows | en | p:2026-05-20T06:00..2026-05-20T12:00 | tomorrow morning i need to drop the car off
windows | en | p:2026-05-20T12:00..2026-05-20T18:00 | can we do tmrw afternoon instead
windows | en | r:2026-06-03..2026-06-07 | we're in lisbon from june 3 to june 7
windows | en | p:2026-05-12T00:00..2026-05-14T00:00 | show me everything i bought in the past week
windows | en | p:2026-05-18T18:00..2026-05-19T06:00 | who texted me last night
windows | en | r:2026-05-20T14:00..2026-05-20T16:00 | are you free between 2 and 4 tmrw
windows | en | r:2026-05-22T09:00..2026-05-22T17:00 | I'm at the conference 9 to 5 on friday
windows | en | w:2026-05-18 | what have i got on this week
windows | en | p:2026-05-19T00:00..2026-05-20T00:00 | clear the rest of the week
windows | en | r:2026-06-10..2026-06-14 | book the cottage june 10-14
windows | en | r:2026-05-22..2026-05-25 | the kids are at their dads from the 22nd to the 25th
windows | en | r:2026-05-25..2026-05-29 | wfh mon-fri next week
windows | en | w:2026-06-01 | can we push the launch to the first week of june
windows | en | p:2026-05-20T18:00..2026-05-21T00:00 | tomorrow evening works
windows | en | p:2026-05-22T18:00..2026-05-23T06:00 | we're going out friday night
windows | en | p:2026-05-23T06:00..2026-05-23T12:00 | sat morning parkrun
windows | en | p:2026-05-24T12:00..2026-05-24T18:00 | football on sunday afternoon
windows | en | p:2026-05-19T16:00..2026-05-19T18:00 | can you call me late afternoon today
windows | en | p:2026-05-25T00:00..2026-05-27T00:00 | lets catch up early next week
windows | en | p:2026-05-28T00:00..2026-06-01T00:00 | lets aim for the end of next week
windows | en | p:2026-04-19T00:00..2026-04-21T00:00 | list the transactions over 50 quid in the last 30 days
windows | en | p:2026-05-18T00:00..2026-05-19T00:00 | how many emails have i had from hr since monday
windows | en | r:2026-05-19..2026-05-22 | set my status to away until friday
windows | en | r:2026-07-01..2026-07-15 | the pool is closed july 1 through july 15
windows | en | p:2026-05-19T06:00..2026-05-19T12:00 | did anyone call this morning
windows | en | p:2026-05-19T00:00..2026-05-20T00:00 | what's the forecast for the next 3 days
windows | en | p:2026-05-21T18:00..2026-05-22T00:00 | thursday evening is the only time i can do
holidays | en | d:2026-12-25 | how many days till christmas
holidays | en | d:2026-12-24 | are the shops open on christmas eve
holidays | en | d:2026-12-31 | remind me to book a taxi for new years eve
holidays | en | d:2027-01-01 | is the gym open on new years day
holidays | en | d:2026-11-26 | we're hosting thanksgiving this year
holidays | en | d:2026-11-27 | set a reminder for black friday deals
holidays | en | d:2026-05-25 | is the post office open on memorial day
holidays | en | d:2026-07-04 | fireworks on the 4th of july where should we go
holidays | en | d:2026-09-07 | labor day bbq at my place
holidays | en | d:2026-10-31 | need to get a costume for halloween
holidays | en | d:2027-03-28 | what are we doing for easter
holidays | en | d:2026-04-05 | what did we do last easter
holidays | en | d:2027-03-26 | book the ferry for good friday
holidays | en | d:2027-03-29 | is easter monday a bank holiday
holidays | en | d:2026-12-26 | boxing day sales start when
holidays | en | d:2026-05-25 | are the shops open on the bank holiday monday
holidays | en | d:2026-08-31 | we're going camping over the august bank holiday
holidays | en | d:2026-02-14 | what did i get her for valentines
holidays | en | d:2026-05-10 | how much did i spend on flowers for mothers day
holidays | en | d:2026-06-21 | remind me to order a card for fathers day
holidays | en | d:2026-06-19 | is juneteenth a day off
holidays | en | d:2027-01-18 | no school on MLK day right?
holidays | en | d:2027-02-15 | presidents day sale on mattresses remind me
holidays | en | d:2027-03-17 | st paddys day pub crawl
holidays | en | d:2026-11-05 | bonfire night fireworks at the park
holidays | en | d:2026-11-08 | remembrance sunday parade
holidays | en | d:2026-11-11 | is the bank open on veterans day
holidays | en | dt:2026-12-31T20:00 | party at 8 on new year's eve
holidays | en | p:2026-12-25T06:00..2026-12-25T12:00 | call grandma on christmas morning
holidays | en | p:2026-05-23T00:00..2026-05-24T00:00 | Memorial Day weekend at the lake?
holidays | en | d:2026-11-27 | the day after thanksgiving we drive back
durations | en | dur:PT10M | set a timer for 10 mins
durations | en | dur:PT25M | start a 25 min pomodoro
durations | en | dur:PT2H | block 2 hours for the report
durations | en | dur:PT1H30M | the film is an hour and a half long
durations | en | dur:P3D | we'll be away for 3 days
durations | en | dur:PT45S | timer 45 seconds
durations | en | dur:P1W | can you pause my subscription for a week
durations | en | dur:PT30M | give me half an hour
durations | en | dur:PT90M | 90 min spin class
durations | en | dur:P2W | the trial lasts 2 weeks
durations | en | dur:PT1H30M | parking for 1h30
durations | en | dur:PT5M | timer 5 min
durations | en | dur:PT45M | book the meeting room for 45 minutes
durations | en | dur:PT3H | block out 3 hours for deep work
durations | en | dur:P6W | the course runs for six weeks
durations | en | dur:PT20M | wake me up after a 20 minute nap
durations | en | dur:PT2H | mute notifications for a couple of hours
durations | en | dur:P4D | airbnb for 4 nights
durations | en | dur:PT8H | mute this chat for 8 hrs
durations | en | dur:P3M | sign me up for the 3 month trial
durations | en | dur:P1Y | the warranty is for a year
durations | en | dur:PT9M | snooze for 9 min
durations | en | dur:PT15M | set a timer for a quarter of an hour
durations | en | dur:PT40M | it takes about 40 mins to get there
durations | en | dur:PT7M | boil the eggs for 7 minutes
durations | en | dur:PT2H30M | the drive is two and a half hours
durations | en | dur:PT1M30S | set a timer for one minute thirty seconds
durations | en | dur:PT1M | 60 second plank timer
durations | en | dur:P30D | the return window is 30 days
durations | en | dur:P10D | we're away for ten days in august
durations | en | dur:P14D | going to spain for a fortnight
numbers | en | n:3 | add 3 eggs to the list
numbers | en | n:2 | order 2 large pizzas
numbers | en | n:4 | book a table for four
numbers | en | n:12 | print twelve copies of the handout
numbers | en | nr:5..10 | we're expecting between 5 and 10 people
numbers | en | n:40 | set volume to 40
numbers | en | n:25 | print 25 pages
numbers | en | n:12 | buy a dozen eggs
numbers | en | n:6 | get six bottles of sparkling water
numbers | en | nr:2..3 | the recipe says 2-3 cloves of garlic
numbers | en | nr:200..300 | find me a hotel for 200-300 dollars a night
numbers | en | n:8 | reservation for a party of 8
numbers | en | n:4 | rate the driver 4 stars
numbers | en | n:100 | send 100 bucks to jake
numbers | en | n:1500 | the essay has to be 1,500 words
numbers | en | n:3.5 | log 3.5 kg of potatoes
numbers | en | nr:10..12 | we need seats for 10-12 people
numbers | en | n:2 | grab a couple of lemons on the way home
numbers | en | n:21 | set the thermostat to 21
numbers | en | n:6 | half a dozen bread rolls please
numbers | en | n:5 | show me the top 5 results
numbers | en | n:1200 | find flats under 1200 a month
numbers | en | n:15 | I need 15 chairs for the party
numbers | en | n:180 | preheat the oven to 180
numbers | en | n:300 | transfer three hundred to joint account
numbers | en | nr:4..5 | bring 4 or 5 folding chairs
numbers | en | n:2000 | move 2k to savings
numbers | en | n:50 | add fifty quid to my oyster card
numbers | en | nr:20..25 | we need 20 to 25 volunteers
numbers | en | n:1000000 | how do you write 1 million in scientific notation
numbers | en | n:7 | order seven tickets for the show
no-date | en | none | whats the weather like
no-date | en | none | may i ask you something
no-date | en | none | call april
no-date | en | none | play friday im in love by the cure
no-date | en | none | text summer that im running late
no-date | en | none | how do i convert 5/8 inch to mm
no-date | en | none | whats 15% of 240
no-date | en | none | turn off the lights
no-date | en | none | thanks!
no-date | en | none | open spotify
no-date | en | none | add bananas to the shopping list
no-date | en | none | who wrote the great gatsby
no-date | en | none | reply to sam: sounds good
no-date | en | none | set the thermostat to 20
no-date | en | none | whats my netflix password
no-date | en | none | find the pdf called invoice_0423
no-date | en | none | how far is it to manchester
no-date | en | none | call mom
no-date | en | none | find my march madness bracket
no-date | en | none | play songs by the weeknd
no-date | en | none | rate this restaurant 7/10
no-date | en | none | what floor is room 1205 on
no-date | en | none | unsubscribe me from this newsletter
no-date | en | none | translate good morning into spanish
no-date | en | none | what does 24/7 mean
no-date | en | none | mute the group chat
no-date | en | none | how many calories in a big mac
no-date | en | none | whats the capital of australia
no-date | en | none | mark all as read
no-date | en | none | ok sounds good
no-date | en | none | remind me what the wifi password is
no-date | en | none | is it worth upgrading to ios 17.5
no-date | en | none | my address is 14 may street
no-date | en | none | summarise this article for me
`;
