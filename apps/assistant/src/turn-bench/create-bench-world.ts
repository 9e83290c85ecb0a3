import { mkdirSync, mkdtempSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BenchWorld } from './bench-world';
import { createBenchWebServer } from './create-bench-web-server';

const day = 86_400_000;

/** User files under the bench home: relative path, text, age in days at the bench's `now`. */
const benchFiles: ReadonlyArray<{ path: string; text: string; ageDays: number }> = [
  { path: 'Documents/relazione-trimestrale.pdf', text: 'Relazione del primo trimestre: ricavi in crescita del 12%.', ageDays: 3 },
  {
    path: 'Documents/contratto-affitto.pdf',
    text: 'Contratto di locazione: canone mensile 850 euro, durata 4 anni più 4, deposito cauzionale di tre mensilità, disdetta con sei mesi di preavviso.',
    ageDays: 40,
  },
  { path: 'Documents/preventivo-cucina.docx', text: 'Preventivo cucina: 7.400 euro IVA inclusa.', ageDays: 2 },
  { path: 'Documents/appunti-riunione.txt', text: 'Riunione del 12 maggio: spostare il rilascio a giugno.', ageDays: 7 },
  { path: 'Documents/budget-2026.xlsx', text: 'budget', ageDays: 90 },
  { path: 'Downloads/biglietto-treno.pdf', text: 'Frecciarossa Milano-Roma, 24 maggio, carrozza 5 posto 12A.', ageDays: 1 },
  { path: 'Downloads/fattura-marzo.pdf', text: 'Fattura n. 31 del 31 marzo: 120 euro.', ageDays: 20 },
  { path: 'Downloads/setup-printer.zip', text: 'zip', ageDays: 60 },
  { path: 'Downloads/foto-mare.jpg', text: 'jpg', ageDays: 5 },
  { path: 'Desktop/todo.txt', text: 'Comprare il latte\nChiamare il commercialista\nPrenotare il dentista', ageDays: 0 },
  { path: 'Desktop/notes.txt', text: 'Wi-Fi of the cottage: network "Baita", password on the fridge.', ageDays: 12 },
  { path: 'Pictures/compleanno-luca.jpg', text: 'jpg', ageDays: 30 },
];

/** Messages of the bench Maildir: file id, folder (`new` = unread), headers and body. */
const benchMessages: ReadonlyArray<{ id: string; unread: boolean; from: string; subject: string; body: string; ageDays: number }> = [
  { id: 'm01-luca-cena', unread: true, from: 'Luca Bianchi <luca.bianchi@example.it>', subject: 'Cena sabato?', body: 'Ciao! Sabato sera cena da noi alle 20? Porta il dolce.', ageDays: 0 },
  { id: 'm02-luca-foto', unread: false, from: 'Luca Bianchi <luca.bianchi@example.it>', subject: 'Le foto del mare', body: 'Ti mando le foto della gita al mare.', ageDays: 6 },
  { id: 'm03-anna-fattura', unread: true, from: 'Anna Rossi <anna@rossi.it>', subject: 'Fattura di marzo', body: 'In allegato la fattura di marzo, scadenza 31 maggio.', ageDays: 1 },
  { id: 'm04-anna-minutes', unread: false, from: 'Anna Rossi <anna@rossi.it>', subject: 'Meeting minutes', body: 'Minutes of Monday: the release moves to June.', ageDays: 8 },
  { id: 'm05-spam-prize', unread: true, from: 'Prize Center <win@lucky-prizes.example>', subject: '[SPAM] You won an iPhone!', body: 'Click here to claim your prize.', ageDays: 0 },
  { id: 'm06-spam-meds', unread: false, from: 'Deals <deals@cheap-meds.example>', subject: '[SPAM] Offerta imperdibile', body: 'Sconti del 90% solo oggi.', ageDays: 2 },
  { id: 'm07-newsletter-post', unread: false, from: 'Il Post <newsletter@ilpost.example>', subject: 'Newsletter del mattino', body: 'Le notizie di oggi in cinque minuti.', ageDays: 1 },
  { id: 'm08-newsletter-tech', unread: true, from: 'Tech Weekly <newsletter@techweekly.example>', subject: 'Tech Weekly #212', body: 'This week: local language models on laptops.', ageDays: 3 },
  { id: 'm09-bank', unread: false, from: 'Banca <avvisi@banca.example>', subject: 'Estratto conto di aprile', body: "Il tuo estratto conto di aprile è disponibile nell'area clienti.", ageDays: 10 },
];

/** The extra Maildir++ folders the world has (empty at the start). */
const mailFolders = ['.Trash', '.Archive'];

function writeAged(path: string, text: string, at: Date): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, at, at);
}

/**
 * Creates the bench world in a fresh temp folder: a home with {@link benchFiles}, a Maildir with
 * {@link benchMessages} (unread ones in `new/`), empty Trash and Archive folders, a data folder, and
 * {@link createBenchWebServer}'s pages on 127.0.0.1. File and message times are set relative to `now`.
 */
export async function createBenchWorld({ now: start, abortSignal }: { now: Date; abortSignal?: AbortSignal }): Promise<BenchWorld> {
  abortSignal?.throwIfAborted();
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'metnos-turn-bench-')));
  const home = join(base, 'home');
  const maildir = join(home, 'Maildir');
  const dataDir = join(base, 'data');
  const web = await createBenchWebServer(abortSignal === undefined ? {} : { abortSignal });
  let world: BenchWorld | undefined;
  const reset = () => {
    const now = world?.now ?? start;
    for (const folder of ['Documents', 'Downloads', 'Desktop', 'Pictures', 'Maildir']) rmSync(join(home, folder), { recursive: true, force: true });
    // The mail sent in an earlier pass (the outbox), not what the assistant learned.
    rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
    for (const file of benchFiles) writeAged(join(home, file.path), file.text, new Date(now.getTime() - file.ageDays * day - 3_600_000));
    for (const folder of ['', ...mailFolders]) for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(maildir, folder, sub), { recursive: true });
    for (const message of benchMessages) {
      const at = new Date(now.getTime() - message.ageDays * day - 3_600_000);
      const text = [`From: ${message.from}`, 'To: Me <me@example.it>', `Subject: ${message.subject}`, `Date: ${at.toUTCString()}`, `Message-ID: <${message.id}@bench.local>`, '', message.body, ''].join('\r\n');
      writeAged(join(maildir, message.unread ? 'new' : 'cur', message.unread ? message.id : `${message.id}:2,S`), text, at);
    }
  };
  world = {
    home,
    maildir,
    dataDir,
    baseUrl: web.baseUrl,
    now: start,
    reset,
    close: async () => {
      await web.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
  reset();
  return world;
}
