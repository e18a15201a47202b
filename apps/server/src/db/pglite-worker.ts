// The embedded database's own thread (db/client.ts starts it): PGlite, served over the PostgreSQL
// wire protocol on a Unix socket, so a slow statement runs here and the server's event loop stays
// free. The server reaches it through the same pg.Pool as a real PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type PgliteWorkerInput = {
  dataDir: string;
  /** A dumpDataDir() tarball to start from (the tests' migrated snapshot). */
  loadDataDir?: Uint8Array;
  socketPath: string;
  maxConnections: number;
  statementTimeoutMs: number;
  /** Compiled once in the main thread (db/client.ts): compiling here took seconds per worker. */
  pgliteWasmModule: PGliteOptions['pgliteWasmModule'];
  initdbWasmModule: PGliteOptions['initdbWasmModule'];
};
export type ToPgliteWorker = { type: 'dump'; id: number } | { type: 'close'; id: number };
export type FromPgliteWorker =
  | { type: 'ready' }
  | { type: 'fatal'; message: string }
  | { type: 'reply'; id: number; tarball?: ArrayBuffer; error?: string };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (db/client.ts starts it)');
const input = workerData as PgliteWorkerInput;

const db = await PGlite.create(input.dataDir, {
  extensions: { pg_trgm },
  pgliteWasmModule: input.pgliteWasmModule,
  initdbWasmModule: input.initdbWasmModule,
  loadDataDir: input.loadDataDir ? new Blob([input.loadDataDir as Uint8Array<ArrayBuffer>]) : undefined,
});
// pglite-socket's queue stops for good when PGlite itself throws (an SQL error is an answer, not a
// throw: a wasm trap, out of memory), so every later statement would wait forever. The thread ends
// instead, and the server with it (db/client.ts), rather than live on without a database.
const execRaw = db.execProtocolRawStream.bind(db);
db.execProtocolRawStream = (message, options) =>
  execRaw(message, options).catch((err: unknown) => {
    port.postMessage({
      type: 'fatal',
      message: err instanceof Error ? err.message : String(err),
    } satisfies FromPgliteWorker);
    process.exit(1);
  });
// One backend serves every connection: a SET here holds for all of them.
await db.exec(`SET statement_timeout = ${input.statementTimeoutMs}`);
const server = new PGLiteSocketServer({ db, path: input.socketPath, maxConnections: input.maxConnections });
await server.start();

port.on('message', (m: ToPgliteWorker) => {
  const reply = (
    r: Omit<Extract<FromPgliteWorker, { type: 'reply' }>, 'type' | 'id'>,
    transfer: ArrayBuffer[] = [],
  ) => port.postMessage({ type: 'reply', id: m.id, ...r } satisfies FromPgliteWorker, transfer);
  const fail = (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) });
  if (m.type === 'dump') {
    void db
      .dumpDataDir('none')
      .then((blob) => blob.arrayBuffer())
      .then((tarball) => reply({ tarball }, [tarball]))
      .catch(fail);
  } else if (m.type === 'close') {
    // The pool has ended by now; closing PGlite flushes a file-backed database to disk.
    void server
      .stop()
      .then(() => db.close())
      .then(() => {
        reply({});
        port.close();
      })
      .catch(fail);
  }
});
port.postMessage({ type: 'ready' } satisfies FromPgliteWorker);
