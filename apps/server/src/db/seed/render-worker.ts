// A render thread for the seed: synthesises a piece, encodes it as WAV and computes its peaks, so
// the music is made on another core while the main thread writes profiles into the database.
import { parentPort } from 'node:worker_threads';
import type { Lead } from './audio-synth.ts';
import { encodeWav, renderPiece, waveformPeaks } from './audio-synth.ts';
import { makePiece } from './pieces.ts';

export type RenderJob = { id: number; genre: string; seed: number; lead?: Lead; peaks: number };
export type RenderDone = { id: number; wav: Uint8Array; peaks: number[]; seconds: number };

parentPort?.on('message', (job: RenderJob) => {
  const { samples, seconds } = renderPiece(makePiece(job.genre, job.seed, job.lead));
  const wav = new Uint8Array(encodeWav(samples));
  const done: RenderDone = { id: job.id, wav, peaks: waveformPeaks(samples, job.peaks), seconds };
  parentPort?.postMessage(done, [wav.buffer]);
});
