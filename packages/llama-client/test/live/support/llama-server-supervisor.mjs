// Runs llama-server as its child and makes sure it never outlives the process that started the supervisor:
//   spawn(process.execPath, [supervisor, binary, ...args], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
// The IPC channel closes when the parent exits for any reason (SIGKILL and crashes included): the supervisor
// then kills llama-server (SIGTERM, SIGKILL after 3 s) and exits. It sends `{ pid }` (llama-server's pid) over IPC.
// METNOS_SUPERVISOR_REMOVE_ON_EXIT=<folder> is deleted once llama-server has exited (the model's temp folder).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const [binary, ...args] = process.argv.slice(2);
if (binary === undefined || process.send === undefined) {
  process.stderr.write('usage: spawned with an IPC channel: llama-server-supervisor.mjs <llama-server> [args...]\n');
  process.exit(2);
}

const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  }
}

child.on('spawn', () => {
  if (process.connected) process.send?.({ pid: child.pid });
});
child.on('error', (error) => {
  process.stderr.write(`supervisor: cannot start ${binary}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const removeOnExit = process.env.METNOS_SUPERVISOR_REMOVE_ON_EXIT;
  if (removeOnExit) rmSync(removeOnExit, { recursive: true, force: true });
  if (!process.connected) process.exit(code ?? 1);
  process.send?.({ exit: { code, signal } }, () => process.exit(code ?? 1));
  setTimeout(() => process.exit(code ?? 1), 200).unref();
});
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
