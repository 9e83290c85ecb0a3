import type { ToolResult } from '@metnos/core';
import { dateWords } from '@metnos/lexicon/internal';
import { FastPathError } from '../fast-path-error';
import type { LiteralEntry, LiteralLanguage } from './literal-entry';

/**
 * Renders the one-line reply of an L0 hit from its executor's result, in `language` (default: the entry's):
 * - `get_now`: `time` (`HH:MM[:SS]`) or an ISO `iso`/`now` with local time -> "Sono le 14:05." / "It's 14:05." /
 *   "Son las 14:05.";
 * - `get_date`: `date` (`YYYY-MM-DD`) or `iso`/`now` -> "Oggi è martedì 19 maggio 2026." / "Today is Tuesday 19 May 2026.";
 * - `get_location`: `label`, or `city` with optional `country` -> "Sei a Roma, Italia." / "You are in Rome, Italy.";
 * - `undo_last_turn`: `undone` (boolean, default true) and optional `description` -> "Ho annullato: …." /
 *   "Undone: …." or "Non c'è nulla da annullare." / "There is nothing to undo.".
 * Throws `FastPathError('literal_result_invalid')` when the result lacks the field the template needs.
 */
export function renderLiteralReply(entry: LiteralEntry, result: ToolResult, language: LiteralLanguage = entry.language): string {
  const templates = replyTemplates[language];
  switch (entry.tool) {
    case 'get_now':
      return templates.now(readTime(result));
    case 'get_date': {
      const [year, month, day] = readDate(result);
      const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
      const { writtenWeekdays, writtenMonths } = dateWords(language);
      return templates.date(writtenWeekdays[weekday] ?? '', day, writtenMonths[month - 1] ?? '', year);
    }
    case 'get_location':
      return templates.location(readPlace(result));
    case 'undo_last_turn': {
      if (result.undone === false) return templates.nothingToUndo;
      const description = typeof result.description === 'string' && result.description.trim() !== '' ? result.description.trim() : undefined;
      return templates.undone(description);
    }
  }
}

interface ReplyTemplates {
  now: (time: string) => string;
  date: (weekday: string, day: number, month: string, year: number) => string;
  location: (place: string) => string;
  nothingToUndo: string;
  undone: (description: string | undefined) => string;
}

const replyTemplates: Record<LiteralLanguage, ReplyTemplates> = {
  en: {
    now: (time) => `It's ${time}.`,
    date: (weekday, day, month, year) => `Today is ${weekday} ${day} ${month} ${year}.`,
    location: (place) => `You are in ${place}.`,
    nothingToUndo: 'There is nothing to undo.',
    undone: (description) => (description === undefined ? 'I undid the last action.' : `Undone: ${description}.`),
  },
  it: {
    now: (time) => `Sono le ${time}.`,
    date: (weekday, day, month, year) => `Oggi è ${weekday} ${day} ${month} ${year}.`,
    location: (place) => `Sei a ${place}.`,
    nothingToUndo: "Non c'è nulla da annullare.",
    undone: (description) => (description === undefined ? "Ho annullato l'ultima operazione." : `Ho annullato: ${description}.`),
  },
  es: {
    now: (time) => `Son las ${time}.`,
    date: (weekday, day, month, year) => `Hoy es ${weekday} ${day} de ${month} de ${year}.`,
    location: (place) => `Estás en ${place}.`,
    nothingToUndo: 'No hay nada que deshacer.',
    undone: (description) => (description === undefined ? 'He deshecho la última acción.' : `Deshecho: ${description}.`),
  },
};

function invalid(field: string, tool: string): FastPathError {
  return new FastPathError({ code: 'literal_result_invalid', subject: field, message: `the ${tool} result lacks a usable ${field}` });
}

function readIso(result: ToolResult): string | undefined {
  const value = result.iso ?? result.now;
  return typeof value === 'string' ? value : undefined;
}

function readTime(result: ToolResult): string {
  if (typeof result.time === 'string') {
    const match = /^(\d{1,2}):(\d{2})/u.exec(result.time);
    if (match !== null) return `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`;
  }
  const match = /T(\d{2}):(\d{2})/u.exec(readIso(result) ?? '');
  if (match === null) throw invalid('time', 'get_now');
  return `${match[1] ?? ''}:${match[2] ?? ''}`;
}

function readDate(result: ToolResult): [number, number, number] {
  const source = typeof result.date === 'string' ? result.date : readIso(result) ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(source);
  const parts: [number, number, number] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (match === null || parts[1] < 1 || parts[1] > 12 || parts[2] < 1 || parts[2] > 31) throw invalid('date', 'get_date');
  return parts;
}

function readPlace(result: ToolResult): string {
  if (typeof result.label === 'string' && result.label.trim() !== '') return result.label.trim();
  if (typeof result.city === 'string' && result.city.trim() !== '') {
    return typeof result.country === 'string' && result.country.trim() !== '' ? `${result.city.trim()}, ${result.country.trim()}` : result.city.trim();
  }
  throw invalid('label', 'get_location');
}
