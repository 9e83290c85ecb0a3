/** A reminder the assistant keeps for the user. */
export interface Reminder {
  id: string;
  text: string;
  /** ISO date or date-time; empty when none was given. */
  when: string;
  createdAt: string;
  turnId: string;
}

/** The reminders, kept in `assistant.sqlite` (one transaction per change, nothing lost on a crash). */
export interface ReminderStore {
  list(): Reminder[];
  add(reminder: Reminder): void;
  /** Removes a reminder; returns whether it existed. */
  remove(id: string): boolean;
}
