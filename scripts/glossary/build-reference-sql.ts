// Writes the glossary data migration (talents, tools, styles, service kinds, schools, attraction
// sources, countries) from reference-data.ts and seed-data/countries.json.
// Run: node scripts/glossary/build-reference-sql.ts   (fills the migration whose tag ends in `_glossary_data`)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchKey } from '../../apps/server/src/modules/glossary/search-key.ts';
import {
  ATTRACTION_SOURCE_TYPES,
  ATTRACTION_SOURCES,
  type Family,
  SCHOOL_TYPES,
  SCHOOLS,
  SERVICE_FAMILIES,
  STYLE_FAMILIES,
  styleTalents,
  TALENT_TOOLS,
  TALENTS,
  TOOL_FAMILIES,
  TOOL_FIELD_LABELS,
} from './reference-data.ts';

const root = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(root, 'apps/server/src/db/migrations');

const q = (v: string | number | boolean | null) =>
  v === null ? 'NULL' : typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : String(v);

function insert(table: string, columns: string[], rows: (string | number | boolean | null)[][]): string {
  const values = rows.map((r) => `  (${r.map(q).join(', ')})`).join(',\n');
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES\n${values};`;
}

function unique(what: string, codes: string[]) {
  const seen = new Set<string>();
  for (const c of codes) {
    if (seen.has(c)) throw new Error(`duplicate ${what} code ${c}`);
    if (!/^[A-Z0-9_]+$/.test(c)) throw new Error(`${what} code ${c} is not UPPER_SNAKE`);
    seen.add(c);
  }
  return seen;
}

const named = (ru: string, en: string) => [ru, en, searchKey(ru), searchKey(en)];
const typeRows = (domain: string, families: { code: string; ru: string; en: string }[]) =>
  families.map((f, i) => [domain, f.code, i + 1, f.ru, f.en]);
const itemRows = (families: Family[]) =>
  families.flatMap((f) => f.items.map(([code, ru, en], i) => [code, f.code, i + 1, ...named(ru, en)]));

const toolCodes = unique(
  'tool',
  TOOL_FAMILIES.flatMap((f) => f.items.map((i) => i[0])),
);
unique(
  'tool type',
  TOOL_FAMILIES.map((f) => f.code),
);
const styleCodes = unique(
  'style',
  STYLE_FAMILIES.flatMap((f) => f.items.map((i) => i[0])),
);
unique(
  'service',
  SERVICE_FAMILIES.flatMap((f) => f.items.map((i) => i[0])),
);
unique(
  'school',
  SCHOOLS.map((s) => s[0]),
);

const talentTools = Object.entries(TALENT_TOOLS).flatMap(([talent, codes]) => {
  unique(`${talent} tool`, codes);
  for (const c of codes) if (!toolCodes.has(c)) throw new Error(`${talent} lists unknown tool ${c}`);
  return codes.map((c) => [talent, c]);
});
const talentStyles = STYLE_FAMILIES.flatMap((f) =>
  styleTalents(f.code).flatMap((talent) => f.items.map((i) => [talent, i[0]])),
);
for (const [, code] of talentStyles) if (!styleCodes.has(code!)) throw new Error(`unknown style ${code}`);

const countries = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/db/seed-data/countries.json'), 'utf8'),
) as {
  code: string;
  nameEn: string;
  nameRu: string;
}[];

const statements = [
  insert(
    'talents',
    ['code', 'sort', 'name_ru', 'name_en', 'show_style', 'show_tools', 'tool_field', 'tool_placeholder'],
    TALENTS.map((t, i) => [
      t.code,
      i + 1,
      t.ru,
      t.en,
      t.showStyle,
      t.showTools,
      t.toolField,
      t.toolPlaceholder,
    ]),
  ),
  insert(
    'reference_types',
    ['domain', 'code', 'sort', 'name_ru', 'name_en'],
    [
      ...typeRows(
        'TOOL_FIELD',
        Object.entries(TOOL_FIELD_LABELS).map(([code, n]) => ({ code, ...n })),
      ),
      ...typeRows('TOOL', TOOL_FAMILIES),
      ...typeRows('STYLE', STYLE_FAMILIES),
      ...typeRows('SERVICE', SERVICE_FAMILIES),
      ...typeRows('SCHOOL', SCHOOL_TYPES),
      ...typeRows('ATTRACTION_SOURCE', ATTRACTION_SOURCE_TYPES),
    ],
  ),
  insert(
    'tools',
    ['code', 'type_code', 'sort', 'name_ru', 'name_en', 'key_ru', 'key_en'],
    itemRows(TOOL_FAMILIES),
  ),
  insert('talent_tools', ['talent_code', 'tool_code'], talentTools),
  insert(
    'styles',
    ['code', 'type_code', 'sort', 'name_ru', 'name_en', 'key_ru', 'key_en'],
    itemRows(STYLE_FAMILIES),
  ),
  insert('talent_styles', ['talent_code', 'style_code'], talentStyles),
  insert(
    'service_kinds',
    ['code', 'type_code', 'sort', 'name_ru', 'name_en', 'key_ru', 'key_en', 'unit'],
    SERVICE_FAMILIES.flatMap((f) =>
      f.items.map(([code, ru, en, unit], i) => [code, f.code, i + 1, ...named(ru, en), unit]),
    ),
  ),
  insert(
    'talent_service_kinds',
    ['talent_code', 'service_code'],
    SERVICE_FAMILIES.flatMap((f) =>
      f.items.flatMap(([code, , , , talents]) => talents.map((t) => [t, code])),
    ),
  ),
  insert(
    'schools',
    ['code', 'type_code', 'sort', 'name_ru', 'name_en', 'key_ru', 'key_en'],
    SCHOOLS.map(([code, type, ru, en], i) => [code, type, i + 1, ...named(ru, en)]),
  ),
  insert(
    'attraction_sources',
    ['code', 'type_code', 'sort', 'name_ru', 'name_en', 'key_ru', 'key_en'],
    ATTRACTION_SOURCES.map(([code, type, ru, en], i) => [code, type, i + 1, ...named(ru, en)]),
  ),
  insert(
    'countries',
    ['code', 'name_ru', 'name_en', 'key_ru', 'key_en'],
    countries.map((c) => [c.code, ...named(c.nameRu, c.nameEn)]),
  ),
];

const file = readdirSync(migrations).find((f) => /^\d{4}_glossary_data\.sql$/.test(f));
if (!file) throw new Error('no *_glossary_data.sql migration: create it with drizzle-kit generate --custom');
const header =
  '-- Generated by scripts/glossary/build-reference-sql.ts from scripts/glossary/reference-data.ts: do not edit.\n';
writeFileSync(path.join(migrations, file), `${header}${statements.join('\n--> statement-breakpoint\n')}\n`);
console.log(
  `${file}: ${TALENTS.length} talents, ${toolCodes.size} tools (${talentTools.length} talent links), ` +
    `${styleCodes.size} styles, ${SERVICE_FAMILIES.flatMap((f) => f.items).length} service kinds, ` +
    `${SCHOOLS.length} schools, ${ATTRACTION_SOURCES.length} attraction sources, ${countries.length} countries`,
);
