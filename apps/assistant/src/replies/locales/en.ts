import type { ReplyMessages } from '../reply-messages';

/** English replies. */
export const en: ReplyMessages = {
  locale: 'en-GB',
  dayAndDate: '{weekday} {date}',
  more: { other: '{count} more' },
  quoted: '“{text}”',
  justNow: 'just now',
  reminders: {
    at: "I'll remind you on {day} at {time}: {text}.",
    onDay: "I'll remind you on {day}: {text}.",
    undated: 'Reminder saved, with no date: {text}.',
  },
  files: {
    found: { one: 'Found {count} file in {folder}: {names}.', other: 'Found {count} files in {folder}: {names}.' },
    foundOfKind: { one: 'Found {count} {kind} file in {folder}: {names}.', other: 'Found {count} {kind} files in {folder}: {names}.' },
    none: 'No files found in {folder}.',
    noneOfKind: 'No {kind} files found in {folder}.',
    read: { one: 'Read {count} file: {names}.', other: 'Read {count} files: {names}.' },
    moved: { one: 'Moved {count} file from {from} to {to}: {names}.', other: 'Moved {count} files from {from} to {to}: {names}.' },
    movedInto: { one: 'Moved {count} file to {to}: {names}.', other: 'Moved {count} files to {to}: {names}.' },
    noneMoved: 'No files were moved.',
  },
  messages: {
    found: { one: 'Found {count} message in {folder}: {list}.', other: 'Found {count} messages in {folder}: {list}.' },
    item: '{subject} from {sender}',
    none: 'No messages found in {folder}.',
    moved: { one: 'Moved {count} message from {from} to {to}.', other: 'Moved {count} messages from {from} to {to}.' },
    noneMoved: 'No messages were moved.',
    sent: 'Sent {subject} to {to}.',
    queued: 'Saved {subject} to {to} in the outbox: no mail server is configured, so it has not left yet.',
  },
  dates: {
    today: '{when} is {day}.',
    next: '{when} is {day}.',
    previous: '{when} was {day}.',
    later: '{when} it will be {day}.',
    earlier: '{when} it was {day}.',
    now: "It's {time}.",
  },
  location: { here: 'You are in {place}.' },
  pages: {
    fetched: { one: 'Downloaded {count} page: {list}.', other: 'Downloaded {count} pages: {list}.' },
    none: 'No pages were downloaded.',
  },
  newExecutor: { recorded: "I can't do that yet; I noted the request so it can be built: {description}." },
  undo: {
    nothing: 'There is nothing to undo.',
    done: 'I undid the turn of {time} ({ago}): {list}.',
    doneLast: 'I undid the last turn: {list}.',
    fileBack: '{name} is back in {folder}',
    filesBack: { one: '{count} file is back in {folder} ({names})', other: '{count} files are back in {folder} ({names})' },
    messagesBack: { one: '{count} message is back in {folder}', other: '{count} messages are back in {folder}' },
    reminderRemoved: 'the reminder {text} is removed',
    remindersRemoved: { one: '{count} reminder is removed', other: '{count} reminders are removed' },
  },
  generic: {
    done: 'Done.',
    results: { one: '{count} result: {names}.', other: '{count} results: {names}.' },
    noResults: 'No results.',
  },
};
