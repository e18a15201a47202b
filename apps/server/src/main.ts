import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
}).catch((err: unknown) => {
  // A second server on the same embedded database: say why in words, not a stack.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`Talanty cannot start: ${err.message}`);
  process.exit(1);
});
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const mail = app.mailer.mode === 'smtp' ? 'SMTP' : `dev outbox in ${path.join(config.dataDir, 'outbox')}`;
app.log.info(`Talanty is serving ${config.publicUrl} (database: ${database.kind}; mail: ${mail})`);
