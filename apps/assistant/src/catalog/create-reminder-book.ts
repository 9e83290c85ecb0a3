import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseJson } from '@metnos/core';

/** A reminder as persisted. */
export interface Reminder {
  id: string;
  text: string;
  /** ISO date or date-time, or empty when the user gave no time. */
  when: string;
  createdAt: string;
  turnId: string;
}

/** The reminders file (JSON, atomic writes). */
export interface ReminderBook {
  list(): Reminder[];
  add(reminder: Reminder): void;
  /** Removes a reminder; returns whether it existed. */
  remove(id: string): boolean;
}

/** Opens (lazily) the JSON reminders file at `filename`. */
export function createReminderBook({ filename }: { filename: string }): ReminderBook {
  const list = (): Reminder[] => {
    if (!existsSync(filename)) return [];
    const parsed = parseJson(readFileSync(filename, 'utf8'));
    return parsed.success && Array.isArray(parsed.value) ? (parsed.value as Reminder[]) : [];
  };
  const write = (reminders: Reminder[]) => {
    mkdirSync(dirname(filename), { recursive: true });
    writeFileSync(`${filename}.tmp`, JSON.stringify(reminders, null, 2));
    renameSync(`${filename}.tmp`, filename);
  };
  return {
    list,
    add(reminder) {
      write([...list(), reminder]);
    },
    remove(id) {
      const reminders = list();
      const kept = reminders.filter((reminder) => reminder.id !== id);
      if (kept.length !== reminders.length) write(kept);
      return kept.length !== reminders.length;
    },
  };
}
