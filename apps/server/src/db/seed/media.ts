import { Readable } from 'node:stream';
import { addUserFileBodySchema } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { encodeWav, renderPiece, waveformPeaks } from './audio-synth.ts';
import { type CoverPlan, renderCover } from './covers.ts';
import { PHOTO_DESCRIPTION, photoCaption, trackDescription, trackTitle } from './media-texts.ts';
import { type PhotoKind, type PhotoPlan, renderPhoto } from './photos.ts';
import { keyName, PIECES, pieceSpec, SCENE_PIECES } from './pieces.ts';
import { mulberry32 } from './random.ts';
import type { Catalog, DemoPerson, Locale } from './types.ts';

/** Only the first people get media: enough for every page and screenshot, and the seed stays fast and small. */
export const MEDIA_PEOPLE = 60;
/** Who publishes tracks: singers, musicians, composers, DJs and producers. */
export const TRACK_TALENTS: ReadonlySet<string> = new Set(['SNG', 'MUS', 'CMP', 'DJ', 'PRO']);
/** Waveform buckets sent as `Peaks` (the web computes 200..2000 at upload). */
export const PEAKS = 800;

export type TrackPlan = {
  piece: number;
  variant: number;
  title: string;
  description: string;
  talents: string[];
  tools: string[];
  styles: string[];
  cover: CoverPlan | null;
  fileDate: string;
};

export type PhotoItem = PhotoPlan & {
  caption: string;
  description: string;
  fileDate: string;
  talents: string[];
};

export type MediaPlan = { tracks: TrackPlan[]; photos: PhotoItem[] };
export type MediaAdded = { tracks: number; photos: number };

const NO_MEDIA: MediaPlan = { tracks: [], photos: [] };

/**
 * What a person publishes, decided by their index (with a generator of its own, so the people
 * themselves do not change): 1-3 tracks in their scene's style for most music makers, half of them
 * with a cover, and 1-4 photos for a fifth of everybody, among the first MEDIA_PEOPLE. Photos
 * are the costly part (the server encodes five WebP sizes of each), hence the fifth.
 */
export function planMedia(p: DemoPerson, catalog: Catalog, today: Date): MediaPlan {
  if (p.index >= MEDIA_PEOPLE) return NO_MEDIA;
  const rnd = mulberry32(0x3ed1a + p.index * 7919);
  const chance = (probability: number) => rnd() < probability;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const from = p.memberSince.getTime();
  const dayBetween = () =>
    new Date(from + rnd() * Math.max(0, today.getTime() - from)).toISOString().slice(0, 10);

  const makers = p.talents.filter((t) => TRACK_TALENTS.has(t.code));
  const tracks: TrackPlan[] = [];
  if (makers.length && chance(0.8)) {
    const count = chance(0.55) ? 1 : chance(0.65) ? 2 : 3;
    const pieces = SCENE_PIECES[p.scene];
    const unique = <T>(items: T[]) => [...new Set(items)];
    const talents = makers.map((t) => t.code);
    const tools = unique(makers.flatMap((t) => t.tools)).slice(0, 3);
    const styles = unique(makers.flatMap((t) => t.styles)).slice(0, 3);
    const artist = makers[0]!.creativeName ?? `${p.firstName} ${p.lastName}`;
    const titles = new Set<string>();
    for (let i = 0; i < count; i++) {
      const piece = pieces[i % pieces.length]!;
      const variant = (p.index + Math.floor(i / pieces.length)) % 2;
      const spec = pieceSpec(piece, variant);
      // Russian speakers often name tracks in English too.
      const titleLang: Locale = p.locale === 'en' || chance(0.3) ? 'en' : 'ru';
      let title = trackTitle(titleLang, pick, chance);
      while (titles.has(title)) title = trackTitle(titleLang, pick, chance);
      titles.add(title);
      tracks.push({
        piece,
        variant,
        title,
        description: trackDescription(p.locale, PIECES[piece]!.name, spec.bpm, keyName(spec, p.locale)),
        talents,
        tools,
        styles,
        cover: chance(0.5)
          ? { palette: int(0, 1000), style: int(0, 3), seed: int(1, 1_000_000), title, artist }
          : null,
        fileDate: dayBetween(),
      });
    }
  }

  const photos: PhotoItem[] = [];
  if (chance(0.2)) {
    const city = catalog.cities.find((c) => c.code === p.cityCode) ?? { ru: '', en: '', in: '' };
    const count = chance(0.4) ? 1 : chance(0.5) ? 2 : chance(0.65) ? 3 : 4;
    const captions = new Set<string>();
    const kinds: PhotoKind[] = ['crowd', 'stage', 'spotlight'];
    for (let i = 0; i < count; i++) {
      const kind = pick(kinds);
      let caption = photoCaption(p.locale, kind, city, pick);
      for (let tries = 0; captions.has(caption) && tries < 10; tries++)
        caption = photoCaption(p.locale, kind, city, pick);
      captions.add(caption);
      photos.push({
        seed: int(1, 1_000_000),
        kind,
        vertical: kind === 'spotlight' ? chance(0.7) : chance(0.15),
        caption,
        description: PHOTO_DESCRIPTION[p.locale],
        fileDate: dayBetween(),
        talents: [p.talents[0]!.code],
      });
    }
  }
  return { tracks, photos };
}

type Render = { wav: Buffer; peaks: number[] };

/**
 * Adds a person's planned media through the services the pages use: the bytes through
 * `/api/storage`'s service, the records through `app.files.addUserFile` (parsed by the contract).
 * Each piece is rendered once per run and shared by everyone who plays it.
 */
export function mediaMaker(app: FastifyInstance) {
  const renders = new Map<string, Promise<Render>>();

  function render(piece: number, variant: number): Promise<Render> {
    const key = `${piece}:${variant}`;
    let done = renders.get(key);
    if (!done) {
      done = Promise.resolve().then(() => {
        const { samples } = renderPiece(pieceSpec(piece, variant));
        return { wav: encodeWav(samples), peaks: waveformPeaks(samples, PEAKS) };
      });
      renders.set(key, done);
    }
    return done;
  }

  const store = (userId: string, bytes: Buffer, filename: string, mimetype: string) =>
    app.files.uploads.upload(userId, Readable.from([bytes]), { filename, mimetype });

  return {
    /** Distinct recordings rendered so far. */
    get renders() {
      return renders.size;
    },

    async add(userId: string, p: DemoPerson, plan: MediaPlan): Promise<MediaAdded> {
      const lang = p.locale;
      for (const [i, t] of plan.tracks.entries()) {
        const { wav, peaks } = await render(t.piece, t.variant);
        const audio = await store(userId, wav, `demo-track-${i + 1}.wav`, 'audio/wav');
        const cover = t.cover
          ? await store(userId, await renderCover(t.cover), `demo-cover-${i + 1}.png`, 'image/png')
          : null;
        await app.files.addUserFile(
          { id: userId },
          addUserFileBodySchema.parse({
            FileType: 'Audio',
            uploadId: audio.uploadId,
            Name: t.title,
            Description: t.description,
            Peaks: peaks,
            ...(cover ? { LogoId: cover.uploadId } : {}),
            ListOfTalants: t.talents,
            ListOfTools: t.tools,
            ListOfStyles: t.styles,
            FileDate: t.fileDate,
          }),
          lang,
        );
      }
      for (const [i, ph] of plan.photos.entries()) {
        const jpeg = await renderPhoto(ph);
        const image = await store(userId, jpeg, `demo-photo-${i + 1}.jpg`, 'image/jpeg');
        await app.files.addUserFile(
          { id: userId },
          addUserFileBodySchema.parse({
            FileType: 'Image',
            uploadId: image.uploadId,
            Name: ph.caption,
            Description: ph.description,
            ListOfTalants: ph.talents,
            FileDate: ph.fileDate,
          }),
          lang,
        );
      }
      return { tracks: plan.tracks.length, photos: plan.photos.length };
    },
  };
}
