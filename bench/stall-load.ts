// The stall scenario's mixed load in a process of its own: `node bench/stall-load.ts '<json>'`
// runs the given autocannon loads side by side and prints what each answered, as JSON. Run under
// `nice` (BENCH_LOAD_NICE) so that the load generator, which shares the two cores with the server
// it measures, does not take the server's turn on them (in production, clients are elsewhere).
import type { Options as AutocannonOptions } from 'autocannon';
import { loadsSideBySide } from './lib.ts';

const loads = JSON.parse(process.argv[2] ?? '[]') as AutocannonOptions[];
process.stdout.write(JSON.stringify(await loadsSideBySide(loads)));
