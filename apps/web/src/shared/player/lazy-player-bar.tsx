import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '../../lib/chunk-errors.ts';
import { useCurrentTrack } from './player-store.ts';

// The bar (its slider, waveform, media keys) loads with the first track played: a page opened to be
// read does not download it.
const PlayerBar = lazy(() =>
  withChunkTimeout(import('./player-bar.tsx')).then((module) => ({ default: module.PlayerBar })),
);

/** The player bar, from the first track on (then it stays, hidden while nothing plays). */
export function LazyPlayerBar() {
  const track = useCurrentTrack();
  const [needed, setNeeded] = useState(false);
  if (track && !needed) setNeeded(true);
  if (!needed && !track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}
