import { missingCapability, probe, reminder, taught } from './replay-plans';
import type { ReplayFamily } from './replay-probe';

// Taught Wed 2026-11-25 10:00; probed Thu 2026-11-26 11:30 and Tue 2026-12-01 18:30 (Europe/Rome).

/** Reminders with relative and absolute dates and times, it/en. */
export const replayReminderFamilies: readonly ReplayFamily[] = [
  {
    id: 'reminder-tomorrow-en',
    teach: [
      taught('en', 'remind me tomorrow at 9 to call the plumber', reminder('call the plumber', '2026-11-26T09:00', ['call', 'plumber', 'tomorrow', '9'])),
      taught('en', 'remind me tomorrow at 7 to water the plants', reminder('water the plants', '2026-11-26T07:00', ['water', 'plants', 'tomorrow', '7'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'en', 'remind me tomorrow at 9 to call the plumber', reminder('call the plumber', '2026-11-27T09:00', ['call', 'plumber', 'tomorrow', '9'])),
      probe('tue', 'relative-time', 'en', 'remind me tomorrow at 9 to call the plumber', reminder('call the plumber', '2026-12-02T09:00', ['call', 'plumber', 'tomorrow', '9'])),
      probe('thu', 'values', 'en', 'remind me tomorrow at 8 to call the dentist', reminder('call the dentist', '2026-11-27T08:00', ['call', 'dentist', 'tomorrow', '8'])),
      probe('tue', 'values', 'en', 'remind me tomorrow at 10 to pay the electricity bill', reminder('pay the electricity bill', '2026-12-02T10:00', ['pay', 'electricity bill', 'tomorrow', '10'])),
      probe('thu', 'paraphrase', 'en', 'tomorrow at 9 remind me to call the plumber', reminder('call the plumber', '2026-11-27T09:00', ['call', 'plumber', 'tomorrow', '9'])),
      probe('tue', 'values', 'en', 'remind me tomorrow at 6pm to pick up Giulia', reminder('pick up Giulia', '2026-12-02T18:00', ['pick up', 'giulia', 'tomorrow', '6pm'])),
      probe('thu', 'not-memory', 'en', 'cancel the reminder to call the plumber', missingCapability('delete', 'reminders', ['plumber'], 'cancel a reminder'), true),
    ],
  },
  {
    id: 'reminder-domani-it',
    teach: [
      taught('it', "ricordami domani alle 9 di chiamare l'idraulico", reminder("chiamare l'idraulico", '2026-11-26T09:00', ['chiamare', 'idraulico', 'domani', '9'])),
      taught('it', 'ricordami domani alle 8 di portare fuori il cane', reminder('portare fuori il cane', '2026-11-26T08:00', ['portare fuori', 'cane', 'domani', '8'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'it', "ricordami domani alle 9 di chiamare l'idraulico", reminder("chiamare l'idraulico", '2026-11-27T09:00', ['chiamare', 'idraulico', 'domani', '9'])),
      probe('tue', 'values', 'it', 'ricordami domani alle 15 di chiamare il commercialista', reminder('chiamare il commercialista', '2026-12-02T15:00', ['chiamare', 'commercialista', 'domani', '15'])),
      probe('thu', 'values', 'it', 'ricordami domani alle 7 di prendere le medicine', reminder('prendere le medicine', '2026-11-27T07:00', ['prendere', 'medicine', 'domani', '7'])),
      probe('tue', 'paraphrase', 'it', "domani alle 9 ricordami di chiamare l'idraulico", reminder("chiamare l'idraulico", '2026-12-02T09:00', ['chiamare', 'idraulico', 'domani', '9'])),
      probe('thu', 'sibling', 'it', "ricordami dopodomani alle 10 di pagare l'affitto", reminder("pagare l'affitto", '2026-11-28T10:00', ['pagare', 'affitto', 'dopodomani', '10'])),
      probe('tue', 'not-memory', 'it', 'cosa devo fare domani?', missingCapability('list', 'reminders', ['domani'], 'list the reminders of a day'), true),
    ],
  },
  {
    id: 'reminder-tra-minuti-it',
    teach: [
      taught('it', 'ricordami tra 30 minuti di togliere la pasta', reminder('togliere la pasta', '2026-11-25T10:30', ['togliere', 'pasta', '30 minuti'])),
      taught('it', 'ricordami tra 10 minuti di spegnere il forno', reminder('spegnere il forno', '2026-11-25T10:10', ['spegnere', 'forno', '10 minuti'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'it', 'ricordami tra 30 minuti di togliere la pasta', reminder('togliere la pasta', '2026-11-26T12:00', ['togliere', 'pasta', '30 minuti'])),
      probe('tue', 'values', 'it', 'ricordami tra 20 minuti di chiamare la mamma', reminder('chiamare la mamma', '2026-12-01T18:50', ['chiamare', 'mamma', '20 minuti'])),
      probe('thu', 'values', 'it', 'ricordami tra 2 ore di ritirare il pacco', reminder('ritirare il pacco', '2026-11-26T13:30', ['ritirare', 'pacco', '2 ore'])),
      probe('tue', 'values', 'it', 'ricordami tra 45 minuti di uscire', reminder('uscire', '2026-12-01T19:15', ['uscire', '45 minuti'])),
      probe('thu', 'paraphrase', 'it', "tra un quarto d'ora ricordami di controllare il bucato", reminder('controllare il bucato', '2026-11-26T11:45', ['controllare', 'bucato', "quarto d'ora"])),
      probe('tue', 'relative-time', 'it', 'ricordami tra 10 minuti di spegnere il forno', reminder('spegnere il forno', '2026-12-01T18:40', ['spegnere', 'forno', '10 minuti'])),
    ],
  },
  {
    id: 'reminder-in-minutes-en',
    teach: [
      taught('en', 'remind me in 20 minutes to check the oven', reminder('check the oven', '2026-11-25T10:20', ['check', 'oven', '20 minutes'])),
      taught('en', 'remind me in 15 minutes to call Marco', reminder('call Marco', '2026-11-25T10:15', ['call', 'marco', '15 minutes'])),
    ],
    probes: [
      probe('thu', 'relative-time', 'en', 'remind me in 20 minutes to check the oven', reminder('check the oven', '2026-11-26T11:50', ['check', 'oven', '20 minutes'])),
      probe('tue', 'values', 'en', 'remind me in 30 minutes to take the laundry out', reminder('take the laundry out', '2026-12-01T19:00', ['take out', 'laundry', '30 minutes'])),
      probe('thu', 'values', 'en', 'remind me in an hour to stretch', reminder('stretch', '2026-11-26T12:30', ['stretch', '1 hour'])),
      probe('tue', 'values', 'en', 'remind me in 2 hours to call the bank', reminder('call the bank', '2026-12-01T20:30', ['call', 'bank', '2 hours'])),
      probe('thu', 'paraphrase', 'en', 'in 5 minutes remind me to check the oven', reminder('check the oven', '2026-11-26T11:35', ['check', 'oven', '5 minutes'])),
      probe('tue', 'values', 'en', 'remind me in 15 minutes to call Sara', reminder('call Sara', '2026-12-01T18:45', ['call', 'sara', '15 minutes'])),
    ],
  },
  {
    id: 'reminder-weekday-it',
    teach: [
      taught('it', 'ricordami venerdì alle 18 di comprare il latte', reminder('comprare il latte', '2026-11-27T18:00', ['comprare', 'latte', 'venerdì', '18'])),
      taught('it', 'ricordami lunedì alle 9 di chiamare il medico', reminder('chiamare il medico', '2026-11-30T09:00', ['chiamare', 'medico', 'lunedì', '9'])),
    ],
    probes: [
      probe('thu', 'same', 'it', 'ricordami venerdì alle 18 di comprare il latte', reminder('comprare il latte', '2026-11-27T18:00', ['comprare', 'latte', 'venerdì', '18'])),
      probe('tue', 'relative-time', 'it', 'ricordami venerdì alle 18 di comprare il latte', reminder('comprare il latte', '2026-12-04T18:00', ['comprare', 'latte', 'venerdì', '18'])),
      probe('tue', 'values', 'it', 'ricordami giovedì alle 12 di prenotare il ristorante', reminder('prenotare il ristorante', '2026-12-03T12:00', ['prenotare', 'ristorante', 'giovedì', '12'])),
      probe('thu', 'values', 'it', 'ricordami sabato alle 10 di lavare la macchina', reminder('lavare la macchina', '2026-11-28T10:00', ['lavare', 'macchina', 'sabato', '10'])),
      probe('tue', 'relative-time', 'it', 'ricordami lunedì alle 9 di chiamare il medico', reminder('chiamare il medico', '2026-12-07T09:00', ['chiamare', 'medico', 'lunedì', '9'])),
      probe('thu', 'sibling', 'it', 'ricordami venerdì di comprare il latte', reminder('comprare il latte', '2026-11-27', ['comprare', 'latte', 'venerdì'])),
    ],
  },
  {
    id: 'reminder-date-en',
    teach: [
      taught('en', 'remind me on December 3 to renew the passport', reminder('renew the passport', '2026-12-03', ['renew', 'passport', 'december 3'])),
      taught('en', 'remind me on December 10 to book the flights', reminder('book the flights', '2026-12-10', ['book', 'flights', 'december 10'])),
    ],
    probes: [
      probe('thu', 'values', 'en', 'remind me on December 5 to buy a gift for Anna', reminder('buy a gift for Anna', '2026-12-05', ['buy', 'gift', 'anna', 'december 5'])),
      probe('tue', 'values', 'en', 'remind me on January 7 to pay the car tax', reminder('pay the car tax', '2027-01-07', ['pay', 'car tax', 'january 7'])),
      probe('thu', 'sibling', 'en', 'remind me on December 3 at 10am to renew the passport', reminder('renew the passport', '2026-12-03T10:00', ['renew', 'passport', 'december 3', '10am'])),
      probe('tue', 'relative-time', 'en', 'remind me on the 15th to send the invoice', reminder('send the invoice', '2026-12-15', ['send', 'invoice', '15th'])),
      probe('thu', 'paraphrase', 'en', 'on December 3 remind me to renew the passport', reminder('renew the passport', '2026-12-03', ['renew', 'passport', 'december 3'])),
      probe('tue', 'same', 'en', 'remind me on December 10 to book the flights', reminder('book the flights', '2026-12-10', ['book', 'flights', 'december 10'])),
    ],
  },
];
