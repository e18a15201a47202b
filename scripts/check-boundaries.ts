// Fails when an import crosses a layer the way DESIGN section 2 forbids (run by `npm run lint`).
// Usage: node scripts/check-boundaries.ts [root]   (root defaults to this repository)
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A rule: an import from a file matching `from` to a file matching any of `deny` is a violation,
 * unless the target also matches one of `allow`. Patterns are repo-relative globs: `*` is one path
 * segment, `**` any depth, and `<name>` one segment whose value is the same wherever the name
 * repeats in the rule (so `features/<a>/**` in `from` and `allow` means "the importer's own feature").
 */
interface Rule {
  name: string;
  from: string;
  deny: string[];
  allow?: string[];
  /** Test files and fixtures are free of this rule (they build data across tables, for instance). */
  testsExempt?: boolean;
  why: string;
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

export const RULES: Rule[] = [
  {
    name: 'web/feature-isolation',
    from: `${WEB}/features/<a>/**`,
    deny: [`${WEB}/features/**`, `${WEB}/app/**`],
    allow: [`${WEB}/features/<a>/**`],
    why: 'a feature uses only itself and the shared layers; app/ composes features, never the reverse',
  },
  {
    name: 'web/shared-layer',
    from: `${WEB}/shared/**`,
    deny: [`${WEB}/features/**`, `${WEB}/app/**`],
    why: 'shared/ (the player, media display) is used by features, so it cannot depend on one',
  },
  {
    name: 'web/base-layer',
    from: `${WEB}/{lib,components,hooks}/**`,
    deny: [`${WEB}/features/**`, `${WEB}/app/**`, `${WEB}/shared/**`],
    why: 'lib/, components/ and hooks/ are the bottom layer every other layer may use',
  },
  {
    name: 'server/lib-independence',
    from: `${SERVER}/lib/**`,
    deny: [`${SERVER}/modules/**`, `${SERVER}/plugins/**`],
    why: 'lib/ is infrastructure the modules and plugins build on',
  },
  {
    name: 'server/module-isolation',
    from: `${SERVER}/modules/<a>/**`,
    deny: [`${SERVER}/modules/**`],
    allow: [`${SERVER}/modules/<a>/**`, `${SERVER}/modules/<b>/<b>.{module,columns}.ts`],
    why: "another module is reached through its decorated service; only its <b>.module.ts (its plugin and the service's type) may be imported, and its <b>.columns.ts (SQL expressions for another module's one-query list, e.g. like counts)",
  },
  {
    name: 'server/own-tables',
    from: `${SERVER}/modules/<a>/**`,
    deny: [`${SERVER}/db/schema/**`],
    allow: [`${SERVER}/db/schema/<a>.ts`],
    testsExempt: true,
    why: "a module reads and writes only its own tables (db/schema/<a>.ts); other data comes from that module's service",
  },
];

/** Declared exceptions to a rule, each with its reason. They stay. */
export const EXCEPTIONS: { rule: string; from: string; to: string; why: string }[] = [
  {
    rule: 'server/own-tables',
    from: `${SERVER}/modules/search/**`,
    to: `${SERVER}/db/schema/{users,profiles,talents,files,glossary,text-search}.ts`,
    why: 'search is a read model: one indexed query joins people, profiles, talents, media and glossary names (DESIGN section 5: one query per list)',
  },
];

/** Test files and fixtures: `*.test.ts(x)`, anything under a `test/` folder, `*fixture*` files. */
function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file) || /fixture/.test(path.basename(file));
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A glob with `<name>` segments as a regex; names already in `bound` must equal their value. */
function compile(glob: string, bound: Record<string, string> = {}): RegExp {
  const seen = new Set<string>();
  let source = '';
  for (const part of glob.split(/(\*\*\/|\*\*|\*|<\w+>|\{[^}]*\})/)) {
    if (part === '**/') source += '(?:.*/)?';
    else if (part === '**') source += '.*';
    else if (part === '*') source += '[^/]*';
    else if (part.startsWith('{')) source += `(?:${part.slice(1, -1).split(',').map(escapeRegex).join('|')})`;
    else if (/^<\w+>$/.test(part)) {
      const name = part.slice(1, -1);
      if (name in bound) source += escapeRegex(bound[name]!);
      else if (seen.has(name)) source += `\\k<${name}>`;
      else {
        seen.add(name);
        source += `(?<${name}>[^/]+)`;
      }
    } else source += escapeRegex(part);
  }
  return new RegExp(`^${source}$`);
}

const matches = (globs: string[], file: string, bound: Record<string, string>) =>
  globs.some((g) => compile(g, bound).test(file));

export interface Violation {
  file: string;
  line: number;
  target: string;
  rule: string;
}

/** The repo-relative files each relative import of `file` points at, with its line. */
function importsOf(root: string, file: string): { target: string; line: number }[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter((i) => i.fileName.startsWith('.'))
    .map((i) => ({
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file), i.fileName)),
      line: text.slice(0, i.pos).split('\n').length,
    }));
}

function sourceFiles(root: string, dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(root, rel);
    return /\.(ts|tsx|js|jsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every import under `root` that breaks a rule and is not a declared exception. */
export function checkBoundaries(root: string): Violation[] {
  const found: Violation[] = [];
  for (const file of [WEB, SERVER].flatMap((dir) => sourceFiles(root, dir))) {
    const imports = importsOf(root, file);
    for (const rule of RULES) {
      const from = compile(rule.from).exec(file);
      if (!from || (rule.testsExempt && isTestFile(file))) continue;
      const bound = { ...from.groups };
      for (const { target, line } of imports) {
        if (!matches(rule.deny, target, bound) || matches(rule.allow ?? [], target, bound)) continue;
        const excused = EXCEPTIONS.some(
          (x) => x.rule === rule.name && compile(x.from).test(file) && compile(x.to).test(target),
        );
        if (!excused) found.push({ file, line, target, rule: rule.name });
      }
    }
  }
  return found;
}

// Run as a script, not when a test imports it (import.meta.main needs Node 24.2; engines say 22.12).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '..'));
  const violations = checkBoundaries(root);
  for (const v of violations) {
    const why = RULES.find((r) => r.name === v.rule)?.why;
    console.error(`${v.file}:${v.line}  imports  ${v.target}  (rule: ${v.rule}: ${why})`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary; the layering is in DESIGN section 2.`);
    process.exit(1);
  }
  console.log('import boundaries hold');
}
