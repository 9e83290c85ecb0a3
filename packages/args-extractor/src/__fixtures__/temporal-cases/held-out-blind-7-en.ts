/**
 * A held-out set written blind for issue 21, in English only (US, UK, Irish, Canadian and Australian usage): its author
 * read only the README's conventions (the "Dates, times, windows, durations" section, not the accuracy, blind-set
 * results or rule sections), the case format (`index.ts` and the first 40 lines of `held-out-blind-6.ts`) and the
 * evaluation harness (`src/evaluation/`), never the rules (`src/temporal/`, `src/rules/`, `src/time/`, `src/frame/`),
 * the locales, the lexicon, the development set or the other held-out sets' cases, nor other parsers' test corpora, and
 * ran no reader on these lines before committing them (only the well-formedness test).
 * Unlike the earlier sets, written as requests to an assistant, it is written from a catalogue of the constructs
 * English uses for time reference, 3-6 lines each in varied surface forms (requests, chat lines, invites, news lines,
 * notes to self): written-out and ordinal dates ("the twenty-first of June", "August the fifteenth", "the 3rd of next
 * month", "by the 5th"), US and UK numeric dates where the context says which ("Invoice date: 07/09/2026 … USD", "MOT
 * expires on 04/09/2026", "21.9.2026", "6-16-26"), nth weekdays of a month ("the second Tuesday in October", "the last
 * Friday in June"), weekday shifts ("Friday week", "Monday week", "a week on Thursday", "a week last Tuesday", "the
 * Monday after next", "two Fridays from now", "the Friday before last", "Sunday gone", "this past Saturday"), offsets
 * in calendar and business days, weeks, fortnights, months and hours ("a fortnight today", "in a month's time", "in a
 * couple of weeks' time", "within 5 working days", "three weeks from Monday", "this time last year", "72 hours from
 * now"), months, quarters, halves, fiscal years, decades and seasons ("the month after next", "Q1 2027", "H2 2027",
 * "FY26", "the 90s", "mid-March", "late September", "this fall"), times said every way ("quarter to 3", "twenty past
 * six", "half seven", "noonish", "7ish", "0800 hours", "1700", "12:30 am", "3pm ET", "10am Pacific", "9am UK time"),
 * parts of the day ("first thing Monday", "lunchtime tomorrow", "tomorrow night"), windows ("from 3 to 5pm", "9-5",
 * "between Monday and Wednesday", "over the weekend", "at the weekend", "the past 10 days", "since last Tuesday", "till
 * the end of next week", "the week of June 22nd", "the last weekend of June", "YTD"), holidays of the US, UK, Ireland,
 * Canada and Australia and of the Christian, Jewish and Hindu calendars, alone and shifted ("three days before
 * Christmas", "the day after Labor Day", "the Friday before the Fourth", "Mothering Sunday next year", "the first night
 * of Hanukkah"), durations ("a fortnight", "an hour and a quarter", "a day and a half", "five nights", "1h15"), counts
 * ("half a dozen", "a hundred and twenty", "three or four", "5-8") and no-date lines (about 10%) with the traps English
 * has ("24/7", "7-Eleven", "May I", "Jan said", "sat", "The Sun", "mar", "august", "3/4 cup", "Chapter 11", "Good Friday
 * Agreement", "Sunday best", "nine to five", "12 March Road", "Will and April").
 * Expected values are what a careful reader means, at the expression's grain, per the README's conventions (weeks from
 * Monday, a bare weekday the next one after today, "next Friday" next week's, "last Tuesday" on a Tuesday the one a week
 * ago, the tense of the sentence for recurring dates, parts of the day and narrower parts as the README lists them,
 * astronomical seasons, "early/late next year" the year, "by/till X" its inclusive end in a date field, nights of a
 * stay as days); where the line says which half of the day an hour is on, or which country a numeric date is from, the
 * expected value is that. A zoned time is expected on Rome's wall clock. A part of the day, a season, a rolling or
 * loose window is graded as a `p:` span its start must fall in. Recurrences ("every Monday") are left out: the format
 * cannot express them. Expected weekdays, offsets from the clock, zoned times, Easter 2026 and 2027 and the days that
 * hang on it, the nth-weekday holidays and the Hebrew-calendar days were checked with JavaScript `Date` and `Intl`, not
 * with this package; Diwali (8 November 2026) is from the author's knowledge.
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlind7En = `
absolute-dates | en | d:2026-06-03 | Can we push the budget review to the 3rd of next month?
absolute-dates | en | d:2026-06-21 | The lease renewal is due on the twenty-first of June.
absolute-dates | en | d:2026-08-02 | flight home is august second
absolute-dates | en | d:2026-10-01 | Remind me on October 1st to switch the energy tariff.
absolute-dates | en | d:2026-07-09 | Amount due: $1,240.00 (USD). Invoice date: 07/09/2026. Terms: Net 30.
absolute-dates | en | d:2026-09-04 | DVLA reminder: your car's MOT expires on 04/09/2026.
absolute-dates | en | d:2026-11-23 | Your appointment at the GP surgery is on 23/11/2026.
absolute-dates | en | d:2026-12-12 | ugly sweater party 12/12, don't forget
absolute-dates | en | d:2026-05-30 | does the 30th work for everyone?
absolute-dates | en | d:2026-06-05 | Please get the signed forms back to me by the 5th.
absolute-dates | en | d:2026-03-14 | We closed on the house on March 14th, so what did the movers charge us?
absolute-dates | en | d:2025-12-02 | What did I pay the contractor on December 2nd last year?
absolute-dates | en | d:2027-01-10 | The evening course starts 10 Jan 2027.
absolute-dates | en | d:2026-06-14 | Sunday 14 June works for the christening.
absolute-dates | en | d:2026-07-22 | Board meeting — Wed., July 22
absolute-dates | en | d:2026-05-21 | Can you do Thursday the 21st instead?
absolute-dates | en | d:2026-06-11 | The plumber says he can come on the eleventh.
absolute-dates | en | d:2026-10-30 | The contract ends Oct. 30, 2026, the company said in a filing.
absolute-dates | en | d:2026-08-15 | The wedding's on August the fifteenth, in Cork.
absolute-dates | en | d:2026-02-28 | Can you find the photos I took on 28 Feb?
absolute-dates | en | d:2026-06-01 | The new law takes effect June 1, 2026.
absolute-dates | en | d:2026-07-17 | deploy freeze starts 2026-07-17
absolute-dates | en | d:2026-05-31 | Timesheets are due on the last day of the month.
absolute-dates | en | d:2026-10-13 | The vendor demo is on the second Tuesday in October.
absolute-dates | en | d:2026-06-26 | Let's do the team picnic on the last Friday in June.
absolute-dates | en | d:2026-07-06 | Rent goes up from the first Monday of July.
absolute-dates | en | d:2026-09-30 | Submit the grant report by the end of September.
absolute-dates | en | d:2027-04-30 | Our visas run out on April 30th next year.
absolute-dates | en | d:2026-06-04 | Thurs 4th June, 7.30pm start — see you there
absolute-dates | en | d:2026-08-28 | Match postponed to Fri 28/8.
absolute-dates | en | d:2026-01-15 | I filed my tax return on the fifteenth of January.
absolute-dates | en | d:2026-06-16 | Closing date 6-16-26
absolute-dates | en | d:2026-09-21 | Save the date: 21.9.2026, Dublin
absolute-dates | en | d:2026-06-09 | The exam is on Tuesday, June ninth, at the civic centre.
relative-days | en | d:2026-05-20 | Can you move my one-on-one to tomorrow?
relative-days | en | d:2026-05-21 | I'll have the draft ready the day after tomorrow.
relative-days | en | d:2026-05-18 | What did I spend yesterday?
relative-days | en | d:2026-05-17 | the parcel was delivered the day before yesterday but nobody told me
relative-days | en | d:2026-05-20 | gym tmrw?
relative-days | en | d:2026-05-19 | I need the slides by EOD.
relative-days | en | d:2026-05-19 | Please send the signed copy back COB today.
relative-days | en | d:2026-05-21 | day after tmrw works better for me
relative-days | en | d:2026-05-18 | Did anything come in from Ana yesterday?
relative-days | en | d:2026-05-19 | If I order today, does it still ship today?
relative-days | en | d:2026-05-20 | I'll ring you tomorrow, I'm on the train.
relative-days | en | d:2026-05-18 | The minister resigned yesterday, aides said.
relative-days | en | d:2026-05-20 | Not today — tomorrow.
relative-days | en | d:2026-05-19 | As of today the office is closed to visitors.
relative-days | en | d:2026-05-20 | Set a reminder for tomorrow to call the bank.
relative-days | en | d:2026-05-21 | I need it the day after tomorrow at the latest.
relative-days | en | d:2026-05-17 | Who did I have lunch with the day before yesterday?
relative-days | en | d:2026-05-19 | what's on my calendar today
relative-days | en | d:2026-05-20 | see you tomorrow then!
relative-days | en | d:2026-05-18 | Police said the suspect was arrested yesterday in Leeds.
relative-days | en | d:2026-05-20 | Could we do tomorrow instead of today?
weekdays | en | d:2026-05-22 | Can we meet Friday?
weekdays | en | d:2026-05-21 | The report is due on Thursday.
weekdays | en | d:2026-05-25 | Monday is fine with me.
weekdays | en | d:2026-05-23 | book a table for saturday
weekdays | en | d:2026-05-26 | Let's pick this up on Tuesday.
weekdays | en | d:2026-05-29 | Can you book the room for next Friday?
weekdays | en | d:2026-05-22 | This Friday is a half day.
weekdays | en | d:2026-05-25 | The builders start this coming Monday.
weekdays | en | d:2026-05-15 | What did I spend last Friday?
weekdays | en | d:2026-05-12 | Did I send the invoice last Tuesday?
weekdays | en | d:2026-05-17 | I called her last Sunday and she didn't pick up.
weekdays | en | d:2026-05-18 | I emailed the landlord on Monday.
weekdays | en | d:2026-05-29 | Let's go for Friday week.
weekdays | en | d:2026-05-28 | Her flight lands a week on Thursday.
weekdays | en | d:2026-06-01 | The course starts Monday week.
weekdays | en | d:2026-06-01 | How about the Monday after next?
weekdays | en | d:2026-05-29 | The results come out two Fridays from now.
weekdays | en | d:2026-05-25 | Remind me next Monday to renew the parking permit.
weekdays | en | d:2026-05-26 | The next team call is next Tuesday.
weekdays | en | d:2026-05-21 | This Thursday I'm working from home.
weekdays | en | d:2026-05-21 | thurs ok for drinks?
weekdays | en | d:2026-05-23 | Sat: car boot sale
weekdays | en | d:2026-05-16 | What did we spend this past Saturday at the garden centre?
weekdays | en | d:2026-05-17 | The match on Sunday gone was a washout.
weekdays | en | d:2026-05-22 | I need the final numbers COB Friday.
weekdays | en | d:2026-05-21 | Please review the contract by EOD Thursday.
weekdays | en | d:2026-05-22 | Can you get it to me by Friday?
weekdays | en | d:2026-05-08 | The last time I saw him was the Friday before last.
weekdays | en | d:2026-05-05 | The boiler broke down a week last Tuesday.
weekdays | en | d:2026-05-26 | Put it in for Tuesday of next week.
weekdays | en | d:2026-05-13 | What came in on Wednesday of last week?
weekdays | en | d:2026-05-24 | On Sunday, the prime minister will travel to Brussels.
weekdays | en | d:2026-05-15 | The company announced on Friday that it would cut 300 jobs.
weekdays | en | d:2026-05-29 | Not this Friday, the one after.
weekdays | en | d:2026-05-25 | Mon: dentist at the usual place
offsets | en | d:2026-05-22 | The package should arrive in 3 days.
offsets | en | d:2026-05-16 | What did I order three days ago?
offsets | en | d:2026-06-02 | Let's catch up in a fortnight.
offsets | en | d:2026-06-02 | The scaffolding comes down a fortnight today.
offsets | en | d:2026-05-29 | The offer expires 10 days from now.
offsets | en | d:2026-05-26 | Same time a week today?
offsets | en | d:2026-05-12 | I sent you the file a week ago.
offsets | en | d:2026-06-19 | The new starter joins a month from today.
offsets | en | d:2026-06-19 | We'll review it again in a month's time.
offsets | en | d:2026-04-19 | I cancelled the gym a month ago and they still charged me.
offsets | en | d:2026-06-30 | Follow up with the recruiter six weeks from today.
offsets | en | d:2026-08-17 | The trial ends in 90 days.
offsets | en | d:2026-06-02 | The roofers will be back in a couple of weeks' time.
offsets | en | d:2026-05-26 | The refund will be processed in seven days.
offsets | en | d:2026-05-21 | Your order will ship in 2 business days.
offsets | en | d:2026-05-26 | Payment will reach your account within 5 working days.
offsets | en | d:2027-05-19 | Remind me a year from today to check the warranty.
offsets | en | d:2025-05-19 | What was I doing this time last year?
offsets | en | d:2026-11-19 | The visa needs renewing in six months.
offsets | en | d:2026-05-14 | The storm hit the coast five days ago.
offsets | en | d:2026-05-05 | Two weeks ago I lent him my drill.
offsets | en | d:2026-03-19 | Which bills did I pay two months ago?
offsets | en | d:2026-06-15 | The exhibition opens three weeks from Monday.
offsets | en | d:2026-05-09 | The quake struck ten days ago, officials said.
offsets | en | dt:2026-05-19T16:05 | Remind me in two hours to take the bread out.
offsets | en | dt:2026-05-19T14:35 | I'll be there in half an hour.
offsets | en | dt:2026-05-19T15:35 | Ping me an hour and a half from now.
offsets | en | dt:2026-05-19T13:45 | The alarm went off 20 minutes ago.
offsets | en | dt:2026-05-19T14:20 | back in 15 mins
offsets | en | dt:2026-05-19T11:05 | The email came in three hours ago.
offsets | en | dt:2026-05-20T14:05 | Your code expires in 24 hours.
offsets | en | dt:2026-05-22T14:05 | The auction closes 72 hours from now.
offsets | en | dt:2026-05-19T14:20 | Remind me in a quarter of an hour to check the oven.
months-years | en | m:2026-06 | Let's revisit the pricing next month.
months-years | en | m:2026-04 | How much did I spend on takeaways last month?
months-years | en | m:2026-05 | Show me every invoice from this month.
months-years | en | m:2026-07 | We're moving house in July.
months-years | en | m:2026-03 | What did we spend on fuel in March?
months-years | en | m:2027-02 | The contract is up for renewal in Feb 2027.
months-years | en | m:2026-09 | the kids go back to school in Sept
months-years | en | m:2026-12 | The office party is sometime in December.
months-years | en | m:2026-07 | The survey goes out the month after next.
months-years | en | y:2027 | We want to open the second shop next year.
months-years | en | y:2025 | How much tax did I pay last year?
months-years | en | y:2028 | The stadium won't be finished until the year after next.
months-years | en | y:2027 | The sequel is expected early next year.
months-years | en | y:2027 | We're planning to relocate late next year.
months-years | en | y:2026 | The rollout is scheduled for mid-2026.
months-years | en | q:2026-Q3 | Hiring resumes in Q3.
months-years | en | q:2026-Q2 | What's our revenue this quarter?
months-years | en | q:2026-Q3 | The new website launches next quarter.
months-years | en | q:2026-Q1 | Sales fell in the last quarter, the retailer said.
months-years | en | q:2027-Q1 | Target completion: Q1 2027.
months-years | en | q:2026-Q4 | The merger should close in the fourth quarter.
months-years | en | r:2027-07-01..2027-12-31 | Budget approval for H2 2027 is pending.
months-years | en | r:2026-07-01..2026-12-31 | Growth should pick up in the second half of the year.
months-years | en | y:2026 | Send me the FY26 forecast.
months-years | en | r:1990-01-01..1999-12-31 | Play me some hits from the 90s.
months-years | en | r:2010-01-01..2019-12-31 | Rents doubled in the 2010s.
months-years | en | p:2027-03-10T00:00..2027-03-21T00:00 | We're aiming to launch mid-March.
months-years | en | p:2026-06-01T00:00..2026-06-11T00:00 | The quotes should come in early June.
months-years | en | p:2026-09-20T00:00..2026-10-01T00:00 | The harvest will start in late September.
months-years | en | p:2026-06-21T00:00..2026-06-22T00:00 | We're going camping this summer.
months-years | en | p:2026-09-22T00:00..2026-09-24T00:00 | The roof will be fixed this fall.
months-years | en | p:2025-12-21T00:00..2025-12-23T00:00 | How high was the heating bill last winter?
months-years | en | m:2025-11 | What did I spend on gifts last November?
months-years | en | y:2030 | The ban on new petrol cars comes in in 2030.
months-years | en | m:2027-05 | The baby's due in May next year.
months-years | en | d:2026-06-30 | Close the open tickets by the end of the quarter.
months-years | en | d:2026-12-31 | All old laptops must be returned by year-end.
months-years | en | p:2026-06-01T00:00..2026-06-08T00:00 | We'll send the invoice at the start of next month.
times-of-day | en | t:14:45 | Can we meet at quarter to 3 this afternoon?
times-of-day | en | dt:2026-05-19T18:20 | Let's say twenty past six tonight.
times-of-day | en | t:12:00 | lunch noonish?
times-of-day | en | t:00:00 | Schedule the backup for midnight.
times-of-day | en | t:07:30 | Wake me at half seven in the morning.
times-of-day | en | dt:2026-05-19T19:30 | drinks at half seven tonight?
times-of-day | en | t:09:00 | Doors open at 9am sharp.
times-of-day | en | t:13:00 | Let's do lunch at 1.
times-of-day | en | t:20:00 | Dinner with the Hendersons at 8.
times-of-day | en | t:06:45 | The taxi is booked for 6.45am.
times-of-day | en | t:23:59 | Entries must be received by 11:59 p.m.
times-of-day | en | t:08:15 | Assembly starts at quarter past eight in the morning.
times-of-day | en | t:18:40 | The ferry leaves at twenty to seven in the evening.
times-of-day | en | t:00:30 | The server restarts at 12:30 am.
times-of-day | en | dt:2026-05-19T11:00 | Who was at the 11 o'clock meeting this morning?
times-of-day | en | dt:2026-05-19T19:00 | come round 7ish tonight
times-of-day | en | p:2026-05-19T18:00..2026-05-20T00:00 | Are you free this evening?
times-of-day | en | p:2026-05-20T06:00..2026-05-20T12:00 | Can we talk tomorrow morning?
times-of-day | en | p:2026-05-22T12:00..2026-05-22T18:00 | I'll drop the keys off Friday afternoon.
times-of-day | en | p:2026-05-25T06:00..2026-05-25T10:00 | Send it to me first thing Monday.
times-of-day | en | p:2026-05-20T06:00..2026-05-20T10:00 | I'll call the garage first thing tomorrow.
times-of-day | en | p:2026-05-19T16:00..2026-05-19T18:00 | The parcel will arrive late afternoon.
times-of-day | en | p:2026-05-20T18:00..2026-05-21T06:00 | Are you coming to the gig tomorrow night?
times-of-day | en | p:2026-05-18T18:00..2026-05-19T06:00 | Did anyone call last night?
times-of-day | en | p:2026-05-19T06:00..2026-05-19T12:00 | Find the email I got this morning from the bank.
times-of-day | en | p:2026-05-20T12:00..2026-05-20T14:00 | Shall we grab a sandwich at lunchtime tomorrow?
times-of-day | en | dt:2026-05-22T12:00 | The deadline is midday Friday.
times-of-day | en | dt:2026-05-20T09:00 | Book the electrician for tomorrow at 9am.
times-of-day | en | dt:2026-05-21T14:30 | Interview: Thursday 2:30pm, room 4B
times-of-day | en | dt:2026-05-20T21:00 | Let's do the call at 3pm ET tomorrow.
times-of-day | en | dt:2026-05-21T19:00 | The launch stream is at 10am Pacific on Thursday.
times-of-day | en | dt:2026-05-22T10:00 | Can we speak on Friday at 9am UK time?
times-of-day | en | t:08:00 | Muster at 0800 hours.
times-of-day | en | t:17:00 | The gates close at 1700.
times-of-day | en | t:23:45 | The fireworks start at quarter to midnight.
times-of-day | en | t:15:20 | School pickup is at 3:20.
times-of-day | en | dt:2026-05-20T10:00 | The form must be in before 10am tomorrow.
windows | en | r:2026-05-19T15:00..2026-05-19T17:00 | I'm free from 3 to 5pm today.
windows | en | r:2026-05-25..2026-05-27 | The auditors will be in between Monday and Wednesday.
windows | en | r:2026-05-20T09:00..2026-05-20T17:00 | I'm in the office 9-5 tomorrow.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | I'll finish the painting over the weekend.
windows | en | p:2026-05-23T00:00..2026-05-25T00:00 | Any plans this coming weekend?
windows | en | p:2026-05-30T00:00..2026-06-01T00:00 | My sister is visiting next weekend.
windows | en | p:2026-05-16T00:00..2026-05-18T00:00 | How much did I spend at the weekend?
windows | en | p:2026-05-09T00:00..2026-05-11T00:00 | Show me the transactions from the past 10 days.
windows | en | p:2026-05-12T00:00..2026-05-13T00:00 | Has anyone paid since last Tuesday?
windows | en | r:2026-05-19..2026-05-31 | The funfair is on till the end of next week.
windows | en | p:2026-03-19T00:00..2026-03-20T00:00 | Which clients did I invoice in the last two months?
windows | en | p:2026-05-12T00:00..2026-05-13T00:00 | List the files I edited in the past week.
windows | en | p:2026-05-04T00:00..2026-05-05T00:00 | How many orders since May 4th?
windows | en | w:2026-05-25 | Can we find a slot sometime next week?
windows | en | w:2026-06-01 | The painters can't start until the week after next.
windows | en | w:2026-05-11 | What meetings did I have last week?
windows | en | r:2026-06-15..2026-06-19 | Out of office June 15-19.
windows | en | r:2026-07-13..2026-07-24 | We've rented the cottage from the 13th to the 24th of July.
windows | en | r:2026-08-03..2026-08-07 | The summer camp runs Aug 3–7.
windows | en | r:2026-05-25..2026-05-29 | I'm working from home Mon-Fri next week.
windows | en | r:2026-05-20T12:00..2026-05-20T15:00 | The hall is booked from noon to 3 tomorrow.
windows | en | r:2026-05-21T10:00..2026-05-21T11:30 | Workshop, Thursday 10:00–11:30
windows | en | r:2026-06-01..2026-06-14 | Bookings are closed for the first two weeks of June.
windows | en | p:2026-05-25T00:00..2026-05-27T00:00 | I'll get back to you early next week.
windows | en | p:2026-05-28T00:00..2026-05-30T00:00 | The parts should come in at the end of next week.
windows | en | p:2026-06-01T00:00..2026-06-11T00:00 | We'll have the results early next month.
windows | en | p:2026-05-19T14:00..2026-05-23T00:00 | I'll send the minutes later this week.
windows | en | r:2026-05-19..2026-05-22 | Can you get it done between now and Friday?
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | What's my spending year to date?
windows | en | w:2026-06-22 | Can we pencil it in for the week of June 22nd?
windows | en | p:2026-05-19T00:00..2026-05-20T00:00 | Any meetings in the next 3 days?
windows | en | p:2026-05-17T14:00..2026-05-17T14:10 | Show me the alerts from the last 48 hours.
windows | en | r:2026-05-19T14:00..2026-05-19T16:00 | The engineer will come between 2 and 4 this afternoon.
windows | en | p:2026-06-27T00:00..2026-06-29T00:00 | The festival is on the last weekend of June.
windows | en | r:2026-05-22..2026-05-24 | We're away from Friday to Sunday.
windows | en | r:2026-05-26..2026-05-28 | I'm in Manchester Tuesday through Thursday next week.
windows | en | r:2026-05-28..2026-06-02 | Conference: May 28 - June 2
windows | en | p:2026-01-01T00:00..2026-01-02T00:00 | How many miles have I run since January?
holidays | en | d:2026-12-25 | Are you going home for Christmas?
holidays | en | d:2026-12-22 | We break up three days before Christmas.
holidays | en | d:2026-05-26 | Let's regroup the day after Memorial Day.
holidays | en | d:2026-07-04 | We're having a barbecue on the Fourth of July.
holidays | en | d:2026-07-03 | The office closes early the Friday before the Fourth.
holidays | en | d:2026-09-07 | The pool closes for the season on Labor Day.
holidays | en | d:2026-09-08 | School starts the day after Labor Day.
holidays | en | d:2026-11-26 | Who's hosting Thanksgiving this year?
holidays | en | d:2026-10-31 | The kids want to go trick-or-treating on Halloween.
holidays | en | d:2026-12-26 | The sales start on Boxing Day.
holidays | en | d:2026-12-31 | Are you coming to the Hogmanay party?
holidays | en | d:2027-01-01 | The new prices apply from New Year's Day.
holidays | en | d:2027-01-18 | The office is closed for MLK Day.
holidays | en | d:2027-02-15 | Is the post office closed on Presidents' Day?
holidays | en | d:2026-06-21 | What should I get Dad for Father's Day?
holidays | en | d:2026-05-10 | Did I order flowers for Mom on Mother's Day?
holidays | en | d:2027-03-07 | Remind me to book lunch for Mothering Sunday next year.
holidays | en | d:2026-05-25 | Are the trains running on the spring bank holiday?
holidays | en | d:2026-08-31 | We're off to the coast for the August bank holiday (we're in Kent).
holidays | en | d:2026-08-03 | In Ireland the August bank holiday is when we'll do the move.
holidays | en | d:2026-06-01 | Dublin: are the shops open on the June bank holiday?
holidays | en | d:2027-03-17 | We're flying to Boston for St. Patrick's Day.
holidays | en | d:2026-07-01 | Fireworks on Parliament Hill for Canada Day.
holidays | en | d:2026-05-18 | Was the bank closed on Victoria Day?
holidays | en | d:2027-01-26 | Are we doing a barbie for Australia Day?
holidays | en | d:2027-04-25 | Grandad will march on Anzac Day.
holidays | en | d:2026-06-08 | Sydney: is the King's Birthday public holiday a day off for you?
holidays | en | d:2026-11-03 | Put a sweep together for the Melbourne Cup.
holidays | en | d:2026-11-05 | Bonfire Night at the rugby club.
holidays | en | d:2026-11-08 | The service is on Remembrance Sunday.
holidays | en | d:2027-03-28 | Where are we spending Easter next year?
holidays | en | d:2026-04-05 | We went to my parents' at Easter.
holidays | en | d:2027-03-26 | The shop will be shut on Good Friday next year.
holidays | en | d:2027-02-09 | Pancake Day — buy eggs.
holidays | en | d:2026-05-24 | The choir will sing at Pentecost.
holidays | en | d:2026-09-12 | We'll be at my in-laws' for Rosh Hashanah.
holidays | en | d:2027-04-22 | The first day of Passover next year falls on a Thursday.
holidays | en | d:2026-12-04 | Light the candles on the first night of Hanukkah.
holidays | en | d:2026-11-08 | We're having people over for Diwali.
holidays | en | d:2026-06-19 | No mail delivery on Juneteenth, right?
holidays | en | p:2026-09-04T18:00..2026-09-06T00:00 | We're going to the lake for Labor Day weekend.
holidays | en | d:2026-12-28 | The bins go out the Monday after Christmas.
holidays | en | d:2026-11-25 | Let's drive up the day before Thanksgiving.
holidays | en | d:2026-05-22 | Let's leave the Friday before Memorial Day to beat the traffic.
durations | en | dur:P14D | We'll be away for a fortnight.
durations | en | dur:P2W | Can I borrow the van for a couple of weeks?
durations | en | dur:PT30M | Set a timer for half an hour.
durations | en | dur:PT1H30M | The film is an hour and a half long.
durations | en | dur:PT2H30M | The drive takes two and a half hours.
durations | en | dur:P1DT12H | The hike took a day and a half.
durations | en | dur:PT90M | Book the room for 90 minutes.
durations | en | dur:PT45S | hold the plank for 45 secs
durations | en | dur:P3D | The conference lasts three days.
durations | en | dur:P6M | The probation period is six months.
durations | en | dur:P1Y | The warranty covers a year.
durations | en | dur:PT48H | The glue needs 48 hrs to set.
durations | en | dur:PT20M | Let's do a 20-minute walk after lunch.
durations | en | dur:P1W | I need a week to think about it.
durations | en | dur:PT8H | She's just done an eight-hour shift.
durations | en | dur:PT1H15M | The session lasts an hour and a quarter.
durations | en | dur:PT3H | The meeting dragged on for three hours.
durations | en | dur:P5D | We've booked five nights in Lisbon.
durations | en | dur:PT2M30S | Microwave it for two and a half minutes.
durations | en | dur:P2Y | They've lived here for two years.
durations | en | dur:PT36H | The strike will last 36 hours.
durations | en | dur:PT1H15M | Timer 1h15 for the roast.
numbers | en | n:12 | Add a dozen eggs to the shopping list.
numbers | en | n:6 | We need half a dozen chairs.
numbers | en | n:2 | Grab a couple of chairs from the kitchen.
numbers | en | n:21 | Order twenty-one name badges.
numbers | en | n:120 | A hundred and twenty people signed up.
numbers | en | n:1500 | Print 1,500 flyers.
numbers | en | n:1.5 | Add one and a half litres of stock.
numbers | en | nr:3..4 | We're expecting three or four guests.
numbers | en | nr:10..20 | Between 10 and 20 people will come.
numbers | en | nr:5..8 | Party of 5-8.
numbers | en | n:40 | We'll need forty sandwiches.
numbers | en | n:1000 | A thousand copies, please.
numbers | en | n:24 | Order two dozen cupcakes.
numbers | en | n:15 | fifteen spots left
numbers | en | n:2000000 | The fund raised 2 million.
numbers | en | nr:20..30 | We'll need twenty to thirty volunteers.
numbers | en | n:9 | Nine people have replied so far.
numbers | en | n:300 | Three hundred tickets were sold.
no-date | en | none | We're open 24/7.
no-date | en | none | Grab me a coffee from the 7-Eleven.
no-date | en | none | May I ask who's calling?
no-date | en | none | Jan said to say hi.
no-date | en | none | I sat down and read the whole thing.
no-date | en | none | The Sun ran a story about it.
no-date | en | none | Don't let a scratch mar the finish.
no-date | en | none | It was an august institution.
no-date | en | none | Add 3/4 cup of flour.
no-date | en | none | The company filed for Chapter 11.
no-date | en | none | We drove along Route 66.
no-date | en | none | The final score was 3-1.
no-date | en | none | She's 5'10" and plays netball.
no-date | en | none | The jacket is half price.
no-date | en | none | It's a 50/50 chance.
no-date | en | none | Have you seen Apollo 13?
no-date | en | none | My grandad served in WW2.
no-date | en | none | Summer is my best friend's name.
no-date | en | none | Time flies when you're having fun.
no-date | en | none | I'll get there in no time.
no-date | en | none | That's the second time this has happened.
no-date | en | none | We watched Independence Day again.
no-date | en | none | The Good Friday Agreement was a turning point.
no-date | en | none | He wore his Sunday best.
no-date | en | none | Once in a blue moon.
no-date | en | none | I rated it 8/10.
no-date | en | none | Version 2.14 fixes the bug.
no-date | en | none | Ticket #40512 has been closed.
no-date | en | none | I live at 12 March Road.
no-date | en | none | She works nine to five, like in the song.
no-date | en | none | Boeing 747s are being retired.
no-date | en | none | The 49ers won again.
no-date | en | none | Better late than never.
no-date | en | none | Can you forward this to Will and April?
`;
