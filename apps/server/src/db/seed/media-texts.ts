// Words for demo tracks and photos: titles as musicians name their pieces, captions as they sign
// their photos, and descriptions that say plainly what the file is (generated demo content).
import type { PhotoKind } from './photos.ts';
import type { Locale } from './types.ts';

type Pick = <T>(items: readonly T[]) => T;

/** Adjectives in the masculine, feminine and neuter forms, so they agree with the noun. */
const RU_ADJECTIVES: [string, string, string][] = [
  ['Ночной', 'Ночная', 'Ночное'],
  ['Северный', 'Северная', 'Северное'],
  ['Тихий', 'Тихая', 'Тихое'],
  ['Последний', 'Последняя', 'Последнее'],
  ['Летний', 'Летняя', 'Летнее'],
  ['Янтарный', 'Янтарная', 'Янтарное'],
  ['Бумажный', 'Бумажная', 'Бумажное'],
  ['Далёкий', 'Далёкая', 'Далёкое'],
  ['Медленный', 'Медленная', 'Медленное'],
  ['Случайный', 'Случайная', 'Случайное'],
  ['Неоновый', 'Неоновая', 'Неоновое'],
  ['Зимний', 'Зимняя', 'Зимнее'],
  ['Тёплый', 'Тёплая', 'Тёплое'],
  ['Синий', 'Синяя', 'Синее'],
  ['Первый', 'Первая', 'Первое'],
  ['Хрустальный', 'Хрустальная', 'Хрустальное'],
];
const RU_NOUNS: [string, 0 | 1 | 2][] = [
  ['трамвай', 0],
  ['ветер', 0],
  ['город', 0],
  ['вокзал', 0],
  ['маяк', 0],
  ['берег', 0],
  ['сигнал', 0],
  ['рассвет', 0],
  ['перрон', 0],
  ['полёт', 0],
  ['река', 1],
  ['комета', 1],
  ['весна', 1],
  ['дорога', 1],
  ['волна', 1],
  ['орбита', 1],
  ['пристань', 1],
  ['крыша', 1],
  ['небо', 2],
  ['утро', 2],
  ['море', 2],
  ['окно', 2],
  ['лето', 2],
  ['эхо', 2],
];
const RU_PHRASES = [
  'Пока горит свет',
  'Между станциями',
  'До рассвета',
  'Под снегом',
  'На бис',
  'Не спать',
  'Дом у реки',
  'Всё будет',
  'Вдоль набережной',
  'Огни большого города',
  'Восьмой этаж',
  'Сквозь туман',
];

const EN_ADJECTIVES = [
  'Midnight',
  'Northern',
  'Quiet',
  'Last',
  'Summer',
  'Amber',
  'Paper',
  'Distant',
  'Slow',
  'Neon',
  'Winter',
  'Warm',
  'Blue',
  'Golden',
  'Hidden',
  'Crystal',
];
const EN_NOUNS = [
  'Tram',
  'Wind',
  'City',
  'Station',
  'Lighthouse',
  'Shore',
  'Signal',
  'Sunrise',
  'River',
  'Comet',
  'Orbit',
  'Rooftops',
  'Echo',
  'Lanterns',
  'Tides',
  'Letters',
];
const EN_PHRASES = [
  'Between Stations',
  'Until Dawn',
  'Under the Snow',
  'One More Time',
  'Night Shift',
  'Streetlights',
  'Home by the River',
  'Eighth Floor',
  'Through the Fog',
  'Keep the Lights On',
];

/** A plausible track title in the given language: "Ночной трамвай", "Amber Letters", "До рассвета". */
export function trackTitle(lang: Locale, pick: Pick, chance: (p: number) => boolean): string {
  if (lang === 'ru') {
    if (chance(0.3)) return pick(RU_PHRASES);
    const [noun, gender] = pick(RU_NOUNS);
    let adjective = pick(RU_ADJECTIVES)[gender];
    // Not "Летнее лето": the adjective and the noun from one root.
    while (adjective.slice(0, 3).toLowerCase() === noun.slice(0, 3)) adjective = pick(RU_ADJECTIVES)[gender];
    return `${adjective} ${noun}`;
  }
  if (chance(0.3)) return pick(EN_PHRASES);
  return `${pick(EN_ADJECTIVES)} ${pick(EN_NOUNS)}`;
}

/** "Хаус, 124 уд/мин, ля минор." and the line that says what the file is. */
export function trackDescription(lang: Locale, label: string, bpm: number, key: string): string {
  return lang === 'ru'
    ? `${label}, ${bpm} уд/мин, ${key}.\n\nДемо-запись: музыку синтезировал генератор демо-данных «Талантов». Это не живое исполнение и не чья-то запись.`
    : `${label}, ${bpm} BPM, ${key}.\n\nDemo recording: synthesised by Talanty's demo data generator. Not a live performance and not anybody's recording.`;
}

/** Video titles by talent, as people name their clips; `{city}`/`{in}` take the person's city. */
const VIDEO_TITLES: Record<string, { ru: string[]; en: string[] }> = {
  SNG: {
    ru: ['Живой вокал {in}', 'Кавер на любимую песню', 'Распевка перед концертом', 'Акустическая версия'],
    en: [
      'Live vocals in {city}',
      'A cover of a favourite song',
      'Warm-up before the show',
      'Acoustic version',
    ],
  },
  MUS: {
    ru: ['Живое выступление {in}', 'Импровизация на репетиции', 'Джем с друзьями', 'Разбор партии'],
    en: ['Live in {city}', 'Rehearsal improvisation', 'Jam with friends', 'Playing through my part'],
  },
  DJ: {
    ru: ['Сет в клубе {in}', 'Часовой микс', 'Сет на открытой площадке', 'Сведение в прямом эфире'],
    en: ['Club set in {city}', 'One-hour mix', 'Open-air set', 'Live mixing stream'],
  },
  DNC: {
    ru: ['Танцевальная связка', 'Хореография на конкурс', 'Импровизация в зале', 'Выступление {in}'],
    en: ['Dance combination', 'Competition choreography', 'Studio freestyle', 'Performance in {city}'],
  },
  CMP: {
    ru: ['Премьера новой пьесы', 'Как пишется музыка к сцене', 'Партитура и звук'],
    en: ['Premiere of a new piece', 'Scoring a scene', 'Score and sound'],
  },
  PRO: {
    ru: ['Бит с нуля за час', 'Как я свожу трек', 'Студийный дневник'],
    en: ['A beat from scratch in an hour', 'How I mix a track', 'Studio diary'],
  },
  MMK: {
    ru: ['Сведение: до и после', 'Запись барабанов', 'Студийный дневник'],
    en: ['Mixing: before and after', 'Recording drums', 'Studio diary'],
  },
  MST: {
    ru: ['Экскурсия по студии', 'Как звучит наша комната', 'Запись живьём в студии'],
    en: ['Studio tour', 'How our live room sounds', 'Live in the studio'],
  },
  SNM: {
    ru: ['Полевые записи {in}', 'Звуки для короткого фильма', 'Собираю саунд-дизайн'],
    en: ['Field recordings in {city}', 'Sounds for a short film', 'Building a sound design'],
  },
  SWR: {
    ru: ['Читаю новые стихи', 'Вечер поэзии {in}', 'Стихи под гитару'],
    en: ['Reading new poems', 'Poetry night in {city}', 'Poems with a guitar'],
  },
};

export function videoTitle(
  lang: Locale,
  talent: string,
  city: { ru: string; en: string; in: string },
  pick: Pick,
): string {
  const titles = VIDEO_TITLES[talent] ?? VIDEO_TITLES.MUS!;
  return pick(titles[lang]).replace('{in}', city.in).replace('{city}', city.en);
}

/** Says what a demo video link is: an example that points at nothing, whose details nobody fetched. */
export const VIDEO_DESCRIPTION: Record<Locale, string> = {
  ru: 'Демо-видео: пример ссылки от генератора демо-данных «Талантов». Такого ролика на платформе нет, сведения о нём не запрашивались.',
  en: "Demo video: an example link made by Talanty's demo data generator. There is no such video on the platform, and nothing was fetched from it.",
};

const CAPTIONS: Record<PhotoKind, { ru: string[]; en: string[] }> = {
  crowd: {
    ru: [
      'Концерт {in}',
      'Клубный вечер',
      'Фестиваль, вечерний сет',
      'Последняя песня',
      'Спасибо, что пришли!',
      'Сет на бис',
    ],
    en: [
      'Live in {city}',
      'Club night',
      'Festival, evening set',
      'The last song',
      'Thank you for coming!',
      'Encore',
    ],
  },
  stage: {
    ru: ['Саундчек', 'Сцена ждёт', 'Прогон перед концертом', 'Свет на репетиции', 'За час до начала'],
    en: [
      'Soundcheck',
      'The stage is ready',
      'Run-through before the show',
      'Lighting rehearsal',
      'An hour before doors',
    ],
  },
  spotlight: {
    ru: ['Перед выходом', 'Из-за кулис', 'Один луч', 'Тишина перед первой нотой'],
    en: ['Before the show', 'From backstage', 'A single spotlight', 'The silence before the first note'],
  },
};

export function photoCaption(
  lang: Locale,
  kind: PhotoKind,
  city: { ru: string; en: string; in: string },
  pick: Pick,
): string {
  return pick(CAPTIONS[kind][lang]).replace('{in}', city.in).replace('{city}', city.en);
}

export const PHOTO_DESCRIPTION: Record<Locale, string> = {
  ru: 'Демо-изображение: нарисовано генератором демо-данных «Талантов», на нём нет реальных людей и мест.',
  en: "Demo picture: drawn by Talanty's demo data generator; no real people or places in it.",
};
