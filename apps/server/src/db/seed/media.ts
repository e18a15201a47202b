import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { addUserFileBodySchema } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { encodeWav, type Lead, renderPiece, waveformPeaks } from './audio-synth.ts';
import { type CoverPlan, renderCover } from './covers.ts';
import {
  PHOTO_DESCRIPTION,
  photoCaption,
  trackDescription,
  trackTitle,
  VIDEO_DESCRIPTION,
  videoTitle,
} from './media-texts.ts';
import { type PhotoKind, type PhotoPlan, renderPhoto } from './photos.ts';
import { GENRES, genreByName, keyName, makePiece, SCENE_GENRES } from './pieces.ts';
import { mulberry32 } from './random.ts';
import type { RenderDone, RenderJob } from './render-worker.ts';
import type { Catalog, DemoPerson, Locale, TalentPlan } from './types.ts';

/** Only the first people get tracks and photos: enough for every page and screenshot, and the seed stays fast and small. */
export const MEDIA_PEOPLE = 60;
/** Who publishes tracks: singers, musicians, composers, DJs, producers and sound makers. */
export const TRACK_TALENTS: ReadonlySet<string> = new Set(['SNG', 'MUS', 'CMP', 'DJ', 'PRO', 'SNM']);
/** Waveform buckets sent as `Peaks` (the web computes 200..2000 at upload). */
export const PEAKS = 800;
/** Share of all demo people with video links (links cost no bytes, so everybody may have them). */
export const VIDEO_SHARE = 0.2;

export type TrackPlan = {
  genre: string;
  /** The piece's own seed: every track is a piece of its own. */
  seed: number;
  lead?: Lead;
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

export type VideoPlan = {
  url: string;
  title: string;
  description: string;
  talents: string[];
  styles: string[];
  fileDate: string;
};

export type MediaPlan = { tracks: TrackPlan[]; photos: PhotoItem[]; videos: VideoPlan[] };
export type MediaAdded = { tracks: number; photos: number; videos: number };

/** Sound makers make soundscapes, whatever else their styles say. */
const SOUND_MAKER_GENRES = ['ambient', 'film', 'techno'];

/**
 * Which genre a track of this talent is in, and the styles it is tagged with: the talent's own
 * styles (a producer, who lists none, borrows the person's other talents' styles) that a genre
 * stands for. A DJ who plays house and techno gets house or techno, never salsa. Without such
 * a style the person's scene decides the genre and the track carries no style.
 */
export function trackGenre(
  p: DemoPerson,
  talent: TalentPlan,
  pick: <T>(items: readonly T[]) => T,
): { genre: string; styles: string[] } {
  const own = talent.styles.length ? talent.styles : [...new Set(p.talents.flatMap((t) => t.styles))];
  const allowed = talent.code === 'SNM' ? GENRES.filter((g) => SOUND_MAKER_GENRES.includes(g.name)) : GENRES;
  const fits = allowed.filter((g) => g.styles.some((s) => own.includes(s)));
  if (fits.length === 0) {
    const fallback = talent.code === 'SNM' ? ['ambient'] : SCENE_GENRES[p.scene];
    return { genre: pick(fallback), styles: [] };
  }
  // The person's first style (their main one) leads: genres that stand for it come first.
  const main = fits.filter((g) => g.styles.includes(own[0]!));
  const genre = pick(main.length && pick([true, true, false]) ? main : fits);
  return { genre: genre.name, styles: own.filter((s) => genre.styles.includes(s)).slice(0, 3) };
}

/** The tune's voice for a talent: singers sing, horn players blow a reed, flautists a flute. */
function leadFor(talent: TalentPlan): Lead | undefined {
  if (talent.code === 'SNG') return 'vox';
  const main = talent.tools[0] ?? '';
  if (/SAX|CLARINET|OBOE|BASSOON|TRUMPET|TROMBONE|ACCORDION|BAYAN|HARMONICA|DUDUK/.test(main)) return 'reed';
  if (/FLUTE|PICCOLO|RECORDER|SVIREL|VIOLIN|VIOLA|CELLO/.test(main)) return 'flute';
  return undefined;
}

/** A link shaped like the platform's own, marked demo where the platform allows letters. */
function demoVideoUrl(index: number, i: number, short: boolean, rnd: () => number): string {
  const chars = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  if (rnd() < 0.7) {
    // YouTube ids are 11 characters: "demo-" and six more.
    const id = `demo-${Array.from({ length: 6 }, () => chars[Math.floor(rnd() * chars.length)]).join('')}`;
    return short ? `https://www.youtube.com/shorts/${id}` : `https://www.youtube.com/watch?v=${id}`;
  }
  // VK: a community id far beyond any real one, so the link cannot be somebody's video.
  const owner = 9_000_000_000 + index;
  return `https://vk.com/${short ? 'clip' : 'video'}-${owner}_${456_239_000 + i}`;
}

/**
 * What a person publishes, decided by their index (with a generator of its own, so the people
 * themselves do not change): among the first MEDIA_PEOPLE, 1-3 tracks for most music makers
 * (each a piece of its own in a genre of the track's talent, half of them with a cover) and 1-4
 * photos for a fifth of everybody; among everybody, video links for a fifth. Photos are the
 * costly part (the server encodes five WebP sizes of each), hence the fifth.
 */
export function planMedia(p: DemoPerson, catalog: Catalog, today: Date): MediaPlan {
  const rnd = mulberry32(0x3ed1a + p.index * 7919);
  const chance = (probability: number) => rnd() < probability;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const from = p.memberSince.getTime();
  const dayBetween = () =>
    new Date(from + rnd() * Math.max(0, today.getTime() - from)).toISOString().slice(0, 10);

  const tracks: TrackPlan[] = [];
  const photos: PhotoItem[] = [];
  if (p.index < MEDIA_PEOPLE) {
    const makers = p.talents.filter((t) => TRACK_TALENTS.has(t.code));
    if (makers.length && chance(0.85)) {
      const count = chance(0.45) ? 1 : chance(0.6) ? 2 : 3;
      const artist = makers[0]!.creativeName ?? `${p.firstName} ${p.lastName}`;
      const titles = new Set<string>();
      for (let i = 0; i < count; i++) {
        // The main talent first, then the others in turn.
        const talent = makers[i % makers.length]!;
        const { genre, styles } = trackGenre(p, talent, pick);
        const seed = p.index * 16 + i + 1;
        const lead = leadFor(talent);
        const spec = makePiece(genre, seed, lead);
        // Russian speakers often name tracks in English too.
        const titleLang: Locale = p.locale === 'en' || chance(0.3) ? 'en' : 'ru';
        let title = trackTitle(titleLang, pick, chance);
        while (titles.has(title)) title = trackTitle(titleLang, pick, chance);
        titles.add(title);
        tracks.push({
          genre,
          seed,
          ...(lead ? { lead } : {}),
          title,
          description: trackDescription(
            p.locale,
            genreByName(genre).label[p.locale],
            spec.bpm,
            keyName(spec, p.locale),
          ),
          talents: [talent.code],
          tools: talent.tools.slice(0, 3),
          styles,
          cover: chance(0.5)
            ? { palette: int(0, 1000), style: int(0, 3), seed: int(1, 1_000_000), title, artist }
            : null,
          fileDate: dayBetween(),
        });
      }
    }

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
  }

  // Video links: a generator of their own, so adding them changed nobody's tracks or photos.
  const vrnd = mulberry32(0x71de0 + p.index * 104_729);
  const videos: VideoPlan[] = [];
  if (vrnd() < VIDEO_SHARE) {
    const count = vrnd() < 0.5 ? 1 : vrnd() < 0.6 ? 2 : 3;
    const vpick = <T>(items: readonly T[]): T => items[Math.floor(vrnd() * items.length)]!;
    const city = catalog.cities.find((c) => c.code === p.cityCode) ?? { ru: '', en: '', in: '' };
    const titles = new Set<string>();
    for (let i = 0; i < count; i++) {
      const talent = p.talents[i % p.talents.length]!;
      // Dancers film vertical clips as often as not.
      const short = vrnd() < (talent.code === 'DNC' ? 0.5 : 0.15);
      let title = videoTitle(p.locale, talent.code, city, vpick);
      for (let tries = 0; titles.has(title) && tries < 10; tries++)
        title = videoTitle(p.locale, talent.code, city, vpick);
      if (titles.has(title)) continue;
      titles.add(title);
      videos.push({
        url: demoVideoUrl(p.index, i, short, vrnd),
        title,
        description: VIDEO_DESCRIPTION[p.locale],
        talents: [talent.code],
        styles: talent.styles.slice(0, 2),
        fileDate: new Date(from + vrnd() * Math.max(0, today.getTime() - from)).toISOString().slice(0, 10),
      });
    }
  }
  return { tracks, photos, videos };
}

type Render = { wav: Buffer; peaks: number[] };

/**
 * Renders pieces on worker threads (one per spare core, at most two): synthesis is the seed's
 * costliest CPU work, and the main thread meanwhile writes profiles into the database. Where
 * workers cannot start, pieces are rendered in this thread.
 */
function renderPool(size: number) {
  const jobs = new Map<number, { resolve: (r: Render) => void; reject: (e: unknown) => void }>();
  let nextId = 0;
  let turn = 0;
  const workers: Worker[] = [];
  for (let i = 0; i < size; i++) {
    try {
      const w = new Worker(new URL('./render-worker.ts', import.meta.url));
      w.on('message', (done: RenderDone) => {
        const job = jobs.get(done.id);
        jobs.delete(done.id);
        job?.resolve({
          wav: Buffer.from(done.wav.buffer, done.wav.byteOffset, done.wav.byteLength),
          peaks: done.peaks,
        });
      });
      w.on('error', (err) => {
        for (const job of jobs.values()) job.reject(err);
        jobs.clear();
      });
      w.unref();
      workers.push(w);
    } catch {
      break;
    }
  }
  return {
    render(genre: string, seed: number, lead: Lead | undefined): Promise<Render> {
      if (workers.length === 0)
        return Promise.resolve().then(() => {
          const { samples } = renderPiece(makePiece(genre, seed, lead));
          return { wav: encodeWav(samples), peaks: waveformPeaks(samples, PEAKS) };
        });
      const id = nextId++;
      const worker = workers[turn++ % workers.length]!;
      return new Promise<Render>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        const job: RenderJob = { id, genre, seed, ...(lead ? { lead } : {}), peaks: PEAKS };
        worker.postMessage(job);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * Adds a person's planned media through the services the pages use: the bytes through
 * `/api/storage`'s service, the records through `app.files.addUserFile` (parsed by the contract).
 * Video links go through the same call with `externalFlag: "Y"`; the seed's app recognises them
 * without asking the platforms (see `offlineVideoLinks` in demo.ts).
 */
export function mediaMaker(
  app: FastifyInstance,
  threads = Math.min(2, Math.max(1, availableParallelism() - 1)),
) {
  const pool = renderPool(threads);
  let renders = 0;
  const store = (userId: string, bytes: Buffer, filename: string, mimetype: string) =>
    app.files.uploads.upload(userId, Readable.from([bytes]), { filename, mimetype });

  return {
    /** Distinct recordings rendered so far. */
    get renders() {
      return renders;
    },

    close: () => pool.close(),

    async add(userId: string, p: DemoPerson, plan: MediaPlan): Promise<MediaAdded> {
      const lang = p.locale;
      // Every track of the person is started at once, so the render threads stay busy.
      const rendering = plan.tracks.map((t) => pool.render(t.genre, t.seed, t.lead));
      for (const [i, t] of plan.tracks.entries()) {
        const { wav, peaks } = await rendering[i]!;
        renders++;
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
      for (const v of plan.videos) {
        await app.files.addUserFile(
          { id: userId },
          addUserFileBodySchema.parse({
            FileType: 'Video',
            externalFlag: 'Y',
            FileFullURL: v.url,
            Name: v.title,
            Description: v.description,
            ListOfTalants: v.talents,
            ...(v.styles.length ? { ListOfStyles: v.styles } : {}),
            FileDate: v.fileDate,
          }),
          lang,
        );
      }
      return { tracks: plan.tracks.length, photos: plan.photos.length, videos: plan.videos.length };
    },
  };
}
