import type { DateWords } from '../date-words';
import { italianDatePatternWords } from './date-pattern-words';

/** The Italian words of dates and times. */
export const italianDateWords: DateWords = {
  language: 'it',
  months: {
    gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  },
  // "ago" (needle) and "set" are ordinary words.
  monthAbbreviations: { gen: 1, feb: 2, mar: 3, apr: 4, mag: 5, giu: 6, lug: 7, sett: 9, ott: 10, nov: 11, dic: 12 },
  dottedMonthAbbreviations: { gen: 1, genn: 1, feb: 2, febbr: 2, mar: 3, apr: 4, mag: 5, giu: 6, lug: 7, ago: 8, sett: 9, set: 9, ott: 10, nov: 11, dic: 12 },
  weekdays: { domenica: 0, lunedi: 1, martedi: 2, mercoledi: 3, giovedi: 4, venerdi: 5, sabato: 6 },
  weekdayAbbreviations: { dom: 0, lun: 1, mar: 2, mer: 3, merc: 3, gio: 4, giov: 4, ven: 5, sab: 6 },
  units: {
    secondo: 'second', secondi: 'second', sec: 'second',
    minuto: 'minute', minuti: 'minute', min: 'minute', minutino: 'minute', minutini: 'minute',
    ora: 'hour', ore: 'hour', h: 'hour', oretta: 'hour', orette: 'hour',
    giorno: 'day', giorni: 'day', giornata: 'day', giornate: 'day', gg: 'day',
    settimana: 'week', settimane: 'week', settimanina: 'week', settimanine: 'week',
    mese: 'month', mesi: 'month',
    anno: 'year', anni: 'year',
  },
  partsOfDay: {
    mattina: 'morning', mattino: 'morning', mattinata: 'morning', pomeriggio: 'afternoon', sera: 'evening', serata: 'evening',
    notte: 'night', nottata: 'night', pranzo: 'lunch', cena: 'dinner', 'ora di pranzo': 'lunch', 'ora di cena': 'dinner',
    'prima mattina': 'early-morning', 'primo mattino': 'early-morning', 'prima mattinata': 'early-morning', 'meta mattina': 'mid-morning',
    'meta mattinata': 'mid-morning', 'tarda mattina': 'late-morning', 'tarda mattinata': 'late-morning', 'primo pomeriggio': 'early-afternoon',
    'meta pomeriggio': 'mid-afternoon', 'tardo pomeriggio': 'late-afternoon', 'prima serata': 'early-evening', 'tarda serata': 'late-evening',
    'tarda sera': 'late-evening',
  },
  partOfDayHints: {
    colazione: 'morning', brunch: 'late-morning', pranzo: 'lunch', pranzare: 'lunch', pranziamo: 'lunch', cena: 'dinner', cenare: 'dinner',
    ceniamo: 'dinner', cenetta: 'dinner', merenda: 'afternoon', aperitivo: 'early-evening', aperitivi: 'early-evening', apericena: 'early-evening',
    'happy hour': 'early-evening',
    // Fetching the children from school, as English "school pickup".
    'prendere i bambini': 'afternoon', 'prendo i bambini': 'afternoon', 'prendere i bimbi': 'afternoon', 'prendo i bimbi': 'afternoon',
    'uscita da scuola': 'afternoon', 'uscita di scuola': 'afternoon', doposcuola: 'afternoon',
    'dopo il lavoro': 'early-evening', 'dopo lavoro': 'early-evening', 'uscito dal lavoro': 'early-evening', 'uscita dal lavoro': 'early-evening',
    // Una visita dal medico o dal dentista è nell'orario dello studio: "dal dentista alle 4 e mezza" è 16:30, "alle 9" 09:00.
    dentista: 'afternoon', medico: 'afternoon', dottore: 'afternoon', dottoressa: 'afternoon', pediatra: 'afternoon',
  },
  seasons: { primavera: 'spring', estate: 'summer', autunno: 'autumn', inverno: 'winter' },
  ordinals: { primo: 1, prima: 1, secondo: 2, seconda: 2, terzo: 3, terza: 3, quarto: 4, quarta: 4, quinto: 5, quinta: 5, ultimo: -1, ultima: -1 },
  relativeDays: [
    { forms: ['dopodomani', 'dopo domani', 'posdomani', "domani l'altro", "doman l'altro", 'domani dopo'], days: 2 },
    { forms: ["l'altro ieri", "l'altroieri", 'altro ieri', 'altroieri', 'avantieri', "ieri l'altro"], days: -2 },
    { forms: ['oggi stesso', "quest'oggi", 'in data odierna', 'data odierna', 'in giornata', 'oggi'], days: 0 },
    // Chat shorthand: "dmn".
    { forms: ['domani', 'dmn'], days: 1 },
    { forms: ['ieri'], days: -1 },
    { forms: ['stamattina', 'stamani', 'stamane', 'sta mattina'], days: 0, part: 'morning' },
    { forms: ['stasera', 'sta sera'], days: 0, part: 'evening' },
    // Spoken and literary "ier sera", "iersera": yesterday evening.
    { forms: ['ier sera', 'iersera'], days: -1, part: 'evening' },
    // The late part of the evening, as "tarda serata": "stasera tardi", "stasera sul tardi".
    { forms: ['stasera tardi', 'stasera sul tardi', 'stasera verso tardi', 'tardi stasera'], days: 0, part: 'late-evening' },
    { forms: ['stanotte', 'sta notte'], days: 0, part: 'night' },
    { forms: ['domattina'], days: 1, part: 'morning' },
  ],
  holidays: {
    'christmas-eve': ['vigilia di natale', 'cenone della vigilia di natale', 'cenone della vigilia'],
    christmas: ['natale'],
    'boxing-day': ['santo stefano'],
    'new-years-eve': ['san silvestro', 'notte di capodanno', 'vigilia di capodanno'],
    'new-years-day': ['capodanno', "primo dell'anno"],
    epiphany: ['epifania', 'befana'],
    'valentines-day': ['san valentino'],
    'holocaust-remembrance-day': ['giorno della memoria', 'giornata della memoria'],
    'womens-day': ['festa della donna'],
    'st-patricks-day': ['san patrizio'],
    'italian-fathers-day': ['festa del papa', 'festa dei papa', 'san giuseppe'],
    'april-fools-day': ["pesce d'aprile"],
    'liberation-day': ['festa della liberazione', 'giorno della liberazione', 'anniversario della liberazione'],
    'labour-day': ['festa del lavoro', 'festa dei lavoratori'],
    'republic-day': ['festa della repubblica'],
    'saints-peter-and-paul': ['san pietro e paolo', 'santi pietro e paolo', 'festa di san pietro e paolo'],
    ferragosto: ['ferragosto'],
    halloween: ['halloween'],
    'all-saints-day': ['ognissanti', 'tutti i santi'],
    'all-souls-day': ['giorno dei morti', 'commemorazione dei defunti', 'festa dei morti'],
    'immaculate-conception': ['immacolata concezione', 'immacolata'],
    'mothers-day': ['festa della mamma'],
    thanksgiving: ['giorno del ringraziamento', 'festa del ringraziamento', 'ringraziamento'],
    'canadian-thanksgiving': ['giorno del ringraziamento canadese', 'ringraziamento canadese', 'ringraziamento in canada'],
    'easter-monday': ['pasquetta', "lunedi dell'angelo", 'lunedi di pasqua'],
    easter: ['domenica di pasqua', 'pasqua'],
    'good-friday': ['venerdi santo'],
    'holy-thursday': ['giovedi santo'],
    'holy-saturday': ['sabato santo'],
    'palm-sunday': ['domenica delle palme'],
    'shrove-tuesday': ['martedi grasso', 'carnevale'],
    'fat-thursday': ['giovedi grasso'],
    'ash-wednesday': ['mercoledi delle ceneri', 'le ceneri'],
    ascension: ['ascensione'],
    pentecost: ['lunedi di pentecoste'],
    'pentecost-sunday': ['pentecoste'],
    'corpus-domini': ['corpus domini'],
    'earth-day': ['giornata della terra', 'giornata mondiale della terra'],
    'grandparents-day-italy': ['festa dei nonni'],
    'st-john-the-baptist': ['festa di san giovanni', 'giorno di san giovanni'],
    'st-lawrence': ['festa di san lorenzo', 'giorno di san lorenzo'],
    'st-francis': ['festa di san francesco', 'giorno di san francesco'],
    'st-martin': ['festa di san martino', 'giorno di san martino'],
    'st-nicholas': ['festa di san nicola', 'giorno di san nicola'],
    'st-ambrose': ["festa di sant'ambrogio", "giorno di sant'ambrogio"],
    'st-lucy': ['festa di santa lucia', 'giorno di santa lucia'],
    'st-agatha': ["festa di sant'agata", "giorno di sant'agata"],
    'st-januarius': ['festa di san gennaro', 'giorno di san gennaro'],
    'st-rosalia': ['festa di santa rosalia', 'giorno di santa rosalia', 'festino di santa rosalia'],
    'st-petronius': ['festa di san petronio', 'giorno di san petronio'],
    'st-mark': ['festa di san marco', 'giorno di san marco'],
    'st-george-italy': ['festa di san giorgio', 'giorno di san giorgio'],
    'st-anthony-of-padua': ["festa di sant'antonio da padova", "giorno di sant'antonio da padova", "festa di sant'antonio di padova"],
    'st-anthony-abbot': ["festa di sant'antonio abate", "giorno di sant'antonio abate"],
    'st-zeno': ['festa di san zeno', 'giorno di san zeno'],
    'st-catherine-of-siena': ['festa di santa caterina da siena', 'giorno di santa caterina da siena'],
    'st-benedict': ['festa di san benedetto', 'giorno di san benedetto'],
    'st-rocco': ['festa di san rocco', 'giorno di san rocco'],
    'st-bartholomew': ['festa di san bartolomeo', 'giorno di san bartolomeo'],
    'st-michael': ['festa di san michele', 'giorno di san michele'],
    'st-charles-borromeo': ['festa di san carlo', 'giorno di san carlo'],
    'st-justus': ['festa di san giusto', 'giorno di san giusto'],
    'st-sebastian': ['festa di san sebastiano', 'giorno di san sebastiano'],
    'st-blaise': ['festa di san biagio', 'giorno di san biagio'],
    'st-ranieri': ['festa di san ranieri', 'giorno di san ranieri'],
    'st-geminianus': ['festa di san geminiano', 'giorno di san geminiano'],
    'st-oronzo': ["festa di sant'oronzo", "giorno di sant'oronzo"],
    'st-andrew-italy': ["festa di sant'andrea", "giorno di sant'andrea"],
    'st-barbara': ['festa di santa barbara', 'giorno di santa barbara'],
    'st-anne': ["festa di sant'anna", "giorno di sant'anna"],
    // Venice's feast of the Redeemer, the third Sunday of July.
    redentore: ['festa del redentore', 'domenica del redentore'],
    // Rome's birthday, 21 April: not Christmas.
    'rome-birthday': ['natale di roma'],
    'lunar-new-year': ['capodanno cinese', 'capodanno lunare'],
    'rosh-hashanah': ['capodanno ebraico', 'rosh hashanah', 'rosh hashana'],
    'yom-kippur': ['yom kippur'],
    hanukkah: ['hanukkah', 'chanukkah', 'hanukka'],
    passover: ['pasqua ebraica', 'pesach'],
    ramadan: ['ramadan'],
    'eid-al-fitr': ['eid al-fitr', 'eid al fitr', 'festa della fine del ramadan'],
    'eid-al-adha': ['eid al-adha', 'eid al adha', 'festa del sacrificio'],
  },
  // From the Roman calendar: the patron saints' days Italian keeps as feasts (the cities' in the comments).
  patronCities: {
    'st-john-the-baptist': ['firenze', 'genova', 'torino'], 'st-nicholas': ['bari'], 'st-ambrose': ['milano'], 'st-lucy': ['siracusa'],
    'st-agatha': ['catania'], 'st-januarius': ['napoli'], 'st-rosalia': ['palermo'], 'st-petronius': ['bologna'], 'st-mark': ['venezia'],
    'st-anthony-of-padua': ['padova'], 'st-zeno': ['verona'], 'st-justus': ['trieste'], 'st-ranieri': ['pisa'], 'st-geminianus': ['modena'],
    'st-oronzo': ['lecce'], 'st-andrew-italy': ['amalfi'],
  },
  // The premiere of La Scala's season falls on Sant'Ambrogio; San Gennaro's blood liquefies in the Duomo di Napoli.
  patronFeastSigns: {
    'st-ambrose': ['prima della scala', 'teatro alla scala', 'alla scala', 'della scala', 'oh bej oh bej', 'obej obej'],
    'st-januarius': ['miracolo', 'liquefazione', 'ampolla', 'ampolle', 'sangue del santo', 'duomo di napoli'],
  },
  saintDays: {
    'st-john-the-baptist': [6, 24], // Firenze, Genova, Torino
    'st-lawrence': [8, 10],
    'st-francis': [10, 4], // Italia
    'st-martin': [11, 11],
    'st-nicholas': [12, 6], // Bari
    'st-ambrose': [12, 7], // Milano
    'st-lucy': [12, 13], // Siracusa
    'st-agatha': [2, 5], // Catania
    'st-januarius': [9, 19], // Napoli
    'st-rosalia': [7, 15], // Palermo
    'st-petronius': [10, 4], // Bologna
    'st-mark': [4, 25], // Venezia
    'st-george-italy': [4, 23], // Genova, Ferrara, Reggio Calabria
    'st-anthony-of-padua': [6, 13], // Padova
    'st-anthony-abbot': [1, 17],
    'st-zeno': [4, 12], // Verona
    'st-catherine-of-siena': [4, 29], // Italia
    'st-benedict': [7, 11], // Europa
    'st-rocco': [8, 16],
    'st-bartholomew': [8, 24],
    'st-michael': [9, 29],
    'st-charles-borromeo': [11, 4],
    'st-justus': [11, 3], // Trieste
    'st-sebastian': [1, 20],
    'st-blaise': [2, 3],
    'st-ranieri': [6, 17], // Pisa
    'st-geminianus': [1, 31], // Modena
    'st-oronzo': [8, 26], // Lecce
    'st-andrew-italy': [11, 30], // Amalfi
    'st-barbara': [12, 4],
    'st-anne': [7, 26],
    'rome-birthday': [4, 21],
  },
  // Approximate counts are read as their round number: "una decina di giorni" is about 10.
  vagueCounts: {
    'un paio di': 2, "un paio d'": 2, qualche: 3, alcuni: 3, alcune: 3, 'una decina di': 10, "una decina d'": 10, 'una dozzina di': 12,
    "una dozzina d'": 12, 'una quindicina di': 15, "una quindicina d'": 15, 'una ventina di': 20, "una ventina d'": 20, 'una trentina di': 30,
    "una trentina d'": 30, 'una quarantina di': 40, "una quarantina d'": 40, 'una cinquantina di': 50, "una cinquantina d'": 50,
  },
  clockPrepositions: [
    'alle ore', 'alle', "all'", 'le ore', 'le', 'ore', 'h', 'verso le', 'verso', 'intorno alle', 'circa alle', 'dalle ore', 'dalle',
    'delle', 'per le', 'tra le', 'fra le', 'e le', 'sulle',
  ],
  periodPrepositions: [
    'negli', "negl'", 'nei', 'nelle', "nell'", 'nel', 'nella', 'degli', 'dei', 'delle', "dell'", 'del', 'della', 'gli', 'i', 'le', "l'", 'la',
    'il', 'lo', 'per gli', 'per i', 'per le', 'per la', 'per il', 'durante gli', 'durante i', 'durante le', 'durante la', 'durante il',
    'in', 'di', 'su', 'sugli', 'sui', 'sulle', 'nel corso degli', 'nel corso dei', 'nel corso delle', 'nel corso della', 'nel corso del',
  ],
  holidayNamedThings: [
    'albero', 'alberi', 'addobbi', 'luci', 'lucine', 'canzone', 'canzoni', 'canti', 'canto', 'film', 'uova', 'uovo', 'colomba', 'colombe',
    'presepe', 'presepi', 'regali', 'biglietti', 'decorazioni', 'costume', 'costumi', 'zucca', 'zucche', 'spirito', 'atmosfera', 'favola',
    'racconto', 'accordo', 'accordi',
  ],
  writtenWeekdays: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  writtenMonths: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  // "uno"/"una"/"un" are articles and "sei" is "you are": left out.
  // An apostrophe for the accent ("mercoledi' sera") is the name too.
  misspellings: { "lunedi'": 'lunedi', "martedi'": 'martedi', "mercoledi'": 'mercoledi', "giovedi'": 'giovedi', "venerdi'": 'venerdi', sabbato: 'sabato', setembre: 'settembre', febraio: 'febbraio', febbrario: 'febbraio', dicembere: 'dicembre', ottobere: 'ottobre' },
  chatShorthand: { 'prossimo venturo': 'p.v.', venturo: 'prossimo', ventura: 'prossima', prox: 'prossimo', 'sett prox': 'settimana prossima', 'sett prossima': 'settimana prossima', 'la sett prox': 'la settimana prossima', 'la prox sett': 'la prossima settimana', pome: 'pomeriggio', 'sto pome': 'questo pomeriggio' },
  countWords: {
    due: 2, tre: 3, quattro: 4, cinque: 5, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14,
    quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19, venti: 20, ventiquattro: 24, trenta: 30, quaranta: 40,
    cinquanta: 50, sessanta: 60, cento: 100,
  },
  cityTimeZones: {
    roma: 'Europe/Rome', londra: 'Europe/London', parigi: 'Europe/Paris', berlino: 'Europe/Berlin', mosca: 'Europe/Moscow',
    atene: 'Europe/Athens', lisbona: 'Europe/Lisbon', varsavia: 'Europe/Warsaw', praga: 'Europe/Prague',
    bruxelles: 'Europe/Brussels', vienna: 'Europe/Vienna', zurigo: 'Europe/Zurich', stoccolma: 'Europe/Stockholm',
    copenaghen: 'Europe/Copenhagen', istanbul: 'Europe/Istanbul', 'new york': 'America/New_York',
    'nuova york': 'America/New_York', 'città del messico': 'America/Mexico_City', 'san paolo': 'America/Sao_Paulo',
    pechino: 'Asia/Shanghai', 'il cairo': 'Africa/Cairo', cairo: 'Africa/Cairo', gerusalemme: 'Asia/Jerusalem',
    tokyo: 'Asia/Tokyo', 'los angeles': 'America/Los_Angeles', sydney: 'Australia/Sydney', 'hong kong': 'Asia/Hong_Kong',
    singapore: 'Asia/Singapore', dubai: 'Asia/Dubai', seul: 'Asia/Seoul', 'nuova delhi': 'Asia/Kolkata', delhi: 'Asia/Kolkata',
    mumbai: 'Asia/Kolkata', 'buenos aires': 'America/Argentina/Buenos_Aires', 'san francisco': 'America/Los_Angeles',
    'rio de janeiro': 'America/Sao_Paulo',
  },
  zonePrepositions: ['a', 'ad', 'per', 'di', 'da', 'nel', 'nella'],
  patternWords: italianDatePatternWords,
};
