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
 *
 * One project after the other (the one with the most time first), not mixed: a worker is kept for
 * the next file only when that file is of the same project (Vitest's pool, `isEqualRunner`), so
 * every switch between server and web ended the worker and started a new one that imported its
 * whole module graph again (~50 switches in a CI run of the two tiers, the workers busy with test
 * files about half of the time). In turn, only the last files of the first project and the
 * first of the second can leave a worker waiting.
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
    const projectTime = new Map<string, number>();
    for (const [spec, s] of order) {
      const name = spec.project.name;
      projectTime.set(name, (projectTime.get(name) ?? 0) + (Number.isFinite(s) ? s : 0));
    }
    const byProject = (spec: TestSpecification) => projectTime.get(spec.project.name) ?? 0;
    // Vitest's order breaks ties, e.g. among unmeasured files.
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => {
      const [p, q] = [byProject(a), byProject(b)];
      if (p !== q) return p > q ? -1 : 1;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [x, y] = [order.get(a) ?? 0, order.get(b) ?? 0];
      return x === y ? 0 : x > y ? -1 : 1;
    });
  }
}
