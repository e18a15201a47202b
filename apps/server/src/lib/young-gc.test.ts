import { constants, PerformanceObserver } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { noteStreamedBytes, SCAVENGE_EVERY_BYTES } from './young-gc.ts';

/** The young-generation collections that happen while `fn` runs (and a tick after). */
async function scavengesDuring(fn: () => void): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as unknown as { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) count++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  fn();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return count;
}

it('scavenges once per SCAVENGE_EVERY_BYTES streamed, counted across calls', async () => {
  const chunk = 64 * 1024;
  const perScavenge = SCAVENGE_EVERY_BYTES / chunk;
  // Whatever an earlier stream left counted: start from a scavenge.
  noteStreamedBytes(SCAVENGE_EVERY_BYTES);
  expect(await scavengesDuring(() => noteStreamedBytes(chunk))).toBe(0);
  const three = await scavengesDuring(() => {
    for (let i = 1; i < 3 * perScavenge; i++) noteStreamedBytes(chunk);
  });
  expect(three).toBeGreaterThanOrEqual(3);
  // Not one per chunk: a stream of 24 MB in 64 kB chunks is 384 chunks.
  expect(three).toBeLessThan(3 * perScavenge);
});
