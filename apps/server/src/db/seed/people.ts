import { base, en, Faker, ru } from '@faker-js/faker';
import { nickNameSchema, TALENT_LIMITS } from '@talanty/contract';
import { transliterate } from '../../lib/translit.ts';
import {
  type CityDef,
  EN_NAMES,
  FIRST_NAMES,
  HEADER_COLORS,
  LAST_NAMES,
  type NameRegion,
  PEN_SURNAMES,
  STAGE_WORDS,
  STUDIO_NAMES,
} from './data.ts';
import {
  GEAR_PLAN,
  INSTRUMENT_COMPANIONS,
  NEAR_SCENES,
  NICK_SUFFIX,
  PRIMARY_TALENTS,
  SCENE_DANCE,
  SCENE_INSTRUMENTS,
  SCENE_STYLES,
  type Scene,
  SECOND_TALENTS,
  TALENT_SCENES,
} from './genres.ts';
import { PRICE_RULES, roundPrice, SERVICE_POPULARITY } from './prices.ts';
import { personalAbout, type Rng, type TextContext, talentAbout } from './texts.ts';
import type { Catalog, CatalogItem, DemoPerson, Locale, ServicePlan, Sex, TalentPlan } from './types.ts';

/** Demo people are a pure function of their index: the same index always gives the same person. */
const SEED = 0x7a1a;
export const DEMO_EMAIL_DOMAIN = 'demo.talanty.invalid';
export const demoEmail = (index: number) => `demo-${String(index + 1).padStart(4, '0')}@${DEMO_EMAIL_DOMAIN}`;

/** Share of women among people whose main talent this is. */
const WOMEN: Record<string, number> = {
  SNG: 0.62,
  DNC: 0.72,
  MUS: 0.35,
  CMP: 0.35,
  SWR: 0.6,
  DJ: 0.25,
  MMK: 0.2,
  MST: 0.25,
  PRO: 0.3,
  SNM: 0.3,
};
/** The age a talent usually starts at. */
const START_AGE: Record<string, [number, number]> = {
  SNG: [10, 20],
  DNC: [6, 16],
  MUS: [7, 16],
  CMP: [8, 18],
  SWR: [12, 25],
  DJ: [16, 25],
  MMK: [17, 25],
  MST: [22, 35],
  PRO: [18, 30],
  SNM: [18, 28],
};
const AGE_RANGE: Record<string, [number, number]> = {
  DNC: [16, 45],
  DJ: [18, 55],
  MST: [24, 65],
  PRO: [20, 65],
};
const AGE_BUCKETS: [min: number, max: number, weight: number][] = [
  [16, 19, 7],
  [20, 24, 18],
  [25, 29, 20],
  [30, 34, 17],
  [35, 39, 13],
  [40, 49, 14],
  [50, 59, 7],
  [60, 70, 4],
];
const VOICE_WEIGHTS: Record<string, number> = {
  MEZZO_SOPRANO: 5,
  SOPRANO: 4,
  LYRIC_SOPRANO: 3,
  CONTRALTO: 1,
  COLORATURA_SOPRANO: 1,
  DRAMATIC_SOPRANO: 1,
  BARITONE: 5,
  TENOR: 4,
  LYRIC_TENOR: 2,
  BASS_BARITONE: 2,
  BASS: 1,
  DRAMATIC_TENOR: 1,
};
/** The brands people actually use get picked more often. */
const GEAR_WEIGHTS: Record<string, number> = {
  ABLETON_LIVE: 6,
  FL_STUDIO: 4,
  LOGIC_PRO: 5,
  PRO_TOOLS: 5,
  CUBASE: 4,
  REAPER: 3,
  STUDIO_ONE: 2,
  REKORDBOX: 6,
  SERATO_DJ: 2,
  TRAKTOR: 2,
  CDJ: 5,
  DJ_MIXER: 4,
  DJ_CONTROLLER: 4,
  WAVES: 4,
  FABFILTER: 5,
  UAD: 3,
  SOUNDTOYS: 2,
  IZOTOPE_OZONE: 3,
  MELODYNE: 3,
  CONDENSER_MIC: 4,
  DYNAMIC_MIC: 3,
  AUDIO_INTERFACE: 4,
  STUDIO_MONITORS: 4,
  VOCAL_BOOTH: 5,
  CONTROL_ROOM: 5,
  LIVE_ROOM: 3,
};

/** "Алёна" -> "alyona", "O'Neil" -> "oneil": the Latin letters a nickname may hold. */
export function translit(name: string): string {
  return transliterate(name).replace(/[^a-z]/g, '');
}

function rngOf(
  f: Faker,
): Rng & { float(): number; weighted<T extends string>(weights: Partial<Record<T, number>>): T } {
  return {
    pick: (items) => f.helpers.arrayElement(items as unknown[]) as never,
    chance: (p) => f.number.float({ min: 0, max: 1 }) < p,
    int: (min, max) => f.number.int({ min, max }),
    some: (items, count) =>
      f.helpers.arrayElements(items as unknown[], Math.min(count, items.length)) as never,
    float: () => f.number.float({ min: 0, max: 1 }),
    weighted: (weights) => {
      const entries = Object.entries(weights).filter(([, w]) => (w as number) > 0);
      return f.helpers.weightedArrayElement(
        entries.map(([value, weight]) => ({ value: value as never, weight: weight as number })),
      );
    },
  };
}
type PersonRng = ReturnType<typeof rngOf>;

/** Distinct items drawn by weight (items absent from `weights` weigh `fallback`). */
function drawWeighted<T extends { code: string }>(
  rng: PersonRng,
  items: T[],
  count: number,
  weights: Record<string, number>,
  fallback = 1,
): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) {
    const total = pool.reduce((s, i) => s + (weights[i.code] ?? fallback), 0);
    if (total <= 0) break;
    let r = rng.float() * total;
    let at = pool.findIndex((i) => {
      r -= weights[i.code] ?? fallback;
      return r < 0;
    });
    if (at < 0) at = pool.length - 1;
    out.push(pool.splice(at, 1)[0]!);
  }
  return out;
}

function birthDateFor(rng: PersonRng, age: number, today: Date): string {
  // Between the day after the (age+1)th birthday and the age-th birthday: exactly `age` years old today.
  const latest = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  const earliest =
    Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate()) + 86_400_000;
  return new Date(earliest + Math.floor(rng.float() * (latest - earliest))).toISOString().slice(0, 10);
}

function pickAge(rng: PersonRng, talent: string): number {
  const [lo, hi] = AGE_RANGE[talent] ?? [16, 70];
  for (;;) {
    const [min, max] = AGE_BUCKETS[
      Number(rng.weighted(Object.fromEntries(AGE_BUCKETS.map((b, i) => [i, b[2]]))))
    ] as [number, number, number];
    const age = rng.int(min, max);
    if (age >= lo && age <= hi) return age;
  }
}

function pickCity(rng: PersonRng, catalog: Catalog, locale: Locale) {
  const weights = Object.fromEntries(
    catalog.cities.map((c, i) => [String(i), locale === 'en' ? c.weightEn : c.weight]),
  );
  return catalog.cities[Number(rng.weighted(weights))]!;
}

function namesFor(
  rng: PersonRng,
  fakers: { ru: Faker; en: Faker },
  locale: Locale,
  sex: Sex,
  city: CityDef,
): { first: string; last: string; region: NameRegion } {
  const sexType = sex === 'F' ? 'female' : 'male';
  if (locale === 'en') {
    return {
      first: fakers.en.helpers.arrayElement(EN_NAMES[sex]),
      last: fakers.en.helpers.arrayElement(EN_NAMES.last),
      region: 'EN',
    };
  }
  const region: NameRegion = city.names && (city.names === 'BY' || rng.chance(0.65)) ? city.names : 'RU';
  const firstNames = FIRST_NAMES[region === 'EN' ? 'RU' : region];
  const first = rng.pick(firstNames[sex]);
  const local = LAST_NAMES[region];
  if (!local || (region === 'BY' && rng.chance(0.5))) {
    return { first, last: fakers.ru.person.lastName(sexType), region };
  }
  const entry = rng.pick(local);
  return { first, last: typeof entry === 'string' ? entry : entry[sex === 'F' ? 1 : 0], region };
}

function pickTalents(rng: PersonRng, catalog: Catalog): string[] {
  const available = (w: Record<string, number>) =>
    Object.fromEntries(Object.entries(w).filter(([code]) => catalog.talents.has(code)));
  const primary = rng.weighted(available(PRIMARY_TALENTS));
  const codes = [primary];
  const extra = rng.weighted({ 0: 55, 1: 35, 2: 10 });
  for (let i = 0; i < Number(extra); i++) {
    const from = SECOND_TALENTS[codes[codes.length - 1]!] ?? {};
    const options = Object.fromEntries(
      Object.entries(available(from)).filter(([code]) => !codes.includes(code)),
    );
    if (Object.keys(options).length === 0) break;
    codes.push(rng.weighted(options));
  }
  return codes;
}

function toolsFor(rng: PersonRng, talent: string, scene: Scene, sex: Sex, all: CatalogItem[]): CatalogItem[] {
  if (all.length === 0) return [];
  const byCode = new Map(all.map((t) => [t.code, t]));
  const ofType = (type: string) => all.filter((t) => t.type === type);
  switch (talent) {
    case 'SNG': {
      const voices = ofType(sex === 'F' ? 'VOICE_FEMALE' : 'VOICE_MALE');
      return drawWeighted(rng, voices.length ? voices : all, 1, VOICE_WEIGHTS, 0.5);
    }
    case 'MUS':
    case 'CMP': {
      const sceneWeights = SCENE_INSTRUMENTS[scene];
      const candidates = all.filter((t) => (sceneWeights[t.code] ?? 0) > 0);
      const piano = talent === 'CMP' && rng.chance(0.6) ? byCode.get('PIANO') : undefined;
      const main = piano ?? drawWeighted(rng, candidates.length ? candidates : all, 1, sceneWeights, 0)[0];
      if (!main) return [];
      const academic = scene === 'classical' || scene === 'film';
      const companions = (INSTRUMENT_COMPANIONS[main.code] ?? [])
        .filter((c) => academic || !['HARPSICHORD', 'ORGAN', 'ORCHESTRAL_PERCUSSION', 'VIOLA'].includes(c))
        .map((c) => byCode.get(c))
        .filter((t): t is CatalogItem => Boolean(t));
      const more = rng.weighted(talent === 'CMP' ? { 0: 40, 1: 45, 2: 15 } : { 0: 45, 1: 40, 2: 15 });
      const extra =
        talent === 'CMP' && rng.chance(0.5)
          ? drawWeighted(
              rng,
              candidates.filter((t) => t !== main),
              Number(more),
              sceneWeights,
              0,
            )
          : rng.some(companions, Number(more));
      return [main, ...extra];
    }
    case 'DNC': {
      const family = rng.weighted(SCENE_DANCE[scene] ?? SCENE_DANCE.pop!);
      const main = rng.some(ofType(family), rng.int(1, 3));
      const others = all.filter((t) => t.type !== family);
      return rng.chance(0.3) && others.length ? [...main, rng.pick(others)] : main;
    }
    default: {
      const plan = GEAR_PLAN[talent];
      if (!plan) return rng.some(all, rng.int(1, 3));
      return plan.flatMap(([family, min, max]) =>
        drawWeighted(rng, ofType(family), rng.int(min, max), GEAR_WEIGHTS, 1),
      );
    }
  }
}

/** Styles of the Russian song world, which an English-speaking profile would not list. */
const RUSSIAN_STYLES = new Set([
  'RUSSIAN_ROCK',
  'ESTRADA',
  'CHANSON',
  'ROMANCE',
  'BARD_SONG',
  'SOVIET_SONG',
  'RUSSIAN_FOLK',
]);

function stylesFor(
  rng: PersonRng,
  talent: string,
  scene: Scene,
  allStyles: CatalogItem[],
  locale: Locale,
): CatalogItem[] {
  const all = locale === 'en' ? allStyles.filter((s) => !RUSSIAN_STYLES.has(s.code)) : allStyles;
  if (all.length === 0) return [];
  const byCode = new Map(all.map((s) => [s.code, s]));
  if (talent === 'SWR') {
    const poetry = rng.some(
      all.filter((s) => s.type === 'POETRY'),
      rng.int(1, 2),
    );
    const music = SCENE_STYLES[scene].map((c) => byCode.get(c)).filter((s): s is CatalogItem => Boolean(s));
    return rng.chance(0.4) && music.length ? [...poetry, rng.pick(music)] : poetry;
  }
  const sceneStyles = SCENE_STYLES[scene]
    .map((c) => byCode.get(c))
    .filter((s): s is CatalogItem => Boolean(s));
  if (sceneStyles.length === 0) return rng.some(all, rng.int(1, 3));
  const count = Number(rng.weighted({ 1: 20, 2: 35, 3: 30, 4: 15 }));
  // The scene's defining styles come first; the rest of the list adds colour.
  const core = rng.pick(sceneStyles.slice(0, 3));
  return [
    core,
    ...rng.some(
      sceneStyles.filter((s) => s !== core),
      count - 1,
    ),
  ].slice(0, TALENT_LIMITS.styles);
}

/** Performance prices are a band's or a singer's; a dancer or a DJ asks less, a poet's reading less still. */
const TALENT_PRICE_FACTOR: Record<string, Record<string, number>> = {
  DNC: { CONCERT: 0.35, CORPORATE_EVENT: 0.35, WEDDING: 0.3, PRIVATE_PARTY: 0.4 },
  DJ: { CONCERT: 0.5, CORPORATE_EVENT: 0.5, WEDDING: 0.45, PRIVATE_PARTY: 0.5 },
  SWR: { CONCERT: 0.25 },
};

function priceFor(
  rng: PersonRng,
  talent: string,
  code: string,
  catalogUnit: ServicePlan['unit'],
  exp: number,
  city: CityDef,
): ServicePlan {
  const rule = PRICE_RULES[code] ?? { min: 2_000, max: 10_000, agree: 0.2 };
  const unit = rule.unit ?? catalogUnit;
  if (!unit || rng.chance(rule.agree))
    return { serviceCode: code, cost: null, unit: null, byAgreement: true };
  // Most people price near the low end; experience and the capital push prices up.
  const position = rng.float() ** 1.6;
  const experience = 0.65 + (Math.min(exp, 20) / 20) * 0.65;
  const factor = TALENT_PRICE_FACTOR[talent]?.[code] ?? 1;
  const raw = (rule.min + (rule.max - rule.min) * position) * experience * city.prices;
  const bounded = Math.min(Math.max(raw, rule.min * 0.5), rule.max * 1.3) * factor;
  const cost = Math.min(TALENT_LIMITS.costMax, roundPrice(bounded));
  return { serviceCode: code, cost, unit, byAgreement: false };
}

function servicesFor(
  rng: PersonRng,
  talents: string[],
  catalog: Catalog,
  exp: Map<string, number>,
  city: CityDef,
): Map<string, ServicePlan[]> {
  const total = Number(rng.weighted({ 1: 25, 2: 35, 3: 25, 4: 15 }));
  const out = new Map<string, ServicePlan[]>(talents.map((t) => [t, []]));
  const candidates = talents.flatMap((talent) =>
    (catalog.services.get(talent) ?? [])
      .filter((s) => {
        const years = exp.get(talent) ?? 1;
        if (s.type === 'LESSONS' && years < 3) return false;
        return !(s.code === 'MASTERCLASS' && years < 8);
      })
      .map((s) => ({ ...s, talent, key: `${talent}:${s.code}` })),
  );
  const weights = Object.fromEntries(
    candidates.map((c) => [c.key, (SERVICE_POPULARITY[c.code] ?? 2) * (c.talent === talents[0] ? 2 : 1)]),
  );
  // The main talent always has something on its price list.
  const primary = candidates.filter((c) => c.talent === talents[0]);
  const chosen = [
    ...drawWeighted(
      rng,
      primary.map((c) => ({ ...c, code: c.key })),
      1,
      weights,
    ),
    ...drawWeighted(
      rng,
      candidates.map((c) => ({ ...c, code: c.key })),
      total,
      weights,
    ),
  ];
  const seen = new Set<string>();
  for (const c of chosen) {
    if (seen.has(c.key) || seen.size >= total) continue;
    seen.add(c.key);
    const [talent, code] = c.key.split(':') as [string, string];
    out.get(talent)!.push(priceFor(rng, talent, code, c.unit, exp.get(talent) ?? 1, city));
  }
  return out;
}

function creativeNameFor(rng: PersonRng, talent: string, first: string, locale: Locale): string | null {
  const word = () => rng.pick(STAGE_WORDS);
  const latinFirst = translit(first);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  switch (talent) {
    case 'DJ':
      return rng.chance(0.75) ? (rng.chance(0.7) ? `DJ ${word()}` : `${word()} ${word()}`) : null;
    case 'PRO':
      return rng.chance(0.45)
        ? rng.pick([`${word()} Beats`, `prod. ${latinFirst}`, `${word()} Music`])
        : null;
    case 'SNM':
      return rng.chance(0.35) ? `${word()} Sound` : null;
    case 'SNG':
      return rng.chance(0.25)
        ? latinFirst.length <= 6
          ? latinFirst.toUpperCase()
          : `${cap(latinFirst)} ${word()}`
        : null;
    case 'MST':
      return rng.pick(STUDIO_NAMES);
    case 'SWR':
      return locale === 'ru' && rng.chance(0.35) ? `${first} ${rng.pick(PEN_SURNAMES)}` : null;
    default:
      return null;
  }
}

function nickCandidates(
  rng: PersonRng,
  p: { first: string; last: string; birthDate: string; talents: TalentPlan[] },
): string[] {
  const f = translit(p.first);
  const l = translit(p.last);
  const main = p.talents[0]!;
  const suffixes = NICK_SUFFIX[main.tools[0] ?? ''] ?? NICK_SUFFIX[main.code] ?? ['music'];
  const suffix = rng.pick(suffixes);
  const stage = main.creativeName ? translit(main.creativeName.replace(/^DJ /, 'dj ')) : '';
  const yy = p.birthDate.slice(2, 4);
  const patterns = [
    `${f}.${l}`,
    `${f}_${l}`,
    `${l}.${suffix}`,
    `${f}.${suffix}`,
    `${f}${l}`,
    `${f}.${l}${yy}`,
    `${f[0] ?? ''}${l}`,
    main.code === 'DJ' ? `dj.${stage || f}` : stage,
  ];
  const ordered = [...rng.some(patterns, patterns.length)];
  const valid = ordered
    .map((n) => n.slice(0, 30).replace(/[._]+$/, ''))
    .filter((n) => nickNameSchema.safeParse(n).success);
  return [...new Set(valid.length ? valid : [`user${yy}${l || 'demo'}`.slice(0, 30)])];
}

/** Which contacts a person lists (their values need the final nickname). */
function contactKindsFor(rng: PersonRng, talents: string[]): DemoPerson['contactKinds'] {
  const performer = talents.some((t) => ['SNG', 'MUS', 'DJ', 'CMP', 'PRO'].includes(t));
  return {
    telegram: rng.chance(0.8),
    vk: rng.chance(0.45),
    youtube: rng.chance(performer ? 0.3 : 0.1),
    website: rng.chance(talents.includes('MST') ? 0.6 : 0.15),
  };
}

/** Handles say "demo" and addresses are on example.com: nothing here can reach a real person. */
export function contactsFor(nickName: string, kinds: DemoPerson['contactKinds']) {
  const handle = nickName.replace(/\./g, '_').slice(0, 26);
  const out: Record<string, string> = { Email: `${nickName.toLowerCase()}@example.com` };
  if (kinds.telegram) out.Telegram = `@${handle}_demo`;
  if (kinds.vk) out.VK = `https://vk.com/${handle}_demo`;
  if (kinds.youtube) out.YouTube = `@${handle.slice(0, 24)}-demo`;
  if (kinds.website) {
    const slug = nickName
      .toLowerCase()
      .replace(/[._]+/g, '-')
      .replace(/^-+|-+$/g, '');
    out.Website = `https://${slug}.example.com`;
  }
  return out;
}

function rngFor(index: number) {
  const fakers = { ru: new Faker({ locale: [ru, en, base] }), en: new Faker({ locale: [en, base] }) };
  fakers.ru.seed(SEED + index * 7919);
  fakers.en.seed(SEED + index * 104_729);
  return { fakers, rng: rngOf(fakers.ru) };
}

/** One demo person: names, place, talents with tools, styles and priced services, texts and looks. */
export function generatePerson(index: number, catalog: Catalog, today = new Date()): DemoPerson {
  const { fakers, rng } = rngFor(index);
  const locale: Locale = rng.chance(0.13) ? 'en' : 'ru';
  const talentCodes = pickTalents(rng, catalog);
  const primary = talentCodes[0]!;
  const sex: Sex = rng.chance(WOMEN[primary] ?? 0.5) ? 'F' : 'M';
  const city = pickCity(rng, catalog, locale);
  const age = pickAge(rng, primary);
  const birthDate = birthDateFor(rng, age, today);
  const { first, last } = namesFor(rng, fakers, locale, sex, city);
  const scenes = { ...(TALENT_SCENES[primary] ?? { pop: 1 }) };
  if (locale === 'en') delete scenes.russian;
  const scene = rng.weighted(scenes) as Scene;
  const remote = rng.chance(['MMK', 'SNM', 'PRO', 'CMP', 'SWR'].includes(primary) ? 0.7 : 0.25);
  const trip = rng.chance(['SNG', 'MUS', 'DJ', 'DNC'].includes(primary) ? 0.5 : 0.15);

  const exp = new Map<string, number>();
  for (const [i, code] of talentCodes.entries()) {
    const [min, max] = START_AGE[code] ?? [15, 25];
    const years = Math.max(1, age - rng.int(min, max));
    exp.set(code, i === 0 ? years : Math.max(1, Math.round(years * (0.3 + rng.float() * 0.6))));
  }
  const services = servicesFor(rng, talentCodes, catalog, exp, city);
  const year = today.getUTCFullYear();

  const talents: TalentPlan[] = talentCodes.map((code) => {
    const rules = catalog.talents.get(code)!;
    // A secondary talent keeps the person's musical world when it fits (a singer-songwriter's lyrics too).
    const fits = (sc: Scene) => Boolean(TALENT_SCENES[code]?.[sc]);
    const talentScene =
      [scene, ...NEAR_SCENES[scene]].find(fits) ?? (rng.weighted(TALENT_SCENES[code] ?? { pop: 1 }) as Scene);
    const tools = rules.acceptsTools
      ? toolsFor(rng, code, talentScene, sex, catalog.tools.get(code) ?? []).slice(0, TALENT_LIMITS.tools)
      : [];
    const styles = rules.acceptsStyles
      ? stylesFor(rng, code, talentScene, catalog.styles.get(code) ?? [], locale)
      : [];
    const years = exp.get(code)!;
    const plans = services.get(code) ?? [];
    const ctx: TextContext = {
      lang: locale,
      sex,
      exp: years,
      since: year - years,
      city,
      scene: talentScene,
      tools,
      styles,
      services: plans.map((s) => s.serviceCode),
      trip,
      remote,
      rng,
    };
    return {
      code,
      creativeName: creativeNameFor(rng, code, first, locale),
      about: talentAbout(code, ctx).slice(0, TALENT_LIMITS.about),
      tools: tools.map((t) => t.code),
      styles: styles.map((s) => s.code),
      services: plans,
    };
  });

  const russian = catalog.cities.filter((c) => c.country === 'RU');
  // People in Russian cities often come from another one; elsewhere the note just says where they live.
  const hometown = city.country === 'RU' && rng.chance(0.3) && russian.length ? rng.pick(russian) : undefined;
  const personalCtx: TextContext = {
    lang: locale,
    sex,
    exp: exp.get(primary)!,
    since: year - exp.get(primary)!,
    city,
    scene,
    tools: [],
    styles: [],
    services: [],
    trip,
    remote,
    rng,
  };
  const aboutMe = personalAbout(personalCtx, hometown);

  const [nickName, ...nickAlternatives] = nickCandidates(rng, { first, last, birthDate, talents });
  const initials = `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
  const daysAgo = Math.floor(900 * rng.float() ** 1.5);
  return {
    index,
    email: demoEmail(index),
    locale,
    nickName: nickName!,
    nickAlternatives,
    firstName: first,
    lastName: last,
    sex,
    birthDate,
    cityCode: city.code,
    aboutMe,
    tripFlag: trip,
    remoteFlag: remote,
    talents,
    scene,
    contactKinds: contactKindsFor(rng, talentCodes),
    contactsHidden: rng.chance(0.05),
    neonFrame: rng.chance(0.15),
    avatar: rng.chance(0.8)
      ? { initials, palette: rng.int(0, 1_000), style: rng.int(0, 3), seed: rng.int(1, 1_000_000) }
      : null,
    headerColor: rng.chance(0.35) ? rng.pick(HEADER_COLORS) : null,
    memberSince: new Date(today.getTime() - daysAgo * 86_400_000 - rng.int(0, 86_399) * 1000),
  };
}
