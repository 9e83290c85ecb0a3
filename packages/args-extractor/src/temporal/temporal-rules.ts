import { abbreviatedMonthYear } from './locales/common/parsers/abbreviated-month-year';
import { age } from './locales/common/refiners/age';
import { ratingOutOf } from './locales/common/refiners/rating-out-of';
import { roundTheClock } from './locales/common/refiners/round-the-clock';
import { afterVersionWord } from './locales/common/refiners/after-version-word';
import { fractionBeforeOf } from './locales/common/refiners/fraction-before-of';
import { titleBeforeAppositive } from './locales/common/refiners/title-before-appositive';
import { apostropheYear } from './locales/common/parsers/apostrophe-year';
import { approximateHour } from './locales/en/parsers/approximate-hour';
import { britishHalfHour } from './locales/en/parsers/british-half-hour';
import { capitalisedArticleTitle } from './locales/common/refiners/capitalised-article-title';
import { capitalisedRelativeDay } from './locales/common/refiners/capitalised-relative-day';
import { capitalisedSeason } from './locales/common/refiners/capitalised-season';
import { capitalisedUnit } from './locales/common/refiners/capitalised-unit';
import { capitalisedCountWord } from './locales/common/refiners/capitalised-count-word';
import { spanishAccentedWord } from './locales/es/refiners/spanish-accented-word';
import { chapterAndVerse } from './locales/common/refiners/chapter-and-verse';
import { clockPhrase } from './locales/en/parsers/clock-phrase';
import { clockTime } from './locales/common/parsers/clock-time';
import { countedNounAfter } from './locales/common/refiners/counted-noun-after';
import { countedRollingWindow } from './locales/common/parsers/counted-rolling-window';
import { cuedHour } from './locales/common/parsers/cued-hour';
import { saintFeastAfterPer } from './locales/it/parsers/saint-feast-after-per';
import { saintFeastInClause } from './locales/it/parsers/saint-feast-in-clause';
import { saintFeastInPatronCity } from './locales/it/parsers/saint-feast-in-patron-city';
import { nightOfSaint } from './locales/it/parsers/night-of-saint';
import { bridgeHoliday } from './locales/common/parsers/bridge-holiday';
import { monthAbbreviationItalian } from './locales/it/parsers/month-abbreviation-italian';
import { dayMonthFormalMarker } from './locales/it/parsers/day-month-formal-marker';
import { hyphenDayMonth } from './locales/it/parsers/hyphen-day-month';
import { quarterEdge } from './locales/common/parsers/quarter-edge';
import { paddedDayMonth } from './locales/common/parsers/padded-day-month';
import { listedNumbers } from './locales/common/refiners/listed-numbers';
import { theFourth } from './locales/en/parsers/the-fourth';
import { gluedToName } from './locales/common/refiners/glued-to-name';
import { spanishQuarterCode } from './locales/es/parsers/spanish-quarter-code';
import { dottedMonthAbbreviation } from './locales/common/parsers/dotted-month-abbreviation';
import { cuedYear } from './locales/common/parsers/cued-year';
import { currentPeriod } from './locales/common/parsers/current-period';
import { dayMonth } from './locales/common/parsers/day-month';
import { dayMonthNameYear } from './locales/common/parsers/day-month-name-year';
import { dayOfMonth } from './locales/common/parsers/day-of-month';
import { monthThenDayRange } from './locales/common/parsers/month-then-day-range';
import { dayRangeInMonth } from './locales/common/parsers/day-range-in-month';
import { checkInCheckOut } from './locales/common/parsers/check-in-check-out';
import { monthAfterPossessive } from './locales/en/parsers/month-after-possessive';
import { weekdayDayRangeInMonth } from './locales/common/parsers/weekday-day-range-in-month';
import { dayShift } from './locales/common/parsers/day-shift';
import { decade } from './locales/common/parsers/decade';
import { duration } from './locales/common/parsers/duration';
import { durationShift } from './locales/common/parsers/duration-shift';
import { endOfWorkingDay } from './locales/common/parsers/end-of-working-day';
import { fourDigitClock } from './locales/en/parsers/four-digit-clock';
import { frequency } from './locales/common/refiners/frequency';
import { halfOfThing } from './locales/common/refiners/half-of-thing';
import { holiday } from './locales/common/parsers/holiday';
import { italianCentury } from './locales/it/parsers/italian-century';
import { lengthAfterTakeVerb } from './locales/common/parsers/length-after-take-verb';
import { holdOnASecond } from './locales/common/refiners/hold-on-a-second';
import { weekendBeforeItsDates } from './locales/common/refiners/weekend-before-its-dates';
import { weekdayDishRecipe } from './locales/common/refiners/weekday-dish-recipe';
import { namedLikeADay } from './locales/common/refiners/named-like-a-day';
import { lastOfTheYear } from './locales/it/parsers/last-of-the-year';
import { saintFeastBeforePatronCity } from './locales/it/parsers/saint-feast-before-patron-city';
import { dayAndWordMonthAbbreviation } from './locales/common/parsers/day-and-word-month-abbreviation';
import { zonedNoonMidnight } from './locales/common/parsers/zoned-noon-midnight';
import { narrowPartThisDay } from './locales/en/parsers/narrow-part-this-day';
import { bankHolidayWeekend } from './locales/en/parsers/bank-holiday-weekend';
import { firstDayOfHoliday } from './locales/en/parsers/first-day-of-holiday';
import { runUpToHoliday } from './locales/en/parsers/run-up-to-holiday';
import { holidayInName } from './locales/common/refiners/holiday-in-name';
import { holidayObjectAfter } from './locales/en/refiners/holiday-object-after';
import { holidayBesideExplicitDate } from './locales/common/refiners/holiday-beside-explicit-date';
import { holidayObjectBefore } from './locales/it/refiners/holiday-object-before';
import { periodEdgeAsModifier } from './locales/it/refiners/period-edge-as-modifier';
import { holidayAsAddressee } from './locales/it/refiners/holiday-as-addressee';
import { weekdayListAfterName } from './locales/it/refiners/weekday-list-after-name';
import { shiftBeforeEvent } from './locales/common/refiners/shift-before-event';
import { honorific } from './locales/common/refiners/honorific';
import { hourBeforePartOfDay } from './locales/common/parsers/hour-before-part-of-day';
import { hourRangeMeridiem } from './locales/en/parsers/hour-range-meridiem';
import { isoDate } from './locales/common/parsers/iso-date';
import { isoDateTime } from './locales/common/parsers/iso-date-time';
import { basicIsoDateTime } from './locales/common/parsers/basic-iso-date-time';
import { cardExpiryMonth } from './locales/common/parsers/card-expiry-month';
import { clockAfterScheduleWord } from './locales/common/parsers/clock-after-schedule-word';
import { lengthFromEvent } from './locales/common/parsers/length-from-event';
import { airlineDate } from './locales/common/parsers/airline-date';
import { yearBesidePlanNoun } from './locales/common/parsers/year-beside-plan-noun';
import { minutesMark } from './locales/it/parsers/minutes-mark';
import { emailHeaderDateTime } from './locales/common/parsers/email-header-date-time';
import { laterOrEarlierThisPeriod } from './locales/common/parsers/later-or-earlier-this-period';
import { lengthAdjective } from './locales/it/parsers/length-adjective';
import { loneYear } from './locales/common/parsers/lone-year';
import { mayWithoutCue } from './locales/en/refiners/may-without-cue';
import { mediaTitle } from './locales/common/refiners/media-title';
import { meridiemHour } from './locales/common/parsers/meridiem-hour';
import { militaryTime } from './locales/en/parsers/military-time';
import { month } from './locales/common/parsers/month';
import { monthAsPerson } from './locales/en/refiners/month-as-person';
import { monthDay } from './locales/common/parsers/month-day';
import { monthDayRange } from './locales/common/parsers/month-day-range';
import { monthOrYearEdge } from './locales/common/parsers/month-or-year-edge';
import { monthToDate } from './locales/common/parsers/month-to-date';
import { multiYearLength } from './locales/common/parsers/multi-year-length';
import { nightsOfStay } from './locales/common/parsers/nights-of-stay';
import { hoursAndBareMinutes } from './locales/common/parsers/hours-and-bare-minutes';
import { timeTaken } from './locales/common/parsers/time-taken';
import { loanTerm } from './locales/common/parsers/loan-term';
import { hyphenatedNights } from './locales/common/parsers/hyphenated-nights';
import { noonMidnight } from './locales/common/parsers/noon-midnight';
import { nowPhrase } from './locales/common/parsers/now-phrase';
import { nowWord } from './locales/common/parsers/now-word';
import { nthDayOfMonth } from './locales/common/parsers/nth-day-of-month';
import { nthWeekOfMonth } from './locales/common/parsers/nth-week-of-month';
import { nthWeekdayOfMonth } from './locales/common/parsers/nth-weekday-of-month';
import { nthWeekendOfMonth } from './locales/common/parsers/nth-weekend-of-month';
import { numericDateAfterCue } from './locales/common/parsers/numeric-date-after-cue';
import { numericDateWithYear } from './locales/common/parsers/numeric-date-with-year';
import { sameDayMonth } from './locales/common/parsers/same-day-month';
import { oclockHour } from './locales/common/parsers/oclock-hour';
import { offset } from './locales/common/parsers/offset';
import { offsetAgo } from './locales/common/parsers/offset-ago';
import { timeAway } from './locales/en/parsers/time-away';
import { offsetFromNow } from './locales/common/parsers/offset-from-now';
import { offsetAgoSpanish } from './locales/es/parsers/offset-ago-spanish';
import { spanishClockPhrase } from './locales/es/parsers/spanish-clock-phrase';
import { spanishUnitAndAHalf } from './locales/es/parsers/spanish-unit-and-a-half';
import { spanishHolyWeek } from './locales/es/parsers/spanish-holy-week';
import { spanishEve } from './locales/es/parsers/spanish-eve';
import { spanishHourRange } from './locales/es/parsers/spanish-hour-range';
import { spanishMonthEdge } from './locales/es/parsers/spanish-month-edge';
import { spanishDayOfMonth } from './locales/es/parsers/spanish-day-of-month';
import { spanishSmallHours } from './locales/es/parsers/spanish-small-hours';
import { spanishClockHours } from './locales/es/parsers/spanish-clock-hours';
import { spanishWeekdayAbbreviation } from './locales/es/parsers/spanish-weekday-abbreviation';
import { spanishFirstHour } from './locales/es/parsers/spanish-first-hour';
import { spanishFortnight } from './locales/es/parsers/spanish-fortnight';
import { spanishDecadeWord } from './locales/es/parsers/spanish-decade-word';
import { spanishHolidayObjectBefore } from './locales/es/refiners/spanish-holiday-object-before';
import { spanishAge } from './locales/es/refiners/spanish-age';
import { spanishTomorrowNotMorning } from './locales/es/refiners/spanish-tomorrow-not-morning';
import { spanishLengthAsTitle } from './locales/es/refiners/spanish-length-as-title';
import { spanishWordNotLength } from './locales/es/refiners/spanish-word-not-length';
import { spanishStreetWordBefore } from './locales/es/refiners/spanish-street-word-before';
import { spanishArticleTitle } from './locales/es/refiners/spanish-article-title';
import { spanishWeekdayAsName } from './locales/es/refiners/spanish-weekday-as-name';
import { quarterToHourItalian } from './locales/it/parsers/quarter-to-hour-italian';
import { oneOclock } from './locales/it/parsers/one-oclock';
import { ordinalBeforeNoun } from './locales/en/refiners/ordinal-before-noun';
import { holidayOnlyCapitalised } from './locales/en/refiners/holiday-only-capitalised';
import { monthAsAdjective } from './locales/en/refiners/month-as-adjective';
import { manFriday } from './locales/en/refiners/man-friday';
import { holidayAsFilm } from './locales/en/refiners/holiday-as-film';
import { weekdayIdiom } from './locales/en/refiners/weekday-idiom';
import { houseNumberBeforeStreet } from './locales/en/refiners/house-number-before-street';
import { seasonAsModifier } from './locales/en/refiners/season-as-modifier';
import { negatedDayThenOther } from './locales/en/refiners/negated-day-then-other';
import { correctedDay } from './locales/common/refiners/corrected-day';
import { ordinalQuarter } from './locales/common/parsers/ordinal-quarter';
import { partOfDay } from './locales/common/parsers/part-of-day';
import { partOfYear } from './locales/common/parsers/part-of-year';
import { periodAfterNext } from './locales/en/parsers/period-after-next';
import { periodAfterNextItalian } from './locales/it/parsers/period-after-next-italian';
import { dayAWeekAfter } from './locales/common/parsers/day-a-week-after';
import { countedWeekdayAhead } from './locales/it/parsers/counted-weekday-ahead';
import { endOfWeekItalian } from './locales/it/parsers/end-of-week-italian';
import { periodShiftAfter } from './locales/common/parsers/period-shift-after';
import { periodShiftBefore } from './locales/common/parsers/period-shift-before';
import { quarterCode } from './locales/common/parsers/quarter-code';
import { quotedForFallback } from './locales/common/masks/quoted-for-fallback';
import { quotedText } from './locales/common/refiners/quoted-text';
import { relativeDay } from './locales/common/parsers/relative-day';
import { restOfPeriod } from './locales/common/parsers/rest-of-period';
import { rollingDecade } from './locales/common/parsers/rolling-decade';
import { sameTime } from './locales/common/parsers/same-time';
import { season } from './locales/common/parsers/season';
import { spokenHourMinute } from './locales/common/parsers/spoken-hour-minute';
import { spokenHourMinuteMeridiem } from './locales/en/parsers/spoken-hour-minute-meridiem';
import { spokenHourMinuteBeforeDay } from './locales/en/parsers/spoken-hour-minute-before-day';
import { streetNamedAfterADate } from './locales/it/masks/street-named-after-a-date';
import { titleBeforeAuthor } from './locales/common/masks/title-before-author';
import { houseNumberStreet } from './locales/en/masks/house-number-street';
import { streetNumeralBefore } from './locales/it/refiners/street-numeral-before';
import { streetThenNames } from './locales/common/refiners/street-then-names';
import { streetWordBefore } from './locales/it/refiners/street-word-before';
import { timeRange } from './locales/common/parsers/time-range';
import { titleAtSentenceStart } from './locales/common/refiners/title-at-sentence-start';
import { twoDaysAway } from './locales/common/parsers/two-days-away';
import { weekOfDay } from './locales/common/parsers/week-of-day';
import { weekday } from './locales/common/parsers/weekday';
import { weekdayAbbreviation } from './locales/common/parsers/weekday-abbreviation';
import { weekdayAbbreviationAfterArticle } from './locales/en/refiners/weekday-abbreviation-after-article';
import { weekdayAbbreviationBeforeDate } from './locales/common/parsers/weekday-abbreviation-before-date';
import { weekdayShift } from './locales/common/parsers/weekday-shift';
import { weekdayWithDayNumber } from './locales/common/parsers/weekday-with-day-number';
import { weekend } from './locales/common/parsers/weekend';
import { yearRange } from './locales/common/parsers/year-range';
import { yearToDate } from './locales/common/parsers/year-to-date';
import { halfOfMonth } from './locales/common/parsers/half-of-month';
import { weekdayAbbreviationRange } from './locales/en/parsers/weekday-abbreviation-range';
import { minutesToHour } from './locales/en/parsers/minutes-to-hour';
import { halfYearCode } from './locales/en/parsers/half-year-code';
import { holidayWeekend } from './locales/en/parsers/holiday-weekend';
import { firstThing } from './locales/en/parsers/first-thing';
import { cuedMonthAbbreviation } from './locales/en/parsers/cued-month-abbreviation';
import { countedDaysOfMonth } from './locales/common/parsers/counted-days-of-month';
import { noonToHour } from './locales/en/parsers/noon-to-hour';
import { weekdayAbbreviationBeforePart } from './locales/common/parsers/weekday-abbreviation-before-part';
import { notThisButAfter } from './locales/common/parsers/not-this-but-after';
import { unambiguousNumericDate } from './locales/common/parsers/unambiguous-numeric-date';
import { weekdayWeek } from './locales/en/parsers/weekday-week';
import { lastAsVerb } from './locales/en/parsers/last-as-verb';
import { firstNightOfHoliday } from './locales/en/parsers/first-night-of-holiday';
import { splitTaxYear } from './locales/en/parsers/split-tax-year';
import { fiscalYearCode } from './locales/en/parsers/fiscal-year-code';
import { hourAfterAlarm } from './locales/en/parsers/hour-after-alarm';
import { hourAfterMovedMeeting } from './locales/en/parsers/hour-after-moved-meeting';
import { hourRangeBesideDay } from './locales/en/parsers/hour-range-beside-day';
import { holidayObserved } from './locales/en/parsers/holiday-observed';
import { timeRangeAfterPartWord } from './locales/en/parsers/time-range-after-part-word';
import { spelledSecondDay } from './locales/en/parsers/spelled-second-day';
import { weekFromDay } from './locales/en/parsers/week-from-day';
import { weekdaysFromNow } from './locales/en/parsers/weekdays-from-now';
import { weekdayBeforeLast } from './locales/en/parsers/weekday-before-last';
import { weekdayJustGone } from './locales/en/parsers/weekday-just-gone';
import { dayMeridiemPart } from './locales/en/parsers/day-meridiem-part';
import { thisTimeOffset } from './locales/en/parsers/this-time-offset';
import { endOfDayOfDay } from './locales/en/parsers/end-of-day-of-day';
import { holidayWeek } from './locales/en/parsers/holiday-week';
import { hourLetterClock } from './locales/en/parsers/hour-letter-clock';
import { periodEndWord } from './locales/en/parsers/period-end-word';
import { weekBesideHoliday } from './locales/common/parsers/week-beside-holiday';
import { earlyLateMonth } from './locales/en/parsers/early-late-month';
import { seasonApostropheYear } from './locales/en/parsers/season-apostrophe-year';
import { chatWeekdayAbbreviation } from './locales/en/parsers/chat-weekday-abbreviation';
import { weekdayAbbreviationAfterNoun } from './locales/en/parsers/weekday-abbreviation-after-noun';
import { monthAbbreviationAsSubject } from './locales/en/parsers/month-abbreviation-as-subject';
import { cuedWeekdayAbbreviation } from './locales/en/parsers/cued-weekday-abbreviation';
import { weekdayNumericDate } from './locales/common/parsers/weekday-numeric-date';
import { weekdayAbbreviationAfterFor } from './locales/en/parsers/weekday-abbreviation-after-for';
import { weekdayAbbreviationWeek } from './locales/en/parsers/weekday-abbreviation-week';
import { dottedClockAfterDay } from './locales/common/parsers/dotted-clock-after-day';
import { dottedClockForBooking } from './locales/en/parsers/dotted-clock-for-booking';
import { weekdayAbbreviationVerdict } from './locales/en/parsers/weekday-abbreviation-verdict';
import { possessiveDayWithoutApostrophe } from './locales/en/parsers/possessive-day-without-apostrophe';
import { weekdayPossessiveWithoutApostrophe } from './locales/en/parsers/weekday-possessive-without-apostrophe';
import { nowBeforeItsDate } from './locales/common/refiners/now-before-its-date';
import { lowercaseStreetNamedAfterADate } from './locales/it/masks/lowercase-street-named-after-a-date';
import { saintFeastBeforeClosure } from './locales/it/parsers/saint-feast-before-closure';
import { lowercaseHouseNumberStreet } from './locales/en/masks/lowercase-house-number-street';
import { lastDayOfNoun } from './locales/en/refiners/last-day-of-noun';
import { lengthOffWork } from './locales/en/refiners/length-off-work';
import { lowercaseMediaTitle } from './locales/en/refiners/lowercase-media-title';
import { monthInEventName } from './locales/en/refiners/month-in-event-name';
import { zonedClock } from './locales/common/parsers/zoned-clock';
import { cityClock } from './locales/common/parsers/city-clock';
import { offsetClock } from './locales/common/parsers/offset-clock';
import { endOfWeek } from './locales/en/parsers/end-of-week';
import { decadeWord } from './locales/en/parsers/decade-word';
import { abbreviatedMonthRange } from './locales/common/parsers/abbreviated-month-range';
import { numericMonthYear } from './locales/common/parsers/numeric-month-year';
import { lineStartWeekday } from './locales/common/parsers/line-start-weekday';
import { businessDays } from './locales/common/parsers/business-days';
import { nightBetweenDays } from './locales/common/parsers/night-between-days';
import { consecutiveWeekdays } from './locales/common/parsers/consecutive-weekdays';
import { comingDays } from './locales/common/parsers/coming-days';
import { edgeOfDayPart } from './locales/en/parsers/edge-of-day-part';
import { unitInName } from './locales/common/refiners/unit-in-name';
import { dayRangeThenMonth } from './locales/it/parsers/day-range-then-month';
import { nightBetweenDates } from './locales/it/parsers/night-between-dates';
import { holidayAsModifier } from './locales/it/refiners/holiday-as-modifier';
import { lastDayOfSomething } from './locales/it/refiners/last-day-of-something';
import { afterReferenceMark } from './locales/it/refiners/after-reference-mark';
import { holidayAsSpeaker } from './locales/it/refiners/holiday-as-speaker';
import { saintFeastBesideSign } from './locales/it/parsers/saint-feast-beside-sign';
import { thisYearBeforeDate } from './locales/it/refiners/this-year-before-date';
import type { TemporalRule } from './engine/temporal-rule';

/**
 * Every rule of the temporal reader, in the order the engine runs them (`findTemporalAtoms`): parsers (one construct
 * each: a pattern and what a match means), then filters (one trap each: an atom that reads like a date but is a name, a
 * count or a title), then masks (what the chrono-node fallback must not read). Order only breaks ties between atoms of
 * the same length and priority. Each rule carries the examples it must accept and reject; `temporal-rules.test.ts`
 * runs them all, and removes each rule in turn to prove that some example needs it.
 */
export const temporalRules: readonly TemporalRule[] = [
  isoDate,
  isoDateTime,
  basicIsoDateTime,
  cardExpiryMonth,
  clockAfterScheduleWord,
  lengthFromEvent,
  airlineDate,
  yearBesidePlanNoun,
  minutesMark,
  emailHeaderDateTime,
  dayMonthNameYear,
  weekdayNumericDate,
  numericDateWithYear,
  numericDateAfterCue,
  paddedDayMonth,
  unambiguousNumericDate,
  sameDayMonth,
  dayMonth,
  monthDay,
  dayOfMonth,
  monthAbbreviationItalian,
  dayAndWordMonthAbbreviation,
  dayMonthFormalMarker,
  hyphenDayMonth,
  checkInCheckOut,
  weekdayDayRangeInMonth,
  dayRangeInMonth,
  dayRangeThenMonth,
  monthThenDayRange,
  monthDayRange,
  twoDaysAway,
  relativeDay,
  weekday,
  weekdayWithDayNumber,
  dayAWeekAfter,
  countedWeekdayAhead,
  weekdayAbbreviationBeforeDate,
  weekdayAbbreviation,
  weekdayAbbreviationBeforePart,
  nthWeekdayOfMonth,
  nthWeekendOfMonth,
  nthWeekOfMonth,
  yearRange,
  italianCentury,
  nthDayOfMonth,
  endOfWorkingDay,
  monthOrYearEdge,
  quarterEdge,
  holiday,
  lastOfTheYear,
  firstDayOfHoliday,
  bankHolidayWeekend,
  runUpToHoliday,
  dayShift,
  durationShift,
  weekdayShift,
  sameTime,
  clockTime,
  meridiemHour,
  cuedHour,
  saintFeastAfterPer,
  saintFeastInClause,
  saintFeastInPatronCity,
  saintFeastBeforePatronCity,
  saintFeastBesideSign,
  nightOfSaint,
  bridgeHoliday,
  theFourth,
  spanishQuarterCode,
  dottedMonthAbbreviation,
  oneOclock,
  quarterToHourItalian,
  clockPhrase,
  oclockHour,
  hourBeforePartOfDay,
  noonMidnight,
  zonedNoonMidnight,
  spokenHourMinuteMeridiem,
  spokenHourMinuteBeforeDay,
  militaryTime,
  fourDigitClock,
  spokenHourMinute,
  timeRange,
  hourRangeMeridiem,
  nowPhrase,
  nowWord,
  partOfDay,
  narrowPartThisDay,
  weekend,
  periodShiftBefore,
  periodShiftAfter,
  countedRollingWindow,
  currentPeriod,
  periodAfterNext,
  periodAfterNextItalian,
  weekOfDay,
  quarterCode,
  ordinalQuarter,
  monthAfterPossessive,
  month,
  abbreviatedMonthYear,
  season,
  cuedYear,
  partOfYear,
  apostropheYear,
  multiYearLength,
  lengthAdjective,
  decade,
  rollingDecade,
  loneYear,
  yearToDate,
  monthToDate,
  offset,
  offsetFromNow,
  timeAway,
  offsetAgo,
  offsetAgoSpanish,
  spanishClockPhrase,
  spanishUnitAndAHalf,
  spanishHolyWeek,
  spanishEve,
  spanishHourRange,
  spanishMonthEdge,
  spanishDayOfMonth,
  spanishSmallHours,
  spanishClockHours,
  spanishWeekdayAbbreviation,
  spanishFirstHour,
  spanishFortnight,
  spanishDecadeWord,
  duration,
  nightsOfStay,
  hoursAndBareMinutes,
  timeTaken,
  lengthAfterTakeVerb,
  loanTerm,
  hyphenatedNights,
  approximateHour,
  britishHalfHour,
  laterOrEarlierThisPeriod,
  restOfPeriod,
  halfOfMonth,
  weekdayAbbreviationRange,
  minutesToHour,
  halfYearCode,
  holidayWeekend,
  firstThing,
  cuedMonthAbbreviation,
  countedDaysOfMonth,
  noonToHour,
  weekdayWeek,
  notThisButAfter,
  lastAsVerb,
  firstNightOfHoliday,
  fiscalYearCode,
  splitTaxYear,
  hourRangeBesideDay,
  hourAfterAlarm,
  hourAfterMovedMeeting,
  timeRangeAfterPartWord,
  holidayObserved,
  spelledSecondDay,
  weekFromDay,
  nightBetweenDays,
  nightBetweenDates,
  consecutiveWeekdays,
  comingDays,
  edgeOfDayPart,
  weekdaysFromNow,
  weekdayBeforeLast,
  weekdayJustGone,
  dayMeridiemPart,
  thisTimeOffset,
  endOfDayOfDay,
  holidayWeek,
  hourLetterClock,
  periodEndWord,
  weekBesideHoliday,
  earlyLateMonth,
  seasonApostropheYear,
  cuedWeekdayAbbreviation,
  weekdayAbbreviationAfterFor,
  weekdayAbbreviationWeek,
  dottedClockAfterDay,
  dottedClockForBooking,
  weekdayAbbreviationVerdict,
  possessiveDayWithoutApostrophe,
  weekdayPossessiveWithoutApostrophe,
  chatWeekdayAbbreviation,
  weekdayAbbreviationAfterNoun,
  monthAbbreviationAsSubject,
  zonedClock,
  cityClock,
  offsetClock,
  endOfWeek,
  endOfWeekItalian,
  decadeWord,
  abbreviatedMonthRange,
  numericMonthYear,
  lineStartWeekday,
  businessDays,
  quotedText,
  gluedToName,
  listedNumbers,
  mediaTitle,
  capitalisedRelativeDay,
  holidayInName,
  capitalisedSeason,
  capitalisedUnit,
  holdOnASecond,
  weekendBeforeItsDates,
  weekdayDishRecipe,
  namedLikeADay,
  unitInName,
  capitalisedCountWord,
  spanishAccentedWord,
  holidayObjectAfter,
  holidayBesideExplicitDate,
  holidayObjectBefore,
  periodEdgeAsModifier,
  holidayAsModifier,
  holidayAsSpeaker,
  lastDayOfSomething,
  lastDayOfNoun,
  lengthOffWork,
  lowercaseMediaTitle,
  monthInEventName,
  nowBeforeItsDate,
  lowercaseStreetNamedAfterADate,
  saintFeastBeforeClosure,
  lowercaseHouseNumberStreet,
  thisYearBeforeDate,
  holidayAsAddressee,
  weekdayListAfterName,
  shiftBeforeEvent,
  spanishHolidayObjectBefore,
  countedNounAfter,
  streetNumeralBefore,
  streetWordBefore,
  spanishStreetWordBefore,
  frequency,
  mayWithoutCue,
  monthAsPerson,
  age,
  ratingOutOf,
  roundTheClock,
  afterVersionWord,
  afterReferenceMark,
  fractionBeforeOf,
  titleBeforeAppositive,
  spanishAge,
  spanishTomorrowNotMorning,
  spanishLengthAsTitle,
  spanishWordNotLength,
  ordinalBeforeNoun,
  negatedDayThenOther,
  correctedDay,
  seasonAsModifier,
  holidayOnlyCapitalised,
  monthAsAdjective,
  manFriday,
  holidayAsFilm,
  weekdayIdiom,
  houseNumberBeforeStreet,
  halfOfThing,
  chapterAndVerse,
  weekdayAbbreviationAfterArticle,
  honorific,
  streetThenNames,
  capitalisedArticleTitle,
  spanishArticleTitle,
  spanishWeekdayAsName,
  titleAtSentenceStart,
  streetNamedAfterADate,
  titleBeforeAuthor,
  houseNumberStreet,
  quotedForFallback,
];
