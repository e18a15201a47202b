import type { ServiceUnit } from './types.ts';

/**
 * Moscow market prices in roubles per service kind: [min, max] for the unit, and how often the price
 * is "by agreement" instead. `unit` overrides the glossary's usual unit (null there means by agreement).
 */
type PriceRule = { min: number; max: number; agree: number; unit?: ServiceUnit };

export const PRICE_RULES: Record<string, PriceRule> = {
  CONCERT: { min: 20_000, max: 150_000, agree: 0.35 },
  CORPORATE_EVENT: { min: 30_000, max: 200_000, agree: 0.3 },
  WEDDING: { min: 25_000, max: 150_000, agree: 0.2 },
  PRIVATE_PARTY: { min: 15_000, max: 80_000, agree: 0.2 },
  DJ_SET: { min: 3_000, max: 15_000, agree: 0.15 },
  DANCE_SHOW: { min: 10_000, max: 60_000, agree: 0.25 },
  POETRY_READING: { min: 5_000, max: 30_000, agree: 0.3 },
  VIDEO_SHOOT: { min: 8_000, max: 40_000, agree: 0.3 },
  LIVE_SOUND: { min: 15_000, max: 80_000, agree: 0.3 },
  SESSION_RECORDING: { min: 3_000, max: 20_000, agree: 0.1 },
  BACKING_VOCALS: { min: 3_000, max: 15_000, agree: 0.1 },
  RECORDING: { min: 1_500, max: 5_000, agree: 0.05 },
  VOICE_OVER: { min: 2_000, max: 6_000, agree: 0.1 },
  VOCAL_LESSONS: { min: 1_500, max: 5_000, agree: 0.05 },
  INSTRUMENT_LESSONS: { min: 1_500, max: 5_000, agree: 0.05 },
  MUSIC_THEORY_LESSONS: { min: 1_200, max: 4_000, agree: 0.05 },
  DANCE_LESSONS: { min: 1_500, max: 4_500, agree: 0.05 },
  DJ_LESSONS: { min: 2_000, max: 5_000, agree: 0.05 },
  SOUND_ENGINEERING_LESSONS: { min: 2_500, max: 6_000, agree: 0.05 },
  MUSIC_PRODUCTION_LESSONS: { min: 2_500, max: 6_000, agree: 0.05 },
  SONGWRITING_LESSONS: { min: 2_000, max: 5_000, agree: 0.05 },
  MASTERCLASS: { min: 5_000, max: 30_000, agree: 0.3 },
  SONGWRITING: { min: 20_000, max: 150_000, agree: 0.3 },
  COMPOSITION: { min: 15_000, max: 120_000, agree: 0.3 },
  ARRANGEMENT: { min: 8_000, max: 60_000, agree: 0.15 },
  LYRICS_WRITING: { min: 5_000, max: 40_000, agree: 0.15 },
  POEM_TO_ORDER: { min: 1_500, max: 10_000, agree: 0.1 },
  BEAT_MAKING: { min: 3_000, max: 30_000, agree: 0.1 },
  FILM_SCORING: { min: 30_000, max: 300_000, agree: 0.4 },
  JINGLE: { min: 15_000, max: 80_000, agree: 0.25 },
  SHEET_MUSIC: { min: 1_500, max: 10_000, agree: 0.1 },
  REMIX: { min: 10_000, max: 60_000, agree: 0.2 },
  CHOREOGRAPHY: { min: 10_000, max: 60_000, agree: 0.25 },
  WEDDING_DANCE: { min: 8_000, max: 35_000, agree: 0.1 },
  MIXING: { min: 3_000, max: 15_000, agree: 0.05 },
  MASTERING: { min: 1_500, max: 6_000, agree: 0.05 },
  VOCAL_EDITING: { min: 1_500, max: 7_000, agree: 0.1 },
  SOUND_DESIGN: { min: 2_500, max: 8_000, agree: 0.6, unit: 'hour' },
  FOLEY: { min: 2_000, max: 6_000, agree: 0.6, unit: 'hour' },
  AUDIO_RESTORATION: { min: 1_500, max: 8_000, agree: 0.15 },
  PODCAST_PRODUCTION: { min: 1_500, max: 4_000, agree: 0.1 },
  TRACK_PRODUCTION: { min: 30_000, max: 200_000, agree: 0.3 },
  ARTIST_PRODUCTION: { min: 0, max: 0, agree: 1 },
  RELEASE_PROMOTION: { min: 15_000, max: 100_000, agree: 0.6, unit: 'composition' },
  EVENT_PRODUCTION: { min: 0, max: 0, agree: 1 },
  STUDIO_RENT_HOURLY: { min: 1_500, max: 5_000, agree: 0 },
  REHEARSAL_RENT: { min: 600, max: 2_000, agree: 0 },
  DANCE_HALL_RENT: { min: 800, max: 3_000, agree: 0 },
  EQUIPMENT_RENT: { min: 2_000, max: 20_000, agree: 0.15 },
};

/** How often people list a kind of service (lessons and weddings pay the bills). */
export const SERVICE_POPULARITY: Record<string, number> = {
  VOCAL_LESSONS: 5,
  INSTRUMENT_LESSONS: 5,
  DANCE_LESSONS: 5,
  WEDDING: 4,
  CORPORATE_EVENT: 4,
  CONCERT: 4,
  SESSION_RECORDING: 4,
  MIXING: 5,
  MASTERING: 4,
  RECORDING: 5,
  STUDIO_RENT_HOURLY: 5,
  REHEARSAL_RENT: 3,
  DJ_SET: 5,
  BEAT_MAKING: 5,
  ARRANGEMENT: 4,
  LYRICS_WRITING: 5,
  POEM_TO_ORDER: 3,
  SOUND_DESIGN: 5,
  TRACK_PRODUCTION: 5,
  CHOREOGRAPHY: 4,
  WEDDING_DANCE: 4,
  FILM_SCORING: 4,
  SONGWRITING: 3,
  COMPOSITION: 3,
};

/** Round figures, as people price things: 1 500, 3 000, 12 000, 45 000, 120 000. */
export function roundPrice(value: number): number {
  const step = value < 2_000 ? 100 : value < 10_000 ? 500 : value < 50_000 ? 1_000 : 5_000;
  return Math.max(step, Math.round(value / step) * step);
}
