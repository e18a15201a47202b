// How real people combine talents, styles and tools: a person belongs to one musical world (a
// "scene"), and their styles, instruments and gear come from it. Codes are glossary codes; the
// generator keeps only those the glossary actually offers for the talent.

export type Scene =
  | 'rock'
  | 'pop'
  | 'hiphop'
  | 'electronic'
  | 'jazz'
  | 'classical'
  | 'russian'
  | 'folk'
  | 'latin'
  | 'party'
  | 'film';

export const SCENE_STYLES: Record<Scene, string[]> = {
  rock: [
    'ROCK',
    'RUSSIAN_ROCK',
    'ALTERNATIVE_ROCK',
    'INDIE',
    'HARD_ROCK',
    'PUNK',
    'POST_PUNK',
    'METAL',
    'PROGRESSIVE_ROCK',
    'GRUNGE',
    'BLUES',
  ],
  pop: ['POP', 'DANCE_POP', 'INDIE_POP', 'SYNTH_POP', 'SINGER_SONGWRITER', 'RNB', 'ESTRADA'],
  hiphop: ['HIP_HOP', 'RAP', 'TRAP', 'RNB', 'SOUL', 'FUNK', 'LO_FI', 'DRILL', 'PHONK'],
  electronic: [
    'HOUSE',
    'DEEP_HOUSE',
    'TECHNO',
    'DRUM_AND_BASS',
    'AMBIENT',
    'DOWNTEMPO',
    'TRANCE',
    'BREAKBEAT',
    'SYNTHWAVE',
    'DUBSTEP',
    'IDM',
    'EDM',
  ],
  jazz: ['JAZZ', 'SWING', 'JAZZ_FUSION', 'BEBOP', 'SMOOTH_JAZZ', 'BLUES', 'SOUL', 'FUNK', 'BOSSA_NOVA'],
  classical: ['CLASSICAL', 'CHAMBER', 'OPERA', 'CHORAL', 'SACRED', 'CONTEMPORARY_CLASSICAL', 'NEOCLASSICAL'],
  russian: ['ESTRADA', 'ROMANCE', 'BARD_SONG', 'SOVIET_SONG', 'CHANSON', 'RUSSIAN_FOLK'],
  folk: ['FOLK', 'RUSSIAN_FOLK', 'WORLD', 'CELTIC', 'COUNTRY', 'REGGAE', 'SKA', 'FLAMENCO'],
  latin: ['LATIN', 'SALSA', 'BACHATA', 'BOSSA_NOVA', 'TANGO', 'REGGAETON'],
  party: ['POP', 'DANCE_POP', 'DISCO', 'FUNK', 'ROCK_N_ROLL', 'ESTRADA', 'EURODANCE', 'JAZZ'],
  film: ['FILM_SCORE', 'NEOCLASSICAL', 'AMBIENT', 'CONTEMPORARY_CLASSICAL', 'EXPERIMENTAL', 'MUSICAL'],
};

/** Which scenes a talent is usually found in, by weight. */
export const TALENT_SCENES: Record<string, Partial<Record<Scene, number>>> = {
  SNG: { pop: 25, jazz: 14, rock: 12, russian: 12, classical: 10, hiphop: 8, party: 12, folk: 5, latin: 2 },
  MUS: {
    rock: 25,
    jazz: 20,
    classical: 15,
    pop: 8,
    party: 10,
    folk: 8,
    russian: 6,
    latin: 5,
    electronic: 3,
    hiphop: 4,
  },
  CMP: { classical: 30, film: 35, pop: 10, electronic: 10, jazz: 10, rock: 5 },
  DJ: { electronic: 60, party: 20, hiphop: 15, latin: 5 },
  MMK: { rock: 20, pop: 20, hiphop: 20, electronic: 20, jazz: 10, classical: 10 },
  MST: { rock: 25, pop: 25, hiphop: 20, electronic: 15, jazz: 10, classical: 5 },
  SNM: { film: 40, electronic: 45, hiphop: 15 },
  SWR: { pop: 35, rock: 25, russian: 25, hiphop: 15 },
  PRO: { pop: 35, hiphop: 35, electronic: 20, rock: 10 },
  DNC: { pop: 40, hiphop: 30, latin: 15, classical: 15 },
};

/** Where a second talent goes when it has no place in the person's scene: the nearest scenes first. */
export const NEAR_SCENES: Record<Scene, Scene[]> = {
  rock: ['pop', 'electronic'],
  pop: ['party', 'hiphop', 'rock'],
  hiphop: ['pop', 'electronic'],
  electronic: ['film', 'hiphop', 'pop'],
  jazz: ['pop', 'classical', 'film'],
  classical: ['film', 'jazz'],
  russian: ['folk', 'pop', 'rock'],
  folk: ['russian', 'pop', 'rock'],
  latin: ['pop', 'party', 'jazz'],
  party: ['pop', 'electronic'],
  film: ['classical', 'electronic'],
};

/** The main talent of a person, by weight: musicians and singers are the bulk of the network. */
export const PRIMARY_TALENTS: Record<string, number> = {
  MUS: 26,
  SNG: 20,
  DJ: 10,
  DNC: 9,
  MMK: 8,
  CMP: 7,
  PRO: 7,
  SNM: 5,
  SWR: 5,
  MST: 3,
};

/** Talents people add next to their main one, by weight. */
export const SECOND_TALENTS: Record<string, Record<string, number>> = {
  MUS: { CMP: 4, SNG: 3, MMK: 2, PRO: 1 },
  SNG: { SWR: 4, MUS: 3, DNC: 1, CMP: 1 },
  DJ: { PRO: 5, SNM: 2, MMK: 1 },
  DNC: { SNG: 2 },
  MMK: { MST: 3, PRO: 3, MUS: 2, SNM: 2 },
  CMP: { MUS: 4, PRO: 2, SWR: 1 },
  PRO: { DJ: 2, MMK: 3, SNM: 2, CMP: 1 },
  SNM: { MMK: 3, PRO: 2, CMP: 1 },
  SWR: { SNG: 3, CMP: 1 },
  MST: { MMK: 4, PRO: 1 },
};

/** Main instruments of a musician by scene, with the instruments that usually go along with each. */
export const SCENE_INSTRUMENTS: Record<Scene, Record<string, number>> = {
  rock: { ELECTRIC_GUITAR: 30, BASS_GUITAR: 20, DRUM_KIT: 20, ACOUSTIC_GUITAR: 8, SYNTHESIZER: 6, PIANO: 5 },
  pop: {
    PIANO: 15,
    ACOUSTIC_GUITAR: 15,
    ELECTRIC_GUITAR: 10,
    BASS_GUITAR: 10,
    DRUM_KIT: 10,
    SYNTHESIZER: 10,
  },
  hiphop: { SAMPLER: 10, MIDI_KEYBOARD: 10, ELECTRIC_PIANO: 8, BASS_GUITAR: 8, DRUM_KIT: 6 },
  electronic: {
    SYNTHESIZER: 20,
    MODULAR_SYNTH: 8,
    DRUM_MACHINE: 10,
    SAMPLER: 8,
    LIVE_ELECTRONICS: 8,
    THEREMIN: 2,
  },
  jazz: {
    ALTO_SAX: 10,
    TENOR_SAX: 12,
    PIANO: 15,
    DOUBLE_BASS: 12,
    DRUM_KIT: 10,
    TRUMPET: 8,
    ELECTRIC_GUITAR: 8,
    TROMBONE: 4,
    VIBRAPHONE: 2,
    HAMMOND_ORGAN: 3,
  },
  classical: {
    PIANO: 20,
    VIOLIN: 18,
    CELLO: 10,
    VIOLA: 5,
    FLUTE: 6,
    CLARINET: 5,
    OBOE: 3,
    FRENCH_HORN: 3,
    HARP: 3,
    ORGAN: 3,
    CLASSICAL_GUITAR: 6,
    DOUBLE_BASS: 3,
    BASSOON: 2,
    TIMPANI: 1,
  },
  russian: {
    BAYAN: 10,
    SEVEN_STRING_GUITAR: 8,
    ACOUSTIC_GUITAR: 8,
    PIANO: 8,
    BALALAIKA: 5,
    DOMRA: 4,
    ACCORDION: 5,
  },
  folk: {
    ACOUSTIC_GUITAR: 10,
    BALALAIKA: 4,
    DOMRA: 3,
    GUSLI: 3,
    BAYAN: 4,
    DJEMBE: 4,
    BAGPIPES: 2,
    MANDOLIN: 3,
    DUDUK: 3,
    DOMBRA: 3,
    KOMUZ: 1,
    HANDPAN: 3,
    HARMONICA: 2,
    VIOLIN: 3,
  },
  latin: { CONGAS: 6, BONGOS: 4, CLASSICAL_GUITAR: 8, TRUMPET: 6, PIANO: 5, BASS_GUITAR: 4, CAJON: 5 },
  party: {
    ALTO_SAX: 12,
    ELECTRIC_GUITAR: 8,
    SYNTHESIZER: 8,
    PIANO: 8,
    VIOLIN: 6,
    DRUM_KIT: 5,
    BASS_GUITAR: 5,
  },
  film: { PIANO: 20, SYNTHESIZER: 10, CELLO: 5, VIOLIN: 5, MIDI_KEYBOARD: 8 },
};

/** What a player of one instrument usually also plays. */
export const INSTRUMENT_COMPANIONS: Record<string, string[]> = {
  ELECTRIC_GUITAR: ['ACOUSTIC_GUITAR', 'BASS_GUITAR', 'CLASSICAL_GUITAR'],
  ACOUSTIC_GUITAR: ['ELECTRIC_GUITAR', 'UKULELE', 'CLASSICAL_GUITAR', 'HARMONICA'],
  CLASSICAL_GUITAR: ['ACOUSTIC_GUITAR', 'SEVEN_STRING_GUITAR'],
  BASS_GUITAR: ['DOUBLE_BASS', 'ELECTRIC_GUITAR'],
  DOUBLE_BASS: ['BASS_GUITAR', 'CELLO'],
  DRUM_KIT: ['ELECTRONIC_DRUMS', 'CAJON', 'DJEMBE', 'ORCHESTRAL_PERCUSSION'],
  PIANO: ['ELECTRIC_PIANO', 'SYNTHESIZER', 'ORGAN', 'HAMMOND_ORGAN', 'HARPSICHORD'],
  SYNTHESIZER: ['MIDI_KEYBOARD', 'DRUM_MACHINE', 'PIANO', 'SAMPLER'],
  VIOLIN: ['VIOLA', 'MANDOLIN'],
  CELLO: ['DOUBLE_BASS', 'PIANO'],
  ALTO_SAX: ['TENOR_SAX', 'SOPRANO_SAX', 'FLUTE', 'CLARINET'],
  TENOR_SAX: ['ALTO_SAX', 'SOPRANO_SAX', 'CLARINET'],
  TRUMPET: ['FLUGELHORN', 'CORNET'],
  TROMBONE: ['EUPHONIUM', 'TUBA'],
  FLUTE: ['PICCOLO', 'RECORDER'],
  CLARINET: ['ALTO_SAX', 'TENOR_SAX'],
  BAYAN: ['ACCORDION', 'GARMON'],
  ACCORDION: ['BAYAN', 'PIANO'],
  BALALAIKA: ['DOMRA', 'GUSLI'],
  CONGAS: ['BONGOS', 'CAJON'],
  SAMPLER: ['DRUM_MACHINE', 'MIDI_KEYBOARD'],
  DRUM_MACHINE: ['SAMPLER', 'SYNTHESIZER', 'GROOVEBOX'],
  DOMBRA: ['KOMUZ'],
  DUDUK: ['SVIREL'],
};

/** Tool families a gear talent draws from, in order, with how many of each (min, max). */
export const GEAR_PLAN: Record<string, [family: string, min: number, max: number][]> = {
  DJ: [
    ['DJ_SOFTWARE', 1, 1],
    ['DJ_GEAR', 1, 3],
    ['DAW', 0, 1],
  ],
  MMK: [
    ['DAW', 1, 2],
    ['PLUGINS', 1, 3],
    ['MICROPHONES', 0, 2],
    ['STUDIO_HARDWARE', 1, 2],
    ['CONSOLES', 0, 1],
  ],
  MST: [
    ['STUDIO_ROOMS', 2, 4],
    ['DAW', 1, 2],
    ['CONSOLES', 1, 1],
    ['MICROPHONES', 2, 3],
    ['STUDIO_HARDWARE', 1, 3],
    ['KEYS', 0, 1],
    ['PERCUSSION', 0, 1],
  ],
  SNM: [
    ['DAW', 1, 1],
    ['PLUGINS', 1, 2],
    ['ELECTRONIC', 0, 2],
    ['FIELD_RECORDING', 0, 2],
    ['STUDIO_HARDWARE', 0, 1],
  ],
};

/** Dance families by scene: a dancer's main and neighbouring directions. */
export const SCENE_DANCE: Record<string, Record<string, number>> = {
  pop: { CONTEMPORARY_DANCE: 4, STREET_DANCE: 3, CLASSICAL_DANCE: 1 },
  hiphop: { STREET_DANCE: 6, CONTEMPORARY_DANCE: 1 },
  latin: { SOCIAL_DANCE: 4, BALLROOM_LATIN: 3 },
  classical: { CLASSICAL_DANCE: 3, BALLROOM_STANDARD: 2, FOLK_DANCE: 2, BALLROOM_LATIN: 1 },
};

/** Nickname endings that say what someone does, by talent or main instrument. */
export const NICK_SUFFIX: Record<string, string[]> = {
  SNG: ['vocal', 'voice', 'sings'],
  DNC: ['dance', 'dancer', 'moves'],
  CMP: ['music', 'composer', 'score'],
  SWR: ['poet', 'lyrics', 'stihi'],
  DJ: ['dj', 'music'],
  MMK: ['sound', 'mix', 'audio'],
  MST: ['studio', 'rec'],
  PRO: ['prod', 'beats', 'music'],
  SNM: ['sfx', 'sound', 'noise'],
  ELECTRIC_GUITAR: ['guitar', 'gtr'],
  ACOUSTIC_GUITAR: ['guitar'],
  CLASSICAL_GUITAR: ['guitar'],
  BASS_GUITAR: ['bass'],
  DOUBLE_BASS: ['bass', 'contrabass'],
  DRUM_KIT: ['drums', 'drummer'],
  PIANO: ['piano', 'keys'],
  SYNTHESIZER: ['synth', 'keys'],
  VIOLIN: ['violin'],
  CELLO: ['cello'],
  ALTO_SAX: ['sax'],
  TENOR_SAX: ['sax'],
  TRUMPET: ['trumpet'],
  FLUTE: ['flute'],
  BAYAN: ['bayan'],
};
