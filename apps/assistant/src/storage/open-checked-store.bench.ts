import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPraxisStore } from '@metnos/praxis-store';
import { afterAll, bench, describe } from 'vitest';
import { createReminderStore } from './create-reminder-store';
import { openAssistantDatabase } from './open-assistant-database';
import { openCheckedStore } from './open-checked-store';

// What `PRAGMA quick_check` adds to opening a store, against opening it alone (the anchor), on 10k-row stores.
const directory = mkdtempSync(join(tmpdir(), 'metnos-quick-check-bench-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const rows = 10_000;

const praxisFile = join(directory, 'praxis.sqlite');
const seeded = createPraxisStore({ filename: praxisFile, synchronous: 'normal' });
const vectorOf = (index: number) => Float32Array.from({ length: 256 }, (_value, component) => Math.sin(index + component));
for (let index = 0; index < rows; index += 1) {
  seeded.recordCanonicalQuery({ query: `query number ${index}`, tool: 'find_messages', argsObserved: { folder: 'INBOX' }, embedderId: 'hashed-ngram-v1-256', vector: vectorOf(index) });
}
seeded.close();
const assistantDir = join(directory, 'data');
const assistant = openAssistantDatabase(assistantDir);
const reminders = createReminderStore(assistant);
assistant.transaction(() => {
  for (let index = 0; index < rows; index += 1) reminders.add({ id: `r${index}`, text: `call Anna about invoice ${index}`, when: '2026-05-20', createdAt: '2026-05-19T10:30:00.000Z', turnId: `t${index}` });
})();
assistant.close();
console.log(`praxis.sqlite ${(statSync(praxisFile).size / 1e6).toFixed(1)} MB, assistant.sqlite ${(statSync(join(assistantDir, 'assistant.sqlite')).size / 1e6).toFixed(1)} MB`);

describe(`praxis.sqlite with ${rows} canonical queries (256-dim vectors)`, () => {
  bench('open (anchor)', () => {
    createPraxisStore({ filename: praxisFile }).close();
  });
  bench('open + quick_check', () => {
    openCheckedStore(praxisFile, { open: () => createPraxisStore({ filename: praxisFile }), check: (store) => store.checkIntegrity({ quick: true }).problems }).close();
  });
});

describe(`assistant.sqlite with ${rows} reminders`, () => {
  bench('open + quick_check (openAssistantDatabase)', () => {
    openAssistantDatabase(assistantDir).close();
  });
});
