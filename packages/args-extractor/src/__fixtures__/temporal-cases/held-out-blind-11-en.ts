/**
 * The eleventh blind held-out set, English, written blind for issue 21: its author read only the README's conventions
 * (the "Dates, times, windows, durations" section, not the accuracy, blind-set result or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development
 * set or the other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before
 * committing them (only the well-formedness test).
 * Written as a catalogue by domain: twelve everyday domains a personal assistant's user lives in (travel and bookings,
 * health and appointments, school and children, work and meetings, bills, finance and taxes, home and repairs, family
 * and social life, sport and hobbies, shopping and deliveries, government paperwork, news and documents, media and
 * entertainment), one block each, then a last block filling the thinner categories across the same domains. For each
 * domain the ways English refers to time there: written-out and ordinal dates ("the 3rd of August", "June the
 * twelfth"), US and UK numeric dates with the line's own cue ("$412.80", "Direct Debit of £45.00", "GP", "DVLA",
 * "DMV"), n-th weekdays of a month, "Friday week", "a week on Tuesday", "the Monday after next", "today week", offsets
 * in hours, days, business and working days, weeks, fortnights and months, quarters, halves, the UK tax year and the
 * Australian financial year, seasons, decades, times said every way ("half six", "quarter to seven", "noonish", "5.30pm",
 * "09:15", "9am Sydney time", "3pm ET"), parts of the day, windows open and closed ("no later than", "until", "by EOD
 * Friday", "between now and Friday", "over the weekend", "the past 10 days", "since March 3rd", "year to date", "in the
 * run-up to Christmas"), holidays of the US, UK, Ireland, Canada and Australia and of religious calendars, alone and
 * shifted ("the day before Thanksgiving", "two days before Christmas", "the weekend before Thanksgiving"), durations,
 * counts, and the no-date lines (about 10%) with the traps each domain really has: seat and flight numbers, blood
 * pressure, scores ("9/10", "2-1"), formations, sort codes, card endings, model and serial numbers, names ("April",
 * "June", "Mrs May"), titles ("2001: A Space Odyssey", "Friday Night Lights", "1989"). Surface forms vary: typed and
 * dictated requests, chat lines, mail and invite lines, receipts, tickets and documents, news lines, notes to self.
 * Recurrences the format cannot express ("every Monday") are left out.
 * Expected values are what a careful reader means, at the expression's grain, per the README's conventions (a bare
 * weekday the next one after today, "next Friday" next week's, "last Tuesday" on a Tuesday a week ago, the tense of the
 * line for a date without a year, a zoned time on Rome's wall clock, astronomical seasons, "by/until/no later than X"
 * its inclusive end in a date field, nights of a stay as days, a holiday weekend from its Saturday); where the line says
 * which half of the day an hour is on ("at the pub at half six", "tomorrow at 6 after work", "quarter past three"
 * for a school pick-up), the expected time is that. Weekdays, n-th weekdays, holidays (Easter 2026 and 2027 computed,
 * Memorial Day, Father's Day, Labor Day, both Thanksgivings, Remembrance Sunday, MLK Day, the bank holidays), offsets
 * from the clock and the zoned times were checked with JavaScript `Date` and `Intl`, not with this package.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind11En = `
absolute-dates | en | d:2026-07-14 | Outbound: Tue 14 July 2026, BA0552 London Heathrow to Rome Fiumicino
absolute-dates | en | d:2026-08-03 | can you book the B&B in Galway for the 3rd of August
absolute-dates | en | d:2026-09-04 | Reservation confirmed: 09/04/2026, 2 guests, total $412.80
absolute-dates | en | d:2026-03-14 | what was the name of the hotel we stayed at on March 14?
relative-days | en | d:2026-05-20 | pls print my boarding pass for tomorrow
relative-days | en | d:2026-05-21 | the rental car has to go back the day after tomorrow
weekdays | en | d:2026-05-29 | are we still on for the airport run Friday week?
weekdays | en | d:2026-06-01 | I fly out the Monday after next
offsets | en | d:2026-06-02 | remind me to check in online a fortnight from today
offsets | en | dt:2026-05-19T17:05 | my train leaves in three hours, what's the traffic like to Euston
months-years | en | m:2026-08 | look for cheap flights to Lisbon in August
months-years | en | p:2026-06-21T00:00..2026-06-22T00:00 | we're thinking about Crete this summer
times-of-day | en | t:06:45 | set an alarm for quarter to seven, the taxi to the airport is booked
times-of-day | en | dt:2026-05-20T05:30 | wake-up call at 5:30am tomorrow please
times-of-day | en | t:21:00 | Online check-in closes at 3pm ET
windows | en | r:2026-07-13..2026-07-17 | Villa Rosa is available 13–17 July, want me to hold it?
windows | en | r:2026-08-10..2026-08-14 | Book me a room at the Premier Inn from Monday 10 August to Friday 14 August
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | any last-minute deals for a city break this weekend?
holidays | en | p:2026-05-23T00:00..2026-05-24T00:00 | traffic on I-95 over Memorial Day weekend is going to be brutal
holidays | en | d:2026-07-03 | we're driving up to the lake the day before the Fourth of July
holidays | en | d:2026-08-31 | Dover ferry crossing on the August bank holiday, 2 cars
durations | en | dur:P3D | a 3-night stay at the Marriott downtown, breakfast included
durations | en | dur:PT2H15M | the flight time is 2 hours 15 minutes
numbers | en | n:3 | need a family room for 3 adults
numbers | en | nr:2..3 | looking for an Airbnb in Cornwall with 2 to 3 bedrooms
no-date | en | none | Gate 22, seat 14A, Terminal 5
no-date | en | none | Flight UA 1130 to Boston has been added to your trips
no-date | en | none | The Ritz, 150 Piccadilly, London W1J 9BR

absolute-dates | en | d:2026-06-04 | GP appointment confirmed: Thursday 04/06/2026 with Dr Byrne
absolute-dates | en | d:2026-06-23 | physio on the 23rd of June
absolute-dates | en | d:2026-05-27 | the dentist moved me to May 27th
relative-days | en | d:2026-05-18 | log that I started the antibiotics yesterday
times-of-day | en | p:2026-05-20T06:00..2026-05-20T12:00 | fasting blood test tomorrow morning
weekdays | en | d:2026-05-26 | move my therapy session to next Tuesday
weekdays | en | d:2026-05-12 | what did the doctor say last Tuesday
offsets | en | d:2026-06-16 | the nurse said to come back in four weeks
offsets | en | d:2026-05-16 | the rash appeared 3 days ago
offsets | en | d:2026-11-19 | book the six-month check-up six months from today
months-years | en | m:2026-10 | flu jabs start in October at the pharmacy
months-years | en | m:2026-04 | my last blood test was in April
times-of-day | en | t:08:20 | take the tablets at twenty past eight
times-of-day | en | dt:2026-05-21T10:30 | Your appointment at Riverside Clinic is on Thursday at 10:30 AM
times-of-day | en | t:16:00 | can I see the nurse at 4 in the afternoon
windows | en | p:2026-05-09T00:00..2026-05-11T00:00 | how many steps have I done in the past 10 days
windows | en | d:2026-05-29 | the referral has to be in no later than 29 May
windows | en | r:2026-06-08..2026-06-12 | I'll be in hospital from June 8 to 12
holidays | en | d:2026-12-24 | is the pharmacy open on Christmas Eve?
durations | en | dur:P10D | take one tablet twice a day for 10 days
durations | en | dur:PT45M | the MRI scan takes about 45 minutes
numbers | en | n:2 | take 2 puffs of the blue inhaler
no-date | en | none | Blood pressure 128/82, pulse 71
no-date | en | none | Dr. April Summers, Cardiology, Room 3B
no-date | en | none | my BMI is 24.5 and I weigh 11 stone 4

absolute-dates | en | d:2026-09-03 | First day back at school: Thursday 3rd September
absolute-dates | en | d:2026-06-25 | sports day is 25/06, bring a sun hat
relative-days | en | d:2026-05-20 | Lily needs a packed lunch tomorrow for the trip
relative-days | en | d:2026-05-19 | what's Noah's homework for today?
weekdays | en | d:2026-05-27 | swimming lessons start Wednesday week
weekdays | en | d:2026-06-02 | parents' evening is a week on Tuesday
weekdays | en | d:2026-06-04 | the school concert is the first Thursday in June
offsets | en | d:2026-06-09 | the permission slip is due back in three weeks
months-years | en | y:2027 | Jack starts secondary school in 2027
months-years | en | m:2026-09 | Ava starts kindergarten in September
times-of-day | en | t:15:15 | school pick-up is at quarter past three
times-of-day | en | t:08:40 | the classroom doors open at 8:40
windows | en | r:2026-05-25..2026-05-29 | half-term is 25–29 May
windows | en | d:2026-05-22 | the science project has to be handed in no later than Friday
windows | en | r:2026-05-20T15:30..2026-05-20T17:00 | the after-school club runs from 3:30 to 5 tomorrow
holidays | en | d:2026-10-31 | what is Mia dressing up as for Halloween
holidays | en | d:2026-11-25 | school lets out early the day before Thanksgiving
durations | en | dur:PT30M | she has to read for 30 minutes
durations | en | dur:P6W | the summer break is six weeks long
numbers | en | n:28 | there are 28 kids in her class
numbers | en | n:12 | we need twelve cupcakes for the bake sale
no-date | en | none | Year 6 SATs: reading 108, maths 112
no-date | en | none | Room 12, Mrs May's class
no-date | en | none | He got 9/10 on his spelling test

absolute-dates | en | d:2026-06-15 | The offsite is Monday, June 15th.
relative-days | en | d:2026-05-21 | can we push the standup to the day after tomorrow
weekdays | en | d:2026-05-21 | sync with Priya on Thursday
weekdays | en | d:2026-05-15 | pull up the numbers we discussed last Friday
weekdays | en | d:2026-05-29 | let's do the retro next Friday
weekdays | en | d:2026-05-22 | this Friday works for the 1:1
offsets | en | d:2026-05-22 | I need it in 3 business days
offsets | en | dt:2026-05-19T14:35 | ping me in half an hour
months-years | en | q:2026-Q3 | draft the roadmap for next quarter
months-years | en | q:2026-Q1 | Q1 numbers came in below plan
months-years | en | r:2026-07-01..2026-12-31 | hiring freeze for the second half of the year
times-of-day | en | dt:2026-05-20T09:30 | standup moved to 9:30 tomorrow
times-of-day | en | t:01:00 | the call with the Sydney office is at 9am Sydney time
times-of-day | en | t:17:00 | the all-hands is at 11am Eastern
times-of-day | en | t:12:00 | lunch with the team around noonish
times-of-day | en | p:2026-05-19T12:00..2026-05-19T18:00 | can you block out this afternoon for deep work
windows | en | r:2026-05-27T14:00..2026-05-27T15:00 | When: Wed 27 May 2026 14:00–15:00
windows | en | d:2026-05-22 | I need the deck by EOD Friday
windows | en | w:2026-05-25 | I'm off next week, can you cover?
windows | en | r:2026-05-19T15:00..2026-05-19T17:00 | I'm free between 3 and 5 this afternoon
holidays | en | d:2026-09-07 | office closed Labor Day
durations | en | dur:PT1H30M | book a 90-minute slot for the workshop
durations | en | dur:P2W | I'm taking two weeks off in August
numbers | en | n:15 | set up a meeting room for 15 people
no-date | en | none | Re: Q&A follow-up from Mark, 3 action items
no-date | en | none | See section 4.2, page 17 of the handbook

absolute-dates | en | d:2026-06-01 | Your Direct Debit of £45.00 will be collected on 01/06/2026
absolute-dates | en | d:2026-07-15 | the property tax bill is due 7/15
absolute-dates | en | d:2027-01-31 | the self-assessment deadline is 31 January 2027
absolute-dates | en | d:2026-04-03 | how much did I spend at Tesco on 3rd April
relative-days | en | d:2026-05-18 | did the rent go out yesterday
weekdays | en | d:2026-05-25 | transfer £200 to savings on Monday
offsets | en | d:2026-06-18 | the loan payment is due 30 days from today
offsets | en | d:2026-04-19 | show me transactions from 30 days ago
months-years | en | m:2026-04 | can you find my April bank statement
months-years | en | q:2026-Q2 | what's my spending this quarter
months-years | en | y:2025 | how much did we give to charity last year
months-years | en | r:2026-04-06..2027-04-05 | my pension contributions for the 2026/27 tax year
months-years | en | r:2026-07-01..2027-06-30 | our super statement for the 2026–27 financial year
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | show me my spending year to date
windows | en | p:2026-03-03T00:00..2026-03-04T00:00 | how much have I spent on Uber since March 3rd
windows | en | r:2026-05-01..2026-05-15 | list the card payments between 1 and 15 May
windows | en | w:2026-05-11 | what did I spend last week
durations | en | dur:P2Y | a two-year fixed-rate mortgage at 4.1%
numbers | en | n:4 | split the bill 4 ways
numbers | en | nr:300..500 | a budget of 300 to 500 dollars for the new phone
no-date | en | none | Sort code 20-45-77, account 41302819
no-date | en | none | Visa ending in 1225
no-date | en | none | Total: $1,234.56 incl. 8.875% sales tax

absolute-dates | en | d:2026-06-10 | the boiler service is booked for Wed 10 June
absolute-dates | en | d:2026-05-30 | the plumber can come on the 30th
times-of-day | en | p:2026-05-20T18:00..2026-05-21T06:00 | remind me the bins go out tomorrow night
relative-days | en | d:2026-05-17 | the smoke alarm started beeping the day before yesterday
weekdays | en | d:2026-05-23 | can you remind me to mow the lawn on Saturday
weekdays | en | d:2026-06-06 | the street clean-up is the first Saturday of June
offsets | en | d:2026-05-26 | the new fridge is being delivered a week today
offsets | en | d:2026-05-05 | the gutters were cleaned two weeks ago
months-years | en | m:2027-03 | the lease renewal is in March next year
months-years | en | p:2026-09-22T00:00..2026-09-24T00:00 | we should repaint the fence in the autumn
times-of-day | en | t:07:30 | the builders start at half seven
times-of-day | en | dt:2026-05-20T18:00 | the handyman said he'd pop round tomorrow at 6 after work
windows | en | r:2026-05-21T08:00..2026-05-21T12:00 | Engineer visit: Thu 21 May, 8am–12pm
windows | en | d:2026-05-22 | the water will be off until Friday
windows | en | r:2026-06-01..2026-06-05 | scaffolding up Mon 1st–Fri 5th June
holidays | en | d:2026-12-26 | the tip is closed on Boxing Day
durations | en | dur:PT4H | the paint needs 4 hours to dry between coats
durations | en | dur:P3M | the builders reckon it's a three-month job
numbers | en | n:6 | we need 6 tins of white emulsion
numbers | en | n:3 | get a quote for 3 new radiators
no-date | en | none | Flat 4, 12 Elm Road, Leeds LS6 2AB
no-date | en | none | the shelf is 90 cm wide and 30 cm deep
no-date | en | none | Model no. 2024-11B, serial 0618-3341

absolute-dates | en | d:2026-07-18 | Save the date! Emma & Tom, Saturday 18th July 2026
absolute-dates | en | d:2026-10-02 | Mum's birthday is on October 2nd
times-of-day | en | p:2026-05-19T18:00..2026-05-20T06:00 | are we still on for drinks tonight
relative-days | en | d:2026-05-20 | Grandma's coming round tomorrow
relative-days | en | d:2026-05-18 | who did I call yesterday
weekdays | en | d:2026-05-24 | Sunday lunch at my sister's
weekdays | en | d:2026-06-01 | BBQ at ours Monday week?
weekdays | en | d:2026-05-16 | the party on Saturday night was great
offsets | en | d:2026-05-21 | the in-laws arrive in two days
offsets | en | d:2026-05-12 | we got engaged a week ago today!
months-years | en | m:2026-12 | the wedding's in December
months-years | en | y:1990 | find photos of Dad from the 90s
times-of-day | en | t:18:30 | meet you at the pub at half six
times-of-day | en | t:19:45 | dinner reservation at quarter to eight
times-of-day | en | dt:2026-05-23T20:00 | party starts at 8 on Saturday night
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | what are we doing over the weekend
windows | en | r:2026-07-31..2026-08-02 | family reunion from Friday July 31 to Sunday August 2
holidays | en | d:2026-06-21 | what should I get Dad for Father's Day
holidays | en | d:2027-03-07 | Mothering Sunday lunch at Nan's
holidays | en | d:2026-12-31 | New Year's Eve party at Sarah's
holidays | en | d:2026-07-01 | Canada Day fireworks at the Forks
durations | en | dur:P5Y | we've been together for five years
numbers | en | n:40 | we've invited about 40 people
no-date | en | none | Say hi to June and Harry from me
no-date | en | none | Happy 40th, Marcus! 🎉

absolute-dates | en | d:2026-06-13 | Parkrun volunteers needed Sat 13 June
absolute-dates | en | d:2026-10-04 | the half marathon is on Oct 4
relative-days | en | d:2026-05-20 | tennis tomorrow?
weekdays | en | d:2026-05-23 | 5-a-side on Saturday
weekdays | en | d:2026-05-28 | the club quiz is the last Thursday of May
weekdays | en | d:2026-07-08 | book the nets for the second Wednesday in July
offsets | en | d:2026-05-24 | the race is five days away
offsets | en | d:2026-08-11 | my marathon is 12 weeks from today
months-years | en | p:2026-12-21T00:00..2026-12-22T00:00 | we're planning a ski trip this winter
months-years | en | y:2027 | I want to run a sub-3 marathon next year
times-of-day | en | t:17:30 | kick-off 5.30pm
times-of-day | en | t:06:00 | spin class at 6am
times-of-day | en | dt:2026-05-21T19:15 | five-a-side Thursday 7:15pm
times-of-day | en | p:2026-05-20T06:00..2026-05-20T09:00 | going for a run early tomorrow morning
windows | en | p:2026-05-12T00:00..2026-05-14T00:00 | how many km did I run in the past week
windows | en | r:2026-07-20..2026-07-24 | tennis camp Mon–Fri, 20–24 July
holidays | en | d:2026-11-26 | we always watch the football on Thanksgiving
holidays | en | d:2027-04-25 | Anzac Day match at the MCG
durations | en | dur:PT1H | book an hour of padel
durations | en | dur:PT26M | my 5k PB is 26 minutes
numbers | en | n:11 | we need 11 players
numbers | en | n:3 | book 3 lanes at the bowling alley
no-date | en | none | Arsenal 2-1 Chelsea (HT 1-0)
no-date | en | none | should we play 4-4-2 or 3-5-2?
no-date | en | none | I lost my 7 iron

absolute-dates | en | d:2026-05-28 | Arriving Thursday, May 28
absolute-dates | en | d:2026-06-05 | Estimated delivery: 5 Jun
relative-days | en | d:2026-05-19 | did my parcel come today?
weekdays | en | d:2026-05-21 | book the Ocado slot on Thursday
offsets | en | d:2026-05-26 | your order will ship in 7 days
offsets | en | d:2026-05-14 | I ordered the shoes five days ago
months-years | en | m:2026-11 | the big TV deals start in November
times-of-day | en | dt:2026-05-19T22:00 | the shop closes at 10 tonight
windows | en | r:2026-05-20T07:00..2026-05-20T11:00 | Delivery window: tomorrow 7:00–11:00
windows | en | d:2026-05-20 | Get it by tomorrow with Prime
windows | en | r:2026-06-01..2026-06-07 | the sale runs from 1 to 7 June
holidays | en | d:2026-11-27 | wait for Black Friday to buy the TV
holidays | en | d:2026-11-30 | any Cyber Monday deals on laptops?
durations | en | dur:P1Y | the warranty is one year
numbers | en | n:24 | order 24 cans of sparkling water
numbers | en | nr:50..100 | find a present between 50 and 100 quid
no-date | en | none | Order #112-7645031-2219, size 10, qty 2
no-date | en | none | Nike Air Max 90, UK 9
no-date | en | none | 3 for 2 on all paperbacks

absolute-dates | en | d:2026-10-09 | DVLA: your vehicle tax runs out on 09/10/2026
absolute-dates | en | d:2026-06-09 | DMV appointment 06/09/2026 at the Sacramento office
absolute-dates | en | d:2031-05-18 | Date of expiry: 18 MAY 2031
absolute-dates | en | d:1987-03-22 | Date of birth: 22/03/1987
relative-days | en | d:2026-05-20 | renew the TV licence tomorrow
weekdays | en | d:2026-05-27 | my citizenship interview is next Wednesday
offsets | en | d:2026-06-30 | the census form must be back in six weeks
months-years | en | m:2026-07 | my driving licence renewal is due in July
times-of-day | en | t:09:15 | Please arrive at 09:15 for your biometrics appointment
windows | en | d:2026-06-30 | apply no later than 30 June
windows | en | r:2026-06-29..2026-07-03 | the consultation is open from 29 June to 3 July
holidays | en | d:2026-06-08 | is the Service NSW centre closed on the King's Birthday?
holidays | en | d:2026-10-12 | is the post office open on Thanksgiving Monday?
durations | en | dur:P10Y | is an adult passport valid for ten years?
numbers | en | n:2 | I need two passport photos
no-date | en | none | National Insurance number QQ 12 34 56 C
no-date | en | none | Form I-130, Part 2, Question 14

absolute-dates | en | d:2026-05-15 | Rates were held at 4% on 15 May, the Bank said
absolute-dates | en | d:2026-11-03 | Americans go to the polls on November 3
weekdays | en | d:2026-05-18 | Police said the fire broke out late on Monday
weekdays | en | d:2026-05-17 | The Prime Minister spoke to reporters on Sunday
weekdays | en | d:2026-05-21 | The Senate will vote on the bill Thursday
offsets | en | d:2025-05-19 | the company filed for bankruptcy a year ago today
months-years | en | m:2026-03 | Unemployment rose to 4.4% in March, the BLS said
months-years | en | y:2029 | the next general election is expected in 2029
months-years | en | y:1980 | house prices haven't risen this fast since the 1980s
months-years | en | q:2026-Q1 | GDP grew 0.3% in the first quarter
months-years | en | r:2026-01-01..2026-06-30 | Revenue for H1 2026 was up 8%
times-of-day | en | t:22:00 | The polls close at 10pm
windows | en | p:2026-05-05T00:00..2026-05-06T00:00 | Since May 5, more than 300 flights have been cancelled
windows | en | r:2026-06-11..2026-07-19 | The World Cup runs from June 11 to July 19
holidays | en | d:2026-06-19 | Juneteenth falls on a Friday this year
holidays | en | d:2026-09-12 | Schools in the district will close for Rosh Hashanah
holidays | en | d:2026-11-08 | Diwali this year
durations | en | dur:P18M | the project was delayed by 18 months
numbers | en | n:350 | 350 jobs will be cut
numbers | en | nr:20..25 | Highs of 20 to 25 degrees expected
no-date | en | none | The FTSE 100 closed 0.4% higher at 8,412.3
no-date | en | none | Pope Leo XIV met King Charles III at the Vatican
no-date | en | none | A magnitude 6.1 quake struck 40 km south of the city

absolute-dates | en | d:2026-06-26 | Tickets go on sale Fri 26 June
absolute-dates | en | d:2026-08-22 | the gig is on 22nd August
times-of-day | en | p:2026-05-19T18:00..2026-05-20T06:00 | what's on telly tonight
times-of-day | en | p:2026-05-18T18:00..2026-05-19T06:00 | the episode that aired last night
weekdays | en | d:2026-05-22 | record Gardeners' World on Friday
weekdays | en | d:2026-05-15 | the podcast I listened to on Friday
offsets | en | d:2026-06-02 | the new season drops in two weeks
months-years | en | m:2026-07 | what films are coming out in July
months-years | en | y:1970 | play some music from the seventies
months-years | en | y:1994 | the book was first published in '94
times-of-day | en | t:19:30 | Doors 7.30pm
times-of-day | en | dt:2026-05-19T20:00 | the match is on at eight o'clock tonight
times-of-day | en | dt:2026-05-19T21:00 | the show starts at 9 this evening
windows | en | r:2026-05-19T19:00..2026-05-19T22:00 | I'm free from 7 to 10 this evening
holidays | en | d:2027-01-01 | what's on BBC One on New Year's Day?
holidays | en | d:2026-12-25 | the King's speech on Christmas Day
durations | en | dur:PT2H28M | Runtime: 2h 28m
durations | en | dur:PT3H | the concert lasts about three hours
numbers | en | n:10 | there are 10 episodes in the series
no-date | en | none | 2001: A Space Odyssey
no-date | en | none | Friday Night Lights, season 4
no-date | en | none | Taylor Swift, 1989 (Taylor's Version)
no-date | en | none | rated 4.5/5 by 12,000 viewers

relative-days | en | d:2026-05-20 | tmrw dentist 🦷
relative-days | en | d:2026-05-19 | Subject: Today's agenda
relative-days | en | dt:2026-05-20T14:05 | remind me about this same time tomorrow
relative-days | en | d:2026-05-21 | the vet can see Biscuit the day after tomorrow
relative-days | en | d:2026-05-17 | what did I pay for petrol the day before yesterday
relative-days | en | d:2026-05-18 | forward me the email Mark sent yesterday
relative-days | en | d:2026-05-20 | can you move the school run to tomorrow
relative-days | en | d:2026-05-19 | I'm working from home today
relative-days | en | d:2026-05-20 | Tomorrow's forecast: heavy rain in Dublin
relative-days | en | d:2026-05-19 | The Fed chair testifies before Congress today
relative-days | en | d:2026-05-20 | order more dog food, we run out tomorrow
relative-days | en | d:2026-05-18 | how much did I spend yesterday
times-of-day | en | p:2026-05-18T18:00..2026-05-19T00:00 | the heating broke down yesterday evening
durations | en | dur:P2W | we're going to Portugal for a fortnight
durations | en | dur:P1DT12H | the first-aid course is a day and a half
durations | en | dur:PT10M | set a timer for ten minutes
durations | en | dur:PT3H30M | the drive to Edinburgh is three and a half hours
durations | en | dur:PT48H | the parcel locker holds it for 48 hours
durations | en | dur:PT20M | the bus ride to school is about twenty minutes
numbers | en | n:12 | add a dozen eggs to the shopping list
numbers | en | n:6 | half a dozen bread rolls please
numbers | en | nr:3..4 | a table for three or four people
numbers | en | nr:10..12 | we're expecting between 10 and 12 guests
numbers | en | n:23 | twenty-three people signed up for the coach trip
numbers | en | n:1 | just one bag to check in
offsets | en | d:2026-07-13 | the exam results come out six weeks after June 1
offsets | en | d:2026-05-26 | the carpets are being fitted today week
offsets | en | dt:2026-05-19T13:35 | the parcel was delivered 30 minutes ago
offsets | en | d:2026-08-17 | the free trial ends 90 days from today
offsets | en | d:2026-05-21 | the refund will land in 2 working days
offsets | en | d:2026-06-19 | the bathroom fitter can start in a month's time
offsets | en | d:2026-04-28 | I lent him the drill three weeks ago
holidays | en | d:2027-03-17 | are you going to the St Patrick's Day parade?
holidays | en | d:2027-03-29 | the garden centre is open on Easter Monday
holidays | en | d:2027-03-26 | we're having fish on Good Friday
holidays | en | d:2027-02-09 | pancakes for the kids on Shrove Tuesday
holidays | en | d:2026-12-23 | the kids finish school two days before Christmas
holidays | en | d:2027-01-18 | is the bank closed on MLK Day?
holidays | en | d:2026-11-08 | wreath-laying at the cenotaph on Remembrance Sunday
holidays | en | d:2027-01-26 | Australia Day barbie at Shaz's
holidays | en | p:2026-11-21T00:00..2026-11-22T00:00 | flying home the weekend before Thanksgiving
holidays | en | p:2026-11-25T00:00..2026-12-25T00:00 | the shop takes on extra staff in the run-up to Christmas
holidays | en | d:2027-02-06 | Lunar New Year dinner with the Chens
holidays | en | d:2027-04-22 | the deli is closed on the first day of Passover
holidays | en | w:2026-12-21 | we're away Christmas week
weekdays | en | d:2026-05-22 | Fri: haircut
weekdays | en | d:2026-05-20 | can we do Weds instead?
weekdays | en | d:2026-05-14 | I paid the window cleaner last Thursday
weekdays | en | d:2026-05-24 | the car boot sale is on Sunday
weekdays | en | d:2026-06-15 | the council meeting is the third Monday in June
windows | en | r:2026-05-19..2026-05-22 | any time between now and Friday is fine for the boiler man
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | let's catch up early next month
times-of-day | en | t:17:50 | the last bus is at ten to six in the evening
times-of-day | en | t:14:30 | the webinar is at 1:30pm Dublin time
times-of-day | en | t:10:00 | call Mum at 4pm Perth time
months-years | en | y:2027 | the stadium should be finished in mid-2027
months-years | en | m:2026-09 | the new kitchen goes in in Sept.
holidays | en | d:2026-06-01 | the Dublin office is closed on the June bank holiday
absolute-dates | en | d:2026-06-03 | water bill due 6/3
absolute-dates | en | d:2026-08-01 | Lease start date: 08/01/26
absolute-dates | en | d:2026-06-12 | remind me about the car insurance on June the twelfth
`;
