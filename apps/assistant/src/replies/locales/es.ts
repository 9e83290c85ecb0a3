import type { ReplyMessages } from '../reply-messages';

/** Spanish replies. */
export const es: ReplyMessages = {
  locale: 'es-ES',
  dayAndDate: '{weekday} {date}',
  more: { one: 'uno más', other: '{count} más' },
  quoted: '«{text}»',
  justNow: 'hace un momento',
  reminders: {
    at: 'Te lo recordaré {day} a las {time}: {text}.',
    onDay: 'Te lo recordaré {day}: {text}.',
    undated: 'Recordatorio guardado, sin fecha: {text}.',
  },
  files: {
    found: { one: 'He encontrado {count} archivo en {folder}: {names}.', other: 'He encontrado {count} archivos en {folder}: {names}.' },
    foundOfKind: { one: 'He encontrado {count} archivo {kind} en {folder}: {names}.', other: 'He encontrado {count} archivos {kind} en {folder}: {names}.' },
    none: 'No he encontrado ningún archivo en {folder}.',
    noneOfKind: 'No he encontrado ningún archivo {kind} en {folder}.',
    read: { one: 'He leído {count} archivo: {names}.', other: 'He leído {count} archivos: {names}.' },
    moved: { one: 'He movido {count} archivo de {from} a {to}: {names}.', other: 'He movido {count} archivos de {from} a {to}: {names}.' },
    movedInto: { one: 'He movido {count} archivo a {to}: {names}.', other: 'He movido {count} archivos a {to}: {names}.' },
    noneMoved: 'No se ha movido ningún archivo.',
  },
  messages: {
    found: { one: 'He encontrado {count} mensaje en {folder}: {list}.', other: 'He encontrado {count} mensajes en {folder}: {list}.' },
    item: '{subject} de {sender}',
    none: 'No he encontrado ningún mensaje en {folder}.',
    moved: { one: 'He movido {count} mensaje de {from} a {to}.', other: 'He movido {count} mensajes de {from} a {to}.' },
    noneMoved: 'No se ha movido ningún mensaje.',
    sent: 'He enviado {subject} a {to}.',
    queued: 'He dejado {subject} para {to} en la bandeja de salida: no hay ningún servidor de correo configurado, así que aún no ha salido.',
  },
  dates: {
    today: '{when} es {day}.',
    next: '{when} es {day}.',
    previous: '{when} fue {day}.',
    later: '{when} será {day}.',
    earlier: '{when} fue {day}.',
    now: 'Son las {time}.',
  },
  location: { here: 'Estás en {place}.' },
  pages: {
    fetched: { one: 'He descargado {count} página: {list}.', other: 'He descargado {count} páginas: {list}.' },
    none: 'No se ha descargado ninguna página.',
  },
  newExecutor: { recorded: 'Todavía no sé hacerlo; he anotado la petición para que se pueda construir: {description}.' },
  undo: {
    nothing: 'No hay nada que deshacer.',
    done: 'He deshecho el turno de las {time} ({ago}): {list}.',
    doneLast: 'He deshecho el último turno: {list}.',
    fileBack: '{name} vuelve a estar en {folder}',
    filesBack: { one: '{count} archivo vuelve a estar en {folder} ({names})', other: '{count} archivos vuelven a estar en {folder} ({names})' },
    messagesBack: { one: '{count} mensaje vuelve a estar en {folder}', other: '{count} mensajes vuelven a estar en {folder}' },
    reminderRemoved: 'el recordatorio {text} se ha eliminado',
    remindersRemoved: { one: '{count} recordatorio se ha eliminado', other: '{count} recordatorios se han eliminado' },
  },
  generic: {
    done: 'Hecho.',
    results: { one: '{count} resultado: {names}.', other: '{count} resultados: {names}.' },
    noResults: 'Ningún resultado.',
  },
};
