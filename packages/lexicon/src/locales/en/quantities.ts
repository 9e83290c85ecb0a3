/** English words of quantity classes (currencies, percentages, degrees, time units), by concept (`concepts/quantity-concepts.ts`). */
export const quantities = {
  percent: ['percent', 'percentage'],
  euro: ['euro', 'euros', 'eur'],
  dollar: ['dollar', 'dollars', 'usd', 'bucks'],
  pound: ['pound', 'pounds', 'gbp'],
  degree: ['degree', 'degrees'],
  celsius: ['celsius'],
  fahrenheit: ['fahrenheit'],
  second: ['second', 'seconds', 'sec', 'secs'],
  minute: ['minute', 'minutes', 'min', 'mins'],
  hour: ['hour', 'hours', 'hr', 'hrs'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
  night: ['night', 'nights'],
};

/** Multi-word forms of "percent". */
export const percentPhrases: readonly string[] = ['per cent'];
