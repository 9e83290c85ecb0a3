import type { Database } from 'better-sqlite3';

/** The better-sqlite3 database handle that `openDatabase` returns and `createPraxisStore` can share. */
export type SqliteDatabase = Database;
