// Fails when the Drizzle schema has changes that no committed migration contains.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const tmp = mkdtempSync(path.join(tmpdir(), 'talanty-migrations-'));
try {
  cpSync(migrations, path.join(tmp, 'out'), { recursive: true });
  const config = path.join(tmp, 'drizzle.config.ts');
  writeFileSync(
    config,
    `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(root, 'apps/server/src/db/schema/index.ts'))}, out: ${JSON.stringify(path.join(tmp, 'out'))} };\n`,
  );
  const before = readdirSync(path.join(tmp, 'out')).length;
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
  const after = readdirSync(path.join(tmp, 'out')).length;
  if (after !== before) {
    console.error(
      'The database schema has changes without a migration: run `npm run db:generate -- --name <what>`.',
    );
    process.exit(1);
  }
  console.log('migrations are up to date');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
