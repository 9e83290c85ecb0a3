/** The CLDR plural categories a language may use; `other` is always required. */
export type PluralForms = { other: string } & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/**
 * Every sentence the assistant replies with after a tool ran, in one language. A new language is one file under
 * `locales/` that satisfies this type. Templates name their values in braces (`{count}`, `{folder}`); counted
 * sentences are {@link PluralForms} picked with `Intl.PluralRules` of `locale`. Dates, times, lists and relative
 * times are worded by `Intl` in `locale`, never here.
 */
export interface ReplyMessages {
  /** BCP 47 locale for `Intl` (dates, plurals, lists). */
  locale: string;
  /** How a weekday and a date read together: `{weekday}`, `{date}` (day, month and year). */
  dayAndDate: string;
  /** The tail of a clipped list: `{count}` more names. */
  more: PluralForms;
  /** Quotes around a title, subject or reminder text: `{text}`. */
  quoted: string;
  /** A relative time of zero minutes. */
  justNow: string;
  reminders: {
    /** `{text}`, `{day}` (weekday and date), `{time}`. */
    at: string;
    onDay: string;
    undated: string;
  };
  files: {
    /** `{count}`, `{folder}`, `{names}`; `Kind` variants add `{kind}` (an extension such as PDF). */
    found: PluralForms;
    foundOfKind: PluralForms;
    none: string;
    noneOfKind: string;
    /** `{count}`, `{names}`. */
    read: PluralForms;
    /** `{count}`, `{from}`, `{to}`, `{names}`. */
    moved: PluralForms;
    /** Moved from several folders: `{count}`, `{to}`, `{names}`. */
    movedInto: PluralForms;
    noneMoved: string;
  };
  messages: {
    /** `{count}`, `{folder}`, `{list}` (each: `{subject}` from `{sender}`). */
    found: PluralForms;
    item: string;
    none: string;
    /** `{count}`, `{from}`, `{to}`. */
    moved: PluralForms;
    noneMoved: string;
    /** `{subject}` (quoted), `{to}` (the recipients). */
    sent: string;
    /** Kept in the local outbox because no mail server is configured. */
    queued: string;
  };
  dates: {
    /**
     * `{when}` is "today", "tomorrow", "in 3 days"... (`Intl.RelativeTimeFormat`), `{day}` the weekday and date:
     * today, the next day, the previous day, a later day, an earlier day.
     */
    today: string;
    next: string;
    previous: string;
    later: string;
    earlier: string;
    /** `{time}`. */
    now: string;
  };
  location: {
    /** `{place}`. */
    here: string;
  };
  pages: {
    /** `{count}`, `{list}`. */
    fetched: PluralForms;
    none: string;
  };
  newExecutor: {
    /** `{description}`. */
    recorded: string;
  };
  undo: {
    nothing: string;
    /** `{time}` of the undone turn, `{ago}` ("3 minutes ago"), `{list}` of what was reverted. */
    done: string;
    /** The same when the undone turn's time is unknown: `{list}`. */
    doneLast: string;
    /** One file back where it was: `{name}`, `{folder}`. */
    fileBack: string;
    /** Several: `{count}`, `{folder}`, `{names}`. */
    filesBack: PluralForms;
    /** Messages: `{count}`, `{folder}`. */
    messagesBack: PluralForms;
    /** `{text}` (quoted). */
    reminderRemoved: string;
    /** Reminders without their text: `{count}`. */
    remindersRemoved: PluralForms;
  };
  generic: {
    done: string;
    /** `{count}`, `{names}`. */
    results: PluralForms;
    noResults: string;
  };
}
