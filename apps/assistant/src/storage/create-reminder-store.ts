import type { SqliteDatabase } from '@metnos/praxis-store';
import type { Reminder, ReminderStore } from './reminder-store';

interface ReminderRow {
  id: string;
  text: string;
  due: string;
  created_at: string;
  turn_id: string;
}

/** The reminder table of an open `assistant.sqlite` (see `openAssistantDatabase`). */
export function createReminderStore(database: SqliteDatabase): ReminderStore {
  const insert = database.prepare('INSERT INTO reminders (id, text, due, created_at, turn_id) VALUES (@id, @text, @when, @createdAt, @turnId)');
  const select = database.prepare('SELECT * FROM reminders ORDER BY created_at, id');
  const remove = database.prepare('DELETE FROM reminders WHERE id = ?');
  return {
    list: () => (select.all() as ReminderRow[]).map((row) => ({ id: row.id, text: row.text, when: row.due, createdAt: row.created_at, turnId: row.turn_id })),
    add(reminder: Reminder) {
      insert.run(reminder);
    },
    remove: (id) => remove.run(id).changes > 0,
  };
}
