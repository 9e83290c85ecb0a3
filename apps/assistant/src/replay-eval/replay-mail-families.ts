import { findMail, forwardMail, missingCapability, moveMail, probe, sendMail, taught } from './replay-plans';
import type { ReplayFamily } from './replay-probe';

/** Finding, sending, archiving, deleting and forwarding mail, it/en, with quoted subjects and bodies. */
export const replayMailFamilies: readonly ReplayFamily[] = [
  {
    id: 'mail-from-it',
    teach: [taught('it', 'cerca le mail di Giorgio', findMail({ from: 'Giorgio' })), taught('it', 'cerca le mail di Anna', findMail({ from: 'Anna' }))],
    probes: [
      probe('thu', 'values', 'it', 'cerca le mail di Marco', findMail({ from: 'Marco' })),
      probe('tue', 'values', 'it', 'cerca le mail di Sara', findMail({ from: 'Sara' })),
      probe('thu', 'values', 'it', 'cerca le mail di paolo.neri@example.it', findMail({ from: 'paolo.neri@example.it' })),
      probe('tue', 'paraphrase', 'it', 'mi trovi le mail che mi ha mandato Luca?', findMail({ from: 'Luca' })),
      probe('thu', 'sibling', 'it', 'cerca le mail di Giorgio con oggetto "Preventivo"', findMail({ from: 'Giorgio', query: 'Preventivo' })),
      probe('tue', 'not-memory', 'it', 'cerca le mail che ho mandato a Giorgio', findMail({ folder: 'Sent', query: 'Giorgio' }), true),
    ],
  },
  {
    id: 'mail-from-en',
    teach: [taught('en', 'find the emails from Sara', findMail({ from: 'Sara' })), taught('en', 'find the emails from Luca', findMail({ from: 'Luca' }))],
    probes: [
      probe('thu', 'values', 'en', 'find the emails from Giorgio', findMail({ from: 'Giorgio' })),
      probe('tue', 'values', 'en', 'find the emails from anna@rossi.it', findMail({ from: 'anna@rossi.it' })),
      probe('thu', 'values', 'en', 'find the emails from Marco Verdi', findMail({ from: 'Marco Verdi' })),
      probe('tue', 'paraphrase', 'en', 'any emails from Paolo?', findMail({ from: 'Paolo' })),
      probe('thu', 'sibling', 'en', 'find the emails from Sara with subject "Agenda"', findMail({ from: 'Sara', query: 'Agenda' })),
      probe('tue', 'not-memory', 'en', 'find the emails I sent to Sara', findMail({ folder: 'Sent', query: 'Sara' }), true),
    ],
  },
  {
    id: 'mail-subject-en',
    teach: [
      taught('en', 'find the email with subject "Agenda"', findMail({ query: 'Agenda' })),
      taught('en', 'find the email with subject "Meeting minutes"', findMail({ query: 'Meeting minutes' })),
    ],
    probes: [
      probe('thu', 'quoted', 'en', 'find the email with subject "Q4 review"', findMail({ query: 'Q4 review' })),
      probe('tue', 'quoted', 'en', 'find the email with subject "Cena sabato?"', findMail({ query: 'Cena sabato?' })),
      probe('thu', 'quoted', 'en', 'find the email with subject "Fattura di marzo"', findMail({ query: 'Fattura di marzo' })),
      probe('tue', 'sibling', 'en', 'find the email with subject "Agenda" from Paolo', findMail({ from: 'Paolo', query: 'Agenda' })),
      probe('thu', 'paraphrase', 'en', 'look for the mail titled "Agenda"', findMail({ query: 'Agenda' })),
    ],
  },
  {
    id: 'mail-subject-it',
    teach: [
      taught('it', 'cerca la mail con oggetto "Fattura di marzo"', findMail({ query: 'Fattura di marzo' })),
      taught('it', 'cerca la mail con oggetto "Cena sabato?"', findMail({ query: 'Cena sabato?' })),
    ],
    probes: [
      probe('thu', 'quoted', 'it', 'cerca la mail con oggetto "Preventivo bagno"', findMail({ query: 'Preventivo bagno' })),
      probe('tue', 'quoted', 'it', 'cerca la mail con oggetto "Riunione di lunedì"', findMail({ query: 'Riunione di lunedì' })),
      probe('thu', 'quoted', 'it', 'cerca la mail con oggetto "Le foto del mare"', findMail({ query: 'Le foto del mare' })),
      probe('tue', 'quoted', 'it', 'cerca la mail con oggetto "AGENDA Q4"', findMail({ query: 'AGENDA Q4' })),
      probe('thu', 'sibling', 'it', 'cerca la mail di Anna con oggetto "Fattura di marzo"', findMail({ from: 'Anna', query: 'Fattura di marzo' })),
    ],
  },
  {
    id: 'mail-unread-from-it',
    teach: [
      taught('it', 'ho mail non lette da Luca?', findMail({ from: 'Luca', unread: true })),
      taught('it', 'ho mail non lette da Sara?', findMail({ from: 'Sara', unread: true })),
    ],
    probes: [
      probe('thu', 'values', 'it', 'ho mail non lette da Giorgio?', findMail({ from: 'Giorgio', unread: true })),
      probe('tue', 'values', 'it', 'ho mail non lette da Marco?', findMail({ from: 'Marco', unread: true })),
      probe('thu', 'paraphrase', 'en', 'any unread emails from Luca?', findMail({ from: 'Luca', unread: true })),
      probe('tue', 'sibling', 'it', 'ho mail non lette?', findMail({ unread: true })),
      probe('thu', 'same', 'it', 'ho mail non lette da Sara?', findMail({ from: 'Sara', unread: true })),
    ],
  },
  {
    id: 'mail-send-en',
    teach: [
      taught('en', 'send an email to anna@rossi.it with subject "Dinner" saying "See you at 8!"', sendMail(['anna@rossi.it'], 'Dinner', 'See you at 8!')),
      taught('en', 'send an email to luca.bianchi@example.it with subject "Tickets" saying "Got them, thanks."', sendMail(['luca.bianchi@example.it'], 'Tickets', 'Got them, thanks.')),
    ],
    probes: [
      probe('thu', 'quoted', 'en', 'send an email to sara@example.it with subject "Meeting" saying "Can we move it to Monday?"', sendMail(['sara@example.it'], 'Meeting', 'Can we move it to Monday?')),
      probe('tue', 'quoted', 'en', 'send an email to giorgio@example.it with subject "Invoice #42" saying "Paid today; receipt attached."', sendMail(['giorgio@example.it'], 'Invoice #42', 'Paid today; receipt attached.')),
      probe('thu', 'quoted', 'en', 'send an email to anna@rossi.it with subject "Dinner" saying "Running late, sorry!"', sendMail(['anna@rossi.it'], 'Dinner', 'Running late, sorry!')),
      probe('tue', 'values', 'en', 'send an email to marco@verdi.it and sara@example.it with subject "Lunch?" saying "Pizza at 1pm?"', sendMail(['marco@verdi.it', 'sara@example.it'], 'Lunch?', 'Pizza at 1pm?')),
      probe('thu', 'paraphrase', 'en', 'email paolo.neri@example.it with subject "Re: Agenda" saying "OK for me."', sendMail(['paolo.neri@example.it'], 'Re: Agenda', 'OK for me.')),
      probe('tue', 'quoted', 'en', 'send an email to anna@rossi.it with subject "dinner" saying "see you at 8!"', sendMail(['anna@rossi.it'], 'dinner', 'see you at 8!')),
    ],
  },
  {
    id: 'mail-send-it',
    teach: [
      taught('it', 'manda una mail a marco@verdi.it con oggetto "Riunione" e testo "Ci vediamo lunedì?"', sendMail(['marco@verdi.it'], 'Riunione', 'Ci vediamo lunedì?')),
      taught('it', 'manda una mail a sara@example.it con oggetto "Cena" e testo "Sabato alle 20, va bene?"', sendMail(['sara@example.it'], 'Cena', 'Sabato alle 20, va bene?')),
    ],
    probes: [
      probe('thu', 'quoted', 'it', 'manda una mail a giorgio@example.it con oggetto "Preventivo" e testo "Mi mandi il preventivo aggiornato?"', sendMail(['giorgio@example.it'], 'Preventivo', 'Mi mandi il preventivo aggiornato?')),
      probe('tue', 'quoted', 'it', 'manda una mail a anna@rossi.it con oggetto "Fattura n. 31" e testo "Pagata ieri: grazie!"', sendMail(['anna@rossi.it'], 'Fattura n. 31', 'Pagata ieri: grazie!')),
      probe('thu', 'quoted', 'it', 'manda una mail a marco@verdi.it con oggetto "Riunione" e testo "Spostiamo a martedì..."', sendMail(['marco@verdi.it'], 'Riunione', 'Spostiamo a martedì...')),
      probe('tue', 'paraphrase', 'it', 'scrivi una mail a luca.bianchi@example.it con oggetto "Foto" e testo "Bellissime, grazie!"', sendMail(['luca.bianchi@example.it'], 'Foto', 'Bellissime, grazie!')),
      probe('thu', 'quoted', 'it', 'manda una mail a sara@example.it con oggetto "URGENTE: contratto" e testo "Firma entro venerdì, per favore."', sendMail(['sara@example.it'], 'URGENTE: contratto', 'Firma entro venerdì, per favore.')),
      probe('tue', 'same', 'it', 'manda una mail a marco@verdi.it con oggetto "Riunione" e testo "Ci vediamo lunedì?"', sendMail(['marco@verdi.it'], 'Riunione', 'Ci vediamo lunedì?')),
    ],
  },
  {
    id: 'mail-archive-it',
    teach: [taught('it', 'archivia le mail di Giorgio', moveMail({ from: 'Giorgio' }, 'Archive')), taught('it', 'archivia le mail di Anna', moveMail({ from: 'Anna' }, 'Archive'))],
    probes: [
      probe('thu', 'values', 'it', 'archivia le mail di Marco', moveMail({ from: 'Marco' }, 'Archive')),
      probe('tue', 'values', 'it', 'archivia le mail di Sara', moveMail({ from: 'Sara' }, 'Archive')),
      probe('thu', 'sibling', 'it', 'archivia le newsletter', moveMail({ query: 'newsletter' }, 'Archive')),
      probe('tue', 'same', 'it', 'archivia le mail di Giorgio', moveMail({ from: 'Giorgio' }, 'Archive')),
      probe('thu', 'not-memory', 'it', 'cerca le mail archiviate di Giorgio', findMail({ folder: 'Archive', from: 'Giorgio' }), true),
      probe('tue', 'values', 'en', 'archive the emails from Luca', moveMail({ from: 'Luca' }, 'Archive')),
    ],
  },
  {
    id: 'mail-delete-en',
    teach: [taught('en', 'delete the emails from Deals', moveMail({ from: 'Deals' }, 'Trash')), taught('en', 'delete the emails from Prize Center', moveMail({ from: 'Prize Center' }, 'Trash'))],
    probes: [
      probe('thu', 'values', 'en', 'delete the emails from Tech Weekly', moveMail({ from: 'Tech Weekly' }, 'Trash')),
      probe('tue', 'values', 'en', 'delete the emails from Giorgio', moveMail({ from: 'Giorgio' }, 'Trash')),
      probe('thu', 'sibling', 'en', 'delete the email with subject "Offerta imperdibile"', moveMail({ query: 'Offerta imperdibile' }, 'Trash')),
      probe('tue', 'paraphrase', 'en', 'bin the emails from Deals', moveMail({ from: 'Deals' }, 'Trash')),
      probe('thu', 'not-memory', 'en', 'restore the emails from Deals from the trash', { ...moveMail({ from: 'Deals', folder: 'Trash' }, 'INBOX') }, true),
      probe('tue', 'values', 'it', 'cancella le mail di Prize Center', moveMail({ from: 'Prize Center' }, 'Trash')),
      probe('thu', 'not-memory', 'it', 'svuota il cestino', missingCapability('empty', 'trash', ['trash'], 'delete the messages in the trash for good'), true),
    ],
  },
  {
    id: 'mail-forward-en',
    teach: [
      taught('en', 'forward the emails from Sara to giorgio@example.it', forwardMail({ from: 'Sara' }, ['giorgio@example.it'], 'Fwd: emails from Sara')),
      taught('en', 'forward the emails from Anna to luca.bianchi@example.it', forwardMail({ from: 'Anna' }, ['luca.bianchi@example.it'], 'Fwd: emails from Anna')),
    ],
    probes: [
      probe('thu', 'values', 'en', 'forward the emails from Marco to anna@rossi.it', forwardMail({ from: 'Marco' }, ['anna@rossi.it'], 'Fwd: emails from Marco')),
      probe('tue', 'roles', 'en', 'forward the emails from Giorgio to sara@example.it', forwardMail({ from: 'Giorgio' }, ['sara@example.it'], 'Fwd: emails from Giorgio')),
      probe('thu', 'same', 'en', 'forward the emails from Sara to giorgio@example.it', forwardMail({ from: 'Sara' }, ['giorgio@example.it'], 'Fwd: emails from Sara')),
      probe('tue', 'sibling', 'en', 'forward the email with subject "Agenda" to marco@verdi.it', forwardMail({ query: 'Agenda' }, ['marco@verdi.it'], 'Fwd: Agenda')),
      probe('thu', 'values', 'en', 'forward the emails from Luca to anna@rossi.it and sara@example.it', forwardMail({ from: 'Luca' }, ['anna@rossi.it', 'sara@example.it'], 'Fwd: emails from Luca')),
      probe('tue', 'not-memory', 'en', 'reply to the email from Sara', missingCapability('reply', 'messages', ['sara'], 'reply to a message'), true),
    ],
  },
  {
    id: 'mail-forward-it',
    teach: [
      taught('it', 'inoltra le mail di Luca a sara@example.it', forwardMail({ from: 'Luca' }, ['sara@example.it'], 'I: mail di Luca')),
      taught('it', 'inoltra le mail di Marco a anna@rossi.it', forwardMail({ from: 'Marco' }, ['anna@rossi.it'], 'I: mail di Marco')),
    ],
    probes: [
      probe('thu', 'values', 'it', 'inoltra le mail di Anna a giorgio@example.it', forwardMail({ from: 'Anna' }, ['giorgio@example.it'], 'I: mail di Anna')),
      probe('tue', 'roles', 'it', 'inoltra le mail di Sara a luca.bianchi@example.it', forwardMail({ from: 'Sara' }, ['luca.bianchi@example.it'], 'I: mail di Sara')),
      probe('thu', 'sibling', 'it', 'inoltra la mail con oggetto "Fattura di marzo" a giorgio@example.it', forwardMail({ query: 'Fattura di marzo' }, ['giorgio@example.it'], 'I: Fattura di marzo')),
      probe('tue', 'same', 'it', 'inoltra le mail di Luca a sara@example.it', forwardMail({ from: 'Luca' }, ['sara@example.it'], 'I: mail di Luca')),
      probe('thu', 'paraphrase', 'it', 'gira a marco@verdi.it le mail di Paolo', forwardMail({ from: 'Paolo' }, ['marco@verdi.it'], 'I: mail di Paolo')),
    ],
  },
];
