/**
 * Hand-written Italian / English request pairs used to calibrate and test embedders. Groups:
 * - `nearDuplicate`: the same request with trivial edits (case, punctuation, accents, one filler word, order);
 * - `paraphrase`: the same intent reworded, sharing the content words;
 * - `sameTopicOtherIntent`: same topic words, different request (what L1 must NOT merge);
 * - `unrelated`: different requests.
 */
export const calibrationPairs: Record<'nearDuplicate' | 'paraphrase' | 'sameTopicOtherIntent' | 'unrelated', Array<[string, string]>> = {
  nearDuplicate: [
    ['trova le foto del battesimo', 'Trova le foto del battesimo!'],
    ['che ore sono', "che ore sono?"],
    ['perché la città è chiusa', 'perche la citta e chiusa'],
    ['mostrami gli appuntamenti di oggi', 'mostrami gli appuntamenti di oggi per favore'],
    ['scarica questa pagina e descrivila', 'scarica questa pagina e poi descrivila'],
    ['find the baptism photos', 'find the baptism photos please'],
    ['show me today\'s appointments', 'show me todays appointments'],
    ['sposta la posta spam nel cestino', 'sposta nel cestino la posta spam'],
    ['leggi il file note.txt', 'leggi il file  note.txt.'],
    ['what time is it', 'What time is it?'],
  ],
  paraphrase: [
    ['trova le foto del battesimo', 'cerca le foto del battesimo di Marco'],
    ['mostrami gli appuntamenti di oggi', 'quali appuntamenti ho oggi'],
    ['scarica questa pagina e descrivila', 'scarica la pagina e fammi una descrizione'],
    ['sposta la posta spam nel cestino', 'metti lo spam nel cestino'],
    ['find the baptism photos', 'search for photos of the baptism'],
    ['show me today\'s appointments', 'which appointments do I have today'],
    ['download this page and describe it', 'download the page and give me a description'],
    ['leggi il file note.txt', 'apri e leggi note.txt'],
  ],
  sameTopicOtherIntent: [
    ['mostrami gli appuntamenti di oggi', 'mostrami gli appuntamenti di domani'],
    ['trova le foto del battesimo', 'trova le foto del matrimonio'],
    ['sposta la posta spam nel cestino', 'svuota il cestino della posta'],
    ['show me today\'s appointments', 'cancel today\'s appointments'],
    ['find the baptism photos', 'delete the baptism photos'],
    ['che ore sono', 'che giorno è oggi'],
  ],
  unrelated: [
    ['trova le foto del battesimo', 'che ore sono'],
    ['mostrami gli appuntamenti di oggi', 'scarica questa pagina e descrivila'],
    ['sposta la posta spam nel cestino', 'dove mi trovo'],
    ['leggi il file note.txt', 'che tempo fa domani a Milano'],
    ['find the baptism photos', 'what time is it'],
    ['show me today\'s appointments', 'download this page and describe it'],
    ['perché la città è chiusa', 'manda una email a Giulia'],
    ['what is the weather tomorrow', 'move spam to the trash'],
    ['annulla l\'ultima operazione', 'trova i pdf nella cartella documenti'],
    ['play some music', 'ricordami di chiamare la mamma alle 18'],
  ],
};
