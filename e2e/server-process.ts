import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * One journey worker's server: runs apps/server/src/main.ts with the environment it was given and
 * stops it when told to (SIGTERM/SIGINT) or when the Vitest run that owns it (`E2E_OWNER_PID`) is
 * gone, so a run killed before its teardown leaves no server behind.
 */
const owner = Number(process.env.E2E_OWNER_PID);
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/src/main.ts')], {
  stdio: 'inherit',
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  // PGlite needs a moment to close; a server that hangs is not worth waiting for.
  setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 1));

const watch = setInterval(() => {
  try {
    if (owner) process.kill(owner, 0);
  } catch {
    stop();
  }
}, 1000);
watch.unref();
