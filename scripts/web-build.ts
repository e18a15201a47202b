import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/contract/src'),
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const info = statSync(p);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The build folder: apps/web/dist, or WEB_DIST_DIR (so parallel journeys can build apart). */
export const webDistDir = () => path.resolve(process.env.WEB_DIST_DIR || path.join(web, 'dist'));

/** Builds the web client when its build is missing or older than any of its sources. */
export function ensureWebBuild(log: (msg: string) => void = console.log): void {
  const outDir = webDistDir();
  const built = path.join(outDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map(newestMtime));
  if (builtAt > sourcesAt) return;
  log(builtAt ? 'Web client sources changed: rebuilding…' : 'Building the web client (first start)…');
  const started = performance.now();
  const vite = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
      { cwd: web, stdio: 'inherit' },
    );
  vite('--outDir', outDir, '--emptyOutDir');
  // The server's render of public pages (src/entry-server.tsx), as `npm run build` makes it.
  vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, '.ssr'), '--emptyOutDir');
  log(`Web client built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (import.meta.main) ensureWebBuild();
