import type { FastifyInstance } from 'fastify';
import { demoAccounts } from './accounts.ts';
import { DEMO_EMAIL_DOMAIN } from './people.ts';

/** The avatar's file names (demo.ts): profile pictures are not what people like here. */
export const AVATAR_NAMES: ReadonlySet<string> = new Set(['Фото профиля', 'Profile photo']);

/** A stable hash of a string to 0..1 (FNV-1a, then a mix): likes are a function of names, not of ids. */
export function unit(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return ((h >>> 0) + 1) / 4294967297;
}

/** At most this many likes on one file (and never more than there are other demo people). */
export const MAX_LIKES = 120;

/**
 * How many likes a file gets: a long tail. About one file in six has none, most have a few, one in
 * ten has dozens. Tracks draw more than photos and videos.
 */
export function likeTarget(key: string, type: string): number {
  const r = unit(`target:${key}`);
  const scale = type === 'Audio' ? 2.5 : 1.6;
  return Math.max(0, Math.min(MAX_LIKES, Math.floor(scale / r) - 2));
}

const indexOf = (email: string) => Number(email.slice('demo-'.length, email.indexOf('@'))) - 1;

/**
 * Demo people like each other's tracks, photos and videos, through `app.likes.set` (the rule
 * and the counter the pages use). Who likes what is a function of the file's owner, type and name
 * and of each liker's index, so a second run adds no row, and a larger demo set adds a few likes
 * from the newcomers. Returns the likes added.
 */
export async function addDemoLikes(app: FastifyInstance, concurrency = 4): Promise<number> {
  const people = (await demoAccounts(app.db))
    .filter((a) => a.complete && a.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))
    .map((a) => ({ id: a.id, index: indexOf(a.email) }));
  const likes: { fileId: string; userId: string }[] = [];
  /** Each file's count before the pass, then as the last like left it. */
  const counts = new Map<string, { before: number; after: number }>();
  for (const owner of people) {
    const { outIO } = await app.files.list({ id: owner.id }, { pageSize: 100 }, 'en');
    for (const f of outIO.ListOfUserFileList.File) {
      if (f.DeletedFlag === 'Y' || f.PublicFlag === 'N') continue;
      if (f.FileType === 'Image' && AVATAR_NAMES.has(f.Name)) continue;
      const key = `${owner.index}:${f.FileType}:${f.Name}`;
      const target = Math.min(likeTarget(key, f.FileType), people.length - 1);
      if (target === 0) continue;
      counts.set(f.FileId, { before: f.Likes, after: f.Likes });
      const ranked = people
        .filter((p) => p.id !== owner.id)
        .map((p) => ({ p, r: unit(`${key}:${p.index}`) }))
        .sort((a, b) => a.r - b.r)
        .slice(0, target);
      for (const { p } of ranked) likes.push({ fileId: f.FileId, userId: p.id });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < likes.length) {
      const like = likes[next++]!;
      const { count: likeNum } = await app.likes.set(
        { id: like.userId },
        { type: 'file', id: like.fileId },
        true,
      );
      const count = counts.get(like.fileId)!;
      count.after = Math.max(count.after, likeNum);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  let added = 0;
  for (const c of counts.values()) added += c.after - c.before;
  return added;
}
