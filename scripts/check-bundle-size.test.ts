import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET, blockingScripts, firstLoadFiles, type Manifest, measure } from './check-bundle-size.ts';

const script = path.join(import.meta.dirname, 'check-bundle-size.ts');
const dists: string[] = [];

const ROUTE = BUDGET.route;
const MESSAGES = BUDGET.alsoLoads[0] as string;

/** A manifest like vite's: the entry, a shared chunk, the profile route, an editor loaded later. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [ROUTE, 'src/editor.tsx', MESSAGES],
  },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  [ROUTE]: { file: 'assets/profile.js', imports: ['_card.js', '_react.js'], dynamicImports: ['src/tab.tsx'] },
  'src/tab.tsx': { file: 'assets/tab.js' },
  'src/editor.tsx': { file: 'assets/editor.js', imports: ['_card.js'] },
  [MESSAGES]: { file: 'assets/ru.js' },
};

/** A build folder with that manifest and each chunk `bytes` long (random, so gzip cannot shrink it). */
function dist(sizes: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'talanty-bundle-'));
  dists.push(dir);
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST)) {
    const bytes = Buffer.alloc(sizes[chunk.file] ?? 100);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    writeFileSync(path.join(dir, chunk.file), bytes);
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

afterEach(() => {
  for (const dir of dists.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the first-load size check', () => {
  it('counts the entry, its static imports, the route with its own and the messages, not later chunks', () => {
    expect(firstLoadFiles(MANIFEST, ROUTE, [MESSAGES]).sort()).toEqual([
      'assets/card.js',
      'assets/index.js',
      'assets/profile.js',
      'assets/react.js',
      'assets/ru.js',
    ]);
  });

  it('measures gzip bytes and passes within the budget', () => {
    const dir = dist({ 'assets/editor.js': 2 * BUDGET.maxGzipBytes });
    const report = measure(dir);
    expect(report.files.map((f) => f.file)).not.toContain('assets/editor.js');
    expect(report.total).toBeLessThan(2000);
    // Random bytes: brotli, like gzip, cannot make them smaller.
    expect(report.totalBrotli).toBeGreaterThan(report.total / 2);
    const run = check(dir);
    expect(run.status).toBe(0);
    expect(run.out).toMatch(/within the budget/);
  });

  it('fails when a chunk of the first load pushes it over the budget', () => {
    const run = check(dist({ 'assets/card.js': BUDGET.maxGzipBytes + 1024 }));
    expect(run.status).toBe(1);
    expect(run.out).toMatch(/assets\/card\.js/);
    expect(run.out).toMatch(/above the budget/);
  });

  it('says to build first when there is no manifest', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'talanty-bundle-'));
    dists.push(empty);
    const run = check(empty);
    expect(run.status).toBe(2);
    expect(run.out).toMatch(/npm run build/);
  });

  it('with the server render, counts what the first paint waits for: blocking scripts and the stylesheets', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index.css"><script src="/assets/boot.js"></script>
      <script async src="/assets/later.js"></script></head>`;
    expect(blockingScripts(html)).toEqual(['assets/boot.js']);
    const dir = dist({});
    expect(measure(dir).serverRendered).toBeUndefined();
    writeFileSync(path.join(dir, 'index.html'), html);
    for (const file of ['assets/boot.js', 'assets/index.css', 'assets/profile.css'])
      writeFileSync(path.join(dir, file), 'x'.repeat(50));
    const manifest = { ...MANIFEST, [ROUTE]: { ...MANIFEST[ROUTE]!, css: ['assets/profile.css'] } };
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(path.join(dir, '.ssr/entry-server.js'), 'export function render() {}');
    const ssr = measure(dir).serverRendered;
    expect(ssr?.scripts.map((f) => f.file)).toEqual(['assets/boot.js']);
    expect(ssr?.styles.map((f) => f.file).sort()).toEqual(['assets/index.css', 'assets/profile.css']);
    expect(check(dir).out).toMatch(/rendered by the server/);
  });
});
