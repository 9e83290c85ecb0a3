#!/usr/bin/env node
// Prints one closing line `Tests: N passed, N failed, N skipped` from vitest's JSON report.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
