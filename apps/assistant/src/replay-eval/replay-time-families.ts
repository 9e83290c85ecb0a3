import { dateIn, missingCapability, probe, taught, timeIn } from './replay-plans';
import type { ReplayFamily } from './replay-probe';

/** Dates relative to today and the time in a city, it/en; the weather, which the assistant cannot tell. */
export const replayTimeFamilies: readonly ReplayFamily[] = [
  {
    id: 'date-offset-it',
    teach: [taught('it', 'che giorno sarà tra 10 giorni?', dateIn(10, ['10 giorni'])), taught('it', 'che giorno sarà tra 3 giorni?', dateIn(3, ['3 giorni']))],
    probes: [
      probe('thu', 'values', 'it', 'che giorno sarà tra 5 giorni?', dateIn(5, ['5 giorni'])),
      probe('tue', 'values', 'it', 'che giorno sarà tra 30 giorni?', dateIn(30, ['30 giorni'])),
      probe('thu', 'sibling', 'it', 'che giorno era 4 giorni fa?', dateIn(-4, ['4 giorni fa'])),
      probe('tue', 'values', 'it', 'che giorno sarà tra due settimane?', dateIn(14, ['due settimane'])),
      probe('thu', 'paraphrase', 'it', 'tra 10 giorni che giorno è?', dateIn(10, ['10 giorni'])),
      probe('tue', 'not-memory', 'it', 'che tempo farà tra 3 giorni?', missingCapability('get', 'weather', ['3 giorni'], 'weather forecast'), true),
    ],
  },
  {
    id: 'date-ago-en',
    teach: [
      taught('en', 'what day of the week was it 3 days ago?', dateIn(-3, ['weekday', '3 days ago'])),
      taught('en', 'what day of the week was it 5 days ago?', dateIn(-5, ['weekday', '5 days ago'])),
    ],
    probes: [
      probe('thu', 'values', 'en', 'what day of the week was it 10 days ago?', dateIn(-10, ['weekday', '10 days ago'])),
      probe('tue', 'sibling', 'en', 'what day of the week will it be in 3 days?', dateIn(3, ['weekday', 'in 3 days'])),
      probe('thu', 'same', 'en', 'what day of the week was it 3 days ago?', dateIn(-3, ['weekday', '3 days ago'])),
      probe('tue', 'paraphrase', 'en', 'what day was it a week ago?', dateIn(-7, ['weekday', 'a week ago'])),
      probe('thu', 'values', 'en', 'what day of the week was it 100 days ago?', dateIn(-100, ['weekday', '100 days ago'])),
    ],
  },
  {
    id: 'time-city-en',
    teach: [taught('en', 'what time is it in Tokyo?', timeIn('Asia/Tokyo', 'Tokyo')), taught('en', 'what time is it in London?', timeIn('Europe/London', 'London'))],
    probes: [
      probe('thu', 'values', 'en', 'what time is it in New York?', timeIn('America/New_York', 'New York')),
      probe('tue', 'values', 'en', 'what time is it in Sydney?', timeIn('Australia/Sydney', 'Sydney')),
      probe('thu', 'paraphrase', 'en', "what's the time in Tokyo right now?", timeIn('Asia/Tokyo', 'Tokyo')),
      probe('tue', 'values', 'en', 'what time is it in Los Angeles?', timeIn('America/Los_Angeles', 'Los Angeles')),
      probe('thu', 'not-memory', 'en', "what's the weather in Tokyo?", missingCapability('get', 'weather', ['tokyo'], 'weather in a city'), true),
    ],
  },
  {
    id: 'time-city-it',
    teach: [taught('it', 'che ore sono a New York?', timeIn('America/New_York', 'New York')), taught('it', 'che ore sono a Londra?', timeIn('Europe/London', 'Londra'))],
    probes: [
      probe('thu', 'values', 'it', 'che ore sono a Tokyo?', timeIn('Asia/Tokyo', 'Tokyo')),
      probe('tue', 'values', 'it', 'che ore sono a Parigi?', timeIn('Europe/Paris', 'Parigi')),
      probe('thu', 'values', 'it', 'che ore sono a San Francisco?', timeIn('America/Los_Angeles', 'San Francisco')),
      probe('tue', 'not-memory', 'it', 'che tempo fa a Londra?', missingCapability('get', 'weather', ['londra'], 'weather in a city'), true),
      probe('thu', 'same', 'it', 'che ore sono a Londra?', timeIn('Europe/London', 'Londra')),
    ],
  },
];
