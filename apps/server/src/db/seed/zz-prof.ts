import { renderPiece } from './audio-synth.ts';
import { makePiece } from './pieces.ts';

for (const g of ['pop', 'house', 'classical', 'pop']) {
  const c = process.cpuUsage();
  const t = performance.now();
  renderPiece(makePiece(g, 17));
  const u = process.cpuUsage(c);
  console.log(
    g,
    (performance.now() - t).toFixed(0),
    'ms wall',
    ((u.user + u.system) / 1000).toFixed(0),
    'ms cpu',
  );
}
