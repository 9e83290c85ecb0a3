/**
 * The fourteenth blind held-out set, English, written blind for issue 21: its author read only the README's
 * conventions (the "Dates, times, windows, durations" section, not the accuracy, blind-set or rule sections), the case
 * format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`),
 * never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development
 * set or the other held-out sets' cases, nor git history or other parsers' test corpora, and ran no reader on these
 * lines before committing them (only the well-formedness test).
 * Written like sets 4-6: requests, US and UK, to a personal assistant running on the user's machine with reminders and
 * alarms, a calendar, mail, files, weather, travel and bookings, and notes; short and long, polite and blunt. The counts
 * per category were fixed before writing: 31 each for the ten temporal categories and 34 no-date lines (about 10%).
 * Expected values are what the user means at the expression's grain per the README's conventions; weekdays, nth-weekday
 * holidays (Memorial Day, Father's Day, Labor Day, Columbus Day, Thanksgiving, Remembrance Sunday, MLK Day, Presidents'
 * Day, the August bank holiday), Easter 2026 (5 April) and 2027 (28 March), Mothering Sunday 2027 and offsets from the
 * clock were checked with JavaScript `Date`, not with this package. Rolling windows ("the past week", "the last 3
 * days", "since May 5") and parts of the day are `p:` spans their reading's start must fall in.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind14En = `
absolute-dates | en | d:2026-06-12 | remind me to renew the car registration on June 12
absolute-dates | en | d:2026-07-03 | put Sam's graduation in the calendar for July 3rd
absolute-dates | en | d:2026-06-15 | schedule the newsletter email to go out on 15 June
absolute-dates | en | d:2026-08-20 | Book me a hotel in Lisbon for the night of August 20, please.
absolute-dates | en | d:2026-09-01 | move the quarterly review to 9/1
absolute-dates | en | d:2026-10-02 | what's the weather looking like in Boston on October 2?
absolute-dates | en | d:2026-05-28 | add a note: call the plumber on the 28th
absolute-dates | en | d:2026-06-30 | set a reminder for 30th June - car insurance renewal
absolute-dates | en | d:2026-04-14 | find the files I saved on April 14
absolute-dates | en | d:2026-03-09 | search my mail for the receipt from March 9
absolute-dates | en | d:2026-07-22 | I need a flight to Denver on Wednesday, July 22
absolute-dates | en | d:2026-11-14 | block out Saturday 14 November for the wedding
absolute-dates | en | d:2026-06-06 | dinner reservation for 6/6 pls
absolute-dates | en | d:2026-12-01 | Remind me Dec 1 to book the holiday flights
absolute-dates | en | d:2026-02-11 | move all the photos from Feb 11 into the Skiing folder
absolute-dates | en | d:2027-01-15 | My visa appointment is on January 15, 2027. Can you put it in my calendar?
absolute-dates | en | d:2026-05-31 | cancel my gym membership on the 31st
absolute-dates | en | d:2026-08-08 | Put my sister's birthday down for 8 August
absolute-dates | en | d:2026-09-17 | email the landlord on 17/09 about the deposit
absolute-dates | en | d:2026-06-24 | what's on my calendar for the 24th of June?
absolute-dates | en | d:2026-10-23 | remind me on Oct. 23 to submit the expense report
absolute-dates | en | d:2026-07-07 | hotel check-in is 07/07/2026, add it to my trips
absolute-dates | en | d:2026-06-18 | Send Mark the slides on Thursday 18 June
absolute-dates | en | d:2026-05-21 | the new sofa is being delivered May 21st, can you remind me
absolute-dates | en | d:2026-04-30 | which emails did I get from HR on 30 April?
absolute-dates | en | d:2026-01-20 | find the scan of my lease, I saved it on January 20th
absolute-dates | en | d:2026-09-30 | remind me to pay the property tax by Sept 30
absolute-dates | en | d:2026-11-03 | Election day is November 3rd, set a reminder to vote
absolute-dates | en | d:2026-06-09 | book the car in for a service on the 9th of June
absolute-dates | en | d:2026-08-01 | my new lease starts 1st August, add that to the calendar
absolute-dates | en | d:2026-07-18 | Need a table for two on Sat July 18
relative-days | en | d:2026-05-20 | remind me tomorrow to call the bank
relative-days | en | d:2026-05-19 | what's on my calendar today
relative-days | en | d:2026-05-18 | find the files I downloaded yesterday
relative-days | en | d:2026-05-21 | move my haircut to the day after tomorrow
relative-days | en | d:2026-05-17 | show me the emails I got the day before yesterday
relative-days | en | d:2026-05-20 | what's the weather tomorrow in Chicago
relative-days | en | d:2026-05-20 | tmrw: pick up dry cleaning
relative-days | en | d:2026-05-19 | anything due today?
relative-days | en | d:2026-05-18 | did I get an email from Karen yesterday
relative-days | en | d:2026-05-20 | please add "submit timesheet" to tomorrow's list
relative-days | en | d:2026-05-19 | Clean up the screenshots I took today.
relative-days | en | d:2026-05-18 | what notes did I write yesterday
relative-days | en | d:2026-05-20 | Could you book me a taxi to the airport for tomorrow?
relative-days | en | d:2026-05-21 | is it going to rain the day after tomorrow?
relative-days | en | d:2026-05-18 | forward yesterday's invoice to accounts
relative-days | en | d:2026-05-20 | push today's 1:1 with Rachel to tomorrow
relative-days | en | d:2026-05-19 | list my meetings for today please
relative-days | en | d:2026-05-20 | set a reminder for tomorrow: dentist
relative-days | en | d:2026-05-20 | will I need an umbrella tomorrow
relative-days | en | d:2026-05-17 | move the photos from the day before yesterday to the Trip folder
relative-days | en | d:2026-05-19 | send the weekly report to Dana today
relative-days | en | d:2026-05-18 | Who emailed me yesterday?
relative-days | en | d:2026-05-20 | Tomorrow I need to renew my parking permit, remind me
relative-days | en | d:2026-05-19 | what's the forecast for today in London
relative-days | en | d:2026-05-20 | push the standup to tomorrow
relative-days | en | d:2026-05-18 | undo the clean-up of my desktop you did yesterday
relative-days | en | d:2026-05-19 | are there any trains to Oxford left today?
relative-days | en | d:2026-05-20 | remind me about the parcel tomorrow
relative-days | en | d:2026-05-21 | Put the MOT in for the day after tomorrow
relative-days | en | d:2026-05-18 | list the files I edited yesterday
relative-days | en | d:2026-05-20 | can you check if I'm free tomorrow?
weekdays | en | d:2026-05-22 | remind me Friday to send the rent
weekdays | en | d:2026-05-25 | set up a call with Priya on Monday
weekdays | en | d:2026-05-21 | what's the weather for Thursday
weekdays | en | d:2026-05-29 | book a meeting room for next Friday
weekdays | en | d:2026-05-15 | find the email Jim sent last Friday
weekdays | en | d:2026-05-20 | Move my piano lesson to Wednesday
weekdays | en | d:2026-05-23 | is it supposed to rain on Saturday?
weekdays | en | d:2026-05-24 | Remind me Sunday to call Grandma
weekdays | en | d:2026-05-18 | what did I save on Monday?
weekdays | en | d:2026-05-12 | show me the notes from last Tuesday's meeting
weekdays | en | d:2026-05-26 | schedule the dentist for Tuesday
weekdays | en | d:2026-05-27 | next Wednesday I'm in Leeds all day, block it out
weekdays | en | d:2026-05-21 | this Thursday works, put the lunch with Ben in
weekdays | en | d:2026-05-30 | reserve a campsite for next Saturday
weekdays | en | d:2026-06-01 | Can you book the boiler service for Monday week?
weekdays | en | d:2026-05-22 | send the invoice on Fri
weekdays | en | d:2026-05-16 | the files I moved on Saturday, where did they go?
weekdays | en | d:2026-05-17 | what emails came in on Sunday
weekdays | en | d:2026-05-14 | Find the spreadsheet Laura shared last Thursday
weekdays | en | d:2026-05-25 | weather in Miami next Monday
weekdays | en | d:2026-05-23 | this Saturday: brunch with the Lees, add it
weekdays | en | d:2026-05-28 | remind me thurs next week to call the vet
weekdays | en | d:2026-05-22 | can you check trains to Bristol on Friday
weekdays | en | d:2026-05-20 | put "recycling out" in my reminders for wed
weekdays | en | d:2026-05-29 | The Friday after next I'm off, add it to the calendar.
weekdays | en | d:2026-05-24 | move brunch to Sunday
weekdays | en | d:2026-05-13 | what did I write in my notes last Wednesday
weekdays | en | d:2026-05-31 | next Sunday is the race, remind me to register
weekdays | en | d:2026-05-21 | email Jenna on Thursday about the contract
weekdays | en | d:2026-05-25 | are there flights to Austin on monday?
weekdays | en | d:2026-05-26 | next Tuesday I have to be at the clinic, put it in
offsets | en | d:2026-05-22 | remind me in 3 days to check on the refund
offsets | en | dt:2026-05-19T16:05 | remind me in 2 hours to take the chicken out of the freezer
offsets | en | dt:2026-05-19T14:25 | set an alarm for 20 minutes from now
offsets | en | d:2026-06-02 | schedule the follow-up two weeks from today
offsets | en | d:2026-05-16 | find the email I got 3 days ago from the school
offsets | en | d:2026-05-26 | a week from today I have the interview, add it
offsets | en | dt:2026-05-19T14:35 | remind me in half an hour to call mom
offsets | en | d:2026-05-05 | show files I created two weeks ago
offsets | en | d:2026-06-19 | the warranty runs out in a month, remind me that day
offsets | en | dt:2026-05-19T15:05 | ping me in an hour about the laundry
offsets | en | d:2026-05-24 | check the tracking again in 5 days
offsets | en | d:2026-05-12 | what did I note down a week ago
offsets | en | d:2026-06-16 | book the follow-up appointment in four weeks
offsets | en | dt:2026-05-19T14:20 | remind me in 15 mins to leave
offsets | en | d:2026-04-19 | find emails from a month ago about the move
offsets | en | d:2026-05-29 | follow up with the recruiter in 10 days
offsets | en | d:2026-05-26 | in 7 days remind me to cancel the free trial
offsets | en | d:2026-05-21 | send the reminder to the team in 2 days
offsets | en | dt:2026-05-19T13:05 | what was that email that came in an hour ago
offsets | en | d:2026-05-22 | remind me in 3 business days to check the transfer went through
offsets | en | d:2026-11-19 | remind me to renew the domain in 6 months
offsets | en | d:2027-05-19 | in a year, remind me to replace the smoke alarm battery
offsets | en | dt:2026-05-19T17:05 | remind me in 3 hours to move the car
offsets | en | d:2026-05-09 | find the photos from 10 days ago
offsets | en | d:2026-06-09 | three weeks from now is the deadline for the grant, put it in
offsets | en | dt:2026-05-19T14:50 | Set a reminder 45 minutes from now
offsets | en | d:2026-05-23 | check back on this in 4 days
offsets | en | d:2026-05-14 | the invoice I got 5 days ago, forward it to Ann
offsets | en | dt:2026-05-19T16:35 | remind me in two and a half hours
offsets | en | d:2026-06-02 | a fortnight from today, remind me to chase the insurance claim
offsets | en | dt:2026-05-20T14:05 | remind me in 24 hours to check the auction
months-years | en | m:2026-06 | show me my calendar for June
months-years | en | m:2026-06 | what meetings do I have next month
months-years | en | m:2026-04 | find all the receipts from last month
months-years | en | m:2026-05 | how many emails did I send this month
months-years | en | w:2026-05-25 | what's on next week
months-years | en | w:2026-05-11 | files from last week
months-years | en | w:2026-05-18 | anything else on this week?
months-years | en | q:2026-Q3 | plan the product launch for Q3
months-years | en | y:2027 | we should book the big trip for next year, make a note
months-years | en | y:2025 | find the tax documents from 2025
months-years | en | m:2026-09 | I'm going to Rome in September, check flights
months-years | en | m:2026-03 | search for the bank statements from March
months-years | en | m:2026-07 | remind me in July to service the AC
months-years | en | m:2026-12 | block December for the holidays
months-years | en | m:2027-01 | note: the car lease renewal is due January 2027
months-years | en | y:2026 | show me every invoice from this year
months-years | en | m:2026-02 | move last February's photos to the archive
months-years | en | q:2026-Q2 | sort out the expenses for Q2
months-years | en | m:2026-08 | any concerts in London in August?
months-years | en | w:2026-06-01 | the week of June 1st I'm away, block it
months-years | en | m:2026-10 | remind me in October to get the flu shot
months-years | en | y:2024 | delete the screenshots from 2024
months-years | en | m:2025-11 | find emails from November 2025 about the roof
months-years | en | q:2026-Q4 | aim for Q4 for the kitchen remodel, add that to my notes
months-years | en | m:2026-11 | schedule the car inspection for November
months-years | en | m:2026-05 | what did I spend on groceries in May
months-years | en | w:2026-06-01 | the week after next I'm on holiday, set my out of office
months-years | en | y:2028 | we're planning the wedding for 2028, start a note
months-years | en | m:2026-01 | find everything I saved in January
months-years | en | m:2027-03 | book the ski trip for March next year
months-years | en | m:2026-06 | Have I got much on in June?
times-of-day | en | t:15:00 | set an alarm for 3pm
times-of-day | en | t:06:30 | wake me up at 6:30
times-of-day | en | dt:2026-05-20T09:00 | remind me tomorrow at 9am to call the insurance company
times-of-day | en | dt:2026-05-22T14:30 | move the meeting with Anna to Friday at 2:30pm
times-of-day | en | t:07:15 | alarm 7:15 am
times-of-day | en | dt:2026-05-19T17:00 | remind me at 5 today to leave for the gym
times-of-day | en | t:12:00 | lunch reminder at noon
times-of-day | en | t:00:00 | set a reminder for midnight to take my pill
times-of-day | en | dt:2026-05-20T08:00 | book a taxi for 8 tomorrow morning
times-of-day | en | dt:2026-05-19T18:45 | remind me at quarter to seven this evening to call Liz
times-of-day | en | t:16:30 | put a reminder in for half four to collect the kids
times-of-day | en | dt:2026-05-21T10:00 | call with the accountant Thursday 10am, add it
times-of-day | en | t:20:00 | dinner with Sam at 8, put it in
times-of-day | en | t:21:30 | set an alarm at 21:30
times-of-day | en | dt:2026-05-23T11:00 | book a tennis court Saturday at 11
times-of-day | en | t:13:00 | lunch with Dev at 1
times-of-day | en | dt:2026-05-19T19:30 | table for 4 tonight at 7:30
times-of-day | en | dt:2026-05-20T05:45 | wake me at 5:45 tomorrow
times-of-day | en | t:09:15 | schedule the email to send at 9:15
times-of-day | en | t:15:30 | remind me to pick up the kids at 3:30
times-of-day | en | dt:2026-05-25T07:00 | my flight is Monday at 7am, add it
times-of-day | en | t:14:00 | can we move the call to 2?
times-of-day | en | t:23:00 | remind me at 11pm to lock the garage
times-of-day | en | dt:2026-05-20T12:30 | book lunch tomorrow at 12:30
times-of-day | en | dt:2026-05-20T10:30 | send this email at 10:30 tomorrow
times-of-day | en | t:08:00 | breakfast meeting at 8, add it to the calendar
times-of-day | en | t:17:15 | remind me at quarter past five to leave for the station
times-of-day | en | t:19:00 | 7pm call with the Sydney team
times-of-day | en | dt:2026-05-22T16:00 | put drinks with the team on Friday at 4
times-of-day | en | t:06:00 | alarm for 6 please
times-of-day | en | t:11:45 | I have a meeting at 11:45, remind me
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | what's the weather this weekend
windows | en | p:2026-05-20T06:00..2026-05-20T12:00 | block tomorrow morning for deep work
windows | en | p:2026-05-19T18:00..2026-05-20T00:00 | am I free this evening?
windows | en | r:2026-06-03..2026-06-07 | book a hotel in Paris from June 3 to June 7
windows | en | r:2026-07-13..2026-07-17 | I'm out of office July 13-17, set the auto reply
windows | en | p:2026-05-30T00:00..2026-06-01T00:00 | what are my plans next weekend
windows | en | r:2026-05-25T09:00..2026-05-25T11:00 | block Monday 9 to 11 for the workshop
windows | en | p:2026-05-22T12:00..2026-05-22T18:00 | any free slots Friday afternoon?
windows | en | r:2026-08-10..2026-08-21 | find flights for a trip 10-21 August
windows | en | p:2026-05-12T00:00..2026-05-13T00:00 | show me emails from the past week
windows | en | p:2026-05-18T18:00..2026-05-19T06:00 | did anyone call last night
windows | en | r:2026-06-15..2026-06-19 | put me down as on leave Mon 15 to Fri 19 June
windows | en | r:2026-05-19T15:00..2026-05-19T17:00 | I'm busy from 3 to 5 today, decline anything that comes in
windows | en | p:2026-05-21T18:00..2026-05-22T00:00 | find a restaurant for Thursday evening
windows | en | p:2026-05-24T06:00..2026-05-24T12:00 | weather for my run on Sunday morning
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | early next month, remind me to review the budget
windows | en | r:2026-12-21..2027-01-01 | I'm away from Dec 21 to Jan 1, set the out of office
windows | en | p:2026-05-19T12:00..2026-05-19T18:00 | am I busy this afternoon
windows | en | r:2026-05-25..2026-05-29 | block Mon-Fri next week for the audit
windows | en | r:2026-04-01..2026-04-15 | find the invoices from April 1 to April 15
windows | en | p:2026-05-20T12:00..2026-05-20T14:00 | can you find a lunch slot tomorrow with Jo
windows | en | r:2026-05-20T18:00..2026-05-20T20:00 | book a babysitter tomorrow between 6 and 8pm
windows | en | p:2026-06-20T00:00..2026-06-22T00:00 | are we free the weekend of June 20?
windows | en | p:2026-05-05T00:00..2026-05-06T00:00 | show me the mail from the bank since May 5
windows | en | p:2026-05-16T00:00..2026-05-17T00:00 | files modified in the last 3 days
windows | en | r:2026-07-01..2026-07-05 | rent a car July 1st through the 5th
windows | en | p:2026-05-28T06:00..2026-05-28T12:00 | next Thursday morning works for the plumber, put it in
windows | en | r:2026-10-09..2026-10-12 | book the cottage in the Lakes 9-12 Oct
windows | en | r:2026-05-20T09:00..2026-05-20T17:00 | I'm at the conference 9-5 tomorrow, decline meetings
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | anything on at the weekend?
windows | en | p:2026-05-26T12:00..2026-05-26T18:00 | can we do Tuesday afternoon for the call?
holidays | en | d:2026-05-25 | remind me to put the flag out on Memorial Day
holidays | en | p:2026-05-23T00:00..2026-05-26T00:00 | what's the weather over Memorial Day weekend?
holidays | en | d:2026-06-21 | Father's Day: remind me to call Dad
holidays | en | d:2026-07-04 | book fireworks tickets for the 4th of July
holidays | en | d:2026-09-07 | is the post office open on Labor Day?
holidays | en | d:2026-11-26 | book flights home for Thanksgiving
holidays | en | d:2026-12-25 | Christmas Day lunch is at my sister's, add it
holidays | en | d:2026-12-24 | make a dinner reservation for Christmas Eve
holidays | en | d:2026-12-26 | remind me about the Boxing Day sales
holidays | en | d:2026-12-31 | New Year's Eve party at Jo's, put it in the calendar
holidays | en | d:2027-01-01 | will the gym be open on New Year's Day?
holidays | en | d:2026-10-31 | remind me on Halloween to put the pumpkins out
holidays | en | d:2026-08-31 | book a cottage for the August bank holiday
holidays | en | d:2026-05-25 | is the tip open on the bank holiday Monday?
holidays | en | d:2027-03-26 | book the ferry for Good Friday next year
holidays | en | d:2027-03-28 | Easter lunch with the in-laws next year, put it in
holidays | en | d:2026-04-05 | find the photos from Easter
holidays | en | d:2026-11-11 | is there mail delivery on Veterans Day?
holidays | en | d:2026-10-12 | is the bank open on Columbus Day
holidays | en | d:2027-01-18 | schedule my volunteer shift for MLK Day
holidays | en | d:2027-02-15 | book the ski lodge for Presidents' Day
holidays | en | d:2027-02-14 | Valentine's Day dinner reservation for two
holidays | en | d:2026-06-19 | is Juneteenth a day off? add it to the calendar
holidays | en | d:2026-11-05 | remind me on Bonfire Night to keep the cat in
holidays | en | d:2027-03-17 | book a table at the pub for St Patrick's Day
holidays | en | d:2026-05-10 | find the photos I took at Mom's on Mother's Day
holidays | en | d:2027-03-07 | remind me to order flowers for Mothering Sunday
holidays | en | d:2026-11-27 | remind me to check the TV deals on Black Friday
holidays | en | d:2027-03-29 | is the surgery open on Easter Monday?
holidays | en | d:2026-11-08 | put Remembrance Sunday in my calendar
holidays | en | d:2026-11-25 | book my flight home for the day before Thanksgiving
durations | en | dur:PT25M | set a timer for 25 minutes
durations | en | dur:PT1H | block an hour for the call with legal
durations | en | dur:PT30M | make the meeting 30 minutes
durations | en | dur:PT1H30M | schedule a 90-minute workshop with the design team
durations | en | dur:P3D | book a rental car for 3 days
durations | en | dur:P1W | I'll be away for a week, set up the out of office
durations | en | dur:PT45M | extend the review by 45 minutes
durations | en | dur:PT15M | snooze this for 15 minutes
durations | en | dur:PT2H | reserve the meeting room for 2 hours
durations | en | dur:P2D | hotel in Edinburgh for 2 nights
durations | en | dur:PT10M | set a 10-minute timer for the pasta
durations | en | dur:PT1H30M | block an hour and a half for the dentist
durations | en | dur:PT20M | put in a 20 min call with Omar
durations | en | dur:P5D | book the cabin for five nights
durations | en | dur:PT5M | snooze 5 min
durations | en | dur:PT3H | the drive takes 3 hours, block the time
durations | en | dur:P14D | I'm off for a fortnight, set the auto reply
durations | en | dur:PT40M | 40-minute run, put it in my calendar
durations | en | dur:PT2H30M | the movie is two and a half hours, block that
durations | en | dur:P10D | car hire for 10 days
durations | en | dur:PT1H | make it an hour long
durations | en | dur:PT8H | block out 8 hours for painting the fence
durations | en | dur:PT90S | set a timer for 90 seconds
durations | en | dur:P1M | we're renting the flat for a month, note that
durations | en | dur:PT30M | book a half-hour slot with Dr. Patel
durations | en | dur:P3W | we're going on holiday for three weeks, pause the newspaper delivery
durations | en | dur:PT12M | eggs need 12 minutes, set a timer
durations | en | dur:PT4H | pay for four hours of parking
durations | en | dur:P1D | extend the hotel by one night
durations | en | dur:PT50M | set up a 50 min session with my trainer
durations | en | dur:PT1H15M | the flight is an hour and fifteen minutes, block it
numbers | en | n:5 | show me the last 5 emails from Amazon
numbers | en | n:2 | book 2 tickets for Hamilton
numbers | en | n:4 | table for 4 please
numbers | en | n:10 | list the 10 biggest files in Downloads
numbers | en | n:3 | find 3 hotels near the venue
numbers | en | n:6 | we're 6 for dinner, book somewhere nice
numbers | en | nr:2..3 | find a flat for 2-3 people in Barcelona
numbers | en | n:20 | delete the 20 oldest screenshots
numbers | en | n:1 | just one room, please
numbers | en | n:8 | the party is for 8 people, find a venue
numbers | en | n:12 | note: we need 12 chairs for the party
numbers | en | n:50 | show me the last 50 messages in the promotions folder
numbers | en | n:15 | find the 15 most recent PDFs
numbers | en | n:7 | there are 7 of us, we need rooms near the stadium
numbers | en | n:3 | 3 adults, search flights to Orlando
numbers | en | nr:3..5 | find me a hotel in Rome, 3 to 5 stars
numbers | en | nr:100..200 | hotels between $100 and $200 a night in Austin
numbers | en | n:2 | two rooms please
numbers | en | n:25 | move those 25 photos to the Wedding album
numbers | en | n:100 | show me the top 100 files by size
numbers | en | n:9 | book seats for nine at the theatre
numbers | en | nr:2..3 | a table for 2 or 3, not sure yet
numbers | en | n:30 | keep only the 30 newest backups
numbers | en | n:4 | four tickets to Manchester please
numbers | en | n:11 | notes: buy 11 candles for Mia's cake
numbers | en | n:500 | find files bigger than 500 MB
numbers | en | nr:4..6 | find a cabin that sleeps 4-6
numbers | en | n:3 | show me the 3 cheapest flights to Dublin
numbers | en | n:2 | find my two most recent invoices from Verizon
numbers | en | n:40 | forward the last forty emails from Jane to my work address
numbers | en | n:5 | car rental for 5 adults, we need a big one
no-date | en | none | what's the weather like in Seattle?
no-date | en | none | send an email to Mark saying thanks for the flowers
no-date | en | none | find my passport scan
no-date | en | none | add milk to my shopping list
no-date | en | none | send a message to April Jones about the report
no-date | en | none | clean up my Downloads folder
no-date | en | none | how's the traffic to the airport looking?
no-date | en | none | move the PDF on my desktop into Taxes
no-date | en | none | read me my latest note
no-date | en | none | book an Uber to Baker Street
no-date | en | none | what's my flight confirmation number?
no-date | en | none | search my inbox for "Summer Camp registration"
no-date | en | none | reply to Jen: sounds good, thanks!
no-date | en | none | May I see my list of alarms?
no-date | en | none | delete all my alarms
no-date | en | none | rename report-final-v2.docx to report.docx
no-date | en | none | find the email with the Wi-Fi password
no-date | en | none | what's the humidity outside
no-date | en | none | cancel my hotel booking in Madrid
no-date | en | none | show my upcoming reservations
no-date | en | none | turn off the alarm
no-date | en | none | how far is the hotel from the convention center?
no-date | en | none | send the slides to the whole team
no-date | en | none | open my notes on the Henderson project
no-date | en | none | find the photo of the whiteboard
no-date | en | none | unsubscribe me from the Marriott newsletter
no-date | en | none | move my resume to the Job Hunt folder
no-date | en | none | what's the gate for my flight?
no-date | en | none | add "call plumber" to my to-do list
no-date | en | none | email the Sunday Times to cancel my subscription
no-date | en | none | summarise the thread from Legal about the merger
no-date | en | none | find the PDF called Order 48213
no-date | en | none | share my notes with Priya
no-date | en | none | where did I save the insurance letter?
`;
