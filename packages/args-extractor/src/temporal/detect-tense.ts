/** Which way a request looks in time: back at what happened, forward to what is planned, or neither. */
export type RequestTense = 'past' | 'future' | 'neutral';

const participle =
  "\\p{L}+(?:at|ut|it)[oaie]|fatt[oaie]|vist[oaie]|pres[oaie]|mess[oaie]|dett[oaie]|scritt[oaie]|lett[oaie]|spes[oaie]|pers[oaie]|chiest[oaie]|rispost[oaie]|apert[oaie]|chius[oaie]|vint[oaie]|rott[oaie]|cors[oaie]|scelt[oaie]|success[oaie]|stat[oaie]|avut[oaie]|dormit[oaie]";
const strongPast = new RegExp(
  [
    // Italian compound past ("ho scaricato", "abbiamo già fatto"), imperfect and remote past; English auxiliaries.
    `\\b(?:ho|hai|ha|abbiamo|avete|hanno|avevo|avevi|aveva|avevamo|avevano)\\s+(?:(?:gia|appena|mai|poi|anche|proprio|sempre|ancora|davvero|finalmente)\\s+)*(?:${participle})\\b`,
    "\\b(?:ero|eri|era|eravamo|erano|fui|fu|c'era|c'erano)\\b",
    '(?:\\bsono|\\bsei|è|\\bsiamo|\\bsiete) (?:stat|andat|arrivat|uscit|venut|partit|successo|tornat|rimast)',
    "\\b(?:did|didn't|was|wasn't|were|weren't|had|hadn't|happened|ago)\\b",
    // "fa" is "ago" only after a length ("2 ore fa", "tempo fa"); "si fa l'albero" is "one does".
    '\\b(?:\\d+|un|una|uno|poco|tempo|qualche|secondi|second[oi]|minut[oi]|or[ae]|giorn[oi]|settiman[ae]|mes[ei]|ann[oi]|decenni|secoli)\\s+fa\\b',
    // Participles and simple pasts of the verbs people use about files, mail, photos, money, calls.
    '\\b(?:modificat|ricevut|inviat|mandat|spedit|scattat|salvat|creat|scaricat|caricat|aggiornat|cancellat|eliminat|archiviat|pagat|comprat|acquistat|ordinat|arrivat|pubblicat|condivis|registrat|ascoltat|guardat|mangiat|firmat|visitat|fatturat|incassat|prelevat|versat)[oaie]\\b',
    // A participle after a present copula is a state ("the office is closed"), not a past.
    '(?<!\\b(?:is|are|am|be|being|remains?|stays?|gets?|will be)\\s)\\b(?:received|sent|modified|edited|changed|created|uploaded|downloaded|saved|deleted|took|taken|paid|spent|bought|ordered|arrived|published|shared|recorded|called|missed|went|got|lost|watched|ate|slept|wrote|written|visited|met|listened|signed|walked|played|cooked|opened|closed|made|happened|worked)\\b',
    // Simple pasts of the verbs news reports use ("the agency announced", "prices rose", "police arrested").
    '\\b(?:said|announced|reported|approved|celebrated|rose|fell|grew|dropped|declined|increased|decreased|doubled|killed|arrested|began|ended|held|released|launched|occurred|found|gave|won|died|voted|passed|stalled|issued|reached|raised|told|became|saw|showed|came|agreed|attended|collapsed|elected|injured|resigned|returned|signed|sold|struck|fired|filed|rallied|surged|slumped|jumped|tumbled|unveiled|warned|confirmed|denied|claimed|admitted|revealed|closed down|shut down)\\b',
  ].join('|'),
  'u',
);
const strongFuture = new RegExp(
  [
    '\\b(?:spostat[oaie]|rimandat[oaie]|rinviat[oaie]|posticipat[oaie]|anticipat[oaie]|riprogrammat[oaie]|moved|rescheduled|postponed|pushed back|ricordami|ricordamelo|ricordami|ricordare|ricorda|ricordagli|ricordale|promemoria|avvisami|avvisa|avvertimi|notificami|svegliami|sveglia|prenota|prenotami|fissa|fissami|programma|pianifica|organizza|segna|segnalo|segnala|segnami|imposta|sposta|rimanda|rinvia|posticipa|anticipa|metti in (?:agenda|calendario)|mettilo|mettila|aggiungi (?:in|al|all) ?(?:agenda|calendario)|blocca|entro|scade|scadenza|devo|dobbiamo|bisogna|voglio|vorrei|prossim[oaie]|che viene)\\b',
    // Plans announced in the passive: "l'udienza è fissata per", "the hearing is scheduled for", "è prevista pioggia".
    '\\b(?:fissat[oaie]|programmat[oaie]|convocat[oaie]|previst[oaie]|pianificat[oaie]|in programma|scheduled|slated|expected|planned)\\b',
    "\\b(?:remind|reminder|schedule|book|reserve|plan|set|add|put|postpone|reschedule|move|alert|notify|wake|will|won't|shall|'ll|going to|gonna|need to|have to|must|due|deadline|next|upcoming|coming|tomorrow)\\b",
  ].join('|'),
  'u',
);
const strongPastAll = new RegExp(strongPast.source, 'gu');
const strongFutureAll = new RegExp(strongFuture.source, 'gu');

/**
 * Italian compound past with `essere` ("è caduto", "si è tenuto", "sono aumentati", "è scesa"), read on the text with
 * its accents so that "è" is not the conjunction "e". A state ("è chiuso", "sono aperti") is not a past.
 */
const italianEssere = new RegExp(
  `(?:^|[^\\p{L}])(?:è|sono|sei|siamo|siete|era|erano)\\s+(?:(?:già|appena|poi|anche|stat[oaie])\\s+)*(?!stat[oaie](?![\\p{L}]))(?!chius|apert|spostat|rimandat|rinviat|posticipat|anticipat|riprogrammat|gratuit|dedicat|situat|limitat|riservat|vietat|consentit|obbligat|invitat|abituat|interessat|occupat|preoccupat|fissat|programmat|convocat|previst|pianificat)(?:\\p{L}+(?:at|ut|it)[oaie]|sces[oaie]|mort[oaie]|nat[oaie]|giunt[oaie]|rimast[oaie]|emers[oaie]|appars[oaie]|esplos[oaie]|success[oaie]|cors[oaie]|mess[oaie]|pres[oaie]|vist[oaie]|scritt[oaie]|sort[oaie]|risort[oaie]|chiest[oaie]|svolt[oaie]|accolt[oaie]|raccolt[oaie]|sciolt[oaie]|coinvolt[oaie]|sepolt[oaie]|uccis[oaie]|decis[oaie]|distrutt[oaie]|elett[oaie]|raggiunt[oaie]|prodott[oaie]|condott[oaie]|introdott[oaie])(?![\\p{L}])`,
  'gu',
);

/** Italian simple future (`arriverà`, `partirò`, `faremo`, `andranno`), read on the text with its accents. */
const italianFuture = /\p{L}{2,}(?:rò|rà|remo|ranno)(?![\p{L}])/gu;
/**
 * An English regular simple past after a subject ("the company recalled", "police evacuated", "it doubled"): a weak
 * past cue, as the same form is also an adjective ("a detailed report") or follows a copula ("is closed").
 */
const regularPast = /\b(?:i|we|you|he|she|it|they|police|officials|government|company|firm|bank|court|council|army|authorities|(?:the|a|an|its|his|her|their)\s+\p{L}+)\s+(?!need|feed|speed|proceed|exceed|succeed|bleed|breed|embed|shed|indeed)(\p{L}{2,}ed)\b/gu;
const weakPast = /\b(?:foto|fotografie|immagini|screenshot|file|documenti|mail|email|e-mail|messaggi|chiamate|log|commit|fatture|transazioni|spese|bollette|estratti|ricevute|scontrini|backup|report|verbale|notizie|photos?|pictures?|images?|screenshots?|files|documents?|mails?|emails?|messages?|logs?|commits?|invoices?|transactions?|expenses|bills?|statements?|receipts?|backups?|reports?|history|cronologia)\b/u;
const weakFuture = /\b(?:appuntament[oi]|riunion[ei]|evento|eventi|volo|treno|prenotazion[ei]|agenda|calendario|meteo|esame|visita|festa|compleanno|consegna|partenza|viaggio|ferie|vacanz[ae]|appointments?|meetings?|events?|flights?|train|booking|calendar|agenda|weather|forecast|exam|party|birthday|delivery|trip|holidays?|vacation)\b/u;

/**
 * Reads the tense of a request from cue words (Italian and English): past auxiliaries and participles ("ho
 * scaricato", "did I", "received", "fa", "ago") against plans and reminders ("ricordami", "prenota", "schedule",
 * "will", future endings "-rà", "entro", "next"). Verbs count twice, nouns that usually name what already exists
 * (photos, files, mail, expenses) or what is planned (meeting, flight, weather) once. The text must be normalised
 * (lowercase, no accents); `original` keeps the accents of the Italian future. Returns 'neutral' when the cues tie.
 */
export function detectTense(normalized: string, original = normalized): RequestTense {
  let past = 0;
  let future = 0;
  for (const match of normalized.matchAll(strongPastAll)) if (match[0].length > 0) past += 2;
  for (const match of normalized.matchAll(strongFutureAll)) if (match[0].length > 0) future += 2;
  for (const match of original.toLowerCase().matchAll(italianFuture)) if (match[0].length > 0) future += 2;
  for (const match of original.toLowerCase().matchAll(italianEssere)) if (match[0].length > 0) past += 2;
  for (const match of normalized.matchAll(regularPast)) if (!/^(?:red|bed|used|based|related|called|named|expected|scheduled|planned|booked|reserved|fixed)$/u.test(match[1] ?? '')) past += 1;
  if (weakPast.test(normalized)) past += 1;
  if (weakFuture.test(normalized)) future += 1;
  return past > future ? 'past' : future > past ? 'future' : 'neutral';
}
