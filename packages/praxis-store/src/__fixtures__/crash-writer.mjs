// Child process of the crash test: commits `committed` observations one transaction each, then opens a big
// write transaction (forced to spill pages into the WAL), tells the parent, and waits to be SIGKILLed.
import Database from 'better-sqlite3';

const [filename, committedText, uncommittedText] = process.argv.slice(2);
const committed = Number(committedText);
const uncommitted = Number(uncommittedText);
const database = new Database(filename);
database.pragma('journal_mode = WAL');
database.pragma('synchronous = FULL');
const insert = database.prepare(
  `INSERT INTO observations (turn_id, query, verdict, layer, latencies_json, created_at)
   VALUES (?, ?, 'ok', 'planner', '{}', '2026-05-25T10:00:00.000Z')`,
);
for (let index = 0; index < committed; index += 1) {
  database.transaction(() => insert.run(`committed-${index}`, `query ${index}`)).immediate();
}
database.pragma('cache_size = 4');
database.exec('BEGIN IMMEDIATE');
const padding = 'x'.repeat(500);
for (let index = 0; index < uncommitted; index += 1) insert.run(`uncommitted-${index}`, `${padding} ${index}`);
process.send?.({ inTransaction: true });
setInterval(() => {}, 1000);
