/**
 * A server process for the crash tests of uploads: the app on the embedded database in DATA_DIR
 * (argv[2]), listening on argv[3], with a signed-in test user. Prints `ready <userId>` and serves
 * until the test kills it. Usage: node uploading-process.ts <dataDir> <port> [snapshot]
 * The snapshot (the test run's migrated database with the places loaded, test/global-setup.ts)
 * spares the process building all of that on an empty data directory: most of the test's CPU.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { uuidv7 } from 'uuidv7';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { registerTestRoutes } from './factories.ts';

const [dataDir, port, snapshot] = process.argv.slice(2) as [string, string, string?];
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: port,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  JOBS_POLL_MS: '0',
  RATE_LIMITS: 'off',
});
const database = await openDatabase({
  dataDir: path.join(dataDir, 'db'),
  loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
});
const app = await buildApp({ config, database });
await registerTestRoutes(app);
await app.listen({ port: Number(port), host: '127.0.0.1' });
const id = uuidv7();
await app.db
  .insert(users)
  .values({ id, email: `${id}@example.test`, nickName: `u${id.slice(-8)}`, passwordHash: 'x' });
process.stdout.write(`ready ${id}\n`);
