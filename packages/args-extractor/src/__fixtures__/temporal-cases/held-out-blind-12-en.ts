/**
 * The twelfth blind held-out set, English, for issue 21: its author read only the README's conventions (the "Dates,
 * times, windows, durations" section, not the accuracy, blind-set or rule sections), the case format (`index.ts` and
 * the first 40 lines of `held-out-blind-6.ts`) and the evaluation harness (`src/evaluation/`), never the rules
 * (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`), the locales, the lexicon, the development set or the
 * other held-out sets' cases, nor any other parser's test corpus, and ran no reader on these lines before committing them.
 * Written from a catalogue of English (US and UK) time reference drawn up by the author first, category by category:
 * dates (month-day and day-month orders, ordinals in words and digits, "the 21st", "the first", ISO, numeric dates
 * read by a country's cue, weekday plus date, past and future years), relative days ("tomorrow week", "a week today",
 * "this time tomorrow", "tmrw", "yday"), weekdays (bare, "this", "next", "last", "this coming", "Monday week", "a week
 * on Thursday", "the Friday before last", "Sunday just gone", past tense), offsets ("in a fortnight", "three weeks
 * back", "a couple days back", "ten days from now", "a week from Friday", business days, minutes and hours either way),
 * months, years and quarters, clock times (am/pm, "half six", "quarter to ten", "twenty past three", "0900 hours",
 * noon, midnight, meal hours, zoned "3pm ET", "10am PT", "noon London time" expected on Rome's wall clock), windows
 * (parts of the day, weekends, bank holiday and Memorial Day weekends, weeks, ranges of days and hours, "until",
 * "since", rolling and loose windows, halves, seasons, decades, year to date), US, UK and Canadian holidays
 * (movable ones computed: Easter 2026 5 April and 2027 28 March, Good Friday, Easter Monday, Pancake Day, Pentecost,
 * Memorial Day, Labor Day, Thanksgiving, Father's Day, MLK Day, Presidents' Day, Remembrance Sunday, the August bank
 * holiday, Victoria Day, Canadian Thanksgiving), durations, counts, and no-date lines (about 10%) with names, titles,
 * scores, versions and figures. Lines are a user's request, a chat line, a mail or invite line, a news line or a note
 * to self. Recurrences ("every Monday") are left out: the format cannot express them.
 * Expected values were worked out by hand and every weekday, offset and movable holiday checked with JavaScript
 * `Date`, not with this package. Parts of the day, weekends and seasons are `p:` spans of the whole part; rolling and
 * loose windows ("since May 4", "the past 7 days", "early next month") `p:` spans the start must fall in.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind12En = `
absolute-dates | en | d:2026-05-28 | the conference is on May 28
absolute-dates | en | d:2026-05-28 | Can we do the 28th of May instead?
absolute-dates | en | d:2026-05-28 | fyi kickoff moved to 28 May
absolute-dates | en | d:2026-06-05 | Please RSVP for the gala dinner on Friday, June 5th.
absolute-dates | en | d:2026-06-05 | Gala dinner - Fri 5th June 2026, black tie
absolute-dates | en | d:2026-06-05 | note to self: June the fifth, Ella's recital
absolute-dates | en | d:2026-07-15 | renew car registration by 7/15
absolute-dates | en | d:2026-07-15 | Payment of $240.00 is due 07/15/2026.
absolute-dates | en | d:2026-09-04 | Your GP appointment is on 04/09/2026 at the Elm Street surgery (NHS).
absolute-dates | en | d:2026-10-03 | Council tax: the next instalment of £132 will be taken on 3/10.
absolute-dates | en | d:2026-06-15 | deploy window opens 2026-06-15
absolute-dates | en | d:2026-06-15 | Date: 2026-06-15 / Status: pending
absolute-dates | en | d:2026-06-01 | rent's due on the first
absolute-dates | en | d:2026-06-01 | the lease starts on the 1st of next month
absolute-dates | en | d:2026-05-31 | I'll send you the draft on the 31st
absolute-dates | en | d:2026-05-21 | Interview confirmed: Thursday the 21st at the downtown office.
absolute-dates | en | d:2026-06-09 | Jun. 9 works for the walkthrough
absolute-dates | en | d:2026-09-14 | We're moving house on Sept 14.
absolute-dates | en | d:2026-09-14 | move-in: Mon 14 Sep
absolute-dates | en | d:2026-03-03 | What did I pay the plumber on March 3?
absolute-dates | en | d:2026-03-03 | The storm hit the coast on 3 March, officials said.
absolute-dates | en | d:2026-03-03 | how much did I spend on the 3rd of March
absolute-dates | en | d:2025-11-12 | The company filed for bankruptcy on November 12, 2025.
absolute-dates | en | d:2025-11-12 | Invoice date: 12 Nov 2025
absolute-dates | en | d:2024-02-29 | She was born on February 29, 2024, a leap day.
absolute-dates | en | d:2026-06-21 | Save the date: the twenty-first of June, at the lake house!
absolute-dates | en | d:2026-08-02 | flight home is Aug 2nd
absolute-dates | en | d:2026-08-02 | Your flight BA 2491 departs on 2 August 2026.
absolute-dates | en | d:2026-12-12 | office party 12/12
absolute-dates | en | d:2026-10-10 | The deadline for abstracts is October 10th.
absolute-dates | en | d:2026-06-30 | Quarterly VAT return due 30/06/2026 (HMRC).
absolute-dates | en | d:2026-06-30 | submit expenses no later than June 30
absolute-dates | en | d:2027-01-15 | The new law takes effect on January 15, 2027.
absolute-dates | en | d:2027-01-15 | From 15th January 2027 the fares will rise.
absolute-dates | en | d:2026-07-20 | dentist Mon July 20
absolute-dates | en | d:2026-05-01 | did the payment go through on May 1st?
absolute-dates | en | d:2026-06-18 | Meeting - Thursday, 18 June - Conference Room B
absolute-dates | en | d:2026-11-02 | The museum reopens on the second of November.
absolute-dates | en | d:2026-06-25 | school's out June 25
absolute-dates | en | d:2026-04-27 | I emailed them on 27/4 and heard nothing back from the council.
relative-days | en | d:2026-05-20 | Can you remind me tomorrow to call the bank?
relative-days | en | d:2026-05-20 | tmrw works
relative-days | en | d:2026-05-20 | 2moro is fine for me
relative-days | en | d:2026-05-20 | The shop will be closed tomorrow for stocktaking.
relative-days | en | d:2026-05-19 | what's on my calendar today
relative-days | en | d:2026-05-19 | Markets closed lower today after the rate decision.
relative-days | en | d:2026-05-19 | Is the pharmacy open today?
relative-days | en | d:2026-05-18 | Who did I text yesterday?
relative-days | en | d:2026-05-18 | The minister resigned yesterday.
relative-days | en | d:2026-05-18 | yday was a write-off tbh
relative-days | en | d:2026-05-21 | The parcel will arrive the day after tomorrow.
relative-days | en | d:2026-05-21 | let's push it to the day after tomorrow
relative-days | en | d:2026-05-17 | The fire started the day before yesterday.
relative-days | en | d:2026-05-17 | I lost my keys the day before yesterday
relative-days | en | d:2026-05-27 | Let's meet tomorrow week.
relative-days | en | d:2026-05-26 | see you a week today
relative-days | en | dt:2026-05-20T14:05 | I'll call you this time tomorrow.
relative-days | en | dt:2026-05-20T14:05 | This time tomorrow we'll be in Lisbon!
relative-days | en | dt:2026-05-20T12:00 | tomorrow at noon
relative-days | en | dt:2026-05-20T12:00 | Lunch tomorrow at 12?
relative-days | en | dt:2026-05-18T22:30 | The power went out yesterday at 10:30pm.
relative-days | en | d:2026-05-20 | Is it going to rain tomorrow in Manchester?
relative-days | en | d:2026-05-19 | As of today, the office is closed to visitors.
relative-days | en | d:2026-05-20 | Pls send it over first thing tomorrow
relative-days | en | d:2026-05-18 | The results were published only yesterday.
relative-days | en | d:2026-05-20 | remind me tomorrow
relative-days | en | d:2026-05-21 | Weather for the day after tomorrow: sunny, 24°C.
relative-days | en | d:2026-05-19 | Today's the day! Good luck with the exam
weekdays | en | d:2026-05-22 | Can we meet on Friday?
weekdays | en | d:2026-05-22 | let's do fri
weekdays | en | d:2026-05-22 | I'll finish the slides by Friday.
weekdays | en | d:2026-05-15 | I saw her on Friday at the gym.
weekdays | en | d:2026-05-15 | What did I spend on Friday?
weekdays | en | d:2026-05-29 | Book the restaurant for next Friday.
weekdays | en | d:2026-05-29 | We'll review the budget next Friday.
weekdays | en | d:2026-05-22 | this Friday I'm off
weekdays | en | d:2026-05-22 | The report goes out this Friday, not next.
weekdays | en | d:2026-05-15 | Did anyone call last Friday?
weekdays | en | d:2026-05-15 | The shares dropped 8% last Friday.
weekdays | en | d:2026-05-25 | The plumber is coming this coming Monday.
weekdays | en | d:2026-05-25 | Monday's no good for me
weekdays | en | d:2026-05-25 | schedule the retro for Monday
weekdays | en | d:2026-06-01 | Let's aim for Monday week.
weekdays | en | d:2026-05-28 | We fly out a week on Thursday.
weekdays | en | d:2026-05-26 | Can we do Tuesday?
weekdays | en | d:2026-05-26 | see you next Tues
weekdays | en | d:2026-05-12 | The email came in last Tuesday.
weekdays | en | d:2026-05-20 | drinks on Wed?
weekdays | en | d:2026-05-20 | The strike is planned for Wednesday.
weekdays | en | d:2026-05-13 | I paid the electrician on Wednesday last week.
weekdays | en | d:2026-05-21 | Thurs works for me
weekdays | en | d:2026-05-21 | Football practice moved to Thursday.
weekdays | en | d:2026-05-23 | Are you free Saturday?
weekdays | en | d:2026-05-23 | The market will be held on Saturday as usual.
weekdays | en | d:2026-05-16 | We had a barbecue on Saturday.
weekdays | en | d:2026-05-24 | Brunch on Sunday?
weekdays | en | d:2026-05-17 | I finally watched the film on Sunday.
weekdays | en | d:2026-05-17 | Sunday just gone was our anniversary.
weekdays | en | d:2026-05-29 | the Friday after next works better
weekdays | en | d:2026-05-08 | That was the Friday before last.
weekdays | en | d:2026-05-28 | Not this Thursday but the one after.
weekdays | en | d:2026-05-31 | a week on Sunday is Dad's birthday
weekdays | en | dt:2026-05-22T09:00 | Set up a call Friday at 9am
weekdays | en | dt:2026-05-25T14:30 | Mon 2:30pm - dentist
weekdays | en | d:2026-05-18 | The new manager started on Monday.
weekdays | en | d:2026-05-27 | Wednesday next week suits me.
offsets | en | d:2026-05-22 | The parts will arrive in 3 days.
offsets | en | d:2026-05-22 | remind me in three days
offsets | en | d:2026-05-16 | I ordered it 3 days ago.
offsets | en | d:2026-05-16 | The quake struck three days ago.
offsets | en | d:2026-06-02 | The results are due in two weeks.
offsets | en | d:2026-06-02 | let's catch up in a fortnight
offsets | en | d:2026-06-02 | A fortnight today we'll be in Spain.
offsets | en | d:2026-05-05 | He left two weeks ago.
offsets | en | d:2026-05-29 | The launch is ten days from now.
offsets | en | d:2026-05-29 | A week from Friday, the contract ends.
offsets | en | d:2026-05-22 | The refund will reach your account in 3 business days.
offsets | en | d:2026-06-19 | We'll revisit this in a month.
offsets | en | d:2026-04-19 | I cancelled the subscription a month ago.
offsets | en | d:2026-11-19 | Your visa expires in six months.
offsets | en | d:2025-05-19 | A year ago today we got married.
offsets | en | d:2026-05-26 | See you in a week!
offsets | en | d:2026-05-12 | The leak started a week ago.
offsets | en | d:2026-05-21 | I'll get back to you in a couple of days.
offsets | en | d:2026-05-17 | He messaged me a couple days back.
offsets | en | d:2026-04-28 | The festival ended three weeks back.
offsets | en | d:2026-06-23 | Our flight's in five weeks.
offsets | en | dt:2026-05-19T15:05 | remind me in an hour
offsets | en | dt:2026-05-19T15:05 | Back in an hour - gone to the post office
offsets | en | dt:2026-05-19T14:25 | ping me in 20 mins
offsets | en | dt:2026-05-19T14:35 | The pizza will be here in half an hour.
offsets | en | dt:2026-05-19T14:50 | Call me 45 minutes from now.
offsets | en | dt:2026-05-19T15:35 | In 90 minutes the doors close.
offsets | en | dt:2026-05-19T12:05 | The alarm went off two hours ago.
offsets | en | dt:2026-05-19T13:35 | I sent it half an hour ago.
offsets | en | dt:2026-05-19T16:05 | wake me in 2 hrs
offsets | en | dt:2026-05-19T13:50 | The suspect was seen fifteen minutes ago.
offsets | en | d:2026-05-26 | A week from today the polls open.
months-years | en | m:2026-06 | The pool opens in June.
months-years | en | m:2026-06 | We're off to Greece next month.
months-years | en | m:2026-06 | june's looking busy
months-years | en | m:2026-04 | How much did I spend on groceries last month?
months-years | en | m:2026-04 | Unemployment rose in April, the ONS said.
months-years | en | m:2026-04 | Sales fell last month, the company said.
months-years | en | m:2026-05 | How many hours have I logged this month?
months-years | en | m:2026-09 | They're getting married this coming September.
months-years | en | m:2026-09 | Term starts in Sept.
months-years | en | m:2026-07 | Let's do it the month after next.
months-years | en | m:2026-03 | What were my electricity bills in March?
months-years | en | m:2025-03 | The study ran in March 2025.
months-years | en | m:2025-03 | Statement period: Mar 2025
months-years | en | m:2027-01 | The bridge will reopen in Jan '27.
months-years | en | m:2027-01 | The rules come into force in January 2027.
months-years | en | m:2026-12 | We're hosting the family in December.
months-years | en | m:2026-12 | Dec. is fully booked
months-years | en | y:2027 | The stadium will be finished in 2027.
months-years | en | y:2027 | Next year we're going to Japan.
months-years | en | y:2025 | Profits doubled last year.
months-years | en | y:2025 | What did I earn in 2025?
months-years | en | y:2024 | The year before last we stayed home.
months-years | en | y:2026 | Our targets for this year are ambitious.
months-years | en | y:2019 | I moved to London in 2019.
months-years | en | y:2028 | The Olympics come to LA in 2028.
months-years | en | q:2026-Q3 | Revenue guidance for Q3 was raised.
months-years | en | q:2026-Q4 | The rollout is planned for the fourth quarter.
months-years | en | q:2026-Q1 | Earnings fell in the first quarter.
months-years | en | m:2026-02 | photos from February
months-years | en | m:2026-08 | We're away for most of August.
months-years | en | m:2026-10 | The clocks go back in October.
times-of-day | en | t:15:00 | the meeting is at 3pm
times-of-day | en | t:15:00 | Let's say 3 o'clock this afternoon then.
times-of-day | en | t:15:00 | call at 15:00
times-of-day | en | t:18:30 | drinks at half six?
times-of-day | en | t:18:30 | See you at six thirty this evening.
times-of-day | en | t:16:30 | pick me up at half past four in the afternoon
times-of-day | en | t:09:45 | The train leaves at quarter to ten in the morning.
times-of-day | en | t:21:45 | Doors close at a quarter to ten tonight.
times-of-day | en | t:12:00 | Lunch is at noon.
times-of-day | en | t:12:00 | see you at midday
times-of-day | en | t:00:00 | The sale ends at midnight.
times-of-day | en | t:10:45 | standup 10:45
times-of-day | en | t:09:00 | Report to reception at 0900 hours.
times-of-day | en | t:09:00 | Class starts at nine o'clock in the morning.
times-of-day | en | t:19:30 | Dinner at seven thirty pm.
times-of-day | en | t:15:20 | The bus comes at twenty past three in the afternoon.
times-of-day | en | t:20:00 | Come round at 8 tonight.
times-of-day | en | t:20:00 | dinner with Sam at 8
times-of-day | en | t:07:15 | Set an alarm for 7:15 am.
times-of-day | en | t:07:15 | wake me up at quarter past seven
times-of-day | en | t:23:59 | Submissions close at 11:59 p.m.
times-of-day | en | t:05:00 | Sunrise swim at 5 a.m., who's in?
times-of-day | en | t:17:00 | Office hours end at five pm.
times-of-day | en | t:17:00 | I finish work at 17:00.
times-of-day | en | t:13:00 | lunch at 1?
times-of-day | en | t:14:10 | Flight lands at 2:10pm local time.
times-of-day | en | t:21:00 | The webinar starts at 3pm ET.
times-of-day | en | t:19:00 | Call with the Seattle team at 10am PT.
times-of-day | en | t:13:00 | Kick-off is at noon London time.
times-of-day | en | dt:2026-05-20T09:00 | meeting tomorrow at 9am
times-of-day | en | dt:2026-05-20T07:30 | Book me a taxi for 7:30 tomorrow morning.
times-of-day | en | dt:2026-05-22T18:00 | Friday at 6pm, the usual place
times-of-day | en | dt:2026-05-19T16:00 | Can you call me back at 4 this afternoon?
times-of-day | en | dt:2026-05-19T21:00 | The show's at nine tonight.
times-of-day | en | t:06:45 | breakfast at 6:45
times-of-day | en | t:14:00 | the vet said two o'clock in the afternoon is fine
windows | en | p:2026-05-19T18:00..2026-05-20T06:00 | Are you free tonight?
windows | en | p:2026-05-19T18:00..2026-05-20T00:00 | What's on this evening?
windows | en | p:2026-05-19T06:00..2026-05-19T12:00 | Did anyone call this morning?
windows | en | p:2026-05-20T06:00..2026-05-20T12:00 | I'll drop it off tomorrow morning.
windows | en | p:2026-05-20T12:00..2026-05-20T18:00 | Can we do tomorrow afternoon?
windows | en | p:2026-05-18T18:00..2026-05-19T06:00 | The police were called last night.
windows | en | p:2026-05-19T16:00..2026-05-19T18:00 | I'll be home late this afternoon.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | What are you up to this weekend?
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | Any plans for the weekend?
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | How was your weekend?
windows | en | p:2026-05-30T00:00..2026-06-01T00:00 | the weekend after next we're camping
windows | en | r:2026-05-23..2026-05-25 | We're heading to the coast for the bank holiday weekend.
windows | en | r:2026-05-23..2026-05-25 | Traffic is expected to be heavy over Memorial Day weekend.
windows | en | w:2026-05-25 | Let's pick this up next week.
windows | en | w:2026-05-25 | The exhibition opens the week of May 25.
windows | en | w:2026-05-11 | What meetings did I have last week?
windows | en | w:2026-05-18 | Anything urgent this week?
windows | en | w:2026-06-01 | Can we do the week after next?
windows | en | r:2026-05-25..2026-05-27 | I'm away from Monday to Wednesday.
windows | en | r:2026-05-25..2026-05-29 | Out of office Mon-Fri next week
windows | en | r:2026-06-03..2026-06-05 | The summit runs June 3-5.
windows | en | r:2026-08-10..2026-08-14 | We've booked the cottage from the 10th to the 14th of August.
windows | en | r:2026-07-06..2026-07-10 | Summer camp: 6-10 July
windows | en | r:2026-07-01..2026-07-31 | Out of office 1 July through 31 July.
windows | en | r:2026-05-20T14:00..2026-05-20T16:00 | I'm free between 2 and 4pm tomorrow.
windows | en | r:2026-05-20T09:00..2026-05-20T17:00 | Workshop 9-5 tomorrow, bring a laptop.
windows | en | r:2026-05-22T10:00..2026-05-22T12:00 | The engineer will come Friday from 10 till 12.
windows | en | r:2026-05-19..2026-05-22 | I'm in Berlin until Friday.
windows | en | r:2026-05-19..2026-05-31 | The offer is valid until the end of the month.
windows | en | p:2026-03-01T00:00..2026-03-02T00:00 | I've been on this diet since March.
windows | en | p:2026-05-04T00:00..2026-05-05T00:00 | show me emails since May 4
windows | en | p:2026-05-12T00:00..2026-05-14T00:00 | List the files I changed in the past 7 days.
windows | en | p:2026-05-19T00:00..2026-05-21T00:00 | What's the forecast for the next three days?
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | The results should be out early next month.
windows | en | p:2026-05-21T00:00..2026-05-25T00:00 | Let's catch up at the end of the week.
windows | en | r:2026-06-01..2026-06-15 | The sale runs through the first half of June.
windows | en | r:2026-07-18..2026-07-31 | We'll be away the last two weeks of July.
windows | en | p:2026-06-21T00:00..2026-09-23T00:00 | We're renovating the kitchen over the summer.
windows | en | p:2026-03-20T00:00..2026-06-21T00:00 | Orders slowed in the spring.
windows | en | r:1990-01-01..1999-12-31 | Grunge ruled the charts in the nineties.
windows | en | r:1980-01-01..1989-12-31 | She grew up in the 1980s.
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | Sales are up 12% year to date.
windows | en | p:2026-05-20T12:00..2026-05-20T14:00 | Shall we grab something at lunchtime tomorrow?
windows | en | r:2026-05-20T12:00..2026-05-20T15:00 | the office is closed from noon to 3 tomorrow
windows | en | p:2026-05-28T00:00..2026-06-01T00:00 | The builders finish at the end of next week.
windows | en | r:2026-07-01..2026-12-31 | Hiring will resume in the second half of the year.
holidays | en | d:2026-12-25 | Are the shops open on Christmas Day?
holidays | en | d:2026-12-25 | We're spending Christmas at my mum's.
holidays | en | d:2026-12-24 | what time does the post office close on Christmas Eve
holidays | en | dt:2026-12-24T20:00 | Carol service on Christmas Eve at 8pm
holidays | en | d:2026-12-26 | The sales start on Boxing Day.
holidays | en | d:2026-12-31 | Party at ours on New Year's Eve!
holidays | en | d:2026-12-31 | Hogmanay plans?
holidays | en | d:2027-01-01 | The new tax comes in on New Year's Day.
holidays | en | d:2026-11-26 | Are you flying home for Thanksgiving?
holidays | en | d:2026-11-26 | Grandma's hosting Thanksgiving this year.
holidays | en | d:2026-11-27 | I'll buy the TV on Black Friday.
holidays | en | d:2026-07-04 | Fireworks on the Fourth of July
holidays | en | d:2026-07-04 | Independence Day falls on a Saturday this year.
holidays | en | d:2026-09-07 | The pool closes on Labor Day.
holidays | en | d:2026-05-25 | Is the bank open on Memorial Day?
holidays | en | d:2026-05-25 | The tip is closed on the spring bank holiday.
holidays | en | d:2026-08-31 | The garden centre will open on the August bank holiday.
holidays | en | d:2026-06-21 | Don't forget Father's Day.
holidays | en | d:2026-06-19 | Federal offices are closed on Juneteenth.
holidays | en | d:2026-10-31 | What are the kids dressing up as for Halloween?
holidays | en | d:2026-11-05 | Fireworks display on Bonfire Night at the rec
holidays | en | d:2026-11-05 | Guy Fawkes Night is on a Thursday this year.
holidays | en | d:2026-11-08 | The parade is on Remembrance Sunday.
holidays | en | d:2026-11-11 | Veterans Day ceremony at the memorial
holidays | en | dt:2026-11-03T06:00 | Polls open at 6am on Election Day.
holidays | en | d:2027-03-28 | We'll do an egg hunt at Easter.
holidays | en | d:2026-04-05 | We went to church on Easter Sunday.
holidays | en | d:2026-04-03 | The protest took place on Good Friday.
holidays | en | d:2027-03-29 | Is Easter Monday a bank holiday next year?
holidays | en | d:2027-02-09 | I'm making crepes on Pancake Day.
holidays | en | d:2027-02-14 | Book a table for Valentine's Day.
holidays | en | d:2027-03-17 | St. Paddy's Day pub crawl, who's in?
holidays | en | d:2027-01-18 | The library is closed on MLK Day.
holidays | en | d:2027-02-15 | The DMV is closed on Presidents' Day.
holidays | en | d:2026-05-10 | What did we get your mom for Mother's Day?
holidays | en | d:2026-10-12 | We'll drive up for Canadian Thanksgiving.
holidays | en | d:2026-07-01 | Canada Day fireworks at the harbour
holidays | en | d:2026-05-24 | The choir sings at Pentecost this Sunday.
holidays | en | d:2027-01-25 | Burns Night supper, haggis provided
holidays | en | d:2026-05-18 | We had the day off for Victoria Day.
durations | en | dur:P3D | We'll be away for 3 days.
durations | en | dur:P3D | The conference lasts three days.
durations | en | dur:PT1H30M | The film runs an hour and a half.
durations | en | dur:PT1H30M | The hike takes about 1h30.
durations | en | dur:PT45M | set a timer for 45 minutes
durations | en | dur:PT45M | It's a forty-five-minute drive.
durations | en | dur:P14D | He's on leave for a fortnight.
durations | en | dur:PT2H30M | The exam is two and a half hours long.
durations | en | dur:PT30M | Give me half an hour.
durations | en | dur:PT15M | The session lasts a quarter of an hour.
durations | en | dur:P3M | The trial period is three months.
durations | en | dur:P1Y | The warranty covers one year.
durations | en | dur:PT10M | Take a 10-minute break.
durations | en | dur:PT1H15M | Travel time: 1 hr 15 min
durations | en | dur:P1DT12H | The ferry crossing takes a day and a half.
durations | en | dur:PT36H | The power was out for 36 hours.
durations | en | dur:P6W | Recovery takes six weeks.
durations | en | dur:P5D | We're staying five nights.
durations | en | dur:PT90S | Microwave it for 90 seconds.
durations | en | dur:PT2H | block out two hours for the interview
durations | en | dur:PT20M | a 20 min walk from the station
durations | en | dur:P2W | Allow a couple of weeks for delivery.
durations | en | dur:P10D | The course runs ten days.
durations | en | dur:PT8H | I slept eight hours straight.
durations | en | dur:PT25M | Bake for 25 minutes until golden.
durations | en | dur:P18M | The contract runs for eighteen months.
numbers | en | n:6 | Book a table for six.
numbers | en | n:12 | Get a dozen eggs.
numbers | en | n:6 | We need half a dozen chairs.
numbers | en | n:2 | Can I get a couple of tickets?
numbers | en | n:25 | There are twenty-five kids in the class.
numbers | en | n:350 | The hall seats three hundred and fifty.
numbers | en | n:1200 | We sold 1,200 copies.
numbers | en | n:2.5 | add 2.5 kg of flour to the list
numbers | en | nr:10..20 | We expect between 10 and 20 people.
numbers | en | nr:4..6 | Party for 4 to 6 guests
numbers | en | nr:3..5 | Serves 3-5 people.
numbers | en | n:40 | order forty name badges
numbers | en | n:3 | Three of us are coming.
numbers | en | n:15 | I need 15 copies of the handout.
numbers | en | n:100 | a hundred balloons please
numbers | en | n:8 | there are eight of us
numbers | en | n:1000 | print a thousand flyers
numbers | en | nr:50..60 | a room for 50 to 60 delegates
numbers | en | n:9 | Nine players are on the pitch.
numbers | en | n:24 | a pack of 24 cans
numbers | en | n:7 | seven bags of compost
no-date | en | none | May I borrow your pen?
no-date | en | none | April is coming with us to the concert.
no-date | en | none | Have you seen The Day After Tomorrow?
no-date | en | none | I read it in the Sunday Times.
no-date | en | none | Mark my words, he'll be back.
no-date | en | none | Room 1205 is on the twelfth floor.
no-date | en | none | The final score was 3-1.
no-date | en | none | Update to version 2.14 please.
no-date | en | none | Rated 7/10 by critics.
no-date | en | none | Call 555-0199 for bookings.
no-date | en | none | She flew on a Boeing 747.
no-date | en | none | The shop is open 24/7.
no-date | en | none | Catch-22 is on my reading list.
no-date | en | none | He lives at 14 Summer Avenue.
no-date | en | none | Time flies when you're having fun.
no-date | en | none | Once upon a time there was a fox.
no-date | en | none | I'm on my second coffee.
no-date | en | none | Thanks, that was really helpful!
no-date | en | none | What's the capital of Australia?
no-date | en | none | Robinson Crusoe's servant was called Friday.
no-date | en | none | Fall Out Boy are playing the arena.
no-date | en | none | It's a March of the Penguins kind of day.
no-date | en | none | I'd give it 5/5 stars.
no-date | en | none | She's 34 and lives in Leeds.
no-date | en | none | Chapter 11 covers the basics.
no-date | en | none | Friday Night Lights is my favourite show.
no-date | en | none | Can you summarise this article for me?
no-date | en | none | The password needs at least 8 characters.
no-date | en | none | Hold on a second.
no-date | en | none | Order #48213977 has shipped.
no-date | en | none | Sunday roast recipe with gravy
no-date | en | none | Is it a good idea to learn Rust?
no-date | en | none | The temperature is 21 degrees.
no-date | en | none | My son is in Year 7.
no-date | en | none | What does carpe diem mean?
no-date | en | none | Please forward me Kate's CV.
no-date | en | none | The bill came to £46.80.
`;
