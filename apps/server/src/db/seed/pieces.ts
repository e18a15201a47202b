import type {
  Arp,
  BassLine,
  Build,
  Comp,
  Drums,
  Lead,
  Mode,
  PadRhythm,
  PadSound,
  PieceSpec,
  Section,
} from './audio-synth.ts';
import { pieceSeconds } from './audio-synth.ts';
import type { Scene } from './genres.ts';
import { mulberry32 } from './random.ts';

/**
 * The demo genres: what each sounds like (tempo, key, progressions, the band) and which glossary
 * styles it stands for. A demo track is one genre's piece, tagged with the owner's styles that the
 * genre stands for, so what a visitor hears agrees with the chips under the title.
 */
export type Genre = {
  name: string;
  label: { ru: string; en: string };
  /** Glossary style codes this genre's pieces may be tagged with. */
  styles: string[];
  bpm: [number, number];
  tonics: number[];
  modes: Mode[];
  beats?: 3;
  sevenths?: boolean;
  swing?: PieceSpec['swing'];
  /** Verse and chorus progressions (scale degrees from 0), picked in pairs by index. */
  verses: number[][];
  choruses: number[][];
  form: 'club' | 'song' | 'jazz' | 'classical' | 'ambient';
  pads: PadSound[];
  padRhythm: PadRhythm;
  bass: BassLine;
  drums: Drums;
  comps: Comp[];
  arps: Arp[];
  leads: Lead[];
};

const MINOR_TONICS = [50, 52, 53, 55, 57];
const MAJOR_TONICS = [53, 55, 57, 58, 60];

export const GENRES: Genre[] = [
  {
    name: 'house',
    label: { ru: 'Хаус', en: 'House' },
    styles: ['HOUSE', 'DEEP_HOUSE', 'EDM', 'DANCE_POP'],
    bpm: [120, 126],
    tonics: MINOR_TONICS,
    modes: ['minor', 'dorian'],
    sevenths: true,
    verses: [
      [0, 0, 5, 6],
      [0, 3, 0, 3],
    ],
    choruses: [
      [0, 5, 3, 4],
      [5, 6, 0, 0],
    ],
    form: 'club',
    pads: ['organ', 'epiano'],
    padRhythm: 'offbeat',
    bass: 'offbeat',
    drums: 'house',
    comps: ['none'],
    arps: ['up16', 'none'],
    leads: ['none', 'square'],
  },
  {
    name: 'techno',
    label: { ru: 'Техно', en: 'Techno' },
    styles: ['TECHNO', 'IDM', 'EDM', 'HARDSTYLE'],
    bpm: [126, 134],
    tonics: [45, 47, 48, 50],
    modes: ['minor', 'phrygian'],
    verses: [
      [0, 0, 0, 0],
      [0, 0, 1, 0],
    ],
    choruses: [
      [0, 0, 6, 0],
      [0, 5, 0, 6],
    ],
    form: 'club',
    pads: ['saw', 'strings'],
    padRhythm: 'hold',
    bass: 'acid',
    drums: 'techno',
    comps: ['none'],
    arps: ['none', 'bells'],
    leads: ['none'],
  },
  {
    name: 'trance',
    label: { ru: 'Транс', en: 'Trance' },
    styles: ['TRANCE', 'EURODANCE', 'EDM'],
    bpm: [134, 138],
    tonics: MINOR_TONICS,
    modes: ['minor'],
    verses: [[0, 5, 2, 6]],
    choruses: [
      [5, 6, 0, 0],
      [0, 5, 2, 6],
    ],
    form: 'club',
    pads: ['saw'],
    padRhythm: 'hold',
    bass: 'offbeat',
    drums: 'trance',
    comps: ['none'],
    arps: ['up16'],
    leads: ['saw'],
  },
  {
    name: 'dnb',
    label: { ru: 'Драм-н-бейс', en: 'Drum and bass' },
    styles: ['DRUM_AND_BASS', 'BREAKBEAT', 'DUBSTEP'],
    bpm: [170, 174],
    tonics: MINOR_TONICS,
    modes: ['minor'],
    sevenths: true,
    verses: [[0, 0, 5, 5]],
    choruses: [
      [0, 5, 3, 4],
      [0, 3, 5, 4],
    ],
    form: 'club',
    pads: ['strings', 'epiano'],
    padRhythm: 'hold',
    bass: 'reese',
    drums: 'dnb',
    comps: ['none'],
    arps: ['bells', 'none'],
    leads: ['none', 'flute'],
  },
  {
    name: 'synthwave',
    label: { ru: 'Синтвейв', en: 'Synthwave' },
    styles: ['SYNTHWAVE', 'SYNTH_POP'],
    bpm: [96, 110],
    tonics: MINOR_TONICS,
    modes: ['minor'],
    verses: [[0, 5, 2, 6]],
    choruses: [[5, 3, 0, 4]],
    form: 'song',
    pads: ['saw'],
    padRhythm: 'hold',
    bass: 'octave',
    drums: 'pop',
    comps: ['none'],
    arps: ['up16', 'updown8'],
    leads: ['saw', 'square'],
  },
  {
    name: 'ambient',
    label: { ru: 'Эмбиент', en: 'Ambient' },
    styles: ['AMBIENT', 'DOWNTEMPO', 'EXPERIMENTAL', 'NEW_AGE', 'IDM', 'INSTRUMENTAL'],
    bpm: [64, 76],
    tonics: [48, 50, 52, 53],
    modes: ['major', 'dorian'],
    sevenths: true,
    verses: [
      [0, 3, 5, 3],
      [0, 5, 3, 4],
    ],
    choruses: [
      [3, 4, 0, 5],
      [5, 3, 0, 0],
    ],
    form: 'ambient',
    pads: ['strings', 'choir'],
    padRhythm: 'hold',
    bass: 'long',
    drums: 'none',
    comps: ['none'],
    arps: ['bells'],
    leads: ['none', 'flute'],
  },
  {
    name: 'rock',
    label: { ru: 'Рок', en: 'Rock' },
    styles: [
      'ROCK',
      'RUSSIAN_ROCK',
      'ALTERNATIVE_ROCK',
      'INDIE',
      'HARD_ROCK',
      'GRUNGE',
      'POST_PUNK',
      'PROGRESSIVE_ROCK',
    ],
    bpm: [116, 138],
    tonics: [52, 53, 55, 57],
    modes: ['minor', 'mixolydian'],
    verses: [
      [0, 5, 2, 6],
      [0, 0, 6, 3],
    ],
    choruses: [
      [5, 6, 0, 0],
      [3, 6, 0, 4],
    ],
    form: 'song',
    pads: ['organ', 'none'],
    padRhythm: 'hold',
    bass: 'eighths',
    drums: 'rock',
    comps: ['power'],
    arps: ['none'],
    leads: ['square', 'vox'],
  },
  {
    name: 'punk',
    label: { ru: 'Панк-рок', en: 'Punk rock' },
    styles: ['PUNK', 'POST_PUNK', 'ROCK', 'RUSSIAN_ROCK'],
    bpm: [160, 180],
    tonics: [52, 55, 57],
    modes: ['major'],
    verses: [[0, 3, 4, 3]],
    choruses: [[0, 4, 5, 3]],
    form: 'song',
    pads: ['none'],
    padRhythm: 'hold',
    bass: 'eighths',
    drums: 'punk',
    comps: ['power'],
    arps: ['none'],
    leads: ['vox', 'square'],
  },
  {
    name: 'metal',
    label: { ru: 'Метал', en: 'Metal' },
    styles: ['METAL', 'HARD_ROCK'],
    bpm: [100, 120],
    tonics: [52, 50],
    modes: ['phrygian', 'minor'],
    verses: [
      [0, 0, 1, 0],
      [0, 0, 5, 6],
    ],
    choruses: [[0, 5, 6, 4]],
    form: 'song',
    pads: ['strings'],
    padRhythm: 'hold',
    bass: 'gallop',
    drums: 'metal',
    comps: ['power'],
    arps: ['none'],
    leads: ['square'],
  },
  {
    name: 'blues',
    label: { ru: 'Блюз', en: 'Blues shuffle' },
    styles: ['BLUES', 'ROCK_N_ROLL', 'SOUL'],
    bpm: [96, 124],
    tonics: [52, 55, 57],
    modes: ['mixolydian'],
    sevenths: true,
    swing: { unit: 8, amount: 0.33 },
    verses: [[0, 0, 0, 0, 3, 3, 0, 0, 4, 3, 0, 4]],
    choruses: [[0, 3, 0, 0, 3, 3, 0, 0, 4, 3, 0, 0]],
    form: 'song',
    pads: ['organ'],
    padRhythm: 'comp',
    bass: 'shuffle',
    drums: 'shuffle',
    comps: ['none'],
    arps: ['none'],
    leads: ['reed', 'square'],
  },
  {
    name: 'pop',
    label: { ru: 'Поп', en: 'Pop' },
    styles: ['POP', 'DANCE_POP', 'INDIE_POP', 'K_POP', 'SINGER_SONGWRITER', 'ESTRADA', 'CHILDREN'],
    bpm: [98, 120],
    tonics: MAJOR_TONICS,
    modes: ['major'],
    verses: [
      [5, 3, 0, 4],
      [0, 5, 3, 4],
    ],
    choruses: [
      [0, 4, 5, 3],
      [3, 4, 0, 5],
    ],
    form: 'song',
    pads: ['strings', 'epiano', 'saw'],
    padRhythm: 'hold',
    bass: 'pulse',
    drums: 'pop',
    comps: ['strum', 'none'],
    arps: ['updown8', 'none'],
    leads: ['vox', 'square'],
  },
  {
    name: 'rnb',
    label: { ru: 'R&B', en: 'R&B' },
    styles: ['RNB', 'SOUL', 'GOSPEL', 'SMOOTH_JAZZ'],
    bpm: [68, 82],
    tonics: MAJOR_TONICS,
    modes: ['major'],
    sevenths: true,
    swing: { unit: 16, amount: 0.2 },
    verses: [[1, 4, 0, 5]],
    choruses: [
      [3, 4, 2, 5],
      [1, 4, 0, 0],
    ],
    form: 'song',
    pads: ['epiano'],
    padRhythm: 'hold',
    bass: 'pulse',
    drums: 'boombap',
    comps: ['none'],
    arps: ['none'],
    leads: ['vox'],
  },
  {
    name: 'funk',
    label: { ru: 'Фанк', en: 'Funk' },
    styles: ['FUNK', 'DISCO', 'SOUL', 'AFROBEATS'],
    bpm: [100, 116],
    tonics: [52, 55, 57],
    modes: ['dorian'],
    sevenths: true,
    verses: [[0, 0, 3, 3]],
    choruses: [[0, 3, 0, 3]],
    form: 'song',
    pads: ['organ', 'epiano'],
    padRhythm: 'comp',
    bass: 'funk',
    drums: 'funk',
    comps: ['stab'],
    arps: ['none'],
    leads: ['reed', 'vox'],
  },
  {
    name: 'disco',
    label: { ru: 'Диско', en: 'Disco' },
    styles: ['DISCO', 'EURODANCE', 'DANCE_POP', 'FUNK'],
    bpm: [114, 122],
    tonics: [55, 57],
    modes: ['dorian', 'minor'],
    sevenths: true,
    verses: [[0, 3, 0, 3]],
    choruses: [[0, 3, 6, 4]],
    form: 'song',
    pads: ['strings'],
    padRhythm: 'offbeat',
    bass: 'octave',
    drums: 'disco',
    comps: ['stab'],
    arps: ['none'],
    leads: ['square', 'vox'],
  },
  {
    name: 'boombap',
    label: { ru: 'Хип-хоп бит', en: 'Hip-hop beat' },
    styles: ['HIP_HOP', 'RAP', 'LO_FI', 'SOUL', 'FUNK'],
    bpm: [84, 94],
    tonics: [51, 53, 55],
    modes: ['major', 'dorian'],
    sevenths: true,
    swing: { unit: 16, amount: 0.28 },
    verses: [[1, 4, 0, 5]],
    choruses: [
      [1, 4, 0, 0],
      [3, 2, 1, 4],
    ],
    form: 'song',
    pads: ['epiano'],
    padRhythm: 'hold',
    bass: 'pulse',
    drums: 'boombap',
    comps: ['none'],
    arps: ['none', 'bells'],
    leads: ['none', 'flute'],
  },
  {
    name: 'trap',
    label: { ru: 'Трэп-бит', en: 'Trap beat' },
    styles: ['TRAP', 'DRILL', 'PHONK', 'RAP', 'HIP_HOP'],
    bpm: [136, 148],
    tonics: [49, 50, 52],
    modes: ['harmonic', 'minor'],
    verses: [[0, 0, 5, 4]],
    choruses: [
      [0, 5, 3, 4],
      [0, 3, 5, 4],
    ],
    form: 'song',
    pads: ['strings', 'choir'],
    padRhythm: 'hold',
    bass: 'sub808',
    drums: 'trap',
    comps: ['none'],
    arps: ['bells'],
    leads: ['none', 'flute'],
  },
  {
    name: 'jazz',
    label: { ru: 'Джаз', en: 'Jazz' },
    styles: ['JAZZ', 'SWING', 'BEBOP', 'JAZZ_FUSION', 'SMOOTH_JAZZ', 'INSTRUMENTAL'],
    bpm: [120, 160],
    tonics: [55, 58, 60, 53],
    modes: ['major'],
    sevenths: true,
    swing: { unit: 8, amount: 0.33 },
    verses: [
      [1, 4, 0, 5, 1, 4, 0, 0],
      [0, 5, 1, 4, 0, 5, 1, 4],
    ],
    choruses: [
      [2, 5, 1, 4, 1, 4, 0, 0],
      [3, 3, 2, 5, 1, 4, 0, 0],
    ],
    form: 'jazz',
    pads: ['epiano', 'piano'],
    padRhythm: 'comp',
    bass: 'walking',
    drums: 'jazz',
    comps: ['none'],
    arps: ['none'],
    leads: ['reed', 'flute'],
  },
  {
    name: 'bossa',
    label: { ru: 'Босса-нова', en: 'Bossa nova' },
    styles: ['BOSSA_NOVA', 'LATIN', 'SMOOTH_JAZZ'],
    bpm: [124, 140],
    tonics: [53, 55, 57],
    modes: ['major'],
    sevenths: true,
    verses: [[0, 0, 1, 4]],
    choruses: [[1, 4, 0, 5]],
    form: 'song',
    pads: ['epiano'],
    padRhythm: 'comp',
    bass: 'bossa',
    drums: 'bossa',
    comps: ['pick'],
    arps: ['none'],
    leads: ['flute', 'vox'],
  },
  {
    name: 'salsa',
    label: { ru: 'Сальса', en: 'Salsa' },
    styles: ['SALSA', 'LATIN'],
    bpm: [176, 196],
    tonics: [53, 55, 57],
    modes: ['major', 'harmonic'],
    verses: [[0, 3, 4, 3]],
    choruses: [
      [0, 3, 4, 4],
      [3, 4, 0, 0],
    ],
    form: 'song',
    pads: ['none'],
    padRhythm: 'hold',
    bass: 'tumbao',
    drums: 'salsa',
    comps: ['montuno'],
    arps: ['none'],
    leads: ['reed', 'vox'],
  },
  {
    name: 'bachata',
    label: { ru: 'Бачата', en: 'Bachata' },
    styles: ['BACHATA', 'LATIN'],
    bpm: [124, 134],
    tonics: [50, 52, 55, 57],
    modes: ['harmonic', 'major'],
    verses: [
      [0, 3, 4, 0],
      [0, 4, 5, 3],
    ],
    choruses: [[5, 3, 0, 4]],
    form: 'song',
    pads: ['none', 'strings'],
    padRhythm: 'hold',
    bass: 'bachata',
    drums: 'bachata',
    comps: ['requinto'],
    arps: ['none'],
    leads: ['vox'],
  },
  {
    name: 'reggaeton',
    label: { ru: 'Реггетон', en: 'Reggaeton' },
    styles: ['REGGAETON', 'LATIN', 'DANCEHALL'],
    bpm: [90, 98],
    tonics: MINOR_TONICS,
    modes: ['minor'],
    verses: [[0, 5, 2, 6]],
    choruses: [[0, 5, 2, 6]],
    form: 'song',
    pads: ['saw', 'strings'],
    padRhythm: 'hold',
    bass: 'dembow',
    drums: 'dembow',
    comps: ['none'],
    arps: ['bells'],
    leads: ['vox'],
  },
  {
    name: 'tango',
    label: { ru: 'Танго', en: 'Tango' },
    styles: ['TANGO', 'BALLROOM_MUSIC', 'LATIN'],
    bpm: [112, 124],
    tonics: [50, 52, 55],
    modes: ['harmonic'],
    verses: [[0, 4, 4, 0]],
    choruses: [[3, 0, 4, 0]],
    form: 'song',
    pads: ['accordion'],
    padRhythm: 'marcato',
    bass: 'pulse',
    drums: 'tango',
    comps: ['none'],
    arps: ['none'],
    leads: ['reed', 'flute'],
  },
  {
    name: 'reggae',
    label: { ru: 'Регги', en: 'Reggae' },
    styles: ['REGGAE', 'SKA', 'DANCEHALL'],
    bpm: [72, 82],
    tonics: [53, 55, 57],
    modes: ['major', 'dorian'],
    verses: [[0, 3, 0, 3]],
    choruses: [[3, 4, 0, 0]],
    form: 'song',
    pads: ['organ'],
    padRhythm: 'skank',
    bass: 'reggae',
    drums: 'reggae',
    comps: ['skank'],
    arps: ['none'],
    leads: ['vox', 'reed'],
  },
  {
    name: 'flamenco',
    label: { ru: 'Фламенко', en: 'Flamenco' },
    styles: ['FLAMENCO', 'WORLD'],
    bpm: [100, 116],
    tonics: [52],
    modes: ['phrygian'],
    verses: [[3, 2, 1, 0]],
    choruses: [[3, 2, 1, 0]],
    form: 'song',
    pads: ['none'],
    padRhythm: 'hold',
    bass: 'pulse',
    drums: 'none',
    comps: ['rasgueado'],
    arps: ['none'],
    leads: ['vox', 'reed'],
  },
  {
    name: 'folk',
    label: { ru: 'Фолк', en: 'Folk' },
    styles: ['FOLK', 'RUSSIAN_FOLK', 'CELTIC', 'COUNTRY', 'WORLD', 'POLKA', 'CHILDREN'],
    bpm: [96, 126],
    tonics: [55, 57, 50],
    modes: ['major', 'dorian'],
    verses: [
      [0, 3, 0, 4],
      [0, 6, 0, 4],
    ],
    choruses: [
      [3, 0, 4, 0],
      [0, 4, 3, 0],
    ],
    form: 'song',
    pads: ['accordion', 'none'],
    padRhythm: 'hold',
    bass: 'pulse',
    drums: 'folk',
    comps: ['pick', 'strum'],
    arps: ['none'],
    leads: ['flute', 'reed', 'vox'],
  },
  {
    name: 'bard',
    label: { ru: 'Песня под гитару', en: 'Song with guitar' },
    styles: ['BARD_SONG', 'CHANSON', 'SINGER_SONGWRITER', 'SOVIET_SONG', 'FOLK'],
    bpm: [84, 104],
    tonics: [50, 52, 57],
    modes: ['minor', 'harmonic'],
    verses: [
      [0, 3, 6, 2],
      [0, 3, 4, 0],
    ],
    choruses: [[5, 3, 4, 0]],
    form: 'song',
    pads: ['none'],
    padRhythm: 'hold',
    bass: 'none',
    drums: 'none',
    comps: ['strum', 'pick'],
    arps: ['none'],
    leads: ['vox'],
  },
  {
    name: 'waltz',
    label: { ru: 'Вальс', en: 'Waltz' },
    styles: ['WALTZ', 'ROMANCE', 'SOVIET_SONG', 'ESTRADA', 'CHANSON', 'BALLROOM_MUSIC'],
    bpm: [150, 172],
    tonics: [50, 52, 53],
    modes: ['harmonic'],
    beats: 3,
    verses: [[0, 3, 4, 0, 0, 3, 4, 4]],
    choruses: [[5, 3, 4, 0, 5, 1, 4, 0]],
    form: 'classical',
    pads: ['accordion', 'strings'],
    padRhythm: 'waltz',
    bass: 'waltz',
    drums: 'waltz',
    comps: ['none'],
    arps: ['none'],
    leads: ['reed', 'vox', 'flute'],
  },
  {
    name: 'classical',
    label: { ru: 'Фортепианная пьеса', en: 'Piano piece' },
    styles: ['CLASSICAL', 'CHAMBER', 'NEOCLASSICAL', 'CONTEMPORARY_CLASSICAL', 'INSTRUMENTAL'],
    bpm: [84, 104],
    tonics: [55, 57, 60, 62],
    modes: ['major', 'harmonic'],
    verses: [[0, 3, 4, 0, 5, 1, 4, 0]],
    choruses: [[5, 1, 4, 0, 3, 4, 0, 0]],
    form: 'classical',
    pads: ['none', 'strings'],
    padRhythm: 'hold',
    bass: 'none',
    drums: 'none',
    comps: ['none'],
    arps: ['alberti', 'broken'],
    leads: ['flute'],
  },
  {
    name: 'choral',
    label: { ru: 'Хорал', en: 'Chorale' },
    styles: ['CHORAL', 'SACRED', 'OPERA', 'GOSPEL'],
    bpm: [60, 72],
    tonics: [55, 57, 58],
    modes: ['major'],
    verses: [[0, 3, 4, 0, 5, 3, 4, 0]],
    choruses: [[3, 0, 4, 5, 1, 4, 0, 0]],
    form: 'ambient',
    pads: ['choir', 'organ'],
    padRhythm: 'hold',
    bass: 'long',
    drums: 'none',
    comps: ['none'],
    arps: ['none'],
    leads: ['vox'],
  },
  {
    name: 'film',
    label: { ru: 'Музыка к фильму', en: 'Film cue' },
    styles: ['FILM_SCORE', 'MUSICAL', 'NEOCLASSICAL', 'CONTEMPORARY_CLASSICAL', 'EXPERIMENTAL'],
    bpm: [66, 84],
    tonics: [45, 48, 50],
    modes: ['minor'],
    verses: [[0, 5, 3, 4]],
    choruses: [
      [0, 5, 2, 6],
      [5, 3, 0, 4],
    ],
    form: 'classical',
    pads: ['strings'],
    padRhythm: 'hold',
    bass: 'long',
    drums: 'film',
    comps: ['none'],
    arps: ['alberti', 'broken'],
    leads: ['flute'],
  },
];

export const genreByName = (name: string): Genre => {
  const g = GENRES.find((x) => x.name === name);
  if (!g) throw new Error(`no demo genre "${name}"`);
  return g;
};

/** The genre of a track whose owner lists no style it stands for: by the person's scene. */
export const SCENE_GENRES: Record<Scene, string[]> = {
  rock: ['rock', 'punk'],
  pop: ['pop', 'synthwave'],
  hiphop: ['boombap', 'trap'],
  electronic: ['house', 'techno'],
  jazz: ['jazz', 'bossa'],
  classical: ['classical', 'choral'],
  russian: ['waltz', 'bard'],
  folk: ['folk', 'bard'],
  latin: ['salsa', 'bachata'],
  party: ['disco', 'pop'],
  film: ['film', 'ambient'],
};

/** Arrangements, in bars: sections marked optional go first when the piece would last past two minutes. */
type FormPart = { kind: Section['kind']; bars: number; part: 'verse' | 'chorus'; optional?: boolean };
const FORMS: Record<Genre['form'], FormPart[]> = {
  club: [
    { kind: 'intro', bars: 8, part: 'verse' },
    { kind: 'verse', bars: 16, part: 'verse' },
    { kind: 'breakdown', bars: 8, part: 'chorus' },
    { kind: 'chorus', bars: 16, part: 'chorus' },
    { kind: 'outro', bars: 8, part: 'verse' },
  ],
  song: [
    { kind: 'intro', bars: 4, part: 'verse' },
    { kind: 'verse', bars: 8, part: 'verse' },
    { kind: 'chorus', bars: 8, part: 'chorus' },
    { kind: 'verse', bars: 8, part: 'verse', optional: true },
    { kind: 'chorus', bars: 8, part: 'chorus', optional: true },
    { kind: 'breakdown', bars: 4, part: 'verse', optional: true },
    { kind: 'chorus', bars: 8, part: 'chorus' },
    { kind: 'outro', bars: 4, part: 'verse' },
  ],
  jazz: [
    { kind: 'intro', bars: 4, part: 'verse' },
    { kind: 'verse', bars: 16, part: 'verse' },
    { kind: 'solo', bars: 16, part: 'verse' },
    { kind: 'chorus', bars: 8, part: 'chorus' },
    { kind: 'outro', bars: 4, part: 'verse' },
  ],
  classical: [
    { kind: 'intro', bars: 2, part: 'verse' },
    { kind: 'verse', bars: 8, part: 'verse' },
    { kind: 'chorus', bars: 8, part: 'chorus' },
    { kind: 'breakdown', bars: 8, part: 'chorus', optional: true },
    { kind: 'verse', bars: 8, part: 'verse' },
    { kind: 'outro', bars: 4, part: 'verse' },
  ],
  ambient: [
    { kind: 'intro', bars: 4, part: 'verse' },
    { kind: 'verse', bars: 8, part: 'verse' },
    { kind: 'chorus', bars: 8, part: 'chorus' },
    { kind: 'breakdown', bars: 4, part: 'verse', optional: true },
    { kind: 'outro', bars: 4, part: 'verse' },
  ],
};
const BUILDS: Record<Genre['form'], Build> = {
  club: 'club',
  song: 'band',
  jazz: 'band',
  classical: 'chamber',
  ambient: 'chamber',
};

export const MIN_SECONDS = 60;
export const MAX_SECONDS = 105;

/**
 * One piece of a genre, varied by its seed: tempo, key, mode, progressions, sounds and the
 * arrangement's length (60-120 s). `lead` forces the tune's voice (a singer's tracks sing).
 */
export function makePiece(genreName: string, seed: number, lead?: Lead): PieceSpec {
  const g = genreByName(genreName);
  const rnd = mulberry32(seed * 2654435761);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const bpm = Math.round(g.bpm[0] + rnd() * (g.bpm[1] - g.bpm[0]));
  const pair = Math.floor(rnd() * Math.max(g.verses.length, g.choruses.length));
  const verse = g.verses[pair % g.verses.length]!;
  const chorus = g.choruses[pair % g.choruses.length]!;
  const form = FORMS[g.form];
  const spec: PieceSpec = {
    genre: g.name,
    bpm,
    tonic: pick(g.tonics),
    mode: pick(g.modes),
    beats: g.beats ?? 4,
    sevenths: g.sevenths ?? false,
    ...(g.swing ? { swing: g.swing } : {}),
    build: BUILDS[g.form],
    sections: [],
    pad: pick(g.pads),
    padRhythm: g.padRhythm,
    bass: g.bass,
    drums: g.drums,
    comp: pick(g.comps),
    arp: pick(g.arps),
    lead: lead && g.leads.includes(lead) ? lead : lead === 'vox' ? 'vox' : pick(g.leads),
    seed,
  };
  // Stretch a short form (fast tempos, 3/4) by doubling its parts; drop optional parts of a long one.
  let parts = form.map((p) => ({ ...p }));
  const toSections = () =>
    parts.map((p): Section => ({ kind: p.kind, bars: p.bars, chords: p.part === 'chorus' ? chorus : verse }));
  const seconds = () => pieceSeconds({ ...spec, sections: toSections() });
  // A 12-bar blues plays whole choruses.
  const unit = Math.max(verse.length, chorus.length);
  if (unit > 8)
    parts = parts.map((p) => ({ ...p, bars: p.kind === 'intro' || p.kind === 'outro' ? 4 : unit }));
  for (let i = 0; i < 3 && seconds() < MIN_SECONDS; i++)
    parts = parts.map((p) => (p.kind === 'intro' || p.kind === 'outro' ? p : { ...p, bars: p.bars * 2 }));
  while (seconds() > MAX_SECONDS) {
    const at = parts.findIndex((p) => p.optional);
    if (at >= 0) parts.splice(at, 1);
    else {
      const longest = parts.reduce((a, b) => (b.bars > a.bars ? b : a));
      if (longest.bars <= 4) break;
      longest.bars /= 2;
    }
  }
  spec.sections = toSections();
  return spec;
}

const NOTE_NAMES = {
  ru: [
    'до',
    'до-диез',
    'ре',
    'ми-бемоль',
    'ми',
    'фа',
    'фа-диез',
    'соль',
    'ля-бемоль',
    'ля',
    'си-бемоль',
    'си',
  ],
  en: ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'],
};

/** "ля минор", "C major". */
export function keyName(spec: PieceSpec, lang: 'ru' | 'en'): string {
  const note = NOTE_NAMES[lang][spec.tonic % 12]!;
  const major = spec.mode === 'major' || spec.mode === 'mixolydian';
  if (lang === 'ru') return `${note} ${major ? 'мажор' : 'минор'}`;
  return `${note} ${major ? 'major' : 'minor'}`;
}
