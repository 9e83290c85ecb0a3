/**
 * A fresh evaluation set for the L1 near-miss guard, written before reading the guard: pairs of a stored request
 * (with the tool call a planner gave it) and a new request, over the domains of a personal assistant, in English
 * and Italian. `serve`: the new request asks for exactly the same call (paraphrase, reordering, politeness, casing,
 * accents, punctuated values, equal numbers spelled out). `refuse`: one value, the action or its polarity
 * differs; serving the stored call would be wrong. A refuse case may carry `replayArgs`: the call a replay that
 * re-read the new value would give (serving that is right, serving anything else is a wrong serve).
 */
export interface GuardEvaluationCase {
  readonly language: 'en' | 'it';
  readonly domain: string;
  /** What the pair tests: `paraphrase`, `punctuation`, `number`, `time`, `verb`, `on-off`, ... */
  readonly kind: string;
  readonly stored: { readonly query: string; readonly tool: string; readonly args: Readonly<Record<string, unknown>> };
  readonly request: string;
  readonly expected: 'serve' | 'refuse';
  readonly replayArgs?: Readonly<Record<string, unknown>>;
}

type Args = Record<string, unknown>;
type Row = [expected: 'S' | 'R', kind: string, query: string, tool: string, args: Args, request: string, replayArgs?: Args];

function group(language: 'en' | 'it', domain: string, rows: Row[]): GuardEvaluationCase[] {
  return rows.map(([expected, kind, query, tool, args, request, replayArgs]) => ({
    language,
    domain,
    kind,
    stored: { query, tool, args },
    request,
    expected: expected === 'S' ? 'serve' : 'refuse',
    ...(replayArgs === undefined ? {} : { replayArgs }),
  }));
}

const mailEn = group('en', 'mail', [
  ['S', 'paraphrase', "send an email to Marco saying I'll be late", 'send_emails', { to: 'Marco', body: "I'll be late" }, "please send an email to Marco saying I'll be late"],
  ['S', 'casing', 'email Laura the report', 'send_emails', { to: 'Laura', body: 'the report' }, 'Email LAURA the report'],
  ['S', 'politeness', 'show my unread emails from Amazon', 'find_emails', { from: 'Amazon', unread: true }, 'could you show my unread emails from Amazon please?'],
  ['S', 'word-order', 'find emails from Paolo in the inbox', 'find_emails', { from: 'Paolo', folder: 'inbox' }, 'in the inbox find emails from Paolo'],
  ['S', 'punctuation', 'find the emails from john.smith@example.com', 'find_emails', { from: 'john.smith@example.com' }, 'find the emails from john.smith@example.com.'],
  ['S', 'punctuation', 'show the emails received on 12/26/2018', 'find_emails', { date: '2018-12-26' }, 'show the emails received on 12/26/2018'],
  ['S', 'paraphrase', 'delete the spam emails', 'delete_emails', { folder: 'spam' }, 'please delete the spam emails'],
  ['S', 'punctuation', 'send "see you tomorrow" to Anna', 'send_emails', { to: 'Anna', body: 'see you tomorrow' }, 'send "see you tomorrow" to Anna!'],
  ['R', 'recipient', "send an email to Marco saying I'll be late", 'send_emails', { to: 'Marco', body: "I'll be late" }, "send an email to Giulia saying I'll be late", { to: 'Giulia', body: "I'll be late" }],
  ['R', 'recipient', 'email Laura the report', 'send_emails', { to: 'Laura', body: 'the report' }, 'email Sara the report', { to: 'Sara', body: 'the report' }],
  ['R', 'name', 'show my unread emails from Amazon', 'find_emails', { from: 'Amazon', unread: true }, 'show my unread emails from eBay', { from: 'eBay', unread: true }],
  ['R', 'folder', 'find emails from Paolo in the inbox', 'find_emails', { from: 'Paolo', folder: 'inbox' }, 'find emails from Paolo in the archive'],
  ['R', 'date', 'show the emails received on 12/26/2018', 'find_emails', { date: '2018-12-26' }, 'show the emails received on 12/27/2018', { date: '2018-12-27' }],
  ['R', 'quoted', 'send "see you tomorrow" to Anna', 'send_emails', { to: 'Anna', body: 'see you tomorrow' }, 'send "see you on Friday" to Anna', { to: 'Anna', body: 'see you on Friday' }],
  ['R', 'verb', 'delete the spam emails', 'delete_emails', { folder: 'spam' }, 'show the spam emails'],
  ['R', 'verb', 'find emails from Paolo in the inbox', 'find_emails', { from: 'Paolo', folder: 'inbox' }, 'delete emails from Paolo in the inbox'],
  ['R', 'verb', "send an email to Marco saying I'll be late", 'send_emails', { to: 'Marco', body: "I'll be late" }, "draft an email to Marco saying I'll be late"],
  ['R', 'negation', 'mark the emails from Amazon as read', 'mark_emails', { from: 'Amazon', read: true }, "don't mark the emails from Amazon as read"],
  ['R', 'number', 'show my last 5 emails', 'find_emails', { limit: 5 }, 'show my last 10 emails', { limit: 10 }],
  ['R', 'number', 'show my last five emails', 'find_emails', { limit: 5 }, 'show my last three emails', { limit: 3 }],
  ['S', 'number-form', 'show my last 5 emails', 'find_emails', { limit: 5 }, 'show my last five emails'],
  ['R', 'weekday', 'show the emails I got on Monday', 'find_emails', { day: 'Monday' }, 'show the emails I got on Thursday', { day: 'Thursday' }],
]);

const mailIt = group('it', 'mail', [
  ['S', 'paraphrase', 'manda una mail a Marco con scritto che arrivo tardi', 'send_emails', { to: 'Marco', body: 'arrivo tardi' }, 'per favore manda una mail a Marco con scritto che arrivo tardi'],
  ['S', 'accents', 'mostrami le mail di Niccolò', 'find_emails', { from: 'Niccolò' }, 'mostrami le mail di Niccolò.'],
  ['S', 'casing', 'cerca le email di amazon nella posta in arrivo', 'find_emails', { from: 'Amazon', folder: 'inbox' }, 'Cerca le email di Amazon nella posta in arrivo'],
  ['S', 'word-order', 'scrivi a Giulia che la riunione è spostata', 'send_emails', { to: 'Giulia', body: 'la riunione è spostata' }, 'scrivi a Giulia che la riunione è spostata, grazie'],
  ['S', 'punctuation', 'cerca le mail del 21 agosto 2035', 'find_emails', { date: '2035-08-21' }, 'cerca le mail del 21 agosto , 2035'],
  ['S', 'politeness', 'elimina le mail di spam', 'delete_emails', { folder: 'spam' }, 'potresti eliminare le mail di spam?'],
  ['R', 'recipient', 'manda una mail a Marco con scritto che arrivo tardi', 'send_emails', { to: 'Marco', body: 'arrivo tardi' }, 'manda una mail a Luca con scritto che arrivo tardi', { to: 'Luca', body: 'arrivo tardi' }],
  ['R', 'name', 'mostrami le mail di Niccolò', 'find_emails', { from: 'Niccolò' }, 'mostrami le mail di Beatrice', { from: 'Beatrice' }],
  ['R', 'folder', 'cerca le email di amazon nella posta in arrivo', 'find_emails', { from: 'Amazon', folder: 'inbox' }, 'cerca le email di amazon nel cestino'],
  ['R', 'date', 'cerca le mail del 21 agosto 2035', 'find_emails', { date: '2035-08-21' }, 'cerca le mail del 22 agosto 2035', { date: '2035-08-22' }],
  ['R', 'verb', 'elimina le mail di spam', 'delete_emails', { folder: 'spam' }, 'elenca le mail di spam'],
  ['R', 'verb', 'cerca le email di amazon nella posta in arrivo', 'find_emails', { from: 'Amazon', folder: 'inbox' }, 'cancella le email di amazon nella posta in arrivo'],
  ['R', 'verb', 'inoltra la mail di Paolo a Sara', 'forward_emails', { from: 'Paolo', to: 'Sara' }, 'rispondi alla mail di Paolo a Sara'],
  ['R', 'quoted', 'rispondi a Carla "va bene"', 'reply_emails', { to: 'Carla', body: 'va bene' }, 'rispondi a Carla "non posso"'],
  ['R', 'negation', 'segna come lette le mail di Amazon', 'mark_emails', { from: 'Amazon', read: true }, 'non segnare come lette le mail di Amazon'],
  ['R', 'number', 'mostrami le ultime 5 mail', 'find_emails', { limit: 5 }, 'mostrami le ultime 8 mail', { limit: 8 }],
  ['S', 'number-form', 'mostrami le ultime 5 mail', 'find_emails', { limit: 5 }, 'mostrami le ultime cinque mail'],
  ['R', 'weekday', 'mostra le mail arrivate lunedì', 'find_emails', { day: 'lunedì' }, 'mostra le mail arrivate venerdì', { day: 'venerdì' }],
]);

const filesEn = group('en', 'files', [
  ['S', 'paraphrase', 'find the pdf files in Downloads', 'find_files', { root: '~/Downloads', pattern: '*.pdf' }, 'find all the pdf files in Downloads'],
  ['S', 'casing', 'find the pdf files in Downloads', 'find_files', { root: '~/Downloads', pattern: '*.pdf' }, 'Find the PDF files in downloads'],
  ['S', 'word-order', 'in Documents list the spreadsheets', 'find_files', { root: '~/Documents', pattern: '*.xlsx' }, 'list the spreadsheets in Documents'],
  ['S', 'politeness', 'delete the tmp files in ~/Projects', 'delete_files', { root: '~/Projects', pattern: '*.tmp' }, 'please delete the tmp files in ~/Projects, thanks'],
  ['S', 'punctuation', 'move report.docx to ~/Archive', 'move_files', { source: 'report.docx', destination: '~/Archive' }, 'move report.docx to ~/Archive.'],
  ['S', 'punctuation', 'open version 2.0 of the spec', 'open_files', { name: 'spec', version: '2.0' }, 'open version 2.0 of the spec'],
  ['S', 'paraphrase', 'copy the photos from ~/Camera to ~/Backup', 'copy_files', { source: '~/Camera', destination: '~/Backup' }, 'copy the photos from ~/Camera to ~/Backup please'],
  ['S', 'number-form', 'show the 3 largest files in Downloads', 'find_files', { root: '~/Downloads', limit: 3, sort: 'size' }, 'show the three largest files in Downloads'],
  ['S', 'paraphrase', 'find files modified in the last 7 days', 'find_files', { modifiedWithinDays: 7 }, 'find the files modified in the last 7 days'],
  ['R', 'verb', 'delete all the pdf and docx files in the downloads folder', 'delete_files', { root: '~/Downloads', pattern: '*.{pdf,docx}' }, 'list all the pdf and docx files in the downloads folder'],
  ['R', 'verb', 'move report.docx to ~/Archive', 'move_files', { source: 'report.docx', destination: '~/Archive' }, 'copy report.docx to ~/Archive'],
  ['R', 'verb', 'copy the photos from ~/Camera to ~/Backup', 'copy_files', { source: '~/Camera', destination: '~/Backup' }, 'move the photos from ~/Camera to ~/Backup'],
  ['R', 'verb', 'find the pdf files in Downloads', 'find_files', { root: '~/Downloads', pattern: '*.pdf' }, 'remove the pdf files in Downloads'],
  ['R', 'verb', 'compress the logs folder', 'compress_files', { source: '~/logs' }, 'extract the logs folder'],
  ['R', 'verb', 'rename notes.txt to todo.txt', 'rename_files', { source: 'notes.txt', name: 'todo.txt' }, 'copy notes.txt to todo.txt'],
  ['R', 'folder', 'find the pdf files in Downloads', 'find_files', { root: '~/Downloads', pattern: '*.pdf' }, 'find the pdf files in Documents', { root: '~/Documents', pattern: '*.pdf' }],
  ['R', 'folder', 'delete the tmp files in ~/Projects', 'delete_files', { root: '~/Projects', pattern: '*.tmp' }, 'delete the tmp files in ~/Work', { root: '~/Work', pattern: '*.tmp' }],
  ['R', 'file-type', 'find the pdf files in Downloads', 'find_files', { root: '~/Downloads', pattern: '*.pdf' }, 'find the jpg files in Downloads', { root: '~/Downloads', pattern: '*.jpg' }],
  ['R', 'file-type', 'delete the tmp files in ~/Projects', 'delete_files', { root: '~/Projects', pattern: '*.tmp' }, 'delete the log files in ~/Projects'],
  ['R', 'name', 'move report.docx to ~/Archive', 'move_files', { source: 'report.docx', destination: '~/Archive' }, 'move invoice.docx to ~/Archive', { source: 'invoice.docx', destination: '~/Archive' }],
  ['R', 'folder', 'move report.docx to ~/Archive', 'move_files', { source: 'report.docx', destination: '~/Archive' }, 'move report.docx to ~/Desktop', { source: 'report.docx', destination: '~/Desktop' }],
  ['R', 'number', 'show the 3 largest files in Downloads', 'find_files', { root: '~/Downloads', limit: 3, sort: 'size' }, 'show the 4 largest files in Downloads', { root: '~/Downloads', limit: 4, sort: 'size' }],
  ['R', 'duration', 'find files modified in the last 7 days', 'find_files', { modifiedWithinDays: 7 }, 'find files modified in the last 30 days', { modifiedWithinDays: 30 }],
  ['R', 'version', 'open version 2.0 of the spec', 'open_files', { name: 'spec', version: '2.0' }, 'open version 2.1 of the spec', { name: 'spec', version: '2.1' }],
  ['R', 'negation', 'delete the tmp files in ~/Projects', 'delete_files', { root: '~/Projects', pattern: '*.tmp' }, "don't delete the tmp files in ~/Projects"],
  ['R', 'open-close', 'open the budget spreadsheet', 'open_files', { name: 'budget.xlsx' }, 'close the budget spreadsheet'],
  ['R', 'quoted', 'search my files for "quarterly review"', 'search_files', { query: 'quarterly review' }, 'search my files for "annual review"', { query: 'annual review' }],
]);

const filesIt = group('it', 'files', [
  ['S', 'paraphrase', 'trova i pdf nei documenti', 'find_files', { root: '~/Documents', pattern: '*.pdf' }, 'trovami i pdf nei documenti'],
  ['S', 'politeness', 'elimina i pdf in ~/Scaricati', 'delete_files', { root: '~/Scaricati', pattern: '*.pdf' }, 'per piacere elimina i pdf in ~/Scaricati'],
  ['S', 'casing', 'sposta relazione.docx in ~/Archivio', 'move_files', { source: 'relazione.docx', destination: '~/Archivio' }, 'Sposta relazione.docx in ~/Archivio'],
  ['S', 'word-order', 'nella cartella Scaricati cerca le immagini', 'find_files', { root: '~/Scaricati', pattern: '*.jpg' }, 'cerca le immagini nella cartella Scaricati'],
  ['S', 'accents', 'copia le foto di Papà nel backup', 'copy_files', { source: '~/Foto/Papà', destination: '~/Backup' }, 'copia le foto di Papà nel backup!'],
  ['S', 'number-form', 'mostra i 10 file più grandi', 'find_files', { limit: 10, sort: 'size' }, 'mostra i dieci file più grandi'],
  ['S', 'punctuation', 'apri la versione 2.0 del progetto', 'open_files', { name: 'progetto', version: '2.0' }, 'apri la versione 2.0 del progetto.'],
  ['S', 'paraphrase', 'trova i file modificati negli ultimi 7 giorni', 'find_files', { modifiedWithinDays: 7 }, 'trova tutti i file modificati negli ultimi 7 giorni'],
  ['R', 'verb', 'elimina i pdf in ~/Scaricati', 'delete_files', { root: '~/Scaricati', pattern: '*.pdf' }, 'elenca i pdf in ~/Scaricati'],
  ['R', 'verb', 'sposta relazione.docx in ~/Archivio', 'move_files', { source: 'relazione.docx', destination: '~/Archivio' }, 'copia relazione.docx in ~/Archivio'],
  ['R', 'verb', 'copia le foto di Papà nel backup', 'copy_files', { source: '~/Foto/Papà', destination: '~/Backup' }, 'sposta le foto di Papà nel backup'],
  ['R', 'verb', 'trova i pdf nei documenti', 'find_files', { root: '~/Documents', pattern: '*.pdf' }, 'cancella i pdf nei documenti'],
  ['R', 'verb', 'comprimi la cartella dei log', 'compress_files', { source: '~/log' }, 'estrai la cartella dei log'],
  ['R', 'folder', 'trova i pdf nei documenti', 'find_files', { root: '~/Documents', pattern: '*.pdf' }, 'trova i pdf in Scaricati', { root: '~/Downloads', pattern: '*.pdf' }],
  ['R', 'folder', 'elimina i pdf in ~/Scaricati', 'delete_files', { root: '~/Scaricati', pattern: '*.pdf' }, 'elimina i pdf in ~/Desktop', { root: '~/Desktop', pattern: '*.pdf' }],
  ['R', 'file-type', 'trova i pdf nei documenti', 'find_files', { root: '~/Documents', pattern: '*.pdf' }, 'trova i docx nei documenti', { root: '~/Documents', pattern: '*.docx' }],
  ['R', 'file-type', 'nella cartella Scaricati cerca le immagini', 'find_files', { root: '~/Scaricati', pattern: '*.jpg' }, 'nella cartella Scaricati cerca i video'],
  ['R', 'name', 'sposta relazione.docx in ~/Archivio', 'move_files', { source: 'relazione.docx', destination: '~/Archivio' }, 'sposta fattura.docx in ~/Archivio', { source: 'fattura.docx', destination: '~/Archivio' }],
  ['R', 'number', 'mostra i 10 file più grandi', 'find_files', { limit: 10, sort: 'size' }, 'mostra i 20 file più grandi', { limit: 20, sort: 'size' }],
  ['R', 'number', 'mostra i dieci file più grandi', 'find_files', { limit: 10, sort: 'size' }, 'mostra i due file più grandi', { limit: 2, sort: 'size' }],
  ['R', 'duration', 'trova i file modificati negli ultimi 7 giorni', 'find_files', { modifiedWithinDays: 7 }, 'trova i file modificati negli ultimi 3 giorni', { modifiedWithinDays: 3 }],
  ['R', 'version', 'apri la versione 2.0 del progetto', 'open_files', { name: 'progetto', version: '2.0' }, 'apri la versione 3.0 del progetto', { name: 'progetto', version: '3.0' }],
  ['R', 'negation', 'elimina i pdf in ~/Scaricati', 'delete_files', { root: '~/Scaricati', pattern: '*.pdf' }, 'non eliminare i pdf in ~/Scaricati'],
  ['R', 'open-close', 'apri il file del bilancio', 'open_files', { name: 'bilancio.xlsx' }, 'chiudi il file del bilancio'],
  ['R', 'quoted', 'cerca nei file "verbale assemblea"', 'search_files', { query: 'verbale assemblea' }, 'cerca nei file "verbale riunione"', { query: 'verbale riunione' }],
]);

const remindersEn = group('en', 'reminders', [
  ['S', 'paraphrase', 'remind me to call mom next week at 5pm', 'create_reminders', { text: 'call mom', time: '5pm' }, 'please remind me to call mom next week at 5pm'],
  ['S', 'casing', 'remind me to buy milk tomorrow at 9am', 'create_reminders', { text: 'buy milk', time: '9am' }, 'Remind me to buy milk tomorrow at 9AM'],
  ['S', 'word-order', 'tomorrow at 9am remind me to buy milk', 'create_reminders', { text: 'buy milk', time: '9am' }, 'remind me to buy milk tomorrow at 9am'],
  ['S', 'punctuation', 'remind me on Oct. 17 to renew the passport', 'create_reminders', { text: 'renew the passport', date: 'Oct. 17' }, 'remind me on Oct. 17 to renew the passport'],
  ['S', 'punctuation', 'remind me to pay rent on 6/1/2026', 'create_reminders', { text: 'pay rent', date: '6/1/2026' }, 'remind me to pay rent on 6/1/2026!'],
  ['S', 'politeness', 'remind me to water the plants on Saturday', 'create_reminders', { text: 'water the plants', day: 'Saturday' }, 'could you remind me to water the plants on Saturday?'],
  ['R', 'time', 'remind me to call mom next week at 5pm', 'create_reminders', { text: 'call mom', time: '5pm' }, 'remind me to call mom next week at 6pm', { text: 'call mom', time: '6pm' }],
  ['R', 'ampm', 'remind me to buy milk tomorrow at 9am', 'create_reminders', { text: 'buy milk', time: '9am' }, 'remind me to buy milk tomorrow at 9pm', { text: 'buy milk', time: '9pm' }],
  ['R', 'date', 'remind me on Oct. 17 to renew the passport', 'create_reminders', { text: 'renew the passport', date: 'Oct. 17' }, 'remind me on Oct. 18 to renew the passport', { text: 'renew the passport', date: 'Oct. 18' }],
  ['R', 'date', 'remind me to pay rent on 6/1/2026', 'create_reminders', { text: 'pay rent', date: '6/1/2026' }, 'remind me to pay rent on 7/1/2026', { text: 'pay rent', date: '7/1/2026' }],
  ['R', 'weekday', 'remind me to water the plants on Saturday', 'create_reminders', { text: 'water the plants', day: 'Saturday' }, 'remind me to water the plants on Sunday', { text: 'water the plants', day: 'Sunday' }],
  ['R', 'quoted', 'remind me to call mom next week at 5pm', 'create_reminders', { text: 'call mom', time: '5pm' }, 'remind me to call dad next week at 5pm', { text: 'call dad', time: '5pm' }],
  ['R', 'verb', 'remind me to water the plants on Saturday', 'create_reminders', { text: 'water the plants', day: 'Saturday' }, 'cancel the reminder to water the plants on Saturday'],
  ['R', 'verb', 'delete the reminder about the dentist', 'delete_reminders', { text: 'dentist' }, 'show the reminder about the dentist'],
  ['R', 'duration', 'remind me in 15 minutes to check the oven', 'create_reminders', { text: 'check the oven', inMinutes: 15 }, 'remind me in 25 minutes to check the oven', { text: 'check the oven', inMinutes: 25 }],
  ['R', 'time', 'remind me at 7:30 to take the pills', 'create_reminders', { text: 'take the pills', time: '07:30' }, 'remind me at 7:45 to take the pills', { text: 'take the pills', time: '07:45' }],
  ['S', 'paraphrase', 'remind me at 7:30 to take the pills', 'create_reminders', { text: 'take the pills', time: '07:30' }, 'remind me at 7:30 to take the pills please'],
]);

const remindersIt = group('it', 'reminders', [
  ['S', 'paraphrase', 'ricordami di chiamare la mamma domani alle 18', 'create_reminders', { text: 'chiamare la mamma', time: '18:00' }, 'per favore ricordami di chiamare la mamma domani alle 18'],
  ['S', 'punctuation', 'ricordami di pagare la bolletta il 21 agosto 2035', 'create_reminders', { text: 'pagare la bolletta', date: '2035-08-21' }, 'ricordami di pagare la bolletta il 21 agosto , 2035'],
  ['S', 'word-order', 'domani alle 9 ricordami di comprare il latte', 'create_reminders', { text: 'comprare il latte', time: '09:00' }, 'ricordami di comprare il latte domani alle 9'],
  ['S', 'casing', 'ricordami di innaffiare le piante sabato', 'create_reminders', { text: 'innaffiare le piante', day: 'sabato' }, 'Ricordami di innaffiare le piante Sabato'],
  ['S', 'accents', 'ricordami di chiamare Nicolò venerdì', 'create_reminders', { text: 'chiamare Nicolò', day: 'venerdì' }, 'ricordami di chiamare Nicolò venerdì!'],
  ['S', 'punctuation', 'ricordami alle 7.30 di prendere le medicine', 'create_reminders', { text: 'prendere le medicine', time: '07:30' }, 'ricordami alle 7.30 di prendere le medicine.'],
  ['R', 'time', 'ricordami di chiamare la mamma domani alle 18', 'create_reminders', { text: 'chiamare la mamma', time: '18:00' }, 'ricordami di chiamare la mamma domani alle 19', { text: 'chiamare la mamma', time: '19:00' }],
  ['R', 'date', 'ricordami di pagare la bolletta il 21 agosto 2035', 'create_reminders', { text: 'pagare la bolletta', date: '2035-08-21' }, 'ricordami di pagare la bolletta il 21 settembre 2035', { text: 'pagare la bolletta', date: '2035-09-21' }],
  ['R', 'time', 'domani alle 9 ricordami di comprare il latte', 'create_reminders', { text: 'comprare il latte', time: '09:00' }, 'domani alle 10 ricordami di comprare il latte', { text: 'comprare il latte', time: '10:00' }],
  ['R', 'weekday', 'ricordami di innaffiare le piante sabato', 'create_reminders', { text: 'innaffiare le piante', day: 'sabato' }, 'ricordami di innaffiare le piante domenica', { text: 'innaffiare le piante', day: 'domenica' }],
  ['R', 'name', 'ricordami di chiamare Nicolò venerdì', 'create_reminders', { text: 'chiamare Nicolò', day: 'venerdì' }, 'ricordami di chiamare Federica venerdì', { text: 'chiamare Federica', day: 'venerdì' }],
  ['R', 'time', 'ricordami alle 7.30 di prendere le medicine', 'create_reminders', { text: 'prendere le medicine', time: '07:30' }, 'ricordami alle 8.30 di prendere le medicine', { text: 'prendere le medicine', time: '08:30' }],
  ['R', 'verb', 'cancella il promemoria del dentista', 'delete_reminders', { text: 'dentista' }, 'aggiungi il promemoria del dentista'],
  ['R', 'verb', 'cancella la riunione di domani', 'delete_events', { date: 'tomorrow' }, 'aggiungi la riunione di domani'],
  ['R', 'duration', 'ricordami tra 15 minuti di controllare il forno', 'create_reminders', { text: 'controllare il forno', inMinutes: 15 }, 'ricordami tra 40 minuti di controllare il forno', { text: 'controllare il forno', inMinutes: 40 }],
  ['R', 'negation', 'ricordami di chiamare la mamma domani alle 18', 'create_reminders', { text: 'chiamare la mamma', time: '18:00' }, 'non ricordarmi di chiamare la mamma domani alle 18'],
]);

const timersEn = group('en', 'timers', [
  ['S', 'paraphrase', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'set a 10 minute timer'],
  ['S', 'number-form', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'set a timer for ten minutes'],
  ['S', 'casing', 'start a timer for 30 seconds', 'set_timers', { seconds: 30 }, 'Start a timer for 30 Seconds'],
  ['S', 'politeness', 'set a timer for 1 hour', 'set_timers', { minutes: 60 }, 'please set a timer for 1 hour'],
  ['S', 'number-form', 'set a timer for twenty five minutes', 'set_timers', { minutes: 25 }, 'set a timer for 25 minutes'],
  ['R', 'duration', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'set a timer for 20 minutes', { minutes: 20 }],
  ['R', 'duration', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'set a timer for fifteen minutes', { minutes: 15 }],
  ['R', 'duration', 'start a timer for 30 seconds', 'set_timers', { seconds: 30 }, 'start a timer for 45 seconds', { seconds: 45 }],
  ['R', 'duration', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'set a timer for 10 hours', { minutes: 600 }],
  ['R', 'duration', 'set a timer for 1 hour', 'set_timers', { minutes: 60 }, 'set a timer for 2 hours', { minutes: 120 }],
  ['R', 'verb', 'set a timer for 10 minutes', 'set_timers', { minutes: 10 }, 'cancel the timer for 10 minutes'],
  ['R', 'verb', 'pause the timer', 'pause_timers', {}, 'resume the timer'],
  ['R', 'verb', 'stop the timer', 'stop_timers', {}, 'start the timer'],
]);

const timersIt = group('it', 'timers', [
  ['S', 'paraphrase', 'imposta un timer di 10 minuti', 'set_timers', { minutes: 10 }, 'imposta un timer da 10 minuti'],
  ['S', 'number-form', 'imposta un timer di 10 minuti', 'set_timers', { minutes: 10 }, 'imposta un timer di dieci minuti'],
  ['S', 'politeness', 'metti un timer di 5 minuti', 'set_timers', { minutes: 5 }, 'mi metti un timer di 5 minuti per favore?'],
  ['S', 'number-form', 'avvia un timer di venti secondi', 'set_timers', { seconds: 20 }, 'avvia un timer di 20 secondi'],
  ['R', 'duration', 'imposta un timer di 10 minuti', 'set_timers', { minutes: 10 }, 'imposta un timer di 20 minuti', { minutes: 20 }],
  ['R', 'duration', 'imposta un timer di 10 minuti', 'set_timers', { minutes: 10 }, 'imposta un timer di dodici minuti', { minutes: 12 }],
  ['R', 'duration', 'metti un timer di 5 minuti', 'set_timers', { minutes: 5 }, 'metti un timer di 5 ore', { minutes: 300 }],
  ['R', 'duration', 'avvia un timer di venti secondi', 'set_timers', { seconds: 20 }, 'avvia un timer di trenta secondi', { seconds: 30 }],
  ['R', 'verb', 'imposta un timer di 10 minuti', 'set_timers', { minutes: 10 }, 'annulla il timer di 10 minuti'],
  ['R', 'verb', 'ferma il timer', 'stop_timers', {}, 'avvia il timer'],
  ['R', 'verb', 'metti in pausa il timer', 'pause_timers', {}, 'riprendi il timer'],
]);

const alarmsEn = group('en', 'alarms', [
  ['S', 'paraphrase', 'set an alarm for 7am', 'set_alarms', { time: '07:00' }, 'set an alarm at 7am'],
  ['S', 'casing', 'wake me up at 6:30 tomorrow', 'set_alarms', { time: '06:30', date: 'tomorrow' }, 'Wake me up at 6:30 Tomorrow'],
  ['S', 'politeness', 'set an alarm for 7am on Monday', 'set_alarms', { time: '07:00', day: 'Monday' }, 'can you set an alarm for 7am on Monday please'],
  ['S', 'word-order', 'on Monday set an alarm for 7am', 'set_alarms', { time: '07:00', day: 'Monday' }, 'set an alarm for 7am on Monday'],
  ['S', 'punctuation', 'set an alarm for 7 a.m.', 'set_alarms', { time: '07:00' }, 'set an alarm for 7 a.m.'],
  ['R', 'time', 'set an alarm for 7am', 'set_alarms', { time: '07:00' }, 'set an alarm for 8am', { time: '08:00' }],
  ['R', 'ampm', 'set an alarm for 7am', 'set_alarms', { time: '07:00' }, 'set an alarm for 7pm', { time: '19:00' }],
  ['R', 'time', 'wake me up at 6:30 tomorrow', 'set_alarms', { time: '06:30', date: 'tomorrow' }, 'wake me up at 6:45 tomorrow'],
  ['R', 'weekday', 'set an alarm for 7am on Monday', 'set_alarms', { time: '07:00', day: 'Monday' }, 'set an alarm for 7am on Tuesday', { time: '07:00', day: 'Tuesday' }],
  ['R', 'date', 'wake me up at 6:30 tomorrow', 'set_alarms', { time: '06:30', date: 'tomorrow' }, 'wake me up at 6:30 today', { time: '06:30', date: 'today' }],
  ['R', 'verb', 'set an alarm for 7am', 'set_alarms', { time: '07:00' }, 'delete the alarm for 7am'],
  ['R', 'on-off', 'turn on the 7am alarm', 'set_alarms', { time: '07:00', enabled: true }, 'turn off the 7am alarm'],
  ['R', 'ampm', 'set an alarm for 7 a.m.', 'set_alarms', { time: '07:00' }, 'set an alarm for 7 p.m.', { time: '19:00' }],
  ['R', 'verb', 'snooze the alarm', 'snooze_alarms', {}, 'stop the alarm'],
]);

const alarmsIt = group('it', 'alarms', [
  ['S', 'paraphrase', 'metti la sveglia alle 7', 'set_alarms', { time: '07:00' }, 'mettimi la sveglia alle 7'],
  ['S', 'punctuation', 'sveglia alle 6:30 domani', 'set_alarms', { time: '06:30', date: 'domani' }, 'sveglia alle 6:30 domani.'],
  ['S', 'casing', 'imposta la sveglia alle 7 di lunedì', 'set_alarms', { time: '07:00', day: 'lunedì' }, 'Imposta la sveglia alle 7 di Lunedì'],
  ['S', 'accents', 'imposta la sveglia alle 7 di lunedì', 'set_alarms', { time: '07:00', day: 'lunedì' }, "imposta la sveglia alle 7 di lunedi'"],
  ['S', 'number-form', 'metti la sveglia alle sette', 'set_alarms', { time: '07:00' }, 'metti la sveglia alle 7'],
  ['R', 'time', 'metti la sveglia alle 7', 'set_alarms', { time: '07:00' }, 'metti la sveglia alle 8', { time: '08:00' }],
  ['R', 'time', 'sveglia alle 6:30 domani', 'set_alarms', { time: '06:30', date: 'domani' }, 'sveglia alle 6:15 domani'],
  ['R', 'weekday', 'imposta la sveglia alle 7 di lunedì', 'set_alarms', { time: '07:00', day: 'lunedì' }, 'imposta la sveglia alle 7 di giovedì', { time: '07:00', day: 'giovedì' }],
  ['R', 'date', 'sveglia alle 6:30 domani', 'set_alarms', { time: '06:30', date: 'domani' }, 'sveglia alle 6:30 dopodomani', { time: '06:30', date: 'dopodomani' }],
  ['R', 'time', 'metti la sveglia alle sette', 'set_alarms', { time: '07:00' }, 'metti la sveglia alle otto', { time: '08:00' }],
  ['R', 'verb', 'metti la sveglia alle 7', 'set_alarms', { time: '07:00' }, 'togli la sveglia alle 7'],
  ['R', 'on-off', 'attiva la sveglia delle 7', 'set_alarms', { time: '07:00', enabled: true }, 'disattiva la sveglia delle 7'],
  ['R', 'ampm', 'metti la sveglia alle 7 di mattina', 'set_alarms', { time: '07:00' }, 'metti la sveglia alle 7 di sera', { time: '19:00' }],
]);

const restaurantEn = group('en', 'restaurant', [
  ['S', 'paraphrase', 'book a table for 4 at 8pm', 'book_tables', { party_size: 4, time: '20:00' }, 'book a table for 4 people at 8pm'],
  ['S', 'number-form', 'book a table for 4 at 8pm', 'book_tables', { party_size: 4, time: '20:00' }, 'book a table for four at 8pm'],
  ['S', 'politeness', 'reserve a table at Da Mario for two tonight', 'book_tables', { restaurant: 'Da Mario', party_size: 2, date: 'today' }, 'could you reserve a table at Da Mario for two tonight, please'],
  ['S', 'word-order', 'tomorrow at 7pm book a table for 6', 'book_tables', { party_size: 6, time: '19:00', date: 'tomorrow' }, 'book a table for 6 tomorrow at 7pm'],
  ['S', 'casing', 'book a table at nobu for 3', 'book_tables', { restaurant: 'Nobu', party_size: 3 }, 'Book a table at NOBU for 3'],
  ['R', 'number', 'book a table for 4 at 8pm', 'book_tables', { party_size: 4, time: '20:00' }, 'book a table for 5 at 8pm', { party_size: 5, time: '20:00' }],
  ['R', 'number', 'book a table for 4 at 8pm', 'book_tables', { party_size: 4, time: '20:00' }, 'book a table for six at 8pm', { party_size: 6, time: '20:00' }],
  ['R', 'time', 'book a table for 4 at 8pm', 'book_tables', { party_size: 4, time: '20:00' }, 'book a table for 4 at 9pm', { party_size: 4, time: '21:00' }],
  ['R', 'name', 'reserve a table at Da Mario for two tonight', 'book_tables', { restaurant: 'Da Mario', party_size: 2, date: 'today' }, 'reserve a table at Zuma for two tonight', { restaurant: 'Zuma', party_size: 2, date: 'today' }],
  ['R', 'date', 'tomorrow at 7pm book a table for 6', 'book_tables', { party_size: 6, time: '19:00', date: 'tomorrow' }, 'on Friday at 7pm book a table for 6', { party_size: 6, time: '19:00', date: 'on Friday' }],
  ['R', 'verb', 'book a table at nobu for 3', 'book_tables', { restaurant: 'Nobu', party_size: 3 }, 'cancel the table at nobu for 3'],
  ['R', 'name', 'book a table at nobu for 3', 'book_tables', { restaurant: 'Nobu', party_size: 3 }, 'book a table at Roka for 3'],
]);

const restaurantIt = group('it', 'restaurant', [
  ['S', 'paraphrase', 'prenota un tavolo per uno', 'book_tables', { party_size: 1 }, 'prenotami un tavolo per uno'],
  ['S', 'number-form', 'prenota un tavolo per 4 alle 20', 'book_tables', { party_size: 4, time: '20:00' }, 'prenota un tavolo per quattro alle 20'],
  ['S', 'politeness', 'prenota un tavolo da Gino per due stasera', 'book_tables', { restaurant: 'Gino', party_size: 2, date: 'oggi' }, 'mi prenoti un tavolo da Gino per due stasera, grazie?'],
  ['S', 'word-order', 'domani alle 21 prenota un tavolo per 3', 'book_tables', { party_size: 3, time: '21:00', date: 'domani' }, 'prenota un tavolo per 3 domani alle 21'],
  ['S', 'accents', 'prenota un tavolo al Caffè Nero per 2', 'book_tables', { restaurant: 'Caffè Nero', party_size: 2 }, 'prenota un tavolo al Caffe Nero per 2'],
  ['R', 'number', 'prenota un tavolo per uno', 'book_tables', { party_size: 1 }, 'prenota un tavolo per sei', { party_size: 6 }],
  ['R', 'number', 'prenota un tavolo per 4 alle 20', 'book_tables', { party_size: 4, time: '20:00' }, 'prenota un tavolo per 8 alle 20', { party_size: 8, time: '20:00' }],
  ['R', 'time', 'prenota un tavolo per 4 alle 20', 'book_tables', { party_size: 4, time: '20:00' }, 'prenota un tavolo per 4 alle 21', { party_size: 4, time: '21:00' }],
  ['R', 'name', 'prenota un tavolo da Gino per due stasera', 'book_tables', { restaurant: 'Gino', party_size: 2, date: 'oggi' }, 'prenota un tavolo da Peppe per due stasera', { restaurant: 'Peppe', party_size: 2, date: 'oggi' }],
  ['R', 'date', 'domani alle 21 prenota un tavolo per 3', 'book_tables', { party_size: 3, time: '21:00', date: 'domani' }, 'sabato alle 21 prenota un tavolo per 3', { party_size: 3, time: '21:00', date: 'sabato' }],
  ['R', 'verb', 'prenota un tavolo per uno', 'book_tables', { party_size: 1 }, 'disdici il tavolo per uno'],
  ['R', 'number', 'prenota un tavolo per due', 'book_tables', { party_size: 2 }, 'prenota un tavolo per tre', { party_size: 3 }],
]);

const hotelEn = group('en', 'hotel', [
  ['S', 'paraphrase', 'book a hotel in Paris for 3 nights', 'book_hotels', { city: 'Paris', nights: 3 }, 'book me a hotel in Paris for 3 nights'],
  ['S', 'number-form', 'book a hotel in Paris for 3 nights', 'book_hotels', { city: 'Paris', nights: 3 }, 'book a hotel in Paris for three nights'],
  ['S', 'punctuation', 'find a hotel in St. Louis from June 3', 'find_hotels', { city: 'St. Louis', checkIn: '2026-06-03' }, 'find a hotel in St. Louis from June 3.'],
  ['S', 'casing', 'find hotels in new york under $200', 'find_hotels', { city: 'New York', maxPrice: 200, currency: 'USD' }, 'Find hotels in New York under $200'],
  ['R', 'city', 'book a hotel in Paris for 3 nights', 'book_hotels', { city: 'Paris', nights: 3 }, 'book a hotel in Lyon for 3 nights', { city: 'Lyon', nights: 3 }],
  ['R', 'number', 'book a hotel in Paris for 3 nights', 'book_hotels', { city: 'Paris', nights: 3 }, 'book a hotel in Paris for 4 nights', { city: 'Paris', nights: 4 }],
  ['R', 'date', 'find a hotel in St. Louis from June 3', 'find_hotels', { city: 'St. Louis', checkIn: '2026-06-03' }, 'find a hotel in St. Louis from June 5', { city: 'St. Louis', checkIn: '2026-06-05' }],
  ['R', 'currency', 'find hotels in new york under $200', 'find_hotels', { city: 'New York', maxPrice: 200, currency: 'USD' }, 'find hotels in new york under $300', { city: 'New York', maxPrice: 300, currency: 'USD' }],
  ['R', 'currency', 'find hotels in new york under $200', 'find_hotels', { city: 'New York', maxPrice: 200, currency: 'USD' }, 'find hotels in new york under €200'],
  ['R', 'verb', 'book a hotel in Paris for 3 nights', 'book_hotels', { city: 'Paris', nights: 3 }, 'cancel the hotel in Paris for 3 nights'],
]);

const hotelIt = group('it', 'hotel', [
  ['S', 'paraphrase', 'prenota un albergo a Firenze per 2 notti', 'book_hotels', { city: 'Firenze', nights: 2 }, 'prenotami un albergo a Firenze per 2 notti'],
  ['S', 'number-form', 'prenota un albergo a Firenze per 2 notti', 'book_hotels', { city: 'Firenze', nights: 2 }, 'prenota un albergo a Firenze per due notti'],
  ['S', 'casing', 'cerca hotel a roma sotto i 100 euro', 'find_hotels', { city: 'Roma', maxPrice: 100, currency: 'EUR' }, 'Cerca hotel a Roma sotto i 100 euro'],
  ['R', 'city', 'prenota un albergo a Firenze per 2 notti', 'book_hotels', { city: 'Firenze', nights: 2 }, 'prenota un albergo a Siena per 2 notti', { city: 'Siena', nights: 2 }],
  ['R', 'number', 'prenota un albergo a Firenze per 2 notti', 'book_hotels', { city: 'Firenze', nights: 2 }, 'prenota un albergo a Firenze per 5 notti', { city: 'Firenze', nights: 5 }],
  ['R', 'currency', 'cerca hotel a roma sotto i 100 euro', 'find_hotels', { city: 'Roma', maxPrice: 100, currency: 'EUR' }, 'cerca hotel a roma sotto i 150 euro', { city: 'Roma', maxPrice: 150, currency: 'EUR' }],
  ['R', 'currency', 'cerca hotel a roma sotto i 100 euro', 'find_hotels', { city: 'Roma', maxPrice: 100, currency: 'EUR' }, 'cerca hotel a roma sotto i 100 dollari'],
  ['R', 'verb', 'prenota un albergo a Firenze per 2 notti', 'book_hotels', { city: 'Firenze', nights: 2 }, 'annulla l\'albergo a Firenze per 2 notti'],
  ['R', 'date', 'prenota un hotel a Napoli dal 3 giugno', 'book_hotels', { city: 'Napoli', checkIn: '2026-06-03' }, 'prenota un hotel a Napoli dal 4 giugno', { city: 'Napoli', checkIn: '2026-06-04' }],
  ['S', 'punctuation', 'prenota un hotel a Napoli dal 3 giugno', 'book_hotels', { city: 'Napoli', checkIn: '2026-06-03' }, 'prenota un hotel a Napoli dal 3 giugno!'],
]);

const trainsEn = group('en', 'trains', [
  ['S', 'paraphrase', 'book a train from Milan to Rome tomorrow at 8am', 'book_trains', { from: 'Milan', to: 'Rome', date: 'tomorrow', time: '08:00' }, 'book me a train from Milan to Rome tomorrow at 8am'],
  ['S', 'word-order', 'tomorrow at 8am book a train from Milan to Rome', 'book_trains', { from: 'Milan', to: 'Rome', date: 'tomorrow', time: '08:00' }, 'book a train from Milan to Rome tomorrow at 8am'],
  ['S', 'punctuation', 'find trains to Washington D.C. on 12/26/2018', 'find_trains', { to: 'Washington D.C.', date: '2018-12-26' }, 'find trains to Washington D.C. on 12/26/2018'],
  ['S', 'casing', 'find trains from turin to venice', 'find_trains', { from: 'Turin', to: 'Venice' }, 'Find trains from Turin to Venice'],
  ['R', 'city', 'book a train from Milan to Rome tomorrow at 8am', 'book_trains', { from: 'Milan', to: 'Rome', date: 'tomorrow', time: '08:00' }, 'book a train from Milan to Naples tomorrow at 8am', { from: 'Milan', to: 'Naples', date: 'tomorrow', time: '08:00' }],
  ['R', 'city', 'find trains from turin to venice', 'find_trains', { from: 'Turin', to: 'Venice' }, 'find trains from Bologna to venice'],
  ['R', 'direction', 'find trains from turin to venice', 'find_trains', { from: 'Turin', to: 'Venice' }, 'find trains from venice to turin'],
  ['R', 'time', 'book a train from Milan to Rome tomorrow at 8am', 'book_trains', { from: 'Milan', to: 'Rome', date: 'tomorrow', time: '08:00' }, 'book a train from Milan to Rome tomorrow at 10am'],
  ['R', 'date', 'find trains to Washington D.C. on 12/26/2018', 'find_trains', { to: 'Washington D.C.', date: '2018-12-26' }, 'find trains to Washington D.C. on 12/28/2018', { to: 'Washington D.C.', date: '2018-12-28' }],
  ['R', 'verb', 'book a train from Milan to Rome tomorrow at 8am', 'book_trains', { from: 'Milan', to: 'Rome', date: 'tomorrow', time: '08:00' }, 'cancel the train from Milan to Rome tomorrow at 8am'],
]);

const trainsIt = group('it', 'trains', [
  ['S', 'paraphrase', 'prenota un treno da Milano a Roma domani alle 8', 'book_trains', { from: 'Milano', to: 'Roma', date: 'domani', time: '08:00' }, 'prenotami un treno da Milano a Roma domani alle 8'],
  ['S', 'casing', 'cerca treni da torino a venezia', 'find_trains', { from: 'Torino', to: 'Venezia' }, 'Cerca treni da Torino a Venezia'],
  ['S', 'punctuation', 'cerca un treno per Bologna il 21 agosto 2035', 'find_trains', { to: 'Bologna', date: '2035-08-21' }, 'cerca un treno per Bologna il 21 agosto , 2035'],
  ['R', 'city', 'prenota un treno da Milano a Roma domani alle 8', 'book_trains', { from: 'Milano', to: 'Roma', date: 'domani', time: '08:00' }, 'prenota un treno da Milano a Bari domani alle 8', { from: 'Milano', to: 'Bari', date: 'domani', time: '08:00' }],
  ['R', 'time', 'prenota un treno da Milano a Roma domani alle 8', 'book_trains', { from: 'Milano', to: 'Roma', date: 'domani', time: '08:00' }, 'prenota un treno da Milano a Roma domani alle 9'],
  ['R', 'direction', 'cerca treni da torino a venezia', 'find_trains', { from: 'Torino', to: 'Venezia' }, 'cerca treni da venezia a torino'],
  ['R', 'date', 'cerca un treno per Bologna il 21 agosto 2035', 'find_trains', { to: 'Bologna', date: '2035-08-21' }, 'cerca un treno per Bologna il 23 agosto 2035', { to: 'Bologna', date: '2035-08-23' }],
  ['R', 'verb', 'prenota un treno da Milano a Roma domani alle 8', 'book_trains', { from: 'Milano', to: 'Roma', date: 'domani', time: '08:00' }, 'cancella il treno da Milano a Roma domani alle 8'],
]);

const weatherEn = group('en', 'weather', [
  ['S', 'paraphrase', "what's the weather in London tomorrow", 'get_weather', { city: 'London', day: 'tomorrow' }, 'what is the weather in London tomorrow?'],
  ['S', 'word-order', 'will it rain on saturday', 'get_weather', { day: 'Saturday' }, 'rain Saturday?'],
  ['S', 'casing', 'weather forecast for BERLIN', 'get_weather', { city: 'Berlin' }, 'weather forecast for Berlin'],
  ['S', 'politeness', 'how hot will it be in Madrid today', 'get_weather', { city: 'Madrid', day: 'today' }, 'please tell me how hot it will be in Madrid today'],
  ['S', 'punctuation', "what's the weather in St. Petersburg", 'get_weather', { city: 'St. Petersburg' }, "what's the weather in St. Petersburg?"],
  ['R', 'city', "what's the weather in London tomorrow", 'get_weather', { city: 'London', day: 'tomorrow' }, "what's the weather in Dublin tomorrow", { city: 'Dublin', day: 'tomorrow' }],
  ['R', 'date', "what's the weather in London tomorrow", 'get_weather', { city: 'London', day: 'tomorrow' }, "what's the weather in London today", { city: 'London', day: 'today' }],
  ['R', 'weekday', 'will it rain on saturday', 'get_weather', { day: 'Saturday' }, 'will it rain on sunday', { day: 'sunday' }],
  ['R', 'city', 'weather forecast for BERLIN', 'get_weather', { city: 'Berlin' }, 'weather forecast for Munich', { city: 'Munich' }],
  ['R', 'date', 'weather in Oslo on June 3', 'get_weather', { city: 'Oslo', date: '2026-06-03' }, 'weather in Oslo on June 13', { city: 'Oslo', date: '2026-06-13' }],
]);

const weatherIt = group('it', 'weather', [
  ['S', 'paraphrase', 'che tempo fa a Milano domani', 'get_weather', { city: 'Milano', day: 'domani' }, 'che tempo farà a Milano domani?'],
  ['S', 'word-order', 'domani piove a Torino?', 'get_weather', { city: 'Torino', day: 'domani' }, 'piove domani a Torino?'],
  ['S', 'casing', 'meteo di napoli', 'get_weather', { city: 'Napoli' }, 'Meteo di Napoli'],
  ['S', 'accents', 'che tempo fa a Forlì', 'get_weather', { city: 'Forlì' }, "che tempo fa a Forli'"],
  ['S', 'punctuation', 'piove sabato a Genova?', 'get_weather', { city: 'Genova', day: 'sabato' }, 'piove sabato a Genova'],
  ['R', 'city', 'che tempo fa a Milano domani', 'get_weather', { city: 'Milano', day: 'domani' }, 'che tempo fa a Palermo domani', { city: 'Palermo', day: 'domani' }],
  ['R', 'date', 'che tempo fa a Milano domani', 'get_weather', { city: 'Milano', day: 'domani' }, 'che tempo fa a Milano oggi', { city: 'Milano', day: 'oggi' }],
  ['R', 'weekday', 'piove sabato a Genova?', 'get_weather', { city: 'Genova', day: 'sabato' }, 'piove martedì a Genova?', { city: 'Genova', day: 'martedì' }],
  ['R', 'city', 'meteo di napoli', 'get_weather', { city: 'Napoli' }, 'meteo di bari', { city: 'Bari' }],
]);

const musicEn = group('en', 'music', [
  ['S', 'paraphrase', 'play some Queen', 'play_music', { artist: 'Queen' }, 'play some Queen please'],
  ['S', 'casing', 'play the Beatles', 'play_music', { artist: 'The Beatles' }, 'Play The Beatles'],
  ['S', 'punctuation', 'play "Bohemian Rhapsody"', 'play_music', { song: 'Bohemian Rhapsody' }, 'play "Bohemian Rhapsody".'],
  ['S', 'number-form', 'set the volume to 30 percent', 'set_volume', { level: 30 }, 'set the volume to 30%'],
  ['S', 'word-order', 'on Spotify play my workout playlist', 'play_music', { playlist: 'workout', service: 'Spotify' }, 'play my workout playlist on Spotify'],
  ['R', 'name', 'play some Queen', 'play_music', { artist: 'Queen' }, 'play some Metallica', { artist: 'Metallica' }],
  ['R', 'quoted', 'play "Bohemian Rhapsody"', 'play_music', { song: 'Bohemian Rhapsody' }, 'play "Another One Bites the Dust"', { song: 'Another One Bites the Dust' }],
  ['R', 'percentage', 'set the volume to 30 percent', 'set_volume', { level: 30 }, 'set the volume to 50 percent', { level: 50 }],
  ['R', 'percentage', 'set the volume to 30%', 'set_volume', { level: 30 }, 'set the volume to 70%', { level: 70 }],
  ['R', 'up-down', 'turn the volume up', 'change_volume', { direction: 'up' }, 'turn the volume down'],
  ['R', 'increase-decrease', 'increase the volume', 'change_volume', { direction: 'up' }, 'decrease the volume'],
  ['R', 'verb', 'play my workout playlist', 'play_music', { playlist: 'workout' }, 'pause my workout playlist'],
  ['R', 'verb', 'add this song to my favorites', 'add_songs', { playlist: 'favorites' }, 'remove this song from my favorites'],
  ['R', 'name', 'play my workout playlist', 'play_music', { playlist: 'workout' }, 'play my chill playlist'],
]);

const musicIt = group('it', 'music', [
  ['S', 'paraphrase', 'metti un po\' di Vasco', 'play_music', { artist: 'Vasco Rossi' }, 'metti un po\' di Vasco per favore'],
  ['S', 'casing', 'riproduci la playlist relax', 'play_music', { playlist: 'relax' }, 'Riproduci la playlist Relax'],
  ['S', 'number-form', 'alza il volume al 40 per cento', 'set_volume', { level: 40 }, 'alza il volume al 40%'],
  ['S', 'accents', 'metti le canzoni di Lucio Dalla', 'play_music', { artist: 'Lucio Dalla' }, 'metti le canzoni di Lucio Dalla!'],
  ['R', 'name', 'metti un po\' di Vasco', 'play_music', { artist: 'Vasco Rossi' }, 'metti un po\' di Ligabue'],
  ['R', 'name', 'riproduci la playlist relax', 'play_music', { playlist: 'relax' }, 'riproduci la playlist festa', { playlist: 'festa' }],
  ['R', 'percentage', 'alza il volume al 40 per cento', 'set_volume', { level: 40 }, 'alza il volume al 60 per cento', { level: 60 }],
  ['R', 'up-down', 'alza il volume', 'change_volume', { direction: 'up' }, 'abbassa il volume'],
  ['R', 'verb', 'riproduci la playlist relax', 'play_music', { playlist: 'relax' }, 'ferma la playlist relax'],
  ['R', 'verb', 'aggiungi questa canzone ai preferiti', 'add_songs', { playlist: 'preferiti' }, 'togli questa canzone dai preferiti'],
  ['R', 'quoted', 'metti "Albachiara"', 'play_music', { song: 'Albachiara' }, 'metti "Vita spericolata"', { song: 'Vita spericolata' }],
]);

const homeEn = group('en', 'smart-home', [
  ['S', 'paraphrase', 'turn on the kitchen lights', 'set_lights', { room: 'kitchen', on: true }, 'turn the kitchen lights on'],
  ['S', 'politeness', 'turn off the bedroom lights', 'set_lights', { room: 'bedroom', on: false }, 'please turn off the bedroom lights'],
  ['S', 'casing', 'dim the living room lights to 40%', 'set_lights', { room: 'living room', brightness: 40 }, 'Dim the Living Room lights to 40%'],
  ['S', 'number-form', 'set the thermostat to 21 degrees', 'set_thermostat', { temperature: 21 }, 'set the thermostat to twenty one degrees'],
  ['S', 'punctuation', 'set the thermostat to 21.5 degrees', 'set_thermostat', { temperature: 21.5 }, 'set the thermostat to 21.5 degrees.'],
  ['S', 'word-order', 'in the office turn on the lights', 'set_lights', { room: 'office', on: true }, 'turn on the lights in the office'],
  ['S', 'paraphrase', 'lock the front door', 'lock_doors', { door: 'front' }, 'lock the front door please'],
  ['R', 'on-off', 'turn on the kitchen lights', 'set_lights', { room: 'kitchen', on: true }, 'turn off the kitchen lights'],
  ['R', 'on-off', 'turn off the bedroom lights', 'set_lights', { room: 'bedroom', on: false }, 'turn on the bedroom lights'],
  ['R', 'name', 'turn on the kitchen lights', 'set_lights', { room: 'kitchen', on: true }, 'turn on the garage lights'],
  ['R', 'percentage', 'dim the living room lights to 40%', 'set_lights', { room: 'living room', brightness: 40 }, 'dim the living room lights to 20%', { room: 'living room', brightness: 20 }],
  ['R', 'temperature', 'set the thermostat to 21 degrees', 'set_thermostat', { temperature: 21 }, 'set the thermostat to 19 degrees', { temperature: 19 }],
  ['R', 'temperature', 'set the thermostat to 21.5 degrees', 'set_thermostat', { temperature: 21.5 }, 'set the thermostat to 22.5 degrees', { temperature: 22.5 }],
  ['R', 'temperature', 'set the thermostat to 70 °F', 'set_thermostat', { temperature: 70, unit: 'F' }, 'set the thermostat to 70 °C'],
  ['R', 'increase-decrease', 'raise the temperature by 2 degrees', 'change_thermostat', { delta: 2 }, 'lower the temperature by 2 degrees'],
  ['R', 'up-down', 'turn the heating up', 'change_thermostat', { direction: 'up' }, 'turn the heating down'],
  ['R', 'open-close', 'open the garage door', 'open_doors', { door: 'garage' }, 'close the garage door'],
  ['R', 'open-close', 'lock the front door', 'lock_doors', { door: 'front' }, 'unlock the front door'],
  ['R', 'open-close', 'open the blinds in the bedroom', 'open_blinds', { room: 'bedroom' }, 'close the blinds in the bedroom'],
  ['R', 'negation', 'turn on the kitchen lights', 'set_lights', { room: 'kitchen', on: true }, "don't turn on the kitchen lights"],
  ['R', 'increase-decrease', 'make the lights brighter in the hall', 'change_lights', { room: 'hall', direction: 'up' }, 'make the lights dimmer in the hall'],
]);

const homeIt = group('it', 'smart-home', [
  ['S', 'paraphrase', 'accendi le luci in cucina', 'set_lights', { room: 'cucina', on: true }, 'accendi la luce in cucina'],
  ['S', 'politeness', 'spegni le luci in camera', 'set_lights', { room: 'camera', on: false }, 'per favore spegni le luci in camera'],
  ['S', 'number-form', 'imposta il termostato a 20 gradi', 'set_thermostat', { temperature: 20 }, 'imposta il termostato a venti gradi'],
  ['S', 'punctuation', 'imposta il termostato a 20,5 gradi', 'set_thermostat', { temperature: 20.5 }, 'imposta il termostato a 20,5 gradi.'],
  ['S', 'casing', 'abbassa le luci del soggiorno al 30%', 'set_lights', { room: 'soggiorno', brightness: 30 }, 'Abbassa le luci del Soggiorno al 30%'],
  ['S', 'word-order', 'in salotto accendi le luci', 'set_lights', { room: 'salotto', on: true }, 'accendi le luci in salotto'],
  ['R', 'on-off', 'accendi le luci in cucina', 'set_lights', { room: 'cucina', on: true }, 'spegni le luci in cucina'],
  ['R', 'on-off', 'spegni le luci in camera', 'set_lights', { room: 'camera', on: false }, 'accendi le luci in camera'],
  ['R', 'name', 'accendi le luci in cucina', 'set_lights', { room: 'cucina', on: true }, 'accendi le luci in bagno'],
  ['R', 'temperature', 'imposta il termostato a 20 gradi', 'set_thermostat', { temperature: 20 }, 'imposta il termostato a 23 gradi', { temperature: 23 }],
  ['R', 'temperature', 'imposta il termostato a 20,5 gradi', 'set_thermostat', { temperature: 20.5 }, 'imposta il termostato a 21,5 gradi', { temperature: 21.5 }],
  ['R', 'percentage', 'abbassa le luci del soggiorno al 30%', 'set_lights', { room: 'soggiorno', brightness: 30 }, 'abbassa le luci del soggiorno al 10%', { room: 'soggiorno', brightness: 10 }],
  ['R', 'increase-decrease', 'aumenta la temperatura di 2 gradi', 'change_thermostat', { delta: 2 }, 'diminuisci la temperatura di 2 gradi'],
  ['R', 'up-down', 'alza le tapparelle in camera', 'change_blinds', { room: 'camera', direction: 'up' }, 'abbassa le tapparelle in camera'],
  ['R', 'open-close', 'apri il cancello', 'open_gates', {}, 'chiudi il cancello'],
  ['R', 'open-close', 'chiudi a chiave la porta di casa', 'lock_doors', { door: 'casa' }, 'apri la porta di casa'],
  ['R', 'negation', 'accendi il riscaldamento', 'set_heating', { on: true }, 'non accendere il riscaldamento'],
  ['R', 'on-off', 'accendi il riscaldamento', 'set_heating', { on: true }, 'spegni il riscaldamento'],
]);

const calendarEn = group('en', 'calendar', [
  ['S', 'paraphrase', 'what do I have on my calendar tomorrow', 'list_events', { date: 'tomorrow' }, "what's on my calendar tomorrow"],
  ['S', 'punctuation', 'show my meetings on Oct. 17', 'list_events', { date: 'Oct. 17' }, 'show my meetings on Oct. 17'],
  ['S', 'punctuation', 'show my events on 12/26/2018', 'list_events', { date: '2018-12-26' }, 'show my events on 12/26/2018.'],
  ['S', 'word-order', 'schedule a call with Tom on Friday at 3pm', 'create_events', { title: 'call with Tom', day: 'Friday', time: '15:00' }, 'on Friday at 3pm schedule a call with Tom'],
  ['S', 'casing', 'add lunch with anna on monday', 'create_events', { title: 'lunch with Anna', day: 'Monday' }, 'Add lunch with Anna on Monday'],
  ['S', 'number-form', 'schedule a 30 minute meeting with Ben tomorrow', 'create_events', { title: 'meeting with Ben', date: 'tomorrow', durationMinutes: 30 }, 'schedule a thirty minute meeting with Ben tomorrow'],
  ['R', 'date', 'what do I have on my calendar tomorrow', 'list_events', { date: 'tomorrow' }, 'what do I have on my calendar on Thursday', { date: 'Thursday' }],
  ['R', 'date', 'show my meetings on Oct. 17', 'list_events', { date: 'Oct. 17' }, 'show my meetings on Oct. 19', { date: 'Oct. 19' }],
  ['R', 'name', 'schedule a call with Tom on Friday at 3pm', 'create_events', { title: 'call with Tom', day: 'Friday', time: '15:00' }, 'schedule a call with Jerry on Friday at 3pm', { title: 'call with Jerry', day: 'Friday', time: '15:00' }],
  ['R', 'time', 'schedule a call with Tom on Friday at 3pm', 'create_events', { title: 'call with Tom', day: 'Friday', time: '15:00' }, 'schedule a call with Tom on Friday at 4pm'],
  ['R', 'weekday', 'add lunch with anna on monday', 'create_events', { title: 'lunch with Anna', day: 'Monday' }, 'add lunch with anna on wednesday', { title: 'lunch with Anna', day: 'wednesday' }],
  ['R', 'duration', 'schedule a 30 minute meeting with Ben tomorrow', 'create_events', { title: 'meeting with Ben', date: 'tomorrow', durationMinutes: 30 }, 'schedule a 45 minute meeting with Ben tomorrow', { title: 'meeting with Ben', date: 'tomorrow', durationMinutes: 45 }],
  ['R', 'verb', 'add lunch with anna on monday', 'create_events', { title: 'lunch with Anna', day: 'Monday' }, 'remove lunch with anna on monday'],
  ['R', 'verb', 'show my events on 12/26/2018', 'list_events', { date: '2018-12-26' }, 'delete my events on 12/26/2018'],
  ['R', 'verb', 'accept the meeting with Tom', 'accept_invitations', { from: 'Tom' }, 'decline the meeting with Tom'],
  ['R', 'ampm', 'schedule a call with Tom on Friday at 3pm', 'create_events', { title: 'call with Tom', day: 'Friday', time: '15:00' }, 'schedule a call with Tom on Friday at 3am'],
]);

const calendarIt = group('it', 'calendar', [
  ['S', 'paraphrase', 'cosa ho in agenda domani', 'list_events', { date: 'domani' }, 'che cosa ho in agenda domani?'],
  ['S', 'word-order', 'fissa una chiamata con Tommaso venerdì alle 15', 'create_events', { title: 'chiamata con Tommaso', day: 'venerdì', time: '15:00' }, 'venerdì alle 15 fissa una chiamata con Tommaso'],
  ['S', 'casing', 'aggiungi pranzo con anna lunedì', 'create_events', { title: 'pranzo con Anna', day: 'lunedì' }, 'Aggiungi pranzo con Anna lunedì'],
  ['S', 'punctuation', 'mostra gli appuntamenti del 3/6/2026', 'list_events', { date: '2026-06-03' }, 'mostra gli appuntamenti del 3/6/2026.'],
  ['S', 'politeness', 'mostrami gli impegni di giovedì', 'list_events', { day: 'giovedì' }, 'mi mostri gli impegni di giovedì, per favore?'],
  ['R', 'date', 'cosa ho in agenda domani', 'list_events', { date: 'domani' }, 'cosa ho in agenda dopodomani', { date: 'dopodomani' }],
  ['R', 'name', 'fissa una chiamata con Tommaso venerdì alle 15', 'create_events', { title: 'chiamata con Tommaso', day: 'venerdì', time: '15:00' }, 'fissa una chiamata con Giorgio venerdì alle 15', { title: 'chiamata con Giorgio', day: 'venerdì', time: '15:00' }],
  ['R', 'time', 'fissa una chiamata con Tommaso venerdì alle 15', 'create_events', { title: 'chiamata con Tommaso', day: 'venerdì', time: '15:00' }, 'fissa una chiamata con Tommaso venerdì alle 16'],
  ['R', 'weekday', 'aggiungi pranzo con anna lunedì', 'create_events', { title: 'pranzo con Anna', day: 'lunedì' }, 'aggiungi pranzo con anna mercoledì', { title: 'pranzo con Anna', day: 'mercoledì' }],
  ['R', 'date', 'mostra gli appuntamenti del 3/6/2026', 'list_events', { date: '2026-06-03' }, 'mostra gli appuntamenti del 4/6/2026', { date: '2026-06-04' }],
  ['R', 'verb', 'aggiungi pranzo con anna lunedì', 'create_events', { title: 'pranzo con Anna', day: 'lunedì' }, 'elimina pranzo con anna lunedì'],
  ['R', 'verb', 'mostrami gli impegni di giovedì', 'list_events', { day: 'giovedì' }, 'cancella gli impegni di giovedì'],
  ['R', 'verb', 'accetta la riunione con Tommaso', 'accept_invitations', { from: 'Tommaso' }, 'rifiuta la riunione con Tommaso'],
  ['R', 'duration', 'fissa una riunione di 30 minuti con Bea domani', 'create_events', { title: 'riunione con Bea', date: 'domani', durationMinutes: 30 }, 'fissa una riunione di 60 minuti con Bea domani', { title: 'riunione con Bea', date: 'domani', durationMinutes: 60 }],
]);

const contactsEn = group('en', 'contacts', [
  ['S', 'paraphrase', "what's Sarah's phone number", 'find_contacts', { name: 'Sarah' }, "what is Sarah's phone number?"],
  ['S', 'casing', 'call mike', 'call_contacts', { name: 'Mike' }, 'Call Mike'],
  ['S', 'politeness', 'text Julia that I am on my way', 'send_messages', { to: 'Julia', body: 'I am on my way' }, 'please text Julia that I am on my way'],
  ['S', 'punctuation', "call Dr. O'Brien", 'call_contacts', { name: "Dr. O'Brien" }, "call Dr. O'Brien."],
  ['S', 'accents', 'call José', 'call_contacts', { name: 'José' }, 'call José please'],
  ['R', 'name', "what's Sarah's phone number", 'find_contacts', { name: 'Sarah' }, "what's Kevin's phone number"],
  ['R', 'name', 'call mike', 'call_contacts', { name: 'Mike' }, 'call steve'],
  ['R', 'recipient', 'text Julia that I am on my way', 'send_messages', { to: 'Julia', body: 'I am on my way' }, 'text Robert that I am on my way', { to: 'Robert', body: 'I am on my way' }],
  ['R', 'quoted', 'text Julia that I am on my way', 'send_messages', { to: 'Julia', body: 'I am on my way' }, 'text Julia that I am running late', { to: 'Julia', body: 'I am running late' }],
  ['R', 'verb', 'add Mark to my contacts', 'create_contacts', { name: 'Mark' }, 'remove Mark from my contacts'],
  ['R', 'verb', 'call mike', 'call_contacts', { name: 'Mike' }, 'block mike'],
  ['R', 'name', "call Dr. O'Brien", 'call_contacts', { name: "Dr. O'Brien" }, 'call Dr. Smith', { name: 'Dr. Smith' }],
]);

const contactsIt = group('it', 'contacts', [
  ['S', 'paraphrase', 'qual è il numero di Sara', 'find_contacts', { name: 'Sara' }, "qual e' il numero di Sara?"],
  ['S', 'casing', 'chiama marco', 'call_contacts', { name: 'Marco' }, 'Chiama Marco'],
  ['S', 'politeness', 'scrivi a Giulia che sto arrivando', 'send_messages', { to: 'Giulia', body: 'sto arrivando' }, 'per favore scrivi a Giulia che sto arrivando'],
  ['S', 'accents', 'chiama Niccolò', 'call_contacts', { name: 'Niccolò' }, 'chiama Niccolo'],
  ['R', 'name', 'qual è il numero di Sara', 'find_contacts', { name: 'Sara' }, 'qual è il numero di Matteo', { name: 'Matteo' }],
  ['R', 'name', 'chiama marco', 'call_contacts', { name: 'Marco' }, 'chiama luca'],
  ['R', 'recipient', 'scrivi a Giulia che sto arrivando', 'send_messages', { to: 'Giulia', body: 'sto arrivando' }, 'scrivi a Francesca che sto arrivando', { to: 'Francesca', body: 'sto arrivando' }],
  ['R', 'quoted', 'scrivi a Giulia che sto arrivando', 'send_messages', { to: 'Giulia', body: 'sto arrivando' }, 'scrivi a Giulia che sono in ritardo'],
  ['R', 'verb', 'aggiungi Marco ai contatti', 'create_contacts', { name: 'Marco' }, 'rimuovi Marco dai contatti'],
  ['R', 'verb', 'chiama marco', 'call_contacts', { name: 'Marco' }, 'blocca marco'],
]);

const webEn = group('en', 'web', [
  ['S', 'paraphrase', 'search the web for vegan lasagna recipes', 'search_web', { query: 'vegan lasagna recipes' }, 'search the web for vegan lasagna recipes please'],
  ['S', 'casing', 'google "typescript generics"', 'search_web', { query: 'typescript generics' }, 'Google "typescript generics"'],
  ['S', 'punctuation', 'what is the price of bitcoin in USD', 'search_web', { query: 'bitcoin price USD' }, 'what is the price of bitcoin in USD?'],
  ['S', 'punctuation', 'open example.com', 'open_urls', { url: 'https://example.com' }, 'open example.com.'],
  ['R', 'quoted', 'google "typescript generics"', 'search_web', { query: 'typescript generics' }, 'google "rust generics"', { query: 'rust generics' }],
  ['R', 'name', 'search the web for vegan lasagna recipes', 'search_web', { query: 'vegan lasagna recipes' }, 'search the web for vegan risotto recipes', { query: 'vegan risotto recipes' }],
  ['R', 'currency', 'what is the price of bitcoin in USD', 'search_web', { query: 'bitcoin price USD' }, 'what is the price of bitcoin in EUR'],
  ['R', 'name', 'open example.com', 'open_urls', { url: 'https://example.com' }, 'open example.org', { url: 'https://example.org' }],
  ['R', 'currency', 'convert 100 dollars to euros', 'convert_currencies', { amount: 100, from: 'USD', to: 'EUR' }, 'convert 250 dollars to euros', { amount: 250, from: 'USD', to: 'EUR' }],
  ['R', 'currency', 'convert 100 dollars to euros', 'convert_currencies', { amount: 100, from: 'USD', to: 'EUR' }, 'convert 100 dollars to pounds'],
  ['S', 'number-form', 'convert 100 dollars to euros', 'convert_currencies', { amount: 100, from: 'USD', to: 'EUR' }, 'convert one hundred dollars to euros'],
  ['R', 'verb', 'bookmark this page', 'create_bookmarks', {}, 'delete this bookmark page'],
  ['S', 'punctuation', 'convert $1,500 to euros', 'convert_currencies', { amount: 1500, from: 'USD', to: 'EUR' }, 'convert $1,500 to euros'],
  ['R', 'currency', 'convert $1,500 to euros', 'convert_currencies', { amount: 1500, from: 'USD', to: 'EUR' }, 'convert $1,800 to euros', { amount: 1800, from: 'USD', to: 'EUR' }],
  ['R', 'percentage', 'what is 15% of 80', 'compute_math', { expression: '0.15*80' }, 'what is 20% of 80'],
]);

const webIt = group('it', 'web', [
  ['S', 'paraphrase', 'cerca su internet la ricetta della carbonara', 'search_web', { query: 'ricetta carbonara' }, 'cercami su internet la ricetta della carbonara'],
  ['S', 'casing', 'cerca "orari museo egizio"', 'search_web', { query: 'orari museo egizio' }, 'Cerca "orari museo egizio"'],
  ['S', 'number-form', 'converti 100 euro in dollari', 'convert_currencies', { amount: 100, from: 'EUR', to: 'USD' }, 'converti cento euro in dollari'],
  ['S', 'punctuation', 'converti 1.500 euro in dollari', 'convert_currencies', { amount: 1500, from: 'EUR', to: 'USD' }, 'converti 1.500 euro in dollari.'],
  ['R', 'quoted', 'cerca "orari museo egizio"', 'search_web', { query: 'orari museo egizio' }, 'cerca "orari museo del cinema"', { query: 'orari museo del cinema' }],
  ['R', 'name', 'cerca su internet la ricetta della carbonara', 'search_web', { query: 'ricetta carbonara' }, 'cerca su internet la ricetta della amatriciana'],
  ['R', 'currency', 'converti 100 euro in dollari', 'convert_currencies', { amount: 100, from: 'EUR', to: 'USD' }, 'converti 300 euro in dollari', { amount: 300, from: 'EUR', to: 'USD' }],
  ['R', 'currency', 'converti 100 euro in dollari', 'convert_currencies', { amount: 100, from: 'EUR', to: 'USD' }, 'converti 100 euro in sterline'],
  ['R', 'currency', 'converti 1.500 euro in dollari', 'convert_currencies', { amount: 1500, from: 'EUR', to: 'USD' }, 'converti 2.500 euro in dollari', { amount: 2500, from: 'EUR', to: 'USD' }],
  ['R', 'percentage', 'quanto fa il 15% di 80', 'compute_math', { expression: '0.15*80' }, 'quanto fa il 25% di 80'],
  ['R', 'number', 'quanto fa 12 per 7', 'compute_math', { expression: '12*7' }, 'quanto fa 12 per 8'],
]);

const paymentsEn = group('en', 'payments', [
  ['S', 'paraphrase', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'send Luca 20 euros'],
  ['S', 'punctuation', 'pay €49.99 to Netflix', 'send_payments', { to: 'Netflix', amount: 49.99, currency: 'EUR' }, 'pay €49.99 to Netflix.'],
  ['S', 'number-form', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'send twenty euros to Luca'],
  ['R', 'currency', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'send 200 euros to Luca', { to: 'Luca', amount: 200, currency: 'EUR' }],
  ['R', 'recipient', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'send 20 euros to Marta', { to: 'Marta', amount: 20, currency: 'EUR' }],
  ['R', 'currency', 'pay €49.99 to Netflix', 'send_payments', { to: 'Netflix', amount: 49.99, currency: 'EUR' }, 'pay €59.99 to Netflix', { to: 'Netflix', amount: 59.99, currency: 'EUR' }],
  ['R', 'currency', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'send 20 dollars to Luca'],
  ['R', 'verb', 'send 20 euros to Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'request 20 euros from Luca'],
]);

const paymentsIt = group('it', 'payments', [
  ['S', 'paraphrase', 'manda 20 euro a Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'invia 20 euro a Luca'],
  ['S', 'number-form', 'manda 20 euro a Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'manda venti euro a Luca'],
  ['S', 'punctuation', 'paga 49,99 € a Netflix', 'send_payments', { to: 'Netflix', amount: 49.99, currency: 'EUR' }, 'paga 49,99 € a Netflix!'],
  ['R', 'currency', 'manda 20 euro a Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'manda 25 euro a Luca', { to: 'Luca', amount: 25, currency: 'EUR' }],
  ['R', 'recipient', 'manda 20 euro a Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'manda 20 euro a Chiara', { to: 'Chiara', amount: 20, currency: 'EUR' }],
  ['R', 'currency', 'paga 49,99 € a Netflix', 'send_payments', { to: 'Netflix', amount: 49.99, currency: 'EUR' }, 'paga 39,99 € a Netflix', { to: 'Netflix', amount: 39.99, currency: 'EUR' }],
  ['R', 'verb', 'manda 20 euro a Luca', 'send_payments', { to: 'Luca', amount: 20, currency: 'EUR' }, 'chiedi 20 euro a Luca'],
]);

/** The evaluation set, in a stable order. */
export const guardEvaluationCases: readonly GuardEvaluationCase[] = [
  ...mailEn, ...mailIt, ...filesEn, ...filesIt, ...remindersEn, ...remindersIt, ...timersEn, ...timersIt, ...alarmsEn,
  ...alarmsIt, ...restaurantEn, ...restaurantIt, ...hotelEn, ...hotelIt, ...trainsEn, ...trainsIt, ...weatherEn,
  ...weatherIt, ...musicEn, ...musicIt, ...homeEn, ...homeIt, ...calendarEn, ...calendarIt, ...contactsEn, ...contactsIt,
  ...webEn, ...webIt, ...paymentsEn, ...paymentsIt,
];
