import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per test file, by project, from a measured run (see test-times.json's README entry). */
const measured: Record<string, Record<string, number>> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'test-times.json'), 'utf8'),
);

/**
 * Longest files first, so that the last file to start is a short one and no worker runs alone at
 * the end. Vitest orders by its cache of the last run, but a clean clone (CI) has no cache and would
 * go by file size; there the times in test-times.json stand in. A file with neither runs first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec);
      if (cached?.failed) return Number.POSITIVE_INFINITY;
      if (cached && cached.duration > 0) return cached.duration / 1000;
      const known = measured[spec.project.name]?.[path.relative(root, spec.moduleId)];
      return known ?? Number.POSITIVE_INFINITY;
    };
    const order = new Map(files.map((spec) => [spec, seconds(spec)]));
    // Across projects (server and web share the workers); Vitest's order breaks ties, e.g. among unmeasured files.
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => {
      const [x, y] = [order.get(a) ?? 0, order.get(b) ?? 0];
      return x === y ? 0 : x > y ? -1 : 1;
    });
  }
}
