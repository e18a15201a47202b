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
/**
 * Drain, then close: new requests (kept-alive connections too) get 503 at once, the ones in flight
 * (uploads included) get SHUTDOWN_GRACE_S to finish; what is still running then is cut, and its
 * handler removes its temporary file before the process exits. A second signal exits at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  closing = true;
  app.log.info(
    { signal, graceSeconds: config.shutdownGraceMs / 1000 },
    'shutting down: new requests get 503, finishing the ones in flight',
  );
  try {
    const { unfinished } = await app.drain(config.shutdownGraceMs);
    if (unfinished > 0) {
      app.log.warn({ unfinished }, 'grace over: cutting the requests still in flight');
      app.server.closeAllConnections();
      await new Promise((r) => setTimeout(r, 2000));
    }
    const force = setTimeout(() => {
      app.log.error('closing took too long, exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
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
