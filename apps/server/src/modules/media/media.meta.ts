import { type FileRecord, fileRecordSchema, type Lang, profileSchema, routeMetaKey } from '@talanty/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absoluteUrl } from '../../lib/storage/urls.ts';
import type { PageMeta, PageMetaResolver } from '../../plugins/spa.ts';

const MEDIA_ID = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const KIND_WORD: Record<Lang, Record<FileRecord['FileType'], string>> = {
  ru: { Audio: 'Трек', Video: 'Видео', Image: 'Фото' },
  en: { Audio: 'A track', Video: 'A video', Image: 'A photo' },
};
const OG_TYPE: Record<FileRecord['FileType'], PageMeta['type']> = {
  Audio: 'music.song',
  Video: 'video.other',
  Image: 'website',
};

const describe = (f: FileRecord, owner: string, lang: Lang) => {
  const text = f.Description.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return lang === 'ru'
    ? `${KIND_WORD.ru[f.FileType]}: ${owner}. Слушайте и смотрите работы музыкантов в сети «Таланты».`
    : `${KIND_WORD.en[f.FileType]} by ${owner}. Listen to and watch musicians’ work on Talanty.`;
};

/**
 * Crawlers get a public file's name, owner, cover and player: `og:audio` (the file) for a track,
 * `og:video` (the embed) for a video. Private, deleted and unknown files keep the generic media tags.
 */
export function mediaPageMeta(app: FastifyInstance): PageMetaResolver {
  return async (pathname, lang) => {
    if (routeMetaKey(pathname) !== 'media') return undefined;
    const id = MEDIA_ID.exec(pathname)?.[1]?.toLowerCase();
    if (!id) return undefined;
    const file = await app.files.getUserFile(null, id, lang).catch(() => undefined);
    if (!file) return undefined;

    // The owner's public profile: its name for the tags, and the page shows it (the visitor's answer).
    const profile = app.hasDecorator('profiles')
      ? await app.profiles.profile(file.NickName, null, lang).catch(() => undefined)
      : undefined;
    const realName = profile ? [profile.FirstName, profile.LastName].filter(Boolean).join(' ') || null : null;
    const owner = realName ? `${realName} (@${file.NickName})` : `@${file.NickName}`;
    const name = file.Name || file.OriginName || KIND_WORD[lang][file.FileType];
    // Crawlers read these tags off the page: every address in them is absolute (PUBLIC_URL).
    const absolute = (url: string) => absoluteUrl(app.config.publicUrl, url);
    const profileUrl = absolute(`/@${file.NickName}`);

    const extra: Record<string, string> = {};
    let image = file.CoverSizes?.Full ?? file.LogoURL ?? undefined;
    if (file.FileType === 'Audio') {
      const audio = absolute(file.FileFullURL);
      extra['og:audio'] = audio;
      if (audio.startsWith('https:')) extra['og:audio:secure_url'] = audio;
      if (file.MimeType) extra['og:audio:type'] = file.MimeType;
      if (file.Duration) extra['music:duration'] = String(Math.round(file.Duration));
      extra['music:musician'] = profileUrl;
    } else if (file.FileType === 'Video' && file.EmbedURL) {
      const vertical = file.Orientation === 'Vertical';
      extra['og:video'] = file.EmbedURL;
      extra['og:video:secure_url'] = file.EmbedURL;
      extra['og:video:type'] = 'text/html';
      extra['og:video:width'] = vertical ? '720' : '1280';
      extra['og:video:height'] = vertical ? '1280' : '720';
      if (file.Duration) extra['video:duration'] = String(Math.round(file.Duration));
    } else if (file.FileType === 'Image') {
      image = file.FileFullURL;
      if (file.Width && file.Height) {
        extra['og:image:width'] = String(file.Width);
        extra['og:image:height'] = String(file.Height);
      }
    }
    if (image) extra['og:image:alt'] = name;

    const answers: Record<string, unknown> = { [`file:${id}`]: z.encode(fileRecordSchema, file) };
    if (profile) answers[`profile:${file.NickName.toLowerCase()}`] = z.encode(profileSchema, profile);
    // What the page's first view shows large: a track's cover (media-audio-hero.tsx), a photo.
    const shown =
      file.FileType === 'Audio'
        ? (file.CoverSizes?.Square512 ?? file.LogoURL)
        : file.FileType === 'Image'
          ? file.FileFullURL
          : null;
    return {
      title: `${name} — ${owner}`,
      description: describe(file, owner, lang),
      type: OG_TYPE[file.FileType],
      image: image && absolute(image),
      extra,
      answers,
      images: shown ? [shown] : [],
    };
  };
}
