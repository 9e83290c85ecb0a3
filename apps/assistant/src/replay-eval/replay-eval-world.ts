import { mkdirSync, mkdtempSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const day = 86_400_000;

/** User files of the eval home: path under the home, text, age in days at the moment of the reset. */
const worldFiles: ReadonlyArray<{ path: string; text: string; ageDays: number }> = [
  { path: 'Documents/relazione-trimestrale.pdf', text: 'Relazione del trimestre.', ageDays: 3 },
  { path: 'Documents/contratto-affitto.pdf', text: 'Contratto di locazione.', ageDays: 40 },
  { path: 'Documents/preventivo-cucina.docx', text: 'Preventivo cucina: 7.400 euro.', ageDays: 2 },
  { path: 'Documents/preventivo-bagno.pdf', text: 'Preventivo bagno: 5.100 euro.', ageDays: 6 },
  { path: 'Documents/invoice-2026-10.pdf', text: 'Invoice 2026-10: 300 EUR.', ageDays: 12 },
  { path: 'Documents/budget-2026.xlsx', text: 'budget', ageDays: 90 },
  { path: 'Documents/lettera.docx', text: 'Gentile signora...', ageDays: 1 },
  { path: 'Documents/appunti.txt', text: 'Spostare il rilascio a gennaio.', ageDays: 5 },
  { path: 'Documents/archivio-2025.zip', text: 'zip', ageDays: 200 },
  { path: 'Documents/Fatture/fattura-ottobre.pdf', text: 'Fattura di ottobre.', ageDays: 30 },
  { path: 'Documents/Fatture/fattura-novembre.pdf', text: 'Fattura di novembre.', ageDays: 2 },
  { path: 'Documents/Fatture/2025/fattura-dicembre.pdf', text: 'Fattura di dicembre 2025.', ageDays: 340 },
  { path: 'Documents/Lavoro/report.docx', text: 'Report Q4.', ageDays: 4 },
  { path: 'Documents/Lavoro/slides.pptx', text: 'slides', ageDays: 8 },
  { path: 'Downloads/carta-imbarco.pdf', text: "Carta d'imbarco FCO-LHR, posto 14C.", ageDays: 1 },
  { path: 'Downloads/boarding-pass.pdf', text: 'Boarding pass LHR-FCO, seat 3A.', ageDays: 1 },
  { path: 'Downloads/biglietto-treno.pdf', text: 'Frecciarossa Milano-Roma, carrozza 5.', ageDays: 2 },
  { path: 'Downloads/menu.pdf', text: 'Menu del ristorante.', ageDays: 9 },
  { path: 'Downloads/invoice-amazon.pdf', text: 'Invoice Amazon.', ageDays: 15 },
  { path: 'Downloads/setup-printer.zip', text: 'zip', ageDays: 60 },
  { path: 'Downloads/drivers.zip', text: 'zip', ageDays: 2 },
  { path: 'Downloads/foto-mare.jpg', text: 'jpg', ageDays: 5 },
  { path: 'Downloads/screenshot.png', text: 'png', ageDays: 0 },
  { path: 'Downloads/logo.png', text: 'png', ageDays: 20 },
  { path: 'Pictures/compleanno.jpg', text: 'jpg', ageDays: 30 },
  { path: 'Pictures/gita.jpg', text: 'jpg', ageDays: 2 },
  { path: 'Pictures/schema.png', text: 'png', ageDays: 7 },
  { path: 'Pictures/Vacanze/spiaggia.jpg', text: 'jpg', ageDays: 100 },
  { path: 'Desktop/todo.txt', text: 'Comprare il latte\nChiamare il commercialista', ageDays: 0 },
  { path: 'Desktop/notes.txt', text: 'Wi-Fi password on the fridge.', ageDays: 12 },
  { path: 'Desktop/lista-spesa.txt', text: 'pane, latte, uova', ageDays: 1 },
];

/** Messages of the eval Maildir: id, unread, sender, subject, body, age in days. */
const worldMessages: ReadonlyArray<{ id: string; unread: boolean; from: string; subject: string; body: string; ageDays: number }> = [
  { id: 'm01-giorgio-preventivo', unread: true, from: 'Giorgio Conti <giorgio@example.it>', subject: 'Preventivo bagno', body: 'Ti allego il preventivo del bagno.', ageDays: 1 },
  { id: 'm02-giorgio-calcetto', unread: false, from: 'Giorgio Conti <giorgio@example.it>', subject: 'Calcetto giovedì', body: 'Ci sei giovedì alle 21?', ageDays: 4 },
  { id: 'm03-sara-agenda', unread: false, from: 'Sara Galli <sara@example.it>', subject: 'Agenda', body: 'Agenda of Friday: budget, hiring.', ageDays: 2 },
  { id: 'm04-sara-foto', unread: true, from: 'Sara Galli <sara@example.it>', subject: 'Foto della cena', body: 'Ecco le foto di sabato.', ageDays: 0 },
  { id: 'm05-marco-riunione', unread: true, from: 'Marco Verdi <marco@verdi.it>', subject: 'Riunione di lunedì', body: 'Confermi la riunione di lunedì alle 10?', ageDays: 1 },
  { id: 'm06-anna-fattura', unread: false, from: 'Anna Rossi <anna@rossi.it>', subject: 'Fattura di marzo', body: 'In allegato la fattura di marzo.', ageDays: 6 },
  { id: 'm07-anna-minutes', unread: false, from: 'Anna Rossi <anna@rossi.it>', subject: 'Meeting minutes', body: 'Minutes of Monday.', ageDays: 8 },
  { id: 'm08-luca-cena', unread: true, from: 'Luca Bianchi <luca.bianchi@example.it>', subject: 'Cena sabato?', body: 'Sabato sera cena da noi?', ageDays: 0 },
  { id: 'm09-luca-foto', unread: false, from: 'Luca Bianchi <luca.bianchi@example.it>', subject: 'Le foto del mare', body: 'Le foto della gita.', ageDays: 6 },
  { id: 'm10-paolo-agenda', unread: false, from: 'Paolo Neri <paolo.neri@example.it>', subject: 'AGENDA Q4', body: 'Agenda for the Q4 planning.', ageDays: 3 },
  { id: 'm11-paolo-review', unread: true, from: 'Paolo Neri <paolo.neri@example.it>', subject: 'Q4 review', body: 'Slides for the Q4 review.', ageDays: 1 },
  { id: 'm12-deals', unread: false, from: 'Deals <deals@cheap-meds.example>', subject: 'Offerta imperdibile', body: 'Sconti del 90%.', ageDays: 2 },
  { id: 'm13-prize', unread: true, from: 'Prize Center <win@lucky-prizes.example>', subject: 'You won an iPhone!', body: 'Click here.', ageDays: 0 },
  { id: 'm14-techweekly', unread: true, from: 'Tech Weekly <newsletter@techweekly.example>', subject: 'Tech Weekly #212', body: 'This week: local models.', ageDays: 3 },
  { id: 'm15-ilpost', unread: false, from: 'Il Post <newsletter@ilpost.example>', subject: 'Newsletter del mattino', body: 'Le notizie di oggi.', ageDays: 1 },
  { id: 'm16-pablo-presupuesto', unread: false, from: 'Pablo García <pablo@example.es>', subject: 'Presupuesto', body: 'Te mando el presupuesto de la cocina.', ageDays: 2 },
  { id: 'm17-lucia-cena', unread: false, from: 'Lucía Fernández <lucia@example.es>', subject: 'Cena del viernes', body: '¿Cenamos el viernes?', ageDays: 3 },
  { id: 'm18-marta-factura', unread: false, from: 'Marta López <marta@example.es>', subject: 'Factura', body: 'Te adjunto la factura.', ageDays: 5 },
];

/** Extra Maildir++ folders (empty at each reset). */
const mailFolders = ['.Trash', '.Archive', '.Sent'];

/** The temp world the replay eval asks in: a home with files and a Maildir, and the assistant's data folder. */
export interface ReplayEvalWorld {
  /** Stands for `~` while the eval runs. */
  home: string;
  maildir: string;
  /** The assistant's data folder (its SQLite store): kept for the whole configuration. */
  dataDir: string;
  /** Rewrites the files and the Maildir as they are at `now` (ages relative to it) and empties the outbox. */
  reset(now: Date): void;
  /** Deletes the temp folder. */
  close(): void;
}

function writeAged(path: string, text: string, at: Date): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, at, at);
}

/** Creates a fresh world in a temp folder; each request is asked on a world reset to the same files and mail. */
export function createReplayEvalWorld(): ReplayEvalWorld {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-replay-eval-')));
  const home = join(base, 'home');
  const maildir = join(home, 'Maildir');
  const dataDir = join(base, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    home,
    maildir,
    dataDir,
    reset(now) {
      for (const folder of ['Documents', 'Downloads', 'Desktop', 'Pictures', 'Maildir']) rmSync(join(home, folder), { recursive: true, force: true });
      rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
      for (const file of worldFiles) writeAged(join(home, file.path), file.text, new Date(now.getTime() - file.ageDays * day - 3_600_000));
      for (const folder of ['', ...mailFolders]) for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(maildir, folder, sub), { recursive: true });
      for (const message of worldMessages) {
        const at = new Date(now.getTime() - message.ageDays * day - 3_600_000);
        const text = [`From: ${message.from}`, 'To: Me <me@example.it>', `Subject: ${message.subject}`, `Date: ${at.toUTCString()}`, `Message-ID: <${message.id}@eval.local>`, '', message.body, ''].join('\r\n');
        writeAged(join(maildir, message.unread ? 'new' : 'cur', message.unread ? message.id : `${message.id}:2,S`), text, at);
      }
    },
    close() {
      rmSync(base, { recursive: true, force: true });
    },
  };
}
