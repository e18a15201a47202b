// "About" texts composed from sentences musicians actually write: an opening, what they play or
// sing, their styles, a detail or two, what they offer (from their real price list) and a closing
// line. Russian for most people; English for the English-speaking few.

import type { CityDef } from './data.ts';
import type { Scene } from './genres.ts';
import type { CatalogItem, Locale, Sex } from './types.ts';

export type Rng = {
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  int(min: number, max: number): number;
  /** `count` distinct items in random order. */
  some<T>(items: readonly T[], count: number): T[];
};

export type TextContext = {
  lang: Locale;
  sex: Sex;
  /** Years in the field and the year it began. */
  exp: number;
  since: number;
  city: CityDef;
  /** The person's musical world: details that would not fit it are left out. */
  scene: Scene;
  tools: CatalogItem[];
  styles: CatalogItem[];
  services: string[];
  trip: boolean;
  remote: boolean;
  rng: Rng;
};

type Line = (c: TextContext) => string | null | false;

// ---------------------------------------------------------------- grammar helpers

export function pluralRu(n: number, forms: [one: string, few: string, many: string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

const g = (c: TextContext, male: string, female: string) => (c.sex === 'F' ? female : male);
const years = (c: TextContext) =>
  c.lang === 'ru'
    ? `${c.exp} ${pluralRu(c.exp, ['год', 'года', 'лет'])}`
    : `${c.exp} ${c.exp === 1 ? 'year' : 'years'}`;

/** Families whose names are brands: never lower-cased. */
const BRAND_FAMILIES = new Set(['DAW', 'PLUGINS', 'DJ_SOFTWARE']);
/** English words that keep their capital letter inside a sentence. */
const PROPER_EN =
  /^(Russian|Soviet|Celtic|Latin|Irish|Indian|Argentine|Caucasian|West|Hammond|Viennese|Bossa)\b/;

/** A glossary name as it reads inside a sentence: "джаз", "электрогитара", but "Pro Tools", "R&B". */
export function inSentence(item: CatalogItem, lang: Locale): string {
  const name = lang === 'ru' ? item.ru : item.en;
  if (BRAND_FAMILIES.has(item.type)) return name;
  const [first, second] = [...name];
  if (!first || !second || second !== second.toLowerCase() || second === second.toUpperCase()) return name;
  if (lang === 'ru' && !/[А-ЯЁ]/.test(first)) return name;
  if (lang === 'en' && PROPER_EN.test(name)) return name;
  return first.toLowerCase() + name.slice(1);
}

export function joinList(items: string[], lang: Locale): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'ru' ? ' и ' : ' and ';
  // "спокен-ворд и слэм и лирика" reads badly: a list whose items hold the conjunction gets commas only.
  if (items.some((i) => i.includes(and))) return items.join(', ');
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

const toolsText = (c: TextContext, from = 0) =>
  joinList(
    c.tools.slice(from).map((t) => inSentence(t, c.lang)),
    c.lang,
  );
const stylesText = (c: TextContext) =>
  joinList(
    c.styles.map((s) => inSentence(s, c.lang)),
    c.lang,
  );
const mainTool = (c: TextContext) => (c.tools[0] ? inSentence(c.tools[0], c.lang) : null);
const firstOfType = (c: TextContext, type: string) => c.tools.find((t) => t.type === type);
const hasTool = (c: TextContext, ...codes: string[]) => c.tools.some((t) => codes.includes(t.code));
const inScene = (c: TextContext, ...scenes: Scene[]) => scenes.includes(c.scene);
/** Acoustic, written-music worlds: no amps, no cover bands. */
const academic = (c: TextContext) => inScene(c, 'classical', 'film');

// ---------------------------------------------------------------- Russian

type TalentLines = { intro: Line[]; tools: Line[]; styles: Line[]; details: Line[] };

const RU: Record<string, TalentLines> = {
  SNG: {
    intro: [
      (c) => `Пою с ${c.rng.int(5, 12)} лет, на сцене — ${years(c)}.`,
      (c) => `${g(c, 'Вокалист', 'Вокалистка')}, живу и работаю ${c.city.in}. На сцене с ${c.since} года.`,
      (c) => `Профессионально занимаюсь вокалом ${years(c)}.`,
      (c) =>
        `${g(c, 'Окончил', 'Окончила')} эстрадно-джазовое отделение колледжа, с тех пор пою ${years(c)}: концерты, студия, преподавание.`,
    ],
    tools: [
      (c) =>
        mainTool(c) &&
        `Голос — ${mainTool(c)}, диапазон около ${c.rng.pick(['двух', 'двух с половиной', 'трёх'])} октав.`,
      (c) => mainTool(c) && `Тембр: ${mainTool(c)}.`,
    ],
    styles: [
      (c) => `Репертуар: ${stylesText(c)}.`,
      (c) => `Основные стили — ${stylesText(c)}.`,
      (c) => `Ближе всего мне ${stylesText(c)}.`,
    ],
    details: [
      (c) => !academic(c) && 'Работаю с in-ear мониторингом и со своим микрофоном.',
      (c) => !academic(c) && 'Пою вживую, без фонограммы, на русском и английском.',
      (c) =>
        inScene(c, 'pop', 'party', 'rock', 'russian') &&
        `${g(c, 'Был солистом', 'Была солисткой')} кавер-группы, ${g(c, 'выступал', 'выступала')} в ресторанах и на городских праздниках.`,
      (c) =>
        academic(c) &&
        `${g(c, 'Солист', 'Солистка')} камерного хора, пою в концертах старинной и современной музыки.`,
      (c) => academic(c) && 'Пою на итальянском, немецком, французском и русском.',
      (c) => inScene(c, 'jazz') && 'Пою в джаз-клубах, люблю импровизацию и скэт.',
      (c) => `${g(c, 'Участник', 'Участница')} вокальных конкурсов и фестивалей.`,
      (c) => !academic(c) && 'Много пишу в студии: демо, джинглы, бэки для артистов.',
      () => 'Продолжаю заниматься с педагогом по академическому вокалу — держу форму.',
    ],
  },
  MUS: {
    intro: [
      (c) => `Музыкант, играю ${years(c)}.`,
      (c) =>
        academic(c)
          ? 'Играю с детства: музыкальная школа, училище, консерватория.'
          : 'Играю с детства: музыкальная школа, училище, потом кавер-группы и джем-сейшены.',
      (c) => `Сессионный музыкант, в профессии с ${c.since} года.`,
      (c) => `Музыкант из ${c.city.of}, на сцене ${years(c)}.`,
    ],
    tools: [
      (c) =>
        mainTool(c) &&
        (c.tools.length > 1
          ? `Основной инструмент — ${mainTool(c)}, ещё играю: ${toolsText(c, 1)}.`
          : `Мой инструмент — ${mainTool(c)}.`),
      (c) =>
        c.tools.length > 0 &&
        (c.tools.length > 1 ? `Инструменты: ${toolsText(c)}.` : `Инструмент — ${toolsText(c)}.`),
    ],
    styles: [
      (c) => `Жанры: ${stylesText(c)}.`,
      (c) => `Мне ближе всего ${stylesText(c)}.`,
      (c) => `Стилистика — ${stylesText(c)}.`,
    ],
    details: [
      () => 'Читаю с листа, быстро снимаю партии по записи.',
      (c) => !academic(c) && 'Есть свой инструмент и аппарат, приезжаю со своим звуком.',
      (c) => !academic(c) && 'Собираю состав под мероприятие: от дуэта до бэнда из пяти человек.',
      (c) =>
        !academic(c) &&
        `${g(c, 'Играл', 'Играла')} в нескольких группах, ${g(c, 'гастролировал', 'гастролировала')} по России и СНГ.`,
      (c) => !academic(c) && `Сейчас играю в группе и на джемах ${c.city.of}.`,
      (c) => academic(c) && 'Играю в камерном ансамбле, сотрудничаю с оркестрами.',
      (c) => academic(c) && `${g(c, 'Лауреат', 'Лауреат')} исполнительских конкурсов.`,
      (c) => inScene(c, 'jazz') && 'Свободно импровизирую, знаю стандарты, играю на джем-сейшенах.',
      (c) => c.remote && 'Записываю партии в своей домашней студии — WAV в тот же день.',
    ],
  },
  CMP: {
    intro: [
      (c) => `Композитор, пишу музыку ${years(c)}.`,
      (c) => `${g(c, 'Окончил', 'Окончила')} композиторский факультет консерватории.`,
      (c) => academic(c) && 'Пишу музыку для кино, театра и рекламы.',
      (c) => `Композитор и аранжировщик, работаю ${c.city.in} и удалённо.`,
    ],
    tools: [
      (c) =>
        c.tools.length > 0 &&
        (c.tools.length > 1
          ? `Рабочие инструменты — ${toolsText(c)}.`
          : `Рабочий инструмент — ${toolsText(c)}.`),
    ],
    styles: [(c) => `Направления: ${stylesText(c)}.`, (c) => `Пишу в стилях: ${stylesText(c)}.`],
    details: [
      (c) => {
        if (!inScene(c, 'classical', 'film', 'jazz')) return null;
        const n = c.rng.int(3, 14);
        return `За плечами ${n} ${pluralRu(n, ['спектакль', 'спектакля', 'спектаклей'])} и несколько короткометражек.`;
      },
      (c) =>
        inScene(c, 'classical', 'film', 'jazz') &&
        'Готовлю партитуры и партии для оркестра и камерных составов.',
      (c) => inScene(c, 'classical', 'film') && 'Работаю с оркестровыми библиотеками и живыми музыкантами.',
      () => 'Мои работы звучали на фестивалях и в рекламе.',
      (c) =>
        inScene(c, 'electronic', 'pop', 'rock') &&
        'Пишу электронную музыку и песни, выпускаюсь на независимых лейблах.',
    ],
  },
  SWR: {
    intro: [
      (c) =>
        c.exp >= 5
          ? `Пишу стихи ${years(c)}, последние годы — в основном тексты песен.`
          : `Пишу стихи ${years(c)}.`,
      () => 'Поэт и автор текстов.',
      (c) => `Автор текстов песен, живу ${c.city.in}.`,
    ],
    tools: [],
    styles: [(c) => `Что пишу: ${stylesText(c)}.`, (c) => `Формы: ${stylesText(c)}.`],
    details: [
      (c) => `${g(c, 'Публиковался', 'Публиковалась')} в литературных журналах и альманахах.`,
      () => 'Мои тексты поют артисты из разных городов — от инди до эстрады.',
      () => 'Редактирую чужие тексты: размер, рифма, смысл.',
      (c) => `Веду поэтические вечера ${c.city.in}.`,
      () => 'Пишу на русском и английском.',
    ],
  },
  DNC: {
    intro: [
      (c) => `Танцую ${years(c)}.`,
      (c) => `Хореограф и ${g(c, 'танцор', 'танцовщица')}, в танце с ${c.since} года.`,
      (c) => `${g(c, 'Выпускник', 'Выпускница')} хореографического училища.`,
    ],
    tools: [
      (c) => (c.tools.length > 1 ? `Направления: ${toolsText(c)}.` : `Направление — ${toolsText(c)}.`),
      (c) => (c.tools.length > 1 ? `Стили танца — ${toolsText(c)}.` : null),
    ],
    styles: [],
    details: [
      (c) =>
        `${g(c, 'Работал', 'Работала')} в шоу-балете, ${g(c, 'участвовал', 'участвовала')} в телепроектах.`,
      () => 'Призёр баттлов и фестивалей.',
      (c) => `Преподаю в студии ${c.city.in}, группы для взрослых и детей.`,
      () => 'Ставлю номера для выпускных и корпоративов.',
    ],
  },
  DJ: {
    intro: [
      (c) => `За пультом с ${c.since} года.`,
      (c) => `Диджей из ${c.city.of}, играю ${years(c)}.`,
      (c) => `DJ и продюсер, в клубной культуре с ${c.since} года.`,
    ],
    tools: [(c) => `Сетап: ${toolsText(c)}.`, (c) => `Оборудование: ${toolsText(c)}.`],
    styles: [(c) => `В сетах — ${stylesText(c)}.`, (c) => `Музыка: ${stylesText(c)}.`],
    details: [
      (c) => `Резидент клубов ${c.city.of}, играю на фестивалях.`,
      () => 'Чувствую танцпол и не ставлю плейлист с телефона.',
      () => 'Пишу ремиксы и эдиты, выпускаюсь на независимых лейблах.',
      () => 'Есть свой звук и свет на площадки до 200 человек.',
      () => 'Веду ежемесячный подкаст с миксами.',
    ],
  },
  MMK: {
    intro: [
      (c) => `Звукорежиссёр, ${years(c)} в профессии.`,
      (c) => `Свожу и мастерю треки ${years(c)}.`,
      () => 'Студийный звукорежиссёр и концертный инженер.',
    ],
    tools: [
      (c) => {
        const daw = firstOfType(c, 'DAW');
        return daw
          ? `Работаю в ${daw.ru}${c.tools.length > 1 ? `, в сетапе — ${toolsText(c, 1)}` : ''}.`
          : null;
      },
      (c) => `Сетап: ${toolsText(c)}.`,
    ],
    styles: [
      (c) => `Жанры: ${stylesText(c)}.`,
      (c) => `Жанры, с которыми работаю чаще всего: ${stylesText(c)}.`,
    ],
    details: [
      (c) => `${g(c, 'Работал', 'Работала')} за концертным пультом на фестивалях и в клубах.`,
      () => 'Слежу за требованиями площадок: громкость, true peak, стемы.',
      () => 'Слушаю референсы, до трёх правок — бесплатно.',
      () => 'Свожу релизы для независимых артистов и лейблов.',
      (c) => c.remote && 'Работаю удалённо: присылайте мультитреки — первый вариант через три дня.',
    ],
  },
  MST: {
    intro: [
      (c) => `Студия звукозаписи ${c.city.in}, работаем с ${c.since} года.`,
      () => 'Студия полного цикла: запись, сведение, мастеринг.',
      (c) => `Репетиционная база и студия звукозаписи ${c.city.in}.`,
    ],
    tools: [(c) => `Оборудование: ${toolsText(c)}.`, (c) => `У нас: ${toolsText(c)}.`],
    styles: [(c) => `Жанры, с которыми чаще всего работаем: ${stylesText(c)}.`],
    details: [
      (c) => `Тон-зал ${c.rng.int(25, 60)} м², вокальная кабина, аппаратная с акустической подготовкой.`,
      () => 'Работаем с 10 до 23 без выходных, ночные смены — по договорённости.',
      () => 'Рядом метро, есть парковка.',
      () => 'Звукорежиссёр включён в стоимость записи.',
      () => 'Бэклайн на месте: барабаны, усилители, клавиши.',
    ],
  },
  PRO: {
    intro: [
      (c) => `Продюсер, ${years(c)} в индустрии.`,
      (c) => `Музыкальный продюсер, работаю ${c.city.in} и онлайн.`,
      (c) => `Продюсирую артистов и релизы с ${c.since} года.`,
    ],
    tools: [],
    styles: [],
    details: [
      (c) => `${g(c, 'Вёл', 'Вела')} релизы артистов от демо до плейлистов площадок.`,
      () => 'Собираю команду под проект: аранжировщик, сведение, обложка, продвижение.',
      () => 'Помогаю артисту найти свой звук и выстроить релизный план.',
      () => 'Ищу артистов с сильным материалом — присылайте демо.',
    ],
  },
  SNM: {
    intro: [
      () => 'Саунд-дизайнер: звуки для игр, рекламы, кино и приложений.',
      (c) => `Саунд-мейкер, ${years(c)} делаю звук для медиа.`,
      (c) => `Делаю звук для игр и видео с ${c.since} года.`,
    ],
    tools: [(c) => `${c.tools.length > 1 ? 'Инструменты' : 'Инструмент'}: ${toolsText(c)}.`],
    styles: [(c) => `Музыкальная сторона — ${stylesText(c)}.`],
    details: [
      () => 'Записываю фоли и полевые записи, собираю свои библиотеки звуков.',
      (c) => hasTool(c, 'WWISE', 'FMOD') && 'Работаю с Wwise и FMOD — сделаю интеграцию звука в игру.',
      () => 'Пишу эмбиент и атмосферные саундскейпы.',
      (c) => `${g(c, 'Работал', 'Работала')} над звуком для мобильных игр и рекламы.`,
    ],
  },
};

/** What a service means in the person's own words; a studio speaks as "we". */
const SERVICE_RU: Record<string, string> = {
  CONCERT: 'Выступаю с концертами в клубах и на фестивалях.',
  CORPORATE_EVENT: 'Работаю на корпоративах: программа из двух-трёх отделений, свой звук по запросу.',
  WEDDING: 'Работаю на свадьбах: от церемонии до последнего танца, плейлист согласуем заранее.',
  PRIVATE_PARTY: 'Дни рождения и юбилеи — подберу программу под гостей.',
  DJ_SET: 'Играю сеты в клубах, барах и на частных вечеринках.',
  DANCE_SHOW: 'Выступаю с шоу-номерами на мероприятиях.',
  POETRY_READING: 'Выступаю с чтениями на вечерах и фестивалях.',
  VIDEO_SHOOT: 'Есть опыт съёмок в клипах и рекламе.',
  LIVE_SOUND: 'Работаю звукорежиссёром на концертах и мероприятиях.',
  SESSION_RECORDING: 'Записываю партии для артистов и продюсеров — по нотам, по гармонии или по референсу.',
  BACKING_VOCALS: 'Записываю бэк-вокал и даблы удалённо: присылайте трек и референсы.',
  RECORDING: 'Пишу вокал и инструменты у себя или на студии партнёров.',
  VOICE_OVER: 'Записываю дикторов и озвучку для рекламы и видео.',
  VOCAL_LESSONS: 'Преподаю вокал: дыхание, опора, диапазон, подготовка к прослушиваниям. Можно онлайн.',
  INSTRUMENT_LESSONS: 'Даю уроки с нуля и для продолжающих: техника, импровизация, любимые песни.',
  MUSIC_THEORY_LESSONS: 'Занимаюсь сольфеджио и гармонией, готовлю к поступлению.',
  DANCE_LESSONS: 'Веду индивидуальные и групповые занятия — можно с нуля.',
  DJ_LESSONS: 'Учу диджеингу с нуля: сведение, структура сета, работа с залом.',
  SOUND_ENGINEERING_LESSONS: 'Учу записи и сведению — индивидуально, на ваших треках.',
  MUSIC_PRODUCTION_LESSONS: 'Учу продакшну: от первого бита до готового трека.',
  SONGWRITING_LESSONS: 'Учу писать песни: форма, мелодия, текст.',
  MASTERCLASS: 'Провожу мастер-классы для школ и студий.',
  SONGWRITING: 'Пишу песни под ключ: музыка, текст, аранжировка, демо с вокалом.',
  COMPOSITION: 'Сочиняю музыку под задачу — от минуты для рекламы до сюиты.',
  ARRANGEMENT: 'Делаю аранжировки для живого состава и для электроники.',
  LYRICS_WRITING: 'Пишу тексты песен на заказ — под готовую музыку или с нуля.',
  POEM_TO_ORDER: 'Стихи к свадьбе, юбилею, дню рождения — по вашей истории.',
  BEAT_MAKING: 'Делаю биты под артиста, эксклюзив или лизинг.',
  FILM_SCORING: 'Пишу музыку к фильмам, играм и рекламе, работаю по таймкоду.',
  JINGLE: 'Делаю джинглы и аудиологотипы для брендов.',
  SHEET_MUSIC: 'Набираю ноты и снимаю партии с записей.',
  REMIX: 'Делаю ремиксы и эдиты на заказ.',
  CHOREOGRAPHY: 'Ставлю хореографию для клипов, шоу и конкурсов.',
  WEDDING_DANCE: 'Ставлю свадебные танцы — даже если вы никогда не танцевали.',
  MIXING: 'Сведение трека — три-пять рабочих дней, правки включены.',
  MASTERING: 'Мастеринг под стриминговые площадки и винил.',
  VOCAL_EDITING: 'Аккуратно чищу и тюню вокал, без «роботизации».',
  SOUND_DESIGN: 'Саунд-дизайн под ключ: от звуков интерфейса до атмосфер.',
  FOLEY: 'Записываю и свожу фоли.',
  AUDIO_RESTORATION: 'Восстанавливаю старые записи и убираю шумы.',
  PODCAST_PRODUCTION: 'Монтирую подкасты и аудиокниги.',
  TRACK_PRODUCTION: 'Продакшн трека под ключ: от идеи до мастера.',
  ARTIST_PRODUCTION: 'Беру артистов в продюсирование — условия обсуждаем лично.',
  RELEASE_PROMOTION: 'Выпускаю релизы на площадки и помогаю с продвижением.',
  EVENT_PRODUCTION: 'Организую концерты и туры по России и СНГ.',
  STUDIO_RENT_HOURLY: 'Сдаём студию почасово для самостоятельной работы.',
  REHEARSAL_RENT: 'Репетиционная комната с бэклайном.',
  DANCE_HALL_RENT: 'Есть зал для танцев с зеркалами и звуком.',
  EQUIPMENT_RENT: 'Сдаю оборудование в аренду.',
};
/** Where a kind of service means something else for a talent (a dancer at a wedding, a DJ at a concert). */
const TALENT_SERVICE_RU: Record<string, Record<string, string>> = {
  DNC: {
    CONCERT: 'Выступаю на концертах и фестивалях.',
    CORPORATE_EVENT: 'Выступаю с танцевальными номерами на корпоративах и презентациях.',
    WEDDING: 'Танцую на свадьбах и помогаю молодым с первым танцем.',
    PRIVATE_PARTY: 'Шоу-номера на частных праздниках.',
    MASTERCLASS: 'Провожу мастер-классы и интенсивы.',
  },
  DJ: {
    CONCERT: 'Играю на фестивалях и опен-эйрах.',
    CORPORATE_EVENT: 'Работаю на корпоративах и презентациях брендов.',
    WEDDING: 'Играю на свадьбах: музыка под ваших гостей, от ужина до танцпола.',
    PRIVATE_PARTY: 'Вечеринки и дни рождения — со своим оборудованием.',
  },
  SWR: { CONCERT: 'Выступаю с авторской программой на концертах и фестивалях.' },
  MST: {
    RECORDING: 'Запись со звукорежиссёром: вокал, инструменты, группы вживую.',
    MIXING: 'Сводим и мастерим в нашей аппаратной.',
    MASTERING: 'Делаем мастеринг под площадки и винил.',
    VOICE_OVER: 'Пишем дикторов и озвучку.',
    PODCAST_PRODUCTION: 'Пишем и монтируем подкасты.',
    VOCAL_EDITING: 'Чистим и тюним вокал.',
    EQUIPMENT_RENT: 'Сдаём оборудование в аренду.',
    SOUND_ENGINEERING_LESSONS: 'Проводим занятия по звукорежиссуре.',
  },
};

const CLOSING_RU: Line[] = [
  () => 'Пишите — пришлю записи и райдер.',
  () => 'Записи и видео — по запросу.',
  (c) => `${g(c, 'Открыт', 'Открыта')} к коллаборациям.`,
  () => 'Отвечаю в течение дня.',
  (c) => `Буду ${g(c, 'рад', 'рада')} новым проектам.`,
];

const PERSONAL_RU: Line[] = [
  (c) => c.trip && `${g(c, 'Готов', 'Готова')} к поездкам и гастролям.`,
  (c) => c.remote && 'Работаю удалённо с артистами из разных городов.',
  () => 'Люблю живую музыку, винил и долгие репетиции.',
  () => 'В свободное время собираю пластинки.',
  () => 'Ищу единомышленников для новых проектов.',
  (c) => `${g(c, 'Открыт', 'Открыта')} к коллаборациям и интересным предложениям.`,
  () => 'Музыка для меня — и работа, и отдых.',
  () => 'Слушаю всё — от Баха до техно.',
  () => 'Много путешествую и привожу из поездок новые звуки.',
  () => 'Верю, что хорошая музыка начинается с честности.',
];

// ---------------------------------------------------------------- English

const EN: Record<string, TalentLines> = {
  SNG: {
    intro: [
      (c) => `Singer with ${years(c)} on stage.`,
      (c) => `Vocalist based in ${c.city.en}, performing since ${c.since}.`,
      (c) => `I have been singing professionally for ${years(c)}.`,
    ],
    tools: [(c) => mainTool(c) && `Voice: ${mainTool(c)}.`],
    styles: [(c) => `Repertoire: ${stylesText(c)}.`, (c) => `Mostly ${stylesText(c)}.`],
    details: [
      () => 'I sing live, no backing vocals on tape, in English and Russian.',
      () => 'Plenty of studio work: demos, jingles, backing vocals for artists.',
      () => 'Former lead singer of a cover band — weddings, bars, city festivals.',
    ],
  },
  MUS: {
    intro: [
      (c) => `Musician, playing for ${years(c)}.`,
      (c) => `Session player since ${c.since}.`,
      (c) => `Musician based in ${c.city.en}.`,
    ],
    tools: [
      (c) =>
        mainTool(c) &&
        (c.tools.length > 1
          ? `Main instrument: ${mainTool(c)}; I also play ${toolsText(c, 1)}.`
          : `My instrument is the ${mainTool(c)}.`),
    ],
    styles: [(c) => `Genres: ${stylesText(c)}.`, (c) => `Mostly ${stylesText(c)}.`],
    details: [
      () => 'I read charts and learn parts fast.',
      (c) => !academic(c) && 'Own instrument and amp — I bring my sound.',
      (c) => !academic(c) && 'Toured Europe and the CIS with several bands.',
      (c) => academic(c) && 'Chamber music and orchestra work.',
      (c) => c.remote && 'Remote recording from my home studio — WAVs the same day.',
    ],
  },
  CMP: {
    intro: [
      (c) => `Composer, writing music for ${years(c)}.`,
      () => 'I write music for film, theatre and advertising.',
    ],
    tools: [
      (c) => c.tools.length > 0 && `${c.tools.length > 1 ? 'Instruments' : 'Instrument'}: ${toolsText(c)}.`,
    ],
    styles: [(c) => `Styles: ${stylesText(c)}.`],
    details: [
      () => 'I prepare scores and parts for orchestras and chamber ensembles.',
      () => 'Comfortable with orchestral libraries and live players alike.',
    ],
  },
  SWR: {
    intro: [(c) => `Poet and lyricist, writing for ${years(c)}.`, () => 'I write song lyrics and poems.'],
    tools: [],
    styles: [(c) => `What I write: ${stylesText(c)}.`],
    details: [
      () => 'Published in literary magazines and anthologies.',
      () => 'I edit lyrics too: metre, rhyme and meaning.',
    ],
  },
  DNC: {
    intro: [(c) => `Dancer for ${years(c)}.`, (c) => `Dancer and choreographer since ${c.since}.`],
    tools: [(c) => `Styles: ${toolsText(c)}.`],
    styles: [],
    details: [
      () => 'Battle and festival finalist.',
      () => 'Experience in music videos and commercials.',
      (c) => `I teach adults and kids at a studio in ${c.city.en}.`,
    ],
  },
  DJ: {
    intro: [
      (c) => `Behind the decks since ${c.since}.`,
      (c) => `DJ from ${c.city.en}, playing for ${years(c)}.`,
    ],
    tools: [(c) => `Setup: ${toolsText(c)}.`],
    styles: [(c) => `In my sets: ${stylesText(c)}.`],
    details: [
      () => 'Club resident, festival sets, private parties.',
      () => 'I read the floor — no phone playlists.',
      () => 'Remixes and edits out on independent labels.',
    ],
  },
  MMK: {
    intro: [(c) => `Sound engineer, ${years(c)} in the trade.`, () => 'Studio and live sound engineer.'],
    tools: [(c) => `Setup: ${toolsText(c)}.`],
    styles: [(c) => `Genres: ${stylesText(c)}.`],
    details: [
      () => 'I listen to your references; up to three revisions included.',
      (c) => c.remote && 'Remote work: send the multitracks, first pass in three days.',
    ],
  },
  MST: {
    intro: [
      (c) => `Recording studio in ${c.city.en}, open since ${c.since}.`,
      () => 'Full-service studio: recording, mixing, mastering.',
    ],
    tools: [(c) => `Gear: ${toolsText(c)}.`],
    styles: [(c) => `We mostly record ${stylesText(c)}.`],
    details: [
      () => 'Open daily 10:00–23:00; night sessions on request.',
      () => 'Engineer included in the rate.',
    ],
  },
  PRO: {
    intro: [
      (c) => `Producer, ${years(c)} in the industry.`,
      (c) => `Music producer working in ${c.city.en} and online.`,
    ],
    tools: [],
    styles: [],
    details: [
      () => 'I build the team for a project: arranger, mix, artwork, promotion.',
      () => 'Looking for artists with strong material — send demos.',
    ],
  },
  SNM: {
    intro: [
      () => 'Sound designer for games, ads, film and apps.',
      (c) => `Making sound for media since ${c.since}.`,
    ],
    tools: [(c) => `Tools: ${toolsText(c)}.`],
    styles: [(c) => `Musically: ${stylesText(c)}.`],
    details: [
      () => 'Foley and field recording; I keep my own sound libraries.',
      (c) => hasTool(c, 'WWISE', 'FMOD') && 'Wwise and FMOD integration for games.',
    ],
  },
};

const SERVICE_EN: Record<string, string> = {
  CONCERT: 'Concerts in clubs and at festivals.',
  CORPORATE_EVENT: 'Corporate events, two or three sets, PA on request.',
  WEDDING: 'Weddings from the ceremony to the last dance.',
  DJ_SET: 'Club, bar and private party sets.',
  SESSION_RECORDING: 'Session parts for artists and producers, from charts or by ear.',
  VOCAL_LESSONS: 'Vocal lessons: breathing, support, range, audition prep. Online too.',
  INSTRUMENT_LESSONS: 'Lessons for beginners and returning players.',
  DANCE_LESSONS: 'Private and group classes, beginners welcome.',
  DJ_LESSONS: 'DJ lessons from scratch.',
  MIXING: 'Mixing in three to five working days, revisions included.',
  MASTERING: 'Mastering for streaming and vinyl.',
  BEAT_MAKING: 'Custom beats, exclusive or lease.',
  FILM_SCORING: 'Music for film, games and ads, to picture.',
  SOUND_DESIGN: 'Sound design from UI sounds to ambiences.',
  LYRICS_WRITING: 'Song lyrics to order.',
  TRACK_PRODUCTION: 'Track production from idea to master.',
  CHOREOGRAPHY: 'Choreography for videos, shows and competitions.',
  RECORDING: 'Recording with an engineer: vocals, instruments, live bands.',
  ARRANGEMENT: 'Arrangements for live bands and electronic productions.',
};

const TALENT_SERVICE_EN: Record<string, Record<string, string>> = {
  DNC: {
    CONCERT: 'Stage and festival performances.',
    CORPORATE_EVENT: 'Dance numbers for corporate events.',
    WEDDING: 'Wedding shows and first-dance coaching.',
  },
  DJ: { CONCERT: 'Festival and open-air sets.', WEDDING: 'Wedding sets from dinner to the dance floor.' },
  SWR: { CONCERT: 'Readings of my own poems at concerts and festivals.' },
};

const CLOSING_EN: Line[] = [
  () => 'Message me for recordings and a rider.',
  () => 'Open to collaborations.',
  () => 'I usually reply within a day.',
];

const PERSONAL_EN: Line[] = [
  (c) => c.trip && 'Happy to travel and tour.',
  (c) => c.remote && 'I work remotely with artists from different cities.',
  () => 'Vinyl collector, long rehearsals enthusiast.',
  () => 'Open to collaborations and interesting offers.',
  () => 'I listen to everything from Bach to techno.',
];

// ---------------------------------------------------------------- composing

function first(c: TextContext, lines: Line[]): string | null {
  for (const line of c.rng.some(lines, lines.length)) {
    const text = line(c);
    if (text) return text;
  }
  return null;
}

function several(c: TextContext, lines: Line[], count: number): string[] {
  const out: string[] = [];
  for (const line of c.rng.some(lines, lines.length)) {
    if (out.length >= count) break;
    const text = line(c);
    if (text) out.push(text);
  }
  return out;
}

/** A talent's About: 3–6 sentences that agree with the person's tools, styles and price list. */
export function talentAbout(talent: string, c: TextContext): string {
  const ru = c.lang === 'ru';
  const lines = (ru ? RU : EN)[talent];
  if (!lines) return '';
  const serviceTexts = ru
    ? { ...SERVICE_RU, ...TALENT_SERVICE_RU[talent] }
    : { ...SERVICE_EN, ...TALENT_SERVICE_EN[talent] };
  const sentences = [
    first(c, lines.intro),
    c.tools.length ? first(c, lines.tools) : null,
    c.styles.length ? first(c, lines.styles) : null,
    ...several(c, lines.details, c.rng.int(1, 2)),
    ...c.rng
      .some(
        c.services.filter((s) => serviceTexts[s]),
        c.rng.int(1, 2),
      )
      .map((s) => serviceTexts[s]!),
    c.rng.chance(0.5) ? first(c, ru ? CLOSING_RU : CLOSING_EN) : null,
  ];
  return sentences.filter(Boolean).join(' ');
}

/** The person's own short note: where they live and one or two personal lines. */
export function personalAbout(c: TextContext, hometown: CityDef | undefined): string {
  const ru = c.lang === 'ru';
  const where = ru
    ? hometown && hometown.ru !== c.city.ru
      ? `Родом из ${hometown.of}, живу ${c.city.in}.`
      : `Живу ${c.city.in}.`
    : `Based in ${c.city.en}.`;
  return [where, ...several(c, ru ? PERSONAL_RU : PERSONAL_EN, c.rng.int(1, 2))].join(' ');
}
