/** The temp world a turn bench plays in: a home folder with user files, a Maildir, a data folder and local web pages. */
export interface BenchWorld {
  /** Stands for the user's home (`~`) while the bench runs: Documents, Downloads, Desktop, Pictures, Maildir. */
  home: string;
  /** The Maildir (`[executors] maildir`). */
  maildir: string;
  /** The assistant's data folder (praxis.sqlite, undo journal, reminders, outbox): kept across passes. */
  dataDir: string;
  /** `http://127.0.0.1:<port>` of the bench's web pages. */
  baseUrl: string;
  /** The instant every turn runs at (a later pass moves it to a later day). */
  now: Date;
  /**
   * Rewrites the files and the Maildir as they were at the start, their ages counted back from `now`, and empties
   * the outbox (each pass starts from the same world).
   */
  reset(): void;
  /** Stops the web server and deletes the temp folder. */
  close(): Promise<void>;
}
