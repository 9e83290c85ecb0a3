import type { SingleStepCase } from './single-step-case';

const it = (query: string, expect: SingleStepCase['expect']): SingleStepCase => ({ query, language: 'it', expect });
const en = (query: string, expect: SingleStepCase['expect']): SingleStepCase => ({ query, language: 'en', expect });
const tool = (name: string, args: Record<string, unknown> | Array<Record<string, unknown>> = {}): SingleStepCase['expect'] => ({ tool: name, args });
const miss = (reason: Extract<SingleStepCase['expect'], { miss: string }>['miss']): SingleStepCase['expect'] => ({ miss: reason });

/**
 * A third it/en set, written from the case format, the catalog's manifests and the README alone (before reading
 * the planner's rules), phrased as a stranger would talk to an assistant: polite and colloquial forms, folders
 * named in many ways (quoted paths with spaces included), dates, times and recipients; a large share moves or
 * sends, and many requests must miss (deletions, negated or asked-about actions, several steps, ambiguous
 * objects, unreadable or missing arguments, tools not in the catalog). Same clock and scoring as
 * {@link singleStepCases}.
 */
export const singleStepThirdCases: readonly SingleStepCase[] = [
  // find_files
  en('could you please find the pdf files in my Downloads folder?', tool('find_files', { pattern: '*.pdf', folder: '~/Downloads' })),
  en('show me all the jpg photos on the Desktop', tool('find_files', { pattern: '*.jpg', folder: '~/Desktop' })),
  en('look up the .md files in ~/projects/metnos', tool('find_files', { pattern: '*.md', folder: '~/projects/metnos' })),
  en('which files did I modify in the last 10 days?', tool('find_files', { modified_within_days: 10 })),
  en('find the file called budget_2025.xlsx', tool('find_files', { pattern: 'budget_2025.xlsx' })),
  en('list everything in ~/Desktop', tool('find_files', { folder: '~/Desktop' })),
  en('search "~/Old Projects" for txt files', tool('find_files', { pattern: '*.txt', folder: '~/Old Projects' })),
  en('find the mp4 videos in my Videos folder', tool('find_files', { pattern: '*.mp4', folder: '~/Videos' })),
  en('show me at most 20 log files in /var/log', tool('find_files', { pattern: '*.log', folder: '/var/log', max_results: 20 })),
  en('find pdfs changed in the past 3 days in Documents', tool('find_files', { pattern: '*.pdf', modified_within_days: 3, folder: '~/Documents' })),
  en('where are my zip files?', tool('find_files', { pattern: '*.zip' })),
  en('find files with "contract" in the name', tool('find_files', { pattern: 'contract' })),
  it('potresti trovarmi i pdf nella cartella Scaricati?', tool('find_files', { pattern: '*.pdf', folder: '~/Downloads' })),
  it('cercami i file .txt sul Desktop', tool('find_files', { pattern: '*.txt', folder: '~/Desktop' })),
  it('elenca i file della cartella Documenti', tool('find_files', { folder: '~/Documents' })),
  it('quali file ho cambiato negli ultimi due giorni?', tool('find_files', { modified_within_days: 2 })),
  it('trova i file xlsx modificati negli ultimi 30 giorni in ~/contabilità', tool('find_files', { pattern: '*.xlsx', modified_within_days: 30, folder: '~/contabilità' })),
  it('mostrami i file che si chiamano preventivo', tool('find_files', { pattern: 'preventivo' })),
  it('cerca i file png in "~/Foto Vacanze"', tool('find_files', { pattern: '*.png', folder: '~/Foto Vacanze' })),
  it('dammi i primi 10 pdf in Documenti', tool('find_files', { pattern: '*.pdf', folder: '~/Documents', max_results: 10 })),
  it('ci sono dei file mp3 nella cartella Musica?', tool('find_files', { pattern: '*.mp3', folder: '~/Music' })),
  it('trova il file tesi.docx', tool('find_files', { pattern: 'tesi.docx' })),
  it("fammi vedere cosa c'è in Scaricati", tool('find_files', { folder: '~/Downloads' })),
  it('trovami i file csv nella cartella Download', tool('find_files', { pattern: '*.csv', folder: '~/Downloads' })),

  // read_files
  en('could you open ~/Documents/notes.txt for me?', tool('read_files', { paths: ['~/Documents/notes.txt'] })),
  en('what does ~/readme.md say?', tool('read_files', { paths: ['~/readme.md'] })),
  en('show me what is inside ~/config.yaml', tool('read_files', { paths: ['~/config.yaml'] })),
  en('read "~/My Notes/shopping list.txt"', tool('read_files', { paths: ['~/My Notes/shopping list.txt'] })),
  en('read me ~/letters/draft.txt please', tool('read_files', { paths: ['~/letters/draft.txt'] })),
  it('fammi leggere ~/ricette/tiramisu.md', tool('read_files', { paths: ['~/ricette/tiramisu.md'] })),
  it('mostrami il contenuto del file ~/config.yaml', tool('read_files', { paths: ['~/config.yaml'] })),
  it("dai un'occhiata a ~/todo.txt", tool('read_files', { paths: ['~/todo.txt'] })),
  it('leggi "~/Documenti/lettera di presentazione.txt"', tool('read_files', { paths: ['~/Documenti/lettera di presentazione.txt'] })),
  it('puoi leggermi ~/appunti/riunione.txt e ~/appunti/idee.txt?', tool('read_files', { paths: ['~/appunti/riunione.txt', '~/appunti/idee.txt'] })),

  // move_files
  en('could you please move ~/Downloads/ticket.pdf into my Documents folder?', tool('move_files', { paths: ['~/Downloads/ticket.pdf'], destination: '~/Documents' })),
  en('move "~/My Notes/todo.txt" to the Desktop', tool('move_files', { paths: ['~/My Notes/todo.txt'], destination: '~/Desktop' })),
  en('put ~/report-final.docx in ~/work/reports', tool('move_files', { paths: ['~/report-final.docx'], destination: '~/work/reports' })),
  en('move ~/a.csv, ~/b.csv and ~/c.csv to ~/data', tool('move_files', { paths: ['~/a.csv', '~/b.csv', '~/c.csv'], destination: '~/data' })),
  en('transfer ~/Desktop/photo.png to Pictures', tool('move_files', { paths: ['~/Desktop/photo.png'], destination: '~/Pictures' })),
  en('please move ~/invoice.pdf to "~/Tax Returns/2025"', tool('move_files', { paths: ['~/invoice.pdf'], destination: '~/Tax Returns/2025' })),
  en('can you move ~/song.mp3 into Music?', tool('move_files', { paths: ['~/song.mp3'], destination: '~/Music' })),
  it('sposta ~/Scaricati/foto.jpg in Immagini', tool('move_files', { paths: ['~/Scaricati/foto.jpg'], destination: '~/Pictures' })),
  it('potresti spostare ~/Desktop/cv.pdf nella cartella Documenti?', tool('move_files', { paths: ['~/Desktop/cv.pdf'], destination: '~/Documents' })),
  it('metti ~/note.txt in "~/Vecchi appunti"', tool('move_files', { paths: ['~/note.txt'], destination: '~/Vecchi appunti' })),
  it('sposta i file ~/a.csv e ~/b.csv in ~/dati', tool('move_files', { paths: ['~/a.csv', '~/b.csv'], destination: '~/dati' })),
  it('trasferisci ~/musica/demo.mp3 sulla scrivania', tool('move_files', { paths: ['~/musica/demo.mp3'], destination: '~/Desktop' })),
  it('puoi spostare ~/bozza.odt in Documenti?', tool('move_files', { paths: ['~/bozza.odt'], destination: '~/Documents' })),

  // send_messages
  en('could you please send an email to giulia@example.com with the subject "Invoice May"?', tool('send_messages', { to: ['giulia@example.com'], subject: 'Invoice May' })),
  en('email anna@example.org, subject: Meeting notes', tool('send_messages', { to: ['anna@example.org'], subject: 'Meeting notes' })),
  en('send a mail to tom@example.com and sara@example.com with subject Trip', tool('send_messages', { to: ['tom@example.com', 'sara@example.com'], subject: 'Trip' })),
  en('write an email to boss@example.com with subject Sick day and body I have a fever, back tomorrow', tool('send_messages', { to: ['boss@example.com'], subject: 'Sick day', body: 'I have a fever, back tomorrow' })),
  en('shoot an email to dev@example.com with subject "Build broken"', tool('send_messages', { to: ['dev@example.com'], subject: 'Build broken' })),
  en('please email support@example.com with the subject Refund request and the text Order 1234 arrived damaged', tool('send_messages', { to: ['support@example.com'], subject: 'Refund request', body: 'Order 1234 arrived damaged' })),
  it('manda a paolo@example.it una mail con oggetto "Preventivo" e testo "Ti mando i numeri domani"', tool('send_messages', { to: ['paolo@example.it'], subject: 'Preventivo', body: 'Ti mando i numeri domani' })),
  it('potresti inviare una email a luca@example.com e marta@example.com con oggetto Riunione di lunedì?', tool('send_messages', { to: ['luca@example.com', 'marta@example.com'], subject: 'Riunione di lunedì' })),
  it('scrivi una email a segreteria@example.it con oggetto Certificato', tool('send_messages', { to: ['segreteria@example.it'], subject: 'Certificato' })),
  it('invia una mail a capo@example.com con oggetto Malattia e testo Oggi resto a casa, ho la febbre', tool('send_messages', { to: ['capo@example.com'], subject: 'Malattia', body: 'Oggi resto a casa, ho la febbre' })),
  it("manda un'email a info@example.com, oggetto: Richiesta informazioni", tool('send_messages', { to: ['info@example.com'], subject: 'Richiesta informazioni' })),
  it('per cortesia invia a team@example.com una mail con oggetto Aggiornamento', tool('send_messages', { to: ['team@example.com'], subject: 'Aggiornamento' })),

  // create_reminders
  it('ricordami di innaffiare le piante sabato', tool('create_reminders', { text: 'innaffiare le piante', when: '2026-05-23' })),
  it('mi ricordi domani alle 8 di portare fuori il cane?', tool('create_reminders', { text: 'portare fuori il cane', when: '2026-05-20T08:00' })),
  it('potresti ricordarmi di chiamare la mamma stasera alle 21?', tool('create_reminders', { text: 'chiamare la mamma', when: '2026-05-19T21:00' })),
  it("ricordami tra un'ora di controllare il forno", tool('create_reminders', { text: 'controllare il forno', when: '2026-05-19T13:00' })),
  it('promemoria per giovedì: pagare il meccanico', tool('create_reminders', { text: 'pagare il meccanico', when: '2026-05-21' })),
  it('ricordami di eliminare le foto vecchie domenica', tool('create_reminders', { text: 'eliminare le foto vecchie', when: '2026-05-24' })),
  it('imposta un promemoria il 10 giugno alle 9:30: visita medica', tool('create_reminders', { text: 'visita medica', when: '2026-06-10T09:30' })),
  it('ricordami di mandare la mail a Giulia lunedì', tool('create_reminders', { text: 'mandare la mail a Giulia', when: '2026-05-25' })),
  it('aggiungi un promemoria per dopodomani: ritirare il pacco', tool('create_reminders', { text: 'ritirare il pacco', when: '2026-05-21' })),
  en('remind me to pick up the kids at 4:30pm', tool('create_reminders', { text: 'pick up the kids', when: '2026-05-19T16:30' })),
  en('could you please remind me to send the report on Friday at 10am', tool('create_reminders', { text: 'send the report', when: '2026-05-22T10:00' })),
  en('set a reminder for June 10: dentist appointment', tool('create_reminders', { text: 'dentist appointment', when: '2026-06-10' })),
  en('remind me in 45 minutes to check the laundry', tool('create_reminders', { text: 'check the laundry', when: '2026-05-19T12:45' })),
  en('remind me to cancel the gym membership', tool('create_reminders', { text: 'cancel the gym membership' })),
  en('remind me about the call with Sara on Thursday at 2pm', tool('create_reminders', { text: 'the call with Sara', when: '2026-05-21T14:00' })),
  en('remind me to call the plumber at noon tomorrow', tool('create_reminders', { text: 'call the plumber', when: '2026-05-20T12:00' })),
  en("don't let me forget to buy bread tomorrow", tool('create_reminders', { text: 'buy bread', when: '2026-05-20' })),
  en('please set a reminder to move the car tonight at 9', tool('create_reminders', { text: 'move the car', when: '2026-05-19T21:00' })),

  // get_now
  it('scusa, mi sai dire che ore sono?', tool('get_now')),
  it('che ore sono a Parigi?', tool('get_now', { timezone: 'Europe/Paris' })),
  it('che ora è a Berlino adesso?', tool('get_now', { timezone: 'Europe/Berlin' })),
  en("what's the time right now, please?", tool('get_now')),
  en('what time is it in Los Angeles?', tool('get_now', { timezone: 'America/Los_Angeles' })),
  en('got the time?', tool('get_now')),

  // get_date
  it('quanti ne abbiamo oggi?', tool('get_date', [{}, { offset_days: 0 }])),
  it('che data sarà tra due settimane?', tool('get_date', { offset_days: 14 })),
  it('che giorno della settimana è oggi?', tool('get_date', [{}, { offset_days: 0 }])),
  it('che giorno cade il 2 giugno?', tool('get_date', { offset_days: 14 })),
  en("what's the date tomorrow?", tool('get_date', { offset_days: 1 })),
  en('what was the date 3 days ago?', tool('get_date', { offset_days: -3 })),
  en('what day of the week is it?', tool('get_date', [{}, { offset_days: 0 }])),
  en("what's the date in Sydney?", tool('get_date', [{ timezone: 'Australia/Sydney' }, { timezone: 'Australia/Sydney', offset_days: 0 }])),

  // get_location
  it('in che città sono?', tool('get_location')),
  it('mi dici dove sono?', tool('get_location')),
  en("what's my current position?", tool('get_location')),
  en('where am I located right now?', tool('get_location')),

  // get_urls
  it('apri il sito https://www.comune.roma.it', tool('get_urls', { urls: ['https://www.comune.roma.it'] })),
  it('cosa dice https://example.org/news?', tool('get_urls', { urls: ['https://example.org/news'] })),
  it('scaricami https://example.com/a.html e https://example.com/b.html', tool('get_urls', { urls: ['https://example.com/a.html', 'https://example.com/b.html'] })),
  en('could you grab https://example.com/article?id=42 for me', tool('get_urls', { urls: ['https://example.com/article?id=42'] })),
  en('open www.example.org/blog', tool('get_urls', { urls: ['https://www.example.org/blog'] })),

  // describe_entries
  it('fammi un riassunto di questo: il treno delle 8 è cancellato, il prossimo parte alle 9', tool('describe_entries', { text: 'il treno delle 8 è cancellato, il prossimo parte alle 9' })),
  it('riassumi in tre frasi: il progetto è in ritardo di due settimane perché manca il fornitore', tool('describe_entries', { text: 'il progetto è in ritardo di due settimane perché manca il fornitore', max_sentences: 3 })),
  en('can you summarize this for me: the landlord will fix the heating next week', tool('describe_entries', { text: 'the landlord will fix the heating next week' })),
  en('give me a short summary of: sales dropped in April but recovered in May', tool('describe_entries', { text: 'sales dropped in April but recovered in May' })),

  // undo_last_turn
  it("annulla l'ultima azione per favore", tool('undo_last_turn')),
  it('rimetti tutto come prima', tool('undo_last_turn')),
  en('oops, undo that', tool('undo_last_turn')),
  en('can you revert what you just did?', tool('undo_last_turn')),

  // request_new_executor
  en('request a new executor to resize images', tool('request_new_executor', { description: 'resize images' })),
  it('richiedi una nuova capacità per convertire i file audio', tool('request_new_executor', { description: 'convertire i file audio' })),

  // find_messages
  en('any new mail?', tool('find_messages', [{ unread_only: true }, {}])),
  en('did Anna write to me?', tool('find_messages', { from: 'Anna' })),
  en('show me emails from giulia@example.com', tool('find_messages', { from: 'giulia@example.com' })),
  en("what's in my spam folder?", tool('find_messages', { folder: 'Junk' })),
  en('find the emails about the invoice in the archive', tool('find_messages', { query: 'invoice', folder: 'Archive' })),
  en('show me the last 3 emails in the trash', tool('find_messages', { max_results: 3, folder: 'Trash' })),
  en('are there unread messages from Marco?', tool('find_messages', { from: 'Marco', unread_only: true })),
  it('mi ha scritto la banca?', tool('find_messages', { from: 'banca' })),
  it('cerca nella posta le mail con "preventivo"', tool('find_messages', { query: 'preventivo' })),
  it('fammi vedere le mail non lette di Marco', tool('find_messages', { from: 'Marco', unread_only: true })),
  it('le ultime 3 mail nel cestino', tool('find_messages', { max_results: 3, folder: 'Trash' })),
  it('ci sono mail nella cartella archivio?', tool('find_messages', { folder: 'Archive' })),
  it("cerca le email che parlano del contratto d'affitto", tool('find_messages', { query: "contratto d'affitto" })),

  // deleting, emptying, overwriting: no tool of the catalog
  it('elimina il file ~/bozza.txt', miss('no_tool')),
  it("cancella tutto quello che c'è in Scaricati", miss('no_tool')),
  en('delete the pdfs on my desktop', miss('no_tool')),
  en('please remove ~/tmp/cache.db', miss('no_tool')),
  en('wipe my Downloads folder', miss('no_tool')),
  it('butta via ~/vecchio.zip', miss('no_tool')),
  it('sposta ~/a.pdf nel cestino', miss('missing_argument')),
  en('empty the trash', miss('no_tool')),
  it('elimina le email di amazon', miss('no_tool')),
  en('overwrite ~/notes.txt with an empty file', miss('no_tool')),
  it('svuota la cartella ~/tmp', miss('no_tool')),
  en('delete it', miss('no_tool')),

  // messages named by description (move_messages needs the entries of an earlier step)
  en('move all emails from newsletter@example.com to Trash', miss('missing_argument')),
  en('put the messages from Marco in the archive', miss('missing_argument')),
  it('archivia la mail di Luca', miss('no_tool')),
  it('sposta nello spam le email di offerte@example.com', miss('missing_argument')),

  // moving without a readable target or destination
  it('sposta ~/relazione.pdf', miss('missing_argument')),
  en('move it to Documents', miss('missing_argument')),
  en('move the photos to Pictures', miss('missing_argument')),
  it("sposta tutti i file vecchi nell'archivio", miss('missing_argument')),
  it('spostalo sulla scrivania', miss('missing_argument')),

  // sending without a recipient address or a subject, or by another channel
  it('manda una mail a Giulia con oggetto Ciao', miss('missing_argument')),
  en('send an email to my boss with subject Late today', miss('missing_argument')),
  en('send the email', miss('missing_argument')),
  it('invia una mail con oggetto Prova', miss('missing_argument')),
  en('send luca@example.com a quick hello', miss('missing_argument')),
  it('scrivi a marta@example.com che arrivo tardi', miss('no_tool')),
  en('text mom that I am running late', miss('no_tool')),
  it('manda un sms al 3331234567 con scritto ciao', miss('no_tool')),
  en('reply to the last email from Anna with subject OK', miss('no_tool')),
  it('inoltra a anna@example.org la mail del dentista', miss('no_tool')),
  // Expected a miss while send_messages took no attachment; the attachment argument makes it one mail.
  en('send an email to luca@example.com with subject Contract and attach ~/contract.pdf', tool('send_messages', { to: ['luca@example.com'], subject: 'Contract', attachments: ['~/contract.pdf'] })),

  // negated or asked about
  it('non cancellare i file in Scaricati', miss('not_a_command')),
  en("don't send anything to boss@example.com", miss('not_a_command')),
  it('non spostare ~/tesi.pdf dalla scrivania', miss('not_a_command')),
  it('non ricordarmi più di chiamare Luca', miss('not_a_command')),
  it('posso eliminare ~/a.txt?', miss('no_tool')),
  it('posso mandare una mail a luca@example.com con oggetto Prova?', miss('not_a_command')),
  en('should I move ~/a.pdf to ~/Documents?', miss('not_a_command')),
  it('cosa succede se sposto ~/a.pdf in ~/b?', miss('not_a_command')),
  en('how would I send an email to hr@example.com with subject Leave?', miss('not_a_command')),
  en('never move files out of ~/Documents', miss('not_a_command')),

  // several steps
  it("trova le email di Luca e spostale nell'archivio", miss('multi_step')),
  en('read ~/a.txt and summarize it', miss('multi_step')),
  it('scarica https://example.com e mandalo a luca@example.com', miss('multi_step')),
  en('check my inbox then remind me to reply tomorrow', miss('multi_step')),
  en('find the pdfs in Downloads, then move them to Documents', miss('multi_step')),
  it('leggi ~/note.txt e mandalo per mail a anna@example.org con oggetto Note', miss('multi_step')),
  en('move ~/a.pdf to ~/Documents and ~/b.jpg to ~/Pictures', miss('multi_step')),
  it('sposta ~/a.pdf in Documenti e poi mandami una mail con oggetto Fatto', miss('multi_step')),
  en('remind me to call Luca and send him an email with subject Hi', miss('multi_step')),
  en('summarize ~/report.txt', miss('multi_step')),

  // ambiguous objects
  it('cerca fattura', miss('ambiguous')),
  en('find Luca', miss('ambiguous')),
  it('mostrami gli ultimi 5', miss('ambiguous')),

  // a required argument that cannot be read
  it('ricordami', miss('missing_argument')),
  en('remind me tomorrow at 9', miss('missing_argument')),
  en('fetch the BBC homepage', miss('missing_argument')),
  it('riassumi', miss('missing_argument')),
  en('read the document', miss('missing_argument')),
  it('leggi tutti i file di testo in Documenti', miss('missing_argument')),

  // details a tool cannot hold
  en('remind me every Monday to take out the trash', miss('unread_words')),
  it('trova le email inviate a Luca', miss('unread_words')),
  en('find files bigger than 100 MB in Downloads', miss('unread_words')),
  en('show the emails from last month', miss('unread_words')),

  // tools not in the catalog
  it('che tempo farà domani a Milano?', miss('no_tool')),
  en('set an alarm for 7am', miss('no_tool')),
  en('set a timer for 10 minutes', miss('no_tool')),
  it('chiama Luca', miss('no_tool')),
  en('play some jazz', miss('no_tool')),
  it('crea un evento in calendario venerdì alle 10', miss('no_tool')),
  en('where is Luca right now?', miss('no_tool')),
  it("dov'è la farmacia più vicina?", miss('no_tool')),
  en('convert ~/a.docx to pdf', miss('no_tool')),
  it('copia ~/a.txt sulla scrivania', miss('no_tool')),
  en('undo the email you just sent', miss('no_tool')),
  it('rinomina la cartella Scaricati in Download', miss('no_tool')),

  // no action
  en('thanks, that is all', miss('no_action')),
  it('ciao!', miss('no_action')),
];
