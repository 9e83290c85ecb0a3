import { findFiles, missingCapability, moveFiles, probe, readFiles, sendFile, taught } from './replay-plans';
import type { ReplayFamily } from './replay-probe';

// Folders as Italian users name them: Documenti = ~/Documents, Scaricati = ~/Downloads, Immagini = ~/Pictures,
// Scrivania = ~/Desktop.

/** Finding, moving, reading and sending files, it/en. */
export const replayFileFamilies: readonly ReplayFamily[] = [
  {
    id: 'files-by-type-it',
    teach: [
      taught('it', 'trova i pdf nei Documenti', findFiles('~/Documents', { extension: 'pdf' })),
      taught('it', 'trova i file docx nei Documenti', findFiles('~/Documents', { extension: 'docx' })),
    ],
    probes: [
      probe('thu', 'values', 'it', 'trova i pdf in Scaricati', findFiles('~/Downloads', { extension: 'pdf' })),
      probe('tue', 'values', 'it', 'trova i file zip in Scaricati', findFiles('~/Downloads', { extension: 'zip' })),
      probe('thu', 'values', 'it', 'trova le foto jpg in Immagini', findFiles('~/Pictures', { extension: 'jpg' })),
      probe('tue', 'same', 'it', 'trova i pdf nei Documenti', findFiles('~/Documents', { extension: 'pdf' })),
      probe('thu', 'paraphrase', 'it', 'mi trovi i pdf che ho nei Documenti?', findFiles('~/Documents', { extension: 'pdf' })),
      probe('tue', 'values', 'it', 'trova i file txt sulla Scrivania', findFiles('~/Desktop', { extension: 'txt' })),
    ],
  },
  {
    id: 'files-by-type-en',
    teach: [
      taught('en', 'find the jpg files in Pictures', findFiles('~/Pictures', { extension: 'jpg' })),
      taught('en', 'find the png files in Downloads', findFiles('~/Downloads', { extension: 'png' })),
    ],
    probes: [
      probe('thu', 'values', 'en', 'find the pdf files in Documents', findFiles('~/Documents', { extension: 'pdf' })),
      probe('tue', 'values', 'en', 'find the zip files in Downloads', findFiles('~/Downloads', { extension: 'zip' })),
      probe('thu', 'values', 'en', 'find the jpg files in Downloads', findFiles('~/Downloads', { extension: 'jpg' })),
      probe('tue', 'paraphrase', 'en', 'show me the txt files on the Desktop', findFiles('~/Desktop', { extension: 'txt' })),
      probe('thu', 'sibling', 'en', 'find the docx files in Documents/Lavoro', findFiles('~/Documents/Lavoro', { extension: 'docx' })),
      probe('tue', 'not-memory', 'en', 'zip the pdf files in Documents', missingCapability('compress', 'files', ['pdf', 'documents'], 'compress files into a zip archive'), true),
    ],
  },
  {
    id: 'files-subfolder-it',
    teach: [
      taught('it', 'trova i file pdf nella cartella Documenti/Fatture', findFiles('~/Documents/Fatture', { extension: 'pdf' })),
      taught('it', 'trova i file jpg nella cartella Immagini/Vacanze', findFiles('~/Pictures/Vacanze', { extension: 'jpg' })),
    ],
    probes: [
      probe('thu', 'same', 'it', 'trova i file pdf nella cartella Documenti/Fatture', findFiles('~/Documents/Fatture', { extension: 'pdf' })),
      probe('tue', 'values', 'it', 'trova i file docx nella cartella Documenti/Lavoro', findFiles('~/Documents/Lavoro', { extension: 'docx' })),
      probe('thu', 'values', 'it', 'trova i file pdf nella cartella Documenti/Fatture/2025', findFiles('~/Documents/Fatture/2025', { extension: 'pdf' })),
      probe('tue', 'values', 'it', 'trova i file pptx nella cartella Documenti/Lavoro', findFiles('~/Documents/Lavoro', { extension: 'pptx' })),
      probe('thu', 'paraphrase', 'it', 'cerca i pdf nella sottocartella Fatture dei Documenti', findFiles('~/Documents/Fatture', { extension: 'pdf' })),
      probe('tue', 'not-memory', 'it', 'crea la cartella Documenti/Fatture/2026', missingCapability('create', 'folders', ['fatture', '2026'], 'create a folder'), true),
    ],
  },
  {
    id: 'files-recent-en',
    teach: [
      taught('en', 'which files did I change in the last 3 days in Downloads?', findFiles('~/Downloads', { days: 3 })),
      taught('en', 'which files did I change in the last 7 days in Documents?', findFiles('~/Documents', { days: 7 })),
    ],
    probes: [
      probe('thu', 'values', 'en', 'which files did I change in the last 2 days in Documents?', findFiles('~/Documents', { days: 2 })),
      probe('tue', 'values', 'en', 'which files did I change in the last 10 days in Downloads?', findFiles('~/Downloads', { days: 10 })),
      probe('thu', 'paraphrase', 'en', 'what did I modify on the Desktop in the last 5 days?', findFiles('~/Desktop', { days: 5 })),
      probe('tue', 'values', 'en', 'which files did I change in the last 3 days in Pictures?', findFiles('~/Pictures', { days: 3 })),
      probe('thu', 'paraphrase', 'it', 'quali file ho modificato negli ultimi 4 giorni in Scaricati?', findFiles('~/Downloads', { days: 4 })),
      probe('tue', 'sibling', 'en', 'which pdf files did I change in the last 7 days in Documents?', findFiles('~/Documents', { extension: 'pdf', days: 7 })),
    ],
  },
  {
    id: 'files-by-name-it',
    teach: [
      taught('it', 'cerca il file preventivo nei Documenti', findFiles('~/Documents', { pattern: 'preventivo' })),
      taught('it', 'cerca il file contratto nei Documenti', findFiles('~/Documents', { pattern: 'contratto' })),
    ],
    probes: [
      probe('thu', 'values', 'it', 'cerca il file relazione nei Documenti', findFiles('~/Documents', { pattern: 'relazione' })),
      probe('tue', 'values', 'it', 'cerca il file biglietto in Scaricati', findFiles('~/Downloads', { pattern: 'biglietto' })),
      probe('thu', 'values', 'it', 'cerca il file budget nei Documenti', findFiles('~/Documents', { pattern: 'budget' })),
      probe('tue', 'values', 'it', 'cerca il file todo sulla Scrivania', findFiles('~/Desktop', { pattern: 'todo' })),
      probe('thu', 'quoted', 'it', 'cerca il file "preventivo-bagno" nei Documenti', findFiles('~/Documents', { pattern: 'preventivo-bagno' })),
      probe('tue', 'not-memory', 'it', 'rinomina il file todo.txt in da-fare.txt', missingCapability('rename', 'files', ['todo.txt', 'da-fare.txt'], 'rename a file'), true),
    ],
  },
  {
    id: 'files-move-it',
    teach: [
      taught('it', 'sposta i file zip da Scaricati a Documenti', moveFiles('~/Downloads', 'zip', '~/Documents')),
      taught('it', 'sposta i file pdf da Scaricati a Documenti', moveFiles('~/Downloads', 'pdf', '~/Documents')),
    ],
    probes: [
      probe('thu', 'roles', 'it', 'sposta i file zip da Documenti a Scaricati', moveFiles('~/Documents', 'zip', '~/Downloads')),
      probe('tue', 'values', 'it', 'sposta i file jpg da Scaricati a Immagini', moveFiles('~/Downloads', 'jpg', '~/Pictures')),
      probe('thu', 'same', 'it', 'sposta i file zip da Scaricati a Documenti', moveFiles('~/Downloads', 'zip', '~/Documents')),
      probe('tue', 'roles', 'it', 'sposta i file pdf da Documenti a Scaricati', moveFiles('~/Documents', 'pdf', '~/Downloads')),
      probe('thu', 'sibling', 'it', 'sposta i file pdf da Scaricati a Documenti/Fatture', moveFiles('~/Downloads', 'pdf', '~/Documents/Fatture')),
      probe('tue', 'paraphrase', 'it', 'metti gli zip di Scaricati nei Documenti', moveFiles('~/Downloads', 'zip', '~/Documents')),
      probe('thu', 'not-memory', 'it', 'copia i file zip da Scaricati a Documenti', missingCapability('copy', 'files', ['zip', 'downloads', 'documents'], 'copy files into a folder'), true),
    ],
  },
  {
    id: 'files-move-en',
    teach: [
      taught('en', 'move the jpg files from Downloads to Pictures', moveFiles('~/Downloads', 'jpg', '~/Pictures')),
      taught('en', 'move the png files from Downloads to Pictures', moveFiles('~/Downloads', 'png', '~/Pictures')),
    ],
    probes: [
      probe('thu', 'roles', 'en', 'move the jpg files from Pictures to Downloads', moveFiles('~/Pictures', 'jpg', '~/Downloads')),
      probe('tue', 'values', 'en', 'move the pdf files from Downloads to Documents', moveFiles('~/Downloads', 'pdf', '~/Documents')),
      probe('thu', 'values', 'en', 'move the txt files from Desktop to Documents', moveFiles('~/Desktop', 'txt', '~/Documents')),
      probe('tue', 'roles', 'en', 'move the png files from Pictures to Desktop', moveFiles('~/Pictures', 'png', '~/Desktop')),
      probe('thu', 'not-memory', 'en', 'copy the jpg files from Downloads to Pictures', missingCapability('copy', 'files', ['jpg', 'downloads', 'pictures'], 'copy files into a folder'), true),
      probe('tue', 'sibling', 'en', 'move the jpg files from Downloads to Pictures/Vacanze', moveFiles('~/Downloads', 'jpg', '~/Pictures/Vacanze')),
    ],
  },
  {
    id: 'files-read-it',
    teach: [
      taught('it', 'leggimi il file ~/Desktop/todo.txt', readFiles('~/Desktop/todo.txt')),
      taught('it', 'leggimi il file ~/Desktop/notes.txt', readFiles('~/Desktop/notes.txt')),
    ],
    probes: [
      probe('thu', 'values', 'it', 'leggimi il file ~/Desktop/lista-spesa.txt', readFiles('~/Desktop/lista-spesa.txt')),
      probe('tue', 'values', 'it', 'leggimi il file ~/Documents/appunti.txt', readFiles('~/Documents/appunti.txt')),
      probe('thu', 'paraphrase', 'en', 'read me the file ~/Desktop/notes.txt', readFiles('~/Desktop/notes.txt')),
      probe('tue', 'same', 'it', 'leggimi il file ~/Desktop/todo.txt', readFiles('~/Desktop/todo.txt')),
      probe('thu', 'not-memory', 'it', 'stampa il file ~/Desktop/todo.txt', missingCapability('print', 'files', ['todo.txt'], 'print a file'), true),
    ],
  },
  {
    id: 'file-send-it',
    teach: [
      taught('it', "manda la carta d'imbarco in Scaricati a giorgio@example.it", sendFile('~/Downloads', 'imbarco', ['giorgio@example.it'], "Carta d'imbarco")),
      taught('it', 'manda il biglietto del treno in Scaricati a sara@example.it', sendFile('~/Downloads', 'biglietto', ['sara@example.it'], 'Biglietto del treno')),
    ],
    probes: [
      probe('thu', 'values', 'it', 'manda il menu in Scaricati a anna@rossi.it', sendFile('~/Downloads', 'menu', ['anna@rossi.it'], 'Menu')),
      probe('tue', 'values', 'it', 'manda il contratto nei Documenti a marco@verdi.it', sendFile('~/Documents', 'contratto', ['marco@verdi.it'], 'Contratto')),
      probe('thu', 'values', 'it', "manda la carta d'imbarco in Scaricati a luca.bianchi@example.it", sendFile('~/Downloads', 'imbarco', ['luca.bianchi@example.it'], "Carta d'imbarco")),
      probe('tue', 'values', 'it', 'manda il preventivo della cucina nei Documenti a giorgio@example.it', sendFile('~/Documents', 'preventivo-cucina', ['giorgio@example.it'], 'Preventivo cucina')),
      probe('thu', 'same', 'it', 'manda il biglietto del treno in Scaricati a sara@example.it', sendFile('~/Downloads', 'biglietto', ['sara@example.it'], 'Biglietto del treno')),
    ],
  },
  {
    id: 'file-send-en',
    teach: [
      taught('en', 'send the invoice in Documents to anna@rossi.it', sendFile('~/Documents', 'invoice', ['anna@rossi.it'], 'Invoice')),
      taught('en', 'send the budget in Documents to marco@verdi.it', sendFile('~/Documents', 'budget', ['marco@verdi.it'], 'Budget')),
    ],
    probes: [
      probe('thu', 'values', 'en', 'send the boarding pass in Downloads to sara@example.it', sendFile('~/Downloads', 'boarding', ['sara@example.it'], 'Boarding pass')),
      probe('tue', 'values', 'en', 'send the invoice in Documents to giorgio@example.it', sendFile('~/Documents', 'invoice', ['giorgio@example.it'], 'Invoice')),
      probe('thu', 'values', 'en', 'send the screenshot in Downloads to luca.bianchi@example.it', sendFile('~/Downloads', 'screenshot', ['luca.bianchi@example.it'], 'Screenshot')),
      probe('tue', 'values', 'en', 'send the budget in Documents to anna@rossi.it and marco@verdi.it', sendFile('~/Documents', 'budget', ['anna@rossi.it', 'marco@verdi.it'], 'Budget')),
      probe('thu', 'values', 'en', 'send the invoice in Downloads to anna@rossi.it', sendFile('~/Downloads', 'invoice', ['anna@rossi.it'], 'Invoice')),
      probe('tue', 'not-memory', 'en', 'share the invoice in Documents on Google Drive', missingCapability('share', 'files', ['invoice', 'google drive'], 'upload a file to Google Drive'), true),
    ],
  },
];
