import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Large bodies arrive as 64 kB socket chunks whose memory lives outside V8's heap. They are dead
 * as soon as they are written to disk, but V8 frees them only at its next collection, and a stream
 * of bytes allocates so little on the heap that the young generation fills slowly: a 100 MB upload
 * raised the server's RSS by 50+ MB before V8's external-memory limit (64 MB) forced a collection.
 * A scavenge of the young generation (about a millisecond) after every few megabytes received,
 * counted across all uploads of the process, keeps that garbage to a few megabytes.
 *
 * `gc` is not exposed without `--expose-gc`; turning the flag on for one new context hands it over
 * without changing how the process is started, and it is turned off again at once.
 */
v8.setFlagsFromString('--expose-gc');
/** V8's collector, young generation (`minor`) or whole heap (`major`), as `--expose-gc` gives it. */
export const collectGarbage = vm.runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
v8.setFlagsFromString('--no-expose-gc');

/** Bytes received between two scavenges. */
export const SCAVENGE_EVERY_BYTES = 8 * 1024 * 1024;
let sinceLast = 0;

/** Counts bytes a stream has received and dropped; scavenges after every SCAVENGE_EVERY_BYTES. */
export function noteStreamedBytes(bytes: number): void {
  sinceLast += bytes;
  if (sinceLast < SCAVENGE_EVERY_BYTES) return;
  sinceLast = 0;
  collectGarbage({ type: 'minor' });
}
